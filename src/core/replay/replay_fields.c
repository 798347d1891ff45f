/* replay_fields.c: one run line's input after its count: the held keys, then the
 * KEY=VALUE fields (resolver, act, cell, spawn, put, throw), each checked against the
 * map the run is on. */
#include <stdio.h>
#include <string.h>

#include "core/replay/replay_names.h"
#include "core/replay/replay_parser.h"

static bool parse_held(Parser *p, const char *w, int n, uint8_t *held)
{
    *held = 0;
    if (line_word_is(w, n, "-")) return true;
    for (int i = 0; i < n; i++) {
        uint8_t bit = w[i] == 'L' ? IN_LEFT : w[i] == 'R' ? IN_RIGHT : w[i] == 'U' ? IN_UP : w[i] == 'D' ? IN_DOWN : 0;
        if (!bit) return replay_fail(p, "held keys are letters L R U D (or '-' for none), not '%s'", SHOWN(w, n));
        if (*held & bit) return replay_fail(p, "'%c' appears twice in the held keys '%s'", w[i], SHOWN(w, n));
        *held |= bit;
    }
    return true;
}

static bool parse_actions(Parser *p, const char *w, int n, uint32_t *actions)
{
    int at = 0;
    while (at <= n) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        const char *a = w + at;
        int an = end - at;
        uint64_t bits = 0;
        int k = 0;
        while (k < REPLAY_ACTION_COUNT && !line_word_is(a, an, REPLAY_ACTIONS[k].name)) k++;
        if (k < REPLAY_ACTION_COUNT) *actions |= REPLAY_ACTIONS[k].bit;
        else if (an > 2 && a[0] == '0' && a[1] == 'x' && replay_hex64(a + 2, an - 2, &bits) && bits <= UINT32_MAX)
            *actions |= (uint32_t)bits;
        else return replay_fail(p, "unknown action '%s'", SHOWN(a, an));
        at = end + 1;
    }
    return true;
}

/* "I,J" or "I,J,M": small non-negative integers separated by commas. */
static int parse_ints(const char *w, int n, int *v, int want)
{
    int got = 0, at = 0;
    while (at <= n && got < want) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        uint64_t x;
        if (!replay_u64(w + at, end - at, 100000, &x)) return -1;
        v[got++] = (int)x;
        at = end + 1;
    }
    return at > n && got == want ? got : -1;
}

static bool parse_edit(Parser *p, const char *key, const char *w, int n, Input *in)
{
    const Map *m = in->map ? in->map : p->map;
    int v[3];
    bool cell = strcmp(key, "cell") == 0;
    if (in->edit.op != EDIT_NONE) return replay_fail(p, "one editor action per tick: a second '%s='", key);
    if (parse_ints(w, n, v, cell ? 3 : 2) < 0)
        return replay_fail(p, "%s= takes %s, not '%s'", key, cell ? "I,J,MASK" : "I,J", SHOWN(w, n));
    if (v[0] >= m->w || v[1] >= m->h)
        return replay_fail(p, "%s=%d,%d is outside the %dx%d map", key, v[0], v[1], m->w, m->h);
    if (cell && v[2] > SIDE_ALL) return replay_fail(p, "a cell's side mask is 0-15, not %d", v[2]);
    in->edit = (EditOp){(uint8_t)(cell ? EDIT_SET_CELL : EDIT_SET_SPAWN), (uint8_t)(cell ? v[2] : 0), (int16_t)v[0],
                        (int16_t)v[1]};
    return true;
}

/* "X,Y": two whole numbers, each may be negative, within +-32767. */
static bool parse_pair(const char *w, int n, int v[2])
{
    int got = 0, at = 0;
    while (at <= n && got < 2) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        bool neg = end > at && w[at] == '-';
        uint64_t x;
        if (!replay_u64(w + at + neg, end - at - neg, 32767, &x)) return false;
        v[got++] = neg ? -(int)x : (int)x;
        at = end + 1;
    }
    return at > n && got == 2;
}

/* put=X,Y places the player at a world pixel of the map; throw=DX,DY (after a put) is
 * the move made from there in the same tick. */
