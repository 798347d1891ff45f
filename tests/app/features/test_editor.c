/* test_editor.c: the live map editor, driven by the same SDL events a user
 * makes: clicks and drags paint, right clicks toggle a side, shift+click moves the
 * spawn, Ctrl+Z undoes several levels, Ctrl+S saves atomically (and a failed save
 * leaves the file as it was), quitting with unsaved changes asks first, and edits
 * made while recording replay exactly. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/session/session_feature.h"
#include "app/base/keys.h"
#include "app/render/hud.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map original;
static char dir[256], path[600];

/* The default map, saved to a temporary file and opened from there (--map FILE). */
static void open_editor_on_file(const char *record)
{
    load_shipped_map("default.map", &original);
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/sandbox.map", dir);
    MapError e;
    cr_assert(map_save(&original, path, &e), "%s", e.msg);
    AppConfig cfg = driver_config(&original, RESOLVER_SIMPLEST);
    cfg.map_path = path;
    cfg.record = record;
    driver_open(&app, &cfg);
}

static void key_mod(SDL_Keycode k, Uint16 mod)
{
    driver_key_down(&app, k, mod);
}

static void mouse(Uint32 type, float fi, float fj, Uint8 button, Uint32 state)
{
    View v = app_map_view(&app);
    float t = (float)app.world.map.tile;
    driver_mouse(&app, type, (int)view_x(&v, fi * t), (int)view_y(&v, fj * t), button, state);
}

/* A click at a point inside cell (i, j): fx, fy are fractions of the cell. */
static void click(int i, int j, float fx, float fy, Uint8 button)
{
    mouse(SDL_MOUSEMOTION, (float)i + fx, (float)j + fy, 0, 0);
    mouse(SDL_MOUSEBUTTONDOWN, (float)i + fx, (float)j + fy, button, 0);
    mouse(SDL_MOUSEBUTTONUP, (float)i + fx, (float)j + fy, button, 0);
}

static void ticks(int n)
{
    for (int k = 0; k < n; k++) app_tick(&app, 0);
}

static uint8_t cell(int i, int j)
{
    return map_cell(&app.world.map, i, j);
}

Test(editor, a_left_click_turns_an_empty_cell_solid_and_a_second_one_empties_it)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    cr_assert(editor_of(&app)->on);
    click(5, 2, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    cr_expect_eq(cell(5, 2), 0, "the edit waits for its tick (it is part of the input)");
    cr_expect(editor_unsaved(editor_of(&app), &app.world.map), "but the HUD already counts it as unsaved");
    ticks(1);
    cr_expect_eq(cell(5, 2), SIDE_ALL);
    click(5, 2, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    cr_expect_eq(cell(5, 2), 0);
    cr_expect(!editor_unsaved(editor_of(&app), &app.world.map), "back as it was loaded: nothing unsaved");
    platform_close(&app);
}

Test(editor, mouse_clicks_do_nothing_while_the_editor_is_off)
{
    open_editor_on_file(NULL);
    click(5, 2, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    cr_expect_eq(cell(5, 2), 0);
    cr_expect_eq(editor_of(&app)->queued, 0);
    platform_close(&app);
}

Test(editor, dragging_paints_every_cell_it_crosses_and_one_undo_takes_the_stroke_back)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    mouse(SDL_MOUSEBUTTONDOWN, 5.5f, 7.5f, SDL_BUTTON_LEFT, 0);
    for (int i = 6; i <= 8; i++) mouse(SDL_MOUSEMOTION, (float)i + 0.5f, 7.5f, 0, SDL_BUTTON_LMASK);
    mouse(SDL_MOUSEBUTTONUP, 8.5f, 7.5f, SDL_BUTTON_LEFT, 0);
    ticks(4);
    for (int i = 5; i <= 8; i++) cr_expect_eq(cell(i, 7), SIDE_ALL, "cell %d,7", i);
    key_mod(SDLK_z, KMOD_LCTRL);
    ticks(4);
    for (int i = 5; i <= 8; i++) cr_expect_eq(cell(i, 7), 0, "cell %d,7 after undo", i);
    platform_close(&app);
}

Test(editor, a_right_click_toggles_the_side_nearest_the_cursor)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(20, 2, 0.5f, 0.1f, SDL_BUTTON_RIGHT);
    ticks(1);
    cr_expect_eq(cell(20, 2), SIDE_UP);
    click(20, 2, 0.1f, 0.5f, SDL_BUTTON_RIGHT);
    ticks(1);
    cr_expect_eq(cell(20, 2), SIDE_UP | SIDE_LEFT);
    click(20, 2, 0.9f, 0.4f, SDL_BUTTON_RIGHT);
    click(20, 2, 0.5f, 0.85f, SDL_BUTTON_RIGHT);
    ticks(2);
    cr_expect_eq(cell(20, 2), SIDE_ALL, "all four sides: a solid block");
    click(20, 2, 0.45f, 0.05f, SDL_BUTTON_RIGHT);
    ticks(1);
    cr_expect_eq(cell(20, 2), SIDE_ALL & ~SIDE_UP);
    platform_close(&app);
}

