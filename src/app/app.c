/* app.c: start, run a frame of and stop the sandbox: it owns the App and walks the features'
 * table (app/registry.c) at each step of a frame. A frame reads top to bottom, as
 * in the raylib examples: input (the platform's events as the app's own, through the key
 * table to the features, then app_commands.c), update (the fixed-step ticks, the features
 * before and after each), draw (app_draw.c). */
#include "app/app.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exit_status.h"
#include "app/app_commands.h"
#include "app/features/feature.h"
#include "app/registry.h"
#include "app/features/session/session_feature.h"
#include "app/host.h"
#include "app/base/keys.h"
#include "app/summary.h"
#include "app/render/layout.h"

#define TICK_SECONDS (1.0 / TICK_HZ)
#define TEXT_PX 20 /* body text at --scale 1 */
#define TITLE_PX 26

/* ---- Initialisation ------------------------------------------------------------ */

static bool open_text(App *app, float scale)
{
    int px = (int)lroundf(TEXT_PX * scale), tpx = (int)lroundf(TITLE_PX * scale);
    int spx = (int)lroundf(TEXT_PX * 0.75f * scale);
    return text_init(&app->text, app->canvas, px, false) && text_init(&app->title, app->canvas, tpx, true) &&
           text_init(&app->small, app->canvas, spx, false);
}

/* Show what a part of the app said happened, if it said anything. */
static void app_show(App *app, const Message *msg)
{
    if (msg->text[0]) app_flash(app, msg->text);
}

bool app_init(App *app, const AppConfig *cfg, const Host *host, Screen *screen, Canvas *canvas)
{
    memset(app, 0, sizeof *app);
    app->config = *cfg;
    app->host = host;
    app->screen = screen;
    app->canvas = canvas;
    frame_stats_init(&app->loop.frame_stats);
    app->pending = INPUT_NONE;
    app->view.overlays = true;
    app->loop.focused = true; /* a new window gets the keyboard; headless runs have no other */
    if (!open_text(app, cfg->ui_scale)) {
        fprintf(stderr, "collide: cannot open the bundled font\n");
        app_free(app);
        return false;
    }
    /* A replay brings its own map and settings. */
    const Map *map = cfg->replay ? &cfg->replay->map : cfg->map;
    if (!world_init(&app->world, map, cfg->replay ? &cfg->replay->config : &cfg->world)) {
        fprintf(stderr, "collide: out of memory starting the world\n");
        app_free(app);
        return false;
    }
    Message msg = {""};
    if (!registry_open(app, &msg)) {
        app_free(app);
        return false;
    }
    app_show(app, &msg);
    app->view.zoom = view_zoom_for_scale(cfg->ui_scale);
    app->loop.running = true;
    return true;
}

void app_free(App *app)
{
    registry_close(app);
    world_free(&app->world);
    text_free(&app->text);
    text_free(&app->title);
    text_free(&app->small);
}

/* ---- Input ----------------------------------------------------------------------- */

static void key_event(App *app, const AppKeyEvent *k)
{
    KeyContext ctx = {app->world.mode, false, app->loop.confirm_quit, app->world.crowd.count == 0, false, false, false};
    features_key_context(app, &ctx);
    KeyAction a = features_read_key(app, &ctx, k);
    Message msg = {""};
    if (!features_key(app, a, &msg)) app_command(app, a, &msg);
    app_show(app, &msg);
}

/* The mouse goes to the features (the editor, the player's placement), over the map
 * views as laid out after they have seen it (a click may take over a tour stop). */
static void mouse_event(App *app, const AppEvent *e)
{
    features_read_mouse(app, e);
    View views[METHOD_MAX];
    int n = 0;
    if (app->world.mode == MODE_TILES) {
        Frame f = app_frame(app);
        n = layout_map_views(&f, &app->world, app->view.zoom, views);
    }
    Message msg = {""};
    features_mouse(app, e, views, n, &msg);
    app_show(app, &msg);
}

static void window_event(App *app, AppEventKind kind)
{
    /* A window that loses the keyboard never hears the keys released meanwhile: forget
     * them, or the player would walk on by itself when the window comes back. */
    switch (kind) {
    case APP_EVENT_FOCUS_LOST:
        app->loop.focused = false;
        held_keys_release(&app->held);
        app->stick_x = app->stick_y = 0.0f;
        break;
    case APP_EVENT_FOCUS_GAINED: app->loop.focused = true; break;
    case APP_EVENT_HIDDEN:
        app->loop.minimized = true;
        held_keys_release(&app->held);
        break;
    case APP_EVENT_SHOWN: app->loop.minimized = false; break;
    default: break; /* a resize needs nothing: every frame reads the output size */
    }
}

void app_handle_event(App *app, const AppEvent *e)
{
    /* Held keys are followed before anything else, so a key that opens a prompt or
     * saves a map is still seen going up. */
    held_keys_event(&app->held, e);
    switch (e->kind) {
    case APP_EVENT_QUIT: {
        Message msg = {""};
        app_request_quit(app, &msg);
        app_show(app, &msg);
        break;
    }
    case APP_EVENT_KEY_DOWN: key_event(app, &e->key); break;
    case APP_EVENT_STICK: app->stick_x = e->stick_x, app->stick_y = e->stick_y; break;
    case APP_EVENT_MOUSE_MOVE:
    case APP_EVENT_MOUSE_DOWN:
    case APP_EVENT_MOUSE_UP: mouse_event(app, e); break;
    default: window_event(app, e->kind); break;
    }
}

