/* app.c: open, run and close the sandbox: it owns the App and wires the parts
 * together. A frame reads top to bottom, as in the raylib examples: input (SDL events
 * through the key table; app_commands.c carries them out), update (the fixed-step
 * ticks), draw (app_draw.c). */
#include "app/app.h"

#include <SDL_ttf.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exit_status.h"
#include "app/app_commands.h"
#include "app/interrupt.h"
#include "app/keys.h"
#include "app/screen.h"
#include "app/screenshot.h"
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
    return text_init(&app->text, app->renderer, px, false) && text_init(&app->title, app->renderer, tpx, true) &&
           text_init(&app->small, app->renderer, spx, false);
}

/* Show what a part of the app said happened, if it said anything. */
static void app_show(App *app, const Message *msg)
{
    if (msg->text[0]) app_flash(app, msg->text);
}

bool app_open(App *app, const AppConfig *cfg)
{
    memset(app, 0, sizeof *app);
    app->config = *cfg;
    frame_stats_init(&app->frame_stats);
    app->pending = INPUT_NONE;
    app->overlays = true;
    app->focused = true; /* a new window gets the keyboard; headless runs have no other */
    if (!screen_open(cfg->headless, cfg->width, cfg->height, &app->window, &app->canvas, &app->renderer)) return false;
    if (!open_text(app, cfg->ui_scale)) {
        fprintf(stderr, "collide: cannot open the bundled font: %s\n", TTF_GetError());
        app_close(app);
        return false;
    }
    /* A replay brings its own map and settings. */
    const Map *map = cfg->replay ? &cfg->replay->map : cfg->map;
    if (!world_init(&app->world, map, cfg->replay ? &cfg->replay->config : &cfg->world)) {
        fprintf(stderr, "collide: out of memory starting the world\n");
        app_close(app);
        return false;
    }
    editor_open(&app->editor, &app->world.map, cfg->replay ? NULL : cfg->map_path);
    /* A recording plays back as it was recorded (and its screenshots and GIFs stay so):
     * its lesson waits for L. */
    app->lesson = !cfg->replay && app->world.map.lesson.lines > 0;
    map_browser_init(&app->browser, cfg->replay ? NULL : cfg->map_path, !cfg->keep_resolver,
                     cfg->browse && !cfg->replay);
    Message msg = {""};
    if (!session_open(&app->session, &app->world, cfg->replay, cfg->record, &msg)) {
        app_close(app);
        return false;
    }
    app_show(app, &msg);
    if (cfg->tour) app->tour = *cfg->tour;
    app->zoom = view_zoom_for_scale(cfg->ui_scale);
    app->running = true;
    return true;
}

void app_close(App *app)
{
    char done[MESSAGE_MAX];
    if (gif_job_done(&app->gif, true, done, sizeof done)) fprintf(stderr, "collide: %s\n", done);
    session_close(&app->session, &app->world);
    tour_player_close(&app->tour);
    editor_close(&app->editor);
    map_browser_free(&app->browser);
    world_free(&app->world);
    if (app->heat) heat_cache_free(app->heat);
    free(app->heat);
    app->heat = NULL;
    text_free(&app->text);
    text_free(&app->title);
    text_free(&app->small);
    screen_close(app->window, app->canvas, app->renderer);
    app->renderer = NULL;
    app->window = NULL;
    app->canvas = NULL;
}

/* ---- Input ----------------------------------------------------------------------- */

static void key_event(App *app, const SDL_KeyboardEvent *k)
{
    KeyContext ctx = {app->world.mode,
                      session_replaying(&app->session),
                      app->confirm_quit || app->browser.confirm,
                      app->world.crowd.count == 0,
                      false,
                      map_browser_rows(&app->browser, app->world.mode) > 0};
    KeyAction a = tour_player_key(&app->tour, &app->session, &ctx, k, &app->paused);
    Message msg = {""};
    if (!map_browser_key(&app->browser, a, &app->editor, &app->world.map, &app->pending, &msg))
        app_command(app, a, &msg);
    app_show(app, &msg);
}

/* The mouse edits the map while the editor is on, and places the player otherwise;
 * only in the tiles mode and when no recording steers. */
