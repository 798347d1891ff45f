/* test_map_browser.c: the map browser (F2) in a headless app: it lists every shipped
 * map from any directory, a disk file with a shipped name replaces that map in the
 * list, Enter and PgUp/PgDn load maps (as input, so a recording that switches maps
 * replays and verifies with the real binary), and unsaved edits bring the prompt. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/browser/browser_feature.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord text_log;
static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];

static void open_app(const char *record, bool keep_resolver)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.world.seed = 3;
    cfg.record = record;
    cfg.keep_resolver = keep_resolver;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
}

static void key(SDL_Keycode k)
{
    driver_key_down(&app, k, 0);
}

static void ticks(int n, uint8_t held)
{
    for (int t = 0; t < n; t++) app_tick(&app, held);
}

static void go_to_temp_dir(char *dir, size_t cap)
{
    make_temp_dir(dir, cap);
    cr_assert_eq(chdir(dir), 0);
}

static bool drawn(const char *needle)
{
    return driver_drawn(&text_log, needle) > 0;
}

/* The name the map in maps/FILE gives itself. */
static const char *title_of(const char *file)
{
    static Map m;
    load_shipped_map(file, &m);
    return m.name;
}

/* Highlight the row of `file` with Down presses from where the list opened. */
static void select_row(const char *file)
{
    int k = map_list_find(&browser_of(&app)->list, file);
    cr_assert_geq(k, 0, "%s is not in the list", file);
    while (browser_of(&app)->selected != k) key(SDLK_DOWN);
}

Test(map_browser, lists_every_shipped_map_from_a_directory_without_maps)
{
    int n = shipped_map_names(names);
    char dir[256];
    go_to_temp_dir(dir, sizeof dir);
    open_app(NULL, false);
    key(SDLK_F2);
    cr_assert(browser_of(&app)->open);
    cr_expect_eq(browser_of(&app)->list.count, n);
    for (int k = 0; k < n; k++) {
        int at = map_list_find(&browser_of(&app)->list, names[k]);
        cr_expect_geq(at, 0, "%s is listed", names[k]);
        if (at >= 0) cr_expect_not(browser_of(&app)->list.entries[at].on_disk, "%s comes from the binary", names[k]);
    }
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("Corners and gaps") && drawn("Tiles that touch only at a corner"), "a row: the name, the lesson");
    key(SDLK_ESCAPE);
    cr_expect_not(browser_of(&app)->open, "Esc closes the list");
    cr_expect(app.loop.running, "and does not quit");
    platform_close(&app);
}

Test(map_browser, enter_loads_the_highlighted_map_with_its_suggestion)
{
    open_app(NULL, false);
    ticks(10, IN_RIGHT);
    key(SDLK_F2);
    select_row("corners.map");
    key(SDLK_RETURN);
    cr_expect_not(browser_of(&app)->open, "the list closes");
    cr_expect_str_eq(app.world.map.name, "Sandbox", "the map loads with the next tick");
    uint64_t tick = app.world.tick;
    ticks(1, 0);
    cr_expect_eq(app.world.tick, tick + 1);
    cr_expect_str_eq(app.world.map.name, title_of("corners.map"));
    cr_expect_eq(app.world.resolver, resolver_find(app.world.map.lesson.resolver), "its suggested method");
    cr_expect(lesson_of(&app)->on, "its lesson panel shows");
    cr_expect_str_eq(editor_of(&app)->saved.name, app.world.map.name, "the editor starts over on it");
    char *shipped = read_file(SOURCE_DIR "/maps/corners.map", NULL);
    cr_assert_not_null(shipped);
    cr_expect(editor_of(&app)->source.text && strcmp(editor_of(&app)->source.text, shipped) == 0,
              "a save keeps the shipped text's comments and layout");
    free(shipped);
    platform_close(&app);
}

Test(map_browser, with_resolver_given_a_loaded_map_keeps_the_method)
{
    open_app(NULL, true);
    key(SDLK_F2);
    select_row("corners.map");
    key(SDLK_RETURN);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, title_of("corners.map"));
    cr_expect_eq(app.world.resolver, RESOLVER_SIMPLEST);
    platform_close(&app);
}

