/* input_view_feature.c: the input display's hooks (see input_view_feature.h). It has no
 * key: it is small, says nothing when nothing is pressed, and a GIF made from a
 * recording must show it whatever the window that recorded it had on. */
#include "app/features/input_view/input_view_feature.h"

typedef struct InputView {
    Input last;
} InputView;

const Input *input_view_last(const App *app)
{
    const InputView *iv = features_state(app, &input_view_feature);
    return iv ? &iv->last : NULL;
}

static bool input_view_open(App *app, void *state, Message *msg)
{
    (void)app, (void)msg;
    ((InputView *)state)->last = INPUT_NONE;
    return true;
}

static void input_view_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)app, (void)msg;
    InputView *iv = state;
    iv->last = *in;
    iv->last.map = NULL; /* only what was pressed is kept, not the map it loaded */
}

static void input_view_jumped(App *app, void *state, FeatureJump jump)
{
    (void)app, (void)jump;
    /* The tick jumped to was not run here: nothing to say it was pressed. */
    ((InputView *)state)->last = INPUT_NONE;
}

static void input_view_scene(App *app, void *state, Scene *scene)
{
    (void)app;
    scene->input = &((InputView *)state)->last;
}

static void input_view_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    (void)app, (void)tags, (void)cap;
    hud->input = &((InputView *)state)->last;
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
