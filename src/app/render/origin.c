/* origin.c: the source text of each method, by the name its readers know it by (see
 * origin.h and /work/shared/seeds/README.md). */
#include "app/render/origin.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *prefix; /* the seed file's number */
    const char *origin;
} ORIGINS[] = {
    {"000", "\"Space 9\", grid walls"}, {"001", "the Mighty and Weak quads text"}, {"002", "Handmade Hero"},
    {"003", "\"Accidents Do Happen\""}, {"004", "a GameMaker tiles tutorial"},
};

void origin_phrase(const char *seed, char *buf, size_t cap)
{
    for (size_t i = 0; i < sizeof ORIGINS / sizeof *ORIGINS; i++)
        if (seed && strncmp(seed, ORIGINS[i].prefix, 3) == 0) {
            snprintf(buf, cap, "from %s", ORIGINS[i].origin);
            return;
        }
    snprintf(buf, cap, "from a source text");
}
