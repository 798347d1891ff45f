/* test_gif_job.c: F9 in the window writes the last ten seconds as a GIF beside the
 * screenshots, in a child process, while the window runs on: the GIF holds a frame
 * every second tick of those ten seconds, and its map area is what the window drew. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/gif/gif_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(void)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.program = COLLIDE_BIN;
    driver_open(&app, &cfg);
}

static void press_f9(void)
{
    driver_press(&app, SDLK_F9);
}

/* The GIF's last frame, composed from its frames (each stores the box that changed). */
static void compose(GifFileType *g, uint32_t *shown)
{
    for (int i = 0; i < g->ImageCount; i++) {
        const SavedImage *im = &g->SavedImages[i];
        GraphicsControlBlock gcb;
        DGifSavedExtensionToGCB(g, i, &gcb);
        for (int y = 0; y < im->ImageDesc.Height; y++)
            for (int x = 0; x < im->ImageDesc.Width; x++) {
                int c = im->RasterBits[y * im->ImageDesc.Width + x];
                if (c == gcb.TransparentColor) continue;
                GifColorType k = g->SColorMap->Colors[c];
                shown[(im->ImageDesc.Top + y) * APP_DEFAULT_W + im->ImageDesc.Left + x] =
                    (uint32_t)k.Red << 16 | (uint32_t)k.Green << 8 | k.Blue;
            }
    }
}

Test(gif_job, f9_writes_the_last_ten_seconds_beside_the_screenshots_as_the_window_drew_them)
{
    open_app();
    for (int t = 0; t < 700; t++) {
        Input in = script_input(t % 590);
        app.pending = in;
        app_tick(&app, in.held);
    }
    lesson_of(&app)->on = false; /* a GIF is drawn without the lesson panel, as a replay starts */
    app_draw(&app);
    static uint32_t live[APP_DEFAULT_W * APP_DEFAULT_H];
    driver_read(&app, (Rect){0, 0, APP_DEFAULT_W, APP_DEFAULT_H}, live);
    View v = app_map_view(&app);
    press_f9();
    char cwd[512], writing[600], saved[600];
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    snprintf(writing, sizeof writing, "Writing %s/screenshots/collide-", cwd);
    snprintf(saved, sizeof saved, "Saved %s/screenshots/collide-", cwd);
    cr_expect(strstr(app.view.flash, writing) == app.view.flash, "the full path: '%s'", app.view.flash);
    cr_assert_gt(gif_of(&app)->pid, 0);
    press_f9(); /* a second press while it writes starts nothing */
    cr_expect(strstr(app.view.flash, "Still writing") == app.view.flash, "%s", app.view.flash);
    char msg[MESSAGE_MAX], recording[4096];
    cr_assert_not_null(gif_of(&app)->recording);
    snprintf(recording, sizeof recording, "%s", gif_of(&app)->recording);
    cr_assert(gif_job_done(gif_of(&app), true, msg, sizeof msg));
    cr_assert(strstr(msg, saved) == msg, "the full path: '%s'", msg);
    cr_expect(strstr(msg, "-700.gif") != NULL, "named by its last tick: %s", msg);
    cr_expect_neq(access(recording, F_OK), 0, "the temporary recording is removed");

    int e;
    GifFileType *g = DGifOpenFileName(gif_of(&app)->path, &e);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    cr_expect_eq(g->ImageCount, GIF_LAST_TICKS / 2 + 1, "ticks 100 to 700, a frame every second tick");
    cr_expect(g->SWidth == APP_DEFAULT_W && g->SHeight == APP_DEFAULT_H);
    static uint32_t shown[APP_DEFAULT_W * APP_DEFAULT_H];
    compose(g, shown);
    long n = 0, exact = 0;
    for (int y = v.area.y; y < v.area.y + v.area.h; y++)
        for (int x = v.area.x; x < v.area.x + v.area.w; x++, n++)
            exact += shown[y * APP_DEFAULT_W + x] == (live[y * APP_DEFAULT_W + x] & 0xffffff);
    cr_expect_geq((double)exact / (double)n, 0.97, "map area exact: %.4f", (double)exact / (double)n);
    DGifCloseFile(g, &e);
    platform_close(&app);
}

Test(gif_job, a_short_session_gives_all_of_it_and_none_at_the_start_says_so)
{
    open_app();
    press_f9();
    cr_expect(strstr(app.view.flash, "No ticks yet") == app.view.flash, "%s", app.view.flash);
    for (int t = 0; t < 40; t++) app_tick(&app, IN_RIGHT);
    press_f9();
    char msg[MESSAGE_MAX];
    cr_assert(gif_job_done(gif_of(&app), true, msg, sizeof msg));
    cr_assert(strstr(msg, "Saved ") == msg, "%s", msg);
    int e;
    GifFileType *g = DGifOpenFileName(gif_of(&app)->path, &e);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    cr_expect_eq(g->ImageCount, 21);
    DGifCloseFile(g, &e);
    platform_close(&app);
}
