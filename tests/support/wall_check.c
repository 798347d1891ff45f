/* wall_check.c: see wall_check.h. Tolerances are a ten-thousandth of a pixel, far
 * below anything a user could see and far above float rounding at map scale. */
#include "wall_check.h"

#include "support.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define CHECK_TOLERANCE_PX 1e-4
#define CHECK_RESTART_EVERY 200 /* moves between fresh random starting spots */

static bool solid(const Map *m, int i, int j)
{
    return map_cell(m, i, j) == SIDE_ALL;
}

/* A move along axis a from a0 to a1 (b0 to b1 on the other axis) crosses the line a = at
 * in direction dir (+1: increasing) at a point strictly between lo and hi. */
static bool crosses(double a0, double b0, double a1, double b1, double at, int dir, double lo, double hi)
{
    if (dir > 0 ? !(a0 <= at && a1 > at) : !(a0 >= at && a1 < at)) return false;
    double b = b0 + (at - a0) / (a1 - a0) * (b1 - b0);
    return b > lo + CHECK_TOLERANCE_PX && b < hi - CHECK_TOLERANCE_PX;
}

bool wall_check_path_crosses(const Map *m, double x0, double y0, double x1, double y1, double hw, double hh, char *why,
                             size_t cap)
{
    double t = m->tile;
    int i0 = (int)floor((fmin(x0, x1) - hw) / t) - 1, i1 = (int)floor((fmax(x0, x1) + hw) / t) + 1;
    int j0 = (int)floor((fmin(y0, y1) - hh) / t) - 1, j1 = (int)floor((fmax(y0, y1) + hh) / t) + 1;
    for (int j = j0; j <= j1; j++) {
        for (int i = i0; i <= i1; i++) {
            int c = map_cell(m, i, j);
            double cx0 = i * t, cx1 = (i + 1) * t, cy0 = j * t, cy1 = (j + 1) * t;
            const char *side = NULL;
            if ((c & SIDE_LEFT) && !solid(m, i - 1, j) && crosses(x0, y0, x1, y1, cx0 - hw, +1, cy0 - hh, cy1 + hh))
                side = "Left";
            else if ((c & SIDE_RIGHT) && !solid(m, i + 1, j) &&
                     crosses(x0, y0, x1, y1, cx1 + hw, -1, cy0 - hh, cy1 + hh))
                side = "Right";
            else if ((c & SIDE_UP) && !solid(m, i, j - 1) && crosses(y0, x0, y1, x1, cy0 - hh, +1, cx0 - hw, cx1 + hw))
                side = "Up";
            else if ((c & SIDE_DOWN) && !solid(m, i, j + 1) &&
                     crosses(y0, x0, y1, x1, cy1 + hh, -1, cx0 - hw, cx1 + hw))
                side = "Down";
            if (side) {
                snprintf(why, cap, "crossed the %s side of cell %d,%d", side, i, j);
                return true;
            }
        }
    }
    return false;
}

static double overlap(double a0, double a1, double b0, double b1)
{
    return fmin(a1, b1) - fmax(a0, b0);
}

bool wall_check_overlaps(const Map *m, double x, double y, double hw, double hh, double e, char *why, size_t cap)
{
    const double t = m->tile;
    if (hw == 0.0 && hh == 0.0) {
        /* A point: inside a solid tile by more than the tolerance. */
        int i = (int)floor(x / t), j = (int)floor(y / t);
        bool inside = solid(m, i, j) && x > i * t + e && x < (i + 1) * t - e && y > j * t + e && y < (j + 1) * t - e;
        if (inside) snprintf(why, cap, "ended inside solid cell %d,%d", i, j);
        return inside;
    }
    double bx0 = x - hw, bx1 = x + hw, by0 = y - hh, by1 = y + hh;
    int i0 = (int)floor(bx0 / t) - 1, i1 = (int)floor(bx1 / t) + 1;
    int j0 = (int)floor(by0 / t) - 1, j1 = (int)floor(by1 / t) + 1;
    for (int j = j0; j <= j1; j++) {
        for (int i = i0; i <= i1; i++) {
            double cx0 = i * t, cx1 = (i + 1) * t, cy0 = j * t, cy1 = (j + 1) * t;
            int c = map_cell(m, i, j);
            if (c == SIDE_ALL) {
                if (overlap(bx0, bx1, cx0, cx1) > e && overlap(by0, by1, cy0, cy1) > e) {
                    snprintf(why, cap, "ended inside solid cell %d,%d", i, j);
                    return true;
                }
                continue;
            }
            /* Two-sided thin walls: the left edge of (i, j), the top edge of (i, j). */
            if ((c & SIDE_LEFT) && (map_cell(m, i - 1, j) & SIDE_RIGHT) && bx0 < cx0 - e && bx1 > cx0 + e &&
                overlap(by0, by1, cy0, cy1) > e) {
                snprintf(why, cap, "ended pierced by the thin wall left of cell %d,%d", i, j);
                return true;
            }
            if ((c & SIDE_UP) && (map_cell(m, i, j - 1) & SIDE_DOWN) && by0 < cy0 - e && by1 > cy0 + e &&
                overlap(bx0, bx1, cx0, cx1) > e) {
                snprintf(why, cap, "ended pierced by the thin wall above cell %d,%d", i, j);
                return true;
            }
        }
    }
    return false;
}

