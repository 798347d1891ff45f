/* gif_writer.h: an animated GIF written frame by frame with giflib: looping, one delay
 * per frame, and only the part of each frame that changed. The file appears whole or
 * not at all (a temporary file beside it, synced, then renamed over it). */
#ifndef COLLIDE_GIF_WRITER_H
#define COLLIDE_GIF_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/method_set.h"

#define GIF_SIDE_MAX 8192 /* pixels: far beyond any window, well inside GIF's 65535 */
#define GIF_BYTES_MAX (1L << 30) /* a file past 1 GiB is refused as it is written: no viewer plays it */

/// How pixels become palette indices.
typedef enum GifPaletteMode {
    GIF_PALETTE_THEME,    /* one palette from the theme for the whole file (gif_palette.h) */
    GIF_PALETTE_QUANTIZE, /* giflib's median cut over each frame's changed part */
} GifPaletteMode;

typedef struct GifWriter GifWriter;

/// Start a w x h GIF that will become `path`. NULL with the reason in err.
GifWriter *gif_writer_open(const char *path, int w, int h, GifPaletteMode mode, const MethodSet *methods, char *err,
                           size_t cap);
/// Add a frame shown for delay_cs hundredths of a second: w x h ARGB8888 pixels (as
/// canvas_read_argb gives them), `pitch` bytes per row. False with the reason in
/// err; the writer is then only good for gif_writer_abort.
bool gif_writer_add(GifWriter *g, const uint32_t *argb, int pitch, int delay_cs, char *err, size_t cap);
/// Finish the file and put it in place; frees the writer either way. Its size goes to
/// `bytes` (may be NULL). False with the reason in err, and `path` left as it was.
bool gif_writer_close(GifWriter *g, long *bytes, char *err, size_t cap);
/// Give up: remove the temporary file and free the writer (NULL is fine).
void gif_writer_abort(GifWriter *g);

#endif
