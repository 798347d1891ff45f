/* gif_feature.c: the GIF job's hooks (see gif_feature.h). */
#include "app/features/gif/gif_feature.h"

#include <stdio.h>

#include "app/features/session/session_feature.h"

GifJob *gif_of(const App *app)
{
    return features_state(app, &gif_feature);
}

static bool gif_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    if (a.command != KEY_GIF) return false;
    const Session *s = session_of(app);
    if (s->log_failed) snprintf(msg->text, sizeof msg->text, "GIF failed: the session log ran out of memory");
    else
        gif_job_start(state, app->config.program, &s->log, world_hash(&app->world), app->config.ui_scale, msg->text,
                      sizeof msg->text);
    return true;
}

static void gif_hook_poll(App *app, void *state, Message *msg)
{
    (void)app;
    gif_job_done(state, false, msg->text, sizeof msg->text);
}

/* The window closes: wait for the child, so the GIF it writes is whole. */
static void gif_hook_free(App *app, void *state)
{
    (void)app;
    char done[MESSAGE_MAX];
    if (gif_job_done(state, true, done, sizeof done)) fprintf(stderr, "collide: %s\n", done);
}

const Feature gif_feature = {
    .name = "GIF job",
    .state_size = sizeof(GifJob),
    .key = gif_hook_key,
    .poll = gif_hook_poll,
    .free = gif_hook_free,
};