static void mouse_event(App *app, const SDL_Event *e)
{
    tour_player_mouse(&app->tour, &app->session, e, &app->paused);
    if (app->world.mode != MODE_TILES || session_replaying(&app->session)) return;
    Frame f = app_frame(app);
    View views[RESOLVER_COUNT];
    int n = layout_map_views(&f, &app->world, app->zoom, views);
    if (!app->editor.on) {
        mouse_place_event(&app->mouse, &app->world.map, views, n, e, &app->pending);
        return;
    }
    Message msg = {""};
    editor_mouse(&app->editor, &app->world.map, views, n, e, &msg);
    app_show(app, &msg);
}

static void window_event(App *app, const SDL_WindowEvent *w)
{
    /* A window that loses the keyboard never hears the keys released meanwhile: forget
     * them, or the player would walk on by itself when the window comes back. */
    switch (w->event) {
    case SDL_WINDOWEVENT_FOCUS_LOST:
        app->focused = false;
        held_keys_release(&app->held);
        break;
    case SDL_WINDOWEVENT_FOCUS_GAINED: app->focused = true; break;
    case SDL_WINDOWEVENT_MINIMIZED:
    case SDL_WINDOWEVENT_HIDDEN:
        app->minimized = true;
        held_keys_release(&app->held);
        break;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_MAXIMIZED:
    case SDL_WINDOWEVENT_SHOWN:
    case SDL_WINDOWEVENT_EXPOSED: app->minimized = false; break;
    default: break; /* a resize needs nothing: every frame reads the output size */
    }
}

void app_handle_event(App *app, const SDL_Event *e)
{
    /* Held keys are followed before anything else, so a key that opens a prompt or
     * saves a map is still seen going up. */
    held_keys_event(&app->held, e);
    switch (e->type) {
    case SDL_WINDOWEVENT: window_event(app, &e->window); break;
    case SDL_QUIT: app_request_quit(app); break;
    case SDL_KEYDOWN: key_event(app, &e->key); break;
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: mouse_event(app, e); break;
    default: break;
    }
}

/* ---- Update ---------------------------------------------------------------------- */

void app_tick(App *app, uint8_t held)
{
    Input in = app->pending;
    in.held = held;
    editor_take(&app->editor, &in);
    app->pending = INPUT_NONE;
    Message msg = {""};
    if (!session_input(&app->session, &in)) {
        /* The replay has just run out: stop here, paused, and hand the keys back. */
        app->paused = true;
        return;
    }
    /* A live step from a rewound world: the undone ticks leave the log. */
    session_resume(&app->session, &app->world, &msg);
    Uint64 t0 = SDL_GetPerformanceCounter();
    world_step(&app->world, &in, app->overlays ? &app->trace : NULL);
    app->step_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    last_move_after_step(&app->last_move, &app->world, &in, app->overlays ? &app->trace : NULL);
    session_after_step(&app->session, &app->world, &in, &msg);
    if (tour_player_pauses(&app->tour, &app->session, &app->world)) app->paused = true;
    if (in.map)
        app->lesson =
            map_browser_loaded(&app->browser, &app->editor, &app->world.map, session_replaying(&app->session));
    app_show(app, &msg);
}

uint8_t app_held_keys(const App *app)
{
    /* The browser's list takes the arrows: the player stays put while a map is chosen. */
    return app->focused && !app->browser.open ? held_keys_now(&app->held) : 0;
}

/* A replay of a recording started mid-session runs to where it began, a few
 * milliseconds of ticks a frame, before it shows. */
static bool catch_up(App *app)
{
    if (!session_catching_up(&app->session, app->world.tick)) return false;
    Uint64 until = SDL_GetTicks64() + SESSION_CATCH_UP_MS;
    while (session_catching_up(&app->session, app->world.tick) && SDL_GetTicks64() < until) app_tick(app, 0);
    return true;
}

