/* world_config.h: how a run starts besides its map: the seed, the method, the speed
 * (a level, or a free speed), the mode and the body; the speed levels; and a map's
 * suggestion applied to it. */
#ifndef COLLIDE_WORLD_CONFIG_H
#define COLLIDE_WORLD_CONFIG_H

#include <stdint.h>

#include "core/map.h"
#include "core/method_set.h"
#include "core/motion.h"

#define SPEED_LEVEL_COUNT 16
#define SPEED_LEVEL_DEFAULT 4 /* 3 px/tick */

typedef enum Mode { MODE_TILES, MODE_CROWD } Mode;

/* Which state hash a run keeps (docs/formats.md, "The state hash"). */
typedef enum WorldHash {
    WORLD_HASH_CURRENT = 0, /* in a WorldConfig: the newest, WORLD_HASH_KEYED */
    WORLD_HASH_ALL = 1,     /* recordings of format 1 and 2: every method's body, by its place in the list */
    WORLD_HASH_KEYED = 2,   /* format 3: what the mode moves, each method's body keyed by its name */
} WorldHash;

/// Everything that fixes a run's start besides the map.
typedef struct WorldConfig {
    uint64_t seed;
    int resolver;    /* ResolverId */
    int speed_level; /* 0..SPEED_LEVEL_COUNT-1 */
    Mode mode;
    float speed;          /* px/tick, any value (0: the speed level's) */
    float body_w, body_h; /* the box methods' body, px (0: their own) */
    float radius;         /* the circle method's radius, px (0: its own) */
    int crowd_max;        /* Up's cap on the crowd (0: CROWD_MAX_COUNT) */
    MethodSet methods;    /* the run's methods in key order (count 0: the built-ins) */
    MotionParams motion;  /* how input becomes the wanted move (all zero: top-down) */
    WorldHash hash;       /* the state hash the run keeps */
} WorldConfig;

/* The range of the game's own body and speed (--size, --radius, --speed): a body
 * at least a pixel and at most a few big tiles, a speed up to the top level. */
#define WORLD_SIZE_MIN 1.0f
#define WORLD_SIZE_MAX 512.0f
#define WORLD_RADIUS_MIN 0.5f
#define WORLD_RADIUS_MAX 256.0f
#define WORLD_SPEED_MIN 0.01f
#define WORLD_SPEED_MAX 128.0f

/// Up's cap on the crowd of a run with `config`: its crowd_max, or CROWD_MAX_COUNT.
int world_crowd_max(const WorldConfig *config);
/// The player's speed at a level, pixels per tick (a crawl to several tiles).
float world_speed_at(int level);
/// The speed level whose speed is nearest `speed` (pixels per tick); the slower one on a tie.
int world_speed_level_nearest(float speed);
/// A map's suggestion (format version 2) applied to a run's start: its method (when the
/// run's methods have it), the speed level nearest its speed, and its motion model (with
/// that model's defaults, unless the run is in it already). A part the map leaves out
/// keeps what `config` has.
void world_config_suggest(WorldConfig *config, const MapLesson *lesson);

#endif
