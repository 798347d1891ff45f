/* motion.h: how a tick's input becomes each body's wanted move: the motion model. Top-down
 * moves at the run's speed while a direction is held (every older recording is this);
 * accelerated top-down speeds up and slows down (Handmade Hero's ddP with drag); the
 * platformer falls under gravity, runs, and jumps, with variable height, coyote time and a
 * jump buffer; a game's own step (a user's script declares it: docs/your-method.md) gives
 * each body's velocity from the input and its last contact. Each body keeps its own velocity and its own answer to "am I on the
 * ground" (its method's: a short move down that the method refuses or shortens), so in
 * the compare view the same keys give every method a trajectory of its own. Pure
 * arithmetic; world.c drives it (docs/motion.md). */
#ifndef COLLIDE_MOTION_H
#define COLLIDE_MOTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum MotionModel {
    MOTION_TOP_DOWN,
    MOTION_ACCELERATED,
    MOTION_PLATFORMER,
    MOTION_SCRIPT, /* the step of the method named in MotionParams.script */
    MOTION_MODEL_COUNT
} MotionModel;

#define MOTION_SCRIPT_NAME_MAX 32 /* a method's name, terminator included (METHOD_NAME_MAX) */
#define MOTION_STEP_MAX 1024.0f   /* px/tick: the fastest a game's step may ask for, each axis */

/// The model and its parameters: pixels, ticks, pixels per tick and per tick squared.
typedef struct MotionParams {
    MotionModel model;
    /* accelerated top-down: v += accel * direction - friction * v, |v| at most the speed */
    float accel, friction;
    /* platformer: the run speed is the run's speed (--speed, [ ]) */
    float gravity, fall_max;         /* px/tick² down; the fastest fall, px/tick */
    float ground_accel, ground_decel; /* px/tick² toward the run speed, and back to rest */
    float air_accel, air_decel;
    float jump;     /* the take-off speed, px/tick up */
    float jump_cut; /* letting go of jump while rising keeps this share of the rise's speed */
    int coyote;     /* ticks after leaving the ground in which a jump still takes off */
    int buffer;     /* ticks a jump pressed before landing waits for the ground */
    /* a game's own step: the method whose script declares it (zeroed past the name) */
    char script[MOTION_SCRIPT_NAME_MAX];
} MotionParams;

/* The parameters' bytes the state hash covers: those before the step's name, as they were
 * before a game's step could be named (the name is the same all through a run). */
#define MOTION_PARAMS_HASHED offsetof(MotionParams, script)

/// What a game's own step is given each tick, besides the body's motion: the direction
/// asked (each axis in [-1, 1]), the jump key, the run's speed, and where the body is.
typedef struct MotionInput {
    float dir_x, dir_y;
    bool jump, jump_pressed; /* held; and held now but not last tick */
    float speed;
    float x, y;
} MotionInput;

/// One body's motion between ticks. All zero: at rest, in the air.
typedef struct MotionState {
    float vx, vy;
    uint8_t ground;   /* its method said it stands on something after its last move */
    uint8_t jump_down; /* the jump key was held last tick (a press is its going down) */
    int16_t since_ground; /* ticks since it last stood, up to a limit */
    int16_t buffered;     /* ticks a pressed jump still waits */
} MotionState;

/* The limits of the parameters (--gravity and the others, a recording's motion line). */
#define MOTION_ACCEL_MAX 128.0f
#define MOTION_TICKS_MAX 600 /* coyote time and the jump buffer: ten seconds at most */
#define MOTION_SINCE_CAP 30000

/// A body at rest in the air: no velocity, not standing, long since it last stood.
MotionState motion_rest(void);
/// The defaults of `model`: a platformer that falls a tile in about 11 ticks and jumps
/// about two and a half tiles of 32 px; an accelerated top-down that reaches its speed in a
/// quarter of a second. Top-down has no parameters.
MotionParams motion_defaults(MotionModel model);
/// The model's command-line name ("top-down", "accelerated", "platformer", "script"), or NULL.
const char *motion_name(MotionModel model);
/// The model called `name`, or -1.
int motion_find(const char *name);
/// Is every parameter finite and within its limits? `why` says which is not.
bool motion_params_valid(const MotionParams *p, char *why, size_t cap);

/// The wanted move of a body in state `s` this tick, for the direction (dir_x, dir_y),
/// each in [-1, 1] (the keys, or an analog stick scaled down), jump held or not, at the
/// run's `speed`; updates the velocity and the jump's bookkeeping.
void motion_wanted(const MotionParams *p, MotionState *s, float dir_x, float dir_y, bool jump, float speed, float *dx,
                   float *dy);
/// The input a game's own step sees for a body in state `s` (motion_step_done keeps the jump key).
MotionInput motion_step_input(const MotionState *s, float dir_x, float dir_y, bool jump, float speed, float x, float y);
/// After a game's own step asked for velocity (vx, vy): kept (each axis held to
/// MOTION_STEP_MAX, a non-finite one 0) as the wanted move; the jump key remembered.
void motion_step_done(MotionState *s, bool jump, float vx, float vy, float *dx, float *dy);
/// Does the model decide ground by asking the method (the platformer, a game's step)?
bool motion_has_ground(MotionModel model);
/// After the method moved the body by (moved_x, moved_y) of the wanted (dx, dy): a wall
/// stops the run, a ceiling the rise, a floor the fall; `ground` is the method's answer.
void motion_moved(const MotionParams *p, MotionState *s, float dx, float dy, float moved_x, float moved_y, bool ground);
/// The platformer's gravity and take-off speed a step up (+1) or down (-1) along their
/// ladders (the live keys); a value between two steps goes to the nearest below / above.
/// Other models are left as they are.
void motion_nudge(MotionParams *p, int gravity_step, int jump_step);
/// Does the ground question need a probe (a short move down), or does the move answer it?
/// *ground is the answer when it does not.
bool motion_needs_probe(float dy, float moved_y, bool *ground);

#endif
