/* test_tour_truth.c: the shipped tour says what is true. Every stop is played through
 * the core as the window plays it, and each `expect` of tour/tour.txt is judged at its
 * pause by the compare view's referee (its tallies and IN WALL flag), and again at every
 * later hold (a pause, the end) where its caption is still up; each claim a caption
 * makes (a method it names, the split view or the ghosts, every method, the keys held)
 * has its condition; every caption stays on screen through a pause (the stop opens
 * paused, and its recording's end pauses) or for at least 4 s at 1x, so none flashes
 * past. The window's own view of a condition (the split view drawn or not at a size)
 * is tests/app/render/test_tour_stops.c's. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "core/replay.h"
#include "core/resolver.h"
#include "core/tour.h"
#include "core/tour_check.h"
#include "core/world.h"
#include "support/support.h"

static Tour tour;

static void load_tour(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tour/tour.txt", SOURCE_DIR);
    size_t len;
    char *text = read_file(path, &len);
    cr_assert_not_null(text, "cannot read %s", path);
    TourError err;
    char msg[512];
    bool ok = tour_parse(&tour, text, len, path, &err);
    tour_error_format(&err, msg, sizeof msg);
    free(text);
    cr_assert(ok, "%s", msg);
}

TestSuite(tour_truth, .init = load_tour);

static void load_stop(int i, Replay *r)
{
    char path[1024];
    ReplayError err;
    snprintf(path, sizeof path, "%s/tour/%s", SOURCE_DIR, tour.stop[i].file);
    cr_assert(replay_load(r, path, &err), "stop %d: %s", i + 1, err.msg);
}

/* Does stop s hold still at `tick` (its opening, a pause, or the end of its recording)? */
static bool holds_at(const TourStop *s, uint64_t tick, uint64_t end)
{
    return tick == 0 || tick == end || tour_pauses_at(s, tick);
}

/* Is condition e judged at hold `tick`: its own pause, or another hold (before it or
 * after) at which the caption on screen at its pause is up too (it is read there)? */
static bool judged_at(const TourStop *s, const TourExpect *e, uint64_t tick)
{
    return tick == e->tick || tour_caption_at(s, tick) == tour_caption_at(s, e->tick);
}

/* Judge every condition of stop i that is read at hold `w->tick`; returns how many of its
 * own pauses were met (each condition counts once, at its own pause). */
static int judge(int i, const World *w, const Input *last)
{
    const TourStop *s = &tour.stop[i];
    int own = 0;
    for (int k = 0; k < s->expects; k++) {
        const TourExpect *e = &s->expect[k];
        if (!judged_at(s, e, w->tick)) continue;
        char why[256] = "", written[96];
        tour_expect_format(e, written, sizeof written);
        cr_expect(tour_expect_holds(e, w, last, why, sizeof why), "tour.txt:%d:%d: stop %d (%s), '%s': %s", e->line,
                  e->col, i + 1, s->file, written, why);
        own += e->tick == w->tick;
    }
    return own;
}

Test(tour_truth, every_expect_holds_at_its_pause_and_while_its_caption_stays_up, .timeout = 120)
{
    static Replay r;
    static World w;
    for (int i = 0; i < tour.stops; i++) {
        const TourStop *s = &tour.stop[i];
        cr_expect_gt(s->expects, 0, "stop %d (%s) states nothing that the test can check", i + 1, s->file);
        load_stop(i, &r);
        cr_assert(world_init(&w, &r.map, &r.config));
        ReplayPlayer player;
        replay_player_start(&player, &r);
        Input in = INPUT_NONE;
        int judged = judge(i, &w, NULL); /* the opening */
        while (replay_player_next(&player, &in)) {
            world_step(&w, &in, NULL);
            if (holds_at(s, w.tick, r.ticks) && w.tick > 0) judged += judge(i, &w, &in);
        }
        cr_expect_eq(judged, s->expects, "stop %d: %d of its %d conditions were at a pause it reached", i + 1, judged,
                     s->expects);
        world_free(&w);
        replay_free(&r);
    }
}

