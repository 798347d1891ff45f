/* test_big_map.c: maps of any size up to 4,096 x 4,096 cells. The largest loads from its
 * text and starts a world without a copy of its 16 MiB of cells; a move at its far
 * corner meets the wall there; a rewind snapshot keeps the cells it was taken with
 * while the live map is edited (copy-on-write), and the rewind brings them back; a world
 * reads a big map through its cells in blocks and its wall bits, which follow every
 * edit, each cell where the layouts put it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/compare.h"
#include "core/timeline.h"
#include "core/world.h"
#include "support/support.h"

#define SIDE MAP_MAX_W

static Map big;

static void load_big(void)
{
    load_big_map(SIDE, &big);
}

static void release_big(void)
{
    map_free(&big);
}

TestSuite(big_map, .init = load_big, .fini = release_big);

Test(big_map, a_4096_square_map_loads_from_its_text_and_a_world_shares_its_cells)
{
    cr_expect_eq(big.w, SIDE);
    cr_expect_eq(big.h, SIDE);
    cr_expect_eq(big.spawn_x, SIDE - 6);
    cr_expect_eq(big.spawn_y, SIDE - 3);
    cr_expect_eq(map_cell(&big, SIDE - 1, SIDE - 1), SIDE_ALL);
    cr_expect_eq(map_cell(&big, SIDE - 4, SIDE / 2), SIDE_ALL);
    cr_expect_eq(map_cell(&big, SIDE - 5, SIDE - 3), 0);
    World w;
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_MINKOWSKI, .speed_level = 4, .mode = MODE_TILES};
    cr_assert(world_init(&w, &big, &cfg));
    cr_expect(w.map.cells == big.cells, "the world shares the loaded cells: no 16 MiB copy");
    cr_expect(map_cells_shared(&big));
    float t = (float)big.tile;
    cr_expect_float_eq(world_player(&w)->x, ((float)(SIDE - 6) + 0.5f) * t, 1e-3f);
    world_free(&w);
    cr_expect_not(map_cells_shared(&big), "freeing the world gave its share back");
}

Test(big_map, every_method_stops_at_the_wall_by_the_far_corner)
{
    World w;
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = 4, .mode = MODE_TILES};
    cr_assert(world_init(&w, &big, &cfg));
    Input in = INPUT_NONE;
    in.actions = ACT_COMPARE; /* ghosts: every method moves */
    world_step(&w, &in, NULL);
    float wall_x = (float)((SIDE - 4) * big.tile), start = w.bodies[0].x;
    for (int t = 0; t < 60; t++) {
        in = INPUT_NONE;
        in.held = IN_RIGHT;
        world_step(&w, &in, NULL);
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const Body *b = &w.bodies[r];
        cr_expect_gt(b->x, start + (float)big.tile, "%s moved right", resolver_info(r)->name);
        cr_expect_lt(b->x, wall_x, "%s stopped before the wall at x %g, not at %g", resolver_info(r)->name,
                     (double)wall_x, (double)b->x);
        cr_expect_not(compare_in_wall(&w, r), "%s is not inside a wall", resolver_info(r)->name);
    }
    world_free(&w);
}

Test(big_map, a_snapshot_keeps_its_cells_when_the_live_map_is_edited)
{
    World live, snap;
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = 4, .mode = MODE_TILES};
    cr_assert(world_init(&live, &big, &cfg) && world_init(&snap, &big, &cfg));
    cr_assert(world_copy(&snap, &live));
    cr_expect(snap.map.cells == live.map.cells, "a copy shares the cells");
    int i = SIDE - 5, j = SIDE - 2;
    Input in = INPUT_NONE;
    in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, (int16_t)i, (int16_t)j};
    world_step(&live, &in, NULL);
    cr_expect_eq(map_cell(&live.map, i, j), SIDE_ALL, "the edit is on the live map");
    cr_expect_eq(map_cell(&snap.map, i, j), 0, "the snapshot kept the cell as it was");
    cr_expect_eq(map_cell(&big, i, j), 0, "and so did the loaded map");
    cr_expect(snap.map.cells == big.cells && live.map.cells != big.cells, "only the edited map copied its cells");
    /* An edit that changes nothing copies nothing. */
    const uint8_t *before = snap.map.cells;
    in.edit = (EditOp){EDIT_SET_CELL, 0, (int16_t)i, (int16_t)j};
    world_step(&snap, &in, NULL);
    cr_expect(snap.map.cells == before);
    world_free(&live);
    world_free(&snap);
}

