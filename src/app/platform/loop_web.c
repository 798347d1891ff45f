/* loop_web.c: the browser build's driver (its platform_run, loop.h), and what the page may ask of
 * the running app: its state as one JSON line (for the page's text and its test), the pixels
 * of the frame drawn at a chosen tick (to compare with a native screenshot), and a reload of
 * the user's scripts (the page's script editor). */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app_draw.h"
#include "app/app_link.h"
#include "app/features/challenge/challenge_feature.h"
#include "app/features/user_methods/user_methods_feature.h"
#include "app/platform/loop.h"
#include "app/platform/screen.h"
#include "core/motion.h"
#include "core/resolver.h"

#define WEB_FRAME_WINDOW 60      /* frames a published frame time covers: a second at 60 Hz */
#define WEB_FRAME_BUDGET_MS 16.7 /* a frame of a 60 Hz display */

/* Told to the page, in web/collide_lib.js. */
extern void collide_web_exited(int status);

static App *web_app;
static double web_last;
static long web_frames;

/* The wall time of the frame function itself (the app's update and drawing, not the wait for
 * the display), ms: the mean and the worst of the last full window of frames, and how many of
 * them took longer than a display's frame. */
static struct {
    double sum, max;
    int n, over;
    double mean_ms, max_ms;
    int over_budget;
} frame_time;

static void count_frame_time(double ms)
{
    frame_time.sum += ms;
    if (ms > frame_time.max) frame_time.max = ms;
    frame_time.over += ms > WEB_FRAME_BUDGET_MS;
    if (++frame_time.n < WEB_FRAME_WINDOW) return;
    frame_time.mean_ms = frame_time.sum / frame_time.n, frame_time.max_ms = frame_time.max;
    frame_time.over_budget = frame_time.over;
    frame_time.sum = frame_time.max = 0.0, frame_time.n = frame_time.over = 0;
}

/* A frame wanted at a tick: kept as ARGB rows, w * h pixels. */
static struct {
    long want, tick;
    uint64_t hash; /* the world's at that tick */
    int w, h;
    uint32_t *pixels;
} capture = {-1, -1, 0, 0, 0, NULL};

static void keep_capture(App *app)
{
    if (capture.want < 0 || (long)app->world.tick < capture.want) return;
    int w = 0, h = 0;
    canvas_size(app->canvas, &w, &h);
    free(capture.pixels);
    capture.pixels = w > 0 && h > 0 ? malloc((size_t)w * (size_t)h * 4) : NULL;
    if (capture.pixels && canvas_read_argb(app->canvas, capture.pixels, w * 4)) {
        capture.w = w, capture.h = h, capture.tick = (long)app->world.tick;
        capture.hash = world_hash(&app->world);
    }
    capture.want = -1;
}

static void web_frame(void *arg)
{
    App *app = arg;
    double t0 = emscripten_get_now();
    if (app->loop.running && platform_frame(app, &web_last)) {
        count_frame_time(emscripten_get_now() - t0);
        web_frames++;
        keep_capture(app);
        return;
    }
    emscripten_cancel_main_loop();
    int status = app_finish(app);
    platform_close(app);
    web_app = NULL;
    collide_web_exited(status);
}

/* The browser calls platform_frame once per animation frame from here on. */
int platform_run(App *app)
{
    if (app->config.headless) return platform_run_headless(app);
    web_app = app;
    web_frames = 0;
    frame_time.sum = frame_time.max = frame_time.mean_ms = frame_time.max_ms = 0.0;
    frame_time.n = frame_time.over = frame_time.over_budget = 0;
    web_last = screen_seconds();
    emscripten_set_main_loop_arg(web_frame, app, 0, 1);
    return 0;
}

/* `s` as a JSON string's inside: a quote or a backslash escaped, a control character (any a
 * map's name or a script's error could hold) a space. */
static const char *json_safe(const char *s, char *buf, size_t cap)
{
    size_t n = 0;
    for (; s && *s && n + 2 < cap; s++) {
        if (*s == '"' || *s == '\\') buf[n++] = '\\';
        buf[n++] = (unsigned char)*s < 0x20 ? ' ' : *s;
    }
    buf[n] = '\0';
    return buf;
}

