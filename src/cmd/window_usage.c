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
            "          [--screenshot FILE.png] [--browse]\n"
            "  collide --replay FILE --gif OUT.gif [--from T] [--to T] [--gif-width W] [--gif-follow Z]\n"
            "          [--scale S]\n"
            "  collide --tour [--tour-file FILE] [--stop N] [--scale S] [--headless --screenshot FILE.png]\n"
            "  collide resolve --resolver NAME [--method FILE]... [--map FILE [--layer A,B] [--level N] [--rules F]]\n"
            "                  [--size W H | --radius R] [--seed N]\n"
            "  collide crowd [--count N] [--formation circle|groups|blocks|lines] [--swap] [--frames N]\n"
            "                [--avoid on|off] [--broadphase grid|naive] [--seed N] [--threads N]\n"
            "  collide bench [--json] [--quick] [--maps DIR] [--only resolvers|crowd|render|rewind|maps|instrument|gif]"
            " [--threads N]\n"
            "  collide guarantees [--json] [--moves N] [--method FILE]... [--maps DIR | --map FILE [--layer A,B]\n"
            "                     [--level N] [--rules F]] [--seed N]\n"
            "  collide guarantees --heatmap OUT.png [--map FILE] [--resolver NAME] [--speed PX] [--part X,Y,W,H]\n"
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
          "  --browse           open the map browser (F2) at the start\n"
          "  --record FILE      record the run to FILE (F5 does it in the window): settings, the\n"
          "                     map, every tick's input and state hashes; replays exactly\n"
          "  --replay FILE      play a recording back, in the window or with --headless (to its\n"
          "                     end unless --frames says otherwise)\n"
          "  --verify           with --replay: replay without a window and check every state hash;\n"
          "                     exit status 1 at the first checkpoint that differs\n"
          "  --gif OUT.gif      with --replay: write the recording as an animated GIF, headless\n"
          "                     (30 frames a second, a frame every second tick; docs/gif.md)\n"
          "  --from T, --to T   with --gif: the first and last tick shown (default: all of it)\n"
          "  --gif-width W      with --gif: the GIF's width in pixels (default: the window's)\n"
          "  --gif-follow Z     with --gif: the camera follows the body, the map magnified Z times\n"
          "                     (1 to 64), or auto: enough to draw the body 24 px wide\n"
          "  --tour             the guided tour: ten recorded stops, captions, pauses (docs/tour.md);\n"
          "                     with --headless it stops at the stop's first pause\n"
          "  --tour-file FILE   with --tour: a tour file, its recordings beside it (default: built in)\n"
          "  --stop N           with --tour: start at stop N (default: 1)\n"
          "  --help, --version\n"
          "\n"
          "Keys: press F1 in the window, or see README.md.\n",
          out);
}
