/* tour_expect.c: the `expect` language (docs/tour.md), read and judged: a tour stop's
 * `expect` lines and a challenge's goal. A line names whom it is about (a method, `all`,
 * `yours`, or nobody for the run's own fields) and one or more conditions, each FIELD OP
 * VALUE with no blanks: `expect quad-push through>=1 wall=0`, `expect view=split held=R`;
 * `and` starts another subject on the same line. */
#include "core/tour.h"
#include "core/tour_check.h"
#include "core/base/line.h"
#include "core/compare.h"
#include "core/method_set.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define ON_TOLERANCE_PX 2.0f /* a body this close above a top stands on it (simplest stops short) */

static const char *const FIELD_NAMES[TOUR_FIELD_COUNT] = {"moves", "through", "in",   "short", "wall", "x",
                                                          "y",     "flag",    "on",   "view",  "held"};
static const char *const OP_NAMES[] = {"=", ">=", "<="};
/* The words of the fields whose values are words, by their codes. */
static const char *const FLAG_WORDS[] = {"none", "through", "wall", NULL};
static const char *const ON_WORDS[] = {"none", "floor", "oneway", NULL};
static const char *const VIEW_WORDS[] = {"single", "ghost", "split", NULL};

const char *tour_field_name(TourField f)
{
    return f >= 0 && f < TOUR_FIELD_COUNT ? FIELD_NAMES[f] : NULL;
}

static bool run_field(TourField f)
{
    return f == TOUR_FIELD_VIEW || f == TOUR_FIELD_HELD;
}

static const char *const *words_of(TourField f)
{
    return f == TOUR_FIELD_FLAG ? FLAG_WORDS : f == TOUR_FIELD_ON ? ON_WORDS : f == TOUR_FIELD_VIEW ? VIEW_WORDS : NULL;
}

/* The keys held as a recording writes them: "-" for none, else L R U D in that order. */
static void held_word(long held, char out[8])
{
    int n = 0;
    if (held & IN_LEFT) out[n++] = 'L';
    if (held & IN_RIGHT) out[n++] = 'R';
    if (held & IN_UP) out[n++] = 'U';
    if (held & IN_DOWN) out[n++] = 'D';
    if (n == 0) out[n++] = '-';
    out[n] = '\0';
}

static bool read_held(const char *w, int n, long *out)
{
    static const char LETTERS[] = "LRUD"; /* the bits IN_LEFT, IN_RIGHT, IN_UP, IN_DOWN, in order */
    *out = 0;
    if (n == 1 && w[0] == '-') return true;
    for (int k = 0; k < n; k++) {
        const char *at = w[k] ? strchr(LETTERS, w[k]) : NULL;
        if (!at) return false;
        *out |= 1L << (at - LETTERS);
    }
    return n > 0;
}

/* The value (w, n) of field f into *v; false when it is not one. */
static bool read_value(TourField f, const char *w, int n, long *v)
{
    if (n == 0) return false;
    if (f == TOUR_FIELD_HELD) return read_held(w, n, v);
    const char *const *words = words_of(f);
    if (words) {
        for (int k = 0; words[k]; k++)
            if (line_word_is(w, n, words[k])) return *v = k, true;
        return false;
    }
    *v = 0;
    for (int k = 0; k < n; k++) {
        if (w[k] < '0' || w[k] > '9' || *v > TOUR_TICK_MAX) return false;
        *v = *v * 10 + (w[k] - '0');
    }
    return *v <= TOUR_TICK_MAX;
}

/* FIELD OP VALUE in the word (w, n); false when it is not one (a word field takes `=` alone). */
static bool read_condition(const char *w, int n, TourExpect *e)
{
    int k = 0;
    while (k < n && w[k] >= 'a' && w[k] <= 'z') k++;
    bool known = false;
    for (int f = 0; f < TOUR_FIELD_COUNT && !known; f++)
        if (line_word_is(w, k, FIELD_NAMES[f])) e->field = (TourField)f, known = true;
    if (!known || k == n) return false;
    if (w[k] == '=') e->op = TOUR_OP_EQ, k += 1;
    else if (k + 1 < n && w[k + 1] == '=' && (w[k] == '>' || w[k] == '<'))
        e->op = w[k] == '>' ? TOUR_OP_GE : TOUR_OP_LE, k += 2;
    else return false;
    bool numeric = !words_of(e->field) && e->field != TOUR_FIELD_HELD;
    return (numeric || e->op == TOUR_OP_EQ) && read_value(e->field, w + k, n - k, &e->value);
}

/* Does the word start a condition (a field's name, then an operator)? */
static bool is_condition(const char *w, int n)
{
    return memchr(w, '=', (size_t)n) != NULL;
}

/* The subject at the cursor: a method, all, yours, or none when a condition comes first.
 * A method's name is one of `known` (NULL: any name, looked up in the run when judged). */
