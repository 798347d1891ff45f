/* test_tiled.c: Tiled maps (.tmx, .tmj) as collide maps, on the fixtures in
 * tests/data/tiled (tools/tiled_files.py writes them): every encoding gives the same
 * sides, each tile rule and flip, --layer, the spawn rules, and every refusal with its
 * FILE:LINE:COL and the caller's map untouched. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "import/tiled.h"
#include "support/support.h"

/* The fixtures' basic map: row 1 holds the spawn, a one-way tile (8) and a mask-5 tile;
 * row 2 a decoration (.), a full collision rectangle (#), a half one (# by the half
 * rule); row 3 a tile whose property says none over a full rectangle (.), a bool true
 * (#), an ellipse over the whole tile (# by the half rule), and "9" (left and top). */
#define BASIC_GRID "######\n#P.85#\n#..###\n#.##9#\n######\n"

static void enter_fixtures(void)
{
    cr_assert_eq(chdir(SOURCE_DIR "/tests/data/tiled"), 0, "cannot enter the fixtures");
}

TestSuite(tiled, .init = enter_fixtures);

/* The grid of a map as collide writes it (rows between "grid" and "end"). */
static void grid_of(const Map *m, char *buf, size_t cap)
{
    static char text[1 << 16];
    map_format(m, text, sizeof text);
    const char *start = strstr(text, "grid\n") + 5, *end = strstr(text, "end\n");
    snprintf(buf, cap, "%.*s", (int)(end - start), start);
}

static void load_grid(const char *file, const char *layer, char *grid, size_t cap, char *note, size_t note_cap)
{
    static Map m;
    MapError e;
    cr_assert(tiled_load(&m, file, &(ImportOptions){.layers = layer}, note, note_cap, &e), "%s: %s:%d:%d: %s", file, e.file, e.line, e.col, e.msg);
    grid_of(&m, grid, cap);
}

Test(tiled, every_encoding_and_tileset_kind_gives_the_same_sides)
{
    static const char *files[] = {
        "basic_csv.tmx",      "basic_base64.tmx",       "basic_zlib.tmx",         "basic_gzip.tmx",   "basic_xml.tmx",
        "basic_external.tmx", "basic_external_tsj.tmx", "basic_csv.tmj",          "basic_base64.tmj", "basic_zlib.tmj",
        "basic_gzip.tmj",     "basic_external.tmj",     "basic_external_tsx.tmj", "sub/basic_up.tmx",
    };
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        char grid[256], note[512];
        load_grid(files[k], NULL, grid, sizeof grid, note, sizeof note);
        cr_expect_str_eq(grid, BASIC_GRID, "%s", files[k]);
    }
}

Test(tiled, the_collide_property_sets_solid_one_way_or_a_side_mask)
{
    static Map m;
    MapError e;
    cr_assert(tiled_load(&m, "basic_csv.tmx", NULL, NULL, 0, &e), "%s", e.msg);
    cr_expect_eq(map_cell(&m, 0, 0), SIDE_ALL, "solid");
    cr_expect_eq(map_cell(&m, 3, 1), SIDE_UP, "one-way: a top to land on");
    cr_expect_eq(map_cell(&m, 4, 1), SIDE_LEFT | SIDE_RIGHT, "int 5");
    cr_expect_eq(map_cell(&m, 4, 3), SIDE_LEFT | SIDE_UP, "string \"9\"");
    cr_expect_eq(map_cell(&m, 2, 3), SIDE_ALL, "bool true");
    cr_expect_eq(map_cell(&m, 2, 2), 0, "a tile without property or shape is decoration");
}

Test(tiled, a_collision_rectangle_over_the_whole_tile_blocks_and_so_does_a_shape_over_half_of_it)
{
    static Map m;
    MapError e;
    cr_assert(tiled_load(&m, "basic_zlib.tmj", NULL, NULL, 0, &e), "%s", e.msg);
    cr_expect_eq(map_cell(&m, 3, 2), SIDE_ALL, "a rectangle over the whole tile");
    cr_expect_eq(map_cell(&m, 4, 2), SIDE_ALL, "a rectangle over its top half: half the tile blocks");
    cr_expect_eq(map_cell(&m, 3, 3), SIDE_ALL, "an ellipse over the whole tile covers more than half");
    cr_expect_eq(map_cell(&m, 1, 3), 0, "collide=none wins over a full rectangle");
}

