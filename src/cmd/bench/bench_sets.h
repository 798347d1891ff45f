/* bench_sets.h: what the bench times its figures on: moves drawn the way games make them,
 * the cell-centre moves of earlier versions of the bench, and a generated map as large as
 * a map may be. */
#ifndef COLLIDE_BENCH_SETS_H
#define COLLIDE_BENCH_SETS_H

#include "core/base/rng.h"
#include "core/map.h"
#include "core/resolver.h"

/// One move to time: the body it starts from and the wanted move.
typedef struct BenchMove {
    Body start;
    float dx, dy;
} BenchMove;

#define BENCH_MOVE_MIN_PX 0.1f    /* the shortest game move: a sub-pixel nudge */
#define BENCH_MOVE_MAX_TILES 4.0f /* the longest: four tiles in a tick */
#define BENCH_AGAINST_WALLS 4     /* one move in this many starts against a wall */

/// `n` moves of method `resolver` as games make them, within the w x h cells at (x0, y0)
/// of `map`: each from a random place where the method's body touches no wall (one in
/// BENCH_AGAINST_WALLS of them then carried up against the first wall in a random key
/// direction), of a length from BENCH_MOVE_MIN_PX to BENCH_MOVE_MAX_TILES tiles spread
/// evenly in its logarithm, half of them along the eight key directions and half in any
/// direction.
void bench_game_moves(const Map *map, int x0, int y0, int w, int h, int resolver, Rng *rng, BenchMove *out, int n);

/// `n` moves of `length` px in random directions, each from the centre of a random empty
/// cell of the w x h cells at (x0, y0): the set earlier versions of the bench timed, where
/// a short move never leaves its cell.
void bench_centre_moves(const Map *map, int x0, int y0, int w, int h, int resolver, float length, Rng *rng,
                        BenchMove *out, int n);

#define BENCH_MAPS_MAX 32

/// The *.map files of `maps_dir` loaded into `maps` (at most `cap`, zeroed), in the order
/// of their names, or the built-in map when none loads; returns how many.
int bench_load_maps(const char *maps_dir, Map *maps, int cap);

/// A generated side x side map (32 px cells) whose cells near its far corner (the bottom
/// right) are the same on every size: a solid border, and inside about one block in six,
/// placed by a hash of the distance from that corner. False when memory runs out.
bool bench_far_corner_map(Map *m, int side);

#endif
