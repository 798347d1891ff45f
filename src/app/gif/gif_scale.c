/* gif_scale.c: an area-average (box filter) shrink (see gif_scale.h). Output pixel x
 * covers source columns [x*sw/dw, (x+1)*sw/dw): whole pixels, which at a shrink of
 * 1.5x or more keeps every source pixel in exactly one average. */
#include "app/gif/gif_scale.h"

int gif_scaled_height(int src_w, int src_h, int dst_w)
{
    long h = ((long)src_h * dst_w + src_w / 2) / src_w;
    return h < 1 ? 1 : (int)h;
}

void gif_scale_down(const uint32_t *src, int src_w, int src_h, int src_pitch, uint32_t *dst, int dst_w, int dst_h)
{
    for (int y = 0; y < dst_h; y++) {
        int y0 = (int)((long)y * src_h / dst_h), y1 = (int)((long)(y + 1) * src_h / dst_h);
        if (y1 <= y0) y1 = y0 + 1;
        for (int x = 0; x < dst_w; x++) {
            int x0 = (int)((long)x * src_w / dst_w), x1 = (int)((long)(x + 1) * src_w / dst_w);
            if (x1 <= x0) x1 = x0 + 1;
            uint32_t r = 0, g = 0, b = 0, n = (uint32_t)((x1 - x0) * (y1 - y0));
            for (int sy = y0; sy < y1; sy++) {
                const uint32_t *row = (const uint32_t *)((const uint8_t *)src + (long)sy * src_pitch);
                for (int sx = x0; sx < x1; sx++) {
                    r += (row[sx] >> 16) & 255;
                    g += (row[sx] >> 8) & 255;
                    b += row[sx] & 255;
                }
            }
            dst[(long)y * dst_w + x] =
                0xff000000u | ((r + n / 2) / n) << 16 | ((g + n / 2) / n) << 8 | ((b + n / 2) / n);
        }
    }
}