/* Does the caption say `word` (a whole word, any case)? */
static bool says(const char *caption, const char *word)
{
    size_t n = strlen(word);
    for (const char *at = caption; (at = strcasestr(at, word)); at++) {
        bool start = at == caption || !(isalnum((unsigned char)at[-1]) || at[-1] == '-');
        bool end = !(isalnum((unsigned char)at[n]) || at[n] == '-');
        if (start && end) return true;
    }
    return false;
}

/* Among the conditions read while caption k is up, one about `method` (or all). */
static bool states_method(const TourStop *s, int k, const char *method)
{
    for (int e = 0; e < s->expects; e++) {
        const TourExpect *x = &s->expect[e];
        if (tour_caption_at(s, x->tick) != s->caption[k].text) continue;
        if (x->who == TOUR_WHO_ALL || (x->who == TOUR_WHO_METHOD && strcmp(x->method, method) == 0)) return true;
    }
    return false;
}

/* Among them, one on `field` (with `value`, unless it is -1). */
static bool states_field(const TourStop *s, int k, TourField field, long value)
{
    for (int e = 0; e < s->expects; e++) {
        const TourExpect *x = &s->expect[e];
        if (tour_caption_at(s, x->tick) == s->caption[k].text && x->field == field &&
            (value < 0 || (x->op == TOUR_OP_EQ && x->value == value)))
            return true;
    }
    return false;
}

/* What a caption says is held to a condition stated while it is up, so the truth test
 * judges it: each method it names, the view it names, the keys it says are held. */
Test(tour_truth, every_caption_states_each_claim_it_makes)
{
    MethodSet all = method_set_builtin();
    for (int i = 0; i < tour.stops; i++) {
        const TourStop *s = &tour.stop[i];
        for (int k = 0; k < s->captions; k++) {
            const char *c = s->caption[k].text;
            for (int m = 0; m < all.count; m++)
                cr_expect(!says(c, all.at[m]->name) || states_method(s, k, all.at[m]->name),
                          "stop %d, caption at %u names %s: an expect about it while the caption is up says what is "
                          "true of it",
                          i + 1, (unsigned)s->caption[k].tick, all.at[m]->name);
            bool split = says(c, "split view") || says(c, "viewport") || says(c, "viewports");
            cr_expect(!split || states_field(s, k, TOUR_FIELD_VIEW, COMPARE_SPLIT),
                      "stop %d, caption at %u speaks of the split view: expect view=split", i + 1,
                      (unsigned)s->caption[k].tick);
            bool ghosts = says(c, "ghosts") || says(c, "ghost view");
            cr_expect(!ghosts || states_field(s, k, TOUR_FIELD_VIEW, COMPARE_GHOST),
                      "stop %d, caption at %u speaks of the ghosts: expect view=ghost", i + 1,
                      (unsigned)s->caption[k].tick);
            bool every = says(c, "all seven") || says(c, "every method") || says(c, "the other six");
            cr_expect(!every || states_field(s, k, TOUR_FIELD_VIEW, COMPARE_GHOST) ||
                          states_field(s, k, TOUR_FIELD_VIEW, COMPARE_SPLIT),
                      "stop %d, caption at %u speaks of every method: expect view=ghost or view=split", i + 1,
                      (unsigned)s->caption[k].tick);
            bool keys = says(c, "holding") || says(c, "held");
            cr_expect(!keys || states_field(s, k, TOUR_FIELD_HELD, -1),
                      "stop %d, caption at %u speaks of the keys held: expect held=...", i + 1,
                      (unsigned)s->caption[k].tick);
        }
    }
}

/* The next tick after `from` at which the stop holds still: a pause, or the end. */
static uint64_t next_hold(const TourStop *s, uint64_t from, uint64_t end)
{
    for (int k = 0; k < s->pauses; k++)
        if (s->pause[k] >= from) return s->pause[k] < end ? s->pause[k] : end;
    return end;
}

