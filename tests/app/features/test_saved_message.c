/* test_saved_message.c: the message after F5 stops a recording, as the HUD draws it:
 * at scale 1 the file's full path and both counts (the ticks since F5 and the session
 * the file replays); at the projector's scales, where that cannot fit, still the file's
 * name whole, never cut inside the path. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/lesson/lesson_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;
static char said[MESSAGE_MAX]; /* the message itself */

/* The text drawn that starts with "Recording saved", after 300 ticks and 180 recorded. */
static void saved_line(float scale, char *out, size_t cap)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
    lesson_of(&app)->on = false;
    for (int t = 0; t < 300; t++) app_tick(&app, 0);
    driver_press(&app, SDLK_F5);
    for (int t = 0; t < 180; t++) app_tick(&app, 0);
    driver_press(&app, SDLK_F5);
    snprintf(said, sizeof said, "%s", app.view.flash);
    driver_record(&app, &rec);
    app_draw(&app);
    out[0] = '\0';
    for (int k = 0; k < rec.count; k++)
        if (rec.e[k].kind == DRAWN_TEXT && strncmp(rec.e[k].s, "Recording saved", 15) == 0)
            snprintf(out, cap, "%s", rec.e[k].s);
    platform_close(&app);
    canvas_record_free(&rec);
}

Test(saved_message, f5s_message_names_the_file_by_its_full_path_with_both_counts)
{
    char dir[256], cwd[512], line[256], want[700];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    saved_line(1.0f, line, sizeof line);
    snprintf(want, sizeof want, "Recording saved: %s/recordings/collide-", cwd);
    /* The record keeps a text's first bytes: the drawn line is checked to the path's
     * start, and the whole of it is the message with its counts. */
    cr_expect(strncmp(line, want, strlen(want)) == 0, "drawn: '%s'", line);
    cr_expect(strncmp(said, line, strlen(line)) == 0, "the whole message is drawn: '%s'", line);
    cr_expect(strstr(said, "(recording: 180 ticks, session 480)") != NULL, "said: '%s'", said);
    for (float scale = 1.5f; scale <= 2.0f; scale += 0.5f) {
        saved_line(scale, line, sizeof line);
        cr_expect(strstr(line, "/collide-") != NULL, "scale %g: the file's name is drawn: '%s'", (double)scale, line);
        size_t n = strlen(line);
        cr_expect(n > 7 && strcmp(line + n - 7, ".replay") == 0, "scale %g: not cut: '%s'", (double)scale, line);
    }
}
