/* test_hostile.c: the hostile test group (make hostile, and in make test). A small file for
 * each way a file or a name asked collide for huge work or did harm, run through the real
 * program under time and memory caps (hostile.h): each finishes in seconds within a few
 * hundred MB, or is refused at once with a message that names the file. docs/robustness.md
 * lists the cases. The page's own cases (option injection through a link, files from
 * another origin, a dropped file refused from its size, a load error shown) are the
 * browser test's (tests/web/). */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hostile.h"
#include "support/support.h"

static HostileRun run;
static char dir[256];

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

Test(hostile_input, an_infinite_tiled_map_of_127_layers_with_chunks_4095_cells_apart_loads)
{
    hostile_dir(dir, sizeof dir);
    hostile_run(&run, "far chunks", dir, ARGS("--map", hostile_data("far-chunks.tmx"), "--headless", "--frames", "1"),
                0);
    hostile_expect_bounded(&run, "far chunks", 0, 0);
    cr_expect(strstr(run.err, "4096x4096 cells of 16 px, 2 blocking"), "%s", run.err);
}

Test(hostile_input, forty_compressed_4096_square_layers_are_refused_before_one_is_decoded)
{
    hostile_dir(dir, sizeof dir);
    char path[400];
    FILE *f = hostile_tmx_begin(path, sizeof path, dir, "layers.tmx", 4096, false);
    char *zeros = hostile_zero_layer((size_t)4096 * 4096);
    for (int k = 0; k < 40; k++)
        fprintf(f,
                " <layer name=\"L%d\" width=\"4096\" height=\"4096\"><data encoding=\"base64\" "
                "compression=\"zlib\">%s</data></layer>\n",
                k, zeros);
    free(zeros);
    hostile_tmx_end(f);
    hostile_run(&run, "40 layers", dir, ARGS("--map", "layers.tmx", "--headless", "--frames", "1"), 0);
    hostile_expect_bounded(&run, "40 layers", 2, 2);
    cr_expect(strstr(run.err, "layers.tmx:2: 40 tile layers of 4096x4096 cells"), "%s", run.err);
    hostile_run(&run, "one layer of 40", dir,
                ARGS("--map", "layers.tmx", "--layer", "L7", "--headless", "--frames", "1"), 0);
    hostile_expect_bounded(&run, "one layer of 40", 0, 2);
}

/* A 4,096 x 4,096 map with an object layer of `count` objects written by `object`. */
static void shapes_map(const char *name, int count, void (*object)(FILE *f, int k))
{
    char path[400];
    FILE *f = hostile_file(path, sizeof path, dir, name);
    fprintf(f, "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" "
               "tilewidth=\"16\" tileheight=\"16\">\n <objectgroup name=\"Collision\">\n");
    for (int k = 0; k < count; k++) object(f, k);
    fprintf(f, "  <object name=\"start\" x=\"8\" y=\"8\"><point/></object>\n </objectgroup>\n</map>\n");
    cr_assert_eq(fclose(f), 0);
}

static void ellipse(FILE *f, int k)
{
    fprintf(f, "  <object name=\"e%d\" x=\"%d\" y=\"0\" width=\"65536\" height=\"65536\"><ellipse/></object>\n", k, k);
}

static void rectangle(FILE *f, int k)
{
    fprintf(f, "  <object name=\"r%d\" x=\"0\" y=\"%d\" width=\"65536\" height=\"65536\"/>\n", k, k % 7);
}

static void zigzag(FILE *f, int k)
{
    (void)k;
    fprintf(f, "  <object name=\"zigzag\" x=\"0\" y=\"0\"><polygon points=\"");
    for (int p = 0; p < 20000; p++) fprintf(f, "%s%d,%d", p ? " " : "", p % 2 ? 65535 : 0, p * 65535 / 20000);
    fprintf(f, "\"/></object>\n");
}

