/* motion.c: see motion.h. */
#include "core/motion.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *const NAMES[MOTION_MODEL_COUNT] = {"top-down", "accelerated", "platformer", "script"};

#define GROUND_SURE_PX 0.5f /* a fall shortened by this much met a floor, whatever the method rounds */
#define PROBE_MAX_PX 0.5f  /* a fall shorter than this cannot tell a floor from rounding */

MotionState motion_rest(void)
{
    return (MotionState){0.0f, 0.0f, 0, 0, MOTION_SINCE_CAP, 0};
}

MotionParams motion_defaults(MotionModel model)
{
    MotionParams p = {.model = model};
    if (model == MOTION_ACCELERATED) {
        p.accel = 1.0f;
        p.friction = 0.15f;
    } else if (model == MOTION_PLATFORMER) {
        p.gravity = 0.5f;
        p.fall_max = 12.0f;
        p.ground_accel = 0.6f;
        p.ground_decel = 0.8f;
        p.air_accel = 0.35f;
        p.air_decel = 0.1f;
        p.jump = 9.0f;
        p.jump_cut = 0.4f;
        p.coyote = 6;
        p.buffer = 6;
    }
    return p;
}

const char *motion_name(MotionModel model)
{
    return model >= 0 && model < MOTION_MODEL_COUNT ? NAMES[model] : NULL;
}

int motion_find(const char *name)
{
    for (int m = 0; m < MOTION_MODEL_COUNT; m++)
        if (strcmp(NAMES[m], name) == 0) return m;
    return -1;
}

static bool in_range(float v, float lo, float hi)
{
    return v >= lo && v <= hi; /* false for NaN */
}

bool motion_params_valid(const MotionParams *p, char *why, size_t cap)
{
    const struct {
        const char *name;
        float v, lo, hi;
    } F[] = {
        {"accel", p->accel, 0.0f, MOTION_ACCEL_MAX},        {"friction", p->friction, 0.0f, 1.0f},
        {"gravity", p->gravity, 0.0f, MOTION_ACCEL_MAX},    {"fall-max", p->fall_max, 0.0f, 1024.0f},
        {"ground-accel", p->ground_accel, 0.0f, MOTION_ACCEL_MAX}, {"ground-decel", p->ground_decel, 0.0f, MOTION_ACCEL_MAX},
        {"air-accel", p->air_accel, 0.0f, MOTION_ACCEL_MAX}, {"air-decel", p->air_decel, 0.0f, MOTION_ACCEL_MAX},
        {"jump", p->jump, 0.0f, 1024.0f},                   {"jump-cut", p->jump_cut, 0.0f, 1.0f},
    };
    for (size_t k = 0; k < sizeof F / sizeof F[0]; k++)
        if (!in_range(F[k].v, F[k].lo, F[k].hi)) {
            snprintf(why, cap, "%s must be a number from %g to %g, not %g", F[k].name, (double)F[k].lo,
                     (double)F[k].hi, (double)F[k].v);
            return false;
        }
    if (p->coyote < 0 || p->coyote > MOTION_TICKS_MAX || p->buffer < 0 || p->buffer > MOTION_TICKS_MAX) {
        snprintf(why, cap, "coyote and buffer are 0 to %d ticks", MOTION_TICKS_MAX);
        return false;
    }
    if (p->model < 0 || p->model >= MOTION_MODEL_COUNT) {
        snprintf(why, cap, "no motion model %d", (int)p->model);
        return false;
    }
    if (p->model == MOTION_SCRIPT && !p->script[0]) {
        snprintf(why, cap, "the script motion names the method whose step it is");
        return false;
    }
    return true;
}

/* The live keys' steps: a gentle drift to a heavy game's, and a hop to a leap over
 * several tiles of 32 px. */
static const float GRAVITY_STEPS[] = {0.05f, 0.1f, 0.15f, 0.2f, 0.25f, 0.3f, 0.4f, 0.5f, 0.6f, 0.8f,
                                      1.0f,  1.25f, 1.5f, 2.0f, 2.5f, 3.0f, 4.0f, 6.0f, 8.0f};
static const float JUMP_STEPS[] = {1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f, 9.0f, 10.0f, 11.0f,
                                   12.0f, 14.0f, 16.0f, 20.0f, 24.0f, 32.0f, 48.0f, 64.0f};

/* The next step above (step > 0) or below `v` on a ladder of n; v itself at either end. */
static float ladder_step(float v, const float *ladder, int n, int step)
{
    if (step > 0) {
        for (int k = 0; k < n; k++)
            if (ladder[k] > v) return ladder[k];
    } else if (step < 0) {
        for (int k = n - 1; k >= 0; k--)
            if (ladder[k] < v) return ladder[k];
    }
    return v;
}

void motion_nudge(MotionParams *p, int gravity_step, int jump_step)
{
    if (p->model != MOTION_PLATFORMER) return;
    int ng = (int)(sizeof GRAVITY_STEPS / sizeof GRAVITY_STEPS[0]), nj = (int)(sizeof JUMP_STEPS / sizeof JUMP_STEPS[0]);
    p->gravity = ladder_step(p->gravity, GRAVITY_STEPS, ng, gravity_step);
    p->jump = ladder_step(p->jump, JUMP_STEPS, nj, jump_step);
}

