/* test_gif_cli.c: `collide --replay FILE --gif OUT.gif` through the real program: the
 * GIF, decoded with giflib, has a frame every second tick of the range asked for, at
 * the width asked for, in real time; options without --gif or --replay exit 2. */
#include <criterion/criterion.h>
#include <gif_lib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support/support.h"

#define BIG 65536
static char out[BIG], err[BIG];

static int delay_of(GifFileType *g, int i)
{
    GraphicsControlBlock gcb;
    cr_assert_eq(DGifSavedExtensionToGCB(g, i, &gcb), GIF_OK);
    return gcb.DelayTime;
}

static void record(char *dir, size_t cap)
{
    char cmd[512];
    make_temp_dir(dir, cap);
    snprintf(cmd, sizeof cmd, "--headless --frames 300 --speed 7.5 --size 10 30 --record %s/a.replay", dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
}

Test(gif_cli, a_cut_of_a_recording_becomes_a_gif_of_the_width_asked_in_real_time)
{
    char dir[256], cmd[1024], path[512];
    record(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "--replay %s/a.replay --gif %s/a.gif --from 60 --to 200 --gif-width 640", dir, dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "71 frames, 640x400, ticks 60 to 200") != NULL, "%s", out);
    snprintf(path, sizeof path, "%s/a.gif", dir);
    int e;
    GifFileType *g = DGifOpenFileName(path, &e);
    cr_assert_not_null(g, "%s", GifErrorString(e));
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    cr_expect_eq(g->ImageCount, 71, "a frame every second tick from 60 to 200");
    cr_expect(g->SWidth == 640 && g->SHeight == 400, "%dx%d", g->SWidth, g->SHeight);
    int total = 0;
    for (int i = 0; i + 1 < g->ImageCount; i++) {
        int d = delay_of(g, i);
        cr_expect(d == 3 || d == 4, "frame %d: delay %d cs", i, d);
        total += d;
    }
    cr_expect_eq(total, 233, "140 ticks are 2.33 s: %d cs", total);
    DGifCloseFile(g, &e);
}

Test(gif_cli, the_whole_recording_at_the_window_size_by_default)
{
    char dir[256], cmd[1024], path[512];
    record(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "--replay %s/a.replay --gif %s/all.gif", dir, dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    snprintf(path, sizeof path, "%s/all.gif", dir);
    int e;
    GifFileType *g = DGifOpenFileName(path, &e);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    cr_expect_eq(g->ImageCount, 151);
    cr_expect(g->SWidth == 1280 && g->SHeight == 800, "%dx%d", g->SWidth, g->SHeight);
    DGifCloseFile(g, &e);
}

Test(gif_cli, gif_options_in_the_wrong_company_exit_2_and_write_nothing)
{
    char dir[256];
    record(dir, sizeof dir);
    static const char *cases[][2] = {
        {"--from 10", "--from needs --gif OUT.gif"},
        {"--gif-width 300", "--gif-width needs --gif OUT.gif"},
        {"--gif DIR/x.gif", "--gif needs --replay FILE"},
        {"--replay DIR/a.replay --gif DIR/x.gif --verify", "drop --verify"},
        {"--replay DIR/a.replay --gif DIR/x.gif --frames 3", "drop --frames"},
        {"--replay DIR/a.replay --gif DIR/x.gif --gif-width 10", "--gif-width: expected"},
        {"--replay DIR/a.replay --gif DIR/x.gif --from -1", "--from: expected"},
        {"--replay DIR/a.replay --gif DIR/x.gif --from 250 --to 100", "DIR"},
        {"--replay DIR/a.replay --gif DIR/x.gif --to 5000", "DIR"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char args[1024], x[512];
        const char *s = cases[k][0];
        size_t n = 0;
        for (; *s && n + 300 < sizeof args; s++) {
            if (strncmp(s, "DIR", 3) == 0) {
                n += (size_t)snprintf(args + n, sizeof args - n, "%s", dir);
                s += 2;
            } else {
                args[n++] = *s;
            }
        }
        args[n] = '\0';
        cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s: %s", args, err);
        if (strcmp(cases[k][1], "DIR") != 0) cr_expect(strstr(err, cases[k][1]) != NULL, "%s: %s", args, err);
        else cr_expect(err[0] != '\0', "%s: says why", args);
        snprintf(x, sizeof x, "%s/x.gif", dir);
        cr_expect_neq(access(x, F_OK), 0, "%s: left %s behind", args, x);
    }
}

Test(gif_cli, an_export_past_the_frames_a_gif_may_hold_is_refused_before_drawing_with_from_and_to_suggested)
{
    char dir[256], rec[512], gif[512], args[1400];
    make_temp_dir(dir, sizeof dir);
    snprintf(rec, sizeof rec, "%s/day.replay", dir);
    snprintf(gif, sizeof gif, "%s/day.gif", dir);
    /* 964 bytes asked for a day: 2,592,001 frames, about half a day of drawing. */
    cr_assert(write_file(rec, "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\n"
                              "speed-level 4\nmap 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\ninput\n5184000 -\n"));
    snprintf(args, sizeof args, "--replay '%s' --gif '%s'", rec, gif);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s", err);
    cr_expect(strstr(err, "make 2592001 frames of 1280x800; a GIF is at most 18000 frames") != NULL, "%s", err);
    cr_expect(strstr(err, "--from and --to") != NULL, "%s", err);
    cr_expect_neq(access(gif, F_OK), 0, "no GIF written");
    /* At 1280x800 the pixels bound it first; a part within it is accepted. */
    snprintf(args, sizeof args, "--replay '%s' --gif '%s' --to 33554", rec, gif);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s", err);
    cr_expect(strstr(err, "16777 at this size") != NULL, "%s", err);
    snprintf(args, sizeof args, "--replay '%s' --gif '%s' --to 20", rec, gif);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
}
