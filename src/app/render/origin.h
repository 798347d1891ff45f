/* origin.h: where a method comes from, in words for the HUD ("from Handmade Hero"):
 * the seed file names (002_...txt) read like the --seed N random seed. */
#ifndef COLLIDE_ORIGIN_H
#define COLLIDE_ORIGIN_H

#include <stddef.h>

#define ORIGIN_CROWD_SEED "003_b8511c962d636339.txt"

/// "from Handmade Hero" for the seed file `seed` (a ResolverInfo's .seed).
void origin_phrase(const char *seed, char *buf, size_t cap);

#endif
