/* json.h: the one JSON string writer of the program (the headless summary line,
 * `collide bench --json`, `collide guarantees --json`), so a map name holding a quote,
 * a backslash or a tab cannot break the line it is printed on. */
#ifndef COLLIDE_JSON_H
#define COLLIDE_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/// `s` as a JSON string with its quotes, into buf; returns the length it needs (like
/// snprintf: a call with cap 0 sizes the buffer). `"` and `\` are escaped, control
/// characters (C0, DEL, C1) and the marks that reorder or hide text (core/base/escape.h)
/// become \uXXXX so no terminal acts on them, other well-formed UTF-8 passes through, and
/// each byte that is not UTF-8 becomes \ufffd.
size_t json_format_string(char *buf, size_t cap, const char *s);

/// The same, written to `f`. False when the write fails.
bool json_write_string(FILE *f, const char *s);

#endif
