/* test_resolve_cli.c: `collide resolve` (docs/command-line.md) for three methods of the
 * Handmade Hero collision notes (pixel-iteration, line-segment, minkowski), run as the
 * real program: fixture files of moves whose answers were worked out by hand
 * (tests/data/resolve/), bad lines refused with stdin:LINE and status 2, --size, and the
 * same answers as the window. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/world.h"
#include "support/support.h"

#define OUT_CAP 16384
#define EXPECT_TOLERANCE_PX 1e-3 /* the fixtures give positions to 0.01 px, exact to this */

static char out[OUT_CAP], err[OUT_CAP];

/* Run a fixture: every line "# expect X Y" gives the answer to the next move. */
static void check_fixture(const char *resolver)
{
    char path[1024], args[2048];
    snprintf(path, sizeof path, "%s/tests/data/resolve/%s.txt", SOURCE_DIR, resolver);
    char *text = read_file(path, NULL);
    cr_assert_not_null(text, "cannot read %s", path);
    snprintf(args, sizeof args, "resolve --resolver %s --map '%s/tests/data/resolve/room.map'", resolver, SOURCE_DIR);
    int rc = run_collide(args, text, out, sizeof out, err, sizeof err);
    cr_assert_eq(rc, 0, "%s: exit %d, stderr: %s", resolver, rc, err);

    const char *want = text, *got = out;
    int moves = 0;
    while ((want = strstr(want, "\n# expect ")) != NULL) {
        double ex, ey, gx, gy;
        cr_assert_eq(sscanf(want, "\n# expect %lf %lf", &ex, &ey), 2);
        want += 10;
        cr_assert_eq(sscanf(got, "%lf %lf", &gx, &gy), 2, "%s: answer %d missing in:\n%s", resolver, moves + 1, out);
        cr_expect(fabs(gx - ex) <= EXPECT_TOLERANCE_PX && fabs(gy - ey) <= EXPECT_TOLERANCE_PX,
                  "%s, move %d: expected %g %g, got %.6f %.6f", resolver, moves + 1, ex, ey, gx, gy);
        const char *nl = strchr(got, '\n');
        cr_assert_not_null(nl);
        got = nl + 1;
        moves++;
    }
    cr_expect_gt(moves, 5, "%s: the fixture holds several moves", resolver);
    cr_expect_eq(*got, '\0', "%s: one answer per move, no more: '%s'", resolver, got);
    free(text);
}

Test(resolve_cli, answers_the_pixel_iteration_fixture)
{
    check_fixture("pixel-iteration");
}

Test(resolve_cli, answers_the_line_segment_fixture)
{
    check_fixture("line-segment");
}

Test(resolve_cli, answers_the_minkowski_fixture)
{
    check_fixture("minkowski");
}

Test(resolve_cli, refuses_a_bad_line_with_its_line_number_and_status_2)
{
    static const struct {
        const char *input, *message;
    } cases[] = {
        {"48 48 1 2\n1 2 3\n", "stdin:2: expected 4 numbers, found 3"},
        {"# a comment\n\n1 2 x 4\n", "stdin:3: number 3: not a number: 'x'"},
        {"nan 1 2 3\n", "stdin:1: number 1 is out of range"},
        {"1 2 3 1e39\n", "stdin:1: number 4 is out of range"},
        {"1 2 3 4 5\n", "stdin:1: unexpected '5' after 4 numbers"},
    };
    static const char *resolvers[] = {"pixel-iteration", "line-segment", "minkowski"};
    for (size_t r = 0; r < 3; r++) {
        for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
            char args[128];
            snprintf(args, sizeof args, "resolve --resolver %s", resolvers[r]);
            int rc = run_collide(args, cases[k].input, out, sizeof out, err, sizeof err);
            cr_expect_eq(rc, 2, "%s on %s: exit %d", resolvers[r], cases[k].input, rc);
            cr_expect(strstr(err, cases[k].message) != NULL, "%s: expected '%s' in: %s", resolvers[r], cases[k].message,
                      err);
        }
    }
    /* The good line before the bad one was answered. */
    int rc = run_collide("resolve --resolver minkowski", "112 80 3 0\n1 2 3\n", out, sizeof out, err, sizeof err);
    cr_expect_eq(rc, 2);
    cr_expect(strncmp(out, "115 80 ", 7) == 0, "first answer: '%s'", out);
}

