/* test_rules.c: a game's conventions as rules (docs/rules.md), on hand-written levels:
 * tile id ranges of one tileset, one-way by an engine's property or a property named
 * class, 'platform' read either way, layer rules as flixel and melonJS games use them,
 * LDtk IntGrid values by name, the shipped rules files, the last rule winning, each
 * rule's matches in the note, and a bad rules file refused at its FILE:LINE:COL. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import_helpers.h"
#include "import/rules.h"
#include "support/support.h"

#define TILED SOURCE_DIR "/tests/data/tiled/"
#define LDTK SOURCE_DIR "/tests/data/ldtk/"
#define SHIPPED SOURCE_DIR "/rules/"

static Map m;

/* A rules file of `text` in a fresh folder; its path in `path`. */
static void rules_file(const char *text, char *path, size_t cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/game.rules", dir);
    cr_assert(write_file(path, text));
}

Test(rules, tile_id_ranges_of_one_tileset_make_blocks_and_one_way_platforms)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "ranges.tmj", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect(strstr(note, " 0 blocking;"), "without rules the tiles are decoration: %s", note);
    helpers_load(TILED "ranges.tmj", (ImportOptions){.rules = TILED "ranges.rules"}, &m, grid, sizeof grid, note,
                 sizeof note);
    /* Row 0: local ids 0 and 25 solid, the deco tileset's 0 not; rows 1-2: 26, 51, 52 and
     * 77 one-way; local 60 ignored by the later rule. */
    cr_expect_str_eq(grid, "##P...\n88....\n88....\n");
    cr_expect(strstr(note, "; rules: ranges.rules:4 'tiles terrain 0-25 solid' 2 tiles, ranges.rules:5 'tiles "
                           "terrain 26-51 one-way' 2 tiles, ranges.rules:6 'tiles terrain 52-77 one-way' 2 tiles, "
                           "ranges.rules:7 'tiles terrain 60 ignore' 1 tile;"),
              "%s", note);
}

