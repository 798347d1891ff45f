/* origin.h: where a method comes from, in words for the HUD ("from Handmade Hero"): the
 * source's short name (docs/sources.md) said the way its readers know it. */
#ifndef COLLIDE_ORIGIN_H
#define COLLIDE_ORIGIN_H

#include <stddef.h>

#define ORIGIN_CROWD_SOURCE "Accidents Do Happen"

/// "from Handmade Hero" for the source `source` (a ResolverInfo's .seed: a short name of
/// docs/sources.md); "from NAME" for a name without a phrase of its own, "from a source
/// text" for none.
void origin_phrase(const char *source, char *buf, size_t cap);

#endif
