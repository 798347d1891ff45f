/* test_json.c: the one JSON string writer (json.h) every JSON line of the program goes
 * through, and the UTF-8 decoder (utf8.h) behind it and the parsers: whatever a map
 * name holds, the line stays valid JSON and shows no raw control byte. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/utf8.h"

static const char *as_json(const char *s)
{
    static char buf[512];
    size_t need = json_format_string(buf, sizeof buf, s);
    cr_assert_lt(need, sizeof buf);
    cr_assert_eq(strlen(buf), need, "the returned length is the written one");
    return buf;
}

Test(json, quotes_backslashes_and_tabs_in_a_map_name_are_escaped)
{
    cr_expect_str_eq(as_json("Small \"one\""), "\"Small \\\"one\\\"\"");
    cr_expect_str_eq(as_json("C:\\maps"), "\"C:\\\\maps\"");
    cr_expect_str_eq(as_json("a\tb"), "\"a\\u0009b\"");
    cr_expect_str_eq(as_json(""), "\"\"");
}

Test(json, control_characters_and_terminal_escapes_become_u_escapes)
{
    cr_expect_str_eq(as_json("\x1b[2J"), "\"\\u001b[2J\"");
    cr_expect_str_eq(as_json("a\nb\rc\x01"), "\"a\\u000ab\\u000dc\\u0001\"");
    cr_expect_str_eq(as_json("del\x7f"), "\"del\\u007f\"");
    /* U+009B, the one-character CSI some terminals still obey, encoded in UTF-8. */
    cr_expect_str_eq(as_json("\xc2\x9b"
                             "31m"),
                     "\"\\u009b31m\"");
}

Test(json, marks_that_reorder_or_hide_text_become_u_escapes_and_keep_their_value)
{
    cr_expect_str_eq(as_json("evil\xe2\x80\xaegpj.exe"), "\"evil\\u202egpj.exe\"");
    cr_expect_str_eq(as_json("\xe2\x81\xa6x\xe2\x80\x8b\xef\xbb\xbf"), "\"\\u2066x\\u200b\\ufeff\"");
}

Test(json, well_formed_utf8_passes_through_unchanged)
{
    cr_expect_str_eq(as_json("Café ☕ 𝄞"), "\"Café ☕ 𝄞\"");
}

Test(json, bytes_that_are_not_utf8_become_the_replacement_character)
{
    cr_expect_str_eq(as_json("a\xff"
                             "b"),
                     "\"a\\ufffdb\"");
    cr_expect_str_eq(as_json("\xed\xa0\x80"), "\"\\ufffd\\ufffd\\ufffd\"", "a surrogate, byte by byte");
    cr_expect_str_eq(as_json("\xc0\xaf"), "\"\\ufffd\\ufffd\"", "an overlong '/'");
    cr_expect_str_eq(as_json("end\xe2\x98"), "\"end\\ufffd\\ufffd\"", "a sequence cut short");
}

Test(json, a_short_buffer_is_cut_but_terminated_and_the_full_length_reported)
{
    char buf[6];
    size_t need = json_format_string(buf, sizeof buf, "abc\"def");
    cr_expect_eq(need, strlen("\"abc\\\"def\""));
    cr_expect_str_eq(buf, "\"abc\\");
    cr_expect_eq(json_format_string(NULL, 0, "x"), 3u);
}

Test(json, the_file_writer_writes_what_the_formatter_does_and_reports_a_failed_write)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    cr_assert(f);
    cr_expect(json_write_string(f, "tab\there \"q\" \xff"));
    fclose(f);
    cr_expect_str_eq(text, "\"tab\\u0009here \\\"q\\\" \\ufffd\"");
    free(text);

    FILE *full = fopen("/dev/full", "w");
    if (full) {
        setvbuf(full, NULL, _IONBF, 0);
        cr_expect_not(json_write_string(full, "anything"), "a write to a full disk is reported");
        fclose(full);
    }
}

Test(utf8, decodes_one_to_four_byte_characters)
{
    uint32_t cp;
    cr_expect_eq(utf8_decode("A", 1, &cp), 1);
    cr_expect_eq(cp, 0x41u);
    cr_expect_eq(utf8_decode("\xc3\xa9", 2, &cp), 2);
    cr_expect_eq(cp, 0xe9u);
    cr_expect_eq(utf8_decode("\xe2\x98\x95", 3, &cp), 3);
    cr_expect_eq(cp, 0x2615u);
    cr_expect_eq(utf8_decode("\xf4\x8f\xbf\xbf", 4, &cp), 4);
    cr_expect_eq(cp, 0x10ffffu);
}

Test(utf8, refuses_overlong_forms_surrogates_and_code_points_above_u10ffff)
{
    uint32_t cp;
    cr_expect_eq(utf8_decode("\xc0\x80", 2, &cp), -UTF8_OVERLONG);
    cr_expect_eq(utf8_decode("\xc1\xbf", 2, &cp), -UTF8_OVERLONG);
    cr_expect_eq(utf8_decode("\xe0\x80\xaf", 3, &cp), -UTF8_OVERLONG);
    cr_expect_eq(utf8_decode("\xf0\x82\x82\xac", 4, &cp), -UTF8_OVERLONG);
    cr_expect_eq(utf8_decode("\xed\xa0\x80", 3, &cp), -UTF8_SURROGATE);
    cr_expect_eq(utf8_decode("\xed\xbf\xbf", 3, &cp), -UTF8_SURROGATE);
    cr_expect_eq(utf8_decode("\xf4\x90\x80\x80", 4, &cp), -UTF8_TOO_BIG);
    cr_expect_eq(utf8_decode("\xf5\x80\x80\x80", 4, &cp), -UTF8_TOO_BIG);
    cr_expect_eq(utf8_decode("\xff", 1, &cp), -UTF8_BAD_BYTE);
    cr_expect_eq(utf8_decode("\x80", 1, &cp), -UTF8_BAD_BYTE, "a continuation byte on its own");
    cr_expect_eq(utf8_decode("\xe2\x98", 2, &cp), -UTF8_CUT, "a sequence cut by the end");
    cr_expect_eq(utf8_decode("\xe2(\x95", 3, &cp), -UTF8_CUT, "a sequence cut by another character");
    cr_expect_str_eq(utf8_problem(UTF8_SURROGATE), "a UTF-16 surrogate (U+D800-U+DFFF)");
}
