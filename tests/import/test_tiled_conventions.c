/* test_tiled_conventions.c: the conventions real Tiled levels use, on the hand-written
 * fixtures in tests/data/tiled: the solid properties games set (Phaser's collides and
 * the others), --solid-property, one-way classes, tile collision shapes, object
 * layers, which layers count, tile-id gaps, maps recognised by their content, and the
 * spawn rules. Each checks the exact cells. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "support/support.h"

static void enter_fixtures(void)
{
    cr_assert_eq(chdir(SOURCE_DIR "/tests/data/tiled"), 0, "cannot enter the fixtures");
}

TestSuite(tiled_conventions, .init = enter_fixtures);

static void load_grid(const char *file, ImportOptions opt, char *grid, size_t cap, char *note, size_t note_cap)
{
    static Map m;
    static char text[1 << 16];
    MapError e;
    cr_assert(import_load(&m, file, &opt, note, note_cap, &e), "%s: %s:%d:%d: %s", file, e.file, e.line, e.col, e.msg);
    map_format(&m, text, sizeof text);
    const char *start = strstr(text, "grid\n") + 5, *end = strstr(text, "end\n");
    snprintf(grid, cap, "%.*s", (int)(end - start), start);
}

static void refused(const char *file, ImportOptions opt, const char *want)
{
    static Map m, before;
    MapError e;
    char line[512];
    memset(&m, 0x5a, sizeof m);
    before = m;
    cr_expect(!import_load(&m, file, &opt, NULL, 0, &e), "%s loaded", file);
    map_error_format(&e, line, sizeof line);
    cr_expect(strncmp(line, want, strlen(want)) == 0, "%s:\n got  %s\n want %s", file, line, want);
    cr_expect(memcmp(&m, &before, sizeof m) == 0, "%s half-loaded", file);
}

/* phaser.tmj, row by row: collides (bool), Solid "yes" (any case), collidable 1, COLLISION
 * 0.5; a one_way class, a platform type, a oneway property, collides false over a full
 * rectangle; a terrain=rock tile and a deadly tile, neither solid by default. */
Test(tiled_conventions, phaser_collides_and_the_other_truthy_solid_properties_block_the_tile)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("phaser.tmj", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "####.\n888..\n.....\n....P\n");
}

Test(tiled_conventions, solid_property_names_another_property_and_optionally_its_value)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("phaser.tmj", (ImportOptions){.solid_property = "terrain=Rock"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "####.\n888..\n#....\n....P\n", "terrain=rock, the value in any case");
    load_grid("phaser.tmj", (ImportOptions){.solid_property = "deadly"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "####.\n888..\n.#...\n....P\n", "deadly, truthy");
}

Test(tiled_conventions, a_json_map_is_recognised_by_its_content_whatever_its_name)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("phaser.json", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "####.\n888..\n.....\n....P\n", "a Tiled map named .json");
    load_grid("own_format.json", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "###\n#P#\n###\n", "collide's own format named .json");
    cr_expect_str_eq(note, "", "collide's own format has no load note");
    load_grid("ldtk_named.json", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "######\n#P8#.#\n#...##\n######\n", "an LDtk project named .json");
    cr_expect(import_claims("phaser.json") && import_claims("objects.tmx") && !import_claims("basic_csv.map"));
}

/* shapes.tmx: a polygon over the whole tile, a thin top rectangle, thin left and right
 * rectangles, a slope, a small box; a thin bottom rectangle, two more slopes. */
Test(tiled_conventions, collision_shapes_give_solid_tiles_one_sided_edges_and_counted_partial_tiles)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("shapes.tmx", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "#85#P\n2##..\n");
    cr_expect(strstr(note, "; 3 tiles with partial collision shapes (slopes, small boxes) treated as solid (half the "
                           "tile or more); 1 tile with partial collision shapes treated as empty (under half the "
                           "tile);"),
              "%s", note);
}

/* objects.tmx: 'Ground' (a plain object layer) holds one box; 'Collision' (hidden)
 * a floor, a sliver 6 px wide along the left edge of a cell (that cell's left side), a
 * four-sided polygon (named in the note with the cell it blocks); 'Things' a one_way
 * box and a point named start. */
Test(tiled_conventions, object_layer_shapes_block_the_cells_they_cover_by_half_or_more)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("objects.tmx", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n..88..\nP1...#\n######\n");
    cr_expect_str_eq(note, "objects.tmx: 6x4 cells of 16 px, 10 blocking; from 'Collision' objects 8, 'Things' "
                           "objects 2; left out (no collision): 'Ground'; 1 object shape not whole cells or sides "
                           "(ellipses, polygons, small boxes), blocking the cells they cover by half or hold the "
                           "centre of: the object at line 9 blocks 1 cell; the player starts in cell 0,2 (object "
                           "'start')");
}

Test(tiled_conventions, layer_takes_object_layers_too_and_only_the_layers_named)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("objects.tmx", (ImportOptions){.layers = "Ground,Collision"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "......\n#.....\nP1...#\n######\n");
    cr_expect(strstr(note, "; --layer 'Ground' objects 1, 'Collision' objects 8;"), "%s", note);
}

Test(tiled_conventions, tile_ids_with_gaps_in_an_image_collection_are_read)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("gaps.tmx", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "#P.\n...\n", "tile 4 of a two-tile collection blocks; tile 0 is a bush");
}