Test(map_browser, pgdn_and_pgup_step_through_the_list)
{
    int n = shipped_map_names(names);
    int at = 0;
    while (strcmp(names[at], "default.map") != 0) at++;
    open_app(NULL, false);
    key(SDLK_PAGEDOWN);
    cr_expect_not(browser_of(&app)->open, "no list");
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, title_of(names[(at + 1) % n]));
    key(SDLK_PAGEDOWN);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, title_of(names[(at + 2) % n]));
    key(SDLK_PAGEUP);
    ticks(1, 0);
    key(SDLK_PAGEUP);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "Sandbox");
    /* Paused, the switch still happens: it takes one tick. */
    app.loop.paused = true;
    uint64_t tick = app.world.tick;
    key(SDLK_PAGEUP);
    app_advance(&app, 0.1);
    cr_expect_eq(app.world.tick, tick + 1);
    cr_expect_str_eq(app.world.map.name, title_of(names[(at + n - 1) % n]));
    platform_close(&app);
}

Test(map_browser, a_disk_map_with_a_shipped_name_replaces_it)
{
    int n = shipped_map_names(names);
    char dir[256];
    go_to_temp_dir(dir, sizeof dir);
    cr_assert_eq(mkdir("maps", 0755), 0);
    cr_assert(write_file("maps/corners.map", "collide-map 1\nname \"My corners\"\ngrid\n#####\n#P..#\n#####\nend\n"));
    cr_assert(write_file("maps/extra.map", "collide-map 1\nname \"Extra\"\ngrid\n####\n#P.#\n####\nend\n"));
    cr_assert(write_file("maps/broken.map", "collide-map 1\ngrid\n#Q#\nend\n"));
    open_app(NULL, false);
    key(SDLK_F2);
    cr_expect_eq(browser_of(&app)->list.count, n + 2, "the shipped maps, extra and broken; corners once");
    int k = map_list_find(&browser_of(&app)->list, "corners.map");
    cr_assert_geq(k, 0);
    cr_expect(browser_of(&app)->list.entries[k].on_disk);
    cr_expect_str_eq(browser_of(&app)->list.entries[k].title, "My corners");
    int b = map_list_find(&browser_of(&app)->list, "broken.map");
    cr_assert_geq(b, 0);
    cr_expect(browser_of(&app)->list.entries[b].broken);
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("My corners") && drawn("disk"), "the disk's map, marked");
    select_row("corners.map");
    key(SDLK_RETURN);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "My corners");
    cr_expect_str_eq(editor_of(&app)->file, "maps/corners.map", "Ctrl+S writes to the file it came from");
    /* A map that does not load says so and changes nothing. */
    key(SDLK_F2);
    select_row("broken.map");
    key(SDLK_RETURN);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "My corners");
    cr_expect(strstr(app.view.flash, "does not load"), "%s", app.view.flash);
    /* PgUp steps over it (broken.map sorts just before corners.map), wrapping around. */
    int count = browser_of(&app)->list.count, before = (map_list_find(&browser_of(&app)->list, "broken.map") - 1 + count) % count;
    cr_assert_eq(map_list_find(&browser_of(&app)->list, "corners.map"), (before + 2) % count);
    cr_expect(browser_of(&app)->open, "the list stays up after a map that does not load");
    key(SDLK_ESCAPE);
    key(SDLK_PAGEUP);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, browser_of(&app)->list.entries[before].title);
    platform_close(&app);
}

