/* test_link_cli.c: `collide link FILE [--page URL] [--at TICK]` and `--replay LINK`
 * through the program (docs/formats.md#links): the link opens where it says with the
 * hash the recording has there, --verify checks it whole, a recording too big for a link
 * points at its file, and a cut, damaged or inflating link is refused with where and
 * why, exit status 2. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "link/link.h"
#include "support/support.h"

#define BIG 65536
static char out[BIG], err[BIG];
static char link_text[LINK_CHARS_MAX + LINK_PAGE_MAX + 2];

/* `collide link ARGS`'s line, into link_text. */
static void make_link(const char *args)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "link %s", args);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    size_t n = strcspn(out, "\n");
    cr_assert_lt(n, sizeof link_text, "a link of %zu characters", n);
    memcpy(link_text, out, n);
    link_text[n] = '\0';
}

/* The "tick":N,"hash":"H" part of a headless run's line. */
static void tick_and_hash(const char *line, char *buf, size_t cap)
{
    const char *at = strstr(line, "\"tick\"");
    cr_assert_not_null(at, "%s", line);
    const char *end = strstr(at, "\",");
    cr_assert_not_null(end, "%s", line);
    snprintf(buf, cap, "%.*s", (int)(end - at + 1), at);
}

Test(link_cli, a_link_opens_at_its_tick_with_the_hash_the_recording_has_there)
{
    make_link(SOURCE_DIR "/docs/demo.replay --at 30 --page https://example.org/c/");
    cr_expect(strncmp(link_text, "https://example.org/c/#collide=1&r=", 35) == 0, "%s", link_text);
    cr_expect(strstr(link_text, "&t=30"), "%s", link_text);
    static char args[sizeof link_text + 64];
    char got[128], want[128];
    snprintf(args, sizeof args, "--replay '%s' --headless", link_text);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    tick_and_hash(out, got, sizeof got);
    cr_assert_eq(run_collide("--replay " SOURCE_DIR "/docs/demo.replay --headless --frames 30", NULL, out, sizeof out,
                             err, sizeof err),
                 0, "%s", err);
    tick_and_hash(out, want, sizeof want);
    cr_expect_str_eq(got, want, "the link stops where the file's replay is after 30 ticks");
    cr_expect(strstr(got, "\"tick\":30,"), "%s", got);
}

Test(link_cli, verify_replays_a_links_recording_whole_and_says_it_matched)
{
    make_link(SOURCE_DIR "/docs/demo.replay");
    cr_expect_null(strstr(link_text, "&t="), "no --at: no tick, the recording's end: %s", link_text);
    static char args[sizeof link_text + 64];
    snprintf(args, sizeof args, "--replay '%s' --verify", link_text);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(strstr(out, "the link's recording: 45 ticks replayed, 2 checkpoints match"), "%s", out);
}

Test(link_cli, a_recording_too_big_for_a_link_says_so_and_points_at_the_file)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/big.replay", dir);
    /* A 256 x 256 map of walls at random does not deflate to a link. */
    size_t mlen = 0, side = 256;
    char *map = malloc(side * (side + 1) + 64);
    mlen += (size_t)sprintf(map, "collide-map 1\ngrid\n");
    unsigned seed = 12345;
    for (size_t j = 0; j < side; j++) {
        for (size_t i = 0; i < side; i++) {
            seed = seed * 1103515245u + 12345u;
            bool edge = i == 0 || j == 0 || i == side - 1 || j == side - 1;
            map[mlen++] = edge ? '#' : i == 1 && j == 1 ? 'P' : (seed >> 16) & 1 ? '#' : '.';
        }
        map[mlen++] = '\n';
    }
    mlen += (size_t)sprintf(map + mlen, "end\n");
    int lines = 0;
    for (size_t k = 0; k < mlen; k++) lines += map[k] == '\n';
    size_t cap = mlen + 512;
    char *rec = malloc(cap);
    snprintf(rec, cap,
             "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\nmap %d\n%sinput\n"
             "10 R\n",
             lines, map);
    cr_assert(write_file(path, rec));
    char args[700];
    snprintf(args, sizeof args, "link %s", path);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s", err);
    cr_expect(strstr(err, "more than the 8192 a link may have: send the recording's file instead"), "%s", err);
    cr_expect_eq(out[0], '\0', "no link is printed");
    free(rec);
    free(map);
}