/* The path P0 -> P0 + s (dx, dy), s in [0, s1], and then (if `to`) straight on to `to`. */
static bool leg_crosses(const Map *m, double x0, double y0, double dx, double dy, double s1, const double *to,
                        double hw, double hh, char *why, size_t cap)
{
    double cx = x0 + s1 * dx, cy = y0 + s1 * dy;
    if (wall_check_path_crosses(m, x0, y0, cx, cy, hw, hh, why, cap)) return true;
    return to && wall_check_path_crosses(m, cx, cy, to[0], to[1], hw, hh, why, cap);
}

/* The fraction of a move component d that the end reached (a rounded end may overshoot
 * 0 or 1 by a little: up to `slack` pixels), clamped to [0, 1]; false when it is off. */
static bool fraction(double from, double to, double d, double slack, double *t)
{
    if (d == 0.0) return false;
    double f = (to - from) / d;
    if (f < -slack / fabs(d) || f > 1.0 + slack / fabs(d)) return false;
    *t = fmin(fmax(f, 0.0), 1.0);
    return true;
}

bool wall_check_move_crosses(const Map *m, double x0, double y0, double dx, double dy, double x1, double y1, double hw,
                             double hh, char *why, size_t cap)
{
    const double on_path = 1e-3; /* px: how far the rounded end may sit from the wanted path */
    double end[2] = {x1, y1}, t;
    bool read = false;
    if (dx == 0.0 && dy == 0.0) return false;
    /* Straight along the wanted move, as far as the end got along its longer axis. */
    bool along_x = fabs(dx) >= fabs(dy);
    if (fraction(along_x ? x0 : y0, along_x ? x1 : y1, along_x ? dx : dy, on_path, &t) &&
        fabs(x0 + t * dx - x1) <= on_path && fabs(y0 + t * dy - y1) <= on_path) {
        read = true;
        if (!leg_crosses(m, x0, y0, dx, dy, t, NULL, hw, hh, why, cap)) return false;
    }
    /* A glide: after a contact the rest of the move loses one axis exactly, so the contact
     * is the point of the wanted move with the end's x (a wall was hit) or its y (a floor
     * or a ceiling). */
    if (fraction(x0, x1, dx, on_path, &t)) {
        read = true;
        if (!leg_crosses(m, x0, y0, dx, dy, t, end, hw, hh, why, cap)) return false;
    }
    if (fraction(y0, y1, dy, on_path, &t)) {
        read = true;
        if (!leg_crosses(m, x0, y0, dx, dy, t, end, hw, hh, why, cap)) return false;
    }
    if (!read) snprintf(why, cap, "ended off the wanted move and off any glide along it");
    return true;
}

/* Moves of every kind the app makes and then some: long and short, the speed table's
 * exact values, tiny ones; along one axis, exactly diagonal, or anything. */
static void random_move(Rng *rng, float max_move, float *dx, float *dy)
{
    static const float SPEEDS[] = {0.25f, 0.5f, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128};
    uint32_t kind = rng_below(rng, 8);
    float len;
    if (kind < 3) len = (rng_float01(rng) * 2.0f - 1.0f) * max_move;
    else if (kind < 6) len = (rng_float01(rng) * 2.0f - 1.0f) * 3.0f;
    else if (kind == 6) len = fminf(SPEEDS[rng_below(rng, 16)], max_move) * (rng_below(rng, 2) ? 1.0f : -1.0f);
    else len = (rng_float01(rng) * 2.0f - 1.0f) * 0.01f;
    switch (rng_below(rng, 4)) {
    case 0: *dx = len, *dy = 0.0f; break;
    case 1: *dx = 0.0f, *dy = len; break;
    case 2: *dx = len, *dy = rng_below(rng, 2) ? len : -len; break;
    default: *dx = len, *dy = (rng_float01(rng) * 2.0f - 1.0f) * (kind < 3 ? max_move : fabsf(len)); break;
    }
}

