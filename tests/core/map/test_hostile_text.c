/* test_hostile_text.c: hostile map and recording text. Numbers large enough to wrap an
 * int are refused where they stand, bytes that are not UTF-8 (surrogates, overlong
 * forms, code points above U+10FFFF) and control characters are refused, what an
 * error message echoes back cannot drive the terminal, and a byte-order mark before
 * the header is what it is: a mark, skipped. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/base/utf8.h"
#include "core/replay.h"
#include "support/support.h"

#define MAP_4X2 "collide-map 1\ngrid\n####\n#P.#\nend\n"
#define OVERFLOWING_MOVER "mover 999999999 0 999999999 1 999999999 0 1\n"
#define REPLAY_HEAD "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\nspeed-level 4\n"

static Map map;
static Replay replay;

static bool parse_map(const char *text, MapError *e)
{
    map_free(&map);
    memset(&map, 0x5a, sizeof map); /* a failed parse must leave every byte as it was */
    map.cells = NULL;               /* but a parse that succeeds releases them */
    return map_parse(&map, text, strlen(text), "hostile.map", e);
}

static void expect_map_refused(const char *text, int line, int col, const char *message)
{
    MapError e;
    cr_assert_not(parse_map(text, &e), "accepted:\n%s", text);
    cr_expect_eq(e.line, line, "line %d, wanted %d: %s", e.line, line, e.msg);
    cr_expect_eq(e.col, col, "column %d, wanted %d: %s", e.col, col, e.msg);
    cr_expect(strstr(e.msg, message) != NULL, "'%s' lacks '%s'", e.msg, message);
    cr_expect_eq(map.w, 0x5a5a5a5a, "half-loaded");
}

static bool parse_replay(const char *text, ReplayError *e)
{
    return replay_parse(&replay, text, strlen(text), "hostile.replay", e);
}

/* A message is safe to print when it is UTF-8 with no control character in it. */
static bool printable(const char *msg)
{
    size_t n = strlen(msg);
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        int len = utf8_decode(msg + i, n - i, &cp);
        if (len < 0 || utf8_is_control(cp) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069))
            return false;
        i += (size_t)len;
    }
    return true;
}

Test(hostile_text, a_mover_whose_bounds_overflow_an_int_is_refused_at_its_first_field)
{
    /* x + dx + w wraps negative in 32 bits: summed first, it would pass the bounds check. */
    expect_map_refused(MAP_4X2 OVERFLOWING_MOVER, 6, 7, "mover cell x 999999999 is out of range (0 to 4095)");
    expect_map_refused(MAP_4X2 "mover 1 0 1 1 -999999999 0 1\n", 6, 15,
                       "mover travel dx -999999999 is out of range (-4095 to 4095)");
    expect_map_refused(MAP_4X2 "mover 1 0 999999999 1 0 0 1\n", 6, 11,
                       "mover width 999999999 is out of range (1 to 4096)");
    expect_map_refused(MAP_4X2 "mover 1 0 1 1 0 -999999999 1\n", 6, 17, "mover travel dy -999999999 is out of range");
    expect_map_refused(MAP_4X2 "mover 1 -1 1 1 0 0 1\n", 6, 9, "mover cell y -1 is out of range (0 to 4095)");
    /* Each field within the format's limits, the path still off this map. */
    expect_map_refused(MAP_4X2 "mover 3 1 4096 4096 -4095 -4095 1\n", 6, 1, "mover's path leaves the 4x2 map");
}

Test(hostile_text, a_recording_that_embeds_a_map_with_an_overflowing_mover_is_refused)
{
    const char *text = REPLAY_HEAD "map 6\n" MAP_4X2 OVERFLOWING_MOVER "input\n1 R\n";
    ReplayError e;
    cr_assert_not(parse_replay(text, &e), "accepted");
    cr_expect_eq(e.line, 13, "the mover's line in the recording: %d %s", e.line, e.msg);
    cr_expect(strstr(e.msg, "in the embedded map (column 7): mover cell x 999999999 is out of range") != NULL, "%s",
              e.msg);
}

Test(hostile_text, utf8_surrogates_overlong_forms_and_code_points_above_u10ffff_are_refused_in_a_map)
{
    expect_map_refused("collide-map 1\nname \"a\xed\xa0\x80\"\n", 2, 8, "invalid UTF-8: a UTF-16 surrogate");
    expect_map_refused("collide-map 1\nname \"\xe0\x80\xaf\"\n", 2, 7, "invalid UTF-8: an overlong form");
    expect_map_refused("collide-map 1\nname \"\xc0\xaf\"\n", 2, 7, "invalid UTF-8");
    expect_map_refused("collide-map 1\nname \"\xf4\x90\x80\x80\"\n", 2, 7,
                       "invalid UTF-8: a code point above U+10FFFF");
    expect_map_refused("collide-map 1\n# comment \xf7\xbf\xbf\xbf\n", 2, 11, "invalid UTF-8");
    expect_map_refused("collide-map 1\nname \"\xc2\x9b"
                       "31m\"\n",
                       2, 7, "control character U+009B");
    MapError e;
    cr_expect(parse_map("collide-map 1\nname \"Café ☕ 𝄞\"\ngrid\nP\nend\n", &e), "%s", e.msg);
    cr_expect_str_eq(map.name, "Café ☕ 𝄞");
}

