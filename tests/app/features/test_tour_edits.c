/* test_tour_edits.c: a tour stop whose recording edits the map (stop 5 paints walls onto
 * the box) shows the edits as the recording's: no red "MAP UNSAVED" on any of its frames,
 * and quitting does not ask about them; an edit of the user's still counts. */
#include <criterion/criterion.h>
#include <string.h>

#include "app/app.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/tour/tour_feature.h"
#include "cmd/window_tour.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static TourPlayer tour;
static CanvasRecord text_log;

Test(tour_edits, the_stop_that_paints_walls_never_says_the_map_is_unsaved)
{
    AppConfig cfg = driver_config(NULL, RESOLVER_SIMPLEST);
    cfg.frames = -1;
    cr_assert(window_tour_open(&tour, NULL, 5, &cfg));
    driver_open(&app, &cfg);
    const TourStop *stop = &tour_of(&app)->tour->stop[tour_of(&app)->stop];
    cr_assert(strstr(stop->file, "05-") == stop->file, "stop 5 is %s", stop->file);
    driver_record(&app, &text_log);
    int unsaved_frames = 0, asked = 0;
    for (int t = 0; t < 200; t++) {
        app_tick(&app, 0);
        app_draw(&app);
        unsaved_frames += driver_drawn(&text_log, "UNSAVED") > 0;
        asked += features_unsaved(&app);
        canvas_record_clear(&text_log);
    }
    cr_assert(editor_unsaved(editor_of(&app), &app.world.map), "the recording did edit the map");
    cr_expect_eq(unsaved_frames, 0, "%d frames said the map is unsaved", unsaved_frames);
    cr_expect_eq(asked, 0, "quitting would have asked on %d ticks", asked);
    platform_close(&app);
}

Test(tour_edits, an_edit_of_the_users_own_is_unsaved_as_before)
{
    static Map map;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    driver_press(&app, SDLK_e);
    View v = app_map_view(&app);
    int x = (int)view_x(&v, 6.5f * (float)map.tile), y = (int)view_y(&v, 9.5f * (float)map.tile);
    driver_mouse(&app, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_LEFT, 0);
    driver_mouse(&app, SDL_MOUSEBUTTONUP, x, y, SDL_BUTTON_LEFT, 0);
    app_tick(&app, 0);
    app_draw(&app);
    cr_expect(driver_drawn(&text_log, "MAP UNSAVED") > 0, "a click of the user's is unsaved work");
    cr_expect(features_unsaved(&app), "and quitting asks");
    platform_close(&app);
}
