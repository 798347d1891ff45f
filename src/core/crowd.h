/* crowd.h: the second mode, after Accidents Do Happen (docs/sources.md):
 * circles that walk to targets, steer away from each other by predicting the time to
 * collision, and bounce elastically when they touch anyway. The formations R/B/T/G/P,
 * a grid or naive broadphase, up to CROWD_MAX_COUNT circles.
 *
 * Determinism by design: every pair's effect is added into fixed-point accumulators
 * (integer sums do not depend on their order), and a pair's effect on each of the two is
 * the same bits whichever comes first, so the grid and the naive broadphase give the
 * same bits although they meet the pairs in different orders. Entities are stored in grid-cell order (the grid
 * re-sorts them every tick, for cache locality); `id` is the identity, and the hash,
 * the formations and the generator always go through ids in ascending order, and the
 * hash adds up one hash per entity, which no order can change. */
#ifndef COLLIDE_CROWD_H
#define COLLIDE_CROWD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/rng.h"

#define CROWD_DEFAULT_COUNT 32 /* the seed's demo */
#define CROWD_MIN_COUNT 2
/* The most circles: crowd_load's cap (collide crowd --count) and Up's (Crowd.max_count).
 * At about 150 bytes a circle that is 630 MB, and the window's rewind keeps a few
 * snapshots of 33 bytes a circle besides (docs/crowd.md). */
#define CROWD_MAX_COUNT (1 << 22)     /* 4,194,304: 32 doubled 17 times */
#define CROWD_LOAD_MAX CROWD_MAX_COUNT
#define CROWD_MAX_COUNT_V1 100000     /* Up's cap in a recording that names none (docs/formats.md) */
#define CROWD_THREADS_MAX 8           /* worker threads a step may use */
#define CROWD_THREADS_MIN_COUNT 16384 /* smaller crowds step on one thread (Crowd.thread_min_count) */
#define CROWD_PAD_SLOTS 16            /* readable slots after each entity array's last (zeros at first) */
#define CROWD_RADIUS_MIN_PX 8.0f
#define CROWD_RADIUS_MAX_PX 16.0f
#define CROWD_PITCH_PX 44.0f      /* distance between neighbouring places in a formation */
#define CROWD_SPEED_PX 2.0f       /* walking speed, pixels per tick (120 px/s) */
#define CROWD_ARRIVE_PX 1.0f      /* "has reached its target" within this distance */
#define CROWD_DOT_TICKS 60        /* a collision point stays on screen this long (1 s) */
#define CROWD_FIX_ONE 16777216.0f /* fixed point of the per-tick sums: 2^24 units per pixel */

typedef enum CrowdFormation {
    CROWD_SCATTERED, /* as loaded: random places, nobody walking */
    CROWD_CIRCLE,    /* R: a ring (concentric rings when they do not fit on one) */
    CROWD_GROUPS,    /* T: three groups heading for the opposite side of the circle */
    CROWD_BLOCKS,    /* G: two blocks side by side */
    CROWD_LINES,     /* P: two vertical lines */
    CROWD_FORMATION_COUNT
} CrowdFormation;

typedef enum CrowdBroadphase { CROWD_GRID, CROWD_NAIVE } CrowdBroadphase;

/* Entity flags. */
enum {
    CROWD_RED = 1,     /* collided since it last reached its target (the seed's red) */
    CROWD_ARRIVED = 2, /* within CROWD_ARRIVE_PX of its target */
    CROWD_TOUCHED = 4, /* has accumulated something this tick (scratch, always clear between ticks) */
    CROWD_GROUP_SHIFT = 3,
    CROWD_GROUP_MASK = 3 << 3, /* T: which of the three groups (0-2) */
};

/// One entity, for tests and tools (the crowd itself stores arrays).
typedef struct CrowdEntity {
    float x, y, vx, vy, r, tx, ty;
    uint8_t flags;
} CrowdEntity;

/// A collision point (seed step 2), kept for CROWD_DOT_TICKS so it can fade out.
typedef struct CrowdDot {
    float x, y;
    uint64_t tick;
} CrowdDot;

/// The per-tick sums of one entity, in fixed point (CROWD_FIX_ONE per pixel).
typedef struct CrowdAcc {
    int64_t dvx, dvy; /* bounce: change of velocity */
    int64_t dpx, dpy; /* separation: change of position */
    int64_t avx, avy; /* avoidance: steering acceleration */
} CrowdAcc;

