/* crowd_pairs_kernel.h (internal to the crowd): the contact pass's screen
 * (crowd_broadphase.c), as static functions for the file that includes it:
 * crowd_broadphase.c compiles them for SSE2 (four lanes), crowd_pairs_avx2.c for AVX2
 * (eight lanes, core/base/wide.h). Each file includes this once and calls pairs_screen.
 *
 * Why a screen: the crowd is sparse, and most positions touch nobody. Looking for the
 * pairs one position at a time costs a walk along the keys and two windows' tests for
 * each, however few candidates the windows hold. The screen takes a block of SCREEN_LANES
 * consecutive sorted positions at once, one lane each, and only answers whether any of
 * them touches anything, and which: those few positions (all of a block the screen
 * cannot take) are looked at again one at a time, which finds the pairs in order. A
 * block that touches nothing costs a few vector tests instead of SCREEN_LANES walks.
 *
 * The screen is exact where it must be: each candidate pair is tested by the same
 * float operations as the pass itself (contact_mask), so it never misses a pair the
 * pass would find. It may test more pairs than the windows hold (a false alarm only
 * sends a position to the pass). */
#ifndef COLLIDE_CROWD_PAIRS_KERNEL_H
#define COLLIDE_CROWD_PAIRS_KERNEL_H

#include <stdbool.h>
#include <stdint.h>

/* What the screen reads and writes: the sorted copies (crowd_grid.h), and the blocks it
 * leaves to the pass. */
typedef struct PairScreen {
    const float *x, *y, *r;
    const uint32_t *key; /* sorted; the padding after the last position is above every cell */
    uint32_t stride;     /* keys a row apart (grid_w + 2) */
    uint32_t count;      /* positions: key[count] is padding */
    uint32_t below;      /* at or before the first position below-left of the next block */
    uint32_t *busy;      /* blocks for the pass, three words each: first position, its `below`, lanes */
    uint32_t busy_n, busy_room;
} PairScreen;

/// pairs_screen compiled for AVX2: only where wide_level() (core/base/wide.h) is WIDE_AVX2 or more.
uint32_t crowd_pairs_screen_avx2(PairScreen *s, uint32_t from, uint32_t to);

#if defined(PAIRS_AVX2) /* the includer's choice: AVX2 is switched on per function (core/base/wide.h) */
#include <immintrin.h>
#define SCREEN_LANES 8u
#define SCREEN_FIT 8u /* see screen_block */
typedef __m256 VecF;
typedef __m256i VecI;
#define vf_load(p) _mm256_loadu_ps(p)
#define vf_set(v) _mm256_set1_ps(v)
#define vf_zero() _mm256_setzero_ps()
#define vf_add(a, b) _mm256_add_ps(a, b)
#define vf_sub(a, b) _mm256_sub_ps(a, b)
#define vf_mul(a, b) _mm256_mul_ps(a, b)
#define vf_le(a, b) _mm256_cmp_ps(a, b, _CMP_LE_OQ)
#define vf_and(a, b) _mm256_and_ps(a, b)
#define vf_or(a, b) _mm256_or_ps(a, b)
#define vf_mask(a) ((unsigned)_mm256_movemask_ps(a))
#define vi_load(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define vi_set(v) _mm256_set1_epi32((int32_t)(v))
#define vi_add(a, b) _mm256_add_epi32(a, b)
#define vi_sub(a, b) _mm256_sub_epi32(a, b)
#define vi_gt(a, b) _mm256_castsi256_ps(_mm256_cmpgt_epi32(a, b))
#elif defined(__SSE2__)
#include <emmintrin.h>
#define SCREEN_LANES 4u
#define SCREEN_FIT 0 /* see screen_block: measured slower for blocks of four */
typedef __m128 VecF;
typedef __m128i VecI;
#define vf_load(p) _mm_loadu_ps(p)
#define vf_set(v) _mm_set1_ps(v)
#define vf_zero() _mm_setzero_ps()
#define vf_add(a, b) _mm_add_ps(a, b)
#define vf_sub(a, b) _mm_sub_ps(a, b)
#define vf_mul(a, b) _mm_mul_ps(a, b)
#define vf_le(a, b) _mm_cmple_ps(a, b)
#define vf_and(a, b) _mm_and_ps(a, b)
#define vf_or(a, b) _mm_or_ps(a, b)
#define vf_mask(a) ((unsigned)_mm_movemask_ps(a))
#define vi_load(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define vi_set(v) _mm_set1_epi32((int32_t)(v))
#define vi_add(a, b) _mm_add_epi32(a, b)
#define vi_sub(a, b) _mm_sub_epi32(a, b)
#define vi_gt(a, b) _mm_castsi128_ps(_mm_cmpgt_epi32(a, b))
#endif

