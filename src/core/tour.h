/* tour.h: the guided tour's file (docs/tour.md): a sequence of stops, each a recording
 * with captions tied to its ticks and the ticks the tour pauses at. Parsed here, played
 * by the app (src/app/features/tour/tour_player.c). */
#ifndef COLLIDE_TOUR_H
#define COLLIDE_TOUR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/method_set.h"

struct Line;

#define TOUR_STOPS_MAX 32
#define TOUR_CAPTIONS_MAX 8        /* `at` lines per stop */
#define TOUR_PAUSES_MAX 8          /* `pause` lines per stop */
#define TOUR_CAPTION_MAX 161       /* bytes of a caption, terminator included */
#define TOUR_TITLE_MAX 64          /* bytes of a stop's title, terminator included */
#define TOUR_FILE_MAX 64           /* bytes of a stop's recording name, terminator included */
#define TOUR_TICK_MAX 1000000      /* about 4.6 hours at 60 Hz: far past any stop */
#define TOUR_LINE_MAX 1024         /* bytes of a line, without its newline */
#define TOUR_TEXT_MAX (256 * 1024) /* bytes of a tour file */
#define TOUR_EXPECTS_MAX 16        /* conditions of `expect` lines per stop */
#define TOUR_CAPTION_MIN_TICKS 240 /* 4 s at 1x: the least a caption stays up unpaused */

typedef struct TourCaption {
    uint32_t tick; /* shown from this tick until the next caption's */
    char text[TOUR_CAPTION_MAX];
} TourCaption;

/* What an `expect` condition reads of a method, as the compare view's tallies count it. */
typedef enum TourField {
    TOUR_FIELD_MOVES,   /* moves since the tallies started */
    TOUR_FIELD_THROUGH, /* moves that went through a wall and ended outside any */
    TOUR_FIELD_IN,      /* moves that ended inside a wall */
    TOUR_FIELD_SHORT,   /* moves that stopped short of the perfect stop */
    TOUR_FIELD_WALL,    /* 1 when the method's body is inside a wall now, else 0 */
    TOUR_FIELD_X,       /* the body's centre now, whole pixels (rounded down) */
    TOUR_FIELD_Y,
    TOUR_FIELD_COUNT,
} TourField;

typedef enum TourOp { TOUR_OP_EQ, TOUR_OP_GE, TOUR_OP_LE } TourOp;

/// One condition of an `expect` line: true at the stop's pause `tick`.
typedef struct TourExpect {
    uint32_t tick;
    char method[METHOD_NAME_MAX]; /* a method's name, or "" for every method of the run */
    TourField field;
    TourOp op;
    long value;
    int line, col; /* where it was written, for the message when it fails */
} TourExpect;

typedef struct TourStop {
    char file[TOUR_FILE_MAX]; /* a recording beside the tour file: a bare NAME.replay */
    char title[TOUR_TITLE_MAX];
    int line; /* the `stop` line, for messages about its recording */
    int captions;
    TourCaption caption[TOUR_CAPTIONS_MAX]; /* ticks strictly increasing */
    int pauses;
    uint32_t pause[TOUR_PAUSES_MAX]; /* ticks strictly increasing */
    int expects;
    TourExpect expect[TOUR_EXPECTS_MAX]; /* each at one of the pauses */
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
/// Read the conditions of an `expect` line (the cursor after the word) into the stop,
/// each at its last pause. False with the message and its 1-based column on a bad one.
bool tour_expect_read(TourStop *stop, struct Line *l, char *msg, size_t cap, int *col);
/// A condition's field name ("through"), or NULL.
const char *tour_field_name(TourField f);

#endif
