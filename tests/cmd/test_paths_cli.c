/* test_paths_cli.c: the real program's outputs never land on its inputs or on each other
 * (by inode and by name), each output keeps its own extension and is checked before any
 * work, links are written through, and no input blocks: a FIFO given anywhere is refused
 * at once (each run is under `timeout`, so a hang fails instead of stalling the suite). */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/support.h"

#define BIG 65536

static char out[BIG], err[BIG];

/* `collide ARGS` killed after 10 s: exit 137 (or 124) for a run that hung. */
static int run(const char *args)
{
    char cmd[16384];
    snprintf(cmd, sizeof cmd, "timeout -s KILL 10 '%s' %s </dev/null", COLLIDE_BIN, args);
    return run_capture(cmd, out, BIG, err, BIG);
}

static int runf(const char *fmt, const char *a, const char *b)
{
    char args[12000];
    snprintf(args, sizeof args, fmt, a, b);
    return run(args);
}

/* A 30-tick recording at DIR/NAME. */
static void record(char *path, size_t cap, const char *dir, const char *name)
{
    snprintf(path, cap, "%s/%s", dir, name);
    cr_assert_eq(runf("--headless --frames 30 --record '%s'%s", path, ""), 0, "%s", err);
}

static bool same_text(const char *path, const char *text)
{
    char *now = read_file(path, NULL);
    bool same = now && strcmp(now, text) == 0;
    free(now);
    return same;
}

Test(paths_cli, gif_never_replaces_the_recording_or_a_map)
{
    char dir[256], rec[400], map[400], alias[400];
    make_temp_dir(dir, sizeof dir);
    record(rec, sizeof rec, dir, "bug.replay");
    char *before = read_file(rec, NULL);
    cr_assert_not_null(before);
    cr_expect_eq(runf("--replay '%s' --gif '%s'", rec, rec), 2, "%s", out);
    cr_expect(strstr(err, "--gif") && strstr(err, ".gif"), "%s", err);
    cr_expect(same_text(rec, before), "the recording was replaced");
    snprintf(map, sizeof map, "%s/level.map", dir);
    cr_assert(write_file(map, "collide-map 1\ngrid\n####\n#P.#\n####\nend\n"));
    cr_expect_eq(runf("--replay '%s' --gif '%s'", rec, map), 2);
    cr_expect(same_text(map, "collide-map 1\ngrid\n####\n#P.#\n####\nend\n"), "the map was replaced");
    /* Named .gif, but the recording itself (a hard link): refused by identity. */
    snprintf(alias, sizeof alias, "%s/alias.gif", dir);
    cr_assert_eq(link(rec, alias), 0);
    cr_expect_eq(runf("--replay '%s' --gif '%s'", rec, alias), 2);
    cr_expect(strstr(err, "will not write") && strstr(err, "the recording --replay plays"), "%s", err);
    cr_expect(same_text(rec, before), "the recording was replaced through its other name");
    free(before);
}

Test(paths_cli, two_outputs_of_one_name_are_refused_before_either_exists)
{
    char dir[256], png[400], rep[400], shot[400];
    make_temp_dir(dir, sizeof dir);
    snprintf(png, sizeof png, "%s/s.png", dir);
    cr_expect_eq(runf("--headless --frames 1 --screenshot '%s' --record '%s'", png, png), 2);
    cr_expect(strstr(err, "--record") && strstr(err, ".replay"), "%s", err);
    cr_expect_neq(access(png, F_OK), 0, "nothing was written");
    /* Two names, one place, neither there yet: shot.png is a link to s.replay (refused
     * by its extension alone now: a link leads only to a file of its own). */
    snprintf(rep, sizeof rep, "%s/s.replay", dir);
    snprintf(shot, sizeof shot, "%s/shot.png", dir);
    cr_assert_eq(symlink("s.replay", shot), 0);
    cr_expect_eq(runf("--headless --frames 1 --screenshot '%s' --record '%s'", shot, rep), 2, "%s", out);
    cr_expect(strstr(err, "will not write") && strstr(err, "s.replay"), "%s", err);
    cr_expect_neq(access(rep, F_OK), 0, "nothing was written");
    /* An input and an output, one file through a folder's link: real/m.png and alias/m.png. */
    char real[400], alias[400], a[500], b[500];
    snprintf(real, sizeof real, "%s/real", dir);
    snprintf(alias, sizeof alias, "%s/alias", dir);
    cr_assert_eq(mkdir(real, 0755), 0);
    cr_assert_eq(symlink("real", alias), 0);
    snprintf(a, sizeof a, "%s/m.png", real);
    snprintf(b, sizeof b, "%s/m.png", alias);
    cr_assert(write_file(a, "collide-map 1\ngrid\n####\n#P.#\n####\nend\n"));
    cr_expect_eq(runf("--map '%s' --headless --frames 1 --screenshot '%s'", a, b), 2, "%s", out);
    cr_expect(strstr(err, "will not write") && strstr(err, "it is the map"), "%s", err);
    /* Another file of the folder, named through sub/..: nothing in common, so it runs. */
    char sub[400], odd[500];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    snprintf(odd, sizeof odd, "%s/sub/../s.png", dir);
    cr_expect_eq(runf("--headless --frames 1 --screenshot '%s' --record '%s'", odd, rep), 0, "%s", err);
}

