/* gif_writer.c: the animated GIF encoder (see gif_writer.h). Each frame after the first
 * is the bounding box of what changed, with the unchanged pixels inside it transparent,
 * laid over what is already shown (disposal "do not dispose"): a frame where only the
 * player and the tick counter move costs a few kilobytes, not a screenful. */
#define _POSIX_C_SOURCE 200809L
#include "app/gif/gif_writer.h"

#include <errno.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/gif/gif_palette.h"
#include "core/base/file_set.h"
#include "core/base/unnamed_file.h"

#define GIF_PATH_MAX 4096   /* PATH_MAX: a longer path is refused, never cut */
#define GIF_LOOP_FOREVER 0  /* NETSCAPE2.0's loop count: 0 repeats for ever */
#define GIF_DELAY_MAX 65535 /* the field is 16 bits of hundredths */

struct GifWriter {
    GifFileType *gif;
    FILE *file;
    char path[GIF_PATH_MAX], tmp[GIF_PATH_MAX + UNNAMED_FILE_EXTRA]; /* tmp "" while unnamed */
    int w, h;
    GifPaletteMode mode;
    GifPalette palette;
    GifColorCache *cache;
    uint32_t *prev; /* the last frame's pixels */
    uint8_t *shown; /* theme palette: the index each pixel shows now */
    uint8_t *next;  /* this frame's indices; GIF_TRANSPARENT where unchanged */
    uint8_t *plane; /* quantizer input: the changed box's red, green, blue planes */
    int frames;
    long bytes;
    int write_errno; /* the first failed write's errno */
    bool too_big;    /* it would pass GIF_BYTES_MAX */
};

/* A box of pixels, x0 <= x < x1, y0 <= y < y1; empty when x1 <= x0. */
typedef struct Box {
    int x0, y0, x1, y1;
} Box;

static void box_grow(Box *b, int x, int y)
{
    if (x < b->x0) b->x0 = x;
    if (x + 1 > b->x1) b->x1 = x + 1;
    if (y < b->y0) b->y0 = y;
    if (y + 1 > b->y1) b->y1 = y + 1;
}

static int put_bytes(GifFileType *gif, const GifByteType *buf, int n)
{
    GifWriter *g = gif->UserData;
    if (g->bytes + n > GIF_BYTES_MAX) {
        g->too_big = true;
        return 0;
    }
    if (fwrite(buf, 1, (size_t)n, g->file) != (size_t)n) {
        if (!g->write_errno) g->write_errno = errno ? errno : EIO;
        return 0;
    }
    g->bytes += n;
    return n;
}

/* "cannot write PATH: why": the disk's reason when a write failed, else giflib's. */
static bool fail(const GifWriter *g, int gif_error, char *err, size_t cap)
{
    if (g->too_big) {
        snprintf(err, cap, "cannot write %s: it would pass %ld MiB; choose a shorter part (--from and --to)", g->path,
                 GIF_BYTES_MAX >> 20);
        return false;
    }
    const char *why = g->write_errno ? strerror(g->write_errno) : GifErrorString(gif_error);
    snprintf(err, cap, "cannot write %s: %s", g->path, why ? why : "unknown giflib error");
    return false;
}

static const uint32_t *row_of(const uint32_t *argb, int pitch, int y)
{
    return (const uint32_t *)((const uint8_t *)argb + (size_t)y * (size_t)pitch);
}

