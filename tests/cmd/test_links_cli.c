/* test_links_cli.c: an output that is a symbolic link is followed only to a regular file
 * whose own name carries the output's extension, never into /proc or to a device: every
 * command's output refuses the rest before any work, exit status 2, and the file the link
 * leads to is left as it was. Each run is under `timeout`, so a hang fails. */
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
static char dir[256];

/* `cd DIR && collide ARGS`, killed after 20 s. */
static int run(const char *args)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "cd '%s' && SDL_VIDEODRIVER=dummy timeout -s KILL 20 '%s' %s </dev/null", dir,
             COLLIDE_BIN, args);
    return run_capture(cmd, out, BIG, err, BIG);
}

static void in_dir(const char *name, const char *text)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_assert(write_file(path, text), "%s", path);
}

static void link_in_dir(const char *name, const char *to)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_assert_eq(symlink(to, path), 0, "%s -> %s", path, to);
}

static bool still(const char *name, const char *text)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *now = read_file(path, NULL);
    bool same = now && strcmp(now, text) == 0;
    free(now);
    return same;
}

static const char *const NOTES = "my notes, not a picture\n";
static const char *const LEVEL = "collide-map 1\nname \"Mine\"\ngrid\n#####\n#P..#\n#####\nend\n";

Test(links_cli, a_screenshot_through_a_link_to_a_text_file_is_refused_and_the_text_kept)
{
    make_temp_dir(dir, sizeof dir);
    in_dir("notes.txt", NOTES);
    link_in_dir("shot.png", "notes.txt");
    cr_expect_eq(run("--headless --frames 3 --screenshot shot.png"), 2, "%s", out);
    cr_expect(strstr(err, "collide: --screenshot: will not write shot.png: it is a link to notes.txt, whose name does "
                          "not end in .png"),
              "%s", err);
    cr_expect(!strstr(out, "\"tick\""), "refused before the run: %s", out);
    cr_expect(still("notes.txt", NOTES), "notes.txt was replaced");
}

Test(links_cli, a_recording_through_a_link_to_a_map_is_refused_and_the_map_kept)
{
    make_temp_dir(dir, sizeof dir);
    in_dir("level.map", LEVEL);
    link_in_dir("rec.replay", "level.map");
    cr_expect_eq(run("--headless --frames 3 --record rec.replay"), 2, "%s", out);
    cr_expect(strstr(err, "--record: will not write rec.replay: it is a link to level.map"), "%s", err);
    cr_expect(still("level.map", LEVEL), "the map was replaced");
    /* The map the run plays, named through a link: refused too, by the same rule. */
    cr_expect_eq(run("--map level.map --headless --frames 3 --record rec.replay"), 2, "%s", out);
    cr_expect(still("level.map", LEVEL), "the map was replaced");
}

Test(links_cli, a_picture_through_a_link_to_standard_output_is_refused_and_the_line_printed_nowhere)
{
    make_temp_dir(dir, sizeof dir);
    link_in_dir("out.png", "/proc/self/fd/1");
    link_in_dir("err.png", "/dev/stderr");
    cr_expect_eq(run("--headless --frames 3 --screenshot out.png >stdout.txt"), 2);
    cr_expect(strstr(err, "will not write out.png: it is a link to /proc/self/fd/1, a file of the system"), "%s", err);
    char path[400];
    snprintf(path, sizeof path, "%s/stdout.txt", dir);
    size_t len = 1;
    char *text = read_file(path, &len);
    cr_expect(text && len == 0, "standard output was written to: %zu bytes", len);
    free(text);
    cr_expect_eq(run("--headless --frames 3 --screenshot err.png"), 2);
    cr_expect(strstr(err, "a file of the system") || strstr(err, "not a regular file"), "%s", err);
}

Test(links_cli, every_command_line_output_keeps_to_the_rule)
{
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(run("--headless --frames 30 --record r.replay"), 0, "%s", err);
    in_dir("notes.txt", NOTES);
    link_in_dir("a.gif", "notes.txt");
    link_in_dir("h.png", "notes.txt");
    link_in_dir("fd.gif", "/proc/self/fd/1");
    const char *runs[][2] = {
        {"--replay r.replay --gif a.gif", "--gif: will not write a.gif: it is a link to notes.txt"},
        {"--replay r.replay --gif fd.gif", "--gif: will not write fd.gif: it is a link to /proc/self/fd/1"},
        {"guarantees --moves 10 --heatmap h.png", "--heatmap: will not write h.png: it is a link to notes.txt"},
        {"--replay r.replay --headless --screenshot h.png", "--screenshot: will not write h.png"},
    };
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) {
        cr_expect_eq(run(runs[k][0]), 2, "%s: %s", runs[k][0], out);
        cr_expect(strstr(err, runs[k][1]), "%s: %s", runs[k][0], err);
        cr_expect(still("notes.txt", NOTES), "%s replaced notes.txt", runs[k][0]);
    }
    /* A link to a file of the right extension is written through, the link kept. */
    link_in_dir("good.gif", "real.gif");
    cr_expect_eq(run("--replay r.replay --gif good.gif"), 0, "%s", err);
    char path[400];
    struct stat st;
    snprintf(path, sizeof path, "%s/good.gif", dir);
    cr_expect(lstat(path, &st) == 0 && S_ISLNK(st.st_mode), "good.gif is still a link");
    snprintf(path, sizeof path, "%s/real.gif", dir);
    cr_expect(stat(path, &st) == 0 && st.st_size > 0, "real.gif was written");
}

Test(links_cli, rerecord_rewrites_through_a_link_to_a_recording_and_refuses_any_other)
{
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(run("--headless --frames 30 --record r.replay"), 0, "%s", err);
    char path[400];
    snprintf(path, sizeof path, "%s/r.replay", dir);
    char *rec = read_file(path, NULL);
    cr_assert_not_null(rec);
    in_dir("notes.txt", rec); /* a recording's text under a name that is not a recording's */
    link_in_dir("via.replay", "notes.txt");
    cr_expect_eq(run("rerecord via.replay"), 2, "%s", out);
    cr_expect(strstr(err, "collide rerecord: will not write via.replay: it is a link to notes.txt, whose name does not "
                          "end in .replay"),
              "%s", err);
    cr_expect_eq(run("rerecord notes.txt"), 2, "%s", out);
    cr_expect(strstr(err, "give a name ending in .replay"), "%s", err);
    cr_expect(still("notes.txt", rec), "notes.txt was rewritten");
    /* A stale hash through a link to a .replay: the file it leads to is rewritten, the link kept. */
    char *stale = strstr(rec, "\nhash ");
    cr_assert_not_null(stale);
    stale[strlen("\nhash 0 ")] = stale[strlen("\nhash 0 ")] == '0' ? '1' : '0';
    in_dir("r.replay", rec);
    link_in_dir("l.replay", "r.replay");
    cr_expect_eq(run("rerecord l.replay"), 0, "%s", err);
    cr_expect(strstr(out, "l.replay: 1 checkpoint changed"), "%s", out);
    struct stat st;
    snprintf(path, sizeof path, "%s/l.replay", dir);
    cr_expect(lstat(path, &st) == 0 && S_ISLNK(st.st_mode), "l.replay is still a link");
    cr_expect_eq(run("--replay r.replay --verify"), 0, "%s", err);
    free(rec);
}
