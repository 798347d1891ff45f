/* test_shapes_as_games.c: shapes read as the game reads them, on hand-written levels:
 * a collision rectangle along a tile's edge thinner than half the tile is that side
 * (the rules' `edges` sets the share), a line or a rectangle of no height is a one-way
 * top or a solid floor (`lines`), and tile objects stand where their tileset's
 * objectalignment says, flipped, with their tile's properties and collision shapes. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_helpers.h"
#include "support/support.h"

#define TILED SOURCE_DIR "/tests/data/tiled/"

static Map m;

static void rules_file(const char *text, char *path, size_t cap)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/game.rules", dir);
    cr_assert(write_file(path, text));
}

/* thin_walls.tmx: 5 px rectangles along the top, left, right and bottom edges of 16 px
 * tiles, and a 4 px box in the middle of one. */
Test(shapes_as_games, a_wall_thinner_than_half_a_tile_along_its_edge_is_that_side)
{
    char grid[256], note[IMPORT_NOTE_MAX], path[512];
    helpers_load(TILED "thin_walls.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "8142P\n.....\n", "top, left, right, bottom; the middle box is open");
    cr_expect(strstr(note, "1 tile with partial collision shapes treated as empty (under half the tile); partial "
                           "tiles: tile 4 of 'dungeon' at 4,0 open"),
              "%s", note);
    rules_file("edges 0.25   # only walls up to a quarter of the tile are sides\n", path, sizeof path);
    helpers_load(TILED "thin_walls.tmx", (ImportOptions){.rules = path}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "P....\n.....\n", "5 px is over a quarter of 16: under half the area, open");
}

/* objects.tmx's 6 px sliver along a cell's left edge is that cell's left side too. */
Test(shapes_as_games, an_object_rectangle_along_a_cell_edge_is_that_cells_side)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "objects.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n..88..\nP1...#\n######\n");
}

/* lines.tmx: a polyline floor along the top of the bottom row, a rectangle of height 0
 * over two cells of the row above it. */
Test(shapes_as_games, a_line_or_a_rectangle_of_no_height_is_a_one_way_top_or_with_a_rule_a_solid_floor)
{
    char grid[256], note[IMPORT_NOTE_MAX], path[512];
    helpers_load(TILED "lines.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n......\nP88...\n888888\n");
    cr_expect(strstr(note, "; 2 lines (polylines, shapes of no height) read as one-way tops (the rule `lines "
                           "solid` makes them solid);"),
              "%s", note);
    rules_file("lines solid\n", path, sizeof path);
    helpers_load(TILED "lines.tmx", (ImportOptions){.rules = path}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n......\nP##...\n######\n");
    cr_expect(strstr(note, "; 2 lines (polylines, shapes of no height) read as solid floors;"), "%s", note);
}

/* tile_objects.tmx: 'props' aligns its tile objects top-left; tile 0 says isSolid, tile
 * 1 has a 4 px wall along its left edge (one object flipped); 'crates' keeps Tiled's
 * default (bottom-left) and says collides; one crate is drawn twice as wide. */
Test(shapes_as_games, tile_objects_stand_by_their_alignment_flipped_with_their_tiles_rules_and_shapes)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "tile_objects.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "P.....\n...14.\n#.....\n..##..\n", "the rock needs its property read");
    helpers_load(TILED "tile_objects.tmx", (ImportOptions){.solid_property = "isSolid"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect_str_eq(grid, "P.....\n.#.14.\n#.....\n..##..\n");
    cr_expect(strstr(note, "; rules: --solid-property isSolid 1 object;"), "%s", note);
}

Test(shapes_as_games, every_objectalignment_tiled_writes_puts_the_box_where_tiled_draws_it)
{
    /* A 32 px tile object at 48,48 of a 6x6 map of 16 px cells covers 2x2 cells; its
     * top-left cell says where the alignment put its box. */
    static const struct {
        const char *align;
        int x, y;
    } cases[] = {{"topleft", 3, 3},     {"top", 2, 3},        {"topright", 1, 3},   {"left", 3, 2},
                 {"center", 2, 2},      {"right", 1, 2},      {"bottomleft", 3, 1}, {"bottom", 2, 1},
                 {"bottomright", 1, 1}, {"unspecified", 3, 1}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char dir[256], path[512], text[2048], grid[256], note[IMPORT_NOTE_MAX];
        make_temp_dir(dir, sizeof dir);
        snprintf(path, sizeof path, "%s/align.tmx", dir);
        snprintf(text, sizeof text,
                 "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"6\" height=\"6\" tilewidth=\"16\" "
                 "tileheight=\"16\">\n <tileset firstgid=\"1\" name=\"t\" tilewidth=\"16\" tileheight=\"16\" "
                 "tilecount=\"1\" objectalignment=\"%s\">\n  <tile id=\"0\"><properties><property name=\"collides\" "
                 "type=\"bool\" value=\"true\"/></properties></tile>\n </tileset>\n <objectgroup name=\"o\">\n  "
                 "<object gid=\"1\" x=\"48\" y=\"48\" width=\"32\" height=\"32\"/>\n </objectgroup>\n</map>\n",
                 cases[k].align);
        cr_assert(write_file(path, text));
        helpers_load(path, (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
        int first = -1, count = 0;
        for (int c = 0; c < m.w * m.h; c++)
            if (m.cells[c] == SIDE_ALL) count++, first = first < 0 ? c : first;
        cr_expect(count == 4 && first == cases[k].y * 6 + cases[k].x, "%s: expected 2x2 cells from %d,%d\n%s",
                  cases[k].align, cases[k].x, cases[k].y, grid);
    }
}
