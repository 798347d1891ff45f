/* resolve_quad.h: one line of `collide resolve --resolver quad-push`, the Mighty and
 * Weak quads' pair form: the parse apart from the answer, so a fuzzing harness runs the
 * same code. */
#ifndef COLLIDE_CMD_RESOLVE_QUAD_H
#define COLLIDE_CMD_RESOLVE_QUAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define QUAD_FIELDS 12 /* numbers on a line of quad-push's pair form */

/// One line of the Mighty and Weak quads' pair form for quad-push; false (message printed) on a bad line.
bool cmd_resolve_quad_line(const char *line, int line_no, FILE *out);
/// Read the twelve numbers of a pair-form line; false with the reason in `msg` (no
/// "stdin:LINE: " prefix) on a bad line. No I/O: a fuzzing harness calls it.
bool cmd_resolve_quad_parse(const char *line, double v[QUAD_FIELDS], char *msg, size_t cap);

#endif
