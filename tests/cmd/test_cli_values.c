/* test_cli_values.c: every option of every subcommand given a value out of range, of
 * the wrong kind, or none at all (docs/robustness.md): the program names the option,
 * says what it expected, and exits with status 2, before it opens a window or reads
 * standard input. The values at the ends of each range are accepted. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[65536], err[65536];

typedef struct BadValue {
    const char *args;
    const char *message; /* expected in the error output */
} BadValue;

static void expect_all_refused(const BadValue *cases, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        /* No display: a value that slipped through would fail later, differently. */
        char args[1024];
        snprintf(args, sizeof args, "%s </dev/null", cases[k].args);
        int rc = run_collide(args, NULL, out, sizeof out, err, sizeof err);
        cr_expect_eq(rc, 2, "collide %s: exit %d, stderr: %s", cases[k].args, rc, err);
        cr_expect(strstr(err, cases[k].message) != NULL, "collide %s: expected '%s' in: %s", cases[k].args,
                  cases[k].message, err);
        cr_expect(strchr(err, '\n') != NULL && strlen(err) < 600, "collide %s: one short message: %s", cases[k].args,
                  err);
    }
}

Test(cli_values, the_window_options_refuse_values_out_of_range_with_status_2)
{
    static const BadValue cases[] = {
        {"--scale 0.49", "--scale: expected a number from 0.5 to 4, got '0.49'"},
        {"--scale 4.01", "--scale: expected a number from 0.5 to 4, got '4.01'"},
        {"--scale nan", "--scale: expected a number from 0.5 to 4, got 'nan'"},
        {"--scale inf", "got 'inf'"},
        {"--scale ''", "got ''"},
        {"--scale 2x", "got '2x'"},
        {"--scale 1e-50", "got '1e-50'"},
        {"--scale", "--scale needs a value"},
        {"--frames -1", "--frames: expected a whole number from 0 to 100000000, got '-1'"},
        {"--frames 100000001", "got '100000001'"},
        {"--frames 99999999999999999999", "got '99999999999999999999'"},
        {"--frames 1.5", "got '1.5'"},
        {"--frames ten", "got 'ten'"},
        {"--frames", "--frames needs a value"},
        {"--seed -1", "--seed: expected a whole number from 0 to 18446744073709551615, got '-1'"},
        {"--seed 18446744073709551616", "got '18446744073709551616'"},
        {"--seed 0x10", "got '0x10'"},
        {"--seed ''", "got ''"},
        {"--resolver fastest", "--resolver: unknown resolver 'fastest'; use one of: simplest"},
        {"--resolver ''", "unknown resolver ''"},
        {"--mode sky", "--mode: expected 'tiles' or 'crowd', got 'sky'"},
        {"--threads 9 --headless", "--threads: expected a whole number from 1 to 8, got '9'"},
        {"--map /nonexistent/x.map --headless", "/nonexistent/x.map: cannot open map"},
        {"--map /dev/null --headless", "/dev/null: cannot read map: not a regular file"},
        {"--replay /nonexistent/x.replay --headless", "/nonexistent/x.replay"},
        {"--replay /nonexistent/x.replay --verify", "/nonexistent/x.replay"},
        {"--record /nonexistent/x.replay --headless --frames 1",
         "--record: cannot write /nonexistent/x.replay: there is no folder"},
        {"--verify", "--verify needs --replay FILE"},
        {"--bogus", "unknown option '--bogus'"},
        {"--headless=1", "--headless takes no value, got '--headless=1'"},
        {"--verify=yes", "--verify takes no value"},
        {"stray", "unexpected argument 'stray'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, the_ends_of_each_window_range_are_accepted)
{
    cr_expect_eq(run_collide("--headless --frames 0 --scale 0.5 --seed 0", NULL, out, sizeof out, err, sizeof err), 0,
                 "%s", err);
    cr_expect_eq(run_collide("--headless --frames 1 --scale 4 --seed 18446744073709551615", NULL, out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
}

Test(cli_values, collide_resolve_refuses_option_values_out_of_range_with_status_2)
{
    static const BadValue cases[] = {
        {"resolve", "--resolver NAME is required"},
        {"resolve --resolver", "missing value: '--resolver'"},
        {"resolve --resolver teleport", "unknown resolver 'teleport'; use one of: simplest"},
        {"resolve --resolver simplest --size 1", "--size needs two values, W and H"},
        {"resolve --resolver simplest --size -1 4", "--size W: expected a number from 0 to 4096, got '-1'"},
        {"resolve --resolver simplest --size 4 4097", "--size H: expected a number from 0 to 4096, got '4097'"},
        {"resolve --resolver simplest --size nan 4", "got 'nan'"},
        {"resolve --resolver simplest --size 4 inf", "got 'inf'"},
        {"resolve --resolver simplest --radius -0.5", "--radius: expected a number from 0 to 2048, got '-0.5'"},
        {"resolve --resolver simplest --radius 2049", "got '2049'"},
        {"resolve --resolver simplest --radius", "missing value: '--radius'"},
        {"resolve --resolver simplest --seed -3", "--seed: expected a whole number"},
        {"resolve --resolver simplest --seed 1e3", "got '1e3'"},
        {"resolve --resolver simplest --map /nonexistent/x.map", "/nonexistent/x.map: cannot open map"},
        {"resolve --resolver simplest --frames 3", "unknown option or missing value: '--frames'"},
        {"resolve --resolver simplest extra", "unexpected argument 'extra'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, collide_bench_refuses_bad_options_with_status_2)
{
    static const BadValue cases[] = {
        {"bench --only physics", "got 'physics'"},
        {"bench --only", "missing value: '--only'"},
        {"bench --maps /nonexistent/maps", "--maps: cannot open directory '/nonexistent/maps'"},
        {"bench --fast", "unknown option or missing value: '--fast'"},
        {"bench now", "unexpected argument 'now'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, collide_guarantees_refuses_bad_options_with_status_2)
{
    static const BadValue cases[] = {
        {"guarantees --moves 0", "--moves: expected a whole number from 1 to 100000000, got '0'"},
        {"guarantees --moves 100000001", "got '100000001'"},
        {"guarantees --moves lots", "got 'lots'"},
        {"guarantees --moves", "missing value: '--moves'"},
        {"guarantees --seed -2", "--seed: expected a whole number"},
        {"guarantees --maps /nonexistent/maps", "--maps: cannot open directory '/nonexistent/maps'"},
        {"guarantees --maps /dev", "--maps: no .map file in '/dev'"},
        {"guarantees --fast", "unknown option or missing value: '--fast'"},
        {"guarantees table", "unexpected argument 'table'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, collide_crowd_refuses_option_values_out_of_range_with_status_2)
{
    static const BadValue cases[] = {
        {"crowd --count 0", "--count: expected a whole number from 1 to 4194304, got '0'"},
        {"crowd --count 4194305", "got '4194305'"},
        {"crowd --threads 0", "--threads: expected a whole number from 1 to 8, got '0'"},
        {"crowd --count -5", "got '-5'"},
        {"crowd --count", "--count needs a value"},
        {"crowd --formation star", "--formation: expected circle, groups, blocks or lines, got 'star'"},
        {"crowd --formation scattered", "got 'scattered'"},
        {"crowd --frames -1", "--frames: expected a whole number from 0 to 100000000, got '-1'"},
        {"crowd --frames 100000001", "got '100000001'"},
        {"crowd --avoid maybe", "--avoid: expected 'on' or 'off', got 'maybe'"},
        {"crowd --broadphase tree", "--broadphase: expected 'grid' or 'naive', got 'tree'"},
        {"crowd --seed -1", "--seed: expected a whole number"},
        {"crowd --swap=1", "--swap takes no value, got '--swap=1'"},
        {"crowd --bogus", "unknown option '--bogus'"},
        {"crowd extra", "unexpected argument 'extra'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
    cr_expect_eq(run_collide("crowd --count 1 --frames 0", NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
}

Test(cli_values, a_single_dash_option_is_refused_as_unknown_by_every_command)
{
    /* No command takes a one-letter option; none may ask for a value for one. */
    static const BadValue cases[] = {
        {"-x", "unknown option '-x' (try --help)"},
        {"crowd -x", "collide crowd: unknown option '-x'"},
        {"resolve --resolver simplest -x", "collide resolve: unknown option or missing value: '-x'"},
        {"bench -x", "collide bench: unknown option or missing value: '-x'"},
        {"guarantees -x", "collide guarantees: unknown option or missing value: '-x'"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, a_blank_before_or_after_a_number_is_refused_by_every_option_alike)
{
    static const BadValue cases[] = {
        {"--speed ' 3'", "--speed: expected a number from 0.01 to 128, got ' 3' (no blanks around the number)"},
        {"--from ' 3'", "--from: expected a whole number from 0 to 1000000000, got ' 3' (no blanks"},
        {"--to '3 '", "--to: expected a whole number from 0 to 1000000000, got '3 ' (no blanks"},
        {"--gif-width ' 64'", "--gif-width: expected a whole number from 64 to 8192, got ' 64' (no blanks"},
        {"--gif-follow ' 2'", "--gif-follow: expected auto or how many times to magnify, 1 to 64; got ' 2'"},
        {"--seed ' 5'", "--seed: expected a whole number from 0 to 18446744073709551615, got ' 5' (no blanks"},
        {"--scale '\t2'", "--scale: expected a number from 0.5 to 4, got '\\x092' (no blanks"},
        {"--frames ' 1'", "--frames: expected a whole number from 0 to 100000000, got ' 1' (no blanks"},
        {"--size ' 8' 8", "--size W: expected a number"},
        {"crowd --count ' 10'", "--count: expected a whole number from 1 to 4194304, got ' 10' (no blanks"},
        {"guarantees --moves ' 10'", "--moves: expected a whole number"},
        {"guarantees --speed ' 1'", "--speed: expected a number from 0.25 to 1024, got ' 1' (no blanks"},
        {"resolve --resolver simplest --radius ' 4'", "--radius: expected a number"},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
}

Test(cli_values, a_value_echoed_in_a_refusal_shows_controls_and_bidi_marks_escaped)
{
    /* U+202E (right-to-left override), U+009B (the one-byte CSI) and ESC. */
    static const BadValue cases[] = {
        {"--mode \"$(printf 'a\\342\\200\\256b')\"", "got 'a\\xe2\\x80\\xaeb'"},
        {"--scale \"$(printf '\\302\\2332J')\"", "got '\\xc2\\x9b2J'"},
        {"--resolver \"$(printf '\\033[31m')\"", "unknown resolver '\\x1b[31m'"},
        {"crowd --formation \"$(printf '\\302\\205')\"", "got '\\xc2\\x85'"},
        {"\"$(printf '\\342\\201\\246x')\"", "'\\xe2\\x81\\xa6x'"},
        {"--headless --map \"$(printf '/nonexistent/a\\342\\200\\256b.map')\"", "/nonexistent/a\\xe2\\x80\\xaeb.map: "},
        {"--replay \"$(printf '/nonexistent/\\033]0;x\\007.replay')\" --verify",
         "/nonexistent/\\x1b]0;x\\x07.replay: "},
    };
    expect_all_refused(cases, sizeof cases / sizeof *cases);
    for (const char *c = err; *c; c++) cr_expect((unsigned char)*c >= 0x20 || *c == '\n', "%s", err);
}
