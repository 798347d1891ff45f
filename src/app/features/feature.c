/* feature.c: the app's features walked in the registry's order (see feature.h). Each
 * walk asks every feature that has the hook, in turn; a key or a mouse event stops at
 * the first feature that takes it. */
#include "app/features/feature.h"

void *features_state(const App *app, const Feature *feature)
{
    for (int i = 0; i < app->features.count; i++)
        if (app->features.feature[i] == feature) return app->features.state[i];
    return NULL;
}

#define FEATURE(i) (app->features.feature[i])
#define STATE(i) (app->features.state[i])

void features_key_context(App *app, KeyContext *ctx)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->key_context) FEATURE(i)->key_context(app, STATE(i), ctx);
}

KeyAction features_read_key(App *app, KeyContext *ctx, const AppKeyEvent *k)
{
    KeyAction a;
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->read_key && FEATURE(i)->read_key(app, STATE(i), ctx, k, &a)) return a;
    return keys_action(ctx, k->key, k->mods, k->repeat);
}

bool features_hold_keys(const App *app)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->holds_keys && FEATURE(i)->holds_keys(app, STATE(i))) return true;
    return false;
}

bool features_unsaved(const App *app)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->unsaved && FEATURE(i)->unsaved(app, STATE(i))) return true;
    return false;
}

bool features_hold_quit(App *app, Message *msg)
{
    bool held = false;
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->hold_quit && FEATURE(i)->hold_quit(app, STATE(i), msg)) held = true;
    return held;
}

bool features_key(App *app, KeyAction a, Message *msg)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->key && FEATURE(i)->key(app, STATE(i), a, msg)) return true;
    return false;
}

void features_read_mouse(App *app, const AppEvent *e)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->read_mouse) FEATURE(i)->read_mouse(app, STATE(i), e);
}

bool features_mouse(App *app, const AppEvent *e, const View *views, int view_count, Message *msg)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->mouse && FEATURE(i)->mouse(app, STATE(i), e, views, view_count, msg)) return true;
    return false;
}

bool features_before_tick(App *app, Input *in, Message *msg)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->before_tick && !FEATURE(i)->before_tick(app, STATE(i), in, msg)) return false;
    return true;
}

void features_after_tick(App *app, const Input *in, Message *msg)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->after_tick) FEATURE(i)->after_tick(app, STATE(i), in, msg);
}

void features_jumped(App *app, FeatureJump jump)
{
    /* Another recording's world: the last step's overlays were the world's before it. */
    if (jump == JUMP_RESTART) trace_clear(&app->trace);
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->jumped) FEATURE(i)->jumped(app, STATE(i), jump);
}

void features_poll(App *app, Message *msg)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->poll) FEATURE(i)->poll(app, STATE(i), msg);
}

void features_layout(App *app, Frame *f)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->layout) FEATURE(i)->layout(app, STATE(i), f);
}

void features_scene(App *app, Scene *scene)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->scene) FEATURE(i)->scene(app, STATE(i), scene);
}

void features_hud(App *app, HudState *hud, char *tags, size_t cap)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->hud) FEATURE(i)->hud(app, STATE(i), hud, tags, cap);
}

void features_draw(App *app, const Frame *f)
{
    for (int i = 0; i < app->features.count; i++)
        if (FEATURE(i)->draw) FEATURE(i)->draw(app, STATE(i), f);
}