Test(paths_cli, a_tiled_maps_tileset_is_never_an_output)
{
    char dir[256], cmd[2000], tmx[400], hard[400], soft[400], tsx[400];
    make_temp_dir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd,
             "mkdir '%s/tilesets' && cp '%s/tests/data/tiled/basic_external.tmx' '%s/' && cp "
             "'%s/tests/data/tiled/tilesets/fixture.tsx' '%s/tilesets/'",
             dir, SOURCE_DIR, dir, SOURCE_DIR, dir);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    snprintf(tmx, sizeof tmx, "%s/basic_external.tmx", dir);
    snprintf(tsx, sizeof tsx, "%s/tilesets/fixture.tsx", dir);
    char *before = read_file(tsx, NULL);
    cr_assert_not_null(before);
    cr_expect_eq(runf("--map '%s' --record '%s' --headless --frames 5", tmx, tsx), 2);
    snprintf(hard, sizeof hard, "%s/hard.replay", dir);
    snprintf(soft, sizeof soft, "%s/soft.replay", dir);
    cr_assert_eq(link(tsx, hard), 0);
    cr_assert_eq(symlink("tilesets/fixture.tsx", soft), 0);
    cr_expect_eq(runf("--map '%s' --record '%s' --headless --frames 5", tmx, hard), 2, "%s", out);
    cr_expect(strstr(err, "a tileset of the map"), "%s", err);
    cr_expect_eq(runf("--map '%s' --record '%s' --headless --frames 5", tmx, soft), 2, "%s", out);
    cr_expect(strstr(err, "it is a link to") && strstr(err, "fixture.tsx"), "%s", err);
    cr_expect(same_text(tsx, before), "the tileset was replaced");
    char heat[400];
    snprintf(heat, sizeof heat, "%s/heat.png", dir);
    cr_assert_eq(symlink("tilesets/fixture.tsx", heat), 0);
    cr_expect_eq(runf("guarantees --map '%s' --heatmap '%s'", tmx, heat), 2, "%s", out);
    cr_expect(same_text(tsx, before), "the tileset was replaced by the heat map");
    cr_expect_eq(runf("--map '%s' --headless --frames 5%s", tmx, ""), 0, "the level still loads: %s", err);
    free(before);
}

Test(paths_cli, a_fifo_as_any_input_is_refused_at_once, .timeout = 120)
{
    char dir[256], map[400], rep[400], tour[400], stop[400], good[400];
    make_temp_dir(dir, sizeof dir);
    snprintf(map, sizeof map, "%s/f.map", dir);
    snprintf(rep, sizeof rep, "%s/f.replay", dir);
    cr_assert_eq(mkfifo(map, 0644), 0);
    cr_assert_eq(mkfifo(rep, 0644), 0);
    const char *runs[][2] = {
        {"--map '%s' --headless --frames 1%s", map},
        {"resolve --resolver simplest --map '%s'%s", map},
        {"guarantees --map '%s'%s", map},
        {"--replay '%s' --headless%s", rep},
        {"--replay '%s' --verify%s", rep},
        {"--tour --tour-file '%s' --headless%s", map},
    };
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        cr_expect_eq(runf(runs[i][0], runs[i][1], ""), 2, "%s: %s", runs[i][0], err);
        cr_expect(strstr(err, "not a regular file"), "%s: %s", runs[i][0], err);
    }
    snprintf(good, sizeof good, "%s/out.gif", dir);
    cr_expect_eq(runf("--replay '%s' --gif '%s'", rep, good), 2, "%s", err);
    cr_expect(strstr(err, "not a regular file"), "%s", err);
    /* A tour whose stop is a FIFO. */
    snprintf(tour, sizeof tour, "%s/tour.txt", dir);
    snprintf(stop, sizeof stop, "%s/s.replay", dir);
    cr_assert_eq(mkfifo(stop, 0644), 0);
    cr_assert(write_file(tour, "collide-tour 1\nstop s.replay \"A\"\npause 1\n"));
    cr_expect_eq(runf("--tour --tour-file '%s' --headless%s", tour, ""), 2, "%s", err);
    cr_expect(strstr(err, "not a regular file"), "%s", err);
}

