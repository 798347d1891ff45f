/* test_quad_skip.c: on an absurd move's walk quad-push takes the steps of a pair in which
 * nothing can happen (and the trailing steps of a pair that is over) at once, and pairs
 * only the cells near the path, so that the move ends in bounded time; that must change
 * no bit. Each part is held to the steps taken one at a time: runs of float additions to
 * a loop of them, CollisionOfTwoQuads to its step-by-step copy (tests/support/quad_plain.c),
 * and the resolver to its copy on that (quad_push_plain.c), on hostile moves over every
 * shipped map and absurd ones on a large map: places, MoveInfo and traces. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolvers/float_run.h"
#include "support/plain_resolvers.h"
#include "support/side_by_side.h"
#include "support/support.h"

static bool same_bits(float a, float b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

/* A place to add to: on a binade's edge, one float step off it, halves, zeros, far out,
 * or random at any scale. */
static float some_place(Rng *rng)
{
    float edge = ldexpf(1.0f, (int)rng_below(rng, 44) - 12) * (rng_below(rng, 2) ? 1.0f : -1.0f);
    switch (rng_below(rng, 6)) {
    case 0: return edge;
    case 1: return nextafterf(edge, rng_below(rng, 2) ? INFINITY : -INFINITY);
    case 2: return (float)((int)rng_below(rng, 2001) - 1000) * 0.5f;
    case 3: return rng_below(rng, 2) ? 0.0f : -0.0f;
    default: return (rng_float01(rng) * 2.0f - 1.0f) * ldexpf(1.0f, (int)rng_below(rng, 40) - 10);
    }
}

/* A step as a pair makes them (a whole move over a number of steps: +-1, 0 and fractions),
 * or a power-of-two fraction (halfway between two floats of a place), or any. */
static float some_step(Rng *rng)
{
    int steps = 1 + (int)rng_below(rng, 300), v = (int)rng_below(rng, (uint32_t)(2 * steps + 1)) - steps;
    switch (rng_below(rng, 4)) {
    case 0: return (float)v / (float)steps;
    case 1: return rng_below(rng, 2) ? 1.0f : -1.0f;
    case 2: return ldexpf(rng_below(rng, 2) ? 1.0f : -1.0f, -(int)rng_below(rng, 30));
    default: return (rng_float01(rng) * 2.0f - 1.0f) * ldexpf(1.0f, (int)rng_below(rng, 12) - 6);
    }
}

Test(quad_skip, runs_of_additions_give_the_bits_of_one_addition_at_a_time)
{
    Rng rng;
    rng_seed(&rng, 2026);
    for (int k = 0; k < 40000; k++) {
        float x = some_place(&rng), d = some_step(&rng);
        int64_t n = rng_below(&rng, 4) ? (int64_t)rng_below(&rng, 70) : (int64_t)rng_below(&rng, 5000);
        float want = x;
        for (int64_t i = 0; i < n; i++) want += d;
        float got = float_add_n(x, d, n);
        cr_assert(same_bits(got, want) || (isnan(got) && isnan(want)), "%a plus %lld times %a: %a, one at a time %a",
                  (double)x, (long long)n, (double)d, (double)got, (double)want);
    }
}

Test(quad_skip, a_run_never_promises_an_addition_it_does_not_give)
{
    /* float_run's promise itself, checked addition by addition where it is longest. */
    Rng rng;
    rng_seed(&rng, 11);
    for (int k = 0; k < 4000; k++) {
        float x = some_place(&rng), d = some_step(&rng);
        FloatRun run = float_run(x, d, rng_below(&rng, 2) ? 0.0 : 1.0 / fabs((double)d));
        int64_t n = run.n < 3000 ? run.n : 3000;
        float y = x;
        for (int64_t i = 1; i <= n; i++) {
            y += d;
            float at = (float)((double)x + (double)i * run.step);
            cr_assert(same_bits(y, at), "%a + %a, addition %lld: %a, the run says %a", (double)x, (double)d,
                      (long long)i, (double)y, (double)at);
        }
    }
}

/* A pair as the resolver makes them: a cell or a mover, still or moving by a few pixels,
 * and Weak from a place near it by a move of up to 300 px (sometimes hostile: huge, NaN). */