Test(big_map, rewinding_past_an_edit_brings_the_old_cell_back)
{
    World w;
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = 4, .mode = MODE_TILES};
    cr_assert(world_init(&w, &big, &cfg));
    Replay log;
    replay_init(&log, &big, &cfg);
    Timeline tl;
    cr_assert(timeline_init(&tl, &w, TIMELINE_BUDGET_BYTES));
    int i = SIDE - 5, j = SIDE - 2;
    for (int t = 0; t < 200; t++) {
        Input in = INPUT_NONE;
        in.held = IN_LEFT;
        if (t == 100) in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, (int16_t)i, (int16_t)j};
        world_step(&w, &in, NULL);
        cr_assert(replay_push(&log, &in));
        if (w.tick % REPLAY_CHECK_TICKS == 0) cr_assert(replay_checkpoint(&log, world_hash(&w)));
        timeline_record(&tl, &w);
    }
    cr_expect_eq(map_cell(&w.map, i, j), SIDE_ALL);
    cr_expect_leq(tl.bytes, (size_t)3 * SIDE * SIDE, "snapshots share cells: at most the two versions and a bit");
    cr_assert_eq(timeline_seek(&tl, &w, &log, 50, NULL), TIMELINE_OK);
    cr_expect_eq(map_cell(&w.map, i, j), 0, "back before the edit, the cell is empty again");
    cr_assert_eq(timeline_seek(&tl, &w, &log, 150, NULL), TIMELINE_OK);
    cr_expect_eq(map_cell(&w.map, i, j), SIDE_ALL, "and after it, solid");
    timeline_free(&tl);
    replay_free(&log);
    world_free(&w);
}

Test(big_map, the_state_hash_of_an_edited_big_map_is_the_one_a_fresh_reading_gives)
{
    uint64_t before = map_cells_digest(&big); /* computed once, kept with the cells */
    Map edited = {0};
    map_copy(&edited, &big);
    int i = SIDE - 5, j = SIDE - 2;
    cr_assert(map_set_cell(&edited, i, j, SIDE_ALL));
    uint64_t followed = map_cells_digest(&edited); /* updated in one step by the edit */
    cr_expect_neq(followed, before, "an edit changes the digest");
    cr_expect_eq(map_cells_digest(&big), before, "the shared original keeps its own");
    cr_assert_not_null(map_cells_mut(&edited)); /* forgets the digest: read afresh next */
    cr_expect_eq(map_cells_digest(&edited), followed, "the step-by-step digest is the one read from the cells");
    cr_assert(map_set_cell(&edited, i, j, 0));
    cr_expect_eq(map_cells_digest(&edited), before, "undoing the edit gives the first digest back");
    map_free(&edited);
}

/* How many cells of `m` read through its blocks differ from the cell of its rows, or
 * are walls to map_is_wall_at (through the wall bits) where the rows say otherwise,
 * asked at the cell's centre (and, every eighth row, at its top-left and bottom-right
 * pixels too). */
static long cells_that_disagree(const Map *m)
{
    long bad = 0;
    float t = (float)m->tile;
    for (int j = 0; j < m->h; j++)
        for (int i = 0; i < m->w; i++) {
            uint8_t v = m->cells[(size_t)j * (size_t)m->w + (size_t)i];
            float x = (float)i * t, y = (float)j * t;
            bool wall = v == SIDE_ALL;
            bad += map_cell(m, i, j) != v;
            bad += map_is_wall_at(m, x + 0.5f * t, y + 0.5f * t) != wall;
            if (j % 8 == 0) bad += map_is_wall_at(m, x, y) != wall || map_is_wall_at(m, x + t - 0.25f, y + t - 0.25f) != wall;
        }
    return bad;
}

