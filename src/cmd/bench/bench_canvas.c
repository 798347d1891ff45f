/* bench_canvas.c: see bench_canvas.h. A frame's drawing reaches the backend through one
 * indirect call a primitive (the canvas's table of functions). Its price is the number
 * of calls a frame makes times what one call costs when the backend does nothing,
 * measured here on a canvas whose functions are empty, next to the frame's own time on
 * the SDL canvas. */
#include "cmd/bench/bench_canvas.h"

#include <stdio.h>

#include "app/platform/loop.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"

#define CANVAS_FRAMES 10
#define EMPTY_CALLS 2000000 /* calls timed on the empty canvas */

/* The empty backend: every function returns at once. `sink` keeps the calls real. */
static volatile unsigned long sink;

static void no_colour(void *b, Colour c)
{
    (void)b;
    sink += c.a;
}
static void no_blend(void *b, CanvasBlend m)
{
    (void)b;
    (void)m;
}
static void no_clear(void *b)
{
    (void)b;
}
static void no_fill(void *b, RectF r)
{
    (void)b;
    (void)r;
    sink++;
}
static void no_line(void *b, float x0, float y0, float x1, float y1)
{
    (void)b, (void)x0, (void)y0, (void)x1, (void)y1;
}
static void no_triangles(void *b, const CanvasImage *i, const CanvasVertex *v, int nv, const int *idx, int ni)
{
    (void)b, (void)i, (void)v, (void)nv, (void)idx, (void)ni;
}
static void no_clip(void *b, const Rect *r)
{
    (void)b, (void)r;
}

/* Only what the timed loop calls is needed; the rest stay NULL and are never reached. */
static const CanvasOps EMPTY_OPS = {
    .colour = no_colour,
    .blend = no_blend,
    .clear = no_clear,
    .fill_rect = no_fill,
    .line = no_line,
    .triangles = no_triangles,
    .clip = no_clip,
};

/* Nanoseconds for one canvas call that does nothing: the price of the indirection. */
static double ns_per_call(void)
{
    Canvas c = {&EMPTY_OPS, NULL, {0, 0, 0, 255}, 0};
    double samples[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_cpu_now();
        for (int k = 0; k < EMPTY_CALLS; k++) canvas_fill_rect(&c, (RectF){(float)k, 0.0f, 1.0f, 1.0f});
        samples[r] = (bench_cpu_now() - t0) * 1e9 / EMPTY_CALLS;
    }
    return bench_median(samples, BENCH_REPEATS);
}

/* Draw-only time of the app's frame (no ticks between: the same frame each time), and
 * the canvas calls it makes. */
static double time_draw(App *app, double *calls)
{
    double samples[BENCH_REPEATS_FULL];
    unsigned long before = app->canvas->calls;
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_cpu_now();
        for (int f = 0; f < BENCH_FRAMES(CANVAS_FRAMES); f++) app_draw(app);
        samples[r] = (bench_cpu_now() - t0) * 1000.0 / BENCH_FRAMES(CANVAS_FRAMES);
    }
    *calls = (double)(app->canvas->calls - before) / (BENCH_REPEATS * BENCH_FRAMES(CANVAS_FRAMES));
    return bench_median(samples, BENCH_REPEATS);
}

static void canvas_row(Bench *b, const char *scene, App *app, double ns)
{
    double calls, ms = time_draw(app, &calls), dispatch_ms = calls * ns * 1e-6;
    char line[256], json[256];
    snprintf(line, sizeof line, "%-26s %8.2f ms  %6.0f calls  %6.4f ms (%.2f%%)", scene, ms, calls, dispatch_ms,
             100.0 * dispatch_ms / ms);
    snprintf(json, sizeof json,
             "\"scene\":\"%s\",\"ms_per_frame\":%.3f,\"calls_per_frame\":%.0f,\"ns_per_call\":%.2f,"
             "\"dispatch_ms_per_frame\":%.4f",
             scene, ms, calls, ns, dispatch_ms);
    bench_row(b, line, json);
}

void bench_canvas(Bench *b)
{
    static Map map;
    static App app;
    if (!cli_load_map(NULL, &map)) return;
    double ns = ns_per_call();
    char header[160];
    snprintf(header, sizeof header, "canvas (draw only, 1280x800; a call costs %.1f ns)   frame  calls  dispatch", ns);
    bench_section(b, "canvas", header);
    AppConfig cfg = {
        .map = &map,
        .world = {.seed = 1, .resolver = RESOLVER_MINKOWSKI, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES},
        .ui_scale = 1.0f,
        .headless = true,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    if (!platform_open(&app, &cfg)) return;
    for (int t = 0; t < 20; t++) app_tick(&app, IN_RIGHT | IN_DOWN);
    canvas_row(b, "tiles + overlays", &app, ns);
    app.pending.actions |= ACT_COMPARE;
    app_tick(&app, IN_RIGHT);
    canvas_row(b, "ghost view", &app, ns);
    app.pending.actions |= ACT_COMPARE;
    app_tick(&app, IN_RIGHT);
    canvas_row(b, "split view", &app, ns);
    app.view.help = true;
    canvas_row(b, "split view + help", &app, ns);
    platform_close(&app);
    bench_section_end(b);
}
