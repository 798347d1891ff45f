/* test_key_lists.c: every row of the key table reaches the user. The help of each mode
 * a row works in draws its keys and what they do, the quit prompt draws its answers, the
 * map browser's list its keys, and the README has a row for each of the others. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/base/keys.h"
#include "app/features/browser/browser_feature.h"
#include "app/features/editor/editor_feature.h"
#include "app/render/help.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord text_log;
/* Every string drawn in the frames looked at, one space between two. */
static char seen[64 * 1024];

static void open_sized(Mode mode, int w, int h, float scale)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.mode = mode;
    cfg.width = w;
    cfg.height = h;
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    seen[0] = '\0';
}

static void open_app(Mode mode)
{
    open_sized(mode, APP_DEFAULT_W, APP_DEFAULT_H, 1.0f);
}

/* Draw a frame and add its strings to `seen`. */
static void look(void)
{
    canvas_record_clear(&text_log);
    app_draw(&app);
    size_t n = strlen(seen);
    for (int k = 0; k < text_log.count && n + CANVAS_RECORD_CHARS + 2 < sizeof seen; k++)
        if (text_log.e[k].kind == DRAWN_TEXT) n += (size_t)snprintf(seen + n, sizeof seen - n, "%s ", text_log.e[k].s);
}

/* The help's every page, in the app's mode. */
static void look_at_the_help(void)
{
    Frame f = app_frame(&app);
    app.view.help = true;
    for (app.view.help_page = 0; app.view.help_page < help_pages(&f, app.world.mode, &app.world.methods); app.view.help_page++) look();
    app.view.help = false;
    app.view.help_page = 0;
}

Test(key_lists, every_binding_of_a_mode_is_drawn_in_its_help_with_what_it_does)
{
    for (int mode = MODE_TILES; mode <= MODE_CROWD; mode++) {
        open_app((Mode)mode);
        look_at_the_help();
        int listed = 0;
        for (int i = 0; i < KEY_TABLE_COUNT; i++) {
            const KeyBinding *b = &KEY_TABLE[i];
            KeyTexts t;
            keys_texts(b, &app.world.methods, &t);
            if (!keys_in_help(b, (Mode)mode) || !t.label[0]) continue;
            listed++;
            cr_expect(strstr(seen, t.label) != NULL, "mode %d: the help has no \"%s\"", mode, t.label);
            cr_expect(strstr(seen, t.what) != NULL, "mode %d: the help has no \"%s\"", mode, t.what);
        }
        cr_expect_gt(listed, 20, "mode %d's help lists its keys", mode);
        platform_close(&app);
    }
}

/* On a projector the descriptions wrap over more lines: none may lose its end (the list
 * of methods after 1 - 7 once stopped at quad-push at --scale 1.5). */
Test(key_lists, every_description_is_drawn_whole_at_projector_scales_and_on_a_small_screen)
{
    static const struct {
        int w, h;
        float scale;
    } SETUPS[] = {{1280, 800, 1.5f}, {1280, 800, 2.0f}, {1024, 600, 1.5f}, {1024, 600, 2.0f}};
    for (unsigned s = 0; s < sizeof SETUPS / sizeof SETUPS[0]; s++)
        for (int mode = MODE_TILES; mode <= MODE_CROWD; mode++) {
            open_sized((Mode)mode, SETUPS[s].w, SETUPS[s].h, SETUPS[s].scale);
            look_at_the_help();
            for (int i = 0; i < KEY_TABLE_COUNT; i++) {
                const KeyBinding *b = &KEY_TABLE[i];
                KeyTexts t;
                keys_texts(b, &app.world.methods, &t);
                if (keys_in_help(b, (Mode)mode) && t.label[0])
                    cr_expect(strstr(seen, t.what) != NULL, "%dx%d scale %g, mode %d: the help does not say \"%s\" whole",
                              SETUPS[s].w, SETUPS[s].h, (double)SETUPS[s].scale, mode, t.what);
            }
            platform_close(&app);
        }
}

