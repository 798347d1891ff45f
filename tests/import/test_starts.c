/* test_starts.c: where the player starts in a Tiled or LDtk level (docs/tiled.md,
 * "Where the player starts"), on hand-written levels: a player start by its name or
 * class, never a spawner whose name merely says spawn; --spawn-object and --spawn X,Y;
 * the level's exact position, kept; and a start on a blocking cell as a warning. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "import/import_helpers.h"
#include "support/support.h"

#define TILED SOURCE_DIR "/tests/data/tiled/"
#define LDTK SOURCE_DIR "/tests/data/ldtk/"

static Map m;

/* starts.tmx: a point 'banana' (an enemy spawner) first, a point 'spawn' of class potion,
 * a point 'enemy_spawner', then a 12x20 box 'Player_Start'. */
Test(starts, a_player_start_by_its_name_never_a_spawner_and_its_exact_position_is_kept)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "starts.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect(strstr(note, "; the player starts in cell 4,1 (object 'Player_Start') at 78,30 px"), "%s", note);
    cr_expect(m.spawn_x == 4 && m.spawn_y == 1 && m.spawn_offset && m.spawn_dx == 14 && m.spawn_dy == 14);
}

Test(starts, spawn_object_names_the_start_by_name_or_class_and_naming_nothing_is_refused)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "starts.tmx", (ImportOptions){.spawn_object = "BANANA"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect(strstr(note, "; the player starts in cell 0,0 (object 'banana' (--spawn-object))"), "%s", note);
    cr_expect(!m.spawn_offset, "a point at a cell's centre needs no offset");
    helpers_load(TILED "starts.tmx", (ImportOptions){.spawn_object = "potion"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect(strstr(note, "(object 'spawn' of class 'potion' (--spawn-object))"), "%s", note);
    helpers_refused(TILED "starts.tmx", (ImportOptions){.spawn_object = "hero"},
                    TILED "starts.tmx: --spawn-object 'hero': no spawn object has that name or class");
    helpers_refused(LDTK "two_levels.ldtk", (ImportOptions){.spawn_object = "hero"},
                    LDTK "two_levels.ldtk: --spawn-object 'hero': no entity has that name or identifier");
}

Test(starts, spawn_x_y_is_the_bodys_centre_exactly_and_is_refused_outside_the_map_or_in_a_wall)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    ImportOptions opt = {.spawn_given = true, .spawn_x = 20.5, .spawn_y = 30.25};
    helpers_load(TILED "starts.tmx", opt, &m, grid, sizeof grid, note, sizeof note);
    cr_expect(strstr(note, "; the player starts in cell 1,1 (--spawn 20.5,30.25)"), "%s", note);
    cr_expect(m.spawn_x == 1 && m.spawn_y == 1 && m.spawn_dx == 4.5f && m.spawn_dy == 14.25f);
    opt.spawn_x = 500;
    helpers_refused(TILED "starts.tmx", opt,
                    TILED "starts.tmx: --spawn 500,30.25 is outside the 6x3-cell map (0 to 96 by 0 to 48 px)");
    opt = (ImportOptions){.spawn_given = true, .spawn_x = 2, .spawn_y = 2};
    helpers_refused(TILED "spawn_blocked.tmx", opt,
                    TILED "spawn_blocked.tmx: --spawn 2,2 is in cell 0,0, which blocks (side mask 15); give a point in "
                          "an empty cell");
    /* collide's own maps take it too. */
    helpers_load(SOURCE_DIR "/maps/default.map", (ImportOptions){.spawn_given = true, .spawn_x = 50, .spawn_y = 70}, &m,
                 grid, sizeof grid, note, sizeof note);
    cr_expect(m.spawn_x == 1 && m.spawn_y == 2 && m.spawn_offset, "%s", note);
}

Test(starts, a_start_on_a_blocking_cell_is_a_warning_and_the_player_starts_in_the_nearest_free_cell)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(TILED "spawn_blocked.tmx", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect(strstr(note, "(warning: object 'spawn' is in cell 0,0, which blocks (side mask 15), so the nearest "
                           "free cell; --spawn X,Y chooses the start)"),
              "%s", note);
    cr_expect_eq(m.cells[m.spawn_y * m.w + m.spawn_x], 0);
    /* The same with --layer naming the layer whose tile is under it. */
    helpers_load(TILED "spawn_blocked.tmx", (ImportOptions){.layers = "Ground"}, &m, grid, sizeof grid, note,
                 sizeof note);
    cr_expect(strstr(note, "(warning: object 'spawn' is in cell 0,0"), "%s", note);
    cr_expect_str_eq(grid, "####\n#P.#\n####\n");
}

/* exact_start.ldtk: a PotionSpawner first, then a PlayerStart whose pivot is at its
 * feet, 12x20 px, its centre 14 px right of and 6 px below its cell's corner. */
Test(starts, an_ldtk_player_start_keeps_its_exact_position_not_its_cells_centre)
{
    char grid[256], note[IMPORT_NOTE_MAX];
    helpers_load(LDTK "exact_start.ldtk", (ImportOptions){.rules = LDTK "exact_start.rules"}, &m, grid, sizeof grid,
                 note, sizeof note);
    cr_expect(strstr(note, "; the player starts in cell 1,2 (entity 'PlayerStart') at 30,38 px"), "%s", note);
    cr_expect(m.spawn_offset && m.spawn_dx == 14 && m.spawn_dy == 6);
    helpers_load(LDTK "two_levels.ldtk", (ImportOptions){0}, &m, grid, sizeof grid, note, sizeof note);
    cr_expect(strstr(note, "(entity 'Player')"), "%s", note);
    cr_expect(!m.spawn_offset, "a Player standing at its cell's centre");
}