static QuadSpec some_pair(Rng *rng)
{
    QuadSpec s;
    memset(&s, 0, sizeof s);
    int tile = 8 << rng_below(rng, 5);
    s.msize = (QuadXYi){tile * (1 + (int)rng_below(rng, 3)), tile * (1 + (int)rng_below(rng, 2))};
    s.ms = (QuadXYi){(int)rng_below(rng, 40) * tile, (int)rng_below(rng, 40) * tile};
    s.mc = s.ms;
    if (rng_below(rng, 4) == 0)
        s.mc = (QuadXYi){s.ms.x + (int)rng_below(rng, 17) - 8, s.ms.y + (int)rng_below(rng, 17) - 8};
    s.wsize = (QuadXYi){1 + (int)rng_below(rng, 3 * (uint32_t)tile), 1 + (int)rng_below(rng, 3 * (uint32_t)tile)};
    float cx = (float)s.ms.x + (rng_float01(rng) * 8.0f - 4.0f) * (float)tile;
    float cy = (float)s.ms.y + (rng_float01(rng) * 8.0f - 4.0f) * (float)tile;
    if (rng_below(rng, 3) == 0) cx = floorf(cx) + (rng_below(rng, 2) ? 0.5f : 0.0f);
    if (rng_below(rng, 3) == 0) cy = floorf(cy);
    float len = rng_below(rng, 2) ? 300.0f * rng_float01(rng) : (float)(8 << rng_below(rng, 10));
    float a = 6.2831853f * rng_float01(rng);
    if (rng_below(rng, 3) == 0) a = (float)rng_below(rng, 8) * 0.78539816f;
    s.ws = (QuadXYf){cx, cy};
    s.wc = (QuadXYf){cx + len * cosf(a), cy + len * sinf(a)};
    if (rng_below(rng, 50) == 0) s.wc.x = rng_below(rng, 2) ? NAN : 3e5f;
    return s;
}

/* Does the pair give what the steps one at a time give, bit for bit? */
static void assert_pair_as_plain(QuadSpec fast, int k)
{
    QuadSpec plain = fast;
    float f = quad_collide(&fast), p = quad_collide_plain(&plain);
    cr_assert(same_bits(f, p) && same_bits(fast.wc.x, plain.wc.x) && same_bits(fast.wc.y, plain.wc.y) &&
                  fast.collision == plain.collision && fast.last_step_collision == plain.last_step_collision,
              "pair %d: Mighty %dx%d from %d,%d to %d,%d, Weak %dx%d from %a,%a to %a,%a: %a at %a,%a flags %u/%u, "
              "one at a time %a at %a,%a flags %u/%u",
              k, fast.msize.x, fast.msize.y, fast.ms.x, fast.ms.y, fast.mc.x, fast.mc.y, fast.wsize.x, fast.wsize.y,
              (double)fast.ws.x, (double)fast.ws.y, (double)plain.wc.x, (double)plain.wc.y, (double)f,
              (double)fast.wc.x, (double)fast.wc.y, fast.collision, fast.last_step_collision, (double)p,
              (double)plain.wc.x, (double)plain.wc.y, plain.collision, plain.last_step_collision);
}

Test(quad_skip, every_pair_gives_what_the_steps_one_at_a_time_give)
{
    Rng rng;
    rng_seed(&rng, 5);
    for (int k = 0; k < 200000; k++) assert_pair_as_plain(some_pair(&rng), k);
}

/* A pair in which Weak's top-left reaches Mighty's side on a power of two, or on 0 (a cell
 * of the ring around a map, the commonest wall of all, where Weak's places are small and
 * their binades short): there the binade changes under Weak as it meets the side, and a
 * step taken back across it need not come back to the same float. Weak starts a few
 * pixels off, in whole or any pixels, and moves into the cell at a slant, sliding along
 * the side it meets. */
