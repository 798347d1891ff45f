/* test_io_cli.c: the real program's files, writes and command line under abuse: a
 * failed write (a full disk, /dev/full) is exit 2 with a message, JSON stays valid
 * whatever the map is named, a recording that proves nothing is not a pass, and
 * values and lines with hidden signs or NUL bytes are refused. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

#define BIG 65536
#define REC_HEAD                                                                              \
    "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\n" \
    "map 6\ncollide-map 1\ngrid\n####\n#P.#\n####\nend\ninput\n"

static char out[BIG], err[BIG];

static void temp_path(char *path, size_t cap, const char *name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, cap, "%s/%s", dir, name);
}

/* Does python3 read `text` as one JSON document? */
static bool valid_json(const char *text)
{
    char path[512], cmd[700], o[256], e[1024];
    temp_path(path, sizeof path, "line.json");
    cr_assert(write_file(path, text));
    snprintf(cmd, sizeof cmd, "python3 -c 'import json,sys; json.load(sys.stdin)' <'%s'", path);
    return run_capture(cmd, o, sizeof o, e, sizeof e) == 0;
}

Test(io_cli, a_seed_with_a_space_and_a_sign_is_refused)
{
    const char *cmds[] = {"--headless --frames 1 --seed ' -1'", "crowd --frames 1 --seed ' -1'",
                          "resolve --resolver simplest --seed ' -1'", "guarantees --moves 1 --seed ' -1'",
                          "--headless --frames 1 --seed +5"};
    for (size_t i = 0; i < sizeof cmds / sizeof *cmds; i++) {
        cr_expect_eq(run_collide(cmds[i], "", out, BIG, err, BIG), 2, "%s: %s%s", cmds[i], out, err);
        cr_expect(strstr(err, "--seed") != NULL, "%s: %s", cmds[i], err);
        cr_expect(strstr(out, "18446744073709551615") == NULL, "%s: %s", cmds[i], out);
    }
}

Test(io_cli, resolve_refuses_a_nul_byte_in_a_line)
{
    char path[512], cmd[700];
    temp_path(path, sizeof path, "nul.txt");
    FILE *f = fopen(path, "wb");
    cr_assert(f);
    fwrite("100 100 0 0\0 junk\n", 1, 18, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "'%s' resolve --resolver simplest <'%s'", COLLIDE_BIN, path);
    cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 2, "%s%s", out, err);
    cr_expect(strstr(err, "stdin:1:") != NULL && strstr(err, "NUL") != NULL, "%s", err);
    cr_expect_str_empty(out);
}

Test(io_cli, verify_of_a_recording_without_checkpoints_proves_nothing)
{
    char path[512], args[700];
    temp_path(path, sizeof path, "bare.replay");
    cr_assert(write_file(path, REC_HEAD "5 R\n"));
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 1, "%s%s", out, err);
    cr_expect(strstr(err, "no checkpoint") != NULL, "%s", err);
}

