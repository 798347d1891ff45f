/* app_state.h: what the app holds: how it was opened (AppConfig) and its
 * state (App): the window, the text sizes, the world, the loop's clock, the view's
 * switches and the features' states (features/feature.h). app.c runs it, app_commands.c
 * changes it by key, app_draw.c draws it; everything else a feature keeps itself. */
#ifndef COLLIDE_APP_STATE_H
#define COLLIDE_APP_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/replay.h"
#include "core/world.h"
#include "app/base/frame_stats.h"
#include "app/base/held_keys.h"
#include "app/base/message.h"
#include "app/render/label_place.h"
#include "app/render/text.h"

#define APP_DEFAULT_W 1280
#define APP_DEFAULT_H 800
#define APP_MAX_CATCHUP_TICKS 4 /* at most this many ticks per frame, then drop time */
#define APP_SCALE_MIN 0.5f
#define APP_SCALE_MAX 4.0f
#define APP_SLOW_COUNT 4     /* slow-motion steps (M): 1, 1/2, 1/4, 1/10 */
#define APP_IDLE_WAIT_MS 100 /* minimised: wake up this often at most to read events */
#define APP_FEATURES_MAX 16  /* room for the registry's table (registry.c checks it) */

struct TourPlayer;
struct LinkView;
typedef struct Screen Screen; /* the platform's window or headless surface (app/host.h) */

/* The run's user methods (src/user) as the app sees them: to reload when their files change
 * (the live reload), and to embed in a recording (put: their files into the log). */
struct UserMethod;
typedef struct AppMethodEmbed {
    bool (*put)(const void *ctx, Replay *log);
    const void *ctx;
    struct UserMethod *const *user; /* the user's methods, for the live reload */
    int user_count;
} AppMethodEmbed;

typedef struct AppConfig {
    const Map *map;
    WorldConfig world;
    float ui_scale;                /* text and HUD size multiplier (--scale) */
    bool headless;                 /* dummy video driver + software renderer, no window */
    long frames;                   /* stop after this many ticks; -1 runs until quit */
    const char *screenshot;        /* PNG written at the end of the run, or NULL */
    int width, height;             /* window or canvas size, pixels */
    const char *map_path;          /* --map FILE (Ctrl+S writes there), NULL for the built-in map */
    const char *record;            /* --record FILE, or NULL */
    const Replay *replay;          /* --replay: play this back (its map and settings win), or NULL */
    bool replay_is_input;          /* it is --input's: no checkpoints, and the HUD says INPUT */
    float game_scale;              /* --game-scale: the HUD's and tallies' figures in the game's pixels (0 or 1: the sandbox's) */
    const char *program;           /* the collide the GIF key runs (NULL: this executable) */
    const struct TourPlayer *tour; /* --tour: the tour, at the stop `replay` is (the app takes it over), or NULL */
    bool keep_resolver;            /* --resolver or --motion: maps loaded in the browser keep the method, speed and motion */
    bool browse;                   /* --browse: the map browser's list is open at the start */
    AppMethodEmbed methods;        /* the user's methods: reloaded live, embedded in recordings */
    const struct LinkView *open;   /* a link's moment: the replay played to its tick and shown as it was, or NULL */
    const Goal *goal;              /* a challenge's goal (--challenge, or the recording's), shown and judged, or NULL */
    bool start_compare;            /* a challenge's `view ghost`: the first tick turns the compare view on */
    unsigned locked;               /* a challenge's: the ChallengeAllow bits its `allow` line leaves out, whose keys say no */
} AppConfig;

/* The loop: whether it runs, its clock, and the window's standing. */
typedef struct AppLoop {
    bool running, paused, step_once;
    bool confirm_quit; /* the "unsaved changes" prompt is up */
    bool focused;      /* the window has the keyboard (held keys count only then) */
    bool minimized;    /* minimised or hidden: no ticks, no drawing, no spinning */
    int slow;          /* slow motion: ticks run 1/app_slow_factor(slow) as often */
    double tick_acc;   /* seconds of simulation owed */
    double fps;
    double step_ms;         /* wall time of the last world_step, milliseconds (HUD only) */
    FrameStats frame_stats; /* COLLIDE_FRAME_STATS: the frame-time summary at exit */
} AppLoop;

/* How the world is shown, whatever feature is on. */
typedef struct AppView {
    bool overlays, help, fullscreen;
    int zoom;
    int help_page;           /* the help's page on screen, when it takes more than one */
    LabelPlacer labels;      /* the last frame's labels and the bodies they keep clear of */
    char flash[MESSAGE_MAX]; /* a short message shown for a few seconds */
    double flash_until;      /* the host's clock when the message goes */
    MessageHolds flash_holds; /* and when it goes sooner, no longer true */
    uint64_t flash_tick;      /* the world's tick when it was said */
} AppView;

/* The registry's features (app/registry.c) and the state each keeps. */
typedef struct AppFeatures {
    int count;
    const struct Feature *feature[APP_FEATURES_MAX];
    void *state[APP_FEATURES_MAX];
} AppFeatures;

typedef struct App {
    AppConfig config;
    const struct Host *host; /* what the platform does for the app (app/host.h) */
    Screen *screen;          /* the platform's window or headless surface */
    Canvas *canvas;          /* what every frame is drawn through (the screen's) */
    Text text, title, small; /* body text, titles, and a smaller size for dense panels */
    World world;
    Trace trace;   /* the last step's overlays */
    Input pending; /* actions pressed since the last tick */
    HeldKeys held; /* the movement keys down */
    float stick_x, stick_y; /* a gamepad's left stick, each -1 to 1 (steer_feature.c aims by it) */
    AppLoop loop;
    AppView view;
    AppFeatures features;
} App;

/// Slow motion's divisor at step `slow` (0..APP_SLOW_COUNT-1): ticks run 1/n as often.
static inline int app_slow_factor(int slow)
{
    static const int factors[APP_SLOW_COUNT] = {1, 2, 4, 10};
    return factors[slow];
}

#endif
