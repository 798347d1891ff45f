/* tour.h: the guided tour's file (docs/tour.md): a sequence of stops, each a recording
 * with captions tied to its ticks and the ticks the tour pauses at. Parsed here, played
 * by the app (src/app/features/tour/tour_player.c). */
#ifndef COLLIDE_TOUR_H
#define COLLIDE_TOUR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TOUR_STOPS_MAX 32
#define TOUR_CAPTIONS_MAX 8        /* `at` lines per stop */
#define TOUR_PAUSES_MAX 8          /* `pause` lines per stop */
#define TOUR_CAPTION_MAX 161       /* bytes of a caption, terminator included */
#define TOUR_TITLE_MAX 64          /* bytes of a stop's title, terminator included */
#define TOUR_FILE_MAX 64           /* bytes of a stop's recording name, terminator included */
#define TOUR_TICK_MAX 1000000      /* about 4.6 hours at 60 Hz: far past any stop */
#define TOUR_LINE_MAX 1024         /* bytes of a line, without its newline */
#define TOUR_TEXT_MAX (256 * 1024) /* bytes of a tour file */

typedef struct TourCaption {
    uint32_t tick; /* shown from this tick until the next caption's */
    char text[TOUR_CAPTION_MAX];
} TourCaption;

typedef struct TourStop {
    char file[TOUR_FILE_MAX]; /* a recording beside the tour file: a bare NAME.replay */
    char title[TOUR_TITLE_MAX];
    int line; /* the `stop` line, for messages about its recording */
    int captions;
    TourCaption caption[TOUR_CAPTIONS_MAX]; /* ticks strictly increasing */
    int pauses;
    uint32_t pause[TOUR_PAUSES_MAX]; /* ticks strictly increasing */
} TourStop;

typedef struct Tour {
    int stops;
    TourStop stop[TOUR_STOPS_MAX];
} Tour;

typedef struct TourError {
    char file[256];
    int line, col; /* 1-based; 0 when the error is about the whole file */
    char msg[200];
} TourError;

/// Parse a tour file's text (len bytes; need not be NUL-terminated). On failure `out` is
/// left as it was and `err` says where (FILE:LINE:COL) and what was expected.
bool tour_parse(Tour *out, const char *text, size_t len, const char *file, TourError *err);
/// "FILE:LINE:COL: message" (or "FILE: message").
void tour_error_format(const TourError *err, char *buf, size_t cap);
/// The caption on screen at `tick` of a stop: the last one at or before it, or NULL.
const char *tour_caption_at(const TourStop *stop, uint64_t tick);
/// Does the tour pause a stop's recording when it reaches `tick`?
bool tour_pauses_at(const TourStop *stop, uint64_t tick);

#endif
