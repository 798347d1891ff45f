/* test_tour.c: the tour file's parser (docs/tour.md): what a good file gives, and a
 * clear FILE:LINE:COL for each kind of bad line, with the caller's tour left as it was. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/resolver.h"
#include "core/tour.h"

static Tour tour;

static const char GOOD[] = "collide-tour 1\n"
                           "# two stops\n"
                           "stop 01-tunnel.replay \"Thin walls\"\n"
                           "at 0 \"Hold Right at 48 px a tick\"\n"
                           "at 30 \"It lands beyond the wall: \\\"simplest\\\" reads only the end\"  # trailing\n"
                           "pause 31\n"
                           "pause 90\n"
                           "\n"
                           "stop 02-seam.replay \"Seams\"\r\n"
                           "at 5 \"Stuck\"\n";

static void parse_fails(const char *text, int line, int col, const char *needle)
{
    TourError err;
    Tour before = tour;
    cr_assert_not(tour_parse(&tour, text, strlen(text), "t.txt", &err), "accepted: %s", text);
    cr_assert(memcmp(&before, &tour, sizeof tour) == 0, "a refused tour changed the caller's");
    cr_assert_eq(err.line, line, "line %d, not %d: %s", err.line, line, err.msg);
    cr_assert_eq(err.col, col, "col %d, not %d: %s", err.col, col, err.msg);
    cr_assert(strstr(err.msg, needle), "'%s' lacks '%s'", err.msg, needle);
}

Test(tour, reads_stops_captions_and_pauses)
{
    TourError err;
    cr_assert(tour_parse(&tour, GOOD, strlen(GOOD), "t.txt", &err), "%s", err.msg);
    cr_assert_eq(tour.stops, 2);
    const TourStop *s = &tour.stop[0];
    cr_assert_str_eq(s->file, "01-tunnel.replay");
    cr_assert_str_eq(s->title, "Thin walls");
    cr_assert_eq(s->line, 3);
    cr_assert_eq(s->captions, 2);
    cr_assert_str_eq(s->caption[1].text, "It lands beyond the wall: \"simplest\" reads only the end");
    cr_assert_eq(s->pauses, 2);
    cr_assert_eq(s->pause[0], 31);
    cr_assert_str_eq(tour.stop[1].file, "02-seam.replay");
    cr_assert_eq(tour.stop[1].pauses, 0);
}

Test(tour, shows_the_last_caption_reached_and_pauses_at_its_ticks)
{
    TourError err;
    cr_assert(tour_parse(&tour, GOOD, strlen(GOOD), "t.txt", &err));
    const TourStop *s = &tour.stop[0];
    cr_assert_str_eq(tour_caption_at(s, 0), "Hold Right at 48 px a tick");
    cr_assert_str_eq(tour_caption_at(s, 29), "Hold Right at 48 px a tick");
    cr_assert(strstr(tour_caption_at(s, 30), "lands beyond"));
    cr_assert(strstr(tour_caption_at(s, 5000), "lands beyond"));
    cr_assert_null(tour_caption_at(&tour.stop[1], 4));
    cr_assert(tour_pauses_at(s, 31) && tour_pauses_at(s, 90));
    cr_assert_not(tour_pauses_at(s, 30) || tour_pauses_at(s, 32));
}

Test(tour, refuses_a_bad_file_saying_where)
{
    parse_fails("", 0, 0, "collide-tour 1");
    parse_fails("collide-tour 1\n# nothing\n", 0, 0, "at least one 'stop'");
    parse_fails("stop a.replay \"x\"\n", 1, 1, "not a tour file");
    parse_fails("collide-tour 2\n", 1, 14, "version '2'");
    parse_fails("collide-tour 1\nwalk 3\n", 2, 1, "unknown line 'walk'");
    parse_fails("collide-tour 1\nat 3 \"x\"\n", 2, 1, "before the first 'stop'");
    parse_fails("collide-tour 1\nstop ../etc/passwd.replay \"x\"\n", 2, 6, "not a recording's name");
    parse_fails("collide-tour 1\nstop a.map \"x\"\n", 2, 6, "NAME.replay");
    parse_fails("collide-tour 1\nstop a.replay\n", 2, 14, "title in double quotes");
    parse_fails("collide-tour 1\nstop a.replay \"x\n", 2, 15, "unterminated");
    parse_fails("collide-tour 1\nstop a.replay \"x\" y\n", 2, 19, "unexpected 'y'");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\nat -3 \"c\"\n", 3, 4, "a tick");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 99999999999\n", 3, 7, "out of range");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 9\npause 9\n", 4, 7, "not after");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\nat 9 \"a\"\nat 3 \"b\"\n", 4, 4, "not after");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\nat 9 \"a\x01\"\n", 3, 8, "control character");
    parse_fails("collide-tour 1\nstop a.replay \"\xff\"\n", 2, 16, "invalid UTF-8");
}

Test(tour, refuses_too_many_of_anything)
{
    static char text[TOUR_TEXT_MAX + 16];
    size_t n = (size_t)snprintf(text, sizeof text, "collide-tour 1\n");
    for (int i = 0; i <= TOUR_STOPS_MAX; i++) n += (size_t)snprintf(text + n, sizeof text - n, "stop s.replay \"t\"\n");
    parse_fails(text, TOUR_STOPS_MAX + 2, 1, "more than 32 stops");
    n = (size_t)snprintf(text, sizeof text, "collide-tour 1\nstop s.replay \"t\"\n");
    for (int i = 0; i <= TOUR_PAUSES_MAX; i++) n += (size_t)snprintf(text + n, sizeof text - n, "pause %d\n", i);
    parse_fails(text, TOUR_PAUSES_MAX + 3, 1, "more than 8 pauses");
    char caption[TOUR_CAPTION_MAX + 8];
    memset(caption, 'a', sizeof caption - 1);
    caption[sizeof caption - 1] = '\0';
    snprintf(text, sizeof text, "collide-tour 1\nstop s.replay \"t\"\nat 1 \"%s\"\n", caption);
    parse_fails(text, 3, 7 + TOUR_CAPTION_MAX - 1, "longer than 160 bytes");
    memset(text, 'x', sizeof text);
    TourError err;
    cr_assert_not(tour_parse(&tour, text, TOUR_TEXT_MAX + 1, "t.txt", &err));
    cr_assert(strstr(err.msg, "over 256 KiB"), "%s", err.msg);
}

Test(tour, reads_expect_lines_each_at_the_pause_before_it)
{
    static const char text[] = "collide-tour 1\nstop s.replay \"t\"\npause 10\n"
                               "expect quad-push through>=1 wall=0\npause 20\nexpect all in<=2  # none deep\n";
    TourError err;
    cr_assert(tour_parse(&tour, text, strlen(text), "t.txt", &err), "%s", err.msg);
    const TourStop *s = &tour.stop[0];
    cr_assert_eq(s->expects, 3);
    cr_assert_eq(s->expect[0].tick, 10u);
    cr_assert_str_eq(s->expect[0].method, "quad-push");
    cr_assert(s->expect[0].field == TOUR_FIELD_THROUGH && s->expect[0].op == TOUR_OP_GE && s->expect[0].value == 1);
    cr_assert(s->expect[1].field == TOUR_FIELD_WALL && s->expect[1].op == TOUR_OP_EQ && s->expect[1].value == 0);
    cr_assert_eq(s->expect[1].col, 29, "where the condition was written, for its message");
    cr_assert(s->expect[2].tick == 20 && s->expect[2].method[0] == '\0' && s->expect[2].op == TOUR_OP_LE);
}

Test(tour, refuses_a_bad_expect_saying_where)
{
    parse_fails("collide-tour 1\nstop a.replay \"x\"\nexpect simplest in=0\n", 3, 8, "before the stop's first 'pause'");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect side/ways in=0\n", 4, 8, "'side/ways' is not a method");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect simplest\n", 4, 16, "expected a condition");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect simplest in=0 deep>1\n", 4, 22,
                "'deep>1' is not a condition");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect simplest in>1\n", 4, 17, "not a condition");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect simplest in=\n", 4, 17, "not a condition");
    parse_fails("collide-tour 1\nstop a.replay \"x\"\npause 3\nexpect simplest in=-1\n", 4, 17, "not a condition");
    parse_fails("collide-tour 1\nexpect simplest in=0\n", 2, 1, "'expect' before the first 'stop'");
    static char text[4096];
    size_t n = (size_t)snprintf(text, sizeof text, "collide-tour 1\nstop s.replay \"t\"\npause 1\n");
    for (int i = 0; i <= TOUR_EXPECTS_MAX; i++) n += (size_t)snprintf(text + n, sizeof text - n, "expect all in=0\n");
    parse_fails(text, TOUR_EXPECTS_MAX + 4, 12, "more than 16 expected conditions");
}
