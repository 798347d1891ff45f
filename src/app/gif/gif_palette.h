/* gif_palette.h: the GIF's one palette, built from the theme: every colour the frame is
 * drawn with, the translucent ones blended over the surfaces they are drawn on, ramps
 * for anti-aliased text, and a coarse colour cube for the rest; pixels map to their
 * nearest entry through a cache of the colours already seen. */
#ifndef COLLIDE_GIF_PALETTE_H
#define COLLIDE_GIF_PALETTE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/method_set.h"

#define GIF_PALETTE_SIZE 256
#define GIF_TRANSPARENT 255 /* the index no colour uses: "unchanged since the last frame" */
#define GIF_CACHE_BITS 16   /* 65536 slots: a frame shows a few thousand distinct colours */

typedef struct GifPalette {
    uint8_t rgb[GIF_PALETTE_SIZE][3];
    int count; /* entries holding a colour (GIF_TRANSPARENT never does) */
} GifPalette;

/// Exact colours already mapped: 0x01RRGGBB keys (0 is an empty slot) and their index.
typedef struct GifColorCache {
    uint32_t key[1u << GIF_CACHE_BITS];
    uint8_t index[1u << GIF_CACHE_BITS];
    uint32_t used;
} GifColorCache;

/// The theme palette with the colours of `methods` (NULL: the built-ins), the same every
/// time for the same methods: frames and files can share it.
void gif_palette_theme(GifPalette *p, const MethodSet *methods);
/// Forget every cached colour.
void gif_palette_cache_clear(GifColorCache *c);
/// The index of the entry nearest to 0xRRGGBB (the top byte is ignored).
uint8_t gif_palette_nearest(const GifPalette *p, GifColorCache *c, uint32_t rgb);

#endif