/* A new folder whose path is exactly `len` bytes (nested names of at most 200). */
static void deep_folder(char *cut, size_t cap, size_t len)
{
    make_temp_dir(cut, cap);
    while (strlen(cut) < len) {
        size_t left = len - strlen(cut) - 1, n = left > 200 ? 200 : left;
        if (left > 200 && left - 200 < 2) n = 150; /* never leave a 0-byte name */
        size_t at = strlen(cut);
        cut[at] = '/';
        memset(cut + at + 1, 'd', n);
        cut[at + 1 + n] = '\0';
        cr_assert_eq(mkdir(cut, 0755), 0, "%s", cut);
    }
    cr_assert_eq(strlen(cut), len);
}

Test(paths_cli, a_tour_under_a_folder_over_1023_bytes_reads_its_own_files)
{
    /* DIR/ddd.../ddd... to exactly 1023 bytes (a decoy tour there), the real tour one folder below. */
    char cut[1100], real[1200], cmd[4000];
    deep_folder(cut, sizeof cut, 1023);
    snprintf(real, sizeof real, "%s/real", cut);
    cr_assert_eq(mkdir(real, 0755), 0);
    snprintf(cmd, sizeof cmd,
             "cp '%s/tour/04-corners-simplest.replay' '%s/' && cp '%s/tour/04-corners-simplest.replay' '%s/'",
             SOURCE_DIR, cut, SOURCE_DIR, real);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    char decoy[1200], tour[1300];
    snprintf(decoy, sizeof decoy, "%s/tour.txt", cut);
    snprintf(tour, sizeof tour, "%s/tour.txt", real);
    cr_assert(write_file(decoy, "collide-tour 1\nstop 04-corners-simplest.replay \"Decoy\"\npause 3\n"));
    cr_assert(write_file(tour, "collide-tour 1\nstop 04-corners-simplest.replay \"Real\"\npause 7\n"));
    cr_assert_eq(runf("--tour --tour-file '%s' --headless%s", tour, ""), 0, "%s", err);
    const char *at = strstr(out, "\"tick\":");
    cr_assert_not_null(at, "%s", out);
    cr_expect_eq(strtoul(at + 7, NULL, 10), 7ul, "the decoy's tour ran: %s", out);
}

Test(paths_cli, outputs_write_through_symbolic_links)
{
    char dir[256], rec[400], cmd[1200];
    make_temp_dir(dir, sizeof dir);
    record(rec, sizeof rec, dir, "r.replay");
    snprintf(
        cmd, sizeof cmd,
        "cd '%s' && mkdir real && ln -s real/t.gif l.gif && ln -s real/t.png l.png && ln -s real/new.replay d.replay",
        dir);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    char gif[400], png[400], rep[400], path[500];
    snprintf(gif, sizeof gif, "%s/l.gif", dir);
    snprintf(png, sizeof png, "%s/l.png", dir);
    snprintf(rep, sizeof rep, "%s/d.replay", dir);
    cr_assert_eq(runf("--replay '%s' --gif '%s'", rec, gif), 0, "%s", err);
    cr_assert_eq(runf("--headless --frames 3 --screenshot '%s' --record '%s'", png, rep), 0, "%s", err);
    const char *links[] = {gif, png, rep};
    for (int i = 0; i < 3; i++) {
        struct stat st;
        cr_expect(lstat(links[i], &st) == 0 && S_ISLNK(st.st_mode), "%s is no longer a link", links[i]);
    }
    const char *files[][2] = {
        {"real/t.gif", "GIF89a"}, {"real/t.png", "\x89PNG"}, {"real/new.replay", "collide-replay"}};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i][0]);
        char *text = read_file(path, NULL);
        cr_expect(text && strncmp(text, files[i][1], strlen(files[i][1])) == 0, "%s was not written", path);
        free(text);
    }
    snprintf(cmd, sizeof cmd, "ls -a '%s' '%s/real'", dir, dir);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0);
    cr_expect(!strstr(out, ".tmp") && !strstr(out, ".part-") && !strstr(out, ".gif."), "a temporary file is left: %s",
              out);
}