Test(editor, shift_click_moves_the_spawn_and_undo_puts_it_and_the_cell_back)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    cr_assert_eq(cell(5, 4), SIDE_ALL);
    SDL_SetModState(KMOD_LSHIFT);
    click(5, 4, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    SDL_SetModState(KMOD_NONE);
    ticks(1);
    cr_expect_eq(app.world.map.spawn_x, 5);
    cr_expect_eq(app.world.map.spawn_y, 4);
    cr_expect_eq(cell(5, 4), 0, "the spawn cell is empty");
    key_mod(SDLK_z, KMOD_LCTRL);
    ticks(2);
    cr_expect_eq(app.world.map.spawn_x, original.spawn_x);
    cr_expect_eq(app.world.map.spawn_y, original.spawn_y);
    cr_expect_eq(cell(5, 4), SIDE_ALL, "the block is back");
    cr_expect(!editor_unsaved(editor_of(&app), &app.world.map));
    platform_close(&app);
}

Test(editor, the_spawn_cell_cannot_be_painted)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(original.spawn_x, original.spawn_y, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    cr_expect_eq(editor_of(&app)->queued, 0);
    cr_expect(strstr(app.view.flash, "spawn") != NULL, "%s", app.view.flash);
    platform_close(&app);
}

Test(editor, ctrl_z_undoes_several_levels_newest_first)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    click(7, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    click(8, 9, 0.5f, 0.1f, SDL_BUTTON_RIGHT);
    ticks(3);
    cr_expect(cell(6, 9) == SIDE_ALL && cell(7, 9) == SIDE_ALL && cell(8, 9) == SIDE_UP);
    key_mod(SDLK_z, KMOD_LCTRL);
    ticks(1);
    cr_expect(cell(6, 9) == SIDE_ALL && cell(7, 9) == SIDE_ALL && cell(8, 9) == 0, "the side goes first");
    key_mod(SDLK_z, KMOD_LCTRL);
    ticks(1);
    cr_expect(cell(6, 9) == SIDE_ALL && cell(7, 9) == 0);
    key_mod(SDLK_z, KMOD_LCTRL);
    ticks(1);
    cr_expect_eq(cell(6, 9), 0);
    cr_expect_eq(memcmp(app.world.map.cells, original.cells, (size_t)(original.w * original.h)), 0);
    key_mod(SDLK_z, KMOD_LCTRL);
    cr_expect(strstr(app.view.flash, "Nothing to undo") != NULL, "%s", app.view.flash);
    platform_close(&app);
}

Test(editor, ctrl_s_saves_the_map_as_shown_and_it_loads_back)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    click(12, 9, 0.5f, 0.9f, SDL_BUTTON_RIGHT); /* still waiting for its tick */
    char tags[160] = "";
    editor_status(editor_of(&app), &app.world.map, true, tags, sizeof tags);
    cr_expect(strstr(tags, "EDITOR") && strstr(tags, "MAP UNSAVED"), "%s", tags);
    key_mod(SDLK_s, KMOD_LCTRL);
    cr_expect(strstr(app.view.flash, "Saved") == app.view.flash, "%s", app.view.flash);
    cr_expect(!editor_unsaved(editor_of(&app), &app.world.map));
    static Map back;
    MapError e;
    cr_assert(map_load(&back, path, &e), "%s", e.msg);
    cr_expect_eq(map_cell(&back, 6, 9), SIDE_ALL);
    cr_expect_eq(map_cell(&back, 12, 9), SIDE_DOWN, "the edit waiting for its tick is saved too");
    cr_expect_eq(back.mover_count, original.mover_count);
    cr_expect_str_eq(back.name, original.name);
    tags[0] = '\0';
    editor_status(editor_of(&app), &app.world.map, true, tags, sizeof tags);
    cr_expect(strstr(tags, "UNSAVED") == NULL, "%s", tags);
    platform_close(&app);
}

static void expect_untouched_after_failed_save(const char *file, const char *before, size_t before_len)
{
    Message msg = {0};
    cr_expect(!editor_save(editor_of(&app), &app.world.map, &msg));
    cr_expect(strstr(msg.text, "Not saved") == msg.text, "%s", msg.text);
    cr_expect(editor_unsaved(editor_of(&app), &app.world.map), "still unsaved");
    size_t after_len;
    char *after = read_file(file, &after_len);
    cr_assert_not_null(after);
    cr_expect(after_len == before_len && memcmp(after, before, before_len) == 0, "the map on disk changed");
    free(after);
}

