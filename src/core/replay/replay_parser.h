/* replay_parser.h: the recording parser's state and the pieces its files share
 * (replay_parse.c: the lines and blocks; replay_fields.c: a run's input fields). */
#ifndef COLLIDE_REPLAY_PARSER_H
#define COLLIDE_REPLAY_PARSER_H

#include <stdbool.h>
#include <stdint.h>

#include "core/replay.h"
#include "core/base/line.h"

/* A word of the recording as a message may echo it (line_shown), in a buffer that
 * lives as long as the statement that formats the message. */
#define SHOWN(w, n) line_shown((char[LINE_SHOWN_CAP]){0}, (w), (n))

typedef struct Parser {
    Replay *r;
    const char *file;
    ReplayError *err;
    int line;            /* the current line, 1-based */
    int col;             /* inside a map block: the column of an error, else 0 */
    ReplayBudget budget; /* what the input asks for so far */
    uint64_t version;
    const Map *map;     /* the map the input is on (edits and puts are checked against it) */
    const Map *pending; /* a map block read, waiting for the run of the tick that loads it */
    bool pending_suggest;
    int crowd_max_comment; /* the header's "#crowd-max" comment (replay.h), 0 when none */
} Parser;

/// Set the error (at the parser's line and column) and return false.
bool replay_fail(Parser *p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/// A whole word as an unsigned decimal no larger than max (no sign, no junk).
bool replay_u64(const char *w, int n, uint64_t max, uint64_t *out);
/// A whole word as up to 16 hex digits.
bool replay_hex64(const char *w, int n, uint64_t *out);
/// A run's held keys and KEY=VALUE fields, after its count, into `in`.
bool replay_parse_fields(Parser *p, Line *l, Input *in);

#endif