/// Entity arrays, one element per entity, in storage order.
typedef struct CrowdArrays {
    float *x, *y, *vx, *vy, *tx, *ty, *r;
    uint8_t *flags;
    uint32_t *id;
} CrowdArrays;

/// The entries (cell << 32 | slot) of the circles that changed cells, as the motion or
/// the sort's first pass leaves them for the sort's merge (crowd_grid.h): sorted lists in
/// the sums' memory, and how many of them left each part of the last order.
typedef struct CrowdMoved {
    int lists, parts;                   /* lists; the merge's parts `gone` counts for */
    uint32_t at[CROWD_THREADS_MAX];     /* list q: n[q] entries from entry at[q] of acc's memory */
    uint32_t n[CROWD_THREADS_MAX];
    uint32_t gone[CROWD_THREADS_MAX];   /* those that were at positions before part j's first */
    bool lost;                          /* every entry is in the lists (no kept ones) */
} CrowdMoved;

/// The phases of a step, in order, for a caller that times them (crowd_step marks the
/// end of each it runs; the core itself keeps no clock). Those marked "one thread" run
/// on the calling thread alone, the others on all the step's threads.
typedef enum CrowdPhase {
    CROWD_PHASE_SETUP,  /* one thread: the grid's extent and size */
    CROWD_PHASE_RESORT, /* the storage put in the sorted order (every RESORT_TICKS ticks) */
    CROWD_PHASE_CELLS,  /* the sort's own first pass (when it cannot take the motion's lists) */
    CROWD_PHASE_SPLIT,  /* one thread: where each part of the merge starts */
    CROWD_PHASE_MERGE,  /* the sorted order and the copies the pairs read */
    CROWD_PHASE_TABLE,  /* the avoidance's table of cells */
    CROWD_PHASE_PAIRS,  /* the pairs: contacts, avoidance */
    CROWD_PHASE_DOTS,   /* one thread: the parts' collision points and counts put together */
    CROWD_PHASE_MOTION, /* steering, moving, the cells and lists for the next sort */
    CROWD_PHASE_END,    /* one thread: the motion's counts and bounds put together */
    CROWD_PHASE_COUNT
} CrowdPhase;

/// Called at the end of each phase of a step, on the calling thread.
typedef void (*CrowdPhaseMark)(void *ctx, CrowdPhase phase);

typedef struct Crowd {
    int count;     /* entities loaded (0 until a key loads them) */
    int want;      /* the count the next load uses (Up/Down) */
    int max_count; /* Up's cap: CROWD_MAX_COUNT, or a recording's (WorldConfig.crowd_max) */
    int capacity; /* arrays are allocated for this many */
    uint64_t seed;
    Rng rng;
    uint64_t tick;
    bool avoid;                 /* predictive avoidance on (A) */
    CrowdBroadphase broadphase; /* grid or naive (Q): changes the speed, never the result */
    CrowdFormation formation;
    float arena_w, arena_h; /* the world rectangle [0,w] x [0,h] the formations use, pixels */
    /* Threads a step uses (1..CROWD_THREADS_MAX), from thread_min_count circles on: the
     * speed, never the result (every tick's hash is the same with any number). */
    int threads, thread_min_count;
    /* The versions of the hot loops for wider vectors (core/base/wide.h: WIDE_PLAIN,
     * WIDE_AVX2, WIDE_AVX512), the widest the processor has: the speed, never the
     * result. */
    int wide;

    uint64_t collisions; /* so far: pairs that came into contact while approaching */
    int red, arrived;    /* counted by the last step */

    void *storage;     /* one block holding every array below */
    CrowdArrays e;     /* the entities, storage order */
    CrowdArrays back;  /* the grid sorts into these, then the two swap */
    uint32_t *slot_of; /* id -> storage slot, rebuilt on demand (crowd_slots) */
    bool slots_ok;
    uint32_t *cell;       /* the grid's scratch, a word per slot (in acc's memory) */
    uint32_t *order;      /* the broadphase's sorted order: position -> storage slot */
    uint32_t *order_own;  /* order's own array: a sort writes the new order beside the old one */
    uint32_t *key;        /* the cell of each sorted position (then padding that sorts last) */
    int order_n;          /* order holds a permutation of this many slots (0: none yet) */
    bool keys_ok;         /* key holds the cells of the last sort (else order is all there is) */
    bool sorted;          /* that sort was of the positions as they are (the motion has not run since) */
    uint32_t *cell_start; /* scratch of cell_cap + 2 entries (the load's pick of places) */
    int cell_cap;
    int grid_w, grid_h; /* the last grid: its columns, rows, corner and cell size */
    float grid_x0, grid_y0, grid_cell;
    bool cells_ok; /* the motion left each slot's cell in that grid and the moved lists (crowd_grid.h) */
    CrowdMoved moved;
    CrowdAcc *acc;                    /* per slot; valid where the slot is CROWD_TOUCHED */
    float min_x, min_y, max_x, max_y; /* where the entities are (the grid's extent) */
    bool bounds_ok;

    CrowdDot *dots; /* ring buffer of recent collision points (not hashed) */
    int dot_cap, dot_next, dot_count;

    CrowdPhaseMark phase_mark; /* NULL, or told the end of each phase (copies get NULL) */
    void *phase_ctx;
} Crowd;

