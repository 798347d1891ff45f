/* window_usage.c: `collide --help`: the window's command line, its options and the other
 * commands' first lines. */
#include "cmd/window_usage.h"

#include <string.h>

#include "cmd/options.h"
#include "cmd/run_methods.h"
#include "core/resolver.h"
#include "core/version.h"

#define USAGE_COLUMN 21 /* where an option's text starts */
#define USAGE_WIDTH 90  /* the widest line a list of names is wrapped to */

/* The methods' names for --resolver's line, in key order, wrapped under its column. */
static void usage_names(FILE *out)
{
    int col = USAGE_COLUMN;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        bool last = r + 1 == RESOLVER_COUNT;
        const char *name = resolver_info(r)->name;
        int len = (int)strlen(name) + !last; /* with its comma */
        if (r > 0 && col + 1 + len > USAGE_WIDTH) {
            fprintf(out, "\n%*s", USAGE_COLUMN, "");
            col = USAGE_COLUMN;
        } else if (r > 0) {
            fputc(' ', out);
            col++;
        }
        fprintf(out, "%s%s", name, last ? "" : ",");
        col += len;
    }
}

/* The options of a run's input and its game: recording, an input file, the motion, the units. */
static void usage_game(FILE *out)
{
    fputs(
          "  --record FILE      record the run to FILE (F5 does it in the window): settings, the\n"
          "                     map, every tick's input and state hashes; replays exactly. With\n"
          "                     --replay: that recording's input again, under the command line's\n"
          "                     method, body, speed, seed and motion\n"
          "  --input FILE       the run's input from FILE, a recording's run lines written by hand\n"
          "                     (docs/formats.md); headless it runs to the file's end\n"
          "  --challenge FILE   a workshop exercise (docs/workshop.md): its map, method, speed and\n"
          "                     goal; the bar says GOAL PASS once the goal holds\n"
          "  --motion M         how input moves the body (docs/motion.md): top-down (a constant\n"
          "                     speed while held; default), accelerated (speeds up, coasts) or\n"
          "                     platformer (falls, runs, Up jumps); a map may suggest one\n"
          "  --gravity G        platformer: px/tick² down (default 0.5); --fall-max F: the fastest\n"
          "                     fall (12, at most the map's height); --jump J: take-off speed (9)\n"
          "  --run R            the run speed: --speed by another name\n"
          "  --ground-accel A, --ground-decel D, --air-accel A, --air-decel D\n"
          "                     platformer: px/tick² toward the run speed and back to rest\n"
          "  --jump-cut C       platformer: letting go of Up while rising keeps C of the rise (0.4)\n"
          "  --coyote T, --buffer T  platformer: ticks a jump still takes off after a ledge, and\n"
          "                     waits for the ground before landing (6 each)\n"
          "  --accel A, --friction F  accelerated: px/tick² gained, share of the speed lost a tick\n"
          "  --game-scale S     speeds and sizes in the game's pixels, each S of the sandbox's\n"
          "                     (a game that draws 16-px tiles at 32: 2); the HUD and tallies too\n"
          "  --replay FILE      play a recording back, in the window or with --headless (to its\n"
          "                     end unless --frames says otherwise); or a link (collide link),\n"
          "                     opened at its tick, paused\n",
          out);
}

