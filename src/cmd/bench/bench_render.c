/* bench_render.c: milliseconds per frame drawn headless by the software renderer: the
 * tile sandbox with overlays on, and the crowd (see bench_crowd.c for its sizes). */
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "cmd/bench/bench.h"
#include "cmd/options.h"

#define RENDER_FRAMES 30

/* Time app_draw for a running app: each frame also ticks, as in the window. */
double bench_frames(App *app, unsigned char held)
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

bool bench_open_app(App *app, const Map *map, int mode)
{
    AppConfig cfg = {
        .map = map,
        .world = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = (Mode)mode},
        .ui_scale = 1.0f,
        .headless = true,
        .frames = 0,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    return app_open(app, &cfg);
}

void bench_render(Bench *b)
{
    static Map map;
    static App app;
    if (!cli_load_map(NULL, &map)) return;
    bench_section(b, "render", "render (software, 1280x800)                ms/frame");
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        if (!resolver_info(r)->resolve) continue;
        if (!bench_open_app(&app, &map, MODE_TILES)) return;
        app.pending.resolver = (int8_t)r;
        app.overlays = true;
        double ms = bench_frames(&app, IN_RIGHT | IN_DOWN);
        app_close(&app);
        char line[256], json[256];
        snprintf(line, sizeof line, "tiles + overlays, %-24s %8.2f", resolver_info(r)->name, ms);
        snprintf(json, sizeof json, "\"scene\":\"tiles+overlays\",\"resolver\":\"%s\",\"ms_per_frame\":%.3f",
                 resolver_info(r)->name, ms);
        bench_row(b, line, json);
    }
    bench_render_crowd(b);
    bench_section_end(b);
}