Test(resolve_cli, size_sets_the_minkowski_box_and_the_default_map_is_built_in)
{
    /* Default map, up from (112, 80) to the border at y = 32: a 4 px box stops its centre
     * at 34 (+ tEpsilon), the default 20 px box at 42. */
    int rc = run_collide("resolve --resolver minkowski --size 4 4", "112 80 0 -60\n", out, sizeof out, err, sizeof err);
    cr_assert_eq(rc, 0, "%s", err);
    double x, y;
    cr_assert_eq(sscanf(out, "%lf %lf", &x, &y), 2);
    cr_expect(y > 34.0 && y < 34.1, "4 px box: y = %g", y);
    rc = run_collide("resolve --resolver minkowski", "112 80 0 -60\n", out, sizeof out, err, sizeof err);
    cr_assert_eq(rc, 0, "%s", err);
    cr_assert_eq(sscanf(out, "%lf %lf", &x, &y), 2);
    cr_expect(y > 42.0 && y < 42.1, "20 px box: y = %g", y);
    rc = run_collide("resolve --resolver minkowski --size 4 nan", "", out, sizeof out, err, sizeof err);
    cr_expect_eq(rc, 2, "a NaN size is refused");
}

Test(resolve_cli, gives_the_same_answers_as_the_window_bit_for_bit)
{
    /* Drive the world as the window does, then ask `collide resolve` the same moves
     * from the same positions: the answers must be identical floats. */
    static const int resolvers[] = {RESOLVER_PIXEL_ITERATION, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI};
    static const uint8_t dirs[] = {IN_UP | IN_LEFT, IN_RIGHT, IN_DOWN | IN_RIGHT, IN_LEFT, IN_DOWN, IN_UP | IN_RIGHT};
    static Map map;
    static World world;
    load_shipped_map("corners.map", &map);
    for (size_t r = 0; r < 3; r++) {
        WorldConfig cfg = {.seed = 3, .resolver = resolvers[r], .speed_level = 9, .mode = MODE_TILES};
        cr_assert(world_init(&world, &map, &cfg));
        char input[8192] = "", expected[8192] = "";
        size_t in_len = 0, ex_len = 0;
        for (int tick = 0; tick < 120; tick++) {
            Input in = INPUT_NONE;
            in.held = dirs[(tick / 20) % 6];
            Body before = *world_player(&world);
            world_step(&world, &in, NULL);
            const Body *after = world_player(&world);
            if (tick % 7) continue;
            float v = world_speed(&world);
            float dx = (float)(((in.held & IN_RIGHT) != 0) - ((in.held & IN_LEFT) != 0)) * v;
            float dy = (float)(((in.held & IN_DOWN) != 0) - ((in.held & IN_UP) != 0)) * v;
            in_len += (size_t)snprintf(input + in_len, sizeof input - in_len, "%.9g %.9g %.9g %.9g\n", (double)before.x,
                                       (double)before.y, (double)dx, (double)dy);
            ex_len += (size_t)snprintf(expected + ex_len, sizeof expected - ex_len, "%.9g %.9g\n", (double)after->x,
                                       (double)after->y);
        }
        world_free(&world);
        char args[256];
        const char *name = resolver_info(resolvers[r])->name;
        snprintf(args, sizeof args, "resolve --resolver %s --map '%s/maps/corners.map'", name, SOURCE_DIR);
        int rc = run_collide(args, input, out, sizeof out, err, sizeof err);
        cr_assert_eq(rc, 0, "%s", err);
        /* Keep only "x y" of each answer. */
        char got[8192] = "";
        size_t got_len = 0;
        for (const char *line = out; *line;) {
            char xs[32], ys[32];
            if (sscanf(line, "%31s %31s", xs, ys) != 2) break;
            got_len += (size_t)snprintf(got + got_len, sizeof got - got_len, "%s %s\n", xs, ys);
            const char *nl = strchr(line, '\n');
            if (!nl) break;
            line = nl + 1;
        }
        cr_expect_str_eq(got, expected, "%s: the window and collide resolve disagree", name);
    }
}