void window_usage(FILE *out)
{
    fprintf(out,
            "collide %s: classic 2D collision-resolution methods side by side\n"
            "\n"
            "usage:\n"
            "  collide [--map FILE [--layer A,B] [--level N] [--rules F]] [--method FILE]... [--resolver NAME]\n"
            "          [--mode tiles|crowd] [--seed N] [--spawn X,Y]\n"
            "          [--size W H] [--radius R] [--speed S] [--scale S] [--threads N]\n"
            "          [--record FILE] [--replay FILE [--verify]] [--headless --frames N]\n"
            "          [--screenshot FILE.png] [--browse] [--input FILE] [--game-scale S] [--challenge FILE]\n"
            "          [--motion top-down|accelerated|platformer|METHOD] [--gravity G] [--run R] ...\n"
            "  collide --replay FILE --record NEW [--resolver NAME] [--motion M ...] [--size W H] [--speed S]\n"
            "  collide --replay FILE --gif OUT.gif [--from T] [--to T] [--gif-width W] [--gif-follow Z]\n"
            "          [--scale S]\n"
            "  collide --tour [--tour-file FILE] [--stop N] [--scale S] [--headless --screenshot FILE.png]\n"
            "  collide resolve --resolver NAME [--method FILE]... [--map FILE [--layer A,B] [--level N] [--rules F]]\n"
            "                  [--size W H | --radius R] [--seed N] [--game-scale S]\n"
            "  collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                [--avoid on|off] [--broadphase grid|naive] [--seed N] [--threads N]\n"
            "  collide bench [--json] [--quick] [--maps DIR] [--only resolvers|crowd|render|rewind|maps|instrument|gif]"
            " [--threads N]\n"
            "  collide guarantees [--json] [--moves N] [--method FILE]... [--maps DIR | --map FILE [--layer A,B]\n"
            "                     [--level N] [--rules F]] [--seed N]\n"
            "  collide guarantees --heatmap OUT.png [--map FILE] [--resolver NAME] [--speed PX] [--part X,Y,W,H]\n"
            "  collide link FILE.replay [--page URL] [--at TICK]\n"
            "\n"
            "options:\n"
            "  --map FILE         a map in collide's format (.map), a Tiled map (.tmx, .tmj, .json;\n"
            "                     docs/tiled.md) or an LDtk project (.ldtk; docs/ldtk.md)\n"
            "                     (default: the built-in Sandbox)\n" CLI_IMPORT_USAGE
            "  --resolver NAME    ",
            COLLIDE_VERSION);
    usage_names(out);
    fprintf(out,
            " or a method of yours\n"
            "                     (default: the map's suggestion, with its speed; else simplest)\n"
            "  --method FILE      add a method of your own: a Lua script (.lua) or a C plugin (.so),\n"
            "                     after the built-ins, on the next number key (docs/your-method.md);\n"
            "                     up to %d of them; a recording embeds each\n",
            RUN_METHODS_USER_MAX);
    fputs(
          "  --mode M           tiles or crowd (default: tiles)\n"
          "  --seed N           seed of the simulation's generator (default: 1)\n"
          "  --size W H         the box methods' body, pixels (1 to 512; default: 20x20 on 32-px tiles)\n"
          "  --radius R         the circle method's radius, pixels (0.5 to 256; default: a quarter tile)\n"
          "  --speed S          the player's speed, pixels per tick, any value from 0.01 to 128\n"
          "                     ([ and ] go to the nearest step below or above; default: 3)\n"
          "  --scale S          interface size, 0.5 to 4 (default: 1; try 1.5 on a projector)\n"
          "  --threads N        the crowd's worker threads, 1 to 8 (default: the cores); same results\n"
          "  --headless         no window: SDL's dummy video driver and the software renderer;\n"
          "                     prints one JSON line at the end\n"
          "  --frames N         stop after N ticks (60 ticks = 1 second)\n"
          "  --screenshot FILE  write the last frame as PNG\n"
          "  --browse           open the map browser (F2) at the start\n",
          out);
    usage_game(out);
    fputs(
          "  --verify           with --replay: replay without a window and check every state hash;\n"
          "                     exit status 1 at the first checkpoint that differs\n"
          "  --gif OUT.gif      with --replay: write the recording as an animated GIF, headless\n"
          "                     (30 frames a second, a frame every second tick; docs/gif.md)\n"
          "  --from T, --to T   with --gif: the first and last tick shown (default: all of it)\n"
          "  --gif-width W      with --gif: the GIF's width in pixels (default: the window's)\n"
          "  --gif-follow Z     with --gif: the camera follows the body, the map magnified Z times\n"
          "                     (1 to 64), or auto: enough to draw the body 24 px wide\n"
          "  --tour             the guided tour: twelve recorded stops, captions, pauses (docs/tour.md);\n"
          "                     with --headless it stops at the stop's first pause\n"
          "  --tour-file FILE   with --tour: a tour file, its recordings beside it (default: built in)\n"
          "  --stop N           with --tour: start at stop N (default: 1)\n"
          "  --help, --version\n"
          "\n"
          "Keys: press F1 in the window, or see README.md.\n",
          out);
}
