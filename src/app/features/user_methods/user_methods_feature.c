/* user_methods_feature.c: the hooks of the user's methods (see user_methods_feature.h). A
 * reload changes what the method answers from now on: a recording going on is stopped (a
 * recording holds one version of each script), and the heat maps are made again. */
#include "app/features/user_methods/user_methods_feature.h"

#include <stdio.h>
#include <string.h>

#include "app/features/heat_map/heat_map_feature.h"
#include "app/features/session/session_feature.h"
#include "user/user_method.h"

typedef struct UserMethods {
    int frames;              /* frames since the files were last looked at */
    char error[MESSAGE_MAX]; /* the last failed reload's message, until one succeeds */
} UserMethods;

/* Reload every method whose files changed (or all of them, `all`). */
static void reload(App *app, UserMethods *u, bool all, Message *msg)
{
    const AppMethodEmbed *m = &app->config.methods;
    for (int k = 0; k < m->user_count; k++) {
        UserMethod *um = m->user[k];
        if (!all && !user_method_changed(um)) continue;
        char err[USER_ERROR_MAX];
        if (!user_method_reload(um, err, sizeof err)) {
            snprintf(u->error, sizeof u->error, "%s (the last good version runs)", err);
            snprintf(msg->text, sizeof msg->text, "%s", u->error);
            continue;
        }
        u->error[0] = '\0';
        Session *s = session_of(app);
        if (s->recording) session_toggle_record(s, &app->world, msg); /* says where it went */
        HeatMapView *h = heat_map_of(app);
        if (h->cache) heat_cache_forget(h->cache);
        char note[MESSAGE_MAX];
        snprintf(note, sizeof note, "%s", msg->text);
        int n = snprintf(msg->text, sizeof msg->text, "Reloaded %s", user_method_path(um));
        if (note[0] && n > 0 && (size_t)n < sizeof msg->text)
            snprintf(msg->text + n, sizeof msg->text - (size_t)n, "; %.*s", (int)(sizeof msg->text) / 2, note);
    }
}

bool user_methods_reload_now(App *app, Message *msg)
{
    UserMethods *u = features_state(app, &user_methods_feature);
    reload(app, u, true, msg);
    return !u->error[0];
}

static void user_methods_hook_poll(App *app, void *state, Message *msg)
{
    UserMethods *u = state;
    if (!app->config.methods.user_count || ++u->frames < USER_RELOAD_POLL_FRAMES) return;
    u->frames = 0;
    reload(app, u, false, msg);
}

static bool user_methods_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    if (a.command != KEY_RELOAD_METHODS) return false;
    if (!app->config.methods.user_count)
        snprintf(msg->text, sizeof msg->text, "No method of your own to reload: add one with --method FILE.lua");
    else reload(app, state, true, msg);
    return true;
}

static void user_methods_hook_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    (void)tags, (void)cap;
    UserMethods *u = state;
    const ResolverInfo *active = world_method(&app->world, app->world.resolver);
    const char *moved = active && active->error ? active->error(active->state) : NULL;
    hud->error = u->error[0] ? u->error : moved;
}

const Feature user_methods_feature = {
    .name = "user methods",
    .state_size = sizeof(UserMethods),
    .key = user_methods_hook_key,
    .poll = user_methods_hook_poll,
    .hud = user_methods_hook_hud,
};
