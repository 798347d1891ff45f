/* assets.h: files compiled into the binary at build time (tools/embed.c). */
#ifndef COLLIDE_ASSETS_H
#define COLLIDE_ASSETS_H

#include <stddef.h>

extern const unsigned char asset_default_map[]; /* maps/default.map, NUL-terminated */
extern const size_t asset_default_map_len;
extern const unsigned char asset_font[]; /* assets/DejaVuSansMono.ttf */
extern const size_t asset_font_len;

#endif
