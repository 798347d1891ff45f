/* origin.c: the source text of each method, by the name its readers know it by (see
 * origin.h and docs/sources.md). */
#include "app/render/origin.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *source; /* the short name in docs/sources.md */
    const char *origin;
} ORIGINS[] = {
    {"Space 9 grid collision", "\"Space 9\", grid walls"},
    {"Mighty and Weak quads", "the Mighty and Weak quads text"},
    {"Handmade Hero collision notes", "Handmade Hero"},
    {"Accidents Do Happen", "\"Accidents Do Happen\""},
    {"GameMaker directional tiles", "a GameMaker tiles tutorial"},
};

void origin_phrase(const char *source, char *buf, size_t cap)
{
    for (size_t i = 0; i < sizeof ORIGINS / sizeof *ORIGINS; i++)
        if (source && strcmp(source, ORIGINS[i].source) == 0) {
            snprintf(buf, cap, "from %s", ORIGINS[i].origin);
            return;
        }
    snprintf(buf, cap, "from %s", source && source[0] ? source : "a source text");
}
