/* frame.h: what a frame is drawn with (Frame: the canvas, the text sizes, the scale
 * and the output size) and what the tiles mode shows in it (Scene). Every drawing
 * function takes these, never the app. */
#ifndef COLLIDE_FRAME_H
#define COLLIDE_FRAME_H

#include <stdbool.h>

#include "core/guarantees.h"
#include "core/input.h"
#include "core/trace.h"
#include "core/world.h"
#include "app/render/canvas.h"
#include "app/render/editor_view.h"
#include "app/render/label_place.h"
#include "app/render/text.h"

/* What the guided tour is doing, for its keys line. */
typedef enum TourMoment {
    TOUR_PLAYING, /* the stop's recording plays */
    TOUR_PAUSED,  /* paused with more of the recording to come */
    TOUR_ENDED,   /* the recording has ended */
    TOUR_YOURS,   /* the keys took over */
} TourMoment;

/* The guided tour as a frame shows it (tour_player.c fills it; tour_panel.c draws it). */
typedef struct TourView {
    int stop, stops; /* 0-based stop, and how many */
    const char *title;
    const char *caption; /* NULL before the stop's first caption */
    TourMoment moment;
} TourView;

typedef struct Frame {
    Canvas *canvas;
    Text *text, *title, *small; /* body text, titles, and a smaller size for dense panels */
    float scale;                /* --scale: text and HUD size multiplier */
    int w, h;                   /* the output, pixels */
    bool lesson;                /* the lesson panel is shown (L), in the tiles mode */
    const TourView *tour;       /* the guided tour's caption band, or NULL */
    int browser_rows;           /* the map browser's list is shown with this many maps (0: hidden) */
    bool lesson_full;           /* the lesson in full even where it would cover the map (L again) */
    float game_scale;           /* --game-scale: figures in the game's pixels, each this many of the map's (0: 1) */
} Frame;

#define SCENE_KEPT_TRACE_ALPHA 0.45f /* the kept last move's overlays, fainter than a live one */

typedef struct Scene {
    const World *world;
    const Trace *trace;                  /* the last step's overlays, or NULL when they are off */
    const EditorMarks *marks;            /* the map editor's marks, or NULL when it is off */
    int zoom;                            /* camera zoom steps (view_fit) */
    bool trace_kept;                     /* trace is the last move's, kept while no key is held: drawn faded */
    bool trails;                         /* the compare view's trails (T) */
    bool no_tags;                        /* the ghost view's tags hidden (O), the legend kept */
    const Heatmap *heat[METHOD_MAX]; /* failure heat maps shown (F), NULL where off */
    const Input *input;                  /* the last tick's input, shown over the map, or NULL */
    LabelPlacer *labels;                 /* when not NULL, keeps this frame's labels and the bodies they
                                * avoid (the tests read it); a frame's own placer otherwise */
} Scene;

/// A length or speed of the world, `px` of the sandbox's pixels, in the game's (--game-scale).
static inline float frame_game_px(const Frame *f, float px)
{
    return f->game_scale > 0.0f ? px / f->game_scale : px;
}

/// The HUD's margin at the frame's scale, pixels.
static inline int frame_pad(const Frame *f)
{
    return (int)(10 * f->scale);
}

#endif
