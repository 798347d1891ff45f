/* gif_replay.c: a recording to an animated GIF (see gif_replay.h). A headless app plays
 * the recording tick by tick; at every frame's tick it draws, reads the pixels back,
 * shrinks them if asked, and hands them to the GIF writer. */
#include "cmd/gif_replay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/platform/loop.h"
#include "app/gif/gif_scale.h"
#include "app/render/view.h"
#include "exit_status.h"

/* Hundredths of a second from `from` to t, rounded: each delay is the difference of
 * two of these, so the delays never drift from the recording's own time (at 30 frames
 * a second they go 3, 4, 3, 3, 4, 3...). */
static long centiseconds(long from, long t)
{
    return ((t - from) * 100 + TICK_HZ / 2) / TICK_HZ;
}

int gif_replay_delay_cs(long from, long t, long next)
{
    long d = centiseconds(from, next) - centiseconds(from, t);
    return d < GIF_DELAY_MIN_CS ? GIF_DELAY_MIN_CS : (int)d;
}

static bool check_options(const Replay *r, const GifOptions *o, GifReport *rep, char *err, size_t cap)
{
    long end = (long)r->ticks;
    rep->from = o->from < 0 ? (long)r->record_start : o->from;
    rep->to = o->to < 0 ? end : o->to;
    if (rep->from > end || rep->to > end) {
        snprintf(err, cap, "--%s %ld: the recording ends at tick %ld", rep->to > end ? "to" : "from",
                 rep->to > end ? rep->to : rep->from, end);
        return false;
    }
    if (rep->from > rep->to) {
        snprintf(err, cap, "--from %ld is after --to %ld", rep->from, rep->to);
        return false;
    }
    int cw = o->canvas_w > 0 ? o->canvas_w : APP_DEFAULT_W, ch = o->canvas_h > 0 ? o->canvas_h : APP_DEFAULT_H;
    rep->w = o->width > 0 ? o->width : cw;
    if (rep->w < GIF_WIDTH_MIN || rep->w > cw) {
        snprintf(err, cap, "--gif-width %d: from %d to %d (the window's width) pixels", rep->w, GIF_WIDTH_MIN, cw);
        return false;
    }
    rep->h = gif_scaled_height(cw, ch, rep->w);
    /* A frame every GIF_STEP_TICKS from `from`, and always the last tick. */
    long long span = rep->to - rep->from, frames = span / GIF_STEP_TICKS + 1 + (span % GIF_STEP_TICKS != 0);
    long long most = GIF_PIXELS_MAX / ((long long)rep->w * rep->h);
    if (most > GIF_FRAMES_MAX) most = GIF_FRAMES_MAX;
    if (frames > most) {
        snprintf(err, cap,
                 "ticks %ld to %ld make %lld frames of %dx%d; a GIF is at most %d frames (10 minutes at 30 a "
                 "second), %lld at this size: choose a part with --from and --to, or a smaller --gif-width",
                 rep->from, rep->to, frames, rep->w, rep->h, GIF_FRAMES_MAX, most);
        return false;
    }
    return true;
}

/* Has the caller asked the export to stop (a signal)? Remembered in the report. */
static bool stop_now(const GifOptions *o, GifReport *rep)
{
    if (o->stop && o->stop()) rep->stopped = true;
    return rep->stopped;
}

/* Tick the app to `t`; false if the recording's input ran out first or the export was
 * asked to stop (a tick of 100,000 circles can take seconds, so it is asked every tick). */
static bool run_to(App *app, long t, const GifOptions *o, GifReport *rep)
{
    while ((long)app->world.tick < t) {
        if (stop_now(o, rep)) return false;
        uint64_t before = app->world.tick;
        app_tick(app, 0);
        if (app->world.tick == before) return false;
    }
    return true;
}

