/* crowd_sort.c: the broadphase's sort of the entries that changed cells (see
 * crowd_sort.h). They come listed in the last tick's order, so most are in place or a
 * few places off. */
#include "core/crowd/crowd_sort.h"

#include <string.h>

#define SORT_NEAR 8u            /* an entry this near its place is walked there; farther, bisection */
#define SORT_MOVES_PER_ENTRY 8u /* an insertion sort that moves more than this per entry stops... */
#define SORT_MOVES_SLACK 64u    /* ...plus this many, and the rest of the keys are radix-sorted */

/* LSD radix sort of n entries by their whole 64-bit value, RADIX_BITS a pass, through
 * tmp (n entries). A pass whose digit is the same in every entry is left out: a cell key
 * is under 2^30 and a slot under the count, so the top pass and often more go. */
#define RADIX_BITS 11
#define RADIX_PASSES 6 /* 66 bits */

static void radix_sort(uint64_t *v, uint32_t n, uint64_t *tmp)
{
    if (n < 2) return;
    uint32_t count[RADIX_PASSES][1u << RADIX_BITS];
    const uint64_t mask = (1u << RADIX_BITS) - 1u;
    memset(count, 0, sizeof count);
    for (uint32_t i = 0; i < n; i++)
        for (int p = 0; p < RADIX_PASSES; p++) count[p][v[i] >> (p * RADIX_BITS) & mask]++;
    uint64_t *src = v, *dst = tmp;
    for (int p = 0; p < RADIX_PASSES; p++) {
        uint32_t *at = count[p];
        int shift = p * RADIX_BITS;
        if (at[src[0] >> shift & mask] == n) continue; /* one digit throughout */
        uint32_t sum = 0;
        for (uint32_t d = 0; d <= mask; d++) {
            uint32_t k = at[d];
            at[d] = sum;
            sum += k;
        }
        for (uint32_t i = 0; i < n; i++) dst[at[src[i] >> shift & mask]++] = src[i];
        uint64_t *t = src;
        src = dst;
        dst = t;
    }
    if (src != v) memcpy(v, src, n * sizeof *v);
}

/* v[0..i) and v[i..n), each sorted, merged into v through tmp (i entries). A write
 * never passes the second run's next unread entry: d = a + (b - i) <= b. */
static void merge_runs(uint64_t *v, uint32_t i, uint32_t n, uint64_t *tmp)
{
    memcpy(tmp, v, i * sizeof *v);
    uint32_t a = 0, b = i, d = 0;
    while (a < i && b < n) v[d++] = tmp[a] < v[b] ? tmp[a++] : v[b++];
    while (a < i) v[d++] = tmp[a++];
}

/* Most entries are in place or a few places off (walked there), a few are far (found
 * by bisection, the ones in between moved as a block). Once the walking has moved more
 * than its budget, the sorted part is kept, the rest is radix-sorted and the two are
 * merged: a crowd whose rows hold many moved entries (a million circles, or the first
 * tick after a load) then costs a pass or two more, not a sort from scratch. */
void crowd_sort_entries(uint64_t *v, uint32_t n, uint64_t *tmp)
{
    size_t moves = 0, budget = (size_t)SORT_MOVES_PER_ENTRY * n + SORT_MOVES_SLACK;
    for (uint32_t i = 1; i < n; i++) {
        uint64_t vi = v[i];
        if (v[i - 1] < vi) continue;
        uint32_t k = i - 1; /* v[k] > vi: the place is at k or before */
        while (k > 0 && i - k < SORT_NEAR && v[k - 1] > vi) k--;
        if (k > 0 && v[k - 1] > vi) {
            uint32_t lo = 0, hi = k - 1; /* the first entry above vi is in [lo, hi] */
            while (lo < hi) {
                uint32_t mid = lo + (hi - lo) / 2;
                if (v[mid] > vi) hi = mid;
                else lo = mid + 1;
            }
            k = lo;
        }
        memmove(v + k + 1, v + k, (i - k) * sizeof *v);
        v[k] = vi;
        moves += i - k;
        if (moves > budget) { /* v[0..i] is sorted */
            radix_sort(v + i + 1, n - i - 1, tmp);
            merge_runs(v, i + 1, n, tmp);
            return;
        }
    }
}

/* Two sorted runs a[0..na) and b[0..nb) into out. */
static void merge_into(const uint64_t *a, uint32_t na, const uint64_t *b, uint32_t nb, uint64_t *out)
{
    uint32_t i = 0, j = 0, d = 0;
    while (i < na && j < nb) out[d++] = a[i] < b[j] ? a[i++] : b[j++];
    while (i < na) out[d++] = a[i++];
    while (j < nb) out[d++] = b[j++];
}

/* Split by class into tmp (the four runs one after another, untagged), each run
 * sorted with the rest of tmp as scratch, then merged back: two by two, then the pairs. */
void crowd_sort_moved(uint64_t *v, uint32_t n, uint64_t *tmp)
{
    uint32_t count[4] = {0}, at[4];
    for (uint32_t i = 0; i < n; i++) count[v[i] >> CROWD_CLASS_SHIFT]++;
    at[0] = 0;
    for (int k = 1; k < 4; k++) at[k] = at[k - 1] + count[k - 1];
    uint32_t start[4] = {at[0], at[1], at[2], at[3]};
    for (uint32_t i = 0; i < n; i++) tmp[at[v[i] >> CROWD_CLASS_SHIFT]++] = v[i] & ~CROWD_CLASS_MASK;
    for (int k = 0; k < 4; k++) crowd_sort_entries(tmp + start[k], count[k], tmp + n);
    uint64_t *pair = tmp + n; /* classes 0 and 1 merged, then 2 and 3 after them */
    merge_into(tmp, count[0], tmp + start[1], count[1], pair);
    merge_into(tmp + start[2], count[2], tmp + start[3], count[3], pair + start[2]);
    merge_into(pair, start[2], pair + start[2], n - start[2], v);
}
