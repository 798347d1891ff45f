/* test_tour_cli.c: the guided tour through the real program: every stop's recording in
 * tour/ passes --verify; `--tour --headless --stop N` lands on that stop's first pause,
 * from any directory (the tour is compiled in); a bad tour file is named FILE:LINE:COL
 * and exits 2, as do option mistakes. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/tour.h"
#include "support/support.h"

#define BIG 65536

static char out[BIG], err[BIG];

static void load_shipped_tour(Tour *tour)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tour/tour.txt", SOURCE_DIR);
    size_t len;
    char *text = read_file(path, &len);
    TourError e;
    cr_assert(text && tour_parse(tour, text, len, path, &e), "%s", path);
    free(text);
}

static unsigned long json_tick(const char *s)
{
    const char *at = strstr(s, "\"tick\":");
    cr_assert_not_null(at, "no tick in '%s'", s);
    return strtoul(at + 7, NULL, 10);
}

Test(tour_cli, every_recording_of_the_tour_passes_verify)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tour", SOURCE_DIR);
    DIR *d = opendir(dir);
    cr_assert_not_null(d);
    int checked = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".replay") != 0) continue;
        char args[2200];
        snprintf(args, sizeof args, "--replay '%s/%s' --verify", dir, e->d_name);
        cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s: %s", e->d_name, err);
        cr_expect(strstr(out, "checkpoints match"), "%s: %s", e->d_name, out);
        checked++;
    }
    closedir(d);
    cr_expect_geq(checked, 10);
}

Test(tour_cli, headless_stop_n_lands_on_its_first_pause, .timeout = 120)
{
    static Tour tour;
    load_shipped_tour(&tour);
    for (int i = 0; i < tour.stops; i++) {
        char args[200];
        snprintf(args, sizeof args, "--tour --headless --stop %d", i + 1);
        cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "stop %d: %s", i + 1, err);
        cr_expect_eq(json_tick(out), tour.stop[i].pause[0], "stop %d: %s", i + 1, out);
    }
}

Test(tour_cli, the_built_in_tour_runs_from_any_directory_and_writes_its_picture)
{
    char dir[256], cmd[1200];
    make_temp_dir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' --tour --headless --stop 2 --screenshot stop.png </dev/null", dir,
             COLLIDE_BIN);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    char png[400];
    snprintf(png, sizeof png, "%s/stop.png", dir);
    size_t len = 0;
    char *bytes = read_file(png, &len);
    cr_expect(bytes && len > 1000 && memcmp(bytes, "\x89PNG", 4) == 0, "no picture at %s", png);
    free(bytes);
    remove(png);
}

Test(tour_cli, a_bad_tour_file_is_named_where_and_exits_2)
{
    char dir[256], path[400], args[1200];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/tour.txt", dir);
    cr_assert(write_file(path, "collide-tour 1\nstop a.replay \"A\"\npause 1\nwalk 3\n"));
    snprintf(args, sizeof args, "--tour-file '%s' --headless", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    char want[600];
    snprintf(want, sizeof want, "%s:4:1: unknown line 'walk'", path);
    cr_expect(strstr(err, want), "'%s' lacks '%s'", err, want);
    cr_assert(write_file(path, "collide-tour 1\nstop missing.replay \"A\"\npause 1\n"));
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2);
    snprintf(want, sizeof want, "%s:2:6: cannot read the stop's recording missing.replay", path);
    cr_expect(strstr(err, want), "'%s' lacks '%s'", err, want);
    /* A good one: a shipped recording beside its own tour file. */
    char copy[1400];
    snprintf(copy, sizeof copy, "cp '%s/tour/04-corners-simplest.replay' '%s/'", SOURCE_DIR, dir);
    cr_assert_eq(run_capture(copy, out, BIG, err, BIG), 0);
    cr_assert(write_file(path, "collide-tour 1\nstop 04-corners-simplest.replay \"Gap\"\nat 0 \"x\"\npause 7\n"));
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect_eq(json_tick(out), 7u, "%s", out);
}

Test(tour_cli, option_mistakes_are_named_and_exit_2)
{
    cr_expect_eq(run_collide("--stop 3 --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--stop needs --tour"), "%s", err);
    cr_expect_eq(run_collide("--tour --stop 33 --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect_eq(run_collide("--tour --stop 0 --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect_eq(run_collide("--tour --stop 30 --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "the tour has stops 1 to"), "%s", err);
    cr_expect_eq(run_collide("--tour --replay x.replay --headless", NULL, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "--tour plays its own recordings"), "%s", err);
    cr_expect_eq(run_collide("--tour --map maps/seam.map --headless", NULL, out, BIG, err, BIG), 2);
}
