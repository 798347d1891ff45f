/* test_mouse_throw.c: a mouse throw the class can follow: while the button is held a
 * rubber band runs from the press to the pointer (the throw a release would make); after
 * the release the throw's vector and the move's overlay stay on screen until the next
 * input, and the HUD goes on naming that move; paused, the release throws at once. */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "app/app.h"
#include "app/features/last_move/last_move_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "app/render/input_view.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;

static void open_app(int resolver)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, resolver);
    driver_open(&app, &cfg);
    lesson_of(&app)->on = false;
    driver_record(&app, &rec);
}

static void close_app(void)
{
    platform_close(&app);
    canvas_record_free(&rec);
}

/* A mouse event at the world point (wx, wy), the left button down during a motion. */
static void mouse(Uint32 type, float wx, float wy)
{
    View v = app_map_view(&app);
    driver_mouse(&app, type, (int)lroundf(view_x(&v, wx)), (int)lroundf(view_y(&v, wy)), SDL_BUTTON_LEFT,
                 SDL_BUTTON_LMASK);
}

static void draw(void)
{
    canvas_record_clear(&rec);
    app_draw(&app);
}

/* Is an arrowhead in the throw's colour drawn with its tip at world (wx, wy)? */
static bool head_at(float wx, float wy)
{
    View v = app_map_view(&app);
    float ex = view_x(&v, wx), ey = view_y(&v, wy);
    for (int k = 0; k < rec.count; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_TRIANGLES || !colour_near(d->colour, COLOR_INPUT, 0) || d->rect.w > 40.0f) continue;
        bool tip_x = fabsf(d->rect.x - ex) < 2.5f || fabsf(d->rect.x + d->rect.w - ex) < 2.5f;
        bool tip_y = fabsf(d->rect.y - ey) < 2.5f || fabsf(d->rect.y + d->rect.h - ey) < 2.5f ||
                     fabsf(d->rect.y + d->rect.h / 2 - ey) < 2.5f;
        if (tip_x && tip_y) return true;
    }
    return false;
}

Test(mouse_throw, while_dragging_a_rubber_band_runs_from_the_press_to_the_pointer, .fini = close_app)
{
    open_app(RESOLVER_SIMPLEST);
    float x0 = world_player(&app.world)->x;
    mouse(SDL_MOUSEBUTTONDOWN, 336, 336);
    mouse(SDL_MOUSEMOTION, 368, 336);
    mouse(SDL_MOUSEMOTION, 400, 336);
    draw();
    cr_expect_gt(driver_drawn(&rec, INPUT_THROW_LABEL), 0, "the band is named as the throw it will be");
    cr_expect(head_at(400, 336), "its arrow ends at the pointer");
    cr_expect_float_eq(world_player(&app.world)->x, x0, 1e-6, "nothing is thrown before the release");
    mouse(SDL_MOUSEMOTION, 336, 400);
    draw();
    cr_expect(head_at(336, 400), "and follows the pointer");
    mouse(SDL_MOUSEBUTTONUP, 336, 400);
    app_tick(&app, 0);
    mouse(SDL_MOUSEMOTION, 500, 500); /* the button is up: no band */
    canvas_record_clear(&rec);
    app_draw(&app);
    cr_expect(!head_at(500, 500), "no band once the button is up");
}

Test(mouse_throw, a_release_outside_the_window_leaves_no_band_behind, .fini = close_app)
{
    open_app(RESOLVER_SIMPLEST);
    mouse(SDL_MOUSEBUTTONDOWN, 336, 336);
    mouse(SDL_MOUSEMOTION, 400, 336);
    View v = app_map_view(&app);
    /* Back over the window with the button up: its release happened elsewhere. */
    driver_mouse(&app, SDL_MOUSEMOTION, (int)view_x(&v, 420), (int)view_y(&v, 336), SDL_BUTTON_LEFT, 0);
    draw();
    cr_expect_eq(driver_drawn(&rec, INPUT_THROW_LABEL), 0, "no band is left hanging");
    app_tick(&app, 0);
    cr_expect_float_eq(world_player(&app.world)->x, 112.0f, 1e-6, "and nothing was thrown");
}

Test(mouse_throw, the_throw_and_its_move_stay_on_screen_until_the_next_input, .fini = close_app)
{
    open_app(RESOLVER_MINKOWSKI);
    mouse(SDL_MOUSEBUTTONDOWN, 120, 330);
    mouse(SDL_MOUSEBUTTONUP, 520, 330); /* across the thin wall, where minkowski stops */
    app_tick(&app, 0);
    char note[TRACE_NOTE_MAX];
    memcpy(note, app.trace.note, sizeof note);
    cr_assert(note[0], "the throw's tick has a note");
    for (int t = 0; t < 30; t++) app_tick(&app, 0); /* half a second, nothing pressed */
    draw();
    cr_expect(head_at(520, 330), "the throw's vector is still drawn");
    cr_expect_eq(driver_drawn(&rec, "no move wanted"), 0, "the HUD does not say no move was wanted");
    cr_expect_gt(driver_drawn(&rec, "last move"), 0, "it names the throw as the last move");
    bool faded;
    const Trace *shown = last_move_shown(last_move_of(&app), &app.world, &app.trace, &faded);
    cr_expect(faded && strcmp(shown->note, note) == 0, "the overlay shown is the throw's: '%s'", shown->note);
    app_tick(&app, IN_DOWN);
    draw();
    cr_expect(!head_at(520, 330), "the next input replaces it");
}

Test(mouse_throw, paused_a_release_throws_at_once, .fini = close_app)
{
    open_app(RESOLVER_SIMPLEST);
    driver_press(&app, SDLK_SPACE);
    cr_assert(app.loop.paused);
    uint64_t tick = app.world.tick;
    mouse(SDL_MOUSEBUTTONDOWN, 336, 336);
    mouse(SDL_MOUSEBUTTONUP, 400, 300);
    app_advance(&app, 0.1); /* the loop's next frame, still paused */
    cr_expect_eq(app.world.tick, tick + 1, "the throw is made at once, one tick, as N would");
    cr_expect(app.loop.paused, "and the run stays paused");
    const Body *b = world_player(&app.world);
    cr_expect(fabsf(b->x - 400.0f) < 1.5f && fabsf(b->y - 300.0f) < 1.5f, "the player was thrown: %g, %g", (double)b->x,
              (double)b->y);
    draw();
    cr_expect(head_at(400, 300), "and the throw is drawn");
    app_advance(&app, 0.1);
    cr_expect_eq(app.world.tick, tick + 1, "one tick only");
}
