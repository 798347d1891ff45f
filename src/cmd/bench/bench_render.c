/* bench_render.c: milliseconds per frame drawn headless by the software renderer: the
 * tile sandbox with overlays on, each resolver in turn, and the crowd at 1,000, 10,000
 * and 100,000 circles walking into the circle formation (one step and one draw). */
#include "cmd/bench/bench_render.h"

#include <stdio.h>
#include <string.h>

#include "app/platform/loop.h"
#include "cmd/bench/bench_crowd.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/options.h"

#define RENDER_FRAMES 30

/* Time app_draw for a running app: each frame also ticks, as in the window. */
static double time_frames(App *app, unsigned char held)
{
    double samples[BENCH_REPEATS];
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_now();
        for (int f = 0; f < RENDER_FRAMES; f++) {
            app_tick(app, held);
            app_draw(app);
        }
        samples[r] = (bench_now() - t0) * 1000.0 / RENDER_FRAMES;
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
        double ms = time_frames(&app, 0);
        platform_close(&app);
        char line[160], json[160];
        snprintf(line, sizeof line, "crowd, %6d circles (step + draw)     %8.2f", COUNTS[i], ms);
        snprintf(json, sizeof json, "\"scene\":\"crowd\",\"count\":%d,\"ms_per_frame\":%.3f", COUNTS[i], ms);
        bench_row(b, line, json);
    }
}

void bench_render(Bench *b)
{
    static Map map;
    static App app;
    if (!cli_load_map(NULL, &map)) return;
    bench_section(b, "render", "render (software, 1280x800)                ms/frame");
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        if (!open_app(&app, &map, MODE_TILES)) return;
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
    bench_render_crowd(b, &map);
    bench_section_end(b);
}
