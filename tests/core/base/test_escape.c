/* test_escape.c: the one rule for showing input in a message (escape.h): what a
 * terminal would act on (C0, DEL, C1 as UTF-8, bidi embeddings, overrides and isolates,
 * zero-width marks) and bytes that are not UTF-8 come out as \xNN, everything else as it
 * is, and a cut never splits a character or an escape. The parsers' line_shown is the
 * same rule with "..." after a cut. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/base/escape.h"
#include "core/base/line.h"

static const char *shown(const char *s)
{
    static char buf[256];
    size_t used = escape_str(buf, sizeof buf, s);
    cr_assert_eq(used, strlen(s), "everything fits");
    return buf;
}

Test(escape, printable_utf8_passes_as_it_is)
{
    cr_expect_str_eq(shown("Caf\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9f\x99\x82 \\x41 'q'"),
                     "Caf\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9f\x99\x82 \\x41 'q'");
}

Test(escape, c0_controls_and_del_become_hex)
{
    cr_expect_str_eq(shown("a\nb\rc\x1b[2Jd\x7f"), "a\\x0ab\\x0dc\\x1b[2Jd\\x7f");
    cr_expect_str_eq(shown("tab\there"), "tab\\x09here");
}

Test(escape, c1_controls_written_as_utf8_become_hex_byte_by_byte)
{
    /* U+0085 (next line), U+009B (the one-character CSI), U+0080 and U+009F, the ends. */
    cr_expect_str_eq(shown("\xc2\x85|\xc2\x9b" "2J|\xc2\x80|\xc2\x9f|\xc2\xa0"),
                     "\\xc2\\x85|\\xc2\\x9b2J|\\xc2\\x80|\\xc2\\x9f|\xc2\xa0");
}

Test(escape, bidi_embeddings_overrides_and_isolates_become_hex)
{
    static const char *const marks[] = {"\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad", "\xe2\x80\xae",
                                        "\xe2\x81\xa6", "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9", "\xe2\x80\x8b",
                                        "\xe2\x80\x8f", "\xef\xbb\xbf"};
    for (size_t k = 0; k < sizeof marks / sizeof *marks; k++) {
        const char *got = shown(marks[k]);
        cr_expect_eq(strlen(got), 12, "mark %zu: %s", k, got);
        cr_expect(strncmp(got, "\\x", 2) == 0, "mark %zu: %s", k, got);
    }
    cr_expect_str_eq(shown("evil\xe2\x80\xaegpj.exe"), "evil\\xe2\\x80\\xaegpj.exe");
}

Test(escape, bytes_that_are_not_utf8_become_hex)
{
    cr_expect_str_eq(shown("\xff"
                           "a\xc0\xaf"
                           "b\xed\xa0\x80"
                           "c\xe2\x82"),
                     "\\xffa\\xc0\\xafb\\xed\\xa0\\x80c\\xe2\\x82");
}

Test(escape, a_cut_never_splits_a_character_or_an_escape)
{
    char buf[8];
    /* "ab" then an escape (4 bytes) fits in 7; the next one does not. */
    cr_expect_eq(escape_str(buf, sizeof buf, "ab\x01\x02"), 3);
    cr_expect_str_eq(buf, "ab\\x01");
    cr_expect_eq(escape_str(buf, sizeof buf, "abcdef\xc3\xa9"), 6, "the two-byte character does not fit whole");
    cr_expect_str_eq(buf, "abcdef");
    cr_expect_eq(escape_str(buf, 1, "abc"), 0);
    cr_expect_str_eq(buf, "");
}

Test(escape, the_parsers_word_echo_follows_the_same_rule_and_ends_a_cut_in_dots)
{
    char buf[LINE_SHOWN_CAP];
    const char *w = "x\xc2\x9b\xe2\x80\xae\xff";
    cr_expect_str_eq(line_shown(buf, w, (int)strlen(w)), "x\\xc2\\x9b\\xe2\\x80\\xae\\xff");
    char longword[200];
    memset(longword, 'a', sizeof longword);
    line_shown(buf, longword, (int)sizeof longword);
    cr_expect_eq(strlen(buf), LINE_SHOWN_CAP - 1);
    cr_expect_str_eq(buf + LINE_SHOWN_CAP - 4, "...");
}
