/* bench_ghost_view.c: see bench_ghost_view.h. The window's own frame, headless: the
 * software renderer does on the CPU what a window's renderer may hand to the GPU, so
 * these are the slowest figures a frame can have. */
#include "cmd/bench/bench_ghost_view.h"

#include <stdio.h>

#include "app/platform/loop.h"
#include "app/features/compare/compare_feature.h"
#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"

/* Held keys that turn every 20 frames, so the ghosts part and meet walls. */
static uint8_t held_at(int f)
{
    static const uint8_t pattern[] = {IN_RIGHT | IN_DOWN, IN_LEFT, IN_UP | IN_LEFT, IN_RIGHT, IN_DOWN | IN_LEFT, IN_UP};
    return pattern[(f / 20) % (int)sizeof pattern];
}

/* The median milliseconds of one frame (a tick and a draw) of `view` at `scale`. */
static double time_view(const Map *map, CompareView view, float scale)
{
    static App app;
    AppConfig cfg = {
        .map = map,
        .world = {.seed = 1, .resolver = 0, .speed = 64.0f, .mode = MODE_TILES},
        .ui_scale = scale,
        .headless = true,
        .frames = 0,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
    if (!platform_open(&app, &cfg)) return -1.0;
    Input in = INPUT_NONE;
    in.actions = ACT_COMPARE;
    while (app.world.compare != view) world_step(&app.world, &in, NULL);
    compare_of(&app)->trails = true;
    double samples[BENCH_REPEATS_FULL];
    int f = 0;
    for (int r = 0; r < BENCH_REPEATS; r++) {
        double t0 = bench_cpu_now();
        for (int k = 0; k < BENCH_FRAMES(BENCH_GHOST_FRAMES); k++, f++) {
            app_tick(&app, held_at(f));
            app_draw(&app);
        }
        samples[r] = (bench_cpu_now() - t0) * 1000.0 / BENCH_FRAMES(BENCH_GHOST_FRAMES);
    }
    platform_close(&app);
    return bench_median(samples, BENCH_REPEATS);
}

void bench_ghost_view(Bench *b, const Map *map, double tally_us)
{
    static const struct {
        CompareView view;
        float scale;
    } CASES[] = {{COMPARE_GHOST, 1.0f},
                 {COMPARE_GHOST, 1.5f},
                 {COMPARE_GHOST, 2.0f},
                 {COMPARE_SPLIT, 1.0f},
                 {COMPARE_SPLIT, 2.0f}};
    bench_section(b, "ghost_view", "compare view + trails + tallies, 64 px/tick:  scale   ms/frame   tallies/frame");
    for (int k = 0; k < (int)(sizeof CASES / sizeof CASES[0]); k++) {
        double ms = time_view(map, CASES[k].view, CASES[k].scale);
        if (ms < 0.0) break;
        const char *view = CASES[k].view == COMPARE_GHOST ? "ghosts" : "split";
        char line[256], json[256];
        snprintf(line, sizeof line, "%29s, software %12.1f %10.2f %14.3f%%", view, (double)CASES[k].scale, ms,
                 100.0 * tally_us / (ms * 1000.0));
        snprintf(json, sizeof json, "\"view\":\"%s\",\"scale\":%g,\"ms_per_frame\":%.3f,\"tally_share\":%.5f", view,
                 (double)CASES[k].scale, ms, tally_us / (ms * 1000.0));
        bench_row_judged(b, line, json, TARGET_GHOST_VIEW, ms);
    }
    bench_section_end(b);
}