static QuadSpec pair_where_binades_change(Rng *rng)
{
    QuadSpec s;
    memset(&s, 0, sizeof s);
    int tile = 8 << rng_below(rng, 3);
    s.msize = (QuadXYi){tile, tile};
    s.wsize = (QuadXYi){1 + (int)rng_below(rng, 2 * (uint32_t)tile), 1 + (int)rng_below(rng, 2 * (uint32_t)tile)};
    int side = (int)rng_below(rng, 4);     /* the side met: the cell's left, right, top or bottom */
    bool forward = side == 0 || side == 2; /* Weak moves right or down */
    int size = side < 2 ? s.wsize.x : s.wsize.y;
    int touch = rng_below(rng, 3) == 0 ? 0 : 1 << (3 + rng_below(rng, 8)); /* Weak's top-left on contact */
    int at = forward ? touch + size : touch - tile;                        /* the cell's near edge, across */
    int along = ((int)rng_below(rng, 9) - 4) * tile;
    s.ms = side < 2 ? (QuadXYi){at, along} : (QuadXYi){along, at};
    s.mc = s.ms;
    float off = 0.5f + rng_float01(rng) * 12.0f, slide = (rng_float01(rng) * 2.0f - 1.0f) * 2.0f * (float)tile;
    if (rng_below(rng, 2)) {
        off = floorf(off);
        slide = floorf(slide);
    }
    float start = forward ? (float)touch - off : (float)touch + off;
    /* Most walks longer than the sandbox's, where the repeats are taken at once. */
    float reach = rng_below(rng, 4) ? 900.0f : 80.0f;
    float into = (forward ? 1.0f : -1.0f) * (4.0f + rng_float01(rng) * reach);
    float cross = (rng_float01(rng) * 2.0f - 1.0f) * reach;
    if (side < 2) {
        s.ws = (QuadXYf){start, (float)along + slide};
        s.wc = (QuadXYf){start + into, s.ws.y + cross};
    } else {
        s.ws = (QuadXYf){(float)along + slide, start};
        s.wc = (QuadXYf){s.ws.x + cross, start + into};
    }
    return s;
}

Test(quad_skip, pairs_where_the_binades_change_under_weak_give_what_the_steps_give)
{
    Rng rng;
    rng_seed(&rng, 31);
    for (int k = 0; k < 200000; k++) assert_pair_as_plain(pair_where_binades_change(&rng), k);
}

Test(quad_skip, the_resolver_gives_the_same_bits_on_every_shipped_map)
{
    char why[512] = "";
    cr_assert(side_by_side_shipped_maps(resolver_info(RESOLVER_QUAD_PUSH), &RESOLVE_QUAD_PUSH_PLAIN, 30000, 1, why,
                                        sizeof why),
              "%s", why);
}

Test(quad_skip, absurd_moves_on_a_large_map_give_the_same_bits)
{
    /* Moves of up to 20,000 px across a map of 256 x 256 cells: the pairs walk thousands
     * of steps, through binades of every size on the way, and only the cells near the
     * path are paired. */
    Map m = {0};
    load_big_map(256, &m);
    Rng rng;
    rng_seed(&rng, 99);
    for (int k = 0; k < 300; k++) {
        Body b = resolver_body(RESOLVER_QUAD_PUSH, &m, 0.0f, 0.0f);
        b.x = 40.0f + rng_float01(&rng) * 8000.0f;
        b.y = 40.0f + rng_float01(&rng) * 8000.0f;
        if (rng_below(&rng, 2)) b.x = floorf(b.x) + 0.5f;
        float length = 300.0f + rng_float01(&rng) * 20000.0f, a = 6.2831853f * rng_float01(&rng);
        if (rng_below(&rng, 3) == 0) a = (float)rng_below(&rng, 8) * 0.78539816f;
        float dx = length * cosf(a), dy = length * sinf(a);
        MoveInfo mf, mp;
        Body bf = resolve_once(resolver_info(RESOLVER_QUAD_PUSH), &m, b, dx, dy, 1, &mf, NULL);
        Body bp = resolve_once(&RESOLVE_QUAD_PUSH_PLAIN, &m, b, dx, dy, 1, &mp, NULL);
        cr_assert(same_bits(bf.x, bp.x) && same_bits(bf.y, bp.y) && same_bits(mf.t, mp.t) && mf.hits == mp.hits &&
                      mf.flags == mp.flags,
                  "from %a,%a by %a,%a: %a,%a t %a hits %d flags %u, one at a time %a,%a t %a hits %d flags %u",
                  (double)b.x, (double)b.y, (double)dx, (double)dy, (double)bf.x, (double)bf.y, (double)mf.t, mf.hits,
                  mf.flags, (double)bp.x, (double)bp.y, (double)mp.t, mp.hits, mp.flags);
    }
    map_free(&m);
}
