/* bench.h: `collide bench`: medians of repeated timings, printed as a table or JSON.
 * Benchmarks report; they never fail a build. */
#ifndef COLLIDE_BENCH_H
#define COLLIDE_BENCH_H

#include <stdbool.h>
#include <stdio.h>

#define BENCH_REPEATS 7   /* timings per figure; the median is reported */

typedef struct Bench {
    bool json;
    FILE *out;
    int rows;             /* JSON rows written so far (for commas) */
    const char *section;  /* current JSON array */
} Bench;

/// Monotonic time in seconds.
double bench_now(void);
/// The median of n values (reorders them).
double bench_median(double *v, int n);
/// Start a section: a table heading, or a JSON array.
void bench_section(Bench *b, const char *name, const char *table_header);
void bench_section_end(Bench *b);
/// One row: a printf-style table line and the matching JSON object body.
void bench_row(Bench *b, const char *table_line, const char *json_fields);

/* The benchmark groups. */
void bench_resolvers(Bench *b, const char *maps_dir);
void bench_render(Bench *b);
void bench_crowd(Bench *b);
void bench_render_crowd(Bench *b);

struct App;
struct Map;
/// Open a headless app on `map` in `mode` for rendering benchmarks.
bool bench_open_app(struct App *app, const struct Map *map, int mode);
/// Median milliseconds per frame (one tick + one draw) over a few frames.
double bench_frames(struct App *app, unsigned char held);

#endif
