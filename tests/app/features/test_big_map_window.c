/* test_big_map_window.c: a 4,096 x 4,096 map in the window. It opens by the spawn at
 * the far corner with the camera on the player; a click there paints the cell under the
 * mouse, Ctrl+S writes it, and the file reads back with that one cell changed. The map
 * browser (F2) lists it and switches to it. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/features/browser/browser_feature.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/browser/map_browser.h"
#include "support/support.h"
#include "window_driver.h"

#define SIDE MAP_MAX_W

static App app;

static void click_cell(int i, int j)
{
    View v = app_map_view(&app);
    float t = (float)app.world.map.tile;
    int x = (int)view_x(&v, ((float)i + 0.5f) * t), y = (int)view_y(&v, ((float)j + 0.5f) * t);
    cr_assert(canvas_rect_has_point(v.area, x, y), "cell %d,%d is in view", i, j);
    driver_mouse(&app, SDL_MOUSEMOTION, x, y, 0, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONUP, x, y, SDL_BUTTON_LEFT, 0);
}

Test(big_map_window, a_cell_by_the_far_corner_is_painted_saved_and_read_back)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/big.map", dir);
    write_big_map(path, SIDE);
    static Map loaded, back;
    MapError e;
    cr_assert(map_load(&loaded, path, &e), "%s", e.msg);

    AppConfig cfg = driver_config(&loaded, RESOLVER_SIMPLEST);
    cfg.map_path = path;
    driver_open(&app, &cfg);
    View v = app_map_view(&app);
    cr_expect_geq(v.scale * (float)loaded.tile, 4.0f, "cells are drawn at least 4 px wide, not shrunk to fit");
    int i = SIDE - 5, j = SIDE - 2;
    driver_key_down(&app, SDLK_e, 0);
    click_cell(i, j);
    app_tick(&app, 0);
    cr_assert_eq(map_cell(&app.world.map, i, j), SIDE_ALL, "the click painted the cell");
    driver_key_down(&app, SDLK_s, KMOD_LCTRL);
    cr_expect(!editor_unsaved(editor_of(&app), &app.world.map), "saved");
    platform_close(&app);

    cr_assert(map_load(&back, path, &e), "%s", e.msg);
    cr_expect_eq(map_cell(&back, i, j), SIDE_ALL, "the file holds the edit");
    size_t differ = 0;
    for (size_t k = 0; k < (size_t)SIDE * SIDE; k++) differ += back.cells[k] != loaded.cells[k];
    cr_expect_eq(differ, 1, "and no other change");
    map_free(&loaded);
    map_free(&back);
}

Test(big_map_window, the_map_browser_lists_a_big_map_and_switches_to_it)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0);
    cr_assert_eq(mkdir("maps", 0755), 0);
    write_big_map("maps/big.map", SIDE);
    static Map start;
    load_shipped_map("default.map", &start);
    AppConfig cfg = driver_config(&start, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    driver_key_down(&app, SDLK_F2, 0);
    int k = map_list_find(&browser_of(&app)->list, "big.map");
    cr_assert_geq(k, 0, "big.map is in the list");
    cr_expect_not(browser_of(&app)->list.entries[k].broken, "%s", browser_of(&app)->list.entries[k].summary);
    while (browser_of(&app)->selected != k) driver_key_down(&app, SDLK_DOWN, 0);
    driver_key_down(&app, SDLK_RETURN, 0);
    app_tick(&app, 0);
    cr_expect_eq(app.world.map.w, SIDE);
    cr_expect_eq(app.world.map.h, SIDE);
    float t = (float)app.world.map.tile;
    cr_expect_float_eq(world_player(&app.world)->x, ((float)(SIDE - 6) + 0.5f) * t, 1e-3f, "at the far corner's spawn");
    app_draw(&app);
    platform_close(&app);
    map_free(&start);
}