long wall_check_random_walk(const ResolverInfo *resolver, const Map *map, float size, float max_move, long moves,
                            unsigned long long seed, char *first, size_t cap)
{
    Rng rng;
    rng_seed(&rng, seed);
    ResolveCtx ctx = {map, &rng, NULL, 0, NULL, NULL};
    float tile = (float)map->tile, half = size * 0.5f;
    Body body = {0.0f, 0.0f, size, size};
    long bad = 0;
    char why[96];
    if (cap) first[0] = '\0';
    for (long k = 0; k < moves; k++) {
        if (k % CHECK_RESTART_EVERY == 0) {
            /* A fresh spot anywhere the body may legally be. */
            do {
                body.x = rng_float01(&rng) * (float)map->w * tile;
                body.y = rng_float01(&rng) * (float)map->h * tile;
            } while (map_is_wall_at(map, body.x, body.y) ||
                     wall_check_overlaps(map, body.x, body.y, half, half, 0.0, why, sizeof why));
        }
        float dx, dy;
        random_move(&rng, max_move, &dx, &dy);
        double x0 = body.x, y0 = body.y;
        MoveInfo mi;
        resolver->resolve(&ctx, &body, dx, dy, &mi, NULL);
        bool broke = wall_check_move_crosses(map, x0, y0, dx, dy, body.x, body.y, half, half, why, sizeof why) ||
                     wall_check_overlaps(map, body.x, body.y, half, half, CHECK_TOLERANCE_PX, why, sizeof why);
        if (broke) {
            if (bad == 0)
                snprintf(first, cap, "%.9g %.9g %.9g %.9g -> %.9g %.9g: %s", x0, y0, (double)dx, (double)dy,
                         (double)body.x, (double)body.y, why);
            bad++;
            body.x = (float)x0; /* carry on from where it legally was */
            body.y = (float)y0;
        }
    }
    return bad;
}

/* The count of sides in a note ("... tiles scanned, N side(s) tested" or "N grown
 * side(s) tested"), and whether its noun agrees with it; -1 when the note has none. */
static int side_count(const char *note, bool *agrees)
{
    const char *at = strstr(note, "tiles scanned, ");
    int n;
    if (!at || sscanf(at + strlen("tiles scanned, "), "%d", &n) != 1) return -1;
    const char *word = strchr(at + strlen("tiles scanned, "), ' ');
    if (word && strncmp(word, " grown", 6) == 0) word += 6;
    *agrees = word && strncmp(word, n == 1 ? " side tested" : " sides tested", n == 1 ? 12 : 13) == 0;
    return n;
}

bool wall_check_side_count_words(const ResolverInfo *resolver, const Map *map, float max_move, long moves, char *why,
                                 size_t cap)
{
    static Trace trace;
    Rng rng;
    rng_seed(&rng, 17);
    bool one = false, more = false;
    float tile = (float)map->tile;
    for (long k = 0; k < moves; k++) {
        Body body = {0.0f, 0.0f, resolver->size_tiles * tile, resolver->size_tiles * tile};
        do {
            body.x = rng_float01(&rng) * (float)map->w * tile;
            body.y = rng_float01(&rng) * (float)map->h * tile;
        } while (map_is_wall_at(map, body.x, body.y));
        float dx, dy;
        random_move(&rng, max_move, &dx, &dy);
        trace_clear(&trace);
        resolve_once(resolver, map, body, dx, dy, 1, NULL, &trace);
        bool agrees = false;
        int n = side_count(trace.note, &agrees);
        if (n >= 0 && !agrees) {
            snprintf(why, cap, "the note reads \"%s\"", trace.note);
            return false;
        }
        one = one || n == 1;
        more = more || n > 1;
    }
    if (!one || !more) snprintf(why, cap, "no note counted %s", one ? "more than one side" : "exactly one side");
    return one && more;
}
