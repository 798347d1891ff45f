/* test_tour_truth.c: the shipped tour says what is true. Every stop is played through
 * the core as the window plays it, and each `expect` of tour/tour.txt is judged at its
 * pause by the compare view's referee (its tallies and IN WALL flag); every caption
 * stays on screen through a pause (the stop opens paused, and its recording's end
 * pauses) or for at least 4 s at 1x, so none flashes past. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
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

/* Judge every condition of stop i at its pause `tick`; returns how many were judged. */
static int judge(int i, const World *w)
{
    const TourStop *s = &tour.stop[i];
    int judged = 0;
    for (int k = 0; k < s->expects; k++) {
        const TourExpect *e = &s->expect[k];
        if (e->tick != w->tick) continue;
        char why[256] = "";
        cr_expect(tour_expect_holds(e, w, why, sizeof why), "tour.txt:%d:%d: stop %d (%s): %s", e->line, e->col,
                  i + 1, s->file, why);
        judged++;
    }
    return judged;
}

Test(tour_truth, every_expect_holds_at_its_pause_and_every_stop_expects_something, .timeout = 120)
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
        Input in;
        int judged = 0;
        while (replay_player_next(&player, &in)) {
            world_step(&w, &in, NULL);
            if (tour_pauses_at(s, w.tick)) judged += judge(i, &w);
        }
        cr_expect_eq(judged, s->expects, "stop %d: %d of its %d conditions were at a pause it reached", i + 1, judged,
                     s->expects);
        world_free(&w);
        replay_free(&r);
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
    TourExpect e = {1, "quad-push", TOUR_FIELD_THROUGH, TOUR_OP_GE, 1, 7, 3};
    char why[256] = "";
    Input in = INPUT_NONE;
    world_step(&w, &in, NULL);
    cr_expect_not(tour_expect_holds(&e, &w, why, sizeof why), "no tally outside the compare view");
    cr_expect(strstr(why, "compare view is off"), "%s", why);
    in.actions = ACT_COMPARE;
    world_step(&w, &in, NULL);
    in = INPUT_NONE;
    in.held = IN_RIGHT;
    for (int t = 0; t < 3; t++) world_step(&w, &in, NULL);
    snprintf(e.method, sizeof e.method, "line-segment");
    cr_expect_not(tour_expect_holds(&e, &w, why, sizeof why));
    cr_expect(strstr(why, "line-segment through is 0 at tick 5, expected >=1"), "%s", why);
    e.op = TOUR_OP_EQ, e.value = 0;
    cr_expect(tour_expect_holds(&e, &w, why, sizeof why));
    e.method[0] = '\0', e.field = TOUR_FIELD_MOVES, e.value = 3;
    cr_expect(tour_expect_holds(&e, &w, why, sizeof why), "%s", why);
    /* A method the stop's recording does not hold (a user's, misspelt) never holds. */
    snprintf(e.method, sizeof e.method, "walker");
    cr_expect_not(tour_expect_holds(&e, &w, why, sizeof why));
    cr_expect(strstr(why, "walker is not one of this run's methods"), "%s", why);
    world_free(&w);
}
