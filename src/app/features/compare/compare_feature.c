/* compare_feature.c: the compare view switches' hooks (see compare_feature.h). */
#include "app/features/compare/compare_feature.h"

CompareSwitches *compare_of(const App *app)
{
    return features_state(app, &compare_feature);
}

static bool compare_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    (void)msg;
    CompareSwitches *c = state;
    switch (a.command) {
    case KEY_TALLY_RESET: tally_reset(&app->world.log); return true;
    case KEY_TRAILS: c->trails = !c->trails; return true;
    default: return false;
    }
}

static void compare_hook_scene(App *app, void *state, Scene *scene)
{
    (void)app;
    scene->trails = ((CompareSwitches *)state)->trails;
}

const Feature compare_feature = {
    .name = "compare view",
    .state_size = sizeof(CompareSwitches),
    .key = compare_hook_key,
    .scene = compare_hook_scene,
};