/* The looping extension browsers and players read: NETSCAPE2.0, sub-block 1, count. */
static bool put_loop(GifWriter *g)
{
    const GifByteType count[3] = {1, GIF_LOOP_FOREVER & 0xff, GIF_LOOP_FOREVER >> 8};
    return EGifPutExtensionLeader(g->gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
           EGifPutExtensionBlock(g->gif, 11, "NETSCAPE2.0") == GIF_OK &&
           EGifPutExtensionBlock(g->gif, 3, count) == GIF_OK && EGifPutExtensionTrailer(g->gif) == GIF_OK;
}

static bool start_file(GifWriter *g, char *err, size_t cap)
{
    int e = 0;
    g->gif = EGifOpen(g, put_bytes, &e);
    if (!g->gif) return fail(g, e, err, cap);
    EGifSetGifVersion(g->gif, true); /* delays, transparency and looping are GIF89a */
    ColorMapObject *global = NULL;
    if (g->mode == GIF_PALETTE_THEME) {
        global = GifMakeMapObject(GIF_PALETTE_SIZE, NULL);
        if (!global) return fail(g, E_GIF_ERR_NOT_ENOUGH_MEM, err, cap);
        for (int i = 0; i < GIF_PALETTE_SIZE; i++)
            global->Colors[i] = (GifColorType){g->palette.rgb[i][0], g->palette.rgb[i][1], g->palette.rgb[i][2]};
    }
    bool ok = EGifPutScreenDesc(g->gif, g->w, g->h, 8, 0, global) == GIF_OK;
    GifFreeMapObject(global);
    if (!ok || !put_loop(g)) return fail(g, g->gif->Error, err, cap);
    return true;
}

GifWriter *gif_writer_open(const char *path, int w, int h, GifPaletteMode mode, const MethodSet *methods, char *err,
                           size_t cap)
{
    if (w < 1 || h < 1 || w > GIF_SIDE_MAX || h > GIF_SIDE_MAX) {
        snprintf(err, cap, "cannot write %s: a GIF of %dx%d pixels (1 to %d a side)", path, w, h, GIF_SIDE_MAX);
        return NULL;
    }
    /* The file is replaced by rename(), through a symbolic link to a .gif only, and never
     * a device or a folder (core/base/file_set.h). */
    char why[1024];
    char *target = file_output_target(path, ".gif", why, sizeof why);
    if (!target) return snprintf(err, cap, "will not write %s: %s", path, why), NULL;
    GifWriter *g = strlen(target) + 8 <= GIF_PATH_MAX ? calloc(1, sizeof *g) : NULL;
    if (!g) {
        if (strlen(target) + 8 > GIF_PATH_MAX) snprintf(err, cap, "cannot write %.200s...: the path is too long", path);
        else snprintf(err, cap, "cannot write %s: out of memory", path);
        free(target);
        return NULL;
    }
    snprintf(g->path, sizeof g->path, "%s", target);
    free(target);
    g->w = w;
    g->h = h;
    g->mode = mode;
    /* The file is written beside the target, so the final rename stays on one disk, and
     * without a name until then: an export killed outright leaves nothing. */
    int fd = unnamed_file_open(g->path, g->tmp, sizeof g->tmp);
    if (fd < 0) {
        snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
        free(g);
        return NULL;
    }
    g->file = fdopen(fd, "wb");
    if (!g->file) close(fd);
    size_t n = (size_t)w * (size_t)h;
    g->prev = malloc(n * sizeof *g->prev);
    g->next = malloc(n);
    g->shown = mode == GIF_PALETTE_THEME ? malloc(n) : NULL;
    g->cache = mode == GIF_PALETTE_THEME ? malloc(sizeof *g->cache) : NULL;
    g->plane = mode == GIF_PALETTE_QUANTIZE ? malloc(3 * n) : NULL;
    if (!g->file || !g->prev || !g->next || (mode == GIF_PALETTE_THEME ? !g->shown || !g->cache : !g->plane)) {
        snprintf(err, cap, "cannot write %s: %s", path, g->file ? "out of memory" : strerror(errno));
        gif_writer_abort(g);
        return NULL;
    }
    memset(g->next, GIF_TRANSPARENT, n);
    if (mode == GIF_PALETTE_THEME) {
        gif_palette_theme(&g->palette, methods);
        gif_palette_cache_clear(g->cache);
    }
    if (!start_file(g, err, cap)) {
        gif_writer_abort(g);
        return NULL;
    }
    return g;
}

/* Map the pixels that changed to palette indices in g->next; returns their box. */
static Box diff_theme(GifWriter *g, const uint32_t *argb, int pitch)
{
    Box box = {g->w, g->h, 0, 0};
    bool first = g->frames == 0;
    for (int y = 0; y < g->h; y++) {
        const uint32_t *row = row_of(argb, pitch, y);
        size_t at = (size_t)y * (size_t)g->w;
        uint32_t *prev = g->prev + at;
        if (!first && memcmp(row, prev, (size_t)g->w * sizeof *row) == 0) continue;
        uint8_t *shown = g->shown + at, *next = g->next + at;
        for (int x = 0; x < g->w; x++) {
            if (!first && row[x] == prev[x]) continue;
            prev[x] = row[x];
            uint8_t i = gif_palette_nearest(&g->palette, g->cache, row[x]);
            /* A new colour with the same nearest entry shows no change. */
            if (!first && i == shown[x]) continue;
            shown[x] = next[x] = i;
            box_grow(&box, x, y);
        }
    }
    return box;
}

/* The box of pixels that changed since the last frame (all of the first). */
static Box diff_box(const GifWriter *g, const uint32_t *argb, int pitch)
{
    if (g->frames == 0) return (Box){0, 0, g->w, g->h};
    Box box = {g->w, g->h, 0, 0};
    for (int y = 0; y < g->h; y++) {
        const uint32_t *row = row_of(argb, pitch, y), *prev = g->prev + (size_t)y * (size_t)g->w;
        if (memcmp(row, prev, (size_t)g->w * sizeof *row) == 0) continue;
        int x0 = 0, x1 = g->w;
        while (row[x0] == prev[x0]) x0++;
        while (row[x1 - 1] == prev[x1 - 1]) x1--;
        box_grow(&box, x0, y);
        box_grow(&box, x1 - 1, y);
    }
    return box;
}

/* giflib's median cut over the changed box, into g->next with a local colour map;
 * pixels that did not change become transparent. */
static bool quantize_box(GifWriter *g, const uint32_t *argb, int pitch, Box b, GifColorType colors[256])
{
    int bw = b.x1 - b.x0, bh = b.y1 - b.y0;
    size_t n = (size_t)bw * (size_t)bh, k = 0;
    uint8_t *red = g->plane, *green = red + n, *blue = green + n;
    for (int y = b.y0; y < b.y1; y++) {
        const uint32_t *row = row_of(argb, pitch, y);
        for (int x = b.x0; x < b.x1; x++, k++) {
            red[k] = (uint8_t)(row[x] >> 16);
            green[k] = (uint8_t)(row[x] >> 8);
            blue[k] = (uint8_t)row[x];
        }
    }
    int size = GIF_TRANSPARENT; /* leaves the last entry free for transparency */
    if (GifQuantizeBuffer((unsigned)bw, (unsigned)bh, &size, red, green, blue, g->next, colors) != GIF_OK) return false;
    k = 0;
    for (int y = b.y0; y < b.y1; y++) {
        const uint32_t *row = row_of(argb, pitch, y);
        uint32_t *prev = g->prev + (size_t)y * (size_t)g->w;
        for (int x = b.x0; x < b.x1; x++, k++) {
            if (g->frames > 0 && row[x] == prev[x]) g->next[k] = GIF_TRANSPARENT;
            prev[x] = row[x];
        }
    }
    return true;
}

/* One image: its control block (delay, transparency), descriptor and rows. `pixels`
 * holds the box's rows `stride` bytes apart. */
static bool put_image(GifWriter *g, Box b, int delay_cs, const ColorMapObject *local, const uint8_t *pixels,
                      size_t stride)
{
    GraphicsControlBlock gcb = {
        .DisposalMode = DISPOSE_DO_NOT,
        .DelayTime = delay_cs,
        .TransparentColor = g->frames == 0 ? NO_TRANSPARENT_COLOR : GIF_TRANSPARENT,
    };
    GifByteType ext[4];
    size_t len = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(g->gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext) != GIF_OK) return false;
    int bw = b.x1 - b.x0;
    if (EGifPutImageDesc(g->gif, b.x0, b.y0, bw, b.y1 - b.y0, false, local) != GIF_OK) return false;
    for (int y = b.y0; y < b.y1; y++)
        if (EGifPutLine(g->gif, (GifPixelType *)(pixels + (size_t)(y - b.y0) * stride), bw) != GIF_OK) return false;
    return true;
}