Test(big_map, a_world_reads_a_big_map_through_its_blocks_and_they_follow_every_edit)
{
    World live, snap;
    WorldConfig cfg = {.seed = 1, .resolver = RESOLVER_SIMPLEST, .speed_level = 4, .mode = MODE_TILES};
    cr_assert(world_init(&live, &big, &cfg) && world_init(&snap, &big, &cfg));
    cr_assert_not_null(live.map.blocks, "a 4,096 x 4,096 world has its cells in blocks");
    cr_assert_not_null(live.map.walls, "and its wall bits");
    cr_expect(snap.map.blocks == live.map.blocks, "copies share the blocks with the cells");
    cr_expect(snap.map.walls == live.map.walls);
    cr_expect_eq(cells_that_disagree(&live.map), 0);
    /* An edit through the world: the live map's own cells and blocks, the snapshot's kept. */
    int i = SIDE - 5, j = SIDE - 2;
    Input in = INPUT_NONE;
    in.edit = (EditOp){EDIT_SET_CELL, SIDE_ALL, (int16_t)i, (int16_t)j};
    world_step(&live, &in, NULL);
    cr_assert_not_null(live.map.blocks);
    cr_expect(live.map.blocks != snap.map.blocks);
    cr_expect(live.map.walls != snap.map.walls);
    cr_expect_eq(map_cell(&live.map, i, j), SIDE_ALL);
    cr_expect_eq(map_cell(&snap.map, i, j), 0);
    float t = (float)live.map.tile;
    cr_expect(map_is_wall_at(&live.map, ((float)i + 0.5f) * t, ((float)j + 0.5f) * t), "the new wall");
    cr_expect_not(map_is_wall_at(&snap.map, ((float)i + 0.5f) * t, ((float)j + 0.5f) * t), "the snapshot's free cell");
    /* A thin side where the wall was: a wall no more to the bits. */
    in.edit = (EditOp){EDIT_SET_CELL, SIDE_UP, (int16_t)i, (int16_t)j};
    world_step(&live, &in, NULL);
    cr_expect_not(map_is_wall_at(&live.map, ((float)i + 0.5f) * t, ((float)j + 0.5f) * t), "a thin side is no wall");
    cr_expect_eq(cells_that_disagree(&live.map), 0);
    cr_expect_eq(cells_that_disagree(&snap.map), 0);
    /* A writer of any cell drops the blocks; the rows answer, and indexing again brings them back. */
    uint8_t *cells = map_cells_mut(&live.map);
    cr_assert_not_null(cells);
    cr_expect_null(live.map.blocks);
    cr_expect_null(live.map.walls);
    cells[(size_t)3 * SIDE + 7] = SIDE_ALL;
    cr_expect_eq(map_cell(&live.map, 7, 3), SIDE_ALL);
    map_cells_index(&live.map);
    cr_assert_not_null(live.map.blocks);
    cr_expect_eq(map_cell(&live.map, 7, 3), SIDE_ALL);
    cr_expect_eq(cells_that_disagree(&live.map), 0);
    world_free(&live);
    world_free(&snap);
}

Test(big_map, a_map_of_512_square_keeps_its_rows)
{
    Map m = {0};
    cr_assert(map_new(&m, 512, 512));
    map_cells_index(&m);
    cr_expect_null(m.blocks, "its cells fit the caches in any order");
    cr_expect_null(m.walls);
    cr_assert(map_new(&m, 513, 512));
    map_cells_index(&m);
    cr_expect_not_null(m.blocks);
    cr_expect(map_set_cell(&m, 512, 511, SIDE_ALL));
    cr_expect_eq(map_cell(&m, 512, 511), SIDE_ALL, "the last, partial block too");
    cr_expect_eq(cells_that_disagree(&m), 0);
    map_free(&m);
}