/* The app's state for the page: which map, method, mode and tick, the world's hash, where
 * the player is, the active method's last error, the methods' count, the frame time and the
 * motion (its model and gravity), and a challenge's verdict ("pass", "not yet", "" for none). */
EMSCRIPTEN_KEEPALIVE const char *collide_web_state(void)
{
    static char json[2048];
    const App *app = web_app;
    if (!app) return "{\"running\":false}";
    const World *w = &app->world;
    const ResolverInfo *active = world_method(w, w->resolver);
    const char *moved = active->error ? active->error(active->state) : NULL;
    char name[2 * sizeof w->map.name], error[2 * MESSAGE_MAX];
    snprintf(json, sizeof json,
             "{\"running\":true,\"map\":\"%s\",\"resolver\":\"%s\",\"mode\":\"%s\",\"tick\":%llu,"
             "\"paused\":%s,\"frames\":%ld,\"bodies\":%d,\"hash\":\"%016llx\",\"captured\":%ld,"
             "\"captured_hash\":\"%016llx\",\"x\":%.2f,\"y\":%.2f,\"methods\":%d,\"compare\":%d,"
             "\"speed\":%.3f,\"method_error\":\"%s\",\"frame_ms\":%.3f,\"frame_ms_max\":%.3f,"
             "\"frames_over\":%d,\"motion\":\"%s\",\"gravity\":%.3f,\"goal\":\"%s\"}",
             json_safe(w->map.name, name, sizeof name), active->name, w->mode == MODE_CROWD ? "crowd" : "tiles",
             (unsigned long long)w->tick, app->loop.paused ? "true" : "false", web_frames, w->crowd.count,
             (unsigned long long)world_hash(w), capture.tick, (unsigned long long)capture.hash,
             (double)w->bodies[w->resolver].x, (double)w->bodies[w->resolver].y, world_method_count(w), (int)w->compare,
             (double)world_speed(w), json_safe(moved, error, sizeof error), frame_time.mean_ms, frame_time.max_ms,
             frame_time.over_budget, motion_name(w->motion_params.model), (double)w->motion_params.gravity,
             challenge_verdict(app) ? challenge_verdict(app) : "");
    return json;
}

/// Reload the user's scripts from their files now (the page wrote one): "" when every one
/// loaded, else the failed one's "FILE:LINE: message", also shown on the app's message line.
EMSCRIPTEN_KEEPALIVE const char *collide_web_reload_methods(void)
{
    static char err[MESSAGE_MAX];
    if (!web_app) return "collide is not running";
    Message msg = {0};
    bool ok = user_methods_reload_now(web_app, &msg);
    if (msg.text[0]) app_flash(web_app, msg.text);
    snprintf(err, sizeof err, "%s", ok ? "" : msg.text);
    return err;
}

/// The link to the moment on screen, from its '#' (the page puts its address before it), for
/// the page's Copy link button; "" when there is none, the reason on the app's message line.
EMSCRIPTEN_KEEPALIVE const char *collide_web_link(void)
{
    static char *link;
    free(link);
    link = NULL;
    if (!web_app) return "";
    size_t len = 0;
    char why[MESSAGE_MAX];
    link = app_link(web_app, NULL, &len, why, sizeof why);
    if (!link) app_flash(web_app, why);
    return link ? link : "";
}

/// Keep the first frame drawn at or after `tick` (collide_web_capture_* read it).
EMSCRIPTEN_KEEPALIVE void collide_web_capture(long tick)
{
    capture.want = tick;
    capture.tick = -1;
}
EMSCRIPTEN_KEEPALIVE uint32_t *collide_web_capture_pixels(void)
{
    return capture.pixels;
}
EMSCRIPTEN_KEEPALIVE int collide_web_capture_width(void)
{
    return capture.w;
}
EMSCRIPTEN_KEEPALIVE int collide_web_capture_height(void)
{
    return capture.h;
}

/// Quit the app at its next frame (the page then runs main again on a dropped file).
EMSCRIPTEN_KEEPALIVE void collide_web_quit(void)
{
    if (web_app) web_app->loop.running = false;
}
