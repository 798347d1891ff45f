/* test_names_cli.c: one rule for printing names (core/base/escape.h). A file named with an
 * escape sequence, a BEL, a right-to-left override and a byte that is not UTF-8 goes
 * through every refusal and every report the program prints: what reaches the terminal
 * holds none of those bytes raw, and shows each as \xNN, so the name is still there to
 * read. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/utf8.h"
#include "support/support.h"

#define BIG 65536

/* ESC [ 3 1 m (red), BEL, U+202E (right-to-left override), 0xff (never UTF-8). */
#define NAME "n\033[31m\a\xe2\x80\xae\xff"
#define NAME_SHOWN "n\\x1b[31m\\x07\\xe2\\x80\\xae\\xff"

static char out[BIG], err[BIG];
static char dir[256];

/* Does `s` hold a byte a terminal would act on, a bidi mark or a byte that is not UTF-8? */
static const char *raw_at(const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        int len = utf8_decode(s + i, n - i, &cp);
        if (len < 0) return s + i;
        if ((cp < 0x20 && cp != '\n') || cp == 0x7f || (cp >= 0x80 && cp < 0xa0) || (cp >= 0x200e && cp <= 0x200f) ||
            (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
            return s + i;
        i += (size_t)len;
    }
    return NULL;
}

/* `cd DIR && collide ARGS` (ARGS may name NAME), killed after 30 s; then the check: exit
 * `status`, nothing raw on either stream, and the name shown on one of them. */
static void expect_shown(const char *args, const char *stdin_text, int status)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "cd '%s' && %s SDL_VIDEODRIVER=dummy timeout -s KILL 30 '%s' %s", dir,
             stdin_text ? stdin_text : "", COLLIDE_BIN, args);
    int got = run_capture(cmd, out, BIG, err, BIG);
    char shown[BIG];
    snprintf(shown, sizeof shown, "%s", args);
    for (char *c = shown; *c; c++)
        if ((unsigned char)*c < 0x20 || (unsigned char)*c >= 0x7f) *c = '?';
    cr_expect_eq(got, status, "%s: exit %d: %s", shown, got, err);
    const char *o = raw_at(out), *e = raw_at(err);
    cr_expect_null(o, "%s: stdout holds a raw byte 0x%02x: %.80s", shown, o ? (unsigned char)*o : 0, o ? o : "");
    cr_expect_null(e, "%s: stderr holds a raw byte 0x%02x: %.80s", shown, e ? (unsigned char)*e : 0, e ? e : "");
    cr_expect(strstr(out, NAME_SHOWN) || strstr(err, NAME_SHOWN), "%s: the name is not shown: %s%s", shown, out, err);
}

static void in_dir(const char *name, const char *text)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_assert(write_file(path, text), "%s", path);
}

static const char *const LEVEL = "collide-map 1\nname \"Mine\"\ngrid\n#####\n#P..#\n#####\nend\n";

Test(names_cli, every_refusal_of_an_output_shows_the_name_escaped)
{
    make_temp_dir(dir, sizeof dir);
    in_dir(NAME ".txt", "notes\n");
    in_dir(NAME ".png", LEVEL);
    char path[400];
    snprintf(path, sizeof path, "%s/l" NAME ".png", dir);
    cr_assert_eq(symlink(NAME ".txt", path), 0);
    const char *runs[] = {
        "--headless --frames 1 --screenshot '" NAME ".txt'",
        "--headless --frames 1 --screenshot '" NAME "/x.png'",
        "--headless --frames 1 --record '" NAME ".txt'",
        "--headless --frames 1 --screenshot 'l" NAME ".png'",
        "--map '" NAME ".png' --headless --frames 1 --screenshot '" NAME ".png'",
        "--replay nowhere.replay --gif '" NAME ".replay'",
        "guarantees --moves 10 --heatmap '" NAME "/h.png'",
        "guarantees --moves 10 --heatmap 'l" NAME ".png'",
    };
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) expect_shown(runs[k], NULL, 2);
}

