/* mouse_place_feature.c: the mouse placement's hooks (see mouse_place_feature.h). */
#include "app/features/mouse_place/mouse_place_feature.h"

#include "app/features/session/session_feature.h"

MousePlace *mouse_place_of(const App *app)
{
    return features_state(app, &mouse_place_feature);
}

/* Only in the tiles mode, and only when no recording steers; the editor, listed before
 * it, takes the mouse while it is on. */
static bool mouse_place_hook_mouse(App *app, void *state, const AppEvent *e, const View *views, int view_count,
                                   Message *msg)
{
    (void)msg;
    if (app->world.mode != MODE_TILES || session_replaying(session_of(app))) return false;
    mouse_place_event(state, &app->world.map, views, view_count, e, &app->pending);
    return true;
}

const Feature mouse_place_feature = {
    .name = "mouse placement",
    .state_size = sizeof(MousePlace),
    .mouse = mouse_place_hook_mouse,
};
