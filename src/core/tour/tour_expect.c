/* tour_expect.c: a tour stop's `expect` lines (docs/tour.md), read and judged. A line
 * names a method (or `all`) and one or more conditions, each FIELD OP NUMBER with no
 * blanks: `expect quad-push through>=1 wall=0`. Each holds at the stop's last pause
 * before it. */
#include "core/tour.h"
#include "core/tour_check.h"
#include "core/base/line.h"
#include "core/compare.h"
#include "core/method_set.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *const FIELD_NAMES[TOUR_FIELD_COUNT] = {"moves", "through", "in", "short", "wall", "x", "y"};
static const char *const OP_NAMES[] = {"=", ">=", "<="};

const char *tour_field_name(TourField f)
{
    return f >= 0 && f < TOUR_FIELD_COUNT ? FIELD_NAMES[f] : NULL;
}

/* FIELD OP NUMBER in the word (w, n); false when it is not one. */
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
    if (k == n) return false;
    long v = 0;
    for (; k < n; k++) {
        if (w[k] < '0' || w[k] > '9' || v > TOUR_TICK_MAX) return false;
        v = v * 10 + (w[k] - '0');
    }
    e->value = v;
    return v <= TOUR_TICK_MAX;
}

bool tour_expect_read(TourStop *s, Line *l, char *msg, size_t cap, int *col)
{
    char shown[LINE_SHOWN_CAP];
    const char *w;
    line_skip_ws(l);
    *col = l->pos + 1;
    if (s->pauses == 0) return snprintf(msg, cap, "'expect' before the stop's first 'pause': it is checked there"), false;
    int n = line_word(l, &w);
    char method[METHOD_NAME_MAX] = "";
    if (n == 0) return snprintf(msg, cap, "expected a method (or 'all'), found end of line"), false;
    if (!line_word_is(w, n, "all")) {
        /* A built-in method, or one the stop's recording embeds (a user's, found when judged). */
        if (n < METHOD_NAME_MAX) snprintf(method, sizeof method, "%.*s", n, w);
        if (n >= METHOD_NAME_MAX || !method_name_valid(method))
            return snprintf(msg, cap, "'%s' is not a method (%s, one the stop's recording holds, or all)",
                            line_shown(shown, w, n), RESOLVER_NAMES_JOINED),
                   false;
    }
    for (int conditions = 0;; conditions++) {
        line_skip_ws(l);
        *col = l->pos + 1;
        if (line_at_end(l))
            return conditions > 0 || (snprintf(msg, cap, "expected a condition such as through>=1, found end of line"), false);
        if (s->expects == TOUR_EXPECTS_MAX)
            return snprintf(msg, cap, "more than %d expected conditions in one stop", TOUR_EXPECTS_MAX), false;
        TourExpect e = {s->pause[s->pauses - 1], "", TOUR_FIELD_MOVES, TOUR_OP_EQ, 0, l->number, *col};
        memcpy(e.method, method, sizeof method);
        n = line_word(l, &w);
        if (!read_condition(w, n, &e))
            return snprintf(msg, cap, "'%s' is not a condition: FIELD=N, FIELD>=N or FIELD<=N, FIELD one of moves, "
                                      "through, in, short, wall, x, y",
                            line_shown(shown, w, n)),
                   false;
        s->expect[s->expects++] = e;
    }
}

/* The field's value for method r in w; false when it needs the compare view. */
static bool field_value(const World *w, int r, TourField f, long *out)
{
    bool body = f == TOUR_FIELD_WALL || f == TOUR_FIELD_X || f == TOUR_FIELD_Y;
    if (body) {
        const Body *b = &w->bodies[r];
        *out = f == TOUR_FIELD_WALL ? compare_in_wall(w, r) : (long)floorf(f == TOUR_FIELD_X ? b->x : b->y);
        return w->compare != COMPARE_OFF || r == w->resolver;
    }
    const Tally *t = &w->log.tally[r];
    *out = f == TOUR_FIELD_MOVES ? t->moves : f == TOUR_FIELD_THROUGH ? t->crossed : f == TOUR_FIELD_IN ? t->inside
                                                                                                      : t->short_stop;
    return w->compare != COMPARE_OFF;
}

static bool one_holds(const TourExpect *e, const World *w, int r, char *why, size_t cap)
{
    long v = 0;
    const char *name = world_method(w, r)->name, *field = FIELD_NAMES[e->field];
    if (!field_value(w, r, e->field, &v)) {
        snprintf(why, cap, "%s %s: the compare view is off at tick %llu, so only the active method is judged", name,
                 field, (unsigned long long)w->tick);
        return false;
    }
    bool ok = e->op == TOUR_OP_EQ ? v == e->value : e->op == TOUR_OP_GE ? v >= e->value : v <= e->value;
    if (!ok)
        snprintf(why, cap, "%s %s is %ld at tick %llu, expected %s%ld", name, field, v, (unsigned long long)w->tick,
                 OP_NAMES[e->op], e->value);
    return ok;
}

bool tour_expect_holds(const TourExpect *e, const World *w, char *why, size_t cap)
{
    if (e->method[0]) {
        int r = method_set_find(&w->methods, e->method);
        if (r >= 0) return one_holds(e, w, r, why, cap);
        snprintf(why, cap, "%s is not one of this run's methods", e->method);
        return false;
    }
    for (int r = 0; r < w->methods.count; r++)
        if (!one_holds(e, w, r, why, cap)) return false;
    return true;
}
