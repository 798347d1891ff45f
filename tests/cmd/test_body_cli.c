/* test_body_cli.c: --size, --radius and --speed through the real program: a headless
 * run moves a 10x30 box 7.5 px a tick, a recording made with them keeps them, verifies
 * and replays with them, and bad values exit 2 naming the option. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"

#define BIG 65536
static char out[BIG], err[BIG];

static double field(const char *json, const char *key)
{
    char k[64];
    snprintf(k, sizeof k, "\"%s\":", key);
    const char *at = strstr(json, k);
    cr_assert_not_null(at, "no %s in %s", key, json);
    return strtod(at + strlen(k), NULL);
}

Test(body_cli, a_recording_made_with_size_and_speed_keeps_them_verifies_and_replays)
{
    char dir[256], cmd[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(cmd, sizeof cmd,
             "--headless --frames 120 --resolver minkowski --size 10 30 --speed 7.5 --record %s/a.replay", dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(field(out, "speed") == 7.5 && field(out, "w") == 10 && field(out, "h") == 30, "%s", out);
    snprintf(cmd, sizeof cmd, "%s/a.replay", dir);
    char *text = read_file(cmd, NULL);
    cr_assert_not_null(text);
    cr_expect(strstr(text, "\nspeed 7.5\nsize 10 30\n") != NULL, "%s", text);

    snprintf(cmd, sizeof cmd, "--replay %s/a.replay --verify", dir);
    cr_expect_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    cr_expect(strstr(out, "checkpoints match") != NULL, "%s", out);

    /* The same header holding Right for ten ticks: the box moves 75 px. */
    char *input = strstr(text, "\ninput\n");
    cr_assert_not_null(input);
    snprintf(cmd, sizeof cmd, "%s/b.replay", dir);
    FILE *f = fopen(cmd, "w");
    cr_assert_not_null(f);
    fprintf(f, "%.*s\ninput\n10 R\n", (int)(input - text), text);
    fclose(f);
    free(text);
    snprintf(cmd, sizeof cmd, "--replay %s/b.replay --headless", dir);
    cr_assert_eq(run_collide(cmd, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    cr_expect(field(out, "tick") == 10 && field(out, "x") == 112 + 75 && field(out, "y") == 80, "%s", out);
    cr_expect(field(out, "w") == 10 && field(out, "h") == 30 && field(out, "speed") == 7.5, "%s", out);
}

Test(body_cli, a_radius_shapes_the_circle)
{
    cr_assert_eq(run_collide("--headless --frames 1 --resolver grid-region --radius 6.5", NULL, out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
    cr_expect(field(out, "w") == 13 && field(out, "h") == 13, "%s", out);
}

Test(body_cli, bad_values_exit_2_naming_the_option)
{
    static const char *cases[][2] = {
        {"--speed 0", "--speed: expected a number from 0.01 to 128, got '0'"},
        {"--speed -3", "--speed: expected"},
        {"--speed nan", "--speed: expected"},
        {"--speed 1e6", "--speed: expected"},
        {"--size 0 30", "--size W: expected a number from 1 to 512, got '0'"},
        {"--size 10 -1", "--size H: expected"},
        {"--size 10 nan", "--size H: expected"},
        {"--size 10 99999", "--size H: expected"},
        {"--size 10", "--size needs two values"},
        {"--radius 0", "--radius: expected a number from 0.5 to 256, got '0'"},
        {"--radius inf", "--radius: expected"},
        {"--replay x.replay --speed 3", "--speed cannot be used with --replay"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char args[256];
        snprintf(args, sizeof args, "--headless --frames 1 %s", cases[k][0]);
        cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 2, "%s: %s", cases[k][0], err);
        cr_expect(strstr(err, cases[k][1]) != NULL, "%s: %s", cases[k][0], err);
    }
}

Test(body_cli, size_given_to_a_point_method_says_it_does_not_change_the_body_and_names_the_box_methods)
{
    cr_assert_eq(run_collide("--headless --frames 1 --resolver simplest --size 14 28", NULL, out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
    cr_expect(strstr(err, "note: simplest moves a point, so --size does not change it") != NULL, "%s", err);
    cr_expect(strstr(err, "minkowski, quad-push, directional-flag") != NULL, "%s", err);
    cr_assert_eq(run_collide("--headless --frames 1 --resolver minkowski --size 14 28", NULL, out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
    cr_expect(strstr(err, "note:") == NULL, "a box method takes --size silently: %s", err);
}

Test(body_cli, radius_given_to_a_box_method_names_the_circle_method)
{
    cr_assert_eq(run_collide("--headless --frames 1 --resolver minkowski --radius 6", NULL, out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
    cr_expect(strstr(err, "note: minkowski moves a box, so --radius does not change it; --radius shapes the body of "
                          "grid-region") != NULL,
              "%s", err);
}

Test(body_cli, resolve_notes_a_size_given_to_a_point_method_and_still_answers)
{
    cr_assert_eq(run_collide("resolve --resolver line-segment --size 10 10", "112 80 5 0\n", out, sizeof out, err,
                             sizeof err),
                 0, "%s", err);
    cr_expect_str_eq(out, "117 80 t=1 hits=0 flags=0\n");
    cr_expect(strstr(err, "note: line-segment moves a point") != NULL, "%s", err);
}