Test(tour_truth, no_caption_can_be_on_screen_for_less_than_four_seconds)
{
    static Replay r;
    for (int i = 0; i < tour.stops; i++) {
        const TourStop *s = &tour.stop[i];
        load_stop(i, &r);
        uint64_t end = r.ticks;
        cr_expect(s->captions > 0 && s->caption[0].tick == 0, "stop %d opens paused on its setup caption (at 0)", i + 1);
        for (int k = 0; k < s->captions; k++) {
            uint64_t from = s->caption[k].tick, until = k + 1 < s->captions ? s->caption[k + 1].tick : end + 1;
            /* Tick 0 is the stop's opening pause. */
            bool held = from == 0 || next_hold(s, from, end) < until;
            cr_expect(held || until - from >= TOUR_CAPTION_MIN_TICKS,
                      "stop %d, caption at %llu ('%.40s...'): on screen for %llu ticks (%.2f s at 1x) with no pause",
                      i + 1, (unsigned long long)from, s->caption[k].text, (unsigned long long)(until - from),
                      (double)(until - from) / TICK_HZ);
        }
        replay_free(&r);
    }
}

Test(tour_truth, a_condition_that_does_not_hold_says_what_was_found)
{
    static Map map;
    static World w;
    load_shipped_map("tunnel.map", &map);
    WorldConfig cfg = {.resolver = resolver_find("simplest"), .speed_level = 12, .seed = 1};
    cr_assert(world_init(&w, &map, &cfg));
    TourExpect e = {1, TOUR_WHO_METHOD, "quad-push", TOUR_FIELD_THROUGH, TOUR_OP_GE, 1, 7, 3};
    char why[256] = "";
    Input in = INPUT_NONE;
    world_step(&w, &in, NULL);
    cr_expect_not(tour_expect_holds(&e, &w, &in, why, sizeof why), "no tally outside the compare view");
    cr_expect(strstr(why, "compare view is off"), "%s", why);
    in.actions = ACT_COMPARE;
    world_step(&w, &in, NULL);
    in = INPUT_NONE;
    in.held = IN_RIGHT;
    for (int t = 0; t < 3; t++) world_step(&w, &in, NULL);
    snprintf(e.method, sizeof e.method, "line-segment");
    cr_expect_not(tour_expect_holds(&e, &w, &in, why, sizeof why));
    cr_expect(strstr(why, "line-segment through is 0 at tick 5, expected >=1"), "%s", why);
    e.op = TOUR_OP_EQ, e.value = 0;
    cr_expect(tour_expect_holds(&e, &w, &in, why, sizeof why));
    e.who = TOUR_WHO_ALL, e.field = TOUR_FIELD_MOVES, e.value = 3;
    cr_expect(tour_expect_holds(&e, &w, &in, why, sizeof why), "%s", why);
    TourExpect run = {5, TOUR_WHO_RUN, "", TOUR_FIELD_HELD, TOUR_OP_EQ, IN_RIGHT | IN_UP, 8, 1};
    cr_expect_not(tour_expect_holds(&run, &w, &in, why, sizeof why));
    cr_expect(strstr(why, "the run held is R at tick 5, expected =RU"), "%s", why);
    run.field = TOUR_FIELD_VIEW, run.value = COMPARE_SPLIT;
    cr_expect_not(tour_expect_holds(&run, &w, &in, why, sizeof why));
    cr_expect(strstr(why, "view is ghost at tick 5, expected =split"), "%s", why);
    e.who = TOUR_WHO_METHOD, e.field = TOUR_FIELD_FLAG, e.value = TOUR_FLAG_NONE;
    cr_expect(tour_expect_holds(&e, &w, &in, why, sizeof why), "%s", why);
    e.who = TOUR_WHO_YOURS;
    cr_expect_not(tour_expect_holds(&e, &w, &in, why, sizeof why));
    cr_expect(strstr(why, "no method of your own"), "%s", why);
    /* A method the stop's recording does not hold (a user's, misspelt) never holds. */
    e.who = TOUR_WHO_METHOD, e.field = TOUR_FIELD_MOVES;
    snprintf(e.method, sizeof e.method, "walker");
    cr_expect_not(tour_expect_holds(&e, &w, &in, why, sizeof why));
    cr_expect(strstr(why, "walker is not one of this run's methods"), "%s", why);
    world_free(&w);
}
