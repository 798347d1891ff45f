/* test_exact_shortcuts.c: the resolvers' arithmetic shortcuts give what the plain
 * operations give, bit for bit, so that no method's result moves: a cell index by a
 * product with the tile's reciprocal against floorf of the quotient, the whole-pixel
 * rounding against lroundf, the inline min/max against a comparison, the inline cut of
 * a move against resolver_cut_move. The values: every kind a move can bring (tile
 * edges, one float step either side of them, halves, tiny, huge, infinite, NaN) and
 * random ones, for every tile a map may have. */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "core/map.h"
#include "core/resolver.h"

/* map_cell_of as it is defined: the floor of v / tile, held to -1 .. MAP_MAX_W + MAP_MAX_H. */
static int cell_reference(int tile, float v)
{
    float c = floorf(v / (float)tile);
    if (!(c >= -1.0f)) return -1;
    if (c > (float)(MAP_MAX_W + MAP_MAX_H)) return MAP_MAX_W + MAP_MAX_H;
    return (int)c;
}

/* Values around the edges of tile `tile`, and random ones. */
static int sample_values(int tile, Rng *rng, float *out, int cap)
{
    static const float SPECIAL[] = {0.0f,   -0.0f,       0.5f,       -0.5f,       1e-30f,      -1e-30f,     1e30f,
                                    -1e30f, INFINITY,    -INFINITY,  (float)NAN,  -1.0f,       1.0f,        2.5f,
                                    -2.5f,  16777216.0f, 8388607.5f, -8388607.5f, 0.49999997f, -0.49999997f};
    int n = 0;
    for (size_t k = 0; k < sizeof SPECIAL / sizeof *SPECIAL && n < cap; k++) out[n++] = SPECIAL[k];
    for (int e = -3; e < 300 && n + 3 <= cap; e++) { /* edges from before the map to far past it */
        float edge = (float)(e * tile);
        out[n++] = edge;
        out[n++] = nextafterf(edge, -INFINITY);
        out[n++] = nextafterf(edge, INFINITY);
    }
    while (n < cap) {
        float scale = rng_below(rng, 2) ? 200.0f * (float)tile : 1e7f;
        out[n++] = (rng_float01(rng) * 2.0f - 1.0f) * scale;
    }
    return n;
}

Test(exact_shortcuts, a_cell_index_is_the_floor_of_the_quotient_for_every_tile)
{
    static float v[20000];
    for (int tile = MAP_TILE_MIN; tile <= MAP_TILE_MAX; tile++) {
        Map m;
        memset(&m, 0, sizeof m);
        m.tile = tile;
        Rng rng;
        rng_seed(&rng, (uint64_t)tile);
        int n = sample_values(tile, &rng, v, (int)(sizeof v / sizeof *v));
        for (int k = 0; k < n; k++) {
            float q = map_over_tile(&m, v[k]), want = v[k] / (float)tile;
            cr_assert(memcmp(&q, &want, sizeof q) == 0 || (isnan(q) && isnan(want)),
                      "tile %d: %a / tile gave %a, not %a", tile, (double)v[k], (double)q, (double)want);
            cr_assert_eq(map_cell_of(&m, v[k]), cell_reference(tile, v[k]), "tile %d, v %a", tile, (double)v[k]);
        }
    }
}

Test(exact_shortcuts, a_whole_pixel_is_lroundf_within_its_range)
{
    static float v[20000];
    Rng rng;
    rng_seed(&rng, 7);
    int n = sample_values(32, &rng, v, (int)(sizeof v / sizeof *v));
    for (int k = 0; k < n; k++) {
        int got = resolver_whole_px(v[k]);
        if (isnan(v[k])) {
            cr_expect_eq(got, 0);
            continue;
        }
        float held = fmaxf(fminf(v[k], (float)RESOLVE_WHOLE_PX_MAX), -(float)RESOLVE_WHOLE_PX_MAX);
        cr_assert_eq(got, (int)lroundf(held), "%a", (double)v[k]);
    }
}

Test(exact_shortcuts, the_inline_min_and_max_are_fminf_and_fmaxf_when_the_values_differ_or_one_is_nan)
{
    static const float V[] = {-3.0f, -0.0f, 0.5f, 1.0f, 4096.0f, 1e30f, INFINITY, -INFINITY, (float)NAN};
    int n = (int)(sizeof V / sizeof *V);
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) {
            if (V[a] == V[b]) continue; /* equal values: either is the answer (the sign of a zero aside) */
            float lo = resolver_minf(V[a], V[b]), hi = resolver_maxf(V[a], V[b]);
            float want_lo = fminf(V[a], V[b]), want_hi = fmaxf(V[a], V[b]);
            cr_expect(lo == want_lo || (isnan(lo) && isnan(want_lo)), "min(%g, %g) = %g", (double)V[a], (double)V[b],
                      (double)lo);
            cr_expect(hi == want_hi || (isnan(hi) && isnan(want_hi)), "max(%g, %g) = %g", (double)V[a], (double)V[b],
                      (double)hi);
        }
}

Test(exact_shortcuts, the_inline_cut_of_a_move_is_resolver_cut_move)
{
    Map m = {0}; /* map_new releases what a map held: none */
    cr_assert(map_new(&m, 40, 18));
    static const float D[] = {0.0f,  8.0f,  -64.0f,   290.0f,    291.0f,    500.0f,
                              -1e6f, 1e30f, INFINITY, -INFINITY, (float)NAN};
    int n = (int)(sizeof D / sizeof *D);
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) {
            float dx = D[a], dy = D[b], want_dx = D[a], want_dy = D[b];
            resolver_cut_move_fast(&m, &dx, &dy);
            resolver_cut_move(&m, &want_dx, &want_dy);
            cr_expect(memcmp(&dx, &want_dx, sizeof dx) == 0 && memcmp(&dy, &want_dy, sizeof dy) == 0,
                      "(%g, %g) cut to (%g, %g), not (%g, %g)", (double)D[a], (double)D[b], (double)dx, (double)dy,
                      (double)want_dx, (double)want_dy);
        }
    map_free(&m);
}
