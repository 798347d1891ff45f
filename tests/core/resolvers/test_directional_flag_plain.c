/* test_directional_flag_plain.c: the directional-flag resolver against its frozen
 * reference (tests/support/directional_flag_plain.c), bit for bit: the body's place,
 * MoveInfo and the trace, on every shipped map and on a large generated one. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/resolver.h"
#include "support/plain_resolvers.h"
#include "support/side_by_side.h"
#include "support/support.h"

#define MOVES_PER_MAP 100000

static bool same_bits(float a, float b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

/* One move through both, a trace when `traced`; false (and `why`) when they differ. */
static bool same_move(const Map *m, Body b, float dx, float dy, bool traced, char *why, size_t cap)
{
    static Trace tf, tp;
    trace_clear(&tf);
    trace_clear(&tp);
    MoveInfo mf = {0}, mp = {0};
    Body bf = resolve_once(resolver_info(RESOLVER_DIRECTIONAL_FLAG), m, b, dx, dy, 1, &mf, traced ? &tf : NULL);
    Body bp = resolve_once(&RESOLVE_DIRECTIONAL_FLAG_PLAIN, m, b, dx, dy, 1, &mp, traced ? &tp : NULL);
    bool same = same_bits(bf.x, bp.x) && same_bits(bf.y, bp.y) && same_bits(bf.w, bp.w) && same_bits(bf.h, bp.h) &&
                same_bits(mf.t, mp.t) && mf.hits == mp.hits && mf.flags == mp.flags &&
                (!traced || side_by_side_same_trace(&tf, &tp));
    if (!same)
        snprintf(why, cap,
                 "%s: body %a,%a (%a x %a) by %a,%a: got %a,%a t %a hits %d flags %u, the reference %a,%a t %a "
                 "hits %d flags %u%s",
                 m->name, (double)b.x, (double)b.y, (double)b.w, (double)b.h, (double)dx, (double)dy, (double)bf.x,
                 (double)bf.y, (double)mf.t, mf.hits, mf.flags, (double)bp.x, (double)bp.y, (double)mp.t, mp.hits,
                 mp.flags, traced ? " (traced)" : "");
    return same;
}

Test(directional_flag_plain, the_benchs_moves_give_the_same_bits_on_every_shipped_map)
{
    /* As `collide bench` moves: the method's own box from the centre of an empty cell,
     * a quarter tile or two tiles in any direction; every eighth move traced. */
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int n = shipped_map_names(names);
    for (int i = 0; i < n; i++) {
        Map m = {0};
        load_shipped_map(names[i], &m);
        Rng rng;
        rng_seed(&rng, 0xd1a6u + (uint64_t)i);
        float t = (float)m.tile;
        for (int k = 0; k < MOVES_PER_MAP; k++) {
            int cell = (int)rng_below(&rng, (uint32_t)(m.w * m.h));
            if (m.cells[cell] != 0 && rng_below(&rng, 4) != 0) continue; /* mostly empty cells, some walls */
            float x = ((float)(cell % m.w) + 0.5f) * t, y = ((float)(cell / m.w) + 0.5f) * t;
            float a = rng_float01(&rng) * 6.2831853f, length = (k & 1 ? 2.0f : 0.25f) * t;
            Body b = resolver_body(RESOLVER_DIRECTIONAL_FLAG, &m, x, y);
            char why[512] = "";
            bool same = same_move(&m, b, cosf(a) * length, sinf(a) * length, k % 8 == 0, why, sizeof why);
            cr_assert(same, "move %d: %s", k, why);
        }
        map_free(&m);
    }
}

Test(directional_flag_plain, hostile_moves_give_the_same_bits_on_every_shipped_map)
{
    char why[512] = "";
    cr_assert(side_by_side_shipped_maps(resolver_info(RESOLVER_DIRECTIONAL_FLAG), &RESOLVE_DIRECTIONAL_FLAG_PLAIN,
                                        MOVES_PER_MAP, 7, why, sizeof why),
              "%s", why);
}

Test(directional_flag_plain, any_box_and_move_on_a_large_map_give_the_same_bits)
{
    /* Boxes from 1 px to three tiles, anywhere on a 256 x 256 map (in walls too, and
     * on cell lines), moves up to 600 px, straight ones often; every fourth traced. */
    Map m = {0};
    load_big_map(256, &m);
    Rng rng;
    rng_seed(&rng, 4004);
    float t = (float)m.tile, side = t * 256.0f;
    for (int k = 0; k < 20000; k++) {
        float w = 1.0f + rng_float01(&rng) * 3.0f * t, h = rng_below(&rng, 2) ? w : 1.0f + rng_float01(&rng) * 3.0f * t;
        float x = rng_float01(&rng) * side, y = rng_float01(&rng) * side;
        if (rng_below(&rng, 3) == 0) x = floorf(x / t) * t + (rng_below(&rng, 2) ? 0.5f : 0.0f);
        float a = rng_float01(&rng) * 6.2831853f, length = rng_float01(&rng) * 600.0f;
        float dx = cosf(a) * length, dy = sinf(a) * length;
        if (k % 5 == 0) dx = 0.0f;
        if (k % 5 == 1) dy = 0.0f;
        char why[512] = "";
        bool same = same_move(&m, (Body){x, y, w, h}, dx, dy, k % 4 == 0, why, sizeof why);
        cr_assert(same, "move %d: %s", k, why);
    }
    map_free(&m);
}
