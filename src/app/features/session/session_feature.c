/* session_feature.c: the session's hooks (see session_feature.h). */
#include "app/features/session/session_feature.h"

#include <stdio.h>

/* Why a key that would change the world does nothing while a recording plays. */
#define SESSION_STEERS "Replaying: the recording steers until it ends"

Session *session_of(const App *app)
{
    return features_state(app, &session_feature);
}

static bool session_hook_open(App *app, void *state, Message *msg)
{
    Session *s = state;
    bool ok = session_open(s, &app->world, app->config.replay, app->config.record, &app->config.methods, msg);
    s->input = app->config.replay_is_input;
    return ok;
}

static void session_hook_free(App *app, void *state)
{
    session_close(state, &app->world);
}

static void session_hook_context(App *app, void *state, KeyContext *ctx)
{
    (void)app;
    ctx->replaying = session_replaying(state);
}

/* While paused: the world at another tick of the session, as it was (session_rewind). */
static void rewind_to(App *app, Session *s, uint64_t tick, Message *msg)
{
    if (tick == app->world.tick) return;
    size_t switches = replay_switches_before(&s->log, app->world.tick);
    session_rewind(s, &app->world, tick, app->view.overlays ? &app->trace : NULL, msg);
    bool crossed = replay_switches_before(&s->log, app->world.tick) != switches;
    /* Said before it happens: going on live from here drops the ticks after it. */
    if (!msg->text[0] && session_rewound(s, &app->world) && !session_replaying(s))
        snprintf(msg->text, sizeof msg->text,
                 "Back at tick %llu: Space goes on live from here and drops the %llu later ticks (End: back to the newest)",
                 (unsigned long long)app->world.tick, (unsigned long long)(s->log.ticks - app->world.tick));
    features_jumped(app, crossed ? JUMP_REWIND_NEW_MAP : JUMP_REWIND);
}

static bool session_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    Session *s = state;
    switch (a.command) {
    case KEY_STEP:
        if (!app->loop.paused)
            snprintf(msg->text, sizeof msg->text, "N steps one tick while paused: press Space first");
        else if (session_rewound(s, &app->world)) rewind_to(app, s, app->world.tick + 1, msg);
        else app->loop.step_once = true;
        return true;
    case KEY_REWIND:
        if (!app->loop.paused) snprintf(msg->text, sizeof msg->text, ", goes back while paused: press Space first");
        else rewind_to(app, s, app->world.tick > a.arg ? app->world.tick - a.arg : 0, msg);
        return true;
    case KEY_REWIND_END:
        if (app->loop.paused) rewind_to(app, s, s->log.ticks, msg);
        return true;
    case KEY_RECORD: session_toggle_record(s, &app->world, msg); return true;
    case KEY_REPLAY_SLOWER:
    case KEY_REPLAY_FASTER: session_rate(s, a.command == KEY_REPLAY_FASTER, msg); return true;
    case KEY_MODE:
    case KEY_UNDO:
        /* While a recording plays, these would change what it shows: the recording steers. */
        if (!session_replaying(s)) return false;
        snprintf(msg->text, sizeof msg->text, "%s", SESSION_STEERS);
        return true;
    case KEY_REPLAY_WAIT:
        snprintf(msg->text, sizeof msg->text, "%s (Space pauses, N steps, [ ] rate)", SESSION_STEERS);
        return true;
    default: return false;
    }
}

static bool session_hook_before_tick(App *app, void *state, Input *in, Message *msg)
{
    /* The replay has just run out: no step, and the keys take over. */
    if (!session_input(state, in)) return false;
    /* A live step from a rewound world: the undone ticks leave the log. */
    session_resume(state, &app->world, msg);
    return true;
}

static void session_hook_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    session_after_step(state, &app->world, in, msg);
}

static void session_hook_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    (void)hud;
    session_status(state, app->world.tick, tags, cap);
}

const Feature session_feature = {
    .name = "session",
    .state_size = sizeof(Session),
    .open = session_hook_open,
    .key_context = session_hook_context,
    .key = session_hook_key,
    .before_tick = session_hook_before_tick,
    .after_tick = session_hook_after_tick,
    .hud = session_hook_hud,
    .free = session_hook_free,
};
