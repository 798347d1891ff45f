/* test_gif.c: GIF export. A recording becomes a looping GIF with a frame every second
 * tick whose delays add up to the recording's own time; a frame, decoded with giflib,
 * is the headless screenshot of its tick within the palette's error; --from/--to cut
 * and --gif-width shrinks; a path that cannot be written, or a disk that fills up
 * halfway, fails with a message and leaves no file behind. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <gif_lib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "app/app.h"
#include "app/gif/gif_palette.h"
#include "cmd/gif_replay.h"
#include "app/gif/gif_scale.h"
#include "app/gif/gif_writer.h"
#include "app/render/compare_view.h"
#include "app/render/theme.h"
#include "cmd/options.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

#define RECORDED_TICKS 130
/* The theme palette holds every flat colour of the frame exactly; only anti-aliased
 * text edges and translucent overlaps fall between entries. */
#define FLAT_EXACT_SHARE 0.965 /* at least this share of a frame's pixels come back exact (anti-aliased text is not) */
#define CHANNEL_TOLERANCE 48   /* and no channel of any pixel is further off than this */

static Replay rec;
static char dir[256];

static void record_script(void)
{
    make_temp_dir(dir, sizeof dir);
    char path[512];
    snprintf(path, sizeof path, "%s/script.replay", dir);
    script_record(path, RECORDED_TICKS, MODE_TILES, true);
    ReplayError err;
    cr_assert(replay_load(&rec, path, &err), "%s", err.msg);
}

static GifFileType *decode(const char *path)
{
    int e = 0;
    GifFileType *g = DGifOpenFileName(path, &e);
    cr_assert_not_null(g, "%s: %s", path, GifErrorString(e));
    cr_assert_eq(DGifSlurp(g), GIF_OK, "%s: %s", path, GifErrorString(g->Error));
    return g;
}

static void close_gif(GifFileType *g)
{
    int e;
    DGifCloseFile(g, &e);
}

static int delay_of(GifFileType *g, int i)
{
    GraphicsControlBlock gcb;
    cr_assert_eq(DGifSavedExtensionToGCB(g, i, &gcb), GIF_OK);
    return gcb.DelayTime;
}

/* What a viewer shows after frame `upto`: every image laid over the last, its
 * transparent pixels letting the one below through. */
static void composite(GifFileType *g, int upto, uint32_t *canvas)
{
    for (int i = 0; i <= upto; i++) {
        const SavedImage *im = &g->SavedImages[i];
        GraphicsControlBlock gcb;
        DGifSavedExtensionToGCB(g, i, &gcb);
        const ColorMapObject *map = im->ImageDesc.ColorMap ? im->ImageDesc.ColorMap : g->SColorMap;
        for (int y = 0; y < im->ImageDesc.Height; y++)
            for (int x = 0; x < im->ImageDesc.Width; x++) {
                int c = im->RasterBits[y * im->ImageDesc.Width + x];
                if (c == gcb.TransparentColor) continue;
                GifColorType k = map->Colors[c];
                canvas[(im->ImageDesc.Top + y) * g->SWidth + im->ImageDesc.Left + x] =
                    (uint32_t)k.Red << 16 | (uint32_t)k.Green << 8 | k.Blue;
            }
    }
}

static bool loops_forever(GifFileType *g)
{
    const SavedImage *first = &g->SavedImages[0];
    for (int j = 0; j + 1 < first->ExtensionBlockCount; j++) {
        const ExtensionBlock *b = &first->ExtensionBlocks[j], *count = b + 1;
        if (b->Function == APPLICATION_EXT_FUNC_CODE && b->ByteCount == 11 && !memcmp(b->Bytes, "NETSCAPE2.0", 11))
            return count->ByteCount == 3 && count->Bytes[0] == 1 && count->Bytes[1] == 0 && count->Bytes[2] == 0;
    }
    return false;
}

static int export(const char *name, long from, long to, int width, char *path, size_t cap, GifReport *rep, char *err,
                  size_t errcap)
{
    snprintf(path, cap, "%s/%s", dir, name);
    GifOptions o = {.path = path, .from = from, .to = to, .width = width, .palette = GIF_PALETTE_THEME};
    return gif_replay_write(&rec, &o, rep, err, errcap);
}

