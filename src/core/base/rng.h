/* rng.h: the one seeded generator of the core (splitmix64). No rand(), no clock:
 * the same seed gives the same numbers on every build, so replays stay exact. */
#ifndef COLLIDE_RNG_H
#define COLLIDE_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;
} Rng;

/// Start a generator from a seed; any seed (0 included) is fine.
void rng_seed(Rng *rng, uint64_t seed);
/// Next 64 random bits.
uint64_t rng_next(Rng *rng);
/// Uniform float in [0, 1), 24 bits of precision.
float rng_float01(Rng *rng);
/// Uniform integer in [0, n); n must be positive.
uint32_t rng_below(Rng *rng, uint32_t n);

#endif