Test(hostile_input, map_sized_shapes_load_or_are_refused_by_name_in_seconds)
{
    hostile_dir(dir, sizeof dir);
    hostile_run(&run, "10 ellipses", dir,
                ARGS("--map", hostile_data("ten-ellipses.tmx"), "--headless", "--frames", "1"), 0);
    hostile_expect_bounded(&run, "10 ellipses", 0, 0);
    shapes_map("ellipses.tmx", 1000, ellipse);
    shapes_map("rectangles.tmx", 60000, rectangle);
    shapes_map("polygon.tmx", 1, zigzag);
    const char *cases[][2] = {{"ellipses.tmx", "object 'e"}, {"rectangles.tmx", "object 'r"}, {"polygon.tmx", NULL}};
    for (int k = 0; k < 3; k++) {
        hostile_run(&run, cases[k][0], dir, ARGS("--map", cases[k][0], "--headless", "--frames", "1"), 0);
        hostile_expect_bounded(&run, cases[k][0], 0, 2);
        if (run.status == 2) cr_expect(strstr(run.err, cases[k][0]) && strstr(run.err, "object '"), "%s", run.err);
        if (cases[k][1]) cr_expect_eq(run.status, 2, "%s: refused by the shapes' budget", cases[k][0]);
    }
}

Test(hostile_input, ldtk_intgrid_values_of_300_and_more_load_in_seconds)
{
    hostile_dir(dir, sizeof dir);
    char path[400];
    FILE *f = hostile_file(path, sizeof path, dir, "values.ldtk");
    fprintf(f, "{\"jsonVersion\":\"1.5.3\",\"defs\":{\"layers\":[{\"identifier\":\"Collisions\",\"__type\":\"IntGrid\","
               "\"gridSize\":16,\"intGridValues\":[");
    for (int v = 0; v < 2000; v++) fprintf(f, "%s{\"value\":%d,\"identifier\":\"v%d\"}", v ? "," : "", 300 + v, v);
    fprintf(f, "]}]},\"levels\":[{\"identifier\":\"L\",\"layerInstances\":[{\"__identifier\":\"Collisions\","
               "\"__type\":\"IntGrid\",\"__cWid\":700,\"__cHei\":700,\"__gridSize\":16,\"intGridCsv\":[");
    for (int k = 0; k < 700 * 700; k++) fprintf(f, "%s%d", k ? "," : "", k == 0 ? 0 : 300 + k % 2000);
    fprintf(f, "]}]}]}\n");
    cr_assert_eq(fclose(f), 0);
    hostile_run(&run, "LDtk values", dir, ARGS("--map", "values.ldtk", "--headless", "--frames", "1"), 0);
    hostile_expect_bounded(&run, "LDtk values", 0, 0);
}

Test(hostile_input, a_heat_map_of_a_4096_square_map_draws_a_bounded_part, .timeout = 120)
{
    hostile_dir(dir, sizeof dir);
    char path[400];
    snprintf(path, sizeof path, "%s/big.map", dir);
    write_big_map(path, 4096);
    hostile_run(&run, "heat map", dir, ARGS("guarantees", "--map", "big.map", "--heatmap", "heat.png"), 0);
    hostile_expect_bounded(&run, "heat map", 0, 0);
    cr_expect(strstr(run.err, "drawn: the 128x128 around the spawn"), "%s", run.err);
}

Test(hostile_input, the_browser_on_fifty_links_to_a_huge_map_opens_in_seconds_and_sigterm_ends_it, .timeout = 120)
{
    hostile_dir(dir, sizeof dir);
    char path[400];
    snprintf(path, sizeof path, "%s/big.map", dir);
    write_big_map(path, 4096);
    for (int k = 0; k < 50; k++) {
        snprintf(path, sizeof path, "%s/link%02d.map", dir, k);
        cr_assert_eq(symlink("big.map", path), 0);
    }
    hostile_run(&run, "browser", dir, ARGS("--map", "big.map", "--browse", "--headless", "--frames", "1"), 0);
    hostile_expect_bounded(&run, "browser", 0, 0);
    hostile_run(&run, "browser, SIGTERM", dir,
                ARGS("--map", "big.map", "--browse", "--headless", "--frames", "100000000"), 3.0);
    cr_expect_eq(run.status, 143, "SIGTERM ends it as a shell says: %d: %s", run.status, run.err);
    cr_expect_lt(run.term_s, HOSTILE_TERM_S, "it ended %.2f s after SIGTERM", run.term_s);
}

