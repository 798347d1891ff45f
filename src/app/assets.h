/* assets.h: files compiled into the binary at build time (tools/embed.c). */
#ifndef COLLIDE_ASSETS_H
#define COLLIDE_ASSETS_H

#include <stddef.h>

extern const unsigned char asset_default_map[]; /* maps/default.map, NUL-terminated */
extern const size_t asset_default_map_len;
extern const unsigned char asset_font[]; /* assets/DejaVuSansMono.ttf */
extern const size_t asset_font_len;

/* One file of a set compiled in: its base name and bytes (NUL-terminated). */
typedef struct EmbeddedFile {
    const char *name;
    const unsigned char *data;
    size_t len;
} EmbeddedFile;

extern const EmbeddedFile asset_tour[]; /* tour/tour.txt and its recordings */
extern const int asset_tour_count;

#endif
