/* crowd_baseline.c: the plain way to run a crowd without avoidance, as the bench's
 * yardstick (see crowd_baseline.h). Scalar C, no tricks: a counting sort of indices into
 * square cells as wide as the contact range, the half stencil (own cell, east, and the
 * three cells below), an elastic impulse and a push apart applied at once to both
 * circles, then steering towards the target and moving. */
#include "cmd/bench/crowd_baseline.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define BASE_SPEED_PX 2.0f
#define BASE_STEER_MAX 0.2f
#define BASE_SPEED_CAP 6.0f

bool crowd_baseline_init(CrowdBaseline *b, const Crowd *crowd)
{
    memset(b, 0, sizeof *b);
    int n = crowd->count;
    size_t fl = (size_t)n * sizeof(float);
    b->n = n;
    b->x = malloc(fl), b->y = malloc(fl), b->vx = malloc(fl), b->vy = malloc(fl);
    b->r = malloc(fl), b->tx = malloc(fl), b->ty = malloc(fl);
    b->order = malloc((size_t)n * sizeof *b->order);
    b->cell_of = malloc((size_t)n * sizeof *b->cell_of);
    b->cell_cap = 4 * n + 64;
    b->start = malloc(((size_t)b->cell_cap + 1) * sizeof *b->start);
    if (!b->x || !b->y || !b->vx || !b->vy || !b->r || !b->tx || !b->ty || !b->order || !b->cell_of || !b->start) {
        crowd_baseline_free(b);
        return false;
    }
    const CrowdArrays *e = &crowd->e; /* storage order: the order is of no matter here */
    memcpy(b->x, e->x, fl), memcpy(b->y, e->y, fl), memcpy(b->vx, e->vx, fl), memcpy(b->vy, e->vy, fl);
    memcpy(b->r, e->r, fl), memcpy(b->tx, e->tx, fl), memcpy(b->ty, e->ty, fl);
    return true;
}

void crowd_baseline_free(CrowdBaseline *b)
{
    free(b->x), free(b->y), free(b->vx), free(b->vy), free(b->r), free(b->tx), free(b->ty);
    free(b->order), free(b->cell_of), free(b->start);
    memset(b, 0, sizeof *b);
}

/* Counting sort of the indices into cells; returns the grid's width. */
static int build(CrowdBaseline *b, float cell)
{
    int n = b->n;
    float x0 = b->x[0], y0 = b->y[0], x1 = x0, y1 = y0;
    for (int i = 1; i < n; i++) {
        x0 = fminf(x0, b->x[i]), x1 = fmaxf(x1, b->x[i]);
        y0 = fminf(y0, b->y[i]), y1 = fmaxf(y1, b->y[i]);
    }
    int gw, gh;
    for (;;) {
        gw = (int)((x1 - x0) / cell) + 1, gh = (int)((y1 - y0) / cell) + 1;
        if ((long long)gw * gh <= b->cell_cap) break;
        cell *= 1.25f;
    }
    b->gw = gw, b->gh = gh;
    memset(b->start, 0, ((size_t)gw * gh + 1) * sizeof *b->start);
    for (int i = 0; i < n; i++) {
        int cx = (int)((b->x[i] - x0) / cell), cy = (int)((b->y[i] - y0) / cell);
        cx = cx >= gw ? gw - 1 : cx, cy = cy >= gh ? gh - 1 : cy;
        b->cell_of[i] = (uint32_t)(cy * gw + cx);
        b->start[b->cell_of[i] + 1]++;
    }
    for (int k = 0; k < gw * gh; k++) b->start[k + 1] += b->start[k];
    for (int i = 0; i < n; i++) b->order[b->start[b->cell_of[i]]++] = (uint32_t)i;
    for (int k = gw * gh; k > 0; k--) b->start[k] = b->start[k - 1]; /* back to the starts */
    b->start[0] = 0;
    return gw;
}

static void collide(CrowdBaseline *b, uint32_t i, uint32_t j)
{
    float dx = b->x[j] - b->x[i], dy = b->y[j] - b->y[i], rs = b->r[i] + b->r[j];
    float d2 = dx * dx + dy * dy;
    if (d2 >= rs * rs || d2 <= 0.0f) return;
    float d = sqrtf(d2), nx = dx / d, ny = dy / d;
    float mi = b->r[i] * b->r[i], mj = b->r[j] * b->r[j], ms = mi + mj;
    float closing = (b->vx[i] - b->vx[j]) * nx + (b->vy[i] - b->vy[j]) * ny;
    if (closing > 0.0f) {
        float wi = 2.0f * mj / ms * closing, wj = 2.0f * mi / ms * closing;
        b->vx[i] -= wi * nx, b->vy[i] -= wi * ny;
        b->vx[j] += wj * nx, b->vy[j] += wj * ny;
    }
    float depth = rs - d;
    b->x[i] -= nx * depth * mj / ms, b->y[i] -= ny * depth * mj / ms;
    b->x[j] += nx * depth * mi / ms, b->y[j] += ny * depth * mi / ms;
}

/* Cell k's circles against the circles of cell m (k itself: each pair once). */
static void cell_pairs(CrowdBaseline *b, int k, int m)
{
    for (uint32_t a = b->start[k]; a < b->start[k + 1]; a++)
        for (uint32_t c = m == k ? a + 1 : b->start[m]; c < b->start[m + 1]; c++) collide(b, b->order[a], b->order[c]);
}

static void pairs(CrowdBaseline *b)
{
    int gw = b->gw, gh = b->gh;
    for (int cy = 0; cy < gh; cy++)
        for (int cx = 0; cx < gw; cx++) {
            int k = cy * gw + cx;
            if (b->start[k] == b->start[k + 1]) continue;
            cell_pairs(b, k, k);
            if (cx + 1 < gw) cell_pairs(b, k, k + 1);
            if (cy + 1 < gh) {
                if (cx > 0) cell_pairs(b, k, k + gw - 1);
                cell_pairs(b, k, k + gw);
                if (cx + 1 < gw) cell_pairs(b, k, k + gw + 1);
            }
        }
}

static void motion(CrowdBaseline *b)
{
    for (int i = 0; i < b->n; i++) {
        float gx = b->tx[i] - b->x[i], gy = b->ty[i] - b->y[i], dist = sqrtf(gx * gx + gy * gy);
        float speed = fminf(BASE_SPEED_PX, dist / 12.0f), k = dist > 0.0f ? speed / dist : 0.0f;
        float sx = (gx * k - b->vx[i]) * 0.1f, sy = (gy * k - b->vy[i]) * 0.1f, s = sqrtf(sx * sx + sy * sy);
        if (s > BASE_STEER_MAX) sx *= BASE_STEER_MAX / s, sy *= BASE_STEER_MAX / s;
        float vx = b->vx[i] + sx, vy = b->vy[i] + sy, v = sqrtf(vx * vx + vy * vy);
        if (v > BASE_SPEED_CAP) vx *= BASE_SPEED_CAP / v, vy *= BASE_SPEED_CAP / v;
        b->vx[i] = vx, b->vy[i] = vy;
        b->x[i] += vx, b->y[i] += vy;
    }
}

void crowd_baseline_step(CrowdBaseline *b)
{
    if (b->n < 2) return;
    build(b, 2.0f * CROWD_RADIUS_MAX_PX);
    pairs(b);
    motion(b);
}
