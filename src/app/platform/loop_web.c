/* loop_web.c: the browser build's driver (its platform_run, loop.h), and what the page may ask of
 * the running app: its state as one JSON line (for the page's text and its test) and the
 * pixels of the frame drawn at a chosen tick (to compare with a native screenshot). */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/platform/loop.h"
#include "app/platform/screen.h"
#include "core/resolver.h"

/* Told to the page, in web/collide_lib.js. */
extern void collide_web_exited(int status);

static App *web_app;
static double web_last;
static long web_frames;

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
    if (app->loop.running && platform_frame(app, &web_last)) {
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
    web_last = screen_seconds();
    emscripten_set_main_loop_arg(web_frame, app, 0, 1);
    return 0;
}

/* `s` as a JSON string's inside: a quote, a backslash or a control character (any a map's
 * name could hold) becomes '?'. */
static const char *json_safe(const char *s, char *buf, size_t cap)
{
    size_t n = 0;
    for (; *s && n + 1 < cap; s++) buf[n++] = *s == '"' || *s == '\\' || (unsigned char)*s < 0x20 ? '?' : *s;
    buf[n] = '\0';
    return buf;
}

/* The app's state for the page: which map, method, mode and tick, the world's hash, and
 * where the player is. */
EMSCRIPTEN_KEEPALIVE const char *collide_web_state(void)
{
    static char json[512];
    const App *app = web_app;
    if (!app) return "{\"running\":false}";
    const World *w = &app->world;
    char name[sizeof w->map.name];
    snprintf(json, sizeof json,
             "{\"running\":true,\"map\":\"%s\",\"resolver\":\"%s\",\"mode\":\"%s\",\"tick\":%llu,"
             "\"paused\":%s,\"frames\":%ld,\"bodies\":%d,\"hash\":\"%016llx\",\"captured\":%ld,"
             "\"captured_hash\":\"%016llx\",\"x\":%.2f,\"y\":%.2f}",
             json_safe(w->map.name, name, sizeof name), world_method(w, w->resolver)->name,
             w->mode == MODE_CROWD ? "crowd" : "tiles", (unsigned long long)w->tick,
             app->loop.paused ? "true" : "false", web_frames, w->crowd.count, (unsigned long long)world_hash(w),
             capture.tick, (unsigned long long)capture.hash, (double)w->bodies[w->resolver].x,
             (double)w->bodies[w->resolver].y);
    return json;
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
