/* test_paused_changes.c: what a teacher does while paused shows at once. C, Tab, a number
 * key, the speed keys and an editor click change the world in the frame that follows, as
 * N would step them, not after the next N; a message that no longer holds leaves the HUD
 * (Home then End); after the tour the map browser marks the map on screen; the last
 * stop's last word names the keys the band names. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/app_draw.h"
#include "app/features/browser/browser_feature.h"
#include "app/features/session/session_feature.h"
#include "app/features/tour/tour_feature.h"
#include "app/render/layout.h"
#include "cmd/window_tour.h"
#include "support/support.h"
#include "window_driver.h"

#define FRAME_SECONDS (1.0 / 60.0)

static App app;
static Map map;
static CanvasRecord text_log;

static void open_paused(const char *file, int resolver)
{
    load_shipped_map(file, &map);
    AppConfig cfg = driver_config(&map, resolver);
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    for (int t = 0; t < 10; t++) app_tick(&app, 0);
    driver_press(&app, SDLK_SPACE);
    cr_assert(app.loop.paused);
}

/* One frame of the window's loop, drawn. */
static void frame(void)
{
    canvas_record_clear(&text_log);
    app_update(&app, FRAME_SECONDS);
    app_draw(&app);
}

static const char *news(void)
{
    static char line[MESSAGE_MAX];
    char tags[MESSAGE_MAX];
    HudState hud = app_hud_state(&app, tags, sizeof tags);
    Frame f = app_frame(&app);
    hud_news_text(&f, &app.world, &hud, line, sizeof line);
    return line;
}

Test(paused_changes, c_while_paused_shows_the_ghosts_and_their_legend_in_the_next_frame)
{
    open_paused("tunnel.map", RESOLVER_SIMPLEST);
    driver_press(&app, SDLK_c);
    frame();
    cr_expect_eq(app.world.compare, COMPARE_GHOST, "the compare view is on, with no N");
    cr_expect(app.loop.paused, "and the run stays paused");
    cr_expect_gt(driver_drawn(&text_log, "mink"), 0, "the ghost legend is drawn in that frame");
    driver_press(&app, SDLK_c);
    frame();
    cr_expect_eq(app.world.compare, COMPARE_SPLIT);
    platform_close(&app);
}

Test(paused_changes, tab_a_number_and_the_speed_keys_apply_in_the_next_frame)
{
    open_paused("default.map", RESOLVER_SIMPLEST);
    float speed = world_speed(&app.world);
    driver_press(&app, SDLK_RIGHTBRACKET);
    frame();
    cr_expect_gt(world_speed(&app.world), speed, "] shows the new speed at once");
    driver_press(&app, SDLK_4);
    frame();
    cr_expect_eq(app.world.resolver, RESOLVER_MINKOWSKI, "4 is minkowski at once");
    cr_expect_eq(driver_drawn(&text_log, "on the next tick"), 0, "no 'switches on the next tick' left to wait for");
    driver_press(&app, SDLK_TAB);
    frame();
    cr_expect_eq(app.world.mode, MODE_CROWD, "Tab shows the crowd at once");
    platform_close(&app);
}

Test(paused_changes, an_editor_click_while_paused_paints_the_cell_in_the_next_frame)
{
    open_paused("default.map", RESOLVER_SIMPLEST);
    driver_press(&app, SDLK_e);
    View v = app_map_view(&app);
    int i = 12, j = 9;
    cr_assert_eq(map_cell(&app.world.map, i, j), 0, "an empty cell to paint");
    int x = (int)view_x(&v, ((float)i + 0.5f) * (float)app.world.map.tile);
    int y = (int)view_y(&v, ((float)j + 0.5f) * (float)app.world.map.tile);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONUP, x, y, SDL_BUTTON_LEFT, 0);
    frame();
    cr_expect_eq(map_cell(&app.world.map, i, j), SIDE_ALL, "the click painted the cell with no N");
    cr_expect(app.loop.paused);
    platform_close(&app);
}