/* The frames: one every GIF_STEP_TICKS from `from`, and always the last tick. */
static bool write_frames(App *app, const GifOptions *o, GifWriter *g, GifReport *rep, uint32_t *canvas,
                         uint32_t *small, char *err, size_t cap)
{
    int cw, ch;
    canvas_size(app->canvas, &cw, &ch);
    for (long t = rep->from; t <= rep->to;) {
        long next = t + GIF_STEP_TICKS <= rep->to ? t + GIF_STEP_TICKS : rep->to;
        if (!run_to(app, t, o, rep) || stop_now(o, rep)) {
            if (rep->stopped) snprintf(err, cap, "stopped at tick %llu", (unsigned long long)app->world.tick);
            else snprintf(err, cap, "the recording's input ran out at tick %llu", (unsigned long long)app->world.tick);
            return false;
        }
        app_draw(app);
        if (!canvas_read_argb(app->canvas, canvas, cw * 4)) {
            snprintf(err, cap, "cannot read the frame back");
            return false;
        }
        const uint32_t *px = canvas;
        if (rep->w != cw) {
            gif_scale_down(canvas, cw, ch, cw * 4, small, rep->w, rep->h);
            px = small;
        }
        int delay = next > t ? gif_replay_delay_cs(rep->from, t, next) : GIF_END_HOLD_CS;
        if (!gif_writer_add(g, px, rep->w * 4, delay, err, cap)) return false;
        rep->frames++;
        if (next == t) break;
        t = next;
    }
    return true;
}

int gif_follow_zoom(float follow, float fit_scale, float body_px, float ui_scale)
{
    float times = follow;
    if (follow == GIF_FOLLOW_AUTO) {
        /* A point body has no size: the least magnification, which still crops. */
        times = body_px > 0.0f ? GIF_FOLLOW_BODY_PX * ui_scale / (body_px * fit_scale) : 0.0f;
        if (times < GIF_FOLLOW_AUTO_MIN) times = GIF_FOLLOW_AUTO_MIN;
    }
    /* Whole steps, rounded up in auto so the body is never drawn under its size. */
    float steps = 2.0f * log2f(times > 1.0f ? times : 1.0f);
    int zoom = (int)(follow == GIF_FOLLOW_AUTO ? ceilf(steps - 1e-3f) : roundf(steps));
    return zoom > ZOOM_MAX ? ZOOM_MAX : zoom;
}

/* --gif-follow: the camera zoomed in on the player for the whole export. */
static void follow_player(App *app, const GifOptions *o)
{
    if (o->follow == 0.0f) return;
    app->view.zoom = 0;
    View fit = app_map_view(app);
    const Body *b = world_player(&app->world);
    app->view.zoom = gif_follow_zoom(o->follow, fit.scale, fmaxf(b->w, b->h), app->config.ui_scale);
}

int gif_replay_write(const Replay *r, const GifOptions *o, GifReport *report, char *err, size_t cap)
{
    GifReport rep = {0};
    if (!check_options(r, o, &rep, err, cap)) return EXIT_BAD_INPUT;
    AppConfig cfg = {
        .map = &r->map,
        .world = r->config,
        .ui_scale = o->ui_scale > 0 ? o->ui_scale : 1.0f,
        .headless = true,
        .frames = -1,
        .width = o->canvas_w > 0 ? o->canvas_w : APP_DEFAULT_W,
        .height = o->canvas_h > 0 ? o->canvas_h : APP_DEFAULT_H,
        .replay = r,
    };
    /* Following, the frames are drawn at the GIF's size: text keeps its size, nothing is shrunk. */
    if (o->follow != 0.0f) cfg.width = rep.w, cfg.height = rep.h;
    /* Checked before the run, so a bad path costs no rendering. */
    GifWriter *g = gif_writer_open(o->path, rep.w, rep.h, o->palette, &r->config.methods, err, cap);
    if (!g) return EXIT_BAD_INPUT;
    static App app; /* large (two maps); the program runs one export at a time */
    uint32_t *canvas = malloc((size_t)cfg.width * (size_t)cfg.height * 4);
    uint32_t *small = malloc((size_t)rep.w * (size_t)rep.h * 4);
    bool ok = false;
    if (!canvas || !small) {
        snprintf(err, cap, "out of memory for a %dx%d canvas", cfg.width, cfg.height);
    } else if (!platform_open(&app, &cfg)) {
        snprintf(err, cap, "cannot open the headless canvas (see above)");
    } else {
        follow_player(&app, o);
        ok = write_frames(&app, o, g, &rep, canvas, small, err, cap);
        platform_close(&app);
    }
    free(canvas);
    free(small);
    if (ok) ok = gif_writer_close(g, &rep.bytes, err, cap);
    else gif_writer_abort(g);
    if (report) *report = rep;
    return ok ? 0 : EXIT_BAD_INPUT;
}
