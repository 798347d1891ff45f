/* bench_gif.c: the GIF export: ten seconds of the default map written as a GIF (the
 * target: under 2 MB, under 10 s). Seconds are the CPU time of the whole export. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_gif.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "cmd/bench/gif_bench.h"

#define GIF_BENCH_REPEATS 3 /* a run takes a second or two: fewer repeats than the others */

void bench_gif(Bench *b)
{
    char err[512], line[256], json[256];
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !tmp[0]) tmp = "/tmp";
    size_t need = strlen(tmp) + 64; /* any $TMPDIR: a cut one names another folder */
    char *path = malloc(need);
    if (!path) return;
    snprintf(path, need, "%s/collide-bench-%ld.gif", tmp, (long)getpid());
    double s[GIF_BENCH_REPEATS];
    GifBench g = {0};
    bench_section(b, "gif", "GIF export, 10 s of the default map   s per 10 s      MB  frames");
    int repeats = b->quick ? 1 : GIF_BENCH_REPEATS;
    for (int r = 0; r < repeats; r++) {
        if (!gif_bench_default_map(path, GIF_PALETTE_THEME, &g, err, sizeof err)) {
            fprintf(stderr, "collide bench: %s\n", err);
            unlink(path);
            free(path);
            bench_section_end(b);
            return;
        }
        s[r] = g.seconds;
    }
    unlink(path);
    free(path);
    double median = bench_median(s, repeats);
    snprintf(line, sizeof line, "1280x800, theme palette, 30 fps           %8.2f %7.2f %7d", median,
             (double)g.bytes / 1e6, g.frames);
    snprintf(json, sizeof json, "\"scene\":\"default map 10 s\",\"seconds\":%.3f,\"bytes\":%ld,\"frames\":%d", median,
             g.bytes, g.frames);
    bench_row_judged(b, line, json, TARGET_GIF_S, median);
    bench_target_record(TARGET_GIF_MB, (double)g.bytes / 1e6);
    bench_section_end(b);
}
