/* gif_scale.h: shrinking a frame for a smaller GIF: each output pixel the average of
 * the source pixels it covers, so thin lines and text fade instead of vanishing. */
#ifndef COLLIDE_GIF_SCALE_H
#define COLLIDE_GIF_SCALE_H

#include <stdint.h>

/// The height that keeps a src_w x src_h picture's aspect at width dst_w (at least 1).
int gif_scaled_height(int src_w, int src_h, int dst_w);
/// Shrink ARGB8888 pixels (src_pitch bytes per row) to dst_w x dst_h (dst_w <= src_w,
/// dst_h <= src_h), rows packed in dst. Alpha is set opaque.
void gif_scale_down(const uint32_t *src, int src_w, int src_h, int src_pitch, uint32_t *dst, int dst_w, int dst_h);

#endif
