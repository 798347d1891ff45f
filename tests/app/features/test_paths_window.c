/* test_paths_window.c: the window's own files under hostile paths: a FIFO named *.map in
 * the maps folder does not freeze the browser (F2), and F9 works whatever the length of
 * $TMPDIR, and a name the window makes up never replaces a file. A hang is caught by an
 * alarm, so the suite never waits for ever. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/browser/browser_feature.h"
#include "app/base/message.h"
#include "app/base/stamped_path.h"
#include "app/features/gif/gif_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(void)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.program = COLLIDE_BIN;
    driver_open(&app, &cfg);
}

Test(paths_window, a_fifo_named_map_in_the_maps_folder_is_marked_and_f2_still_answers, .timeout = 60)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    cr_assert_eq(mkdir("maps", 0755), 0);
    cr_assert(write_file("maps/extra.map", "collide-map 1\nname \"Extra\"\ngrid\n####\n#P.#\n####\nend\n"));
    cr_assert_eq(mkfifo("maps/pipe.map", 0644), 0);
    open_app();
    alarm(20); /* a blocking open() of the FIFO would hang here: SIGALRM fails the test */
    driver_key_down(&app, SDLK_F2, 0);
    alarm(0);
    const MapList *list = &browser_of(&app)->list;
    cr_assert(browser_of(&app)->open, "the list is up");
    int p = map_list_find(list, "pipe.map"), e = map_list_find(list, "extra.map");
    cr_assert_geq(p, 0, "the FIFO is listed, marked");
    cr_expect(list->entries[p].broken);
    cr_expect(strstr(list->entries[p].summary, "not a regular file"), "%s", list->entries[p].summary);
    cr_assert_geq(e, 0);
    cr_expect(!list->entries[e].broken, "the folder's other maps still load");
    /* The keys are still handled: the list closes. */
    driver_key_down(&app, SDLK_ESCAPE, 0);
    cr_expect(!browser_of(&app)->open);
    platform_close(&app);
}

Test(paths_window, f9_works_with_a_long_tmpdir, .timeout = 120)
{
    char dir[256], tmp[512];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    /* 49 bytes and more are usual on macOS; the name is cut at none of them. */
    snprintf(tmp, sizeof tmp, "%s/a-temporary-folder-with-a-long-name-as-macos-gives-one", dir);
    cr_assert_gt(strlen(tmp), 64);
    cr_assert_eq(mkdir(tmp, 0700), 0);
    cr_assert_eq(setenv("TMPDIR", tmp, 1), 0);
    open_app();
    for (int t = 0; t < 20; t++) app_tick(&app, 0);
    driver_press(&app, SDLK_F9);
    unsetenv("TMPDIR");
    cr_expect(strstr(app.view.flash, "Writing ") == app.view.flash && strstr(app.view.flash, "/screenshots/collide-"), "%s",
              app.view.flash);
    GifJob *job = gif_of(&app);
    cr_assert_gt(job->pid, 0, "%s", app.view.flash);
    cr_expect(job->recording && strncmp(job->recording, tmp, strlen(tmp)) == 0, "in TMPDIR: %s", job->recording);
    char msg[MESSAGE_MAX];
    cr_assert(gif_job_done(job, true, msg, sizeof msg));
    cr_expect(strstr(msg, "Saved ") == msg && strstr(msg, "/screenshots/collide-"), "%s", msg);
    struct stat st;
    cr_expect(stat(job->path, &st) == 0 && st.st_size > 0, "the GIF is written");
    platform_close(&app);
}

Test(paths_window, a_name_the_window_makes_up_never_replaces_a_file)
{
    char dir[256], first[200], second[200];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    stamped_path(first, sizeof first, "screenshots", 42, "png");
    cr_assert(write_file(first, "an earlier picture"));
    stamped_path(second, sizeof second, "screenshots", 42, "png");
    cr_expect_str_neq(first, second);
    cr_expect_neq(access(second, F_OK), 0, "%s is taken", second);
    char *kept = read_file(first, NULL);
    cr_expect(kept && strcmp(kept, "an earlier picture") == 0);
    free(kept);
}
