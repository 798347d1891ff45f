/* test_last_move.c: the last move stays drawn. After a move and its release the
 * overlay's pixels are still on screen, fainter, many ticks later, with the note marked
 * as the last move's; the next move replaces them, drawn at full strength. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/last_move/last_move_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(void)
{
    load_shipped_map("corners.map", &map); /* no movers: only the overlay changes the picture */
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.world.speed_level = 10;
    driver_open(&app, &cfg);
    lesson_of(&app)->on = false; /* the map view whole, nothing over it */
}

/* The map view's pixels as drawn now (malloc'ed), with the overlays on or off. */
static Uint32 *map_pixels(bool overlays, Rect *r)
{
    bool was = app.view.overlays;
    app.view.overlays = overlays;
    app_draw(&app);
    app.view.overlays = was;
    *r = app_map_view(&app).area;
    Uint32 *buf = malloc((size_t)r->w * (size_t)r->h * 4);
    cr_assert(buf);
    driver_read(&app, *r, buf);
    return buf;
}

/* How strongly the overlay shows: the summed colour difference from the same frame
 * without overlays, and how many pixels differ. */
static long overlay_strength(int *pixels)
{
    Rect r;
    Uint32 *with = map_pixels(true, &r), *without = map_pixels(false, &r);
    long sum = 0;
    *pixels = 0;
    for (int k = 0; k < r.w * r.h; k++) {
        int d = 0;
        for (int c = 0; c < 24; c += 8) d += abs((int)((with[k] >> c) & 255) - (int)((without[k] >> c) & 255));
        sum += d;
        *pixels += d > 0;
    }
    free(with);
    free(without);
    return sum;
}

Test(last_move, the_overlay_of_the_last_move_stays_fainter_until_the_next_move)
{
    open_app();
    app_tick(&app, IN_RIGHT | IN_DOWN);
    int moving_px, kept_px, next_px;
    long moving = overlay_strength(&moving_px);
    cr_assert_gt(moving_px, 50, "a move draws its overlay (%d pixels)", moving_px);
    char note[TRACE_NOTE_MAX];
    memcpy(note, app.trace.note, sizeof note);
    for (int t = 0; t < 90; t++) app_tick(&app, 0);
    long kept = overlay_strength(&kept_px);
    cr_expect_gt(kept_px, moving_px / 2, "90 ticks after the release the overlay is still drawn (%d of %d pixels)",
                 kept_px, moving_px);
    cr_expect_lt(kept, moving * 3 / 4, "fainter (%ld against %ld)", kept, moving);
    cr_expect_gt(kept, moving / 5, "but visible (%ld against %ld)", kept, moving);
    bool faded;
    const Trace *shown = last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(faded && strcmp(shown->note, note) == 0, "the note shown is the last move's: '%s'", shown->note);
    app_tick(&app, IN_LEFT);
    long next = overlay_strength(&next_px);
    shown = last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(!faded && shown == &app.trace, "a new move replaces the kept one");
    cr_expect_gt(next, kept, "drawn at full strength (%ld against %ld)", next, kept);
    platform_close(&app);
}

Test(last_move, nothing_is_kept_with_the_overlays_off_or_another_method)
{
    open_app();
    app_tick(&app, IN_RIGHT);
    app.pending.resolver = RESOLVER_LINE_SEGMENT;
    app_tick(&app, 0);
    bool faded;
    last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(!faded, "another method: the kept move was not its");
    app_tick(&app, IN_RIGHT);
    app.view.overlays = false;
    app_tick(&app, 0);
    cr_expect_null(last_move_shown(last_move_of(&app), &app.world, NULL, &faded), "overlays off: nothing");
    app.view.overlays = true;
    app_tick(&app, 0);
    last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(!faded, "turned back on: no stale move");
    platform_close(&app);
}

/* Pixels the overlays change within `near` (window pixels) of map point (x, y). */
static int overlay_pixels_near(float x, float y, int near)
{
    Rect r;
    Uint32 *with = map_pixels(true, &r), *without = map_pixels(false, &r);
    View v = app_map_view(&app);
    int cx = (int)view_x(&v, x) - r.x, cy = (int)view_y(&v, y) - r.y, n = 0;
    for (int py = cy - near; py <= cy + near; py++)
        for (int px = cx - near; px <= cx + near; px++)
            if (px >= 0 && py >= 0 && px < r.w && py < r.h) n += with[py * r.w + px] != without[py * r.w + px];
    free(with);
    free(without);
    return n;
}

Test(last_move, backspace_leaves_no_overlay_where_the_player_was_in_the_compare_view)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    driver_open(&app, &cfg);
    app.pending.actions |= ACT_COMPARE;
    app_tick(&app, 0);
    for (int t = 0; t < 40; t++) app_tick(&app, IN_RIGHT | IN_DOWN); /* simplest stops against a block */
    app_tick(&app, 0);
    const Body *b = world_player(&app.world);
    float x = b->x, y = b->y;
    cr_assert_gt(x - app.world.map.spawn_x * app.world.map.tile, 32.0f, "the player left the spawn");
    int kept = overlay_pixels_near(x, y, 12);
    cr_assert_gt(kept, 20, "released against the block, its move is still drawn (%d pixels)", kept);
    driver_press(&app, SDLK_BACKSPACE);
    app_tick(&app, 0);
    app_tick(&app, 0);
    int after = overlay_pixels_near(x, y, 12);
    cr_expect_eq(after, 0, "back at the spawn, nothing of the move against the block is drawn there (%d pixels)",
                 after);
    bool faded;
    last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(!faded, "the HUD's note is not the old move's");
    platform_close(&app);
}
