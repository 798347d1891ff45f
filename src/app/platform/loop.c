/* loop.c: the window's loop (see loop.h). A frame reads top to bottom, as in the raylib
 * examples: the events as the app's own, the update (app_update), the drawing, the present. */
#include "app/platform/loop.h"

#include <SDL.h>
#include <stdio.h>

#include "app/features/session/session_feature.h"
#include "app/platform/clipboard.h"
#include "app/platform/events_sdl.h"
#include "app/platform/interrupt.h"
#include "app/platform/screen.h"
#include "app/platform/screenshot.h"

/* What the app asks of this platform (app/host.h); a page stays open (loop_web.c). */
#ifdef __EMSCRIPTEN__
#define HOST_STAYS_OPEN true
#else
#define HOST_STAYS_OPEN false
#endif
static const Host SDL_HOST = {screen_seconds,  screen_fullscreen,   screenshot_save,
                              screenshot_take, clipboard_copy_link, HOST_STAYS_OPEN};

bool platform_open(App *app, const AppConfig *config)
{
    Screen *screen = screen_open(config->headless, config->width, config->height);
    if (!screen) return false;
    if (!app_init(app, config, &SDL_HOST, screen, screen_canvas(screen))) {
        screen_close(screen);
        return false;
    }
    return true;
}

void platform_close(App *app)
{
    Screen *screen = app->screen;
    app_free(app);
    screen_close(screen);
    app->screen = NULL;
    app->canvas = NULL;
}

/* The same step as the window, as fast as it goes, with no input (or a recording's:
 * frames < 0 then means "to the end of the recording", or a tour stop's pause). A signal
 * stops it between two ticks with the recording closed. */
int platform_run_headless(App *app)
{
    const AppConfig *cfg = &app->config;
    interrupt_catch();
    for (long i = 0; cfg->frames < 0 ? session_replaying(session_of(app)) && !app->loop.paused : i < cfg->frames; i++) {
        if (interrupt_requested()) {
            char what[200];
            app_interrupted(app, what, sizeof what);
            return interrupt_report(what);
        }
        app_tick(app, 0);
    }
    return app_finish(app);
}

bool platform_frame(App *app, double *last)
{
    AppEvent e;
    while (events_sdl_poll(&e)) app_handle_event(app, &e);
    double now = screen_seconds(), frame = now - *last;
    *last = now;
    if (!app_update(app, frame)) return false;
    app_draw(app);
    frame_stats_add(&app->loop.frame_stats, frame, screen_seconds() - now);
    screen_present(app->screen);
    return true;
}

#ifndef __EMSCRIPTEN__ /* the browser build's platform_run is loop_web.c's */
int platform_run(App *app)
{
    if (app->config.headless) return platform_run_headless(app);
    double last = screen_seconds();
    while (app->loop.running) {
        if (app_idle(app)) {
            /* Minimised or hidden: nothing is drawn and no tick runs, so sleep in the
             * event queue until the window comes back instead of spinning (vsync does
             * not pace a window that is not shown). */
            AppEvent e;
            if (events_sdl_wait(&e, APP_IDLE_WAIT_MS)) app_handle_event(app, &e);
            while (events_sdl_poll(&e)) app_handle_event(app, &e);
            last = screen_seconds();
            continue;
        }
        if (!platform_frame(app, &last)) break;
        SDL_Delay(1);
    }
    return app_finish(app);
}
#endif
