/* frame_stats.c: see frame_stats.h. Histograms rather than a list of samples, so a
 * run of any length keeps the same few kilobytes. */
#include "app/base/frame_stats.h"

#include <stdlib.h>
#include <string.h>

void frame_stats_init(FrameStats *s)
{
    memset(s, 0, sizeof *s);
    const char *v = getenv("COLLIDE_FRAME_STATS");
    s->on = v && v[0] && strcmp(v, "0") != 0;
}

static int bin_of(double seconds)
{
    double b = seconds * 1e4;
    return b < 0.0 ? 0 : b >= FRAME_STATS_BINS - 1 ? FRAME_STATS_BINS - 1 : (int)b;
}

void frame_stats_add(FrameStats *s, double interval_s, double work_s)
{
    if (!s->on) return;
    s->frames++;
    s->seconds += interval_s;
    if (interval_s > s->worst_s) s->worst_s = interval_s;
    s->interval[bin_of(interval_s)]++;
    s->work[bin_of(work_s)]++;
}

/* The value below which `share` of the frames fall, milliseconds (the bin's top). */
static double percentile_ms(const int bins[FRAME_STATS_BINS], long frames, double share)
{
    long want = (long)(share * (double)frames + 0.5), seen = 0;
    if (want < 1) want = 1;
    for (int b = 0; b < FRAME_STATS_BINS; b++) {
        seen += bins[b];
        if (seen >= want) return (b + 1) * 0.1;
    }
    return FRAME_STATS_BINS * 0.1;
}

void frame_stats_print(const FrameStats *s, FILE *out)
{
    if (!s->on || s->frames == 0 || s->seconds <= 0.0) return;
    fprintf(out,
            "collide: %ld frames in %.1f s, %.1f fps; frame ms median %.1f, 95%% %.1f, worst %.1f; "
            "work (ticks + draw) ms median %.1f, 95%% %.1f\n",
            s->frames, s->seconds, (double)s->frames / s->seconds, percentile_ms(s->interval, s->frames, 0.5),
            percentile_ms(s->interval, s->frames, 0.95), s->worst_s * 1e3, percentile_ms(s->work, s->frames, 0.5),
            percentile_ms(s->work, s->frames, 0.95));
}