static bool read_subject(Line *l, const MethodSet *known, TourExpect *e, char *msg, size_t cap, int *col)
{
    char shown[LINE_SHOWN_CAP];
    const char *w;
    line_skip_ws(l);
    *col = l->pos + 1;
    int start = l->pos, n = line_word(l, &w);
    e->method[0] = '\0';
    if (n == 0) return snprintf(msg, cap, "expected a method (or all), found end of line"), false;
    if (is_condition(w, n)) {
        l->pos = start; /* the run's own fields: the word is read again as a condition */
        e->who = TOUR_WHO_RUN;
        return true;
    }
    if (line_word_is(w, n, "all")) return e->who = TOUR_WHO_ALL, true;
    if (line_word_is(w, n, "yours")) return e->who = TOUR_WHO_YOURS, true;
    /* A built-in method, or (known NULL) one the run holds: a user's, found when judged. */
    bool name = (size_t)n < sizeof e->method;
    if (name) snprintf(e->method, sizeof e->method, "%.*s", n, w);
    if (!name || !method_name_valid(e->method) || (known && method_set_find_n(known, w, (size_t)n) < 0)) {
        e->method[0] = '\0';
        return snprintf(msg, cap, "'%s' is not a method (%s, one the stop's recording holds, all or yours)",
                        line_shown(shown, w, n), RESOLVER_NAMES_JOINED),
               false;
    }
    e->who = TOUR_WHO_METHOD;
    return true;
}

int tour_conditions_read(Line *l, const MethodSet *known, uint32_t tick, TourExpect *out, int cap, char *msg,
                         size_t mcap, int *col)
{
    char shown[LINE_SHOWN_CAP];
    const char *w;
    int count = 0;
    TourExpect e = {tick, TOUR_WHO_RUN, "", TOUR_FIELD_MOVES, TOUR_OP_EQ, 0, l->number, 0};
    if (!read_subject(l, known, &e, msg, mcap, col)) return -1;
    for (int here = 0;; here++) {
        line_skip_ws(l);
        *col = l->pos + 1;
        if (line_at_end(l)) {
            if (here > 0) return count;
            return snprintf(msg, mcap, "expected a condition such as through>=1, found end of line"), -1;
        }
        int n = line_word(l, &w);
        if (line_word_is(w, n, "and")) {
            if (here == 0) return snprintf(msg, mcap, "'and' with no condition before it"), -1;
            if (!read_subject(l, known, &e, msg, mcap, col)) return -1;
            here = -1;
            continue;
        }
        if (count == cap) return snprintf(msg, mcap, "more than %d conditions", cap), -1;
        e.col = *col;
        if (!read_condition(w, n, &e))
            return snprintf(msg, mcap,
                            "'%s' is not a condition: FIELD=N, FIELD>=N or FIELD<=N (moves, through, in, short, "
                            "wall, x, y), flag=none|through|wall, on=none|floor|oneway, view=single|ghost|split, "
                            "held=-|LRUD",
                            line_shown(shown, w, n)),
                   -1;
        if (e.who == TOUR_WHO_RUN && !run_field(e.field))
            return snprintf(msg, mcap, "'%s' is a method's: name one first (simplest %s)", line_shown(shown, w, n),
                            line_shown(shown, w, n)),
                   -1;
        out[count++] = e;
    }
}

bool tour_expect_read(TourStop *s, Line *l, char *msg, size_t cap, int *col)
{
    uint32_t tick = s->pauses > 0 ? s->pause[s->pauses - 1] : 0; /* before any pause: the opening */
    int n = tour_conditions_read(l, NULL, tick, s->expect + s->expects, TOUR_EXPECTS_MAX - s->expects, msg, cap, col);
    if (n < 0) {
        if (strncmp(msg, "more than", 9) == 0)
            snprintf(msg, cap, "more than %d expected conditions in one stop", TOUR_EXPECTS_MAX);
        return false;
    }
    s->expects += n;
    return true;
}

/* The value written: a number, or its word. */
static void value_text(TourField f, long v, char *out, size_t cap)
{
    const char *const *words = words_of(f);
    if (f == TOUR_FIELD_HELD) {
        char h[8];
        held_word(v, h);
        snprintf(out, cap, "%s", h);
    } else if (words && v >= 0 && v < 3) snprintf(out, cap, "%s", words[v]);
    else snprintf(out, cap, "%ld", v);
}

void tour_expect_format(const TourExpect *e, char *buf, size_t cap)
{
    char v[16];
    value_text(e->field, e->value, v, sizeof v);
    const char *who = e->who == TOUR_WHO_METHOD ? e->method : e->who == TOUR_WHO_ALL ? "all" : "yours";
    snprintf(buf, cap, "%s%s%s%s%s", e->who == TOUR_WHO_RUN ? "" : who, e->who == TOUR_WHO_RUN ? "" : " ",
             FIELD_NAMES[e->field], OP_NAMES[e->op], v);
}