Test(paths_cli, outputs_are_checked_before_the_recording_is_read)
{
    /* The recording does not exist: the --gif name is refused first, before any work. */
    cr_expect_eq(run("--replay /nonexistent/x.replay --gif ''"), 2);
    cr_expect(strstr(err, "--gif") && strstr(err, ".gif"), "%s", err);
    cr_expect(!strstr(err, "x.replay"), "the recording was read first: %s", err);
    cr_expect_eq(run("--replay /nonexistent/x.replay --gif /nonexistent-dir/out.gif"), 2);
    cr_expect(strstr(err, "there is no folder /nonexistent-dir"), "%s", err);
    char dir[256], txt[400], gif[400];
    make_temp_dir(dir, sizeof dir);
    snprintf(txt, sizeof txt, "%s/out.txt", dir);
    snprintf(gif, sizeof gif, "%s/out.gif", dir);
    cr_expect_eq(runf("--headless --frames 1 --record '%s'%s", txt, ""), 2);
    cr_expect(strstr(err, "--record") && strstr(err, ".replay"), "%s", err);
    cr_expect_neq(access(txt, F_OK), 0, "written anyway");
    cr_expect_eq(runf("guarantees --heatmap '%s'%s", gif, ""), 2);
    cr_expect(strstr(err, "--heatmap") && strstr(err, ".png"), "%s", err);
    cr_expect_neq(access(gif, F_OK), 0, "written anyway");
}

Test(paths_cli, guarantees_reads_the_maps_of_a_folder_over_1023_bytes)
{
    char deep[1200], map[1300];
    deep_folder(deep, sizeof deep, 1030);
    snprintf(map, sizeof map, "%s/long-enough-to-pass-the-old-cut.map", deep);
    cr_assert(write_file(map, "collide-map 1\nname \"Deep\"\ngrid\n#####\n#P..#\n#####\nend\n"));
    cr_expect_eq(runf("guarantees --maps '%s' --moves 10 --json%s", deep, ""), 0, "%s", err);
    cr_expect(strstr(out, "long-enough-to-pass-the-old-cut.map"), "%s", out);
}

Test(paths_cli, a_screenshot_never_lands_on_a_tour_stops_recording_or_the_map)
{
    char dir[256], cmd[1200], tour[400], stop[400];
    make_temp_dir(dir, sizeof dir);
    /* The picture's name is another name (a hard link) of the stop's recording. */
    char shot[400];
    snprintf(cmd, sizeof cmd, "cp '%s/tour/04-corners-simplest.replay' '%s/s.replay' && ln '%s/s.replay' '%s/shot.png'",
             SOURCE_DIR, dir, dir, dir);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    snprintf(tour, sizeof tour, "%s/tour.txt", dir);
    snprintf(stop, sizeof stop, "%s/s.replay", dir);
    snprintf(shot, sizeof shot, "%s/shot.png", dir);
    cr_assert(write_file(tour, "collide-tour 1\nstop s.replay \"A\"\npause 7\n"));
    char *before = read_file(stop, NULL);
    cr_assert_not_null(before);
    cr_expect_eq(runf("--tour --tour-file '%s' --headless --screenshot '%s'", tour, shot), 2, "%s", out);
    cr_expect(strstr(err, "a recording of the tour"), "%s", err);
    cr_expect(same_text(stop, before), "the stop's recording was replaced");
    free(before);
    /* A map named like a picture. */
    char map[400];
    snprintf(map, sizeof map, "%s/level.png", dir);
    cr_assert(write_file(map, "collide-map 1\ngrid\n####\n#P.#\n####\nend\n"));
    cr_expect_eq(runf("--map '%s' --headless --frames 1 --screenshot '%s'", map, map), 2, "%s", out);
    cr_expect(strstr(err, "it is also the map") || strstr(err, "it is the map"), "%s", err);
    cr_expect(same_text(map, "collide-map 1\ngrid\n####\n#P.#\n####\nend\n"), "the map was replaced");
}