Test(map_browser, ctrl_s_before_the_chosen_map_loads_saves_the_map_on_screen_to_its_own_file)
{
    char dir[256];
    go_to_temp_dir(dir, sizeof dir);
    cr_assert_eq(mkdir("maps", 0755), 0);
    const char *second = "collide-map 1\nname \"Second\"\ngrid\n####\n#P.#\n####\nend\n";
    const char *third = "collide-map 1\nname \"Third\"\ngrid\n#####\n#P..#\n#####\nend\n";
    cr_assert(write_file("maps/zz-second.map", second));
    cr_assert(write_file("maps/zz-third.map", third));
    open_app(NULL, false);
    key(SDLK_F2);
    select_row("zz-second.map");
    key(SDLK_RETURN);
    ticks(1, 0);
    cr_assert_str_eq(app.world.map.name, "Second");
    key(SDLK_PAGEDOWN);
    driver_key_down(&app, SDLK_s, KMOD_LCTRL);
    const char *said = app.view.flash;
    cr_expect(strstr(said, "Saved /") == said && strstr(said, "/maps/zz-second.map"), "%s", said);
    char *text = read_file("maps/zz-third.map", NULL);
    cr_assert_not_null(text);
    cr_expect_str_eq(text, third, "the file chosen next keeps its text");
    free(text);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "Third");
    platform_close(&app);
}

Test(map_browser, unsaved_edits_bring_the_prompt_first)
{
    open_app(NULL, false);
    Editor *ed = editor_of(&app); /* an edit of the user's, as a click queues it */
    ed->queue[ed->queued++] = (EditOp){EDIT_SET_CELL, SIDE_ALL, 3, 3};
    ticks(1, 0);
    cr_assert(editor_unsaved(editor_of(&app), &app.world.map));
    key(SDLK_PAGEDOWN);
    cr_expect(browser_of(&app)->confirm, "the prompt asks");
    cr_expect_null(app.pending.map, "nothing loads yet");
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("unsaved changes"), "the prompt is drawn");
    const MapBrowser *b = browser_of(&app);
    char want[200];
    snprintf(want, sizeof want, "Y: load '%s' without saving", b->list.entries[b->want].title);
    cr_expect(drawn(want), "the prompt names the action and the map: '%s'", want);
    snprintf(want, sizeof want, "save, then load '%s'", b->list.entries[b->want].title);
    cr_expect(drawn(want), "'%s'", want);
    cr_expect_not(drawn("Y: quit"), "Y does not quit here");
    key(SDLK_ESCAPE);
    cr_expect_not(browser_of(&app)->confirm);
    cr_expect(app.loop.running, "Esc at the prompt does not quit");
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "Sandbox", "the edited map stays");
    key(SDLK_PAGEDOWN);
    cr_expect(browser_of(&app)->confirm);
    key(SDLK_y);
    ticks(1, 0);
    cr_expect_str_neq(app.world.map.name, "Sandbox", "Y loads the other map");
    cr_expect_not(editor_unsaved(editor_of(&app), &app.world.map));
    platform_close(&app);
}

Test(map_browser, a_recording_that_switches_maps_twice_verifies_with_the_binary)
{
    char dir[256], path[512], args[700], out[4096], err[4096];
    go_to_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/switch.replay", dir);
    open_app(path, false);
    ticks(30, IN_RIGHT);
    key(SDLK_PAGEDOWN);
    ticks(40, IN_DOWN | IN_LEFT);
    key(SDLK_F2);
    select_row("tunnel.map");
    key(SDLK_RETURN);
    ticks(50, IN_RIGHT);
    char hash[32];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)world_hash(&app.world));
    platform_close(&app);
    size_t len;
    char *text = read_file(path, &len);
    cr_assert_not_null(text);
    cr_expect(strncmp(text, "collide-replay 3\n", 17) == 0, "a new recording is version 3, map switches and all");
    int blocks = 0;
    for (const char *s = text; (s = strstr(s, "\nmap ")); s++) blocks++;
    cr_expect_eq(blocks, 3, "the start map and two switches");
    free(text);
    snprintf(args, sizeof args, "--replay %s --verify", path);
    int status = run_collide(args, NULL, out, sizeof out, err, sizeof err);
    cr_expect_eq(status, 0, "%s", err);
    cr_expect(strstr(out, hash), "the final hash %s: %s", hash, out);
    /* Played back in the app, the switches happen again. */
    snprintf(args, sizeof args, "--replay %s --headless", path);
    status = run_collide(args, NULL, out, sizeof out, err, sizeof err);
    cr_expect_eq(status, 0, "%s", err);
    cr_expect(strstr(out, hash) && strstr(out, "Tunnel"), "%s", out);
}

