/* crowd_motion.c: the per-entity half of a crowd tick (seed 003_b8511c962d636339.txt):
 * add the bounces and separations the pairs summed, steer towards the target ("our
 * characters are now successfully moving from point A to point B") plus the avoidance
 * push, move, and see who has arrived (which also clears the red). One pass over the
 * arrays in storage order; each entity's arithmetic depends on that entity alone. */
#include <math.h>
#include <stdbool.h>

#include "crowd_fixed.h"
#include "crowd_internal.h"

#define STEER_TICKS 10.0f          /* the velocity closes 1/10 of the gap to the wanted one per tick */
#define STEER_MAX_ACCEL 0.2f       /* px/tick^2: how hard an entity can turn or brake by itself */
#define AVOID_MAX_ACCEL 0.5f       /* px/tick^2: the avoidance push, summed over neighbours, at most */
#define SLOW_DOWN_TICKS 12.0f      /* slows down when the target is nearer than this many ticks away */
#define SPEED_CAP_PX 6.0f          /* px/tick: no bounce chain flings anything faster */
#define SETTLE_PX 0.01f            /* this close to the target and... */
#define SETTLE_SPEED_PX 0.001f     /* ...this slow, an entity stands exactly on its target */
#define FLUSH_SPEED_PX 1e-9f       /* a velocity component smaller than this is zero */

static inline void clamp_length(float *x, float *y, float max)
{
    float l2 = *x * *x + *y * *y;
    if (l2 > max * max) {
        float k = max / sqrtf(l2);
        *x *= k;
        *y *= k;
    }
}

/* One entity's own tick: towards its target at walking speed, slowing down on the last
 * stretch, plus the avoidance push (ax, ay); then move. */
static inline void steer_and_move(float *px, float *py, float *pvx, float *pvy, float tx, float ty, float ax, float ay)
{
    float x = *px, y = *py, vx = *pvx, vy = *pvy;
    float gx = tx - x, gy = ty - y;
    float dist = sqrtf(gx * gx + gy * gy);
    float wx = 0.0f, wy = 0.0f;
    if (dist > 0.0f) {
        float speed = dist < CROWD_SPEED_PX * SLOW_DOWN_TICKS ? dist / SLOW_DOWN_TICKS : CROWD_SPEED_PX;
        wx = gx * (speed / dist);
        wy = gy * (speed / dist);
    }
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
     * standing exactly on it, a parked entity stays put, and costs nothing (below). */
    gx = tx - x;
    gy = ty - y;
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

void crowd_motion(Crowd *c)
{
    /* Every array in a local: the uint8_t flags store may alias anything, and would make
     * the compiler reload each pointer from the struct on every element. */
    float *restrict px = c->e.x, *restrict py = c->e.y, *restrict pvx = c->e.vx, *restrict pvy = c->e.vy;
    const float *ptx = c->e.tx, *pty = c->e.ty;
    uint8_t *restrict pf = c->e.flags;
    const CrowdAcc *acc = c->acc;
    int n = c->count, red = 0, arrived = 0;
    float x0 = 0.0f, y0 = 0.0f, x1 = 0.0f, y1 = 0.0f;
    for (int s = 0; s < n; s++) {
        float x = px[s], y = py[s], vx = pvx[s], vy = pvy[s], tx = ptx[s], ty = pty[s];
        uint8_t f = pf[s];
        float ax = 0.0f, ay = 0.0f;
        /* Settled on its target and untouched, the steering would change nothing: a
         * parked crowd costs next to nothing. */
        bool moving = (x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f);
        if (f & CROWD_TOUCHED) {
            /* The bounces and separations the pairs summed, and the avoidance push. */
            const CrowdAcc *q = &acc[s];
            vx += crowd_unfix(q->dvx);
            vy += crowd_unfix(q->dvy);
            x += crowd_unfix(q->dpx);
            y += crowd_unfix(q->dpy);
            ax = crowd_unfix(q->avx);
            ay = crowd_unfix(q->avy);
            clamp_length(&ax, &ay, AVOID_MAX_ACCEL);
            f &= (uint8_t)~CROWD_TOUCHED;
            moving = true;
        }
        if (moving) steer_and_move(&x, &y, &vx, &vy, tx, ty, ax, ay);

        /* "The entities turn red after a collision, until they reach their target." */
        float gx = tx - x, gy = ty - y;
        if (gx * gx + gy * gy <= CROWD_ARRIVE_PX * CROWD_ARRIVE_PX) {
            f = (uint8_t)((f | CROWD_ARRIVED) & ~CROWD_RED);
            arrived++;
        } else {
            f &= (uint8_t)~CROWD_ARRIVED;
        }
        red += f & CROWD_RED;
        px[s] = x;
        py[s] = y;
        pvx[s] = vx;
        pvy[s] = vy;
        pf[s] = f;
        /* Where everybody is, for the next tick's grid, at no extra pass. */
        if (s == 0) {
            x0 = x1 = x;
            y0 = y1 = y;
        }
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    c->red = red;
    c->arrived = arrived;
    c->min_x = x0;
    c->min_y = y0;
    c->max_x = x1;
    c->max_y = y1;
    c->bounds_ok = true;
}

void crowd_apply_contacts(Crowd *c)
{
    CrowdArrays *e = &c->e;
    for (int s = 0; s < c->count; s++) {
        if (!(e->flags[s] & CROWD_TOUCHED)) continue;
        const CrowdAcc *q = &c->acc[s];
        e->vx[s] += crowd_unfix(q->dvx);
        e->vy[s] += crowd_unfix(q->dvy);
        e->x[s] += crowd_unfix(q->dpx);
        e->y[s] += crowd_unfix(q->dpy);
        e->flags[s] &= (uint8_t)~CROWD_TOUCHED;
    }
    c->bounds_ok = false;
}
