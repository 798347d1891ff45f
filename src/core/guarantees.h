/* guarantees.h: the guarantees table (README "The resolvers"): each method measured
 * over seeded random moves on a set of maps at one speed, judged by the referee
 * (referee.h): how often it ends inside a wall, goes through one, or stops short of
 * where a perfect method would stop, and how deep it gets into a wall at worst. */
#ifndef COLLIDE_GUARANTEES_H
#define COLLIDE_GUARANTEES_H

#include <stdint.h>

#include "core/map.h"

#define GUARANTEE_SHORT_PX 1.0        /* stopping more than this short of the perfect stop counts */
#define GUARANTEE_RESTART_MOVES 100   /* moves between fresh random starting spots */
#define GUARANTEE_HOLD_MAX 30         /* a direction is held for 1 to this many moves */

/// What one method came to at one speed.
typedef struct GuaranteeRow {
    long moves;
    long inside;        /* ended with the body inside a wall */
    long crossed;       /* went through a wall and ended outside any */
    long short_stop;    /* stopped short of the perfect stop by more than GUARANTEE_SHORT_PX */
    double worst_depth; /* the deepest a body ended inside a wall, pixels */
} GuaranteeRow;

/// Measure resolver `resolver` over `moves` moves spread evenly over `maps`, each move
/// `speed_tiles` tiles per axis in one of the eight directions the keys give (held for
/// a random number of moves, as a player does), as a walk that restarts at a random
/// free spot every GUARANTEE_RESTART_MOVES moves. A move that ends inside a wall is
/// counted and the walk goes on from where it started. Deterministic in `seed`.
GuaranteeRow guarantees_measure(int resolver, const Map *maps, int map_count, double speed_tiles, long moves,
                                uint64_t seed);

#endif
