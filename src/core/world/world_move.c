/* world_move.c: see world_move.h. */
#include "core/world/world_move.h"

#include <string.h>

#define PROBE_PX 1.0f /* the move down that asks a method whether the body stands */

/* A method's user may read the body's motion: none under top-down. */
static const MotionState *motion_of(const World *w, int r)
{
    return w->motion_params.model == MOTION_TOP_DOWN ? NULL : &w->motion[r];
}

static void move_body(World *w, int r, float dx, float dy, Trace *trace)
{
    ResolveCtx ctx = {&w->map, &w->rng, w->movers, w->map.mover_count, NULL, motion_of(w, r)};
    method_move(world_method(w, r), &ctx, &w->bodies[r], dx, dy, &w->last[r], trace);
}

/* Is body r standing? Its method's answer to a pixel's move down from where it is: a
 * refusal or a shortened move is a floor. Nothing is kept of the probe but the answer
 * (grid-region's coin is the method's own: a probe may toss it, as a move would). */
static bool stands(World *w, int r)
{
    Body probe = w->bodies[r];
    ResolveCtx ctx = {&w->map, &w->rng, w->movers, w->map.mover_count, NULL, motion_of(w, r)};
    method_move(world_method(w, r), &ctx, &probe, 0.0f, PROBE_PX, NULL, NULL);
    return probe.y < w->bodies[r].y + PROBE_PX * 0.5f;
}

/* The direction asked this tick, each axis in [-1, 1]: the analog one when there is one. */
static void direction(const Input *in, float *x, float *y)
{
    if (in->ax || in->ay) {
        *x = (float)in->ax / (float)INPUT_AXIS_MAX;
        *y = (float)in->ay / (float)INPUT_AXIS_MAX;
        return;
    }
    *x = (float)(((in->held & IN_RIGHT) != 0) - ((in->held & IN_LEFT) != 0));
    *y = (float)(((in->held & IN_DOWN) != 0) - ((in->held & IN_UP) != 0));
}

/* Body r's velocity from the game's own step: the step of the method the motion names,
 * whichever method moves the body (a run without that method, or a step that fails,
 * stands still). */
static void game_step(World *w, int r, float dir_x, float dir_y, bool jump, float *dx, float *dy)
{
    const ResolverInfo *game = method_set_at(&w->methods, method_set_find(&w->methods, w->motion_params.script));
    MotionState *m = &w->motion[r];
    MotionInput mi = motion_step_input(m, dir_x, dir_y, jump, world_speed(w), w->bodies[r].x, w->bodies[r].y);
    float vx = 0.0f, vy = 0.0f;
    if (!game || !game->step || !game->step(game->state, m, &mi, &vx, &vy)) vx = vy = 0.0f;
    motion_step_done(m, jump, vx, vy, dx, dy);
}

/* Body r's move under a model with velocity: wanted, made, then what the method's answer
 * does to the velocity (a wall, a ceiling, a floor). */
static void move_with_motion(World *w, int r, const Input *in, float dir_x, float dir_y, float *dx, float *dy,
                             Trace *trace)
{
    const MotionParams *p = &w->motion_params;
    MotionState *m = &w->motion[r];
    bool jump = (in->held & IN_UP) != 0;
    if (p->model == MOTION_SCRIPT) game_step(w, r, dir_x, dir_y, jump, dx, dy);
    else motion_wanted(p, m, dir_x, dir_y, jump, world_speed(w), dx, dy);
    *dx += (float)in->place.dx;
    *dy += (float)in->place.dy;
    Body before = w->bodies[r];
    move_body(w, r, *dx, *dy, trace);
    float mx = w->bodies[r].x - before.x, my = w->bodies[r].y - before.y;
    bool ground = false;
    if (motion_has_ground(p->model) && motion_needs_probe(*dy, my, &ground)) ground = stands(w, r);
    motion_moved(p, m, *dx, *dy, mx, my, ground);
}

void world_move_bodies(World *w, const Input *in, Trace *trace)
{
    float speed = world_speed(w), dir_x, dir_y;
    direction(in, &dir_x, &dir_y);
    bool top_down = w->motion_params.model == MOTION_TOP_DOWN;
    /* A throw is one move, added to what the keys ask, through the same resolvers. */
    float dx = dir_x * speed + (float)in->place.dx, dy = dir_y * speed + (float)in->place.dy;
    float wanted_x[METHOD_MAX], wanted_y[METHOD_MAX];
    int first = w->compare != COMPARE_OFF ? 0 : w->resolver;
    int last = w->compare != COMPARE_OFF ? w->methods.count : w->resolver + 1;
    Body before[METHOD_MAX];
    memcpy(before, w->bodies, sizeof before);
    for (int r = first; r < last; r++) {
        Trace *t = r == w->resolver ? trace : NULL;
        wanted_x[r] = dx;
        wanted_y[r] = dy;
        if (top_down) move_body(w, r, dx, dy, t);
        else move_with_motion(w, r, in, dir_x, dir_y, &wanted_x[r], &wanted_y[r], t);
    }
    if (w->compare != COMPARE_OFF) tally_record(&w->log, &w->map, &w->methods, before, w->bodies, wanted_x, wanted_y);
}
