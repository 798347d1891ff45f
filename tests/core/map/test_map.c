/* test_map.c: the map format, version 1: every shipped map loads, malformed maps fail
 * with the right line, column and message and never half-load, and writing a map
 * then reading it back gives the same map. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/map.h"
#include "support/support.h"

#define GOOD_HEAD "collide-map 1\nname \"t\"\ntile 32\n"

static bool parse(const char *text, Map *m, MapError *err)
{
    return map_parse(m, text, strlen(text), "test.map", err);
}

Test(map, every_shipped_map_loads_and_has_a_name_and_a_spawn)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names);
    for (int k = 0; k < count; k++) {
        static Map m;
        load_shipped_map(names[k], &m);
        cr_expect(strlen(m.name) > 0 && strcmp(m.name, "untitled") != 0, "%s has no name", names[k]);
        cr_expect_eq(map_cell(&m, m.spawn_x, m.spawn_y), 0, "%s: spawn cell is not empty", names[k]);
    }
}

Test(map, parses_the_design_example_with_masks_platforms_and_a_mover)
{
    const char *text = "collide-map 1\n"
                       "name \"Corner cases\"\n"
                       "tile 32\n"
                       "grid\n"
                       "##########\n"
                       "#P.......#\n"
                       "#...88...#     8 = one-way platform (solid from above)\n"
                       "#..#..5..#     hex digit = side mask\n"
                       "##########\n"
                       "end\n"
                       "mover 3 1  2 1  0 3  120    # cell x y, size w h, travel dx dy, ticks\n";
    static Map m;
    MapError err;
    cr_assert(parse(text, &m, &err), "%d:%d: %s", err.line, err.col, err.msg);
    cr_expect_str_eq(m.name, "Corner cases");
    cr_expect_eq(m.w, 10);
    cr_expect_eq(m.h, 5);
    cr_expect_eq(m.spawn_x, 1);
    cr_expect_eq(m.spawn_y, 1);
    cr_expect_eq(map_cell(&m, 4, 2), SIDE_UP, "8 is a one-way platform: solid from above");
    cr_expect_eq(map_cell(&m, 6, 3), SIDE_LEFT | SIDE_RIGHT);
    cr_expect_eq(map_cell(&m, 3, 3), SIDE_ALL);
    cr_expect_eq(map_cell(&m, -1, 0), SIDE_ALL, "outside the map is solid");
    cr_expect_eq(m.mover_count, 1);
    cr_expect_eq(m.movers[0].dy, 3);
    cr_expect_eq(m.movers[0].ticks, 120);
}

typedef struct BadMap {
    const char *what, *text;
    int line, col;
    const char *message; /* a substring of the message */
} BadMap;

static const BadMap BAD[] = {
    {"ragged rows", GOOD_HEAD "grid\n####\n#P.\n####\nend\n", 6, 4, "has 3 cells, expected 4"},
    {"unknown character", GOOD_HEAD "grid\n####\n#Px#\n####\nend\n", 6, 3, "unknown grid character 'x'"},
    {"two spawns", GOOD_HEAD "grid\n#####\n#P.P#\n#####\nend\n", 6, 4,
     "second player spawn 'P' (the first is at line 6, column 2)"},
    {"no spawn", GOOD_HEAD "grid\n###\n#.#\n###\nend\n", 4, 1, "no player spawn"},
    {"missing end", GOOD_HEAD "grid\n###\n#P#\n###\n", 8, 1, "missing 'end'"},
    {"bad header", "collide-mop 1\ngrid\n", 1, 1, "expected the header 'collide-map 2'"},
    {"bad version", "collide-map 3\n", 1, 13, "unsupported map format version 3"},
    {"tile too small", "collide-map 1\ntile 4\n", 2, 6, "tile size 4 out of range"},
    {"tile too big", "collide-map 1\ntile 4096\n", 2, 6, "tile size 4096 out of range"},
    {"tile not a number", "collide-map 1\ntile big\n", 2, 6, "expected tile size (an integer), found 'big'"},
    {"empty grid", GOOD_HEAD "grid\nend\n", 5, 1, "empty grid"},
    {"empty file", "", 1, 1, "empty map"},
    {"only comments", "# nothing here\n\n", 2, 1, "empty map"},
    {"binary junk", "collide-map 1\n\x01\x02\xff\n", 2, 1, "binary data (byte 0x01)"},
    {"invalid utf-8", "collide-map 1\nname \"\xc3\x28\"\n", 2, 7, "invalid UTF-8"},
    {"truncated file", "collide-map 1\nname \"t\"\ngrid\n##", 5, 1, "missing 'end'"},
    {"unknown directive", "collide-map 1\ncolour red\n", 2, 1, "unknown directive 'colour'"},
    {"unterminated name", "collide-map 1\nname \"oops\n", 2, 6, "unterminated name"},
    {"junk after header", "collide-map 1 please\n", 1, 15, "unexpected 'please' after the header"},
    {"mover leaves the map", GOOD_HEAD "grid\n###\n#P#\n###\nend\nmover 1 1 1 1 5 0 10\n", 9, 1, "leaves the 3x3 map"},
    {"mover with zero ticks", GOOD_HEAD "mover 1 1 1 1 0 0 0\n", 4, 19,
     "ticks per trip 0 is out of range (1 to 100000)"},
    {"mover missing values", GOOD_HEAD "mover 1 1\n", 4, 10, "expected mover width (an integer), found end of line"},
    {"no grid", "collide-map 1\nname \"x\"\n", 2, 1, "no grid"},
    {"second grid", GOOD_HEAD "grid\n#P#\nend\ngrid\n", 7, 1, "second 'grid'"},
    {"huge number", "collide-map 1\ntile 99999999999\n", 2, 6, "tile size is too large"},
};