Test(editor, a_save_that_runs_out_of_file_space_leaves_the_map_untouched)
{
    open_editor_on_file(NULL);
    size_t len;
    char *before = read_file(path, &len);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    /* A file size limit applies to root too: the write fails part way, like a full disk. */
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = {64, 64};
    cr_assert_eq(setrlimit(RLIMIT_FSIZE, &small), 0);
    expect_untouched_after_failed_save(path, before, len);
    DIR *d = opendir(dir);
    int files = 0;
    for (struct dirent *e; (e = readdir(d));) files += e->d_name[0] != '.';
    closedir(d);
    cr_expect_eq(files, 1, "no temporary file is left beside the map");
    free(before);
    platform_close(&app);
}

Test(editor, a_save_whose_directory_became_a_file_fails_and_the_map_is_untouched)
{
    open_editor_on_file(NULL);
    size_t len;
    char *before = read_file(path, &len);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    /* The map's directory moves away and a plain file takes its name: no one, not even
     * root, can create the temporary file "inside" it. */
    char moved[700], kept[800];
    snprintf(moved, sizeof moved, "%s.moved", dir);
    cr_assert_eq(rename(dir, moved), 0);
    cr_assert(write_file(dir, "not a directory\n"));
    snprintf(kept, sizeof kept, "%s/sandbox.map", moved);
    expect_untouched_after_failed_save(kept, before, len);
    free(before);
    platform_close(&app);
}

Test(editor, the_built_in_map_is_saved_to_a_new_file_named_after_it)
{
    char tmp[256];
    make_temp_dir(tmp, sizeof tmp);
    cr_assert_eq(chdir(tmp), 0);
    cr_assert(write_file("sandbox.map", "someone else's file\n"));
    static Map m;
    load_shipped_map("default.map", &m);
    AppConfig cfg = driver_config(&m, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    key_mod(SDLK_s, KMOD_LCTRL);
    char cwd[512], want[600];
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "Saved %s/sandbox-2.map", cwd);
    cr_expect(strstr(app.view.flash, want) == app.view.flash, "the full path: '%s'", app.view.flash);
    static Map back;
    MapError e;
    cr_expect(map_load(&back, "sandbox-2.map", &e), "%s", e.msg);
    char *other = read_file("sandbox.map", NULL);
    cr_expect_str_eq(other, "someone else's file\n");
    free(other);
    platform_close(&app);
}

static int alert_pixels(void)
{
    Rect r = {APP_DEFAULT_W / 4, APP_DEFAULT_H / 4, APP_DEFAULT_W / 2, APP_DEFAULT_H / 2};
    int n = driver_count_colour(&app, r, COLOR_ALERT, 2);
    return n;
}

Test(editor, quitting_with_unsaved_changes_asks_first)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_ESCAPE, 0);
    cr_expect(!app.loop.running, "nothing unsaved: Esc quits at once");
    app.loop.running = true;
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    key_mod(SDLK_ESCAPE, 0);
    cr_expect(app.loop.running && app.loop.confirm_quit, "Esc asks first");
    app_draw(&app);
    cr_expect_gt(alert_pixels(), 200, "the prompt is drawn in the window");
    key_mod(SDLK_LCTRL, KMOD_LCTRL);
    cr_expect(app.loop.confirm_quit, "a modifier alone is not an answer");
    key_mod(SDLK_n, 0);
    cr_expect(app.loop.running && !app.loop.confirm_quit, "any other key stays");
    SDL_Event quit = {.type = SDL_QUIT};
    driver_event(&app, &quit);
    cr_expect(app.loop.running && app.loop.confirm_quit, "closing the window asks too");
    key_mod(SDLK_y, 0);
    cr_expect(!app.loop.running, "Y quits without saving");
    platform_close(&app);
}

Test(editor, esc_at_the_quit_prompt_cancels_so_two_escs_never_lose_the_edits)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    key_mod(SDLK_ESCAPE, 0);
    cr_expect(app.loop.running && app.loop.confirm_quit, "Esc asks first");
    key_mod(SDLK_ESCAPE, 0);
    cr_expect(app.loop.running, "a second Esc does not quit");
    cr_expect_not(app.loop.confirm_quit, "it cancels the prompt");
    cr_expect(editor_unsaved(editor_of(&app), &app.world.map), "the edits are still there");
    /* The prompt names the key that does quit without saving. */
    bool named = false;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if (b->when == KEYS_PROMPT && b->on[0].command == KEY_QUIT_NOW)
            named = strcmp(b->label, "Y") == 0 && strstr(b->what, "without saving") != NULL;
    }
    cr_expect(named, "the prompt shows Y: quit without saving");
    platform_close(&app);
}