/* The recording's frame at tick t as the headless app draws it (what --screenshot saves). */
static uint32_t *screenshot_at(long t)
{
    static App app;
    AppConfig cfg = driver_config(&rec.map, RESOLVER_SIMPLEST);
    cfg.world = rec.config;
    cfg.frames = -1;
    cfg.replay = &rec;
    driver_open(&app, &cfg);
    while ((long)app.world.tick < t) app_tick(&app, 0);
    app_draw(&app);
    uint32_t *px = malloc((size_t)APP_DEFAULT_W * APP_DEFAULT_H * 4);
    cr_assert_not_null(px);
    driver_read(&app, (Rect){0, 0, APP_DEFAULT_W, APP_DEFAULT_H}, px);
    platform_close(&app);
    return px;
}

static int channel_error(uint32_t a, uint32_t b)
{
    int worst = 0;
    for (int s = 0; s < 24; s += 8) {
        int d = abs((int)((a >> s) & 255) - (int)((b >> s) & 255));
        if (d > worst) worst = d;
    }
    return worst;
}

Test(gif, a_recording_becomes_a_looping_gif_with_a_frame_every_second_tick_in_real_time)
{
    record_script();
    char path[512], err[512];
    GifReport rep;
    cr_assert_eq(export("all.gif", -1, -1, 0, path, sizeof path, &rep, err, sizeof err), 0, "%s", err);
    GifFileType *g = decode(path);
    cr_expect_eq(g->SWidth, APP_DEFAULT_W);
    cr_expect_eq(g->SHeight, APP_DEFAULT_H);
    /* Ticks 0, 2, ..., 130: the first and the last tick are both shown. */
    cr_assert_eq(g->ImageCount, RECORDED_TICKS / GIF_STEP_TICKS + 1);
    cr_expect_eq(rep.frames, g->ImageCount);
    cr_expect(loops_forever(g));
    int total = 0;
    for (int i = 0; i + 1 < g->ImageCount; i++) {
        int d = delay_of(g, i);
        cr_expect(d == 3 || d == 4, "frame %d: delay %d cs (30 frames a second is 3.33 cs)", i, d);
        total += d;
    }
    /* Rounded once, not once per frame: 130 ticks are 216.7 cs, so 217. */
    cr_expect_eq(total, (RECORDED_TICKS * 100 + TICK_HZ / 2) / TICK_HZ, "the frames take the recording's own time");
    cr_expect_eq(delay_of(g, g->ImageCount - 1), GIF_END_HOLD_CS, "the last frame is held");
    close_gif(g);
}

Test(gif, a_frame_is_the_headless_screenshot_of_its_tick_within_the_palettes_error)
{
    record_script();
    const long from = 20, tick = 80; /* the ghost compare view, overlays, the HUD */
    char path[512], err[512];
    cr_assert_eq(export("frame.gif", from, 100, 0, path, sizeof path, NULL, err, sizeof err), 0, "%s", err);
    GifFileType *g = decode(path);
    uint32_t *shown = calloc((size_t)g->SWidth * (size_t)g->SHeight, 4);
    composite(g, (int)((tick - from) / GIF_STEP_TICKS), shown);
    uint32_t *want = screenshot_at(tick);
    long n = (long)g->SWidth * g->SHeight, exact = 0, worst_at = 0;
    int worst = 0;
    for (long i = 0; i < n; i++) {
        int e = channel_error(shown[i], want[i]);
        if (e == 0) exact++;
        if (e > worst) worst = e, worst_at = i;
    }
    cr_expect_geq((double)exact / (double)n, FLAT_EXACT_SHARE, "%.4f of the pixels exact", (double)exact / (double)n);
    cr_expect_leq(worst, CHANNEL_TOLERANCE, "pixel %ld,%ld: %06x, the screenshot has %06x", worst_at % g->SWidth,
                  worst_at / g->SWidth, shown[worst_at], want[worst_at] & 0xffffff);
    free(want);
    free(shown);
    close_gif(g);
}

Test(gif, from_and_to_cut_the_recording_and_the_last_tick_is_always_a_frame)
{
    record_script();
    char path[512], err[512];
    GifReport rep;
    cr_assert_eq(export("cut.gif", 31, 60, 0, path, sizeof path, &rep, err, sizeof err), 0, "%s", err);
    GifFileType *g = decode(path);
    /* Ticks 31, 33, ..., 59, then 60: sixteen frames and the end. */
    cr_assert_eq(g->ImageCount, 16);
    cr_expect_eq(rep.from, 31);
    cr_expect_eq(rep.to, 60);
    int total = 0;
    for (int i = 0; i + 1 < g->ImageCount; i++) total += delay_of(g, i);
    /* Ticks 31 to 59 are 46.7 cs, so 47; the odd last tick would round to 1 cs, which
     * browsers stretch to 10, so it gets the shortest delay they keep: 2. */
    cr_expect_eq(total, 49);
    cr_expect_eq(delay_of(g, 14), GIF_DELAY_MIN_CS);
    close_gif(g);
}