/* ---- Update ---------------------------------------------------------------------- */

void app_tick(App *app, uint8_t held)
{
    Input in = app->pending;
    in.held = held;
    app->pending = INPUT_NONE;
    Message msg = {""};
    if (!features_before_tick(app, &in, &msg)) {
        /* The replay has just run out: stop here, paused, and hand the keys back. */
        app->loop.paused = true;
        return;
    }
    double t0 = app->host->seconds();
    world_step(&app->world, &in, app->view.overlays ? &app->trace : NULL);
    app->loop.step_ms = (app->host->seconds() - t0) * 1000.0;
    features_after_tick(app, &in, &msg);
    app_show(app, &msg);
}

uint8_t app_held_keys(const App *app)
{
    /* A feature may take the arrows (the browser's list): the player stays put meanwhile. */
    return app->loop.focused && !features_hold_keys(app) ? held_keys_now(&app->held) : 0;
}

/* A replay of a recording started mid-session runs to where it began, a few
 * milliseconds of ticks a frame, before it shows. */
static bool catch_up(App *app)
{
    const Session *s = session_of(app);
    if (!session_catching_up(s, app->world.tick)) return false;
    double until = app->host->seconds() + SESSION_CATCH_UP_MS / 1000.0;
    while (session_catching_up(s, app->world.tick) && app->host->seconds() < until) app_tick(app, 0);
    return true;
}

int app_advance(App *app, double seconds)
{
    uint64_t before = app->world.tick;
    if (app_idle(app)) {
        /* Minimised or hidden: the run waits, as for a debugger, and owes nothing. */
        app->loop.tick_acc = 0;
    } else if (catch_up(app)) {
        /* A replay started mid-session: run to where the recording began. */
    } else if (app->loop.paused) {
        app->loop.tick_acc = 0;
        if (app->loop.step_once || app->pending.map) app_tick(app, app_held_keys(app)); /* a map loads at once */
        app->loop.step_once = false;
    } else {
        /* Clamp: a stall (debugger, minimised window) never becomes a burst of ticks.
         * A replay may play faster (session.fast), never a live run. A clock that ran
         * backwards or a NaN owes nothing. */
        if (!(seconds > 0.0)) seconds = 0.0;
        const Session *s = session_of(app);
        AppLoop *loop = &app->loop;
        int fast = session_replaying(s) ? s->fast : 1, most = APP_MAX_CATCHUP_TICKS * fast;
        loop->tick_acc += fmin(seconds, APP_MAX_CATCHUP_TICKS * TICK_SECONDS) * fast / app_slow_factor(loop->slow);
        int n = 0;
        /* A replay that runs out pauses the app mid-batch: stop there, exactly on its
         * last tick, and let the keys take over from it. */
        while (loop->tick_acc >= TICK_SECONDS && n < most && !loop->paused) {
            app_tick(app, app_held_keys(app));
            loop->tick_acc -= TICK_SECONDS;
            n++;
        }
        if (n == most || loop->paused) loop->tick_acc = 0;
    }
    return (int)(app->world.tick - before);
}

bool app_idle(const App *app)
{
    return app->loop.minimized;
}

/* ---- A frame and the end of a run ----------------------------------------------- */

bool app_update(App *app, double seconds)
{
    if (seconds > 0) app->loop.fps = app->loop.fps * 0.9 + (1.0 / seconds) * 0.1;
    app_advance(app, seconds);
    Message msg = {""};
    features_poll(app, &msg);
    app_show(app, &msg);
    if (app->config.frames >= 0 && (long)app->world.tick >= app->config.frames) app->loop.running = false;
    return app->loop.running;
}

/* The end of a run: the --screenshot picture and the headless summary. A picture that
 * cannot be written (the disk filled up during the run, say) makes the exit status 2. */
int app_finish(App *app)
{
    int status = 0;
    if (app->config.screenshot) {
        char err[512];
        app_draw(app);
        if (!app->host->save_png(app->canvas, app->config.screenshot, err, sizeof err)) {
            fprintf(stderr, "collide: %s\n", err);
            status = EXIT_BAD_INPUT;
        }
    }
    if (!session_finish(session_of(app), &app->world)) status = EXIT_BAD_INPUT;
    frame_stats_print(&app->loop.frame_stats, stderr);
    if (app->config.headless && !summary_print(&app->world, stdout)) {
        fprintf(stderr, "collide: cannot write the summary line: %s\n", strerror(errno));
        status = EXIT_BAD_INPUT;
    }
    return status;
}

void app_interrupted(App *app, char *what, size_t cap)
{
    Session *s = session_of(app);
    bool closed = session_finish(s, &app->world);
    snprintf(what, cap, "stopped at tick %llu%s", (unsigned long long)app->world.tick,
             s->writer.path[0] && closed ? "; the recording is closed" : "");
}
