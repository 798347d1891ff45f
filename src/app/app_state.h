/* app_state.h: what the platform layer holds: how it was opened (AppConfig) and its
 * state (App): the window, the text sizes, the world, the session, the editor and the
 * views' switches. app.c runs it, app_commands.c changes it by key, app_draw.c draws it. */
#ifndef COLLIDE_APP_STATE_H
#define COLLIDE_APP_STATE_H

#include <SDL.h>
#include <stdbool.h>

#include "core/replay.h"
#include "core/world.h"
#include "app/editor.h"
#include "app/frame_stats.h"
#include "app/heat_cache.h"
#include "app/held_keys.h"
#include "app/last_move.h"
#include "app/map_browser.h"
#include "app/mouse_place.h"
#include "app/session.h"
#include "app/tour_player.h"
#include "app/gif/gif_job.h"
#include "app/render/frame.h"
#include "app/render/hud.h"
#include "app/render/text.h"
#include "app/render/view.h"

#define APP_DEFAULT_W 1280
#define APP_DEFAULT_H 800
#define APP_MAX_CATCHUP_TICKS 4 /* at most this many ticks per frame, then drop time */
#define APP_SCALE_MIN 0.5f
#define APP_SCALE_MAX 4.0f
#define APP_SLOW_COUNT 4     /* slow-motion steps (M): 1, 1/2, 1/4, 1/10 */
#define APP_IDLE_WAIT_MS 100 /* minimised: wake up this often at most to read events */

typedef struct AppConfig {
    const Map *map;
    WorldConfig world;
    float ui_scale;         /* text and HUD size multiplier (--scale) */
    bool headless;          /* dummy video driver + software renderer, no window */
    long frames;            /* stop after this many ticks; -1 runs until quit */
    const char *screenshot; /* PNG written at the end of the run, or NULL */
    int width, height;      /* window or canvas size, pixels */
    const char *map_path;   /* --map FILE (Ctrl+S writes there), NULL for the built-in map */
    const char *record;     /* --record FILE, or NULL */
    const Replay *replay;   /* --replay: play this back (its map and settings win), or NULL */
    const char *program;    /* the collide the GIF key runs (NULL: this executable) */
    const TourPlayer *tour; /* --tour: the tour, at the stop `replay` is (the app takes it over), or NULL */
    bool keep_resolver;     /* --resolver: maps loaded in the browser keep the method and speed */
    bool browse;            /* --browse: the map browser's list is open at the start */
} AppConfig;

typedef struct App {
    AppConfig config;
    SDL_Window *window;
    SDL_Renderer *renderer;
    SDL_Surface *surface;    /* headless: what the software renderer draws into */
    Canvas *canvas;          /* what every frame is drawn through (the renderer's) */
    Text text, title, small; /* body text, titles, and a smaller size for dense panels */
    World world;
    Trace trace;
    Input pending; /* actions pressed since the last tick */
    bool running, paused, step_once, overlays, help, fullscreen;
    bool lesson; /* the lesson panel is shown (L); on at the start of a live run on a map with one */
    int zoom;
    int help_page;      /* the help's page on screen, when it takes more than one */
    LabelPlacer labels; /* the last frame's labels and the bodies they keep clear of */
    int slow;           /* slow motion: ticks run 1/APP_SLOW[slow] as often */
    double tick_acc;    /* seconds of simulation owed */
    double fps;
    FrameStats frame_stats;  /* COLLIDE_FRAME_STATS: the frame-time summary at exit */
    double step_ms;          /* wall time of the last world_step, milliseconds (HUD only) */
    char flash[MESSAGE_MAX]; /* a short message shown for a few seconds */
    Uint64 flash_until;
    Session session;    /* the input log, recording, replay (session.c) */
    Editor editor;      /* the map editor (editor.c) */
    MousePlace mouse;   /* the player placed by the mouse outside the editor */
    bool confirm_quit;  /* the "unsaved changes" prompt is up */
    bool focused;       /* the window has the keyboard (held keys count only then) */
    bool minimized;     /* minimised or hidden: no ticks, no drawing, no spinning */
    HeldKeys held;      /* the movement keys down */
    LastMove last_move; /* the last move's overlays, kept while no key is held */
    bool trails;        /* the compare view's trails (T) */
    HeatCache *heat;    /* the failure heat maps (F), NULL while off */
    GifJob gif;         /* the GIF key's child process, if one is writing */
    TourPlayer tour;    /* the guided tour (G, --tour) */
    MapBrowser browser; /* the map browser (F2, PgUp/PgDn) */
} App;

/// Slow motion's divisor at step `slow` (0..APP_SLOW_COUNT-1): ticks run 1/n as often.
static inline int app_slow_factor(int slow)
{
    static const int factors[APP_SLOW_COUNT] = {1, 2, 4, 10};
    return factors[slow];
}

#endif
