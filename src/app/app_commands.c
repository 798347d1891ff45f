/* app_commands.c: what the key table's commands that no feature takes do to the app:
 * the view (help, pause, zoom, overlays, slow motion, fullscreen, a screenshot), the
 * next tick's input, and quitting (with its prompt). app.c routes the keys here after
 * the features (app/registry.c) have had them. */
#include "app/app_commands.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/app_draw.h"
#include "app/app_link.h"
#include "app/host.h"
#include "app/features/feature.h"
#include "app/features/session/session_feature.h"
#include "app/render/help.h"

/* The run ends unless a feature holds it while its own work finishes (the GIF being
 * written), which it then ends itself. */
static void quit(App *app, Message *msg)
{
    app->loop.confirm_quit = false;
    if (!features_hold_quit(app, msg)) app->loop.running = false;
}

/* Quitting when a feature would lose something asks first (the prompt); asked already, it quits. */
void app_request_quit(App *app, Message *msg)
{
    if (!app->loop.confirm_quit && features_unsaved(app)) app->loop.confirm_quit = true;
    else quit(app, msg);
}

/* A recording plays, or F5 writes one. */
static bool recording_runs(App *app)
{
    const Session *s = session_of(app);
    return session_replaying(s) || s->recording;
}

static void toggle_fullscreen(App *app)
{
    if (app->config.headless) return;
    app->view.fullscreen = !app->view.fullscreen;
    app->host->fullscreen(app->screen, app->view.fullscreen);
}

/* F1 or H: open the help, turn its page, close it after the last. */
static void help_turn(App *app)
{
    Frame f = app_frame(app);
    AppView *v = &app->view;
    if (!v->help) v->help = true, v->help_page = 0;
    else if (v->help_page + 1 < help_pages(&f, app->world.mode, &app->world.methods)) v->help_page++;
    else v->help = false;
}

/* F7: the moment on screen as a link, handed to the platform (the clipboard, the page); a
 * session too long for a link says so, and F5's recording goes instead. */
static void copy_link(App *app, Message *msg)
{
    size_t len = 0;
    char why[sizeof msg->text];
    char *link = app_link(app, NULL, &len, why, sizeof why);
    if (!link) {
        snprintf(msg->text, sizeof msg->text, "%s", why);
        return;
    }
    app->host->copy_link(link, len, msg);
    free(link);
}

/* Commands that change how the app shows or runs the world. False for the others. */
static bool view_command(App *app, KeyAction a, Message *msg)
{
    switch (a.command) {
    case KEY_HELP: help_turn(app); return true;
    case KEY_ESCAPE:
        if (app->view.help) app->view.help = false;
        else if (app->host->stays_open)
            snprintf(msg->text, sizeof msg->text, "Esc closes the help and leaves the tour; the page stays open");
        else if (recording_runs(app)) app->loop.confirm_quit = true; /* Esc by mistake cuts it short */
        else app_request_quit(app, msg);
        return true;
    case KEY_PAUSE: app->loop.paused = !app->loop.paused; return true;
    case KEY_OVERLAYS: app->view.overlays = !app->view.overlays; return true;
    case KEY_SLOW: app->loop.slow = (app->loop.slow + 1) % APP_SLOW_COUNT; return true;
    case KEY_ZOOM_OUT:
        if (app->view.zoom > ZOOM_MIN) app->view.zoom--;
        return true;
    case KEY_ZOOM_IN:
        if (app->view.zoom < ZOOM_MAX) app->view.zoom++;
        return true;
    case KEY_FULLSCREEN: toggle_fullscreen(app); return true;
    case KEY_COPY_LINK: copy_link(app, msg); return true;
    case KEY_SCREENSHOT:
        app_draw(app); /* read back a complete frame, not a half-drawn one */
        app->host->take_picture(app->canvas, app->world.tick, msg);
        return true;
    default: return false;
    }
}

/* Paused, a change to the world (the compare view, the mode, the method, the speed) is
 * made at once, as N would step it, so the frame shows it; not while rewound, where a
 * step would leave the recorded history: there it waits for the run to go on. */
static void apply_now(App *app, Message *msg)
{
    if (!app->loop.paused) return;
    if (!session_rewound(session_of(app), &app->world)) {
        app->loop.step_once = true;
        return;
    }
    snprintf(msg->text, sizeof msg->text, "Back in time: this applies when the run goes on live (Space)");
    msg->holds = MESSAGE_AT_THIS_TICK;
}

/* Commands that change the world (through the next tick's input), or answer the quit prompt. */
static void world_command(App *app, KeyAction a, Message *msg)
{
    switch (a.command) {
    case KEY_INPUT:
        /* The platformer's keys say why they do nothing in another motion, and stay out of its input. */
        if ((a.arg & ACT_MOTION_NUDGES) && app->world.motion_params.model != MOTION_PLATFORMER) {
            snprintf(msg->text, sizeof msg->text, "U I and J K change the platformer's gravity and jump: this run is %s "
                                                  "(--motion platformer)",
                     motion_name(app->world.motion_params.model));
            break;
        }
        app->pending.actions |= a.arg;
        apply_now(app, msg);
        break;
    case KEY_RESOLVER:
        if ((int)a.arg < world_method_count(&app->world)) app->pending.resolver = (int8_t)a.arg, apply_now(app, msg);
        break;
    case KEY_MODE:
        if (!a.repeat) app->pending.actions |= ACT_MODE, apply_now(app, msg);
        break;
    case KEY_QUIT_NOW: quit(app, msg); break;
    case KEY_KEEP_EDITING:
        app->loop.confirm_quit = false;
        snprintf(msg->text, sizeof msg->text, "Still here: the map is not saved yet (Ctrl+S saves)");
        break;
    default: break;
    }
}

void app_command(App *app, KeyAction a, Message *msg)
{
    if (!view_command(app, a, msg)) world_command(app, a, msg);
}