Test(map, malformed_maps_fail_with_line_column_and_message)
{
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        const BadMap *b = &BAD[i];
        static Map m;
        memset(&m, 0x5a, sizeof m);
        MapError err = {0};
        bool ok = parse(b->text, &m, &err);
        cr_expect(!ok, "%s: accepted", b->what);
        if (ok) continue;
        cr_expect_eq(err.line, b->line, "%s: line %d, expected %d (%s)", b->what, err.line, b->line, err.msg);
        cr_expect_eq(err.col, b->col, "%s: column %d, expected %d (%s)", b->what, err.col, b->col, err.msg);
        cr_expect(strstr(err.msg, b->message) != NULL, "%s: message '%s' lacks '%s'", b->what, err.msg, b->message);
        cr_expect_eq(m.w, 0x5a5a5a5a, "%s: the map was half-loaded", b->what);
    }
    cr_assert_geq(sizeof BAD / sizeof *BAD, 12);
}

Test(map, an_overlong_line_is_rejected_at_its_column)
{
    static char text[MAP_LINE_MAX + 64];
    strcpy(text, "collide-map 1\nname \"");
    size_t n = strlen(text);
    memset(text + n, 'a', MAP_LINE_MAX);
    strcpy(text + n + MAP_LINE_MAX, "\"\n");
    static Map m;
    MapError err;
    cr_assert(!parse(text, &m, &err));
    cr_expect_eq(err.line, 2);
    cr_expect_eq(err.col, MAP_LINE_MAX + 1);
    cr_expect(strstr(err.msg, "line longer than") != NULL, "%s", err.msg);
}

Test(map, error_text_reads_file_line_col_message)
{
    MapError err;
    static Map m;
    cr_assert(!map_parse(&m, "collide-map 7\n", 14, "maps/x.map", &err));
    char buf[512];
    map_error_format(&err, buf, sizeof buf);
    cr_expect_str_eq(buf, "maps/x.map:1:13: unsupported map format version 7 (this build reads versions 1-2)");
}

Test(map, write_then_read_gives_the_same_map)
{
    static Map a, b;
    load_shipped_map("default.map", &a);
    map_cells_mut(&a)[2 * a.w + 5] = SIDE_LEFT | SIDE_UP; /* a mask the file did not have */
    snprintf(a.name, sizeof a.name, "Quote \" and \\ back");
    size_t need = map_format(&a, NULL, 0);
    char *text = malloc(need + 1);
    cr_assert_eq(map_format(&a, text, need + 1), need);
    MapError err;
    cr_assert(map_parse(&b, text, need, "roundtrip", &err), "%d:%d %s\n%s", err.line, err.col, err.msg, text);
    free(text);
    cr_expect_str_eq(b.name, a.name);
    cr_expect_eq(b.w, a.w);
    cr_expect_eq(b.h, a.h);
    cr_expect_eq(b.tile, a.tile);
    cr_expect_eq(b.spawn_x, a.spawn_x);
    cr_expect_eq(b.spawn_y, a.spawn_y);
    cr_expect_eq(b.mover_count, a.mover_count);
    cr_expect_eq(memcmp(b.movers, a.movers, sizeof a.movers[0] * (size_t)a.mover_count), 0);
    cr_expect_eq(memcmp(b.cells, a.cells, (size_t)(a.w * a.h)), 0);
}

Test(map, save_replaces_the_file_atomically_and_a_failed_save_keeps_the_original)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/m.map", dir);
    static Map a, b;
    load_shipped_map("default.map", &a);
    MapError err;
    cr_assert(map_save(&a, path, &err), "%s", err.msg);
    cr_assert(map_load(&b, path, &err), "%s", err.msg);
    cr_expect_eq(memcmp(a.cells, b.cells, (size_t)(a.w * a.h)), 0);

    /* A save into a directory that cannot be written fails and leaves no file. */
    char bad[600];
    snprintf(bad, sizeof bad, "%s/no-such-dir/m.map", dir);
    cr_expect(!map_save(&a, bad, &err));
    cr_expect(strstr(err.msg, "cannot create temporary file") != NULL, "%s", err.msg);

    /* Saving over a read-only directory's file fails, and the original is intact. */
    size_t before_len;
    char *before = read_file(path, &before_len);
    chmod(dir, 0500);
    map_cells_mut(&a)[a.w + 1] = SIDE_ALL;
    bool saved = map_save(&a, path, &err);
    chmod(dir, 0700);
    if (getuid() != 0) cr_expect(!saved, "saved into a read-only directory");
    if (!saved) {
        size_t after_len;
        char *after = read_file(path, &after_len);
        cr_expect_eq(after_len, before_len);
        cr_expect_eq(memcmp(after, before, before_len), 0, "the original map changed");
        free(after);
    }
    free(before);
    DIR *d = opendir(dir);
    int leftovers = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, ".tmp")) leftovers++;
    closedir(d);
    cr_expect_eq(leftovers, 0, "temporary files left behind");
}

Test(map, load_reports_a_missing_file_by_name)
{
    static Map m;
    MapError err;
    cr_assert(!map_load(&m, "/nonexistent/x.map", &err));
    char buf[512];
    map_error_format(&err, buf, sizeof buf);
    cr_expect(strstr(buf, "/nonexistent/x.map: cannot open map") == buf, "%s", buf);
}
