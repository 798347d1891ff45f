/* bench_render.c: milliseconds per frame drawn headless by the software renderer: the
 * tile sandbox with overlays on, each resolver in turn, and the crowd at 1,000, 10,000
 * and 100,000 circles walking into the circle formation (one step and one draw). */
#include "cmd/bench/bench_render.h"

#include <stdio.h>
#include <string.h>

#include "app/platform/loop.h"
#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"

#define RENDER_FRAMES 15

/* Time app_draw for a running app: each frame also ticks, as in the window. */
static double time_frames(App *app, unsigned char held)
{
    double samples[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_cpu_now();
        for (int f = 0; f < BENCH_FRAMES(RENDER_FRAMES); f++) {
            app_tick(app, held);
            app_draw(app);
        }
        samples[r] = (bench_cpu_now() - t0) * 1000.0 / BENCH_FRAMES(RENDER_FRAMES);
    }
    return bench_median(samples, BENCH_REPEATS);
}

/* The draw alone: the same frame drawn again, no tick between. */
static double time_draws(App *app)
{
    double samples[BENCH_REPEATS_FULL];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_cpu_now();
        for (int f = 0; f < BENCH_FRAMES(RENDER_FRAMES); f++) app_draw(app);
        samples[r] = (bench_cpu_now() - t0) * 1000.0 / BENCH_FRAMES(RENDER_FRAMES);
    }
    return bench_median(samples, BENCH_REPEATS);
}

/* A headless app on `map` in `mode`, the window's size. */
static bool open_app(App *app, const Map *map, Mode mode)
{
    AppConfig cfg = {
        .map = map,
        .world = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = mode},
        .ui_scale = 1.0f,
        .headless = true,
        .frames = 0,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    return platform_open(app, &cfg);
}

static void bench_render_crowd(Bench *b, const Map *map)
{
    static const int COUNTS[] = {1000, 10000, 100000};
    static App app;
    for (int i = 0; i < (int)(sizeof COUNTS / sizeof *COUNTS); i++) {
        if (!open_app(&app, map, MODE_CROWD)) return;
        if (!crowd_load(&app.world.crowd, COUNTS[i])) {
            platform_close(&app);
            return;
        }
        crowd_arrange(&app.world.crowd, CROWD_CIRCLE);
        for (int t = 0; t < BENCH_CROWD_WARMUP_TICKS; t++) app_tick(&app, 0);
        double ms = time_frames(&app, 0), draw_ms = time_draws(&app);
        platform_close(&app);
        char line[160], json[160];
        snprintf(line, sizeof line, "crowd, %6d circles (step + draw)     %8.2f", COUNTS[i], ms);
        snprintf(json, sizeof json, "\"scene\":\"crowd\",\"count\":%d,\"ms_per_frame\":%.3f", COUNTS[i], ms);
        if (COUNTS[i] == 10000) bench_row_judged(b, line, json, TARGET_CROWD_FRAME, ms);
        else bench_row(b, line, json);
        snprintf(line, sizeof line, "crowd, %6d circles (draw alone)      %8.2f", COUNTS[i], draw_ms);
        snprintf(json, sizeof json, "\"scene\":\"crowd draw\",\"count\":%d,\"ms_per_frame\":%.3f", COUNTS[i], draw_ms);
        if (COUNTS[i] == 10000) bench_row_judged(b, line, json, TARGET_CROWD_DRAW, draw_ms);
        else bench_row(b, line, json);
    }
}

/* A generated side x side map: a solid border and scattered blocks. */
static bool scattered_map(Map *m, int side)
{
    if (!map_new(m, side, side)) return false;
    uint8_t *cells = map_cells_mut(m);
    for (int j = 0; j < side; j++)
        for (int i = 0; i < side; i++) {
            bool border = i == 0 || j == 0 || i == side - 1 || j == side - 1;
            cells[(size_t)j * (size_t)side + (size_t)i] = border || (i * 7 + j * 13) % 11 == 0 ? SIDE_ALL : 0;
        }
    m->spawn_x = m->spawn_y = side / 2;
    cells[(size_t)m->spawn_y * (size_t)side + (size_t)m->spawn_x] = 0;
    return true;
}

/* The frame of a 1,000 x 1,000 map: the camera follows the player, and only the cells
 * in view are drawn, so it costs about what a small map's frame does. */
static void bench_render_big(Bench *b, App *app)
{
    enum { SIDE = 1000 };
    Map big = {0};
    if (!scattered_map(&big, SIDE)) return;
    if (open_app(app, &big, MODE_TILES)) {
        app->view.overlays = true;
        double ms = time_frames(app, IN_RIGHT | IN_DOWN);
        platform_close(app);
        char line[256], json[256];
        snprintf(line, sizeof line, "tiles + overlays, %dx%d map, simplest %8.2f", SIDE, SIDE, ms);
        snprintf(json, sizeof json, "\"scene\":\"tiles+overlays\",\"cells\":%d,\"ms_per_frame\":%.3f", SIDE * SIDE, ms);
        bench_row(b, line, json);
    }
    map_free(&big);
}

void bench_render(Bench *b)
{
    Map map = {0};
    static App app;
    if (!cli_load_map(NULL, &map)) return;
    bench_section(b, "render", "render (software, 1280x800)                ms/frame");
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        if (!open_app(&app, &map, MODE_TILES)) break;
        app.pending.resolver = (int8_t)r;
        app.view.overlays = true;
        double ms = time_frames(&app, IN_RIGHT | IN_DOWN);
        platform_close(&app);
        char line[256], json[256];
        snprintf(line, sizeof line, "tiles + overlays, %-24s %8.2f", resolver_info(r)->name, ms);
        snprintf(json, sizeof json, "\"scene\":\"tiles+overlays\",\"resolver\":\"%s\",\"ms_per_frame\":%.3f",
                 resolver_info(r)->name, ms);
        bench_row(b, line, json);
    }
    bench_render_big(b, &app);
    bench_render_crowd(b, &map);
    bench_section_end(b);
    map_free(&map);
}