/* v moved toward `target` by at most `step`. */
static float approach(float v, float target, float step)
{
    if (v < target) return v + step < target ? v + step : target;
    return v - step > target ? v - step : target;
}

static void accelerated(const MotionParams *p, MotionState *s, float dir_x, float dir_y, float speed)
{
    /* Handmade Hero's ddP: the direction, at most one long, scaled by the acceleration,
     * with drag against the velocity; then the speed is held to the run's. */
    float len = sqrtf(dir_x * dir_x + dir_y * dir_y);
    if (len > 1.0f) dir_x /= len, dir_y /= len;
    s->vx += p->accel * dir_x - p->friction * s->vx;
    s->vy += p->accel * dir_y - p->friction * s->vy;
    float v = sqrtf(s->vx * s->vx + s->vy * s->vy);
    if (v > speed && v > 0.0f) s->vx *= speed / v, s->vy *= speed / v;
}

static void platformer(const MotionParams *p, MotionState *s, float dir_x, bool jump, float speed)
{
    bool ground = s->ground != 0;
    float target = dir_x * speed;
    bool pushing = dir_x != 0.0f && (s->vx == 0.0f || (s->vx > 0.0f) == (dir_x > 0.0f));
    float step = ground ? (pushing ? p->ground_accel : p->ground_decel) : (pushing ? p->air_accel : p->air_decel);
    s->vx = approach(s->vx, target, step);

    bool pressed = jump && !s->jump_down, released = !jump && s->jump_down;
    s->jump_down = jump;
    if (pressed) s->buffered = (int16_t)(p->buffer + 1); /* this tick and `buffer` more */
    if (s->buffered > 0 && s->since_ground <= p->coyote) {
        s->vy = -p->jump;
        s->buffered = 0;
        s->since_ground = (int16_t)(p->coyote + 1); /* one take-off a landing */
        s->ground = 0;
    } else if (s->buffered > 0) {
        s->buffered--;
    }
    /* Variable height: letting go while rising cuts the rise. */
    if (released && s->vy < 0.0f) s->vy *= p->jump_cut;
    s->vy += p->gravity;
    if (s->vy > p->fall_max) s->vy = p->fall_max;
}

void motion_wanted(const MotionParams *p, MotionState *s, float dir_x, float dir_y, bool jump, float speed, float *dx,
                   float *dy)
{
    if (p->model == MOTION_ACCELERATED) accelerated(p, s, dir_x, dir_y, speed);
    else if (p->model == MOTION_PLATFORMER) platformer(p, s, dir_x, jump, speed);
    else s->vx = dir_x * speed, s->vy = dir_y * speed;
    *dx = s->vx;
    *dy = s->vy;
}

MotionInput motion_step_input(const MotionState *s, float dir_x, float dir_y, bool jump, float speed, float x, float y)
{
    return (MotionInput){dir_x, dir_y, jump, jump && !s->jump_down, speed, x, y};
}

static float held_to_step_max(float v)
{
    if (!isfinite(v)) return 0.0f;
    return v > MOTION_STEP_MAX ? MOTION_STEP_MAX : v < -MOTION_STEP_MAX ? -MOTION_STEP_MAX : v;
}

void motion_step_done(MotionState *s, bool jump, float vx, float vy, float *dx, float *dy)
{
    s->jump_down = jump;
    s->vx = held_to_step_max(vx);
    s->vy = held_to_step_max(vy);
    *dx = s->vx;
    *dy = s->vy;
}

bool motion_has_ground(MotionModel model)
{
    return model == MOTION_PLATFORMER || model == MOTION_SCRIPT;
}

bool motion_needs_probe(float dy, float moved_y, bool *ground)
{
    *ground = false;
    if (dy < 0.0f) return false;                                /* rising: not standing */
    if (moved_y <= dy - GROUND_SURE_PX) return (*ground = true), false; /* the fall met a floor */
    if (moved_y >= PROBE_MAX_PX && moved_y >= dy) return false;  /* fell freely: in the air */
    return true; /* a fall too short to tell, or shortened a little: ask */
}

void motion_moved(const MotionParams *p, MotionState *s, float dx, float dy, float moved_x, float moved_y, bool ground)
{
    if (p->model == MOTION_TOP_DOWN) return;
    /* A wall stops the run, a ceiling the rise, a floor the fall. */
    if (fabsf(moved_x) < fabsf(dx) - GROUND_SURE_PX) s->vx = 0.0f;
    if (dy < 0.0f && moved_y > dy + GROUND_SURE_PX) s->vy = 0.0f;
    if (!motion_has_ground(p->model)) {
        if (fabsf(moved_y) < fabsf(dy) - GROUND_SURE_PX) s->vy = 0.0f;
        return;
    }
    s->ground = ground;
    if (ground) {
        if (s->vy > 0.0f) s->vy = 0.0f;
        s->since_ground = 0;
    } else if (s->since_ground < MOTION_SINCE_CAP) {
        s->since_ground++;
    }
}