Test(hostile_text, what_a_map_error_echoes_back_cannot_drive_the_terminal)
{
    /* A right-to-left override reorders what the terminal shows after it. */
    MapError e;
    cr_assert_not(parse_map("collide-map 1\n\xe2\x80\xae"
                            "dlrow\n",
                            &e));
    cr_expect(printable(e.msg), "%s", e.msg);
    cr_expect(strstr(e.msg, "unknown directive '\\xe2\\x80\\xaedlrow'") != NULL, "%s", e.msg);
    /* A long word is cut for the message on a character boundary, never inside one. */
    cr_assert_not(parse_map("collide-map 1\ntile aéééééééééééééééééééééééééééé\n", &e));
    cr_expect(printable(e.msg), "%s", e.msg);
    cr_expect(strstr(e.msg, "found 'aéééé") != NULL && strstr(e.msg, "...'") != NULL, "%s", e.msg);
}

Test(hostile_text, what_a_recording_error_echoes_back_cannot_drive_the_terminal)
{
    static const char *const BAD[] = {
        REPLAY_HEAD "mode \xe2\x80\xae"
                    "sedom\n",
        "collide-replay 1\nprogram 0.1.0\nmode tiles\nresolver \xe2\x80\xae"
        "tsetpmis\n",
        REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n1 R act=\xe2\x81\xa6"
                    "jump\n",
        REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n1 R resolver=aéééééééééééééééééééééééééééééééééééé\n",
        REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n1 R\nhash 1 \xc2\x9b"
                    "31m\n",
    };
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        ReplayError e;
        cr_assert_not(parse_replay(BAD[k], &e), "case %zu accepted", k);
        cr_expect(printable(e.msg), "case %zu: %s", k, e.msg);
    }
}

Test(hostile_text, bytes_that_are_not_utf8_are_refused_in_a_recording)
{
    static const char *const BAD[] = {
        "collide-replay 1\nprogram 0.1.\xed\xa0\x80\n",
        REPLAY_HEAD "# a comment \xc0\xaf\n",
        REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n1 R # \xf4\x90\x80\x80\n",
    };
    static const int LINE[] = {2, 7, 13};
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        ReplayError e;
        cr_assert_not(parse_replay(BAD[k], &e), "case %zu accepted", k);
        cr_expect_eq(e.line, LINE[k], "case %zu: line %d: %s", k, e.line, e.msg);
        cr_expect(strstr(e.msg, "invalid UTF-8") != NULL, "case %zu: %s", k, e.msg);
    }
}

Test(hostile_text, a_byte_order_mark_before_the_header_is_skipped)
{
    MapError me;
    cr_expect(parse_map("\xef\xbb\xbf"
                        "collide-map 1\nname \"bom\"\ngrid\nP.\nend\n",
                        &me),
              "%d:%d %s", me.line, me.col, me.msg);
    cr_expect_str_eq(map.name, "bom");
    /* Columns count from after the mark, as editors show them. */
    expect_map_refused("\xef\xbb\xbf"
                       "collide-map 3\n",
                       1, 13, "unsupported map format version 3");

    ReplayError re;
    const char *text = "\xef\xbb\xbf" REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n1 R\nend 1 0\n";
    cr_expect(parse_replay(text, &re), "%d: %s", re.line, re.msg);
    if (replay.entries) replay_free(&replay);
}

Test(hostile_text, tabs_stay_whitespace_in_maps_and_recordings_and_a_name_may_hold_one)
{
    MapError me;
    cr_assert(
        parse_map("collide-map 1\nname\t\"tab\there\"\ngrid\n####\n#P.#\n####\nend\nmover\t1 1\t1 1 1 0 9\n", &me),
        "%d:%d %s", me.line, me.col, me.msg);
    cr_expect_str_eq(map.name, "tab\there");
    cr_expect_eq(map.mover_count, 1);
    ReplayError re;
    cr_expect(parse_replay(REPLAY_HEAD "map 4\ncollide-map 1\ngrid\nP.\nend\ninput\n3\tR\t# held\nend\t3\t0\n", &re),
              "%d: %s", re.line, re.msg);
    if (replay.entries) replay_free(&replay);
}
