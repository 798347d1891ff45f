/* world.h: the whole simulation state and its pure step (Handmade Hero's game layer):
 * world_step(world, input) depends only on the previous state and one tick of input,
 * which gives record/replay, headless runs, tests and benchmarks the same code. */
#ifndef COLLIDE_WORLD_H
#define COLLIDE_WORLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/crowd.h"
#include "core/input.h"
#include "core/map.h"
#include "core/resolver.h"
#include "core/base/rng.h"
#include "core/tally.h"
#include "core/trace.h"
#include "core/world_config.h"

#define TICK_HZ 60 /* simulation ticks per second */
/// Compare view: off, ghosts (all bodies in one view), split (a viewport a method).
typedef enum CompareView { COMPARE_OFF, COMPARE_GHOST, COMPARE_SPLIT } CompareView;

typedef struct World {
    Map map;           /* the live map (the editor changes it) */
    WorldConfig start; /* how the run began */
    uint64_t tick;
    Mode mode;
    MethodSet methods; /* the run's methods, in key order (WorldConfig.methods) */
    WorldHash hash;    /* the state hash it keeps (never WORLD_HASH_CURRENT) */
    int resolver;      /* the active method, an index into methods */
    CompareView compare;
    int speed_level;
    float speed;                   /* a free speed, px/tick, 0 while on a level */
    Body bodies[METHOD_MAX];   /* one player per method; the single view uses bodies[resolver] */
    MoveInfo last[METHOD_MAX]; /* what each method's last move came to */
    MotionState motion[METHOD_MAX]; /* each body's velocity and ground (not top-down's: it has none) */
    MotionParams motion_params;     /* the motion now: the start's, as the keys (ACT_GRAVITY_*, ACT_JUMP_*) and a
                                     * map's suggestion changed it */
    MoverState movers[MAP_MAX_MOVERS];
    Rng rng;
    Crowd crowd;
    CompareLog log; /* compare view tallies and trails; not hashed (tally.h) */
} World;

/// Start a world on a copy of `map` (sharing its cells, map_copy). Returns false if memory
/// runs out, or a method of the config's set is missing (a recording's user method that the
/// caller has not made from its files). world_free releases it.
bool world_init(World *world, const Map *map, const WorldConfig *config);
/// Release what the world owns.
void world_free(World *world);
/// Make `dst` (initialised) a copy of `src` that steps to the same states, reusing dst's
/// crowd block when it is big enough. False if memory runs out (dst is left as it was).
bool world_copy(World *dst, const World *src);
/// Bytes world_pack writes: the struct and the crowd's state, not its scratch.
size_t world_pack_size(const World *world);
/// Write the world into `buf` (world_pack_size bytes, aligned as malloc aligns). The
/// packed world shares the map's cells (map_copy): world_pack_release before freeing buf.
void world_pack(const World *world, void *buf);
/// Release what a packed world shares (its map's cells); buf itself stays the caller's.
void world_pack_release(void *buf);
/// The map a packed world holds.
const Map *world_packed_map(const void *buf);
/// Make `dst` (initialised) the world world_pack wrote into `buf`, as world_copy would.
bool world_unpack(World *dst, const void *buf);
/// Load `map` into a running world, as a tick's Input.map does: the tick goes on, the
/// players go to the new spawn, the movers and the compare view's tallies start over,
/// the mode and the compare view stay. With `suggest` the map's suggested method and
/// speed level are taken (a free --speed stays, as at the start).
void world_load_map(World *world, const Map *map, bool suggest);
/// Advance one tick. `trace`, if not NULL, receives what the active resolver looked at.
void world_step(World *world, const Input *input, Trace *trace);
/// The 64-bit hash of the simulation state, as the run keeps it (World.hash; docs/formats.md,
/// "The state hash").
uint64_t world_hash(const World *world);
/// The method at `id` in the world's set, or NULL.
const ResolverInfo *world_method(const World *world, int id);
/// How many methods the world's set has.
int world_method_count(const World *world);
/// The player's current speed, pixels per tick.
float world_speed(const World *world);
/// The body of method r centred at (x, y): its own, or the run's --size/--radius.
Body world_body(const World *world, int r, float x, float y);
/// The active player body.
const Body *world_player(const World *world);
/// Put every player body back at the map's spawn.
void world_respawn(World *world);
/// Apply one editor operation to a map, as world_step does with the tick's Input.edit
/// (the editor uses it to preview edits that wait for the next tick). A change makes
/// the map's cells its own first (map_cells_mut); false when that runs out of memory,
/// and the edit is then not applied.
bool world_apply_edit(Map *map, const EditOp *edit);

#endif
