/* tour_feature.c: the tour's hooks (see tour_feature.h). */
#include "app/features/tour/tour_feature.h"

#include "app/features/editor/editor_feature.h"
#include "app/features/session/session_feature.h"
#include "app/render/layout.h"
#include "app/render/tour_panel.h"

TourPlayer *tour_of(const App *app)
{
    return features_state(app, &tour_feature);
}

static bool tour_hook_open(App *app, void *state, Message *msg)
{
    (void)msg;
    /* --tour: the app takes the opened tour over (and closes it), and the stop opens
     * paused on its setup caption. */
    if (!app->config.tour) return true;
    TourPlayer *t = state;
    *t = *app->config.tour;
    app->loop.paused = !t->no_opening;
    return true;
}

static void tour_hook_free(App *app, void *state)
{
    (void)app;
    tour_player_close(state);
}

static bool tour_hook_read_key(App *app, void *state, KeyContext *ctx, const AppKeyEvent *k, KeyAction *out)
{
    *out = tour_player_key(state, session_of(app), ctx, k, &app->loop.paused);
    return true;
}

/* The tour's keys: tour_player.c decides; a new stop starts the world again from its recording. */
static bool tour_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    TourPlayer *t = state;
    /* Esc in the tour leaves it, as G does (with the help up, it closes the help first). */
    if (a.command == KEY_ESCAPE && t->on && !app->view.help) a.command = KEY_TOUR;
    if (a.command != KEY_TOUR && a.command != KEY_TOUR_ON && a.command != KEY_TOUR_BACK) return false;
    Session *s = session_of(app);
    int stop = tour_player_command(t, a, s, &app->loop.paused, msg);
    /* A stop whose recording cannot be read is named, and the stop on screen stays. */
    if (stop < 0 || !tour_player_read(t, stop, msg->text, sizeof msg->text)) return true;
    app->loop.running = tour_player_stage(t, stop, &app->world, s, editor_of(app), msg);
    /* Every stop opens paused on its setup caption. */
    app->loop.paused = true, app->pending = INPUT_NONE, app->loop.tick_acc = 0;
    features_jumped(app, JUMP_RESTART);
    return true;
}

static void tour_hook_read_mouse(App *app, void *state, const AppEvent *e)
{
    tour_player_mouse(state, session_of(app), e, &app->loop.paused);
}

static void tour_hook_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)in, (void)msg;
    if (tour_player_pauses(state, session_of(app), &app->world)) app->loop.paused = true;
}

static void tour_hook_layout(App *app, void *state, Frame *f)
{
    f->tour = tour_player_view(state, session_of(app), &app->world, app->loop.paused);
    /* The methods the caption names show their flag and counts, as the active one does. */
    if (f->tour) f->focus |= tour_caption_names(f->tour->caption, &app->world.methods);
}

static void tour_hook_draw(App *app, void *state, const Frame *f)
{
    (void)state;
    TourPanel band;
    layout_tour_panel(f, &app->world, &band);
    tour_panel_draw(f, &band);
}

const Feature tour_feature = {
    .name = "tour",
    .state_size = sizeof(TourPlayer),
    .open = tour_hook_open,
    .read_key = tour_hook_read_key,
    .key = tour_hook_key,
    .read_mouse = tour_hook_read_mouse,
    .after_tick = tour_hook_after_tick,
    .layout = tour_hook_layout,
    .draw = tour_hook_draw,
    .free = tour_hook_free,
};