Test(tiled, flipped_and_rotated_tiles_keep_the_right_sides)
{
    /* Columns: no flip, H, V, HV, D, DH (90 degrees clockwise), DV (counter-clockwise), DHV.
     * Row 0 a one-way top (8), row 1 left+top (9); row 2 ends with mask 5 (left, right)
     * flipped diagonally (top, bottom: a) and a one-way with the hexagonal bit (ignored). */
    const char *want = "88221414\n9c369c36\nP.....a8\n";
    char grid[256], note[512];
    load_grid("flips.tmx", NULL, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want, "CSV with flip bits");
    load_grid("flips.tmj", NULL, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want, "gzip base64 with flip bits");
}

Test(tiled, all_tile_layers_count_and_layer_takes_one_layer_whose_tiles_without_a_rule_are_solid)
{
    char grid[256], note[512];
    load_grid("layers.tmx", NULL, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".....\n.P...\n.888.\n.....\n", "decoration walls, one-way platforms in a group");
    load_grid("layers.tmx", "Walls", grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "#####\n#P..#\n#...#\n#####\n");
    cr_expect(strstr(note, "; --layer 'Walls' tiles 14;"), "%s", note);
    load_grid("layers.tmx", "Platforms", grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".....\n.P...\n.888.\n.....\n", "a one-way tile keeps its rule when its layer is taken");
    load_grid("layers.tmx", "Walls,Platforms", grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "#####\n#P..#\n#888#\n#####\n", "two layers named");
}

Test(tiled, the_spawn_is_the_object_named_spawn_or_player_else_the_first_point_else_the_first_free_cell)
{
    static const struct {
        const char *file, *grid, *how;
    } cases[] = {
        {"basic_csv.tmx", BASIC_GRID, "(object 'player')"},
        {"spawn_order.tmx", "####\n#.P#\n####\n", "(object 'spawn')"},         /* named beats an earlier point */
        {"spawn_tile_object.tmx", "####\n#.P#\n####\n", "(object 'Player')"},  /* a tile object stands on its y */
        {"spawn_point.tmj", "####\n#.P#\n####\n", "(the first point object)"}, /* 'door' is not a spawn */
        {"spawn_none.tmx", "####\n#P.#\n####\n", "(no spawn object, so the first free cell)"},
        {"layers.tmx", ".....\n.P...\n.888.\n.....\n", "(the first point object)"}, /* the group's offset counts */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char grid[256], note[512];
        load_grid(cases[k].file, NULL, grid, sizeof grid, note, sizeof note);
        cr_expect_str_eq(grid, cases[k].grid, "%s", cases[k].file);
        cr_expect(strstr(note, cases[k].how), "%s: %s", cases[k].file, note);
    }
}

