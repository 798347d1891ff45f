/* input.h: one tick of input, the only thing besides the previous state that the
 * core's step reads (Handmade Hero's split). Replays store exactly this. */
#ifndef COLLIDE_INPUT_H
#define COLLIDE_INPUT_H

#include <stdint.h>

/* Directions held down during the tick. In the platformer motion Up is the jump. */
enum {
    IN_LEFT = 1,
    IN_RIGHT = 2,
    IN_UP = 4,
    IN_DOWN = 8,
};

/* Actions pressed during the tick (each applies once). */
enum {
    ACT_SPEED_UP = 1u << 0,
    ACT_SPEED_DOWN = 1u << 1,
    ACT_MODE = 1u << 2,              /* Tab: tiles <-> crowd */
    ACT_COMPARE = 1u << 3,           /* C: single -> ghost compare -> split compare -> single */
    ACT_RESPAWN = 1u << 4,           /* Backspace: player back to the spawn */
    ACT_GRAVITY_DOWN = 1u << 5,      /* the platformer's gravity a step down (motion_nudge) */
    ACT_GRAVITY_UP = 1u << 6,
    ACT_JUMP_DOWN = 1u << 7,         /* its take-off speed a step down */
    ACT_JUMP_UP = 1u << 18,
    ACT_CROWD_LOAD = 1u << 8,        /* any key in crowd mode */
    ACT_CROWD_CIRCLE = 1u << 9,      /* R */
    ACT_CROWD_SWAP = 1u << 10,       /* B */
    ACT_CROWD_THREE = 1u << 11,      /* T */
    ACT_CROWD_BLOCKS = 1u << 12,     /* G */
    ACT_CROWD_LINES = 1u << 13,      /* P */
    ACT_CROWD_MORE = 1u << 14,       /* Up */
    ACT_CROWD_FEWER = 1u << 15,      /* Down */
    ACT_CROWD_AVOID = 1u << 16,      /* A */
    ACT_CROWD_BROADPHASE = 1u << 17, /* Q */
};
/* The platformer's gravity and jump a step down or up (U I J K). */
#define ACT_MOTION_NUDGES (ACT_GRAVITY_DOWN | ACT_GRAVITY_UP | ACT_JUMP_DOWN | ACT_JUMP_UP)

/* Editor operations carried in the input, so edits are part of a recording. */
enum {
    EDIT_NONE = 0,
    EDIT_SET_CELL = 1,  /* cell (i, j) := value (a side mask) */
    EDIT_SET_SPAWN = 2, /* spawn := cell (i, j) */
};

typedef struct EditOp {
    uint8_t op;
    uint8_t value;
    int16_t i, j;
} EditOp;

/* The player placed by the mouse: every method's body put at (x, y) in world pixels,
 * then moved by (dx, dy) through the resolvers in the same tick (a throw). */
typedef struct Place {
    int16_t x, y;
    int16_t dx, dy;
    uint8_t on;
} Place;

struct Map;

typedef struct Input {
    uint8_t held;     /* IN_* */
    int8_t resolver;  /* switch to this resolver this tick, or -1 */
    uint32_t actions; /* ACT_* */
    EditOp edit;
    Place place;
    /* A map loaded at the start of this tick (the map browser), or NULL. Whoever makes
     * the input keeps the map alive while it is used: a recording owns a copy of each. */
    uint8_t map_suggest; /* with map: apply its suggested method and speed */
    const struct Map *map;
    /* An analog direction (a gamepad's stick, the mouse held toward a point), each axis in
     * steps of 1/INPUT_AXIS_MAX; (0, 0) leaves the direction to the held keys. */
    int8_t ax, ay;
} Input;

#define INPUT_AXIS_MAX 127

#define INPUT_NONE ((Input){0, -1, 0, {0, 0, 0, 0}, {0, 0, 0, 0, 0}, 0, 0, 0, 0})

#endif
