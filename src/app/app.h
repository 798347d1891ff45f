/* app.h: the SDL2 platform layer: a window (or an off-screen canvas when headless),
 * input turned into one Input record per tick, a fixed 60 Hz step with a clamped
 * accumulator, and the frame: map, overlays, player, HUD, help. It reads the core's
 * state and never changes its rules. */
#ifndef COLLIDE_APP_H
#define COLLIDE_APP_H

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
    SDL_Surface *canvas;     /* headless: what the software renderer draws into */
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

/// Open the window (or the headless canvas), load the font, start the world.
/// On failure prints why to stderr and returns false.
bool app_open(App *app, const AppConfig *config);
void app_close(App *app);
/// Run until the user quits or config.frames ticks have passed; returns the exit status.
int app_run(App *app);

/// Feed one SDL event to the app (keys through the key table, mouse, window).
void app_handle_event(App *app, const SDL_Event *e);
/// Advance the world one tick with the pending input and the held keys.
void app_tick(App *app, uint8_t held);
/// Run the ticks owed for `seconds` of wall time since the last frame (paused, slow
/// motion, a replay's rate and the catch-up clamp included); returns how many ran.
int app_advance(App *app, double seconds);
/// The movement keys held now (IN_* bits): none while the window lacks the keyboard.
uint8_t app_held_keys(const App *app);
/// Is the window minimised or hidden (the loop then waits for events, drawing nothing)?
bool app_idle(const App *app);
/// Draw one frame into the renderer (does not present).
void app_draw(App *app);
/// What this frame is drawn with: the renderer, the text sizes, the scale, the output size.
Frame app_frame(App *app);
/// The view the single map view is drawn with in the current frame layout.
View app_map_view(App *app);
/// The HUD's view of the app; `tags` receives the session's and the editor's state.
HudState app_hud_state(const App *app, char *tags, size_t cap);
/// Show a short message in the HUD for a few seconds.
void app_flash(App *app, const char *msg);

#endif
