/* resolve_line.c: see resolve_line.h. The numbers are parsed strictly: a token must be
 * a whole number as strtof reads it, or the line is refused, quoting the token. */
#include "cmd/resolve_line.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QUOTE_MAX 24 /* bytes of a bad token quoted back in a message */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static bool is_line_end(char c)
{
    return c == '\0' || c == '\n' || c == '\r';
}

bool resolve_line_skipped(const char *line)
{
    while (is_blank(*line)) line++;
    return *line == '#' || is_line_end(*line);
}

ResolveLineKind resolve_line_numbers(const char *line, float *out, int n, char *msg, size_t cap)
{
    if (resolve_line_skipped(line)) return RESOLVE_LINE_SKIP;
    const char *p = line;
    for (int k = 0; k < n; k++) {
        while (is_blank(*p)) p++;
        if (is_line_end(*p)) {
            snprintf(msg, cap, "expected %d numbers, found %d", n, k);
            return RESOLVE_LINE_BAD;
        }
        /* strtof skips leading whitespace of every kind (\v, \f): a token must start
         * where the number does, or "1 \v2" would read as two numbers. */
        char *end = (char *)p;
        errno = 0;
        float v = isspace((unsigned char)*p) ? 0.0f : strtof(p, &end);
        if (end == p || !(is_blank(*end) || is_line_end(*end))) {
            int len = 0;
            while (!is_blank(p[len]) && !is_line_end(p[len]) && len < QUOTE_MAX) len++;
            snprintf(msg, cap, "number %d: not a number: '%.*s'", k + 1, len, p);
            return RESOLVE_LINE_BAD;
        }
        /* An underflow (1e-50) is a tiny number, not an error; an overflow is. */
        bool overflow = errno == ERANGE && fabsf(v) >= 1.0f;
        if (!isfinite(v) || fabsf(v) > RESOLVE_COORD_MAX || overflow) {
            snprintf(msg, cap, "number %d is out of range (|v| <= %g, finite)", k + 1, (double)RESOLVE_COORD_MAX);
            return RESOLVE_LINE_BAD;
        }
        out[k] = v;
        p = end;
    }
    while (is_blank(*p) || *p == '\r' || *p == '\n') p++;
    if (*p) {
        int len = (int)strcspn(p, "\r\n");
        snprintf(msg, cap, "unexpected '%.*s' after %d numbers", len < QUOTE_MAX ? len : QUOTE_MAX, p, n);
        return RESOLVE_LINE_BAD;
    }
    return RESOLVE_LINE_OK;
}
