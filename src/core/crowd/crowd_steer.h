/* crowd_steer.h (internal to the crowd): one entity's own tick, steering towards its
 * target plus the avoidance push and moving, as plain code for one entity. crowd_motion.c
 * runs it block by block, most of it as vector code with the same operations in the
 * same order; crowd_motion_plain runs it one entity at a time. */
#ifndef COLLIDE_CROWD_STEER_H
#define COLLIDE_CROWD_STEER_H

#include <math.h>

#include "core/crowd.h"

#define STEER_TICKS 10.0f      /* the velocity closes 1/10 of the gap to the wanted one per tick */
#define STEER_MAX_ACCEL 0.2f   /* px/tick^2: how hard an entity can turn or brake by itself */
#define AVOID_MAX_ACCEL 0.5f   /* px/tick^2: the avoidance push, summed over neighbours, at most */
#define SLOW_DOWN_TICKS 12.0f  /* slows down when the target is nearer than this many ticks away */
#define SPEED_CAP_PX 6.0f      /* px/tick: no bounce chain flings anything faster */
#define SETTLE_PX 0.01f        /* this close to the target and... */
#define SETTLE_SPEED_PX 0.001f /* ...this slow, an entity stands exactly on its target */
#define FLUSH_SPEED_PX 1e-9f   /* a velocity component smaller than this is zero */

static inline void clamp_length(float *x, float *y, float max)
{
    float l2 = *x * *x + *y * *y;
    if (l2 > max * max) {
        float k = max / sqrtf(l2);
        *x *= k;
        *y *= k;
    }
}

/* The wanted velocity per unit of distance to the target: walking speed, slowing down
 * on the last stretch. The square root and the division are the longest chain of the
 * tick; see crowd_motion.c for why it is computed apart. */
static inline float steer_gain(float gx, float gy)
{
    float dist = sqrtf(gx * gx + gy * gy);
    /* Written without a branch, so the compiler makes vector code of a block's loop
     * (it may not move a division across a branch by itself); the same bits as "dist <
     * speed * slow-down ? dist / slow-down : speed", then "dist > 0 ? speed / dist : 0":
     * dist / 12 reaches 2 exactly when dist reaches 24 (division rounds monotonically),
     * and at dist = 0 the speed is 0, so 0 / (0 + 1) gives the 0. */
    float slow = dist / SLOW_DOWN_TICKS;
    float speed = slow < CROWD_SPEED_PX ? slow : CROWD_SPEED_PX;
    return speed / (dist + (float)(dist == 0.0f)); /* a select here would be a branch again */
}

/* One entity's own tick, given the gain: towards its target, plus the avoidance push
 * (ax, ay); then move. */
static inline void steer_and_move(float *px, float *py, float *pvx, float *pvy, float tx, float ty, float gain,
                                  float ax, float ay)
{
    float x = *px, y = *py, vx = *pvx, vy = *pvy;
    float wx = (tx - x) * gain, wy = (ty - y) * gain;
    float sx = (wx - vx) * (1.0f / STEER_TICKS), sy = (wy - vy) * (1.0f / STEER_TICKS);
    clamp_length(&sx, &sy, STEER_MAX_ACCEL);
    vx += sx + ax;
    vy += sy + ay;
    clamp_length(&vx, &vy, SPEED_CAP_PX);
    /* Walking straight up, vx decays geometrically towards zero and, left alone, into
     * denormal floats, which cost a hundred times more per operation. */
    vx = fabsf(vx) < FLUSH_SPEED_PX ? 0.0f : vx;
    vy = fabsf(vy) < FLUSH_SPEED_PX ? 0.0f : vy;
    x += vx;
    y += vy;
    /* Settle: the steering closes in on the target geometrically and never gets there;
     * standing exactly on it, a parked entity stays put, and costs nothing (its motion
     * is skipped). */
    float gx = tx - x, gy = ty - y;
    if (gx * gx + gy * gy < SETTLE_PX * SETTLE_PX && vx * vx + vy * vy < SETTLE_SPEED_PX * SETTLE_SPEED_PX) {
        x = tx;
        y = ty;
        vx = vy = 0.0f;
    }
    *px = x;
    *py = y;
    *pvx = vx;
    *pvy = vy;
}

#endif