Test(link_cli, link_refuses_a_tick_past_the_end_a_page_with_a_fragment_and_no_file)
{
    cr_expect_eq(run_collide("link " SOURCE_DIR "/docs/demo.replay --at 99", NULL, out, sizeof out, err, sizeof err),
                 2);
    cr_expect(strstr(err, "--at 99:") && strstr(err, "has 45 ticks"), "%s", err);
    cr_expect_eq(
        run_collide("link " SOURCE_DIR "/docs/demo.replay --page 'a#b'", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "'#'"), "%s", err);
    cr_expect_eq(run_collide("link", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "which recording?"), "%s", err);
    cr_expect_eq(run_collide("link " SOURCE_DIR "/maps/tunnel.map", NULL, out, sizeof out, err, sizeof err), 2);
    cr_expect(strstr(err, "tunnel.map:") && strstr(err, "expected the header 'collide-replay"),
              "a file that is no recording, at its line: %s", err);
}

/* `--replay LINK --headless` refused with status 2 and `words` on standard error. */
static void replay_refused(const char *link, const char *words)
{
    static char args[LINK_CHARS_MAX * 2];
    cr_assert_lt(strlen(link), sizeof args - 64);
    snprintf(args, sizeof args, "--replay '%s' --headless", link);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%.60s: %s", link, err);
    cr_expect(strstr(err, words), "%.60s: %s", link, err);
    cr_expect_eq(out[0], '\0', "nothing run: %s", out);
}

Test(link_cli, a_cut_damaged_or_inflating_link_is_refused_with_where_and_why)
{
    make_link(SOURCE_DIR "/docs/demo.replay --at 30");
    static char cut[sizeof link_text];
    size_t n = strlen(link_text), half = 13 + (n - 13) / 8 * 4; /* half of its whole quads */
    memcpy(cut, link_text, half);
    cut[half] = '\0';
    replay_refused(cut, "collide: --replay: link:14: the recording stops short: the link was cut");
    replay_refused("#collide=1&r=AB.C", "collide: --replay: link:16: '.' is not a base64url character");
    replay_refused("#collide=1&r=AAAAAAAA", "link:14: the recording is damaged");
    replay_refused("#collide=7&r=AAAA", "link:10: a link of format '7': this collide reads format 1");
    /* 4 MiB and a bit of one letter: a few thousand characters that inflate past the cap. */
    size_t big = LINK_TEXT_MAX + 1024;
    char *letters = malloc(big);
    memset(letters, 'A', big);
    z_stream z;
    memset(&z, 0, sizeof z);
    cr_assert_eq(deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY), Z_OK);
    uLong bound = deflateBound(&z, big);
    unsigned char *packed = malloc(bound);
    z.next_in = (Bytef *)letters, z.avail_in = (uInt)big, z.next_out = packed, z.avail_out = (uInt)bound;
    cr_assert_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
    size_t plen = z.total_out;
    deflateEnd(&z);
    static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    char *bomb = malloc(plen * 2 + 64);
    size_t at = (size_t)sprintf(bomb, "#collide=1&r=");
    for (size_t i = 0; i < plen; i += 3) {
        unsigned v =
            (unsigned)packed[i] << 16 | (i + 1 < plen ? packed[i + 1] << 8 : 0) | (i + 2 < plen ? packed[i + 2] : 0);
        bomb[at++] = B64[v >> 18 & 63], bomb[at++] = B64[v >> 12 & 63];
        if (i + 1 < plen) bomb[at++] = B64[v >> 6 & 63];
        if (i + 2 < plen) bomb[at++] = B64[v & 63];
    }
    bomb[at] = '\0';
    cr_assert_lt(at, LINK_CHARS_MAX, "%zu characters stand for %zu bytes", at, big);
    replay_refused(bomb, "link:14: the recording inflates past 4 MiB");
    free(bomb);
    free(packed);
    free(letters);
}
