/* test_frame_stats.c: the frame-time summary (frame_stats.h): silent unless asked for,
 * and then the frame count, the frame rate and the percentiles a person reads. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/frame_stats.h"

static void summary_of(FrameStats *s, char *out, size_t cap)
{
    FILE *f = tmpfile();
    cr_assert(f);
    frame_stats_print(s, f);
    rewind(f);
    size_t n = fread(out, 1, cap - 1, f);
    out[n] = '\0';
    fclose(f);
}

Test(frame_stats, silent_unless_the_environment_asks)
{
    static FrameStats s;
    unsetenv("COLLIDE_FRAME_STATS");
    frame_stats_init(&s);
    frame_stats_add(&s, 1.0 / 60.0, 0.002);
    char text[512];
    summary_of(&s, text, sizeof text);
    cr_assert_str_empty(text);
    setenv("COLLIDE_FRAME_STATS", "0", 1);
    frame_stats_init(&s);
    cr_assert_not(s.on);
}

Test(frame_stats, counts_frames_rate_and_percentiles)
{
    static FrameStats s;
    setenv("COLLIDE_FRAME_STATS", "1", 1);
    frame_stats_init(&s);
    /* 95 frames at 60 Hz and five slow ones of 50 ms. */
    for (int k = 0; k < 95; k++) frame_stats_add(&s, 0.01666, 0.0021);
    for (int k = 0; k < 5; k++) frame_stats_add(&s, 0.050, 0.030);
    char text[512];
    summary_of(&s, text, sizeof text);
    cr_assert(strstr(text, "100 frames in 1.8 s, 54.6 fps") != NULL, "%s", text);
    cr_assert(strstr(text, "frame ms median 16.7, 95% 16.7, worst 50.0") != NULL, "%s", text);
    cr_assert(strstr(text, "median 2.2, 95% 2.2") != NULL, "%s", text);
    unsetenv("COLLIDE_FRAME_STATS");
}