Test(editor, ctrl_s_at_the_quit_prompt_saves_then_quits)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    key_mod(SDLK_ESCAPE, 0);
    key_mod(SDLK_s, KMOD_LCTRL);
    cr_expect(!app.loop.running);
    static Map back;
    MapError e;
    cr_assert(map_load(&back, path, &e), "%s", e.msg);
    cr_expect_eq(map_cell(&back, 6, 9), SIDE_ALL);
    platform_close(&app);
}

Test(editor, edits_made_while_recording_replay_exactly)
{
    char rec[700];
    load_shipped_map("default.map", &original);
    make_temp_dir(dir, sizeof dir);
    snprintf(rec, sizeof rec, "%s/edits.replay", dir);
    open_editor_on_file(rec);
    key_mod(SDLK_e, 0);
    for (int t = 0; t < 20; t++) app_tick(&app, IN_RIGHT);
    click(9, 2, 0.5f, 0.5f, SDL_BUTTON_LEFT); /* a wall right in the player's way */
    click(12, 3, 0.1f, 0.5f, SDL_BUTTON_RIGHT);
    SDL_SetModState(KMOD_LSHIFT);
    click(20, 6, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    SDL_SetModState(KMOD_NONE);
    for (int t = 0; t < 30; t++) app_tick(&app, IN_RIGHT);
    key_mod(SDLK_z, KMOD_LCTRL);
    for (int t = 0; t < 30; t++) app_tick(&app, IN_RIGHT | IN_DOWN);
    static Map edited;
    map_copy(&edited, &app.world.map);
    uint64_t final = world_hash(&app.world);
    platform_close(&app);

    char *text = read_file(rec, NULL);
    cr_expect(strstr(text, " cell=9,2,15") != NULL, "the click is in the recording");
    cr_expect(strstr(text, " spawn=20,6") != NULL, "the spawn move too");
    free(text);
    static Replay r;
    ReplayError e;
    cr_assert(replay_load(&r, rec, &e), "%s", e.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&r, &v));
    cr_expect(!v.diverged, "diverged at tick %llu", (unsigned long long)v.tick);
    cr_expect_eq(v.final_hash, final);
    AppConfig cfg = {.replay = &r, .ui_scale = 1.0f, .headless = true, .width = APP_DEFAULT_W, .height = APP_DEFAULT_H};
    cr_assert(platform_open(&app, &cfg));
    while (session_replaying(session_of(&app))) app_tick(&app, 0);
    cr_expect_eq(memcmp(app.world.map.cells, edited.cells, (size_t)(edited.w * edited.h)), 0, "the same map");
    cr_expect_eq(app.world.map.spawn_x, edited.spawn_x);
    cr_expect_eq(edited.spawn_x, original.spawn_x, "Ctrl+Z took the spawn move back, and that is recorded too");
    cr_expect_eq(map_cell(&edited, 9, 2), SIDE_ALL);
    platform_close(&app);
    replay_free(&r);
}

static int occurrences(const char *text, const char *word)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, word)); p += strlen(word)) n++;
    return n;
}

Test(editor, the_hud_says_editor_once_in_tiles_and_nothing_of_the_editor_in_the_crowd)
{
    open_editor_on_file(NULL);
    key_mod(SDLK_e, 0);
    click(6, 9, 0.5f, 0.5f, SDL_BUTTON_LEFT);
    ticks(1);
    char tags[MESSAGE_MAX], news[320];
    app.view.flash[0] = '\0';
    Frame f = app_frame(&app);
    HudState s = app_hud_state(&app, tags, sizeof tags);
    hud_news_text(&f, &app.world, &s, news, sizeof news);
    cr_expect_eq(occurrences(tags, "EDITOR") + occurrences(news, "EDITOR"), 1, "tags '%s', news '%s'", tags, news);
    cr_expect(strstr(tags, "MAP UNSAVED") != NULL, "%s", tags);
    key_mod(SDLK_TAB, 0);
    ticks(1);
    cr_assert_eq(app.world.mode, MODE_CROWD);
    app.view.flash[0] = '\0';
    s = app_hud_state(&app, tags, sizeof tags);
    hud_news_text(&f, &app.world, &s, news, sizeof news);
    cr_expect(strstr(tags, "EDITOR") == NULL && strstr(tags, "UNSAVED") == NULL, "crowd tags: '%s'", tags);
    cr_expect(strstr(news, "EDITOR") == NULL, "crowd news: '%s'", news);
    platform_close(&app);
}
