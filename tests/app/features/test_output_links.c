/* test_output_links.c: the window's outputs keep the rule for links (core/base/file_set.h):
 * Ctrl+S, F12, F5 and F9 write through a symbolic link only to a regular file of their own
 * extension, never into /proc or to a device; the file a refused link leads to is left as
 * it was, and the names the window makes up skip a link as they skip a file. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/editor/editor.h"
#include "app/gif/gif_writer.h"
#include "app/platform/screenshot.h"
#include "core/replay.h"
#include "support/support.h"
#include "window_driver.h"

static const char *const NOTES = "my notes, not a map\n";
static char dir[256];

static void link_in_dir(const char *name, const char *to)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_assert_eq(symlink(to, path), 0, "%s -> %s", path, to);
}

static bool still_notes(void)
{
    char path[400];
    snprintf(path, sizeof path, "%s/notes.txt", dir);
    char *now = read_file(path, NULL);
    bool same = now && strcmp(now, NOTES) == 0;
    free(now);
    return same;
}

static void start(void)
{
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    cr_assert(write_file("notes.txt", NOTES));
}

Test(output_links, ctrl_s_saves_through_a_link_to_a_map_and_refuses_a_link_to_another_kind_of_file)
{
    start();
    static Map map, edited;
    load_shipped_map("default.map", &map);
    MapError e;
    cr_assert(map_save(&map, "real.map", &e), "%s", e.msg);
    link_in_dir("level.map", "real.map");
    link_in_dir("notes.map", "notes.txt");
    map_copy(&edited, &map);
    map_cells_mut(&edited)[edited.w + 2] ^= 0xF;
    static Editor ed;
    Message msg = {""};
    editor_open(&ed, &map, "notes.map");
    cr_expect_not(editor_save(&ed, &edited, &msg));
    cr_expect(strstr(msg.text, "Not saved: ") == msg.text && strstr(msg.text, "it is a link to notes.txt, whose name "
                                                                              "does not end in .map"),
              "%s", msg.text);
    cr_expect(still_notes(), "notes.txt was replaced by a map");
    editor_close(&ed);
    editor_open(&ed, &map, "level.map");
    cr_expect(editor_save(&ed, &edited, &msg), "%s", msg.text);
    struct stat st;
    cr_expect(lstat("level.map", &st) == 0 && S_ISLNK(st.st_mode), "level.map is still a link");
    static Map back;
    cr_assert(map_load(&back, "real.map", &e), "%s", e.msg);
    cr_expect_eq(back.cells[back.w + 2], edited.cells[edited.w + 2], "real.map holds the edit");
    editor_close(&ed);
}

Test(output_links, ctrl_s_on_the_built_in_map_skips_a_name_a_link_has)
{
    start();
    static Map map;
    load_shipped_map("default.map", &map);
    link_in_dir("sandbox.map", "elsewhere/gone.map"); /* dangling: stat() would call the name free */
    static Editor ed;
    Message msg = {""};
    editor_open(&ed, &map, NULL);
    cr_expect(editor_save(&ed, &map, &msg), "%s", msg.text);
    cr_expect(strstr(msg.text, "/sandbox-2.map"), "%s", msg.text);
    editor_close(&ed);
}

Test(output_links, f12_f5_and_f9_refuse_a_link_to_another_kind_of_file_or_to_standard_output)
{
    start();
    link_in_dir("shot.png", "notes.txt");
    link_in_dir("out.png", "/proc/self/fd/1");
    link_in_dir("rec.replay", "notes.txt");
    link_in_dir("anim.gif", "/dev/stdout");
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    static App app;
    driver_open(&app, &cfg);
    app_draw(&app);
    char err[1024];
    cr_expect_not(screenshot_save(app.canvas, "shot.png", err, sizeof err));
    cr_expect(strstr(err, "will not write shot.png: it is a link to notes.txt, whose name does not end in .png"), "%s",
              err);
    cr_expect_not(screenshot_save(app.canvas, "out.png", err, sizeof err));
    cr_expect(strstr(err, "a file of the system"), "%s", err);
    static Replay log;
    replay_init(&log, &map, &app.world.start);
    ReplayWriter w;
    ReplayError re;
    cr_expect_not(replay_writer_open(&w, "rec.replay", &log, &re));
    cr_expect(strstr(re.msg, "will not write it: it is a link to notes.txt"), "%s", re.msg);
    replay_free(&log);
    GifWriter *g = gif_writer_open("anim.gif", 64, 64, GIF_PALETTE_THEME, NULL, err, sizeof err);
    cr_expect_null(g);
    if (g) gif_writer_abort(g);
    cr_expect(strstr(err, "will not write anim.gif: it is a link to /dev/stdout"), "%s", err);
    cr_expect(still_notes(), "notes.txt was replaced");
    platform_close(&app);
}