Test(names_cli, every_file_that_does_not_load_is_named_escaped)
{
    make_temp_dir(dir, sizeof dir);
    char sub[400];
    snprintf(sub, sizeof sub, "%s/d" NAME, dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    in_dir("bad.lua", "return {name = 'bad\033[2J'}\n");
    const char *runs[] = {
        "--map '" NAME ".map' --headless --frames 1",
        "--map '" NAME ".tmx' --headless --frames 1",
        "--replay '" NAME ".replay' --headless",
        "--replay '" NAME ".replay' --verify",
        "--tour --tour-file '" NAME ".txt' --headless",
        "--method '" NAME ".lua' --headless --frames 1",
        "--method '" NAME ".so' --headless --frames 1",
        "--method '" NAME ".txt' --headless --frames 1",
        "resolve --resolver simplest --map '" NAME ".map'",
        "guarantees --map '" NAME ".map' --moves 10",
        "guarantees --maps '" NAME "' --moves 10",
        "guarantees --maps 'd" NAME "' --moves 10",
        "rerecord '" NAME ".replay'",
        "--resolver '" NAME "' --headless --frames 1",
        "--mode '" NAME "'",
    };
    for (size_t k = 0; k < sizeof runs / sizeof *runs; k++) expect_shown(runs[k], NULL, 2);
    /* A script's own words in its refusal are input too. */
    char cmd[1000];
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' --method bad.lua --headless --frames 1", dir, COLLIDE_BIN);
    cr_expect_eq(run_capture(cmd, out, BIG, err, BIG), 2);
    cr_expect(strstr(err, "bad\\x1b[2J") && !raw_at(err), "%s", err);
}

Test(names_cli, every_report_that_names_a_file_shows_it_escaped)
{
    make_temp_dir(dir, sizeof dir);
    char cmd[1000];
    snprintf(cmd, sizeof cmd, "cd '%s' && SDL_VIDEODRIVER=dummy '%s' --headless --frames 30 --record '" NAME ".replay'",
             dir, COLLIDE_BIN);
    cr_assert_eq(run_capture(cmd, out, BIG, err, BIG), 0, "%s", err);
    expect_shown("--replay '" NAME ".replay' --verify", NULL, 0);
    expect_shown("--replay '" NAME ".replay' --gif '" NAME ".gif'", NULL, 0);
    expect_shown("rerecord '" NAME ".replay'", NULL, 0);
    in_dir(NAME ".map", LEVEL);
    expect_shown("guarantees --map '" NAME ".map' --moves 10", NULL, 0);
    char sub[400], path[500];
    snprintf(sub, sizeof sub, "%s/maps" NAME, dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    snprintf(path, sizeof path, "%s/" NAME ".map", sub);
    cr_assert(write_file(path, LEVEL));
    expect_shown("guarantees --maps 'maps" NAME "' --moves 10", NULL, 0);
    /* A Tiled map takes its name from the file: the load note and the JSON line hold it. */
    snprintf(path, sizeof path, "%s/" NAME ".tmx", dir);
    char *tmx = read_file(SOURCE_DIR "/tests/data/tiled/basic_csv.tmx", NULL);
    cr_assert(tmx && write_file(path, tmx));
    free(tmx);
    expect_shown("--map '" NAME ".tmx' --headless --frames 1", NULL, 0);
    cr_expect(strstr(out, "\\u202e"), "the JSON line keeps the mark as an escape: %s", out);
    /* A recording whose checkpoint is wrong: the verdict names it. */
    snprintf(path, sizeof path, "%s/" NAME ".replay", dir);
    char *rec = read_file(path, NULL);
    cr_assert_not_null(rec);
    char *hash = strstr(rec, "\nhash 0 ");
    cr_assert_not_null(hash);
    hash[8] = hash[8] == '0' ? '1' : '0';
    cr_assert(write_file(path, rec));
    free(rec);
    expect_shown("--replay '" NAME ".replay' --verify", NULL, 1);
}

Test(names_cli, resolve_shows_a_lines_words_and_a_scripts_error_escaped)
{
    make_temp_dir(dir, sizeof dir);
    in_dir("say.lua", "local m = {name = 'say', model = 'point'}\n"
                      "function m.move(body, dx, dy, map, trace) error('" NAME "') end\n"
                      "return m\n");
    expect_shown("resolve --resolver simplest", "printf '1 2 3 " NAME "\\n' |", 2);
    expect_shown("resolve --resolver quad-push", "printf '1 2 3 4 5 6 7 8 9 10 11 " NAME "\\n' |", 2);
    expect_shown("resolve --method say.lua --resolver say", "printf '40 40 5 0\\n' |", 0);
    cr_expect(strstr(out, "error=\""), "%s", out);
}