Test(paused_changes, back_at_tick_leaves_the_hud_once_end_is_back_at_the_newest)
{
    open_paused("default.map", RESOLVER_MINKOWSKI);
    driver_press(&app, SDLK_SPACE);
    for (int t = 0; t < 200; t++) app_tick(&app, IN_RIGHT);
    driver_press(&app, SDLK_SPACE);
    driver_press(&app, SDLK_HOME);
    cr_assert_eq(app.world.tick, 0u);
    cr_expect(strstr(news(), "Back at tick 0"), "Home says what going on would drop: '%s'", news());
    driver_press(&app, SDLK_END);
    cr_assert_eq(app.world.tick, 210u);
    cr_expect_null(strstr(news(), "Back at tick"), "at the newest tick nothing is dropped: '%s'", news());
    cr_expect_null(strstr(news(), "drops"), "'%s'", news());
    platform_close(&app);
}

Test(paused_changes, n_while_running_is_answered_and_the_answer_goes_once_paused)
{
    open_paused("default.map", RESOLVER_MINKOWSKI);
    driver_press(&app, SDLK_SPACE);
    driver_press(&app, SDLK_n);
    cr_expect(strstr(news(), "press Space first"), "'%s'", news());
    driver_press(&app, SDLK_SPACE);
    cr_expect_null(strstr(news(), "press Space first"), "paused now: '%s'", news());
    platform_close(&app);
}

Test(paused_changes, after_the_tour_the_browser_marks_the_map_on_screen)
{
    static TourPlayer tour;
    AppConfig cfg = driver_config(NULL, RESOLVER_SIMPLEST);
    cfg.frames = -1;
    cr_assert(window_tour_open(&tour, NULL, 3, &cfg));
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    cr_assert_str_eq(app.world.map.name, "Seams in the floor");
    driver_press(&app, SDLK_g);
    cr_assert_not(tour_of(&app)->on, "G left the tour");
    driver_press(&app, SDLK_F2);
    frame();
    const MapBrowser *b = browser_of(&app);
    cr_expect_str_eq(b->current, "seam.map", "the row marked is the map on screen");
    cr_expect_str_eq(b->list.entries[b->selected].file, "seam.map", "and the list opens on it");
    driver_press(&app, SDLK_F2);
    driver_press(&app, SDLK_g);
    cr_assert(tour_of(&app)->on, "G gives the tour again");
    driver_press(&app, SDLK_PAGEDOWN);
    driver_press(&app, SDLK_g);
    cr_assert_str_eq(app.world.map.name, "Corners and gaps");
    driver_press(&app, SDLK_F2);
    cr_expect_str_eq(b->current, "corners.map", "the stop given last is the one marked");
    platform_close(&app);
}

Test(paused_changes, the_tours_last_word_names_the_keys_its_band_names)
{
    static TourPlayer tour;
    AppConfig cfg = driver_config(NULL, RESOLVER_SIMPLEST);
    cfg.frames = -1;
    static TourPlayer count;
    char why[256];
    cr_assert(tour_player_open(&count, NULL, why, sizeof why), "%s", why);
    long last = count.tour->stops;
    tour_player_close(&count);
    cr_assert(window_tour_open(&tour, NULL, last, &cfg));
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    for (int k = 0; k < 20 && session_replaying(session_of(&app)); k++) {
        driver_press(&app, SDLK_SPACE);
        for (int t = 0; t < 10000 && !app.loop.paused; t++) app_tick(&app, 0);
    }
    driver_press(&app, SDLK_SPACE); /* past the end of the last stop */
    cr_expect(strstr(news(), "The end of the tour"), "'%s'", news());
    cr_expect(strstr(news(), "G or Esc leaves"), "as the band says: '%s'", news());
    cr_expect_null(strstr(news(), "Esc quits"), "Esc leaves the tour, it quits nothing: '%s'", news());
    platform_close(&app);
}