/* What method r's body stands on: the top of a cell under its bottom edge, within
 * ON_TOLERANCE_PX; a one-way platform's (a top with open space above it) before a floor. */
static long standing_on(const World *w, int r)
{
    const Map *m = &w->map;
    const Body *b = &w->bodies[r];
    BodyModel model = world_method(w, r)->model;
    float hw = model == BODY_POINT ? 0.0f : b->w * 0.5f, hh = model == BODY_POINT ? 0.0f : model == BODY_CIRCLE ? b->w * 0.5f : b->h * 0.5f;
    float bottom = b->y + hh, t = (float)m->tile;
    int j = (int)floorf((bottom + ON_TOLERANCE_PX) / t);
    if (j <= 0 || j >= m->h || bottom < (float)j * t - ON_TOLERANCE_PX || bottom > (float)j * t + 0.5f) return TOUR_ON_NONE;
    int i0 = (int)floorf((b->x - hw) / t), i1 = (int)floorf((b->x + hw - 0.01f) / t);
    long on = TOUR_ON_NONE;
    for (int i = i0 < 0 ? 0 : i0; i <= i1 && i < m->w; i++) {
        uint8_t below = m->cells[j * m->w + i], above = m->cells[(j - 1) * m->w + i];
        if (!(below & SIDE_UP)) continue;
        if (below != SIDE_ALL && !(above & SIDE_DOWN)) return TOUR_ON_ONEWAY;
        on = TOUR_ON_FLOOR;
    }
    return on;
}

/* The field's value for method r in w (r < 0: the run's fields); false when it needs the
 * compare view. */
static bool field_value(const World *w, const Input *last, int r, TourField f, long *out)
{
    if (f == TOUR_FIELD_VIEW) return *out = w->compare, true;
    if (f == TOUR_FIELD_HELD) return *out = last ? last->held & (IN_LEFT | IN_RIGHT | IN_UP | IN_DOWN) : 0, true;
    bool shown = w->compare != COMPARE_OFF || r == w->resolver;
    const Body *b = &w->bodies[r];
    const Tally *t = &w->log.tally[r];
    switch (f) {
    case TOUR_FIELD_WALL: *out = compare_in_wall(w, r); return shown;
    case TOUR_FIELD_X: *out = (long)floorf(b->x); return shown;
    case TOUR_FIELD_Y: *out = (long)floorf(b->y); return shown;
    case TOUR_FIELD_ON: *out = standing_on(w, r); return shown;
    case TOUR_FIELD_FLAG:
        *out = compare_in_wall(w, r) ? TOUR_FLAG_WALL : t->crossed > 0 ? TOUR_FLAG_THROUGH : TOUR_FLAG_NONE;
        return w->compare != COMPARE_OFF;
    case TOUR_FIELD_MOVES: *out = t->moves; break;
    case TOUR_FIELD_THROUGH: *out = t->crossed; break;
    case TOUR_FIELD_IN: *out = t->inside; break;
    default: *out = t->short_stop; break;
    }
    return w->compare != COMPARE_OFF;
}

static bool one_holds(const TourExpect *e, const World *w, const Input *last, int r, char *why, size_t cap)
{
    long v = 0;
    const char *name = r >= 0 ? world_method(w, r)->name : "the run", *field = FIELD_NAMES[e->field];
    if (!field_value(w, last, r, e->field, &v)) {
        snprintf(why, cap, "%s %s: the compare view is off at tick %llu, so only the active method is judged", name,
                 field, (unsigned long long)w->tick);
        return false;
    }
    bool ok = e->op == TOUR_OP_EQ ? v == e->value : e->op == TOUR_OP_GE ? v >= e->value : v <= e->value;
    if (!ok) {
        char got[16], want[16];
        value_text(e->field, v, got, sizeof got);
        value_text(e->field, e->value, want, sizeof want);
        snprintf(why, cap, "%s %s is %s at tick %llu, expected %s%s", name, field, got, (unsigned long long)w->tick,
                 OP_NAMES[e->op], want);
    }
    return ok;
}

bool tour_expect_holds(const TourExpect *e, const World *w, const Input *last, char *why, size_t cap)
{
    switch (e->who) {
    case TOUR_WHO_RUN: return one_holds(e, w, last, -1, why, cap);
    case TOUR_WHO_YOURS:
        if (w->methods.count > RESOLVER_COUNT) return one_holds(e, w, last, RESOLVER_COUNT, why, cap);
        snprintf(why, cap, "no method of your own is loaded (--method FILE)");
        return false;
    case TOUR_WHO_METHOD: {
        int r = method_set_find(&w->methods, e->method);
        if (r >= 0) return one_holds(e, w, last, r, why, cap);
        snprintf(why, cap, "%s is not one of this run's methods", e->method);
        return false;
    }
    default:
        for (int r = 0; r < w->methods.count; r++)
            if (!one_holds(e, w, last, r, why, cap)) return false;
        return true;
    }
}