Test(tiled, the_note_says_size_blocking_cells_and_spawn_in_one_line)
{
    char grid[256], note[512];
    load_grid("basic_csv.tmx", NULL, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(note, "basic_csv.tmx: 6x5 cells of 16 px, 25 blocking; from 'Ground' tiles 25; left out (no "
                           "collision): 'Objects'; 2 tiles with partial collision shapes (slopes, small boxes) treated "
                           "as solid (half the tile or more); partial tiles: tile 5 of 'fixture' at 4,2 solid, tile 8 "
                           "of 'fixture' at 3,3 solid; the player starts in cell 1,1 (object 'player')");
    cr_expect(strchr(note, '\n') == NULL);
}

Test(tiled, names_from_the_file_never_break_the_note_into_lines_or_reach_the_terminal_raw)
{
    static Map m;
    MapError e;
    char note[IMPORT_NOTE_MAX];
    ImportOptions opt = {.spawn_object = "two\nlines\x1b[31m"};
    cr_assert(tiled_load(&m, "spawn_control_name.tmj", &opt, note, sizeof note, &e), "%s", e.msg);
    cr_expect(strstr(note, "(object 'two\\x0alines\\x1b[31m' (--spawn-object))"), "%s", note);
    for (const char *c = note; *c; c++) cr_expect((unsigned char)*c >= 0x20, "%s", note);
}

Test(tiled, the_map_is_named_after_its_file_and_reads_back_as_a_collide_map)
{
    static Map m, back;
    MapError e;
    cr_assert(tiled_load(&m, SOURCE_DIR "/maps/tiled/platformer.tmx", NULL, NULL, 0, &e), "%s", e.msg);
    cr_expect_str_eq(m.name, "platformer");
    cr_expect_eq(m.tile, 32);
    cr_expect_eq(m.w, 30);
    cr_expect_eq(m.h, 17);
    cr_expect_eq(m.mover_count, 0);
    static char text[1 << 16];
    size_t n = map_format(&m, text, sizeof text);
    cr_assert(map_parse(&back, text, n, "again.map", &e), "%s", e.msg);
    cr_expect(memcmp(m.cells, back.cells, (size_t)(m.w * m.h)) == 0);
    Map a = m, b = back; /* borrowed, to compare the rest */
    a.cells = b.cells = NULL;
    cr_expect(memcmp(&a, &b, sizeof a) == 0);
}

Test(tiled, the_example_levels_hold_what_their_tiles_say)
{
    static Map m;
    MapError e;
    cr_assert(tiled_load(&m, SOURCE_DIR "/maps/tiled/platformer.tmx", NULL, NULL, 0, &e), "%s", e.msg);
    cr_expect_eq(m.spawn_x, 2);
    cr_expect_eq(m.spawn_y, 15);
    cr_expect_eq(map_cell(&m, 3, 4), SIDE_UP, "a one-way platform");
    cr_expect_eq(map_cell(&m, 11, 3), SIDE_RIGHT, "a thin wall flipped: its right side");
    cr_expect_eq(map_cell(&m, 12, 3), SIDE_LEFT, "a thin wall: its left side");
    cr_expect_eq(map_cell(&m, 5, 7), SIDE_DOWN, "a one-way platform flipped vertically: a bottom");
    cr_expect_eq(map_cell(&m, 16, 8), SIDE_RIGHT, "a one-way platform turned clockwise");
    cr_expect_eq(map_cell(&m, 23, 6), SIDE_ALL, "a crate, solid by its collision rectangle");
    cr_expect_eq(map_cell(&m, 7, 11), SIDE_ALL, "a half block: half the tile, solid by the partial-shape rule");
    cr_expect_eq(map_cell(&m, 25, 10), 0, "a sign: collide=none");
    cr_expect_eq(map_cell(&m, 2, 15), 0, "grass is decoration");
    cr_assert(tiled_load(&m, SOURCE_DIR "/maps/tiled/rooms.tmj", NULL, NULL, 0, &e), "%s", e.msg);
    cr_expect_eq(m.spawn_x, 1);
    cr_expect_eq(m.spawn_y, 12);
    cr_expect_eq(map_cell(&m, 15, 10), SIDE_LEFT, "a one-way platform turned counter-clockwise");
    cr_expect_eq(map_cell(&m, 3, 12), SIDE_LEFT | SIDE_UP, "a corner");
}

Test(tiled, every_refusal_says_where_and_leaves_the_map_untouched)
{
    static const struct {
        const char *file, *layer, *msg;
    } cases[] = {
        {"err_zstd.tmx", NULL, "err_zstd.tmx:5: layer 'Ground': layer data is compressed with zstd, which collide"},
        {"err_zstd.tmj", NULL, "err_zstd.tmj: layers[0] 'Ground': layer data is compressed with zstd"},
        {"err_infinite.tmx", NULL, "err_infinite.tmx:5: layer 'Ground': an infinite map's layer data must come in <chunk>s"},
        {"err_isometric.tmx", NULL, "err_isometric.tmx:2: map has orientation 'isometric': collide reads orthogonal"},
        {"err_hexagonal.tmj", NULL, "err_hexagonal.tmj: map has orientation 'hexagonal'"},
        {"err_nonsquare.tmx", NULL, "err_nonsquare.tmx:2: tiles are 16x8 pixels; collide needs square tiles"},
        {"err_too_big.tmx", NULL, "err_too_big.tmx:2: map is 4097x10 cells; collide's maps are 1x1 to 4096x4096"},
        {"err_tiny_tiles.tmj", NULL, "err_tiny_tiles.tmj: tile size 4 out of range (8-128 pixels)"},
        {"err_missing_tileset.tmx", NULL,
         "err_missing_tileset.tmx:3: cannot read tileset tilesets/nowhere.tsx: No such file or directory"},
        {"err_loop.tmx", NULL, "tilesets/loop.tsx:2: a tileset file cannot refer to another tileset"},
        {"err_bad_base64.tmx", NULL, "err_bad_base64.tmx:6:8: layer 'Ground': invalid base64 character '!'"},
        {"err_bad_csv.tmx", NULL,
         "err_bad_csv.tmx:8:5: layer 'Ground': expected a tile GID (a whole number), found 'x'"},
        {"err_short_csv.tmx", NULL,
         "err_short_csv.tmx:11:3: layer 'Ground': layer data has 29 tiles, the map needs 30"},
        {"err_bomb.tmx", NULL, "err_bomb.tmx:5: layer 'Ground': layer data decompresses to more than the 120 bytes"},
        {"err_bomb.tmj", NULL, "err_bomb.tmj: layers[0] 'Ground': layer data decompresses to more than the 120 bytes"},
        {"err_truncated.tmx", NULL, "err_truncated.tmx:5: layer 'Ground': the zlib stream ends early"},
        {"err_wrong_compression.tmx", NULL,
         "err_wrong_compression.tmx:5: layer 'Ground': layer data is not valid gzip"},
        {"err_unknown_gid.tmx", NULL,
         "err_unknown_gid.tmx:5: layer 'Ground': cell 3,1 holds tile 99, which no tileset"},
        {"err_bad_property.tmx", NULL, "err_bad_property.tmx:12: property 'collide' is 'sticky'; use solid, one-way"},
        {"err_bad_property.tmj", NULL, "err_bad_property.tmj: tilesets[0].tiles[2]: property 'collide' is '16'"},
        {"err_duplicate_tile.tmx", NULL, "err_duplicate_tile.tmx:10: tile id 0 is described twice"},
        {"err_layer_size.tmx", NULL, "err_layer_size.tmx:4: layer 'Ground' is 5x5 cells, the map 6x5"},
        {"err_not_a_map.tmx", NULL, "err_not_a_map.tmx:2: expected a Tiled map (<map>), found <tileset>"},
        {"err_tileset.tmj", NULL, "err_tileset.tmj: expected a Tiled map, found a document of type 'tileset'"},
        {"err_malformed.tmx", NULL, "err_malformed.tmx:12:9: not a valid XML file: Opening and ending tag mismatch"},
        {"err_syntax.tmj", NULL, "err_syntax.tmj:4:13: not a valid JSON file: syntax error"},
        {"err_entity.tmx", NULL, "err_entity.tmx:1: the file declares XML entities"},
        {"err_entities.tmx", NULL, "err_entities.tmx:5:26: not a valid XML file: Detected an entity reference loop"},
        {"err_deep.tmx", NULL, "err_deep.tmx:13:769: not a valid XML file: elements nested too deep"},
        {"err_deep.tmj", NULL, "err_deep.tmj:63:73: arrays and objects nested deeper than 64"},
        {"err_deep_groups.tmx", NULL, "err_deep_groups.tmx:29: group layers nested deeper than 16"},
        {"spawn_outside.tmj", NULL, "spawn_outside.tmj: spawn object 'spawn' at -50,24 px is outside the 4x3-cell map"},
        {"full.tmx", NULL, "full.tmx: no free cell for the player: every cell blocks"},
        {"layers.tmx", "Nope",
         "layers.tmx: --layer: no tile or object layer named 'Nope'; the tile layers are 'Walls', 'Platforms'; the "
         "object layers are 'Markers'"},
        {"no_such_map.tmx", NULL, "no_such_map.tmx: cannot read the map: No such file or directory"},
    };
    static Map m, before;
    memset(&m, 0xa5, sizeof m);
    before = m;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        MapError e;
        char line[512];
        cr_expect(!tiled_load(&m, cases[k].file, &(ImportOptions){.layers = cases[k].layer}, NULL, 0, &e), "%s loaded", cases[k].file);
        map_error_format(&e, line, sizeof line);
        cr_expect(strncmp(line, cases[k].msg, strlen(cases[k].msg)) == 0, "%s:\n got  %s\n want %s", cases[k].file,
                  line, cases[k].msg);
        cr_expect(memcmp(&m, &before, sizeof m) == 0, "%s half-loaded", cases[k].file);
    }
}