static bool unchanged(const char *name, const char *text)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *now = read_file(path, NULL);
    bool same = now && strcmp(now, text) == 0;
    free(now);
    return same;
}

Test(hostile_input, an_output_through_a_link_never_replaces_another_kind_of_file)
{
    hostile_dir(dir, sizeof dir);
    static const char NOTES[] = "notes\n", LEVEL[] = "collide-map 1\ngrid\n####\n#P.#\n####\nend\n";
    char path[400];
    snprintf(path, sizeof path, "%s/notes.txt", dir);
    cr_assert(write_file(path, NOTES));
    snprintf(path, sizeof path, "%s/level.map", dir);
    cr_assert(write_file(path, LEVEL));
    const char *links[][2] = {{"shot.png", "notes.txt"}, {"rec.replay", "level.map"}, {"out.png", "/proc/self/fd/1"}};
    for (int k = 0; k < 3; k++) {
        snprintf(path, sizeof path, "%s/%s", dir, links[k][0]);
        cr_assert_eq(symlink(links[k][1], path), 0);
    }
    hostile_run(&run, "shot.png -> notes.txt", dir, ARGS("--headless", "--frames", "3", "--screenshot", "shot.png"), 0);
    hostile_expect_bounded(&run, "shot.png -> notes.txt", 2, 2);
    hostile_run(&run, "rec.replay -> level.map", dir, ARGS("--headless", "--frames", "3", "--record", "rec.replay"), 0);
    hostile_expect_bounded(&run, "rec.replay -> level.map", 2, 2);
    hostile_run(&run, "out.png -> /proc/self/fd/1", dir, ARGS("--headless", "--frames", "3", "--screenshot", "out.png"),
                0);
    hostile_expect_bounded(&run, "out.png -> /proc/self/fd/1", 2, 2);
    cr_expect_str_eq(run.out, "", "the JSON line went nowhere, and no picture either");
    cr_expect(unchanged("notes.txt", NOTES) && unchanged("level.map", LEVEL), "a file was replaced");
}

Test(hostile_input, options_that_do_not_apply_to_the_level_are_refused)
{
    hostile_dir(dir, sizeof dir);
    const char *runs[][3] = {{"ten-ellipses.tmx", "--level", "2"},
                             {"ten-ellipses.tmx", "--solid-values", "1"},
                             {"two-rooms.ldtk", "--solid-property", "collides"}};
    for (int k = 0; k < 3; k++) {
        hostile_run(&run, runs[k][1], dir,
                    ARGS("--map", hostile_data(runs[k][0]), runs[k][1], runs[k][2], "--headless", "--frames", "1"), 0);
        hostile_expect_bounded(&run, runs[k][1], 2, 2);
        cr_expect(strstr(run.err, runs[k][1]) && strstr(run.err, "goes with"), "%s", run.err);
    }
}

Test(hostile_input, names_with_terminal_escapes_are_shown_escaped)
{
    hostile_dir(dir, sizeof dir);
    hostile_run(&run, "an escape in a name", dir,
                ARGS("--headless", "--frames", "1", "--screenshot", "x\033]0;owned\a\xe2\x80\xae.txt"), 0);
    hostile_expect_bounded(&run, "an escape in a name", 2, 2);
    cr_expect(strstr(run.err, "x\\x1b]0;owned\\x07\\xe2\\x80\\xae.txt") && !strchr(run.err, '\033') &&
                  !strchr(run.err, '\a'),
              "%s", run.err);
}