/* The next of every `step`th index below n, the last (n - 1) always among them. */
static int next_index(int k, int n, int step)
{
    return k == n - 1 ? n : (k + step < n - 1 ? k + step : n - 1);
}

/* Where the layouts say cell (i, j) lies, `per_row` blocks or lines a row: block
 * (i / 8, j / 8) of 64 bytes, blocks row by row, then row j % 8 of the block, then column
 * i % 8; the wall bits' word: line (i / 64, j / 8) of 8 words, lines row by row, then the
 * line's row j % 8. */
static size_t block_place(int per_row, int i, int j)
{
    return ((size_t)(j / 8) * (size_t)per_row + (size_t)(i / 8)) * 64 + (size_t)(j % 8) * 8 + (size_t)(i % 8);
}

static size_t wall_place(int per_row, int i, int j)
{
    return ((size_t)(j / 8) * (size_t)per_row + (size_t)(i / 64)) * 8 + (size_t)(j % 8);
}

/* How many cells of a w x h map (every `step`th and the last of each row and column) the
 * index `got` puts elsewhere than `want`, `cells_a_row` cells to a block or line. */
static long out_of_place(int w, int h, int step, int cells_a_row, size_t (*got)(int, int, int),
                         size_t (*want)(int, int, int))
{
    int per_row = (w + cells_a_row - 1) / cells_a_row;
    long bad = 0;
    for (int j = 0; j < h; j = next_index(j, h, step))
        for (int i = 0; i < w; i = next_index(i, w, step)) bad += got(per_row, i, j) != want(per_row, i, j);
    return bad;
}

static long cells_out_of_place(int w, int h, int step)
{
    return out_of_place(w, h, step, 8, map_block_index, block_place);
}

static long walls_out_of_place(int w, int h, int step)
{
    return out_of_place(w, h, step, 64, map_wall_word, wall_place);
}

Test(big_map, a_cell_in_blocks_lies_in_its_block_at_its_row_and_column)
{
    cr_expect_eq(cells_out_of_place(513, 512, 1), 0, "a partial last block");
    cr_expect_eq(cells_out_of_place(1003, 999, 1), 0, "partial blocks right and below");
    cr_expect_eq(cells_out_of_place(SIDE, SIDE, 3), 0, "the largest map, every third cell and the last");
    cr_expect_eq(map_block_index(SIDE / 8, SIDE - 1, SIDE - 1), MAP_MAX_CELLS - 1, "its last cell is the last byte");
}

Test(big_map, a_cell_s_wall_bit_lies_in_its_line_of_64_by_8_cells)
{
    cr_expect_eq(walls_out_of_place(513, 512, 1), 0, "a partial last line");
    cr_expect_eq(walls_out_of_place(1003, 999, 1), 0, "partial lines right and below");
    cr_expect_eq(walls_out_of_place(SIDE, SIDE, 3), 0, "the largest map, every third cell and the last");
    cr_expect_eq(map_wall_word(SIDE / 64, SIDE - 1, SIDE - 1), MAP_MAX_CELLS / 64 - 1, "its last cell is the last word");
    cr_expect_eq(map_wall_word(SIDE / 64, 70, 13) - map_wall_word(SIDE / 64, 70, 5), (size_t)SIDE / 64 * 8,
                 "the line below starts a row of lines (8 words each) further on");
    Map m = {0};
    cr_assert(map_new(&m, 1003, 999));
    uint8_t *cells = map_cells_mut(&m);
    cr_assert_not_null(cells);
    for (size_t k = 0; k < (size_t)1003 * 999; k++) cells[k] = k % 7 == 0 ? SIDE_ALL : k % 7 == 1 ? SIDE_LEFT : 0;
    map_cells_index(&m);
    cr_assert_not_null(m.walls);
    cr_expect_eq((uintptr_t)m.walls % 64, 0, "a line of bits is a line of memory");
    cr_expect_eq((uintptr_t)m.blocks % 64, 0, "and so is a block");
    cr_expect_eq(cells_that_disagree(&m), 0, "walls in the first and last rows of lines too");
    map_free(&m);
}