Test(tiled, a_tileset_that_is_a_fifo_a_folder_or_too_large_is_refused_without_waiting)
{
    char dir[256], path[512], map[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/fifo.tsx", dir);
    cr_assert_eq(mkfifo(path, 0600), 0);
    snprintf(path, sizeof path, "%s/folder.tsx", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/large.tsx", dir);
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fseek(f, 5L << 20, SEEK_SET), 0);
    fputc('\n', f);
    fclose(f);
    static const char *names[] = {"fifo.tsx", "folder.tsx", "large.tsx"};
    static const char *why[] = {"not a regular file", "not a regular file", "larger than the 4 MB collide reads"};
    for (int k = 0; k < 3; k++) {
        char text[1024];
        snprintf(
            text, sizeof text,
            "<map orientation=\"orthogonal\" width=\"1\" height=\"1\" tilewidth=\"16\" tileheight=\"16\">\n"
            " <tileset firstgid=\"1\" source=\"%s\"/>\n <layer name=\"a\"><data encoding=\"csv\">0</data></layer>\n"
            "</map>\n",
            names[k]);
        snprintf(map, sizeof map, "%s/m%d.tmx", dir, k);
        cr_assert(write_file(map, text));
        static Map m;
        MapError e;
        cr_expect(!tiled_load(&m, map, NULL, NULL, 0, &e));
        cr_expect_eq(e.line, 2, "%s", names[k]);
        cr_expect(strstr(e.msg, why[k]), "%s: %s", names[k], e.msg);
    }
}
