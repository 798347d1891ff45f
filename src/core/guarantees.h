/* guarantees.h: the guarantees table (docs/robustness.md, "Measured guarantees"): each method measured
 * over seeded random moves on a set of maps at one speed, judged by the referee
 * (referee.h): how often it ends inside a wall, goes through one, or stops short of
 * where a perfect method would stop, and how deep it gets into a wall at worst. */
#ifndef COLLIDE_GUARANTEES_H
#define COLLIDE_GUARANTEES_H

#include <stdbool.h>
#include <stdint.h>

#include "core/map.h"
#include "core/resolver.h"

#define GUARANTEE_SHORT_PX 1.0      /* stopping more than this short of the perfect stop counts */
#define GUARANTEE_RESTART_MOVES 100 /* moves between fresh random starting spots */
#define GUARANTEE_HOLD_MAX 30       /* a direction is held for 1 to this many moves */

/// What one method came to at one speed.
typedef struct GuaranteeRow {
    long moves;
    long inside;        /* ended with the body inside a wall */
    long crossed;       /* went through a wall and ended outside any */
    long short_stop;    /* stopped short of the perfect stop by more than GUARANTEE_SHORT_PX */
    double worst_depth; /* the deepest a body ended inside a wall, pixels */
} GuaranteeRow;

/// The referee's verdict on one move wanted as (dx, dy) from `start` that ended at `end`.
typedef struct MoveVerdict {
    double depth;    /* how deep the body ended inside a wall, pixels (0 when outside) */
    bool inside;     /* ended inside a wall, deeper than REFEREE_TOLERANCE_PX */
    bool crossed;    /* went through a wall and ended outside any */
    bool short_stop; /* stopped more than GUARANTEE_SHORT_PX short of the perfect stop */
} MoveVerdict;

/// Judge one move as the guarantees table counts it (the referee, referee.h).
MoveVerdict guarantees_judge(const Map *map, BodyModel model, const Body *start, float dx, float dy, const Body *end);
/// The same verdict without measuring how deep (depth is left 0): what the live
/// tallies and the heat map count.
MoveVerdict guarantees_verdict(const Map *map, BodyModel model, const Body *start, float dx, float dy, const Body *end);

/// The speeds `collide guarantees` measures at, tiles per tick per axis: a quarter tile,
/// one tile, four tiles.
#define GUARANTEE_SPEED_COUNT 3
static const double GUARANTEE_SPEEDS_TILES[GUARANTEE_SPEED_COUNT] = {0.25, 1.0, 4.0};

/// The eight directions the keys give, as unit steps per axis (a diagonal moves on both).
static const int GUARANTEE_DIRS[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

#define HEATMAP_STARTS 4 /* start points per cell: the centres of its four quarters */
#define HEATMAP_DIRS 8   /* the eight directions the keys give */

/// One cell of a failure heat map: of the moves tried from it (every start point where
/// the body fits, each of the eight directions), how many failed, and how.
typedef struct HeatCell {
    uint8_t tried, crossed, inside, short_stop;
} HeatCell;

/// A heat map of the cells x..x+w-1, y..y+h-1 of a map (all of it, or the part in view).
typedef struct Heatmap {
    int x, y, w, h;
    HeatCell *cells; /* owned: row-major, w*h (heatmap_free) */
    size_t cap;      /* cells allocated */
} Heatmap;

/// Try every cell of `map` with `method`'s body: from each start point where
/// the body touches no wall, one move of `speed` pixels per axis in each of the eight
/// directions, judged by guarantees_verdict. Movers are left out (the map as drawn).
/// Deterministic in `seed` (grid-region's coin). `out` is zeroed or a heat map this
/// filled (its cells are reused); false when memory runs out.
bool guarantees_heatmap(Heatmap *out, const ResolverInfo *method, const Map *map, float speed, uint64_t seed);
/// The same for the cells x..x+w-1, y..y+h-1 only (clipped to the map): a big map's
/// part in view. The coin runs over those cells alone.
bool guarantees_heatmap_part(Heatmap *out, const ResolverInfo *method, const Map *map, float speed, uint64_t seed, int x, int y,
                             int w, int h);
/// Release the cells of a heat map and zero it.
void heatmap_free(Heatmap *heat);

/// Measure `method` over `moves` moves spread evenly over `maps`, each move
/// `speed_tiles` tiles per axis in one of the eight directions the keys give (held for
/// a random number of moves, as a player does), as a walk that restarts at a random
/// free spot every GUARANTEE_RESTART_MOVES moves. A move that ends inside a wall is
/// counted and the walk goes on from where it started. Deterministic in `seed`.
GuaranteeRow guarantees_measure(const ResolverInfo *method, const Map *maps, int map_count, double speed_tiles, long moves,
                                uint64_t seed);

#endif