int app_advance(App *app, double seconds)
{
    uint64_t before = app->world.tick;
    if (app_idle(app)) {
        /* Minimised or hidden: the run waits, as for a debugger, and owes nothing. */
        app->tick_acc = 0;
    } else if (catch_up(app)) {
        /* A replay started mid-session: run to where the recording began. */
    } else if (app->paused) {
        app->tick_acc = 0;
        if (app->step_once || app->pending.map) app_tick(app, app_held_keys(app)); /* a map loads at once */
        app->step_once = false;
    } else {
        /* Clamp: a stall (debugger, minimised window) never becomes a burst of ticks.
         * A replay may play faster (session.fast), never a live run. A clock that ran
         * backwards or a NaN owes nothing. */
        if (!(seconds > 0.0)) seconds = 0.0;
        int fast = session_replaying(&app->session) ? app->session.fast : 1, most = APP_MAX_CATCHUP_TICKS * fast;
        app->tick_acc += fmin(seconds, APP_MAX_CATCHUP_TICKS * TICK_SECONDS) * fast / app_slow_factor(app->slow);
        int n = 0;
        /* A replay that runs out pauses the app mid-batch: stop there, exactly on its
         * last tick, and let the keys take over from it. */
        while (app->tick_acc >= TICK_SECONDS && n < most && !app->paused) {
            app_tick(app, app_held_keys(app));
            app->tick_acc -= TICK_SECONDS;
            n++;
        }
        if (n == most || app->paused) app->tick_acc = 0;
    }
    return (int)(app->world.tick - before);
}

bool app_idle(const App *app)
{
    return app->minimized;
}

/* ---- The loop -------------------------------------------------------------------- */

/* The end of a run: the --screenshot picture and the headless summary. A picture that
 * cannot be written (the disk filled up during the run, say) makes the exit status 2. */
static int finish(App *app)
{
    int status = 0;
    if (app->config.screenshot) {
        char err[512];
        app_draw(app);
        if (!screenshot_save(app->renderer, app->config.screenshot, err, sizeof err)) {
            fprintf(stderr, "collide: %s\n", err);
            status = EXIT_BAD_INPUT;
        }
    }
    if (!session_finish(&app->session, &app->world)) status = EXIT_BAD_INPUT;
    frame_stats_print(&app->frame_stats, stderr);
    if (app->config.headless && !summary_print(&app->world, stdout)) {
        fprintf(stderr, "collide: cannot write the summary line: %s\n", strerror(errno));
        status = EXIT_BAD_INPUT;
    }
    return status;
}

/* A signal stopped a headless run: close the recording, and say so. */
static int headless_interrupted(App *app)
{
    char what[200];
    bool closed = session_finish(&app->session, &app->world);
    snprintf(what, sizeof what, "stopped at tick %llu%s", (unsigned long long)app->world.tick,
             app->session.writer.path[0] && closed ? "; the recording is closed" : "");
    return interrupt_report(what);
}

int app_run(App *app)
{
    const AppConfig *cfg = &app->config;
    if (cfg->headless) {
        /* The same step as the window, as fast as it goes, with no input (or a recording's:
         * frames < 0 then means "to the end of the recording", or a tour stop's pause). */
        interrupt_catch();
        for (long i = 0; cfg->frames < 0 ? session_replaying(&app->session) && !app->paused : i < cfg->frames; i++) {
            if (interrupt_requested()) return headless_interrupted(app);
            app_tick(app, 0);
        }
        return finish(app);
    }
    Uint64 freq = SDL_GetPerformanceFrequency(), last = SDL_GetPerformanceCounter();
    while (app->running) {
        SDL_Event e;
        if (app_idle(app)) {
            /* Minimised or hidden: nothing is drawn and no tick runs, so sleep in the
             * event queue until the window comes back instead of spinning (vsync does
             * not pace a window that is not shown). */
            if (SDL_WaitEventTimeout(&e, APP_IDLE_WAIT_MS)) app_handle_event(app, &e);
            while (SDL_PollEvent(&e)) app_handle_event(app, &e);
            last = SDL_GetPerformanceCounter();
            continue;
        }
        /* Input, update, draw. */
        while (SDL_PollEvent(&e)) app_handle_event(app, &e);
        Uint64 now = SDL_GetPerformanceCounter();
        double frame = (double)(now - last) / (double)freq;
        last = now;
        if (frame > 0) app->fps = app->fps * 0.9 + (1.0 / frame) * 0.1;
        app_advance(app, frame);
        char done[MESSAGE_MAX];
        if (gif_job_done(&app->gif, false, done, sizeof done)) app_flash(app, done);
        if (cfg->frames >= 0 && (long)app->world.tick >= cfg->frames) app->running = false;
        if (!app->running) break;
        app_draw(app);
        frame_stats_add(&app->frame_stats, frame, (double)(SDL_GetPerformanceCounter() - now) / (double)freq);
        SDL_RenderPresent(app->renderer);
        SDL_Delay(1);
    }
    return finish(app);
}