#ifdef SCREEN_LANES
#define SKIP_KEYS 16u            /* keys one step of the walk to the row below reads */
#define BELOW_LIMIT 32u          /* a block whose cells below hold more positions is left to the pass */
#define BELOW_FIRST SCREEN_LANES /* positions below tested whatever their cells, then four at a time */

/* Lane i: do the circles (X, Y, R)[i] and (xt, yt, rt)[i] touch? contact_mask's
 * operations, with the lanes' circle as the one it broadcasts: the same bits. */
static inline VecF screen_touch(VecF xt, VecF yt, VecF rt, VecF X, VecF Y, VecF R)
{
    VecF dx = vf_sub(xt, X), dy = vf_sub(yt, Y), rsum = vf_add(R, rt);
    return vf_le(vf_add(vf_mul(dx, dx), vf_mul(dy, dy)), vf_mul(rsum, rsum));
}

/* The first position from p on in a cell from `first` on: SKIP_KEYS keys a step, so
 * that the step nearly always lands (keys are sorted: the ones below `first` are a
 * prefix). p never passes the padding, so the keys read stay within it. */
static inline uint32_t screen_skip(const uint32_t *key, uint32_t p, uint32_t first)
{
    VecI f = vi_set(first);
    for (;;) {
        unsigned below = 0;
        for (unsigned k = 0; k < SKIP_KEYS / SCREEN_LANES; k++)
            below |= vf_mask(vi_gt(f, vi_load(key + p + k * SCREEN_LANES))) << (k * SCREEN_LANES);
        if (below != (1u << SKIP_KEYS) - 1u) return p + (uint32_t)__builtin_ctz(~below);
        p += SKIP_KEYS;
    }
}

#define SCREEN_ALL ((1u << SCREEN_LANES) - 1u)

/* Window 2 (the three cells below) of a block as a whole: every lane against each
 * position from b (the first below-left of the first lane) on while its cell is up to
 * `last` (the last below-right of the last lane), which holds every lane's window (a
 * few more pairs tested, never one less). Every lane when those cells hold more than
 * BELOW_LIMIT positions. */
static inline unsigned screen_below(const PairScreen *s, uint32_t b, uint32_t last, VecF X, VecF Y, VecF R)
{
    const uint32_t *key = s->key;
    if (key[b + BELOW_LIMIT < s->count ? b + BELOW_LIMIT : s->count] <= last) return SCREEN_ALL;
    const float *bx = s->x + b, *by = s->y + b, *br = s->r + b;
    VecF hit = vf_zero();
    for (uint32_t j = 0; j < BELOW_FIRST; j++)
        hit = vf_or(hit, screen_touch(vf_set(bx[j]), vf_set(by[j]), vf_set(br[j]), X, Y, R));
    for (uint32_t j = BELOW_FIRST; key[b + j] <= last; j += 4)
        for (uint32_t m = j; m < j + 4; m++)
            hit = vf_or(hit, screen_touch(vf_set(bx[m]), vf_set(by[m]), vf_set(br[m]), X, Y, R));
    return vf_mask(hit);
}

