/* test_editor_text.c: maps survive the editor. Through SDL events (E, a click, Ctrl+S)
 * on every shipped map: a save with no edit gives the same bytes, a save after one
 * click changes only that cell's grid row (comments, blank lines, lessons and movers
 * stay), the file keeps its mode; the built-in map saves from its embedded text. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/base/assets.h"
#include "app/features/editor/editor_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map loaded;

static void key_mod(SDL_Keycode k, Uint16 mod)
{
    driver_key_down(&app, k, mod);
}

static void click_cell(int i, int j)
{
    View v = app_map_view(&app);
    float t = (float)app.world.map.tile;
    int x = (int)view_x(&v, ((float)i + 0.5f) * t), y = (int)view_y(&v, ((float)j + 0.5f) * t);
    driver_mouse(&app, SDL_MOUSEMOTION, x, y, 0, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONUP, x, y, SDL_BUTTON_LEFT, 0);
}

static void open_app(const char *map_path)
{
    AppConfig cfg = driver_config(&loaded, RESOLVER_SIMPLEST);
    cfg.map_path = map_path;
    driver_open(&app, &cfg);
}

static void write_text(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    cr_assert(f && fwrite(text, 1, len, f) == len && fclose(f) == 0);
}

/* The lines of a and b (same count asserted) that differ; returns how many. */
static int lines_differing(const char *a, const char *b, int *line)
{
    int n = 0, k = 1;
    while (*a || *b) {
        const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
        size_t la = ea ? (size_t)(ea - a) : strlen(a), lb = eb ? (size_t)(eb - b) : strlen(b);
        if (la != lb || memcmp(a, b, la) != 0) n++, *line = k;
        cr_assert((ea == NULL) == (eb == NULL), "the same number of lines (line %d)", k);
        if (!ea) break;
        a = ea + 1, b = eb + 1, k++;
    }
    return n;
}

/* A cell to toggle: not the spawn's. */
static void pick_cell(const Map *m, int *i, int *j)
{
    *i = m->w / 2, *j = m->h / 2;
    if (*i == m->spawn_x && *j == m->spawn_y) (*i)++;
}

Test(editor_text, every_shipped_map_survives_a_save_with_and_without_an_edit)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX], dir[256], src[8800], path[8800];
    int count = shipped_map_names(names);
    make_temp_dir(dir, sizeof dir);
    for (int n = 0; n < count; n++) {
        snprintf(src, sizeof src, "%s/maps/%s", SOURCE_DIR, names[n]);
        snprintf(path, sizeof path, "%s/%s", dir, names[n]);
        size_t len, len2;
        char *text = read_file(src, &len);
        cr_assert(text);
        write_text(path, text, len);
        cr_assert_eq(chmod(path, 0644), 0);
        load_shipped_map(names[n], &loaded);
        open_app(path);
        key_mod(SDLK_s, KMOD_LCTRL);
        char *saved = read_file(path, &len2);
        cr_expect(len2 == len && memcmp(saved, text, len) == 0, "%s: a save with no edit keeps every byte", names[n]);
        free(saved);
        int i, j, line = 0;
        pick_cell(&loaded, &i, &j);
        key_mod(SDLK_e, 0);
        click_cell(i, j);
        app_tick(&app, 0);
        cr_assert_neq(map_cell(&app.world.map, i, j), map_cell(&loaded, i, j), "%s: the click edited", names[n]);
        key_mod(SDLK_s, KMOD_LCTRL);
        cr_expect(!editor_unsaved(editor_of(&app), &app.world.map), "%s: saved", names[n]);
        saved = read_file(path, &len2);
        cr_expect_eq(lines_differing(text, saved, &line), 1, "%s: only the edited row changes", names[n]);
        struct stat st;
        cr_assert_eq(stat(path, &st), 0);
        cr_expect_eq(st.st_mode & 07777, 0644, "%s keeps its mode: %o", names[n], st.st_mode & 07777);
        Map back = {0};
        MapError err;
        cr_assert(map_load(&back, path, &err), "%s: %s", names[n], err.msg);
        cr_expect_eq(map_cell(&back, i, j), map_cell(&app.world.map, i, j), "%s: the edit is in the file", names[n]);
        cr_expect_eq(back.lesson.lines, loaded.lesson.lines, "%s: the lesson stays", names[n]);
        cr_expect_eq(back.mover_count, loaded.mover_count, "%s: the movers stay", names[n]);
        map_free(&back);
        platform_close(&app);
        free(saved);
        free(text);
    }
}

Test(editor_text, the_builtin_map_saves_its_embedded_text)
{
    char dir[256], cwd[1024], path[1400];
    make_temp_dir(dir, sizeof dir);
    cr_assert(getcwd(cwd, sizeof cwd));
    cr_assert_eq(chdir(dir), 0);
    MapError err;
    cr_assert(map_parse(&loaded, (const char *)asset_default_map, asset_default_map_len, "default.map", &err));
    open_app(NULL);
    key_mod(SDLK_s, KMOD_LCTRL);
    snprintf(path, sizeof path, "%s/%s", dir, editor_of(&app)->file);
    size_t len;
    char *saved = read_file(path, &len);
    cr_expect(saved && len == asset_default_map_len && memcmp(saved, asset_default_map, len) == 0,
              "the new file is the built-in map's text, comments and lesson included");
    free(saved);
    platform_close(&app);
    cr_assert_eq(chdir(cwd), 0);
}