Test(io_cli, a_map_name_with_quotes_backslashes_and_tabs_gives_valid_json)
{
    char path[512], args[700];
    temp_path(path, sizeof path, "odd.map");
    cr_assert(write_file(path, "collide-map 2\nname \"say \\\"hi\\\" \\\\ to\tall\"\ngrid\n####\n#P.#\n####\nend\n"));
    snprintf(args, sizeof args, "--map '%s' --headless --frames 1", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    cr_expect(strstr(out, "\"map\":\"say \\\"hi\\\" \\\\ to\\u0009all\"") != NULL, "%s", out);
    cr_expect(valid_json(out), "%s", out);
}

Test(io_cli, guarantees_json_escapes_the_map_file_name)
{
    char dir[256], path[512], args[700];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/a\"b\\c.map", dir);
    cr_assert(write_file(path, "collide-map 2\ngrid\n####\n#P.#\n####\nend\n"));
    snprintf(args, sizeof args, "guarantees --json --moves 2 --map '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    cr_expect(valid_json(out), "%s", out);
}

Test(io_cli, bench_json_escapes_the_map_name, .timeout = 120)
{
    char dir[256], path[512], args[700];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/odd.map", dir);
    cr_assert(write_file(path, "collide-map 2\nname \"q\\\"b\\\\t\tx\"\ngrid\n####\n#P.#\n####\nend\n"));
    snprintf(args, sizeof args, "bench --json --only resolvers --maps '%s'", dir);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    cr_expect(valid_json(out), "%s", out);
}

/* Each of these writes its result to /dev/full: exit 2, and stderr says so. */
Test(io_cli, results_written_to_a_full_disk_exit_2_with_a_message)
{
    char path[512], args[900], cmd[1200];
    temp_path(path, sizeof path, "good.replay");
    snprintf(args, sizeof args, "--headless --frames 30 --record '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    const char *lines[] = {"--headless --frames 5", "resolve --resolver simplest", NULL};
    char verify[700];
    snprintf(verify, sizeof verify, "--replay '%s' --verify", path);
    lines[2] = verify;
    for (int i = 0; i < 3; i++) {
        snprintf(cmd, sizeof cmd, "echo '100 100 1 0' | '%s' %s >/dev/full", COLLIDE_BIN, lines[i]);
        cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 2, "%s: %s", lines[i], err);
        cr_expect(strstr(err, "cannot write") != NULL, "%s: %s", lines[i], err);
    }
}

/* Every command's report, the text forms included, lost to a full disk is exit 2 with a
 * message: guarantees, bench, crowd, and the --gif summary line (the GIF itself is
 * written). */
Test(io_cli, every_command_whose_report_is_lost_to_a_full_disk_exits_2, .timeout = 120)
{
    char dir[256], gif[512];
    static char cmd[8192];
    make_temp_dir(dir, sizeof dir);
    snprintf(gif, sizeof gif, "%s/t.gif", dir);
    char lines[6][900] = {"guarantees --moves 200", "guarantees --moves 200 --json", "", "crowd --frames 3",
                          "crowd --frames 3 --count 10", ""};
    snprintf(lines[2], sizeof lines[2], "bench --only maps --maps '%s/maps'", SOURCE_DIR);
    snprintf(lines[5], sizeof lines[5], "--replay '%s/tests/data/tour.replay' --gif '%s' --to 5", SOURCE_DIR, gif);
    for (int i = 0; i < 6; i++) {
        snprintf(cmd, sizeof cmd, "'%s' %s >/dev/full </dev/null", COLLIDE_BIN, lines[i]);
        cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 2, "%s: %s", lines[i], err);
        cr_expect(strstr(err, "cannot write") != NULL, "%s: %s", lines[i], err);
        /* The same command with somewhere to write succeeds: the failure is the write's. */
        snprintf(cmd, sizeof cmd, "'%s' %s >/dev/null </dev/null", COLLIDE_BIN, lines[i]);
        cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s: %s", lines[i], err);
    }
}

Test(io_cli, record_refuses_the_map_it_plays_and_a_device)
{
    char path[512], args[1200];
    temp_path(path, sizeof path, "f.map");
    const char *map = "collide-map 2\ngrid\n####\n#P.#\n####\nend\n";
    cr_assert(write_file(path, map));
    snprintf(args, sizeof args, "--map '%s' --record '%s' --headless --frames 10", path, path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 2, "%s%s", out, err);
    cr_expect(strstr(err, "--record") != NULL && strstr(err, "map") != NULL, "%s", err);
    char *back = read_file(path, NULL);
    cr_expect_str_eq(back, map);
    free(back);
    cr_expect_eq(run_collide("--record /dev/null --headless --frames 10", NULL, out, BIG, err, BIG), 2, "%s", err);
    cr_expect(strstr(err, "not a regular file") != NULL, "%s", err);
}

Test(io_cli, a_recording_appears_whole_at_its_end_and_keeps_no_temporary_file)
{
    char dir[256], path[512], args[700], cmd[700];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/r.replay", dir);
    cr_assert(write_file(path, "an older recording\n"));
    snprintf(args, sizeof args, "--headless --frames 70 --record '%s'", path);
    cr_assert_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
    snprintf(cmd, sizeof cmd, "ls '%s'", dir);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0);
    cr_expect_str_eq(out, "r.replay\n");
    snprintf(args, sizeof args, "--replay '%s' --verify", path);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s%s", out, err);
}