/* Which positions of the block from i0 on touch a later one in their windows (bit i for
 * lane i, and a few false alarms)? Window 1 (the rest of the own cell and the cell to
 * the right) by offsets: lane i against position i + d, while any lane's window goes
 * on (nearly always over at d = 2). Window 2 (the three cells below): the lanes whose
 * cells below end within the first SCREEN_FIT positions below the first lane, nearly
 * always several, are tested against those alone and the block ends after them
 * (*taken: how many positions the block took), which needs no loop whose end varies,
 * a mispredicted branch in one block of three. Otherwise the whole block as
 * screen_below says; a block across the end of a row has a whole row below it, and its
 * lanes of the first row and the others are screened apart. *start: the first
 * below-left of the first lane. */
static inline unsigned screen_block(PairScreen *s, uint32_t i0, uint32_t *start, uint32_t *taken)
{
    const float *x = s->x + i0, *y = s->y + i0, *r = s->r + i0;
    const uint32_t *key = s->key;
    VecF X = vf_load(x), Y = vf_load(y), R = vf_load(r);
    VecI own_end = vi_add(vi_load(key + i0), vi_set(2)); /* window 1: keys below this */
    VecF in = vi_gt(own_end, vi_load(key + i0 + 1));
    VecF hit = vf_and(in, screen_touch(vf_load(x + 1), vf_load(y + 1), vf_load(r + 1), X, Y, R));
    for (uint32_t d = 2;; d++) { /* past the padding every lane is out */
        in = vi_gt(own_end, vi_load(key + i0 + d));
        if (!vf_mask(in)) break;
        hit = vf_or(hit, vf_and(in, screen_touch(vf_load(x + d), vf_load(y + d), vf_load(r + d), X, Y, R)));
    }

    uint32_t stride = s->stride, k0 = key[i0], k1 = key[i0 + SCREEN_LANES - 1], last = k1 + stride + 1;
    uint32_t b = screen_skip(key, s->below, k0 + stride - 1);
    *start = s->below = b;
#if SCREEN_FIT
    VecI below_end = vi_add(vi_sub(own_end, vi_set(2)), vi_set(stride + 1)); /* each lane's last key below */
    unsigned fit = vf_mask(vi_gt(vi_set(key[b + SCREEN_FIT]), below_end));   /* a prefix: keys are sorted */
    if (fit & 1u) {
        uint32_t m = (uint32_t)__builtin_ctz(~fit);
        *taken = m;
        const float *bx = s->x + b, *by = s->y + b, *br = s->r + b;
        for (uint32_t j = 0; j < SCREEN_FIT; j++)
            hit = vf_or(hit, screen_touch(vf_set(bx[j]), vf_set(by[j]), vf_set(br[j]), X, Y, R));
        return vf_mask(hit) & ((1u << m) - 1u);
    }
#endif
    *taken = SCREEN_LANES;
    unsigned lanes = screen_below(s, b, last, X, Y, R);
    if (lanes != SCREEN_ALL) return vf_mask(hit) | lanes;
    uint32_t next_row = k0 - k0 % stride + stride; /* the first key of the row after lane 0's */
    if (k1 < next_row) return SCREEN_ALL;
    unsigned upper = vf_mask(vi_gt(vi_set(next_row), vi_load(key + i0))); /* a prefix of the lanes */
    uint32_t m = (uint32_t)__builtin_ctz(~upper);
    lanes = screen_below(s, b, key[i0 + m - 1] + stride + 1, X, Y, R) & upper;
    s->below = screen_skip(key, b, key[i0 + m] + stride - 1);
    return vf_mask(hit) | lanes | (screen_below(s, s->below, last, X, Y, R) & ~upper);
}

/* Screens the blocks from `from` on while a whole block fits before `to` and the list
 * of busy blocks has room; returns the first position not screened. */
static uint32_t pairs_screen(PairScreen *s, uint32_t from, uint32_t to)
{
    uint32_t i = from;
    for (uint32_t taken; i + SCREEN_LANES <= to && s->busy_n < s->busy_room; i += taken) {
        uint32_t start;
        unsigned lanes = screen_block(s, i, &start, &taken);
        if (!lanes) continue;
        s->busy[3 * s->busy_n] = i;
        s->busy[3 * s->busy_n + 1] = start;
        s->busy[3 * s->busy_n + 2] = lanes;
        s->busy_n++;
    }
    return i;
}
#endif

#endif