Test(map_browser, older_recordings_still_verify)
{
    char args[700], out[4096], err[4096];
    const char *files[] = {"docs/demo.replay", "tests/data/tour.replay", "tests/data/fuzz/replay/crowd.replay"};
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        snprintf(args, sizeof args, "--replay %s/%s --verify", SOURCE_DIR, files[k]);
        int status = run_collide(args, NULL, out, sizeof out, err, sizeof err);
        cr_expect_eq(status, 0, "%s: %s", files[k], err);
    }
}

Test(map_browser, a_malformed_map_block_names_file_line_and_column)
{
    char dir[256], path[512], args[700], out[4096], err[4096];
    go_to_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/bad.replay", dir);
    cr_assert(write_file(path, "collide-replay 2\nprogram 0.1.0\nmode tiles\nresolver simplest\nseed 1\n"
                               "speed-level 4\nmap 6\ncollide-map 1\ngrid\n###\n#P#\n###\nend\ninput\n"
                               "3 -\nmap 5\ncollide-map 1\ngrid\n#P#\n#Q#\nend\n1 -\n"));
    snprintf(args, sizeof args, "--replay %s --verify", path);
    int status = run_collide(args, NULL, out, sizeof out, err, sizeof err);
    cr_expect_eq(status, 2);
    char want[600];
    snprintf(want, sizeof want, "%s:20:2: ", path);
    cr_expect(strstr(err, want), "%s", err);
}

Test(map_browser, rewinding_across_a_switch_lands_on_the_old_map_and_the_editor_follows)
{
    open_app(NULL, false);
    ticks(30, IN_RIGHT);
    uint64_t before = world_hash(&app.world);
    key(SDLK_PAGEDOWN);
    ticks(20, IN_DOWN);
    cr_assert_str_neq(app.world.map.name, "Sandbox");
    app.loop.paused = true;
    for (int k = 0; k < 20; k++) key(SDLK_COMMA);
    cr_expect_eq(app.world.tick, 30u);
    cr_expect_str_eq(app.world.map.name, "Sandbox");
    cr_expect_eq(world_hash(&app.world), before, "the tick before the switch, exactly");
    cr_expect_not(editor_unsaved(editor_of(&app), &app.world.map), "the editor is on the map shown");
    key(SDLK_END);
    cr_expect_eq(app.world.tick, 50u);
    cr_expect_str_neq(app.world.map.name, "Sandbox", "forward again: the switch happens again");
    cr_expect_not(editor_unsaved(editor_of(&app), &app.world.map));
    platform_close(&app);
}

/* Two maps alike in name and size (a copy of the Sandbox with one more wall): a rewind
 * across the switch between them still gives the editor the map shown. */
Test(map_browser, rewinding_between_two_maps_of_one_name_and_size_still_follows)
{
    char dir[256];
    go_to_temp_dir(dir, sizeof dir);
    cr_assert_eq(mkdir("maps", 0755), 0);
    static Map twin;
    load_shipped_map("default.map", &twin);
    int i = 3, j = twin.h - 2;
    map_cells_mut(&twin)[j * twin.w + i] = SIDE_ALL;
    MapError e;
    cr_assert(map_save(&twin, "maps/twin.map", &e), "%s", e.msg);
    open_app(NULL, false);
    ticks(10, IN_RIGHT);
    key(SDLK_F2);
    select_row("twin.map");
    key(SDLK_RETURN);
    ticks(10, IN_DOWN);
    cr_assert_eq(map_cell(&app.world.map, i, j), SIDE_ALL, "the twin is on");
    app.loop.paused = true;
    for (int k = 0; k < 10; k++) key(SDLK_COMMA);
    cr_expect_eq(app.world.tick, 10u);
    cr_expect_neq(map_cell(&app.world.map, i, j), SIDE_ALL, "back on the Sandbox");
    cr_expect_not(editor_unsaved(editor_of(&app), &app.world.map), "the editor is on the map shown, not the twin");
    platform_close(&app);
}

