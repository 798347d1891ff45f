/* last_move_feature.c: the last move's hooks (see last_move_feature.h). */
#include "app/features/last_move/last_move_feature.h"

LastMove *last_move_of(const App *app)
{
    return features_state(app, &last_move_feature);
}

static const Trace *overlays(const App *app)
{
    return app->view.overlays ? &app->trace : NULL;
}

static void last_move_hook_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)msg;
    last_move_after_step(state, &app->world, in, overlays(app));
}

static void last_move_hook_jumped(App *app, void *state, FeatureJump jump)
{
    if (jump == JUMP_RESTART) {
        *(LastMove *)state = (LastMove){0};
        return;
    }
    /* A rewind: the overlays show that tick's move, not a kept older one. */
    Input none = INPUT_NONE;
    last_move_after_step(state, &app->world, &none, NULL);
}

static void last_move_hook_scene(App *app, void *state, Scene *scene)
{
    scene->trace = last_move_shown(state, &app->world, overlays(app), &scene->trace_kept);
}

static void last_move_hook_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    (void)tags, (void)cap;
    hud->trace = last_move_shown(state, &app->world, overlays(app), &hud->trace_kept);
}

const Feature last_move_feature = {
    .name = "last move",
    .state_size = sizeof(LastMove),
    .after_tick = last_move_hook_after_tick,
    .jumped = last_move_hook_jumped,
    .scene = last_move_hook_scene,
    .hud = last_move_hook_hud,
};
