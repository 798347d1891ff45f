/* test_crowd_cmd.c: `collide crowd` (docs/crowd.md) run as the real program: one
 * JSON line of figures, reproducible, the same for either broadphase, and a clear
 * message with exit status 2 for every bad value. Also the crowd figures in the
 * headless summary line. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

static char out[8192], err[8192];

/* The value of "key" in a JSON line, as text (up to the next ',' or '}'). */
static const char *field(const char *json, const char *key, char *buf, size_t cap)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(json, pat);
    if (!p) return NULL;
    p += strlen(pat);
    size_t n = strcspn(p, ",}");
    if (*p == '[') n = strcspn(p, "]") + 1;
    if (n >= cap) n = cap - 1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return buf;
}

Test(crowd_cmd, prints_one_json_line_with_every_figure)
{
    int rc = run_collide("crowd --count 40 --frames 90", NULL, out, sizeof out, err, sizeof err);
    cr_assert_eq(rc, 0, "stderr: %s", err);
    cr_expect_eq(strchr(out, '\n'), out + strlen(out) - 1, "exactly one line: %s", out);
    static const char *const KEYS[] = {"count",     "frames",   "collisions",     "arrived",     "red",
                                       "overlaps",  "momentum", "kinetic_energy", "ms_per_step", "hash",
                                       "formation", "avoid",    "broadphase"};
    char v[128];
    for (unsigned k = 0; k < sizeof KEYS / sizeof *KEYS; k++)
        cr_expect_not_null(field(out, KEYS[k], v, sizeof v), "no \"%s\" in %s", KEYS[k], out);
    cr_expect_str_eq(field(out, "count", v, sizeof v), "40");
    cr_expect_str_eq(field(out, "frames", v, sizeof v), "90");
    cr_expect_str_eq(field(out, "formation", v, sizeof v), "\"circle\"");
}

Test(crowd_cmd, the_same_seed_gives_the_same_hash_and_the_broadphase_does_not_matter)
{
    char a[64], b[64], c[64], d[64];
    cr_assert_eq(run_collide("crowd --count 300 --frames 400 --swap --seed 5", NULL, out, sizeof out, err, sizeof err),
                 0);
    field(out, "hash", a, sizeof a);
    cr_assert_eq(run_collide("crowd --count 300 --frames 400 --swap --seed 5 --broadphase naive", NULL, out, sizeof out,
                             err, sizeof err),
                 0);
    field(out, "hash", b, sizeof b);
    cr_assert_eq(run_collide("crowd --count 300 --frames 400 --swap --seed 5", NULL, out, sizeof out, err, sizeof err),
                 0);
    field(out, "hash", c, sizeof c);
    cr_assert_eq(run_collide("crowd --count 300 --frames 400 --swap --seed 6", NULL, out, sizeof out, err, sizeof err),
                 0);
    field(out, "hash", d, sizeof d);
    cr_expect_str_eq(a, b, "grid and naive");
    cr_expect_str_eq(a, c, "the same seed twice");
    cr_expect_str_neq(a, d, "another seed");
}

Test(crowd_cmd, swap_presses_b_once_everybody_has_arrived)
{
    char v[64];
    cr_assert_eq(run_collide("crowd --formation blocks --swap --frames 1500", NULL, out, sizeof out, err, sizeof err),
                 0);
    long at = atol(field(out, "swapped_at", v, sizeof v));
    cr_expect_gt(at, 0, "B was pressed: %s", out);
    cr_expect_str_eq(field(out, "arrived", v, sizeof v), "32", "and they got home again: %s", out);
    cr_expect_str_eq(field(out, "overlaps", v, sizeof v), "0");
    cr_assert_eq(run_collide("crowd --formation blocks --frames 1500", NULL, out, sizeof out, err, sizeof err), 0);
    cr_expect_str_eq(field(out, "swapped_at", v, sizeof v), "-1", "no --swap, no B");
}

Test(crowd_cmd, avoidance_off_shows_in_the_figures)
{
    char on[64], off[64];
    cr_assert_eq(run_collide("crowd --swap --frames 900", NULL, out, sizeof out, err, sizeof err), 0);
    field(out, "collisions", on, sizeof on);
    cr_assert_eq(run_collide("crowd --swap --frames 900 --avoid off", NULL, out, sizeof out, err, sizeof err), 0);
    field(out, "collisions", off, sizeof off);
    cr_expect_lt(atol(on), atol(off), "collisions with avoidance %s, without %s", on, off);
}