static bool add_theme(GifWriter *g, const uint32_t *argb, int pitch, int delay_cs)
{
    Box b = diff_theme(g, argb, pitch);
    if (b.x1 <= b.x0) b = (Box){0, 0, 1, 1}; /* nothing changed: one transparent pixel holds the delay */
    size_t stride = (size_t)g->w;
    bool ok = put_image(g, b, delay_cs, NULL, g->next + (size_t)b.y0 * stride + (size_t)b.x0, stride);
    for (int y = b.y0; y < b.y1; y++)
        memset(g->next + (size_t)y * stride + (size_t)b.x0, GIF_TRANSPARENT, (size_t)(b.x1 - b.x0));
    return ok;
}

static bool add_quantized(GifWriter *g, const uint32_t *argb, int pitch, int delay_cs)
{
    Box b = diff_box(g, argb, pitch);
    GifColorType colors[GIF_PALETTE_SIZE] = {{0, 0, 0}};
    if (b.x1 <= b.x0) {
        b = (Box){0, 0, 1, 1};
        g->next[0] = GIF_TRANSPARENT;
    } else if (!quantize_box(g, argb, pitch, b, colors)) {
        g->gif->Error = E_GIF_ERR_NOT_ENOUGH_MEM;
        return false;
    }
    ColorMapObject *local = GifMakeMapObject(GIF_PALETTE_SIZE, colors);
    if (!local) {
        g->gif->Error = E_GIF_ERR_NOT_ENOUGH_MEM;
        return false;
    }
    bool ok = put_image(g, b, delay_cs, local, g->next, (size_t)(b.x1 - b.x0));
    GifFreeMapObject(local);
    return ok;
}

