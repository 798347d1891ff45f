/* test_screenshot.c: screenshots: F12 saves the current frame as a PNG under
 * screenshots/ with a timestamped name; --screenshot FILE.png writes the last frame of
 * a run (a replay's too), and a picture that cannot be written at the end of a run makes
 * its exit status 2. (An unwritable --screenshot path refused before the run: test_cli.c.) */
#define _POSIX_C_SOURCE 200809L
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/render/theme.h"
#include "support/replay_script.h"
#include "support/support.h"
#include "window_driver.h"

#define BIG 65536
static char out[BIG], err[BIG];
static App app;

static bool is_png(const char *path, int w, int h)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) return false;
    bool ok = s->w == w && s->h == h;
    SDL_FreeSurface(s);
    return ok;
}

Test(screenshot, f12_saves_the_current_frame_under_screenshots_with_a_timestamped_name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    for (int t = 0; t < 12; t++) app_tick(&app, IN_RIGHT);
    driver_press(&app, SDLK_F12);
    char cwd[512], want[600];
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "Saved %s/screenshots/collide-", cwd);
    cr_expect(strstr(app.view.flash, want) == app.view.flash, "the full path: '%s'", app.view.flash);

    DIR *d = opendir("screenshots");
    cr_assert_not_null(d);
    char name[256] = "";
    int files = 0;
    for (struct dirent *f; (f = readdir(d));)
        if (f->d_name[0] != '.') {
            snprintf(name, sizeof name, "%s", f->d_name);
            files++;
        }
    closedir(d);
    cr_assert_eq(files, 1);
    unsigned date, hms, tick;
    cr_expect_eq(sscanf(name, "collide-%8u-%6u-%u.png", &date, &hms, &tick), 3, "%s", name);
    cr_expect_gt(date, 20200101u);
    cr_expect_eq(tick, 12u, "the name carries the tick");
    char path[600];
    snprintf(path, sizeof path, "screenshots/%s", name);
    SDL_Surface *s = IMG_Load(path);
    cr_assert_not_null(s, "%s", IMG_GetError());
    cr_expect_eq(s->w, APP_DEFAULT_W);
    cr_expect_eq(s->h, APP_DEFAULT_H);
    /* The frame, not a blank: the player's colour is where the player is. */
    View v = app_map_view(&app);
    const Body *b = world_player(&app.world);
    SDL_Surface *rgb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    Uint32 px = ((Uint32 *)rgb->pixels)[(int)view_y(&v, b->y) * (rgb->pitch / 4) + (int)view_x(&v, b->x)];
    cr_expect(abs((int)((px >> 16) & 255) - COLOR_PLAYER.r) <= 2 && abs((int)((px >> 8) & 255) - COLOR_PLAYER.g) <= 2,
              "pixel %08x at the player", px);
    SDL_FreeSurface(rgb);
    SDL_FreeSurface(s);
    platform_close(&app);
}

Test(screenshot, the_screenshot_option_writes_the_last_frame_of_a_run_and_of_a_replay)
{
    char dir[256], png[400], rec[400], args[1200];
    make_temp_dir(dir, sizeof dir);
    snprintf(png, sizeof png, "%s/run.png", dir);
    snprintf(args, sizeof args, "--headless --frames 30 --scale 1.5 --screenshot '%s'", png);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(is_png(png, APP_DEFAULT_W, APP_DEFAULT_H), "%s is a %dx%d PNG", png, APP_DEFAULT_W, APP_DEFAULT_H);

    snprintf(rec, sizeof rec, "%s/run.replay", dir);
    script_record(rec, 120, MODE_TILES, true);
    snprintf(png, sizeof png, "%s/replay.png", dir);
    snprintf(args, sizeof args, "--replay '%s' --headless --screenshot '%s'", rec, png);
    cr_expect_eq(run_collide(args, NULL, out, BIG, err, BIG), 0, "%s", err);
    cr_expect(strstr(out, "\"tick\":120") != NULL, "%s", out);
    cr_expect(is_png(png, APP_DEFAULT_W, APP_DEFAULT_H));
}

/* The folder was there when the run began and is gone at its end (main checks the path
 * first, so only something like this, or a full disk, gets here). */
Test(screenshot, a_picture_that_cannot_be_written_at_the_end_of_a_run_makes_the_exit_status_2)
{
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.frames = 2;
    cfg.screenshot = "/nonexistent-dir/end.png";
    driver_open(&app, &cfg);
    fflush(stdout);
    int status = platform_run(&app);
    cr_expect_eq(app.world.tick, 2, "the run itself went ahead");
    platform_close(&app);
    cr_expect_eq(status, 2);
}
