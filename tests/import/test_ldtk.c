/* test_ldtk.c: LDtk projects (.ldtk) and level files (.ldtkl) as collide maps, on the
 * hand-written fixtures in tests/data/ldtk: IntGrid values as cells, --solid-values,
 * --level, --layer, the Player entity, external levels, and every refusal with the
 * caller's map untouched. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "support/support.h"

/* two_levels.ldtk's first level: walls round it, a platform value (8), a water value
 * (solid: every non-zero value is, by default), the Player entity standing in cell 1,1. */
#define LEVEL_0 "######\n#P8#.#\n#...##\n######\n"

static void enter_fixtures(void)
{
    cr_assert_eq(chdir(SOURCE_DIR "/tests/data/ldtk"), 0, "cannot enter the fixtures");
}

TestSuite(ldtk, .init = enter_fixtures);

static void load_grid(const char *file, ImportOptions opt, char *grid, size_t cap, char *note, size_t note_cap)
{
    static Map m;
    static char text[1 << 16];
    MapError e;
    cr_assert(import_load(&m, file, &opt, note, note_cap, &e), "%s: %s:%d:%d: %s", file, e.file, e.line, e.col,
              e.msg);
    map_format(&m, text, sizeof text);
    const char *start = strstr(text, "grid\n") + 5, *end = strstr(text, "end\n");
    snprintf(grid, cap, "%.*s", (int)(end - start), start);
}

Test(ldtk, every_non_zero_intgrid_value_blocks_and_a_platform_value_is_one_way)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("two_levels.ldtk", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, LEVEL_0);
    cr_expect_str_eq(note, "two_levels.ldtk: level 'Level_0' (1 of 2): 6x4 cells of 16 px, 19 blocking; from IntGrid "
                           "'Collisions' 19; left out: 'Entities'; the player starts in cell 1,1 (entity 'Player')");
}