/* --browse opens the list at the start (what the docs' picture is taken with). */
Test(map_browser, browse_opens_the_list_in_a_headless_run)
{
    char dir[256], args[700], out[4096], err[4096];
    go_to_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "--browse --headless --frames 2 --screenshot %s/b.png", dir);
    cr_expect_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    struct stat st;
    cr_expect(stat("b.png", &st) == 0 && st.st_size > 0);
    AppConfig cfg = {.map = &map, .ui_scale = 1.0f, .headless = true, .width = 1024, .height = 600, .browse = true};
    load_shipped_map("default.map", &map);
    cr_assert(platform_open(&app, &cfg));
    cr_expect(browser_of(&app)->open && browser_of(&app)->list.count > 0);
    cr_expect_gt(app_frame(&app).browser_rows, 0, "the frame shows it");
    platform_close(&app);
}

/* Choosing in the list neither walks the player (the arrows are the list's) nor steps a
 * paused world; only loading does. */
Test(map_browser, the_list_takes_the_arrows)
{
    open_app(NULL, false);
    key(SDLK_F2);
    driver_key_down(&app, SDLK_DOWN, 0);
    cr_expect_eq(app_held_keys(&app), 0, "Down moves the list, not the player");
    driver_key_up(&app, SDLK_DOWN, 0);
    app.loop.paused = true;
    uint64_t tick = app.world.tick;
    key(SDLK_DOWN);
    key(SDLK_UP);
    app_advance(&app, 0.1);
    cr_expect_eq(app.world.tick, tick, "moving in the list does not step a paused world");
    key(SDLK_ESCAPE);
    app_advance(&app, 0.1);
    cr_expect_eq(app.world.tick, tick);
    platform_close(&app);
}

/* readdir gives a folder's names in the file system's order: with more files than the
 * list once kept, the rows were a sample (m0000, m0008, m0024...). Every file is listed,
 * in order, and the last is reachable from the keys. */
Test(map_browser, a_folder_of_5000_maps_lists_them_all_in_order, .timeout = 120)
{
    enum { FILES = 5000 };
    int shipped = shipped_map_names(names);
    char dir[256], path[64], text[128];
    go_to_temp_dir(dir, sizeof dir);
    cr_assert_eq(mkdir("maps", 0755), 0);
    for (int i = 0; i < FILES; i++) {
        snprintf(path, sizeof path, "maps/m%04d.map", i);
        snprintf(text, sizeof text, "collide-map 1\nname \"m%04d\"\ngrid\n####\n#P.#\n####\nend\n", i);
        cr_assert(write_file(path, text));
    }
    open_app(NULL, false);
    key(SDLK_F2);
    const MapList *list = &browser_of(&app)->list;
    cr_assert_eq(list->count, shipped + FILES);
    int first = map_list_find(list, "m0000.map");
    cr_assert_geq(first, 0);
    for (int i = 0; i < FILES; i++) {
        snprintf(path, sizeof path, "m%04d.map", i);
        cr_assert_str_eq(list->entries[first + i].file, path, "row %d", first + i);
    }
    /* Down from the highlighted default map to the last file, which is drawn and loads. */
    int at = browser_of(&app)->selected;
    for (int k = at; k < first + FILES - 1; k++) key(SDLK_DOWN);
    cr_assert_eq(browser_of(&app)->selected, first + FILES - 1);
    canvas_record_clear(&text_log);
    app_draw(&app);
    cr_expect(drawn("m4999") && drawn("m4998"), "the last rows are on screen");
    key(SDLK_RETURN);
    ticks(1, 0);
    cr_expect_str_eq(app.world.map.name, "m4999");
    platform_close(&app);
}
