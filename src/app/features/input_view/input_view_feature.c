/* input_view_feature.c: the input display's hooks (see input_view_feature.h). It has no
 * key: it is small, says nothing when nothing is pressed, and a GIF made from a
 * recording must show it whatever the window that recorded it had on. */
#include "app/features/input_view/input_view_feature.h"

typedef struct InputView {
    Input last;
    Place thrown; /* the last throw, kept on screen until the next input */
    Input shown;  /* last, with the kept throw: what the map and the HUD show */
} InputView;

const Input *input_view_last(const App *app)
{
    const InputView *iv = features_state(app, &input_view_feature);
    return iv ? &iv->last : NULL;
}

static void forget(InputView *iv)
{
    iv->last = iv->shown = INPUT_NONE;
    iv->thrown = (Place){0};
}

static bool input_view_open(App *app, void *state, Message *msg)
{
    (void)app, (void)msg;
    forget(state);
    return true;
}

/* Did the tick's input ask for anything (a key held, a click, a command, an edit)? */
static bool asked(const Input *in)
{
    return in->held || in->ax || in->ay || in->place.on || in->actions || in->edit.op != EDIT_NONE || in->resolver >= 0 ||
           in->map;
}

static void input_view_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)app, (void)msg;
    InputView *iv = state;
    iv->last = *in;
    iv->last.map = NULL; /* only what was pressed is kept, not the map it loaded */
    /* A throw happens in one tick: its vector stays drawn beside what each method made
     * of it until the next input, not a sixtieth of a second. */
    if (in->place.on && (in->place.dx || in->place.dy)) iv->thrown = in->place;
    else if (asked(in)) iv->thrown.on = 0;
    iv->shown = iv->last;
    if (!iv->shown.place.on) iv->shown.place = iv->thrown;
}

static void input_view_jumped(App *app, void *state, FeatureJump jump)
{
    (void)app, (void)jump;
    /* The tick jumped to was not run here: nothing to say it was pressed. */
    forget(state);
}

static void input_view_scene(App *app, void *state, Scene *scene)
{
    (void)app;
    scene->input = &((InputView *)state)->shown;
}

static void input_view_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    (void)app, (void)tags, (void)cap;
    hud->input = &((InputView *)state)->shown;
}

const Feature input_view_feature = {
    .name = "input view",
    .state_size = sizeof(InputView),
    .open = input_view_open,
    .after_tick = input_view_after_tick,
    .jumped = input_view_jumped,
    .scene = input_view_scene,
    .hud = input_view_hud,
};
