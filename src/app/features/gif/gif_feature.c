/* gif_feature.c: the GIF job's hooks (see gif_feature.h). */
#include "app/features/gif/gif_feature.h"

#include <stdio.h>

#include "app/features/session/session_feature.h"
#include "app/render/prompt.h"
#include "core/base/escape.h"

/* How the GIF went, on stderr where it stays after the window: it names the file. */
static void say(const char *text)
{
    char line[4 * MESSAGE_MAX];
    escape_format(line, sizeof line, "collide: %s", text);
    fprintf(stderr, "%s\n", line);
}

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
    GifJob *job = state;
    if (!gif_job_done(job, false, msg->text, sizeof msg->text) || !job->holding_quit) return;
    /* The GIF quitting waited for is done: say how it went where it stays, and end the run. */
    say(msg->text);
    job->holding_quit = false;
    app->loop.running = false;
}

/* Quitting while the child writes: wait for it, the window running and saying so; asked
 * again, abandon it. */
static bool gif_hook_hold_quit(App *app, void *state, Message *msg)
{
    (void)app;
    GifJob *job = state;
    if (job->pid <= 0) return false;
    if (job->holding_quit) {
        job->holding_quit = false;
        gif_job_abandon(job, msg->text, sizeof msg->text);
        say(msg->text);
        return false;
    }
    job->holding_quit = true;
    snprintf(msg->text, sizeof msg->text, "Waiting for the GIF; Esc again abandons it");
    return true;
}

static void gif_hook_draw(App *app, void *state, const Frame *f)
{
    (void)app;
    const GifJob *job = state;
    if (!job->holding_quit) return;
    const char *lines[] = {job->path, "The window closes when it is written.", "Esc: abandon the GIF and quit now"};
    prompt_box(f, "Writing the GIF before quitting", lines, 3);
}

/* The window closes: wait for the child, so the GIF it writes is whole. */
static void gif_hook_free(App *app, void *state)
{
    (void)app;
    char done[MESSAGE_MAX];
    if (gif_job_done(state, true, done, sizeof done)) say(done);
}

const Feature gif_feature = {
    .name = "GIF job",
    .state_size = sizeof(GifJob),
    .key = gif_hook_key,
    .hold_quit = gif_hook_hold_quit,
    .poll = gif_hook_poll,
    .draw = gif_hook_draw,
    .free = gif_hook_free,
};
