/* resolve_quad.c: `collide resolve --resolver quad-push` reads the
 * Mighty and Weak quads' pair form (docs/resolvers.md, quad-push): one line per pair,
 *   mx my mw mh mx1 my1 wx wy ww wh wx1 wy1
 * (Mighty's top-left, size and end top-left, then Weak's), and answers with
 *   wx wy fraction flags
 * (Weak's end, CollisionOfTwoQuads's return value, its QUAD_HIT_* flags). As in the
 * seed, Mighty's numbers and both sizes are whole pixels; a size of zero or less is not
 * an input error but the seed's own answer, -1. */
#include "cmd/resolve_quad.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/base/escape.h"
#include "core/resolvers/quad.h"
#include "core/resolver.h"

/* Pixels. CollisionOfTwoQuads steps one pixel at a time over the longer move, so the
 * numbers are held to the length resolver_move cuts moves to: a line is answered in
 * at most 65536 steps, not one per pixel of an absurd distance. */
#define QUAD_COORD_MAX ((double)RESOLVE_MOVE_MAX_PX)

static const char *const FIELD_NAMES[QUAD_FIELDS] = {"mx", "my", "mw", "mh", "mx1", "my1",
                                                     "wx", "wy", "ww", "wh", "wx1", "wy1"};

/* Mighty's six numbers and Weak's size are the seed's s_xy_long. */
static bool field_is_whole(int k)
{
    return k < 6 || k == 8 || k == 9;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool cmd_resolve_quad_parse(const char *line, double v[QUAD_FIELDS], char *msg, size_t cap)
{
    const char *p = line;
    for (int k = 0; k < QUAD_FIELDS; k++) {
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '\0' || *p == '\n' || *p == '\r') {
            snprintf(msg, cap, "expected 12 numbers (mx my mw mh mx1 my1 wx wy ww wh wx1 wy1), found %d", k);
            return false;
        }
        char *end;
        errno = 0;
        /* strtod skips any leading whitespace (\v, \f): a number must start here. */
        v[k] = is_space(*p) || *p == '\v' || *p == '\f' ? 0.0 : strtod(p, &end);
        if (is_space(*p) || *p == '\v' || *p == '\f' || end == p || (*end && !is_space(*end))) {
            int len = 0;
            while (p[len] && !is_space(p[len]) && len < 24) len++;
            snprintf(msg, cap, "number %d (%s): not a number: '%.*s'", k + 1, FIELD_NAMES[k], len, p);
            return false;
        }
        /* An underflow (1e-400) is a tiny number, not an error; an overflow is. */
        if (!isfinite(v[k]) || fabs(v[k]) > QUAD_COORD_MAX || (errno == ERANGE && fabs(v[k]) >= 1.0)) {
            snprintf(msg, cap, "number %d (%s) is out of range (|v| <= %g, finite)", k + 1, FIELD_NAMES[k],
                     QUAD_COORD_MAX);
            return false;
        }
        if (field_is_whole(k) && v[k] != floor(v[k])) {
            snprintf(msg, cap,
                     "number %d (%s) must be a whole number of pixels (Mighty's numbers and both sizes), got %.*s",
                     k + 1, FIELD_NAMES[k], (int)(end - p) < 24 ? (int)(end - p) : 24, p);
            return false;
        }
        p = end;
    }
    while (is_space(*p)) p++;
    if (*p) {
        int len = 0;
        while (p[len] && p[len] != '\n' && p[len] != '\r' && len < 24) len++;
        snprintf(msg, cap, "unexpected '%.*s' after 12 numbers", len, p);
        return false;
    }
    return true;
}

bool cmd_resolve_quad_line(const char *line, int line_no, FILE *out)
{
    double v[QUAD_FIELDS];
    char msg[192];
    if (!cmd_resolve_quad_parse(line, v, msg, sizeof msg)) {
        char shown[4 * sizeof msg]; /* the line's words are quoted: input */
        escape_format(shown, sizeof shown, "stdin:%d: %s", line_no, msg);
        fprintf(stderr, "%s\n", shown);
        return false;
    }
    QuadSpec s = {
        .ms = {(int)v[0], (int)v[1]},
        .msize = {(int)v[2], (int)v[3]},
        .mc = {(int)v[4], (int)v[5]},
        .ws = {(float)v[6], (float)v[7]},
        .wsize = {(int)v[8], (int)v[9]},
        .wc = {(float)v[10], (float)v[11]},
    };
    float fraction = quad_collide(&s);
    fprintf(out, "%.9g %.9g %.9g %u\n", (double)s.wc.x, (double)s.wc.y, (double)fraction, s.collision);
    return true;
}
