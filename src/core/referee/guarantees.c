/* guarantees.c: see guarantees.h. Each move goes through method_move, as in the
 * program, with no trace; the referee (referee.c, its own geometry) judges it. The
 * walk's directions come from their own generator, seeded by the map and the speed
 * and not by the method, so every method is asked the same moves as long as it ends
 * where the others do. */
#include "core/guarantees.h"

#include <math.h>

#include "core/referee.h"
#include "core/resolver.h"
#include "core/base/rng.h"

#define SPOT_TRIES_MAX 100000 /* random spots tried for a free one before the spawn is used */

/* A random spot where the body touches no wall (nor straddles a one-way side), or
 * the spawn's centre. */
static Body free_spot(const ResolverInfo *method, const Map *m, Rng *rng)
{
    const ResolverInfo *info = method;
    float t = (float)m->tile;
    for (int k = 0; k < SPOT_TRIES_MAX; k++) {
        Body b = method_body(method, m, rng_float01(rng) * (float)m->w * t, rng_float01(rng) * (float)m->h * t);
        RefBody rb = referee_body(info->model, &b);
        if (referee_clear(m, &rb, b.x, b.y)) return b;
    }
    return method_body(method, m, ((float)m->spawn_x + 0.5f) * t, ((float)m->spawn_y + 0.5f) * t);
}

/* Short: how far along the wanted move the body got, against the perfect stop. */
static bool stopped_short(const Map *m, const RefBody *rb, const Body *start, float dx, float dy, const Body *end)
{
    double len = hypot((double)dx, (double)dy);
    if (len <= 0.0) return false;
    double sx = start->x, sy = start->y;
    double progress = (((double)end->x - sx) * dx + ((double)end->y - sy) * dy) / len;
    /* The perfect stop is at most the whole move: a body that got within the margin of
     * that did not stop short, wherever the perfect stop is, and the stop need not be
     * sought (most moves: the heat map's and guarantees' pace, referee_depth.c). */
    if (progress >= len - GUARANTEE_SHORT_PX) return false;
    double perfect = referee_free_fraction(m, rb, sx, sy, dx, dy) * len;
    return progress < perfect - GUARANTEE_SHORT_PX;
}

MoveVerdict guarantees_judge(const Map *m, BodyModel model, const Body *start, float dx, float dy, const Body *end)
{
    MoveVerdict v = {0.0, false, false, false};
    RefBody rb = referee_body(model, start);
    v.short_stop = stopped_short(m, &rb, start, dx, dy, end);
    v.depth = referee_depth(m, &rb, end->x, end->y);
    v.inside = v.depth > REFEREE_TOLERANCE_PX;
    v.crossed = !v.inside && referee_move_crossed(m, &rb, start->x, start->y, dx, dy, end->x, end->y);
    return v;
}

MoveVerdict guarantees_verdict(const Map *m, BodyModel model, const Body *start, float dx, float dy, const Body *end)
{
    MoveVerdict v = {0.0, false, false, false};
    RefBody rb = referee_body(model, start);
    v.short_stop = stopped_short(m, &rb, start, dx, dy, end);
    v.inside = referee_inside(m, &rb, end->x, end->y);
    v.crossed = !v.inside && referee_move_crossed(m, &rb, start->x, start->y, dx, dy, end->x, end->y);
    return v;
}

static void measure_map(const ResolverInfo *method, const Map *m, double speed_tiles, long moves, uint64_t seed, GuaranteeRow *row)
{
    const ResolverInfo *info = method;
    /* Directions and starting spots from generators of their own, so the methods are
     * asked the same directions whatever spots their bodies need. */
    Rng dirs, spots, coin;
    rng_seed(&dirs, seed);
    rng_seed(&spots, seed ^ 0x5b075u);
    rng_seed(&coin, seed ^ 0xc017u); /* the resolvers' own generator (grid-region's coin) */
    ResolveCtx ctx = {m, &coin, NULL, 0, NULL, NULL};
    float speed = (float)(speed_tiles * m->tile);
    Body body = {0.0f, 0.0f, 0.0f, 0.0f};
    int dir = 0, hold = 0;
    for (long k = 0; k < moves; k++) {
        if (k % GUARANTEE_RESTART_MOVES == 0) body = free_spot(method, m, &spots);
        if (hold-- <= 0) {
            dir = (int)rng_below(&dirs, 8);
            hold = (int)rng_below(&dirs, GUARANTEE_HOLD_MAX);
        }
        float dx = (float)GUARANTEE_DIRS[dir][0] * speed, dy = (float)GUARANTEE_DIRS[dir][1] * speed;
        Body start = body;
        method_move(method, &ctx, &body, dx, dy, NULL, NULL);
        MoveVerdict v = guarantees_judge(m, info->model, &start, dx, dy, &body);
        row->moves++;
        row->short_stop += v.short_stop;
        if (v.inside) {
            row->inside++;
            if (v.depth > row->worst_depth) row->worst_depth = v.depth;
            /* Go on from where it legally was, in a new direction (the same move again
             * would only count the same failure again). */
            body = start;
            hold = 0;
        } else {
            row->crossed += v.crossed;
        }
    }
}

GuaranteeRow guarantees_measure(const ResolverInfo *method, const Map *maps, int map_count, double speed_tiles, long moves,
                                uint64_t seed)
{
    GuaranteeRow row = {0, 0, 0, 0, 0.0};
    const ResolverInfo *info = method;
    if (!info || map_count <= 0 || moves <= 0) return row;
    for (int k = 0; k < map_count; k++) {
        long share = moves * (k + 1) / map_count - moves * k / map_count;
        /* Seeded by the map and the speed, never by the method. */
        uint64_t s = seed * 0x9e3779b97f4a7c15u + (uint64_t)k * 0x632be59bd9b4e019u + (uint64_t)(speed_tiles * 64.0);
        measure_map(method, &maps[k], speed_tiles, share, s, &row);
    }
    return row;
}
