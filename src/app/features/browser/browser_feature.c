/* browser_feature.c: the map browser's hooks (see browser_feature.h). */
#include "app/features/browser/browser_feature.h"

#include "app/features/editor/editor_feature.h"
#include "app/features/session/session_feature.h"
#include "app/render/browser_view.h"

MapBrowser *browser_of(const App *app)
{
    return features_state(app, &browser_feature);
}

static bool browser_hook_open(App *app, void *state, Message *msg)
{
    (void)msg;
    const AppConfig *cfg = &app->config;
    map_browser_init(state, cfg->replay ? NULL : cfg->map_path, cfg->replay != NULL, !cfg->keep_resolver,
                     cfg->browse && !cfg->replay);
    return true;
}

static void browser_hook_context(App *app, void *state, KeyContext *ctx)
{
    MapBrowser *b = state;
    ctx->prompt = ctx->prompt || b->confirm;
    ctx->browser = map_browser_rows(b, app->world.mode) > 0;
}

/* The list takes the arrows: the player stays put while a map is chosen. */
static bool browser_hook_holds_keys(const App *app, const void *state)
{
    (void)app;
    return ((const MapBrowser *)state)->open;
}

static bool browser_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    return map_browser_key(state, a, editor_of(app), &app->world.map, &app->pending, msg);
}

static void browser_hook_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)msg;
    if (in->map) map_browser_loaded(state, editor_of(app), &app->world.map, session_replaying(session_of(app)));
}

static void browser_hook_jumped(App *app, void *state, FeatureJump jump)
{
    if (jump == JUMP_RESTART) {
        map_browser_follow(state, &app->world.map); /* the tour's stop: the editor opened on its map */
        return;
    }
    map_browser_rewound(state, editor_of(app), &app->world.map, jump == JUMP_REWIND_NEW_MAP);
}

static void browser_hook_layout(App *app, void *state, Frame *f)
{
    f->browser_rows = map_browser_rows(state, app->world.mode);
}

static void browser_hook_draw(App *app, void *state, const Frame *f)
{
    (void)app;
    const MapBrowser *b = state;
    if (f->browser_rows) browser_draw(f, &b->list, b->selected, b->current);
}

static void browser_hook_free(App *app, void *state)
{
    (void)app;
    map_browser_free(state);
}

const Feature browser_feature = {
    .name = "map browser",
    .state_size = sizeof(MapBrowser),
    .open = browser_hook_open,
    .key_context = browser_hook_context,
    .holds_keys = browser_hook_holds_keys,
    .key = browser_hook_key,
    .after_tick = browser_hook_after_tick,
    .jumped = browser_hook_jumped,
    .layout = browser_hook_layout,
    .draw = browser_hook_draw,
    .free = browser_hook_free,
};