/// Prepare an empty crowd with its own seeded generator; it steps with
/// crowd_default_threads() threads.
bool crowd_init(Crowd *crowd, uint64_t seed);
/// The threads crowd_init gives a crowd (1 unless set; clamped to 1..CROWD_THREADS_MAX).
void crowd_set_default_threads(int threads);
int crowd_default_threads(void);
/// Bytes of memory the crowd holds for its circles (its one block, rounded up to whole
/// huge pages when it is in them).
size_t crowd_bytes(const Crowd *crowd);
/// Release what the crowd owns.
void crowd_free(Crowd *crowd);
/// Forget the crowd's arrays without freeing them (a struct copy must not point into
/// another crowd's block); the sizes and the state's scalars stay.
void crowd_detach(Crowd *crowd);
/// Make `dst` (initialised, or all zero) a copy of `src` that steps to the same states and
/// draws the same, reusing dst's block when it is big enough. False if memory runs out
/// (dst keeps what it had).
bool crowd_copy(Crowd *dst, const Crowd *src);
/// Bytes crowd_pack writes: the crowd's state alone (entities and the dots still drawn),
/// without the scratch arrays a step rebuilds; a fraction of the crowd's block.
size_t crowd_pack_size(const Crowd *crowd);
/// Write that state into `buf` (crowd_pack_size bytes, any alignment).
void crowd_pack(const Crowd *crowd, void *buf);
/// Make `dst` the crowd that was packed: `head` is that crowd's struct as it was (its
/// array pointers are not read), `buf` what crowd_pack wrote. Like crowd_copy otherwise.
bool crowd_unpack(Crowd *dst, const Crowd *head, const void *buf);
/// Apply the ACT_CROWD_* actions pressed this tick (load, formations, swap, count, toggles).
void crowd_apply(Crowd *crowd, uint32_t actions);
/// Advance one tick: broadphase, pairs (bounce, separation, avoidance), steering and motion.
void crowd_step(Crowd *crowd);
/// Fold the crowd's state into a hash: the same whatever the storage order (the broadphase
/// and the collision dots are not state).
uint64_t crowd_hash(const Crowd *crowd, uint64_t h);

/// Load `count` entities at random, non-overlapping places (as the seed's "any key"); the
/// formation becomes CROWD_SCATTERED. False if memory runs out (the crowd is left as it was).
bool crowd_load(Crowd *crowd, int count);
/// Change the count and put the new entities straight into the current formation (Up/Down).
bool crowd_resize(Crowd *crowd, int count);
/// Give every entity a place in `formation` as its target (R, T, G, P).
void crowd_arrange(Crowd *crowd, CrowdFormation formation);
/// B: swap places within the current formation.
void crowd_swap(Crowd *crowd);
/// Seed steps 1-3 alone: detect the touching pairs at the current positions, bounce and
/// separate them; no steering, no motion. crowd_step does the same inside each tick.
void crowd_collide(Crowd *crowd);

/// Pairs of circles that overlap by more than `tolerance_px` (uses the grid's scratch).
int crowd_overlaps(Crowd *crowd, float tolerance_px);
/// Total momentum (mass is the radius squared, proportional to the area) and kinetic energy.
void crowd_momentum(Crowd *crowd, double *px, double *py, double *kinetic);
/// Read or replace entity `id` (0 <= id < count).
CrowdEntity crowd_get(const Crowd *crowd, int id);
void crowd_set(Crowd *crowd, int id, const CrowdEntity *entity);

/// "circle", "groups", "blocks", "lines" ("scattered" for the loaded state); -1 if unknown.
const char *crowd_formation_name(CrowdFormation formation);
int crowd_formation_find(const char *name);
/// The arena for `count` entities: every formation fits inside it.
void crowd_arena_size(int count, float *w, float *h);

#endif
