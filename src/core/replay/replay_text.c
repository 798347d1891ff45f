/* replay_text.c: a recording's whole text in memory, as the writer would put it in a file
 * (replay_io.c), cut at a tick: what a link carries (src/link) of a run that goes on. */
#include "core/replay.h"

#include <stdlib.h>
#include <string.h>

/* Append `n` bytes from the formatter's output to the growing text. */
static bool grow(char **text, size_t *len, size_t *cap, size_t n)
{
    if (*len + n + 1 <= *cap) return true;
    size_t want = (*len + n + 1) * 2;
    char *t = realloc(*text, want);
    if (!t) return false;
    *text = t;
    *cap = want;
    return true;
}

char *replay_text(const Replay *log, uint64_t upto, uint64_t hash, size_t *out_len)
{
    char *text = NULL;
    size_t len = 0, cap = 0;
    size_t n = replay_format_header(log, NULL, 0);
    if (!grow(&text, &len, &cap, n)) return NULL;
    replay_format_header(log, text, n + 1);
    len = n;
    uint64_t at = 0;
    for (size_t k = 0; k < log->count && at < upto; k++) {
        ReplayEntry e = log->entries[k];
        if (e.kind == REPLAY_END) break;
        if (e.kind == REPLAY_CHECK && e.tick > upto) break;
        if (e.kind == REPLAY_RUN) {
            if (at + e.count > upto) e.count = (uint32_t)(upto - at); /* the run up to the tick on screen */
            at += e.count;
        }
        n = replay_format_entry(log, &e, NULL, 0);
        if (!grow(&text, &len, &cap, n)) return free(text), NULL;
        replay_format_entry(log, &e, text + len, n + 1);
        len += n;
    }
    ReplayEntry end = {.kind = REPLAY_END, .tick = at, .hash = hash};
    n = replay_format_entry(log, &end, NULL, 0);
    if (!grow(&text, &len, &cap, n)) return free(text), NULL;
    replay_format_entry(log, &end, text + len, n + 1);
    len += n;
    text[len] = '\0';
    *out_len = len;
    return text;
}
