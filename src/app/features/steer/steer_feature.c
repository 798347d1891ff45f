/* steer_feature.c: the steering's hooks (see steer_feature.h). */
#include "app/features/steer/steer_feature.h"

#include <math.h>

#include "app/base/analog.h"
#include "app/features/session/session_feature.h"
#include "app/render/pointer.h"

typedef struct Steer {
    bool held;  /* the middle button went down over a map view */
    View view;  /* the view it is read in */
    int sx, sy; /* the pointer, on screen */
} Steer;

/* The middle button: the editor and the placement have the other two. */
static bool steer_hook_mouse(App *app, void *state, const AppEvent *e, const View *views, int view_count, Message *msg)
{
    (void)msg;
    Steer *s = state;
    const AppMouseEvent *m = &e->mouse;
    if (app->world.mode != MODE_TILES) return false;
    if (e->kind == APP_EVENT_MOUSE_DOWN && m->button == APP_BUTTON_MIDDLE) {
        const View *v = pointer_view(views, view_count, m->x, m->y);
        s->held = v != NULL;
        if (v) s->view = *v;
    } else if (e->kind == APP_EVENT_MOUSE_UP && m->button == APP_BUTTON_MIDDLE) {
        s->held = false;
    } else if (e->kind == APP_EVENT_MOUSE_MOVE && s->held) {
        const View *v = pointer_view(views, view_count, m->x, m->y);
        if (v) s->view = *v;
        s->held = (m->buttons & APP_BUTTON_BIT(APP_BUTTON_MIDDLE)) != 0;
        s->sx = m->x, s->sy = m->y;
        return false; /* the others follow the pointer too */
    } else {
        return false;
    }
    s->sx = m->x, s->sy = m->y;
    return true;
}

/* Toward the pointer at full tilt, slowing within a tick's move of it so the body
 * stops there rather than around it. */
static void toward_pointer(const App *app, const Steer *s, Input *in)
{
    const Body *b = world_player(&app->world);
    float dx = view_world_x(&s->view, (float)s->sx) - b->x, dy = view_world_y(&s->view, (float)s->sy) - b->y;
    float dist = hypotf(dx, dy), speed = world_speed(&app->world);
    if (!(dist > 0.0f)) return;
    float tilt = dist < speed ? dist / speed : 1.0f;
    analog_aim(in, dx / dist * tilt, dy / dist * tilt, 0.0f);
}

static bool steer_hook_before_tick(App *app, void *state, Input *in, Message *msg)
{
    (void)msg;
    const Steer *s = state;
    if (session_replaying(session_of(app)) || app->world.mode != MODE_TILES || in->ax || in->ay) return true;
    if (s->held) toward_pointer(app, s, in);
    else analog_aim(in, app->stick_x, app->stick_y, ANALOG_DEAD_ZONE);
    return true;
}

const Feature steer_feature = {
    .name = "steering",
    .state_size = sizeof(Steer),
    .mouse = steer_hook_mouse,
    .before_tick = steer_hook_before_tick,
};