Test(crowd_cmd, bad_values_get_a_clear_message_and_status_2)
{
    static const struct {
        const char *args, *says;
    } BAD[] = {
        {"crowd --count 0", "--count"},
        {"crowd --count 4194305", "--count"},
        {"crowd --threads 0", "--threads"},
        {"crowd --threads 9", "--threads"},
        {"crowd --threads two", "--threads"},
        {"crowd --count many", "--count"},
        {"crowd --count", "--count"},
        {"crowd --formation square", "--formation"},
        {"crowd --formation scattered", "--formation"},
        {"crowd --frames -5", "--frames"},
        {"crowd --frames 1e3", "--frames"},
        {"crowd --avoid maybe", "--avoid"},
        {"crowd --broadphase quadtree", "--broadphase"},
        {"crowd --seed -1", "--seed"},
        {"crowd --seed nan", "--seed"},
        {"crowd --unknown", "--unknown"},
        {"crowd stray", "stray"},
    };
    for (unsigned k = 0; k < sizeof BAD / sizeof *BAD; k++) {
        int rc = run_collide(BAD[k].args, NULL, out, sizeof out, err, sizeof err);
        cr_expect_eq(rc, 2, "%s: status %d", BAD[k].args, rc);
        cr_expect_not_null(strstr(err, BAD[k].says), "%s: the message names %s: %s", BAD[k].args, BAD[k].says, err);
        cr_expect_str_empty(out, "%s: nothing on stdout", BAD[k].args);
    }
}

Test(crowd_cmd, the_headless_summary_carries_the_crowd_figures_in_crowd_mode)
{
    char v[256];
    int rc = run_collide("--headless --mode crowd --frames 3", NULL, out, sizeof out, err, sizeof err);
    cr_assert_eq(rc, 0, "%s", err);
    cr_expect_str_eq(field(out, "mode", v, sizeof v), "\"crowd\"");
    cr_expect_not_null(strstr(out, "\"crowd\":{\"count\":0"), "not loaded without a key: %s", out);
    rc = run_collide("--headless --frames 3", NULL, out, sizeof out, err, sizeof err);
    cr_expect_null(strstr(out, "\"crowd\""), "no crowd figures in tiles mode: %s", out);
}

/* Above CROWD_THREADS_MIN_COUNT circles the step runs on the threads asked for: the
 * state hash, the collisions and the overlaps are the same with 1, 2 and 5. */
Test(crowd_cmd, the_number_of_threads_changes_no_figure, .timeout = 120)
{
    char first[3][64] = {{0}};
    static const char *const THREADS[] = {"1", "2", "5"};
    for (int t = 0; t < 3; t++) {
        char args[160], v[64];
        snprintf(args, sizeof args, "crowd --count 20000 --frames 60 --formation groups --avoid off --threads %s",
                 THREADS[t]);
        cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
        cr_expect_str_eq(field(out, "threads", v, sizeof v), THREADS[t]);
        const char *keys[3] = {"hash", "collisions", "overlaps"};
        for (int k = 0; k < 3; k++) {
            field(out, keys[k], v, sizeof v);
            if (t == 0) snprintf(first[k], sizeof first[k], "%s", v);
            else cr_expect_str_eq(v, first[k], "%s with %s threads", keys[k], THREADS[t]);
        }
    }
    cr_expect_neq(atol(first[1]), 0, "the crowd bumped: the threads had sums to share");
}

/* collide crowd loads a million circles (and up to CROWD_MAX_COUNT). */
Test(crowd_cmd, a_million_circles_load_and_step, .timeout = 120)
{
    char v[64];
    cr_assert_eq(run_collide("crowd --count 1000000 --frames 2 --avoid off", NULL, out, sizeof out, err, sizeof err), 0,
                 "%s", err);
    cr_expect_str_eq(field(out, "count", v, sizeof v), "1000000");
    cr_expect_str_eq(field(out, "overlaps", v, sizeof v), "0", "loaded apart, two ticks later still apart");
}