Test(rules, one_way_by_an_engines_property_or_by_a_property_named_class)
{
    char grid[256], note[IMPORT_NOTE_MAX], path[512];
    helpers_load(TILED "oneway_names.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".....\n##P..\n#####\n", "on the collision layer both read as solid without rules");
    helpers_load(TILED "oneway_names.tmx", (ImportOptions){.rules = SHIPPED "nez.rules"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect_str_eq(grid, ".....\n8#P..\n#####\n", "nez:isOneWayPlatform");
    rules_file("property nez:isOneWayPlatform one-way\nproperty class=one_way one-way\n", path, sizeof path);
    helpers_load(TILED "oneway_names.tmx", (ImportOptions){.rules = path}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".....\n88P..\n#####\n", "and a property literally named class");
    cr_expect(strstr(note, "game.rules:1 'property nez:isOneWayPlatform one-way' 1 tile, game.rules:2 'property "
                           "class=one_way one-way' 1 tile"),
              "%s", note);
}

Test(rules, class_platform_is_one_way_by_default_the_note_says_so_and_a_rule_makes_it_solid)
{
    char grid[256], note[IMPORT_NOTE_MAX], path[512];
    helpers_load(TILED "platform_type.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n..88..\nP.....\n######\n");
    cr_expect(strstr(note, "; class 'platform' read as one-way (1 tile or object; the rule `class platform solid` "
                           "reads it as solid)"),
              "%s", note);
    rules_file("class platform solid   # FXGL's platforms are boxes\n", path, sizeof path);
    helpers_load(TILED "platform_type.tmx", (ImportOptions){.rules = path}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n..##..\nP.....\n######\n");
    cr_expect(!strstr(note, "read as one-way"), "%s", note);
    helpers_load(TILED "platform_type.tmx", (ImportOptions){.solid_property = "type=platform"}, &m, grid, sizeof grid,
                 note, sizeof note);
    cr_expect_str_eq(grid, "......\n..##..\nP.....\n######\n", "--solid-property type=platform reads the type");
    cr_expect(strstr(note, "; rules: --solid-property type=platform 1 object;"), "%s", note);
}

Test(rules, flixel_style_every_tile_layer_collides_unless_it_says_nocollide)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "flixel.tmx", (ImportOptions){.rules = SHIPPED "flixel.rules"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect_str_eq(grid, ".....\nP...#\n#####\n", "the background is ignored, the coin is no wall");
    cr_expect(strstr(note, "left out (no collision): 'Background' (ignored by a rule), 'Entities'"), "%s", note);
    cr_expect(strstr(note, "flixel.rules:4 'tile-layer * solid' 6 tiles, flixel.rules:5 'property nocollide=* "
                           "ignore' 1 layer"),
              "%s", note);
}

Test(rules, melonjs_style_shapes_of_a_collision_layer_block_and_its_platforms_are_one_way)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "melonjs.tmj", (ImportOptions){.rules = SHIPPED "melonjs.rules"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect_str_eq(grid, "......\n..88..\nP.....\n######\n");
    cr_expect(strstr(note, "melonjs.rules:4 'object-layer *collision* solid' 1 object, melonjs.rules:5 'class "
                           "platform one-way' 1 object"),
              "%s", note);
    cr_expect(strstr(note, "(object 'mainPlayer' (class 'player'))"), "%s", note);
}

Test(rules, phaser_rules_read_collides_and_count_the_tiles_they_decide)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "phaser.tmj", (ImportOptions){.rules = SHIPPED "phaser.rules"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect_str_eq(grid, "####.\n888..\n.....\n....P\n", "the same as collide's own reading of collides");
    cr_expect(strstr(note, "phaser.rules:6 'property collides solid' 1 tile, phaser.rules:8 'property "
                           "collides=false ignore' 1 tile"),
              "%s", note);
}

Test(rules, intgrid_values_by_name_and_a_layer_ignored_in_an_ldtk_project)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_refused(LDTK "exact_start.ldtk", (ImportOptions){0},
                    LDTK "exact_start.ldtk: no free cell for the player: every cell blocks");
    helpers_load(LDTK "exact_start.ldtk", (ImportOptions){.rules = LDTK "exact_start.rules"}, &m, grid, sizeof grid,
                 note, sizeof note);
    cr_expect_str_eq(grid, "######\n#....#\n#P..8#\n######\n", "values 300, 512 and 700 by their names");
    cr_expect(strstr(note, "left out: 'Things', 'Decoration' (ignored by a rule); rules: exact_start.rules:3 'intgrid "
                           "ledge one-way' 1 cell, exact_start.rules:4 'intgrid water ignore' 1 cell, "
                           "exact_start.rules:5 'layer Decoration ignore' 1 layer;"),
              "%s", note);
}

Test(rules, the_last_rule_that_matches_decides_and_rules_of_another_format_match_nothing)
{
    char grid[256], note[IMPORT_NOTE_MAX], path[512];
    rules_file("tiles 0-77 solid\ntiles 26-51 one-way\nintgrid 1 solid\n", path, sizeof path);
    helpers_load(TILED "ranges.tmj", (ImportOptions){.rules = path}, &m, grid, sizeof grid, note, sizeof note);
    /* Ranges without a tileset hold every tileset's ids: the deco tile 0 is solid too. */
    cr_expect_str_eq(grid, "###...\n88P...\n###...\n", "26 and 51 one-way, every other tile solid");
    cr_expect(strstr(note, "game.rules:3 'intgrid 1 solid' no match"), "%s", note);
}

Test(rules, a_bad_rules_file_is_refused_at_its_line_and_column)
{
    static const struct {
        const char *text, *msg;
    } cases[] = {
        {"tiles 0-25 sold\n", ":1:12: unknown action 'sold' (expected solid, one-way, ignore, or a side mask 0-15)"},
        {"# a comment\n\ntile 0 solid\n", ":3:1: unknown rule 'tile' (expected tiles, property, class, layer"},
        {"tiles 5-2 solid\n", ":1:7: the range '5-2' ends before it starts"},
        {"tiles terrain 0-x solid\n", ":1:15: expected tile ids like 0-25,40 (whole numbers from 0), found '0-x'"},
        {"property solid\n", ":1:1: 'property' rules are property NAME[=VALUE] ACTION"},
        {"layer Ground solid extra words\n", ":1:1: 'layer' rules are WHAT NAME ACTION"},
        {"edges 0.7\n", ":1:7: edges takes a share of the cell above 0 and at most 0.5, not '0.7'"},
        {"lines maybe\n", ":1:7: lines are read as one-way or solid, not 'maybe'"},
        {"layer \"Ground solid\n", ":1:7: missing the closing '\"'"},
        {"class x 16\n", ":1:9: unknown action '16'"},
        {"layer a\x01 solid\n", ":1:8: control character U+0001 in a rules file"},
        {"layer \xff solid\n", ":1:7: invalid UTF-8"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char path[512], want[768];
        rules_file(cases[k].text, path, sizeof path);
        snprintf(want, sizeof want, "%s%s", path, cases[k].msg);
        helpers_refused(TILED "ranges.tmj", (ImportOptions){.rules = path}, want);
    }
    helpers_refused(TILED "ranges.tmj", (ImportOptions){.rules = "/nowhere/game.rules"},
                    "/nowhere/game.rules: cannot read the rules: No such file or directory");
}

Test(rules, every_shipped_rules_file_reads_and_the_format_counts_lines_and_items)
{
    DIR *d = opendir(SHIPPED);
    cr_assert(d);
    int files = 0;
    static Rules r;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".rules") != 0) continue;
        char path[1024];
        snprintf(path, sizeof path, SHIPPED "%s", e->d_name);
        size_t len;
        char *text = read_file(path, &len);
        MapError err;
        rules_init(&r);
        cr_expect(rules_parse(&r, text, len, path, &err), "%s: %d:%d %s", path, err.line, err.col, err.msg);
        cr_expect(r.count >= 1, "%s has rules", path);
        free(text);
        files++;
    }
    closedir(d);
    cr_expect_geq(files, 4, "Phaser, Nez, flixel and melonJS");
    MapError err;
    rules_init(&r);
    const char *text = "tiles 0-25,40 solid\nintgrid water,1-3 ignore\nedges 0.25\nlines solid\n";
    cr_assert(rules_parse(&r, text, strlen(text), "x.rules", &err), "%s", err.msg);
    cr_expect_eq(r.count, 2);
    cr_expect_eq(r.item_count, 4, "0-25, 40, water, 1-3");
    cr_expect(r.edge_share == 0.25 && r.lines_solid);
    cr_expect_eq(rules_match_value(&r, 2, "", RULE_NONE), 1);
    cr_expect_eq(rules_match_value(&r, 9, "Water", RULE_NONE), 1, "names in any case");
    cr_expect_eq(rules_match_tile(&r, "any", 41, RULE_NONE), RULE_NONE);
}
