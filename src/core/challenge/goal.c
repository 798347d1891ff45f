/* goal.c: a challenge's goal (see challenge.h): read in the tour's expect language
 * (tour_conditions_read) and judged, every condition at the same tick. */
#include "core/challenge.h"

#include <stdio.h>
#include <string.h>

#include "core/base/line.h"
#include "core/tour_check.h"

bool goal_read(Goal *goal, Line *l, char *msg, size_t cap, int *col)
{
    memset(goal, 0, sizeof *goal);
    line_skip_ws(l);
    int start = l->pos, end = l->len;
    /* The text as written, less a trailing comment and blanks. */
    for (int k = start; k < l->len; k++)
        if (l->s[k] == '#' && (k == start || l->s[k - 1] == ' ' || l->s[k - 1] == '\t')) {
            end = k;
            break;
        }
    while (end > start && (l->s[end - 1] == ' ' || l->s[end - 1] == '\t')) end--;
    if (end - start >= GOAL_TEXT_MAX) {
        *col = start + 1;
        return snprintf(msg, cap, "a goal of %d bytes: at most %d", end - start, GOAL_TEXT_MAX - 1), false;
    }
    int n = tour_conditions_read(l, NULL, 0, goal->cond, GOAL_CONDITIONS_MAX, msg, cap, col);
    if (n < 0) {
        if (strncmp(msg, "more than", 9) == 0)
            snprintf(msg, cap, "more than %d conditions in a goal", GOAL_CONDITIONS_MAX);
        return false;
    }
    goal->count = n;
    snprintf(goal->text, sizeof goal->text, "%.*s", end - start, l->s + start);
    return true;
}

bool goal_holds(const Goal *goal, const World *w, const Input *last, char *why, size_t cap)
{
    if (goal->count == 0) return snprintf(why, cap, "no goal"), false;
    for (int k = 0; k < goal->count; k++)
        if (!tour_expect_holds(&goal->cond[k], w, last, why, cap)) return false;
    return true;
}