Test(gif, gif_width_shrinks_the_frames_and_keeps_the_aspect)
{
    record_script();
    char path[512], err[512];
    cr_assert_eq(export("small.gif", 0, 20, 640, path, sizeof path, NULL, err, sizeof err), 0, "%s", err);
    GifFileType *g = decode(path);
    cr_expect_eq(g->SWidth, 640);
    cr_expect_eq(g->SHeight, 400);
    cr_expect_eq(g->ImageCount, 11);
    close_gif(g);
}

Test(gif, a_range_or_a_width_outside_the_recording_is_refused_with_a_message_and_no_file)
{
    record_script();
    char path[512], err[512];
    cr_expect_eq(export("late.gif", 0, 500, 0, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    cr_expect_str_eq(err, "--to 500: the recording ends at tick 130");
    cr_expect_eq(export("back.gif", 90, 40, 0, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    cr_expect_str_eq(err, "--from 90 is after --to 40");
    cr_expect_eq(export("wide.gif", 0, 40, 5000, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    cr_expect(strstr(err, "--gif-width 5000") == err, "%s", err);
    cr_expect_neq(access(path, F_OK), 0);
}

/* Everything in the folder but the recording: what an export left behind. */
static int leftovers(void)
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d);
    int n = 0;
    for (struct dirent *f; (f = readdir(d));)
        if (f->d_name[0] != '.' && strcmp(f->d_name, "script.replay") != 0) n++;
    closedir(d);
    return n;
}

Test(gif, a_path_that_cannot_be_written_fails_with_a_message_and_leaves_no_file)
{
    record_script();
    char path[512], err[512];
    cr_expect_eq(export("missing/out.gif", -1, -1, 0, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    char want[700];
    snprintf(want, sizeof want, "cannot write %s: No such file or directory", path);
    cr_expect_str_eq(err, want);
    cr_expect_eq(export(".", -1, -1, 0, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    cr_expect(strstr(err, "not a regular file"), "%s", err);
    cr_expect_eq(leftovers(), 0);
}

Test(gif, a_disk_that_fills_up_halfway_leaves_the_old_file_as_it_was)
{
    record_script();
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/old.gif", dir);
    cr_assert(write_file(path, "the previous GIF"));
    /* Files may not grow past 64 KB in this test's process: the export hits EFBIG. */
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit lim = {64 * 1024, 64 * 1024};
    cr_assert_eq(setrlimit(RLIMIT_FSIZE, &lim), 0);
    cr_expect_eq(export("old.gif", -1, -1, 0, path, sizeof path, NULL, err, sizeof err), EXIT_BAD_INPUT);
    char want[700];
    snprintf(want, sizeof want, "cannot write %s: File too large", path);
    cr_expect_str_eq(err, want);
    size_t len = 0;
    char *kept = read_file(path, &len);
    cr_expect_str_eq(kept, "the previous GIF");
    free(kept);
    cr_expect_eq(leftovers(), 1, "no temporary file stays beside it");
}

/* The writer alone, on made-up frames. */
#define W 64
#define H 48
static uint32_t frame[H][W];

Test(gif_writer, only_the_box_that_changed_is_stored_and_the_file_appears_at_close)
{
    make_temp_dir(dir, sizeof dir);
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/made.gif", dir);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) frame[y][x] = 0xff000000u | (x < W / 2 ? 0x222630 : 0x808ea8);
    GifWriter *w = gif_writer_open(path, W, H, GIF_PALETTE_THEME, NULL, err, sizeof err);
    cr_assert_not_null(w, "%s", err);
    cr_assert(gif_writer_add(w, &frame[0][0], W * 4, 3, err, sizeof err), "%s", err);
    cr_assert(gif_writer_add(w, &frame[0][0], W * 4, 4, err, sizeof err), "%s", err);
    for (int y = 10; y < 14; y++)
        for (int x = 20; x < 25; x++) frame[y][x] = 0xffffdc3c; /* the player's yellow */
    cr_assert(gif_writer_add(w, &frame[0][0], W * 4, 3, err, sizeof err), "%s", err);
    cr_expect_neq(access(path, F_OK), 0, "nothing at the path before the file is whole");
    long bytes = 0;
    cr_assert(gif_writer_close(w, &bytes, err, sizeof err), "%s", err);

    GifFileType *g = decode(path);
    cr_assert_eq(g->ImageCount, 3);
    const GifImageDesc *same = &g->SavedImages[1].ImageDesc, *moved = &g->SavedImages[2].ImageDesc;
    cr_expect(same->Width == 1 && same->Height == 1, "an unchanged frame is one transparent pixel");
    cr_expect(moved->Left == 20 && moved->Top == 10 && moved->Width == 5 && moved->Height == 4, "%d,%d %dx%d",
              moved->Left, moved->Top, moved->Width, moved->Height);
    cr_expect_eq(delay_of(g, 1), 4);
    static uint32_t shown[H * W];
    composite(g, 2, shown);
    for (int i = 0; i < W * H; i++) cr_assert_eq(shown[i], (&frame[0][0])[i] & 0xffffff, "pixel %d,%d", i % W, i / W);
    close_gif(g);
    cr_expect_eq(leftovers(), 1);
}

Test(gif_palette, every_flat_theme_colour_is_an_exact_entry)
{
    GifPalette p;
    gif_palette_theme(&p, NULL);
    cr_expect_leq(p.count, GIF_TRANSPARENT, "the transparent index stays free");
    static GifColorCache c;
    gif_palette_cache_clear(&c);
    const Colour flat[] = {COLOR_BACKGROUND, COLOR_EMPTY, COLOR_GRID,  COLOR_SOLID, COLOR_SIDE,    COLOR_PLAYER,
                           COLOR_MOVER,      COLOR_TEXT,  COLOR_TITLE, COLOR_ALERT, COLOR_TR_SCAN, COLOR_TR_HIT};
    for (int i = 0; i < (int)(sizeof flat / sizeof *flat); i++) {
        uint32_t rgb = (uint32_t)flat[i].r << 16 | (uint32_t)flat[i].g << 8 | flat[i].b;
        uint8_t k = gif_palette_nearest(&p, &c, rgb);
        cr_expect(p.rgb[k][0] == flat[i].r && p.rgb[k][1] == flat[i].g && p.rgb[k][2] == flat[i].b, "%06x", rgb);
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        Colour m = method_color(resolver_info(r));
        uint8_t k = gif_palette_nearest(&p, &c, (uint32_t)m.r << 16 | (uint32_t)m.g << 8 | m.b);
        cr_expect(p.rgb[k][0] == m.r && p.rgb[k][1] == m.g && p.rgb[k][2] == m.b, "method %d", r + 1);
    }
}

Test(gif_timing, thirty_frames_a_second_alternate_3_and_4_centiseconds_and_never_drift)
{
    int total = 0;
    for (long t = 0; t < 600; t += GIF_STEP_TICKS) {
        int d = gif_replay_delay_cs(0, t, t + GIF_STEP_TICKS);
        cr_expect(d == 3 || d == 4, "tick %ld: %d", t, d);
        total += d;
    }
    cr_expect_eq(total, 1000, "ten seconds are 1000 cs");
    cr_expect_eq(gif_replay_delay_cs(0, 0, 2) + gif_replay_delay_cs(0, 2, 4) + gif_replay_delay_cs(0, 4, 6), 10);
}

Test(gif_scale, each_pixel_is_the_average_of_the_pixels_it_covers)
{
    const uint32_t src[2][4] = {{0xff000000, 0xff0000ff, 0xffff0000, 0xffff0000},
                                {0xff000000, 0xff0000ff, 0xff00ff00, 0xff00ff00}};
    uint32_t dst[2] = {0, 0};
    cr_expect_eq(gif_scaled_height(4, 2, 2), 1);
    gif_scale_down(&src[0][0], 4, 2, 16, dst, 2, 1);
    cr_expect_eq(dst[0], 0xff000080, "%08x", dst[0]);
    cr_expect_eq(dst[1], 0xff808000, "%08x", dst[1]);
    cr_expect_eq(gif_scaled_height(1280, 800, 640), 400);
    cr_expect_eq(gif_scaled_height(1280, 800, 500), 313);
}
