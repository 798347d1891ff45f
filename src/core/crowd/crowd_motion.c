/* crowd_motion.c: the per-entity half of a crowd tick (seed 003_b8511c962d636339.txt):
 * add the bounces and separations the pairs summed, steer towards the target ("our
 * characters are now successfully moving from point A to point B") plus the avoidance
 * push, move, and see who has arrived (which also clears the red). Blocks of entities
 * in storage order, a few passes per block; each entity's arithmetic depends on that
 * entity alone. */
#include "core/crowd/crowd_motion.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/crowd/crowd_fixed.h"
#include "core/crowd/crowd_threads.h"

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
 * tick; see crowd_motion for why this is computed apart. */
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

#define MOTION_BLOCK 64 /* entities per block of the passes in crowd_motion */

/* steer_gain for a whole block: a count known at compile time and no branch, which the
 * compiler's vectoriser at -O2 asks for (four square roots and divisions at a time). */
static void gain_block(const float *restrict tx, const float *restrict ty, const float *restrict x,
                       const float *restrict y, float *restrict gain)
{
    for (int i = 0; i < MOTION_BLOCK; i++) gain[i] = steer_gain(tx[i] - x[i], ty[i] - y[i]);
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
     * standing exactly on it, a parked entity stays put, and costs nothing (below). */
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

/* steer_and_move for a whole block, without the clamps: where either clamp would act,
 * redo[i] is set and the caller runs steer_and_move instead. Written for the compiler's
 * vectoriser at -O2 (four entities per instruction with SSE): a loop count known at
 * compile time, no branch (only selects), no call and no division or square root,
 * which is why the clamps are left out and the gain comes in ready. A parked entity
 * (on its target, standing, untouched) keeps its values, as steer_and_move's caller
 * skips it. The same operations in the same order: the same bits as steer_and_move. */
static void steer_block(const float *restrict bx, const float *restrict by, const float *restrict bvx,
                        const float *restrict bvy, const float *restrict btx, const float *restrict bty,
                        const float *restrict gain, const float *restrict ax, const float *restrict ay,
                        const int32_t *restrict touched, float *restrict ox, float *restrict oy, float *restrict ovx,
                        float *restrict ovy, int32_t *restrict redo)
{
    for (int i = 0; i < MOTION_BLOCK; i++) {
        float x = bx[i], y = by[i], vx = bvx[i], vy = bvy[i], tx = btx[i], ty = bty[i];
        float wx = (tx - x) * gain[i], wy = (ty - y) * gain[i];
        float sx = (wx - vx) * (1.0f / STEER_TICKS), sy = (wy - vy) * (1.0f / STEER_TICKS);
        float ls = sx * sx + sy * sy;
        float nvx = vx + (sx + ax[i]), nvy = vy + (sy + ay[i]);
        float lv = nvx * nvx + nvy * nvy;
        nvx = fabsf(nvx) < FLUSH_SPEED_PX ? 0.0f : nvx;
        nvy = fabsf(nvy) < FLUSH_SPEED_PX ? 0.0f : nvy;
        float nx = x + nvx, ny = y + nvy;
        float gx = tx - nx, gy = ty - ny;
        int32_t settle =
            (gx * gx + gy * gy < SETTLE_PX * SETTLE_PX) & (nvx * nvx + nvy * nvy < SETTLE_SPEED_PX * SETTLE_SPEED_PX);
        nx = settle ? tx : nx;
        ny = settle ? ty : ny;
        nvx = settle ? 0.0f : nvx;
        nvy = settle ? 0.0f : nvy;
        int32_t moving = (x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f) | touched[i];
        ox[i] = moving ? nx : x;
        oy[i] = moving ? ny : y;
        ovx[i] = moving ? nvx : vx;
        ovy[i] = moving ? nvy : vy;
        redo[i] = (ls > STEER_MAX_ACCEL * STEER_MAX_ACCEL) | (lv > SPEED_CAP_PX * SPEED_CAP_PX);
    }
}

/* Pass 1 of crowd_motion for a block of m entities: add the bounces and separations the
 * pairs summed, and hand out each one's avoidance push (ax, ay), clamped. */
static inline void add_sums(int m, const CrowdAcc *restrict acc, const uint8_t *restrict bf, float *restrict bx,
                            float *restrict by, float *restrict bvx, float *restrict bvy, float *restrict ax,
                            float *restrict ay, int32_t *restrict touched)
{
    for (int i = 0; i < m; i++) {
        float sx = 0.0f, sy = 0.0f;
        touched[i] = (bf[i] & CROWD_TOUCHED) != 0;
        if (bf[i] & CROWD_TOUCHED) {
            const CrowdAcc *q = &acc[i];
            bvx[i] += crowd_unfix(q->dvx);
            bvy[i] += crowd_unfix(q->dvy);
            bx[i] += crowd_unfix(q->dpx);
            by[i] += crowd_unfix(q->dpy);
            sx = crowd_unfix(q->avx);
            sy = crowd_unfix(q->avy);
            clamp_length(&sx, &sy, AVOID_MAX_ACCEL);
        }
        ax[i] = sx;
        ay[i] = sy;
    }
}

/* "The entities turn red after a collision, until they reach their target": the flags
 * of an entity (gx, gy) from its target, after its move. */
static inline uint8_t arrival_flags(uint8_t f, float gx, float gy)
{
    if (gx * gx + gy * gy <= CROWD_ARRIVE_PX * CROWD_ARRIVE_PX) return (uint8_t)((f | CROWD_ARRIVED) & ~CROWD_RED);
    return (uint8_t)(f & ~CROWD_ARRIVED);
}

/* What a range of entities came to: the counts and where they are. */
typedef struct MotionPart {
    Crowd *c;
    int from, to;
    int red, arrived;
    float x0, y0, x1, y1;
} MotionPart;

/* The entities [from, to) of the tick (from a multiple of MOTION_BLOCK). */
static void motion_range(MotionPart *part)
{
    Crowd *c = part->c;
    /* Every array in a local: the uint8_t flags store may alias anything, and would make
     * the compiler reload each pointer from the struct on every element. */
    float *restrict px = c->e.x, *restrict py = c->e.y, *restrict pvx = c->e.vx, *restrict pvy = c->e.vy;
    const float *ptx = c->e.tx, *pty = c->e.ty;
    uint8_t *restrict pf = c->e.flags;
    const CrowdAcc *acc = c->acc;
    int n = part->to, red = 0, arrived = 0;
    float x0 = px[part->from], y0 = py[part->from], x1 = x0, y1 = y0;
    /* Block by block, in four passes. Done in one pass, each entity was a chain of a
     * square root, a division and two dozen dependent steps, branches between them, too
     * long for the processor to overlap the next entity with it. Split, the square roots
     * and divisions of many entities run side by side (pass 2), and the rest becomes
     * vector code (pass 3). */
    float ax[MOTION_BLOCK], ay[MOTION_BLOCK], gain[MOTION_BLOCK];
    float ox[MOTION_BLOCK], oy[MOTION_BLOCK], ovx[MOTION_BLOCK], ovy[MOTION_BLOCK];
    int32_t redo[MOTION_BLOCK], touched[MOTION_BLOCK];
    for (int b = part->from; b < n; b += MOTION_BLOCK) {
        int m = n - b < MOTION_BLOCK ? n - b : MOTION_BLOCK;
        float *restrict bx = px + b, *restrict by = py + b, *restrict bvx = pvx + b, *restrict bvy = pvy + b;
        const float *btx = ptx + b, *bty = pty + b;
        uint8_t *restrict bf = pf + b;
        /* 1. The bounces and separations the pairs summed, and the avoidance push. */
        add_sums(m, acc + b, bf, bx, by, bvx, bvy, ax, ay, touched);
        /* 2. The gain towards the target, from where the entity now is. */
        if (m == MOTION_BLOCK) gain_block(btx, bty, bx, by, gain);
        else
            for (int i = 0; i < m; i++) gain[i] = steer_gain(btx[i] - bx[i], bty[i] - by[i]);
        /* 3. Steer and move, written without branches so the compiler turns it into
         * vector code: four entities per instruction. The two clamps (a square root
         * and a division each) are rare; a lane that needs one is marked and redone in
         * step 4 with the scalar code, so every entity gets exactly the same bits. */
        if (m == MOTION_BLOCK) steer_block(bx, by, bvx, bvy, btx, bty, gain, ax, ay, touched, ox, oy, ovx, ovy, redo);
        /* 4. Clamped or tail lanes, arrival, red, and the bounds for the next grid. */
        for (int i = 0; i < m; i++) {
            float x = bx[i], y = by[i], vx = bvx[i], vy = bvy[i], tx = btx[i], ty = bty[i];
            uint8_t f = bf[i];
            if (m < MOTION_BLOCK || redo[i]) {
                /* Settled on its target and untouched, the steering would change
                 * nothing: a parked crowd costs next to nothing. */
                bool moving = (x != tx) | (y != ty) | (vx != 0.0f) | (vy != 0.0f) | ((f & CROWD_TOUCHED) != 0);
                if (moving) steer_and_move(&x, &y, &vx, &vy, tx, ty, gain[i], ax[i], ay[i]);
            } else {
                x = ox[i];
                y = oy[i];
                vx = ovx[i];
                vy = ovy[i];
            }
            f = arrival_flags((uint8_t)(f & ~CROWD_TOUCHED), tx - x, ty - y);
            arrived += (f & CROWD_ARRIVED) != 0;
            red += f & CROWD_RED;
            bx[i] = x;
            by[i] = y;
            bvx[i] = vx;
            bvy[i] = vy;
            bf[i] = f;
            /* Where everybody is, for the next tick's grid, at no extra pass. */
            x0 = x < x0 ? x : x0;
            x1 = x > x1 ? x : x1;
            y0 = y < y0 ? y : y0;
            y1 = y > y1 ? y : y1;
        }
    }
    part->red = red;
    part->arrived = arrived;
    part->x0 = x0;
    part->y0 = y0;
    part->x1 = x1;
    part->y1 = y1;
}

static void motion_job(void *ctx, int j)
{
    motion_range((MotionPart *)ctx + j);
}

void crowd_motion(Crowd *c)
{
    int n = c->count, threads = crowd_step_threads(c);
    if (n <= 0) return;
    /* Each thread a range of whole blocks; the counts add up and the bounds meet in
     * range order. */
    int blocks = (n + MOTION_BLOCK - 1) / MOTION_BLOCK, parts = threads < blocks ? threads : blocks;
    MotionPart part[CROWD_THREADS_MAX];
    for (int j = 0; j < parts; j++) {
        int b0 = (int)((int64_t)blocks * j / parts), b1 = (int)((int64_t)blocks * (j + 1) / parts);
        part[j] = (MotionPart){.c = c, .from = b0 * MOTION_BLOCK, .to = b1 * MOTION_BLOCK < n ? b1 * MOTION_BLOCK : n};
    }
    crowd_run_jobs(threads, 0, 1, parts, motion_job, part);
    int red = 0, arrived = 0;
    float x0 = part[0].x0, y0 = part[0].y0, x1 = part[0].x1, y1 = part[0].y1;
    for (int j = 0; j < parts; j++) {
        red += part[j].red;
        arrived += part[j].arrived;
        x0 = part[j].x0 < x0 ? part[j].x0 : x0;
        x1 = part[j].x1 > x1 ? part[j].x1 : x1;
        y0 = part[j].y0 < y0 ? part[j].y0 : y0;
        y1 = part[j].y1 > y1 ? part[j].y1 : y1;
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