static bool parse_place(Parser *p, bool put, const char *w, int n, Input *in)
{
    const Map *m = in->map ? in->map : p->map;
    int v[2];
    if (!parse_pair(w, n, v))
        return replay_fail(p, "%s= takes two whole pixels X,Y, not '%s'", put ? "put" : "throw", SHOWN(w, n));
    if (put) {
        if (in->place.on) return replay_fail(p, "a second 'put='");
        if (v[0] < 0 || v[1] < 0 || v[0] >= m->w * m->tile || v[1] >= m->h * m->tile)
            return replay_fail(p, "put=%d,%d is outside the %dx%d pixel map", v[0], v[1], m->w * m->tile,
                               m->h * m->tile);
        in->place = (Place){(int16_t)v[0], (int16_t)v[1], 0, 0, 1};
        return true;
    }
    if (!in->place.on) return replay_fail(p, "throw= needs a put= before it");
    if (in->place.dx || in->place.dy) return replay_fail(p, "a second 'throw='");
    in->place.dx = (int16_t)v[0];
    in->place.dy = (int16_t)v[1];
    return true;
}

/* dir=AX,AY: an analog direction, each axis a whole number from -INPUT_AXIS_MAX to
 * INPUT_AXIS_MAX, not both 0. */
static bool parse_dir(Parser *p, const char *w, int n, Input *in)
{
    if (in->ax || in->ay) return replay_fail(p, "a second 'dir='");
    long v[2];
    int at = 0;
    for (int k = 0; k < 2; k++) {
        int end = at;
        while (end < n && w[end] != ',') end++;
        bool neg = end > at && w[at] == '-';
        uint64_t x;
        if ((k == 0) == (end >= n) || !replay_u64(w + at + neg, end - at - neg, INPUT_AXIS_MAX, &x))
            return replay_fail(p, "dir= needs AX,AY, each from -%d to %d, not '%s'", INPUT_AXIS_MAX, INPUT_AXIS_MAX,
                               SHOWN(w, n));
        v[k] = neg ? -(long)x : (long)x;
        at = end + 1;
    }
    if (at <= n) return replay_fail(p, "dir= needs AX,AY, not '%s'", SHOWN(w, n));
    if (!v[0] && !v[1]) return replay_fail(p, "dir=0,0 is no direction: leave it out");
    in->ax = (int8_t)v[0];
    in->ay = (int8_t)v[1];
    return true;
}

bool replay_parse_fields(Parser *p, Line *l, Input *in)
{
    const char *w;
    int n = line_word(l, &w);
    if (n == 0) return replay_fail(p, "the run needs its held keys (L R U D, or '-')");
    p->word = w;
    if (!parse_held(p, w, n, &in->held)) return false;
    bool seen_resolver = false, seen_act = false;
    while ((n = line_word(l, &w)) > 0 && w[0] != '#') {
        p->word = w;
        const char *eq = memchr(w, '=', (size_t)n);
        if (!eq)
            return replay_fail(p, "expected KEY=VALUE (resolver, act, cell, spawn, put, throw), not '%s'", SHOWN(w, n));
        int kn = (int)(eq - w), vn = n - kn - 1;
        const char *v = eq + 1;
        if (line_word_is(w, kn, "resolver")) {
            int id = replay_method_find(p->r, v, (size_t)vn);
            if (seen_resolver) return replay_fail(p, "a second 'resolver='");
            if (id < 0) return replay_fail(p, "unknown resolver '%s'", SHOWN(v, vn));
            in->resolver = (int8_t)id;
            seen_resolver = true;
        } else if (line_word_is(w, kn, "act")) {
            if (seen_act) return replay_fail(p, "a second 'act='");
            if (!parse_actions(p, v, vn, &in->actions)) return false;
            seen_act = true;
        } else if (line_word_is(w, kn, "cell") || line_word_is(w, kn, "spawn")) {
            if (!parse_edit(p, w[0] == 'c' ? "cell" : "spawn", v, vn, in)) return false;
        } else if (line_word_is(w, kn, "put") || line_word_is(w, kn, "throw")) {
            if (!parse_place(p, w[0] == 'p', v, vn, in)) return false;
        } else if (line_word_is(w, kn, "dir") && p->version >= 3) {
            if (!parse_dir(p, v, vn, in)) return false;
        } else {
            return replay_fail(p, "unknown input field '%s' (expected resolver, act, cell, spawn, put, throw%s)",
                               SHOWN(w, kn), p->version >= 3 ? ", dir" : "");
        }
    }
    return true;
}