Test(key_lists, every_binding_is_in_a_help_the_quit_prompt_or_the_map_browsers_list)
{
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        bool help = keys_in_help(b, MODE_TILES) || keys_in_help(b, MODE_CROWD);
        cr_expect(help || b->when == KEYS_PROMPT, "\"%s\" is shown nowhere", b->label);
    }
    open_app(MODE_TILES);
    Editor *ed = editor_of(&app); /* an edit of the user's (as a click queues it): the prompt shows every answer */
    ed->queue[ed->queued++] = (EditOp){EDIT_SET_CELL, SIDE_ALL, 3, 3};
    app_tick(&app, 0);
    app.loop.confirm_quit = true;
    look();
    cr_expect(strstr(seen, "Y: quit without saving") && strstr(seen, "Ctrl+S: save, then quit"),
              "the answers say what they do");
    app.loop.confirm_quit = false;
    driver_press(&app, SDLK_F2);
    cr_assert(browser_of(&app)->open);
    look();
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        char line[400];
        if (b->when == KEYS_PROMPT) {
            snprintf(line, sizeof line, "%s: ", b->label);
            cr_expect(strstr(seen, line) != NULL, "the quit prompt has no \"%s\"", line);
        } else if (b->when == KEYS_BROWSER) {
            cr_expect(strstr(seen, b->label) != NULL, "the map browser's list has no \"%s\"", b->label);
        }
    }
    platform_close(&app);
}

Test(key_lists, the_keys_page_has_a_row_for_every_binding_but_the_browser_lists_own_and_the_readme_for_the_first_runs)
{
    char *readme = read_file(SOURCE_DIR "/README.md", NULL), *page = read_file(SOURCE_DIR "/docs/keys.md", NULL);
    cr_assert_not_null(readme);
    cr_assert_not_null(page);
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        KeyTexts t;
        keys_texts(b, NULL, &t); /* the README names the built-ins */
        if (!t.label[0]) continue; /* no key with the built-ins alone (Shift+1) */
        char row[1200];
        snprintf(row, sizeof row, "| %s | %s |", t.label, t.what);
        cr_expect_eq(strstr(readme, row) != NULL, keys_in_markdown(b) && keys_in_brief(keys_group(b)),
                     "README.md and \"%s\"", t.label);
        snprintf(row, sizeof row, "| %s | %s%s%s |\n", t.label, t.what, keys_more_joint(b), b->more ? b->more : "");
        cr_expect_eq(strstr(page, row) != NULL, keys_in_markdown(b), "docs/keys.md and \"%s\"", t.label);
    }
    free(readme);
    readme = page;
    /* The list's own keys are named in the F2 row instead. */
    const char *f2 = strstr(readme, "| F2  PgUp PgDn |");
    cr_assert_not_null(f2);
    const char *end = strchr(f2, '\n');
    for (const char *k = "Up/Down\0Enter\0Esc\0"; *k; k += strlen(k) + 1) {
        const char *at = strstr(f2, k);
        cr_expect(at && at < end, "the F2 row names %s", k);
    }
    free(readme);
}

Test(key_lists, the_movement_keys_are_the_tables_held_row_in_the_help_and_the_readme)
{
    const KeyBinding *move = NULL;
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        if (KEY_TABLE[i].held) {
            cr_expect_null(move, "one held row");
            move = &KEY_TABLE[i];
        }
    cr_assert_not_null(move);
    cr_expect_str_eq(move->label, "Arrows or WASD");
    cr_expect(keys_in_help(move, MODE_TILES) && keys_in_markdown(move));
    static const struct {
        AppKey pos;
        uint32_t move;
    } WANT[] = {
        {APP_KEY_LEFT, IN_LEFT},
        {APP_KEY_RIGHT, IN_RIGHT},
        {APP_KEY_UP, IN_UP},
        {APP_KEY_DOWN, IN_DOWN},
        {APP_KEY_A, IN_LEFT | KEYS_MOVE_LETTER},
        {APP_KEY_D, IN_RIGHT | KEYS_MOVE_LETTER},
        {APP_KEY_W, IN_UP | KEYS_MOVE_LETTER},
        {APP_KEY_S, IN_DOWN | KEYS_MOVE_LETTER},
        {APP_KEY_Q, 0},
        {APP_KEY_Z, 0},
        {APP_KEY_SPACE, 0},
    };
    for (size_t k = 0; k < sizeof WANT / sizeof WANT[0]; k++)
        cr_expect_eq(keys_movement(WANT[k].pos), WANT[k].move, "%s", app_key_name(WANT[k].pos));
    cr_expect(keys_moves_in_tour(APP_KEY_W) && keys_moves_in_tour(APP_KEY_UP) && keys_moves_in_tour(APP_KEY_DOWN));
    cr_expect(!keys_moves_in_tour(APP_KEY_LEFT) && !keys_moves_in_tour(APP_KEY_RIGHT),
              "in the tour, Left and Right go back and on");
}
