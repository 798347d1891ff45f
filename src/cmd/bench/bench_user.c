/* bench_user.c: the example user methods' short moves (docs/your-method.md): nanoseconds
 * per move through the door every method goes through, on the default map, each from a
 * random empty cell in a random direction. A script's move puts its whole state back
 * first (the row says how many bytes), so the figure is that copy plus the script. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_user.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cmd/bench/bench_targets.h"
#include "core/guarantees.h"
#include "cmd/bench/bench_timer.h"
#include "user/user_method.h"

#define USER_MOVES 2000 /* moves per timing */
#define USER_PASSES 5
#define USER_GUARANTEE_MOVES 20000 /* the referee's walk, as `collide guarantees --method` makes it */

static double time_moves(const ResolverInfo *r, const Map *m, Rng *rng)
{
    static Body starts[USER_MOVES];
    static float dx[USER_MOVES], dy[USER_MOVES];
    float t = (float)m->tile, size = r->size_tiles * t;
    for (int k = 0; k < USER_MOVES; k++) {
        int i, j;
        do {
            i = (int)rng_below(rng, (uint32_t)m->w);
            j = (int)rng_below(rng, (uint32_t)m->h);
        } while (map_cell(m, i, j) != 0);
        float a = rng_float01(rng) * 6.2831853f;
        starts[k] = (Body){((float)i + 0.5f) * t, ((float)j + 0.5f) * t, size, size};
        dx[k] = cosf(a) * 8.0f;
        dy[k] = sinf(a) * 8.0f;
    }
    Rng own;
    rng_seed(&own, 1);
    ResolveCtx ctx = {.map = m, .rng = &own};
    volatile float sink = 0;
    double t0 = bench_cpu_now();
    for (int k = 0; k < USER_MOVES; k++) {
        Body b = starts[k];
        MoveInfo mi;
        method_move(r, &ctx, &b, dx[k], dy[k], &mi, NULL);
        sink += b.x;
    }
    (void)sink;
    return (bench_cpu_now() - t0) * 1e9 / USER_MOVES;
}

void bench_user_methods(Bench *b, const char *methods_dir, const char *maps_dir)
{
    static const char *const names[] = {"refuse.lua", "pushout.lua", "substep.lua", "hop.lua"};
    char path[4096], err[USER_ERROR_MAX];
    Map map;
    memset(&map, 0, sizeof map);
    MapError merr;
    snprintf(path, sizeof path, "%s/default.map", maps_dir);
    bench_section(b, "user_methods",
                  "user method        map                      short move (ns)  state (bytes)  guarantees (moves/s)");
    if (!map_load(&map, path, &merr)) {
        bench_row(b, "(skipped: no default.map)", "\"skipped\":\"no default.map\"");
        bench_section_end(b);
        return;
    }
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
        snprintf(path, sizeof path, "%s/%s", methods_dir, names[n]);
        UserMethod *m = user_method_load(path, err, sizeof err);
        char line[384], json[384];
        if (!m) {
            snprintf(line, sizeof line, "%-18s (skipped: %.200s)", names[n], err);
            snprintf(json, sizeof json, "\"method\":\"%s\",\"skipped\":true", names[n]);
            bench_row(b, line, json);
            continue;
        }
        const ResolverInfo *r = user_method_info(m);
        double ns[USER_PASSES];
        Rng rng;
        rng_seed(&rng, 42);
        time_moves(r, &map, &rng); /* warm */
        for (int p = 0; p < USER_PASSES; p++) ns[p] = time_moves(r, &map, &rng);
        double median = bench_median(ns, USER_PASSES);
        size_t state = user_method_state_bytes(m);
        /* A guarantees run of the method: its moves and the referee's verdict on each. */
        double g0 = bench_cpu_now();
        guarantees_measure(r, &map, 1, 1.0, USER_GUARANTEE_MOVES, 1);
        double per_s = USER_GUARANTEE_MOVES / (bench_cpu_now() - g0);
        snprintf(line, sizeof line, "%-18s %-24.24s %16.0f %14zu %21.0f", r->name, map.name, median, state, per_s);
        snprintf(json, sizeof json, "\"method\":\"%s\",\"move_ns\":%.0f,\"state_bytes\":%zu,\"guarantees_moves_per_s\":%.0f",
                 r->name, median, state, per_s);
        bench_row_judged(b, line, json, TARGET_USER_SHORT, median);
        user_method_free(m);
    }
    map_free(&map);
    bench_section_end(b);
}