Test(tiled_conventions, without_a_spawn_a_platformer_starts_on_the_floor_near_the_middle)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("spawn_platformer.tmx", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".......\n.......\n...P...\n#######\n");
    cr_expect(strstr(note, "the player starts in cell 3,2 (no spawn object; the map looks like a platformer, so a "
                           "free cell with floor under it near the middle)"),
              "%s", note);
}

Test(tiled_conventions, a_spawn_outside_the_map_or_not_a_finite_number_is_refused_by_name)
{
    refused("spawn_far.tmx", (ImportOptions){0},
            "spawn_far.tmx:7: spawn object 'spawn' at 5000000000,8 px is outside the 3x2-cell map");
    refused("spawn_nan.tmx", (ImportOptions){0},
            "spawn_nan.tmx:7: spawn object 'spawn': its position is not a finite "
            "number");
}

Test(tiled_conventions, a_spawn_a_hair_left_of_the_map_shows_where_it_is_and_no_negative_zero)
{
    refused("spawn_just_left.tmx", (ImportOptions){0},
            "spawn_just_left.tmx:7: spawn object 'spawn' at -0.0001,0 px is outside the 3x2-cell map");
}

Test(tiled_conventions, a_spawn_name_with_a_bidi_override_and_c1_controls_is_shown_escaped)
{
    /* U+202E (right-to-left override), U+009B (the one-byte CSI) and U+0085 (next line). */
    refused("spawn_hostile_name.tmx", (ImportOptions){0},
            "spawn_hostile_name.tmx:7: spawn object '\\xe2\\x80\\xaespawn\\xc2\\x9b2J\\xc2\\x85' at 99,8 px is "
            "outside the 3x2-cell map");
}

/* 240 x 13 cells of 16 px, a Super Mario-style level: ground (a tile Phaser-style
 * `collides`) along the bottom two rows but for a gap at columns 69-70, a pipe two wide and
 * two high at columns 28-29, a row of floating blocks at columns 16-20, row 8, and the
 * spawn point object over column 3. Every cell is where the level puts it. */
Test(tiled_conventions, a_240_by_13_level_loads_whole_with_every_cell_where_the_level_puts_it)
{
    enum { W = 240, H = 13 };
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/wide.tmx", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fprintf(f,
            "<map orientation=\"orthogonal\" width=\"%d\" height=\"%d\" tilewidth=\"16\" tileheight=\"16\">\n"
            "<tileset firstgid=\"1\" name=\"t\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"1\" columns=\"1\">\n"
            "<tile id=\"0\"><properties><property name=\"collides\" type=\"bool\" value=\"true\"/></properties>"
            "</tile></tileset>\n<layer name=\"World\" width=\"%d\" height=\"%d\"><data encoding=\"csv\">",
            W, H, W, H);
    static char want[H][W + 1];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++) {
            bool ground = j >= H - 2 && i != 69 && i != 70;
            bool pipe = (i == 28 || i == 29) && (j == H - 3 || j == H - 4);
            bool blocks = j == 8 && i >= 16 && i <= 20;
            bool solid = ground || pipe || blocks;
            want[j][i] = solid ? '#' : '.';
            fprintf(f, "%s%d", i + j ? "," : "", solid ? 1 : 0);
        }
    fprintf(f, "</data></layer>\n<objectgroup name=\"Objects\"><object name=\"spawn\" x=\"56\" y=\"168\">"
               "<point/></object></objectgroup></map>\n");
    fclose(f);
    want[10][3] = 'P';
    static Map m;
    MapError e;
    char note[IMPORT_NOTE_MAX];
    cr_assert(import_load(&m, path, NULL, note, sizeof note, &e), "%s:%d:%d: %s", e.file, e.line, e.col, e.msg);
    cr_expect(strstr(note, "240x13 cells of 16 px, 485 blocking") != NULL, "%s", note);
    cr_assert_eq(m.w, W);
    cr_assert_eq(m.h, H);
    cr_expect_eq(m.spawn_x, 3);
    cr_expect_eq(m.spawn_y, 10);
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++) {
            char got = i == m.spawn_x && j == m.spawn_y ? 'P'
                       : map_cell(&m, i, j) == SIDE_ALL ? '#'
                       : map_cell(&m, i, j)             ? '?'
                                                        : '.';
            cr_expect_eq(got, want[j][i], "cell %d,%d: got %c, want %c", i, j, got, want[j][i]);
        }
    map_free(&m);
}

/* Two 4x4 chunks, one at cell -4,0: ground along their bottom rows, a block up right; the
 * spawn point at -40,40 px. The used cells run from -4,1 to 3,3. */
Test(tiled_conventions, an_infinite_map_loads_cropped_to_its_used_cells_with_the_spawn_moved_along)
{
    const char *want = ".......#\n.P......\n######..\n";
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("infinite.tmx", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want, "CSV chunks");
    cr_expect(strstr(note, "infinite.tmx: 8x3 cells of 16 px, 7 blocking;"), "%s", note);
    load_grid("infinite.tmj", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want, "zlib base64 chunks");
}

/* layer_property.tmj: one plain tile (no rule) on three layers: 'Deco' (decoration),
 * 'Blocks' (hidden, with a collides property), 'Ledges' (of class platform). */
Test(tiled_conventions, a_layer_with_a_collision_property_or_a_platform_class_gives_its_plain_tiles_that_rule)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("layer_property.tmj", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "....\n.P8.\n##.#\n", "a one-way platform: the spawn stands on the floor mid-map");
    cr_expect(strstr(note, "; from 'Blocks' tiles 3, 'Ledges' tiles 1; left out (no collision): 'Deco';"), "%s", note);
}
