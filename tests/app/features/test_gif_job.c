/* test_gif_job.c: F9 in the window writes the last ten seconds as a GIF beside the
 * screenshots, in a child process, while the window runs on: the GIF holds a frame
 * every second tick of those ten seconds, and its map area is what the window drew. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
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

/* How many entries a folder holds. */
static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "%s", dir);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

/* F9 on a session long enough that its GIF takes a while, with TMPDIR a folder of its own. */
static void start_a_gif(char *tmp, size_t cap)
{
    open_app();
    make_temp_dir(tmp, cap);
    cr_assert_eq(setenv("TMPDIR", tmp, 1), 0);
    for (int t = 0; t < 700; t++) app_tick(&app, t % 120 < 60 ? IN_RIGHT : IN_LEFT);
    press_f9();
    cr_assert_gt(gif_of(&app)->pid, 0, "%s", app.view.flash);
}

Test(gif_job, the_temporary_recording_is_gone_while_the_child_still_writes, .timeout = 60)
{
    char tmp[256];
    start_a_gif(tmp, sizeof tmp);
    /* Killed now, the window would leave nothing: the child reads through a descriptor. */
    cr_expect_eq(entries(tmp), 0, "a temporary recording is on disk");
    cr_expect_neq(access(gif_of(&app)->recording, F_OK), 0);
    char msg[300];
    cr_assert(gif_job_done(gif_of(&app), true, msg, sizeof msg));
    cr_expect(strstr(msg, "Saved /") == msg && strstr(msg, "/screenshots/collide-"), "the child read it whole: %s", msg);
    platform_close(&app);
    unsetenv("TMPDIR");
}

Test(gif_job, quitting_while_the_gif_is_written_says_so_and_a_second_esc_abandons_it, .timeout = 60)
{
    char tmp[256];
    start_a_gif(tmp, sizeof tmp);
    driver_press(&app, SDLK_ESCAPE);
    cr_expect(app.loop.running, "the first Esc waits for the GIF");
    cr_expect(strstr(app.view.flash, "Esc again abandons it") != NULL, "%s", app.view.flash);
    static CanvasRecord rec;
    driver_record(&app, &rec);
    app_draw(&app);
    cr_expect_eq(driver_drawn(&rec, "Writing the GIF before quitting"), 1, "the wait is shown");
    cr_expect_eq(driver_drawn(&rec, "Esc: abandon the GIF and quit now"), 1);
    driver_press(&app, SDLK_ESCAPE);
    cr_expect_not(app.loop.running, "the second Esc quits");
    cr_expect_eq(gif_of(&app)->pid, 0, "the child is stopped and waited for");
    cr_expect(strstr(app.view.flash, "GIF abandoned") == app.view.flash, "%s", app.view.flash);
    cr_expect_eq(entries("screenshots"), 0, "neither the GIF nor its temporary file is left");
    cr_expect_eq(entries(tmp), 0);
    canvas_record_stop(&rec);
    canvas_record_free(&rec);
    platform_close(&app);
    unsetenv("TMPDIR");
}

Test(gif_job, quitting_while_the_gif_is_written_ends_the_run_once_it_is_saved, .timeout = 60)
{
    open_app();
    app.config.frames = -1; /* a window's run, not a headless count of frames */
    for (int t = 0; t < 40; t++) app_tick(&app, IN_RIGHT);
    press_f9();
    cr_assert_gt(gif_of(&app)->pid, 0);
    driver_press(&app, SDLK_ESCAPE);
    cr_expect(app.loop.running);
    /* The window runs on (drawn, polled) until the child is done, then ends by itself. */
    for (int k = 0; k < 3000 && app.loop.running; k++) {
        app_update(&app, 0.0);
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    cr_assert_not(app.loop.running, "the run never ended");
    cr_expect_eq(gif_of(&app)->pid, 0);
    cr_expect_eq(access(gif_of(&app)->path, F_OK), 0, "the GIF is whole: %s", gif_of(&app)->path);
    platform_close(&app);
}

Test(gif_job, closing_the_window_while_the_gif_is_written_waits_too, .timeout = 60)
{
    char tmp[256];
    start_a_gif(tmp, sizeof tmp);
    SDL_Event quit = {.type = SDL_QUIT};
    driver_event(&app, &quit);
    cr_expect(app.loop.running, "the close button waits for the GIF");
    cr_expect(gif_of(&app)->holding_quit);
    driver_event(&app, &quit);
    cr_expect_not(app.loop.running, "closing again abandons it");
    cr_expect_eq(gif_of(&app)->pid, 0);
    platform_close(&app);
    unsetenv("TMPDIR");
}
