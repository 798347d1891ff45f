/* mouse_place_feature.c: the mouse placement's hooks (see mouse_place_feature.h). */
#include "app/features/mouse_place/mouse_place_feature.h"

#include "app/features/mouse_place/mouse_place.h"
#include "app/features/session/session_feature.h"
#include "app/render/input_view.h"

/* Only in the tiles mode, and only when no recording steers; the editor, listed before
 * it, takes the mouse while it is on. */
static bool mouse_place_hook_mouse(App *app, void *state, const AppEvent *e, const View *views, int view_count,
                                   Message *msg)
{
    (void)msg;
    if (app->world.mode != MODE_TILES || session_replaying(session_of(app))) return false;
    bool placed = mouse_place_event(state, &app->world.map, views, view_count, e, &app->pending);
    /* Paused, the placement (or the throw) is made at once, as N would step it; not
     * while rewound, where a step would leave the recorded history. */
    if (placed && app->loop.paused && !session_rewound(session_of(app), &app->world)) app->loop.step_once = true;
    return true;
}

/* While the button is down: the rubber band from the press to the pointer, the throw
 * that letting go would make. */
static void mouse_place_hook_draw(App *app, void *state, const Frame *f)
{
    const MousePlace *mp = state;
    Place band;
    if (app->world.mode != MODE_TILES || !mouse_place_band(mp, &app->world.map, &band)) return;
    input_throw_draw(f, &mp->view, &band);
}

const Feature mouse_place_feature = {
    .name = "mouse placement",
    .state_size = sizeof(MousePlace),
    .mouse = mouse_place_hook_mouse,
    .draw = mouse_place_hook_draw,
};
