/* gif_replay.h: a recording rendered headless into an animated GIF (`collide --replay
 * FILE --gif OUT.gif`): the same step and the same drawing as the window, one frame
 * every second tick (30 frames a second), cut to a range of ticks, optionally shrunk. */
#ifndef COLLIDE_GIF_REPLAY_H
#define COLLIDE_GIF_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "core/replay.h"
#include "app/gif/gif_writer.h"

#define GIF_STEP_TICKS 2         /* a frame every second tick: 30 frames a second */
#define GIF_DELAY_MIN_CS 2       /* browsers play 0 and 1 cs as 10 cs: never write less than 2 */
#define GIF_END_HOLD_CS 100      /* the last frame stays a second before the loop starts again */
#define GIF_WIDTH_MIN 64         /* pixels: below that the HUD is a smear */
#define GIF_FOLLOW_AUTO (-1.0f)  /* --gif-follow auto: the zoom that draws the body GIF_FOLLOW_BODY_PX wide */
#define GIF_FOLLOW_MAX 64.0f     /* the most --gif-follow magnifies (the camera's deepest zoom, ZOOM_MAX) */
#define GIF_FOLLOW_BODY_PX 24.0f /* auto: the body's larger side on screen at least, pixels (x --scale) */
#define GIF_FOLLOW_AUTO_MIN 2.0f /* auto magnifies at least this much, so it always crops */
/* What one export may come to, checked before a frame is drawn: a recording of a day
 * (5,184,000 ticks) would be 2.6 million frames and half a day of drawing. */
#define GIF_FRAMES_MAX 18000           /* 10 minutes at 30 frames a second */
#define GIF_PIXELS_MAX (1LL << 34)     /* frames x width x height: about 9 minutes at 1280x800 */

typedef struct GifOptions {
    const char *path;       /* the GIF to write */
    long from, to;          /* first and last tick shown; -1: the recording's record-start, its end */
    int width;              /* GIF width in pixels, the height keeps the aspect; 0: the canvas's */
    int canvas_w, canvas_h; /* the window size the frames are drawn at; 0: APP_DEFAULT_W x APP_DEFAULT_H */
    float ui_scale;         /* --scale; 0 means 1 */
    float follow;           /* --gif-follow: 0 off, GIF_FOLLOW_AUTO, or 1 to GIF_FOLLOW_MAX times the map's fit */
    GifPaletteMode palette;
    bool (*stop)(void);     /* asked before every tick: true ends the export, no file left; NULL: never */
} GifOptions;

/// What an export came to.
typedef struct GifReport {
    int frames;
    int w, h;
    long bytes;
    long from, to; /* the ticks it covered */
    bool stopped;  /* GifOptions.stop ended it */
} GifReport;

/// The delay in hundredths of a second of the frame at tick t whose next frame is at
/// tick next, in a GIF that starts at tick `from` (delays add up to the real duration;
/// at least GIF_DELAY_MIN_CS).
int gif_replay_delay_cs(long from, long t, long next);
/// The camera's zoom steps (view.h: sqrt 2 each) for --gif-follow `follow` in a frame
/// whose map view fits the map at `fit_scale` screen pixels a world pixel, the body's
/// larger side `body_px` world pixels, text at `ui_scale`.
int gif_follow_zoom(float follow, float fit_scale, float body_px, float ui_scale);
/// Render `r` headless and write the GIF. With `follow`, the frames are drawn at the
/// GIF's own size (not shrunk) with the camera zoomed in and following the player. Opens and closes its own headless SDL (call
/// it from a process that has no window open). Returns 0, or 2 (EXIT_BAD_INPUT) with
/// the reason in err: a range outside the recording, a bad width, more frames or pixels
/// than GIF_FRAMES_MAX or GIF_PIXELS_MAX, a file that cannot be written, or o->stop
/// (report->stopped); no file is left behind. `report` may be NULL.
int gif_replay_write(const Replay *r, const GifOptions *o, GifReport *report, char *err, size_t cap);

#endif
