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

/* The header lines read so far (each may come once). */
typedef struct ReplaySeen {
    bool program, mode, resolver, seed, speed, hz, start, map, free_speed, size, radius, methods, motion, crowd_max, goal;
} ReplaySeen;

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
    bool input_file;        /* an input file (--input): run lines alone, their columns named */
    const char *line_start; /* the current line, and the word an error is about (input files) */
    const char *word;
    int crowd_max_comment; /* the header's "#crowd-max" comment (replay.h), 0 when none */
} Parser;

/// Release the sources (replay_sources.c).
void replay_sources_free(Replay *replay);
/// The `lua` and `plugin` lines of the header (with a script's lines) at buf[at].
size_t replay_format_sources(const Replay *replay, char *buf, size_t cap, size_t at);
/// `lua NAME FILE LINES` and its lines, or `plugin NAME FILE DIGEST`: a user method's file.
bool replay_parse_source(Parser *p, Line *l, bool plugin, const char *text, size_t len, size_t *at);

/// The methods of a recording of format 1 or 2 (the built-ins of that time), and the
/// hash such a recording keeps (WORLD_HASH_ALL).
void replay_set_legacy_methods(Replay *replay);

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
/// Nothing (but a comment) left on the line after `after`; else the error, false.
bool replay_no_more(Parser *p, Line *l, const char *after);
/// One header line (its first word `key` read); false with the error set.
bool replay_header_line(Parser *p, Line *l, const char *key, int kn, ReplaySeen *seen);
/// A run's held keys and KEY=VALUE fields, after its count, into `in`.
bool replay_parse_fields(Parser *p, Line *l, Input *in);

#endif