bool gif_writer_add(GifWriter *g, const uint32_t *argb, int pitch, int delay_cs, char *err, size_t cap)
{
    if (delay_cs < 0) delay_cs = 0;
    if (delay_cs > GIF_DELAY_MAX) delay_cs = GIF_DELAY_MAX;
    bool ok =
        g->mode == GIF_PALETTE_THEME ? add_theme(g, argb, pitch, delay_cs) : add_quantized(g, argb, pitch, delay_cs);
    if (!ok) return fail(g, g->gif->Error, err, cap);
    g->frames++;
    return true;
}

static void release(GifWriter *g)
{
    free(g->prev);
    free(g->next);
    free(g->shown);
    free(g->cache);
    free(g->plane);
    free(g);
}

void gif_writer_abort(GifWriter *g)
{
    if (!g) return;
    if (g->gif) {
        int e;
        EGifCloseFile(g->gif, &e); /* writes its trailer into the file we are about to remove */
    }
    if (g->file) fclose(g->file);
    unnamed_file_discard(g->tmp);
    release(g);
}

bool gif_writer_close(GifWriter *g, long *bytes, char *err, size_t cap)
{
    int e = 0;
    bool ok = EGifCloseFile(g->gif, &e) == GIF_OK;
    g->gif = NULL;
    if (!ok) fail(g, e, err, cap);
    /* On disk before it takes the name: a crash then leaves the old file or the new one. */
    if (ok && (fflush(g->file) != 0 || fsync(fileno(g->file)) != 0)) {
        ok = false;
        snprintf(err, cap, "cannot write %s: %s", g->path, strerror(errno));
    }
    /* Named while still open: an unnamed file is gone once closed. */
    if (ok && !unnamed_file_publish(fileno(g->file), g->tmp, g->path)) {
        ok = false;
        snprintf(err, cap, "cannot write %s: %s", g->path, strerror(errno));
    }
    if (fclose(g->file) != 0 && ok) {
        ok = false;
        snprintf(err, cap, "cannot write %s: %s", g->path, strerror(errno));
    }
    g->file = NULL;
    if (!ok) unnamed_file_discard(g->tmp);
    if (bytes) *bytes = ok ? g->bytes : 0;
    release(g);
    return ok;
}
