/* resolve_line.h: one input line of `collide resolve` (docs/command-line.md) as a pure
 * function: no I/O and no SDL, so the command, its tests and a fuzzing harness
 * (tests/fuzz/fuzz_resolve_line.c) all run the same code. */
#ifndef COLLIDE_RESOLVE_LINE_H
#define COLLIDE_RESOLVE_LINE_H

#include <stdbool.h>
#include <stddef.h>

#define RESOLVE_LINE_MAX 4096  /* bytes per input line, newline included */
#define RESOLVE_COORD_MAX 1e7f /* pixels: far beyond any map, still exact in float steps */

typedef enum ResolveLineKind {
    RESOLVE_LINE_SKIP, /* blank, or a comment starting with '#' */
    RESOLVE_LINE_OK,   /* the numbers were read */
    RESOLVE_LINE_BAD,  /* msg says why */
} ResolveLineKind;

/// Read one line (up to its NUL; a trailing "\n" or "\r\n" is allowed) holding exactly
/// `n` finite numbers of magnitude at most RESOLVE_COORD_MAX, separated by spaces or tabs.
/// On RESOLVE_LINE_BAD, `msg` holds the reason without a "stdin:LINE: " prefix.
ResolveLineKind resolve_line_numbers(const char *line, float *out, int n, char *msg, size_t cap);

/// Is the line blank or a comment (the command skips it)?
bool resolve_line_skipped(const char *line);

#endif