Test(ldtk, solid_values_name_the_values_that_block_by_number_or_identifier)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("two_levels.ldtk", (ImportOptions){.solid_values = "1,platform"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "######\n#P8..#\n#...##\n######\n", "water is not named, so it is open");
    load_grid("two_levels.ldtk", (ImportOptions){.solid_values = "wall"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "######\n#P...#\n#...##\n######\n");
}

Test(ldtk, level_picks_a_level_by_name_or_number_and_a_platformer_without_spawn_starts_on_the_floor_mid_level)
{
    const char *want = ".....\n.....\n..P..\n#####\n";
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("two_levels.ldtk", (ImportOptions){.level = "Ground_Floor"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want);
    cr_expect(strstr(note, "level 'Ground_Floor' (2 of 2)"), "%s", note);
    cr_expect(strstr(note, "(no spawn object; the map looks like a platformer, so a free cell with floor under it "
                           "near the middle)"),
              "%s", note);
    load_grid("two_levels.ldtk", (ImportOptions){.level = "1"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, want);
}

Test(ldtk, a_project_with_external_level_files_loads_them_from_its_folder)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("external.ldtk", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, LEVEL_0);
    load_grid("external.ldtk", (ImportOptions){.level = "Ground_Floor"}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, ".....\n.....\n..P..\n#####\n");
    load_grid("levels/Level_0.ldtkl", (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    /* Alone, a level file has no project to name its values: the platform is a plain block. */
    cr_expect_str_eq(grid, "######\n#P##.#\n#...##\n######\n", "a level file alone");
}

Test(ldtk, layer_names_the_intgrid_layers_to_read)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    load_grid("err_grid_sizes.ldtk", (ImportOptions){.layers = "Collisions"}, grid, sizeof grid, note, sizeof note);
    /* No Player entity here; the platform value makes it a platformer: the spawn stands on the floor mid-level. */
    cr_expect_str_eq(grid, "######\n#.8#.#\n#.P.##\n######\n", "the other grid size is left out");
    cr_expect(strstr(note, "from IntGrid 'Collisions' 19; left out: 'Details'; the player starts in cell 2,2 (no "
                           "spawn object; the map looks like a platformer"),
              "%s", note);
}

Test(ldtk, every_refusal_names_the_file_and_what_and_leaves_the_map_untouched)
{
    static const struct {
        const char *file;
        ImportOptions opt;
        const char *msg;
    } cases[] = {
        {"err_grid_sizes.ldtk", {0},
         "err_grid_sizes.ldtk: levels[0].layerInstances[1] 'Details': grid size 8, but an IntGrid layer before it has "
         "16; collide needs one grid size"},
        {"err_outside.ldtk", {0}, "err_outside.ldtk: level file '../two_levels.ldtk' is outside the project's folder"},
        {"err_spawn_outside.ldtk", {0},
         "err_spawn_outside.ldtk: entity 'spawn' at 5000000000,24 px is outside the 6x4-cell level"},
        {"err_spawn_infinite.ldtk", {0}, "err_spawn_infinite.ldtk: entity 'spawn': its position is not a finite number"},
        {"err_no_intgrid.ldtk", {0},
         "err_no_intgrid.ldtk: level 'Level_0' has no IntGrid layer; collide reads collision from IntGrid layers"},
        {"err_short_csv.ldtk", {0},
         "err_short_csv.ldtk: levels[0].layerInstances[0] 'Collisions'.intGridCsv has 23 cells, the layer 24"},
        {"two_levels.ldtk", {.level = "Attic"},
         "two_levels.ldtk: --level 'Attic': no level of that name or number; the levels are 'Level_0', "
         "'Ground_Floor' (0 to 1)"},
        {"two_levels.ldtk", {.layers = "Entities"},
         "two_levels.ldtk: --layer: 'Entities' is an Entities layer; collide reads collision from IntGrid layers"},
        {"two_levels.ldtk", {.layers = "Walls"},
         "two_levels.ldtk: --layer: no layer named 'Walls'; the layers are 'Entities' (Entities), 'Collisions' "
         "(IntGrid)"},
    };
    static Map m, before;
    memset(&m, 0xa5, sizeof m);
    before = m;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        MapError e;
        char line[512];
        cr_expect(!import_load(&m, cases[k].file, &cases[k].opt, NULL, 0, &e), "%s loaded", cases[k].file);
        map_error_format(&e, line, sizeof line);
        cr_expect(strncmp(line, cases[k].msg, strlen(cases[k].msg)) == 0, "%s:\n got  %s\n want %s", cases[k].file,
                  line, cases[k].msg);
        cr_expect(memcmp(&m, &before, sizeof m) == 0, "%s half-loaded", cases[k].file);
    }
}

Test(ldtk, a_level_file_that_links_out_of_the_project_folder_is_refused)
{
    char dir[256], cmd[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "cp external.ldtk '%s/' && ln -s '%s/tests/data/ldtk/levels' '%s/levels'", dir,
             SOURCE_DIR, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "%s/external.ldtk", dir);
    static Map m;
    MapError e;
    cr_expect(!import_load(&m, cmd, NULL, NULL, 0, &e));
    cr_expect(strstr(e.msg, "level file 'levels/Level_0.ldtkl' leads outside the project's folder"), "%s", e.msg);
}

Test(ldtk, a_level_file_that_is_a_fifo_is_refused_without_waiting)
{
    char dir[256], cmd[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "cp external.ldtk '%s/' && mkdir '%s/levels' && mkfifo '%s/levels/Level_0.ldtkl'", dir,
             dir, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "%s/external.ldtk", dir);
    static Map m;
    MapError e;
    cr_expect(!import_load(&m, cmd, NULL, NULL, 0, &e));
    cr_expect(strstr(e.msg, "levels[0]: cannot read level file ") && strstr(e.msg, ": not a regular file"), "%s",
              e.msg);
}

/* A fuzzing finding: a layer whose definition lists no values (an empty or misspelt
 * intGridValues) reads every non-zero value as solid, without undefined behaviour. */
Test(ldtk, a_layer_defined_without_values_reads_every_non_zero_value_as_solid)
{
    char dir[256], path[512], grid[256], note[IMPORT_NOTE_MAX];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/bare.ldtk", dir);
    cr_assert(write_file(path, "{\"jsonVersion\":\"1.5.3\",\"defs\":{\"layers\":[{\"identifier\":\"Collisions\","
                               "\"intGridValue{\":[]}]},\"levels\":[{\"identifier\":\"L\",\"layerInstances\":[{"
                               "\"__identifier\":\"Collisions\",\"__type\":\"IntGrid\",\"__cWid\":3,\"__cHei\":1,"
                               "\"__gridSize\":16,\"intGridCsv\":[2,0,1]}]}]}"));
    load_grid(path, (ImportOptions){0}, grid, sizeof grid, note, sizeof note);
    cr_expect_str_eq(grid, "#P#\n");
}
