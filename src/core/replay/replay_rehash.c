/* replay_rehash.c: a recording with its checkpoints' hashes made anew: replayed from its
 * input, and its text rewritten with only the hash digits of its `hash` and `end` lines
 * changed, every other byte (header, comments, embedded maps, the input) kept. What
 * `collide rerecord` (make rerecord) writes after a change that is meant to move hashes. */
#include "core/replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The hash the replay reaches at each checkpoint, in the recording's order. */
static bool replayed_hashes(const Replay *r, uint64_t *hashes, size_t n)
{
    World *w = malloc(sizeof *w);
    if (!w) return false;
    if (!world_init(w, &r->map, &r->config)) {
        free(w);
        return false;
    }
    size_t k = 0;
    for (size_t e = 0; e < r->count; e++) {
        const ReplayEntry *en = &r->entries[e];
        if (en->kind == REPLAY_RUN)
            for (uint32_t t = 0; t < en->count; t++) world_step(w, &en->input, NULL);
        else if (k < n) hashes[k++] = world_hash(w);
    }
    world_free(w);
    free(w);
    return k == n;
}

static size_t line_end(const char *text, size_t len, size_t at)
{
    while (at < len && text[at] != '\n') at++;
    return at;
}

/* The first word of the line [at, end), its length in *n. */
static const char *first_word(const char *text, size_t at, size_t end, size_t *n)
{
    while (at < end && (text[at] == ' ' || text[at] == '\t')) at++;
    size_t b = at;
    while (at < end && text[at] != ' ' && text[at] != '\t' && text[at] != '\r') at++;
    *n = at - b;
    return text + b;
}

static bool word_is(const char *w, size_t n, const char *s)
{
    return n == strlen(s) && memcmp(w, s, n) == 0;
}

/* Lines a `map N` line is followed by (0 when the line is not one). */
static size_t map_block(const char *w, size_t n, const char *text, size_t end)
{
    if (!word_is(w, n, "map")) return 0;
    const char *v = w + n;
    while (v < text + end && (*v == ' ' || *v == '\t')) v++;
    return (size_t)strtoul(v, NULL, 10);
}

bool replay_rehash(const Replay *r, const char *text, size_t len, char **out, int *changed)
{
    size_t n = 0;
    for (size_t e = 0; e < r->count; e++) n += r->entries[e].kind != REPLAY_RUN;
    uint64_t *hashes = malloc((n ? n : 1) * sizeof *hashes);
    char *copy = malloc(len + 1);
    bool ok = hashes && copy && replayed_hashes(r, hashes, n);
    if (ok) {
        memcpy(copy, text, len);
        copy[len] = '\0';
    }
    size_t k = 0, skip = 0;
    bool input = false;
    *changed = 0;
    for (size_t at = 0; ok && at < len;) {
        size_t end = line_end(text, len, at), wn;
        const char *w = first_word(text, at, end, &wn);
        if (skip) skip--;
        else if (!input && word_is(w, wn, "input")) input = true;
        else if ((skip = map_block(w, wn, text, end)) > 0) {
        } else if (input && (word_is(w, wn, "hash") || word_is(w, wn, "end"))) {
            /* "hash TICK HEX": the digits after the tick, rewritten at their own width. */
            size_t tn, hn;
            const char *tick = first_word(text, (size_t)(w - text) + wn, end, &tn);
            const char *hex = first_word(text, (size_t)(tick - text) + tn, end, &hn);
            if (k >= n || hn == 0 || hn > 16) {
                ok = false;
                break;
            }
            char digits[17];
            snprintf(digits, sizeof digits, "%016llx", (unsigned long long)hashes[k]);
            const char *now = digits + (16 - hn);
            /* A hash written shorter than 16 digits keeps its width when the new one fits. */
            if (strspn(digits, "0") < 16 - hn) {
                ok = false;
                break;
            }
            if (memcmp(hex, now, hn) != 0) ++*changed;
            memcpy(copy + (hex - text), now, hn);
            k++;
        }
        at = end + 1;
    }
    ok = ok && k == n;
    free(hashes);
    if (!ok) {
        free(copy);
        return false;
    }
    *out = copy;
    return true;
}
