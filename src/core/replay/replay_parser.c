/* replay_parser.c: the recording parser's error and its number readers, shared by
 * replay_parse.c and replay_fields.c. */
#include "core/replay/replay_parser.h"

#include <stdarg.h>
#include <stdio.h>

bool replay_fail(Parser *p, const char *fmt, ...)
{
    ReplayError *e = p->err;
    if (!e) return false;
    snprintf(e->file, sizeof e->file, "%s", p->file ? p->file : "recording");
    e->line = p->line;
    e->col = p->col;
    if (p->input_file && !p->col && p->word && p->line_start) e->col = (int)(p->word - p->line_start) + 1;
    va_list ap;
    va_start(ap, fmt);
    line_vformat(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    return false;
}

/* A whole word as an unsigned decimal no larger than max (no sign, no junk). */
bool replay_u64(const char *w, int n, uint64_t max, uint64_t *out)
{
    if (n < 1 || n > 20) return false;
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') return false;
        unsigned d = (unsigned)(w[i] - '0');
        if (v > (max - d) / 10) return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

bool replay_hex64(const char *w, int n, uint64_t *out)
{
    if (n < 1 || n > 16) return false;
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        char c = w[i];
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (d < 0) return false;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return true;
}
