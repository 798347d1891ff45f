/* rng.c: splitmix64 (Steele, Lea, Flood 2014), a small generator with a
 * full-period 64-bit state; good enough for symmetry breaking and formations. */
#include "core/base/rng.h"

void rng_seed(Rng *rng, uint64_t seed)
{
    rng->state = seed;
}

uint64_t rng_next(Rng *rng)
{
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

float rng_float01(Rng *rng)
{
    return (float)(rng_next(rng) >> 40) * (1.0f / 16777216.0f);
}

uint32_t rng_below(Rng *rng, uint32_t n)
{
    /* Multiply-shift keeps the result unbiased enough for n far below 2^32. */
    return (uint32_t)(((rng_next(rng) >> 32) * (uint64_t)n) >> 32);
}
