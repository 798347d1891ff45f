/* test_tour_reading.c: a tour reads each stop's recording when the stop opens, one file
 * named by several stops once, and holds at most the recording on screen and the one
 * read aside for the next stop: a small tour naming one big recording 32 times costs one
 * parse, not 32. A missing recording is still refused when the tour opens; a bad one is
 * named when its stop is asked for, and the stop on screen stays. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/features/tour/tour_player.h"
#include "support/support.h"

static char dir[256], path[400];
static TourPlayer t;

/* A tour of `stops` stops in a fresh folder, stop k naming names[k % n]. */
static void write_tour(int stops, const char *const *names, int n)
{
    static char text[8192];
    size_t len = (size_t)snprintf(text, sizeof text, "collide-tour 1\n");
    for (int k = 0; k < stops; k++)
        len += (size_t)snprintf(text + len, sizeof text - len, "stop %s \"S%d\"\nat 0 \"x\"\npause 7\n", names[k % n], k);
    snprintf(path, sizeof path, "%s/tour.txt", dir);
    cr_assert(write_file(path, text));
}

static void copy_recording(const char *as)
{
    char cmd[1400], out[256], err[256];
    snprintf(cmd, sizeof cmd, "cp '%s/tour/04-corners-simplest.replay' '%s/%s'", SOURCE_DIR, dir, as);
    cr_assert_eq(run_capture(cmd, out, sizeof out, err, sizeof err), 0, "%s", err);
}

Test(tour_reading, one_recording_named_by_every_stop_is_parsed_once)
{
    make_temp_dir(dir, sizeof dir);
    copy_recording("big.replay");
    const char *names[] = {"big.replay"};
    write_tour(TOUR_STOPS_MAX, names, 1);
    char why[1600];
    cr_assert(tour_player_open(&t, path, why, sizeof why), "%s", why);
    cr_expect_eq(t.parses, 0, "opening the tour reads no recording");
    for (int i = 0; i < TOUR_STOPS_MAX; i++) {
        const Replay *r = tour_player_stop(&t, i, why, sizeof why);
        cr_assert_not_null(r, "stop %d: %s", i + 1, why);
        cr_assert_eq(t.stop, i);
        cr_assert(r->ended && r->count > 0);
    }
    cr_expect_eq(t.parses, 1, "32 stops of one file: %ld parses", t.parses);
    tour_player_close(&t);
}

Test(tour_reading, each_stop_reads_its_own_recording_when_it_opens)
{
    make_temp_dir(dir, sizeof dir);
    copy_recording("a.replay");
    copy_recording("b.replay");
    const char *names[] = {"a.replay", "b.replay"};
    write_tour(6, names, 2);
    char why[1600];
    cr_assert(tour_player_open(&t, path, why, sizeof why), "%s", why);
    cr_assert_not_null(tour_player_stop(&t, 0, why, sizeof why), "%s", why);
    cr_expect_eq(t.parses, 1);
    cr_assert(tour_player_read(&t, 1, why, sizeof why), "%s", why);
    cr_expect_eq(t.parses, 2, "the next stop read aside");
    cr_expect_str_eq(t.loaded, "a.replay", "the stop on screen keeps its recording");
    cr_assert_not_null(tour_player_stop(&t, 1, why, sizeof why));
    cr_expect_eq(t.parses, 2, "read aside once, then taken");
    cr_expect_str_eq(t.loaded, "b.replay");
    cr_assert_not_null(tour_player_stop(&t, 2, why, sizeof why));
    cr_expect_eq(t.parses, 3, "a file read before is read again: only two are ever held");
    tour_player_close(&t);
}

Test(tour_reading, a_bad_recording_is_named_when_its_stop_is_asked_for)
{
    make_temp_dir(dir, sizeof dir);
    copy_recording("a.replay");
    char bad[600];
    snprintf(bad, sizeof bad, "%s/bad.replay", dir);
    cr_assert(write_file(bad, "collide-replay 1\nnonsense\n"));
    const char *names[] = {"a.replay", "bad.replay"};
    write_tour(2, names, 2);
    char why[1600];
    cr_assert(tour_player_open(&t, path, why, sizeof why), "%s", why);
    cr_assert_not_null(tour_player_stop(&t, 0, why, sizeof why));
    cr_expect_null(tour_player_stop(&t, 1, why, sizeof why));
    char want[600];
    snprintf(want, sizeof want, "%s:5:6: stop 2: ", path);
    cr_expect(strstr(why, want), "'%s' lacks '%s'", why, want);
    cr_expect_eq(t.stop, 0, "the stop on screen stays");
    cr_expect_str_eq(t.loaded, "a.replay");
    tour_player_close(&t);
    remove(bad);
    cr_expect_not(tour_player_open(&t, path, why, sizeof why), "a missing recording is refused at once");
    snprintf(want, sizeof want, "%s:5:6: cannot read the stop's recording bad.replay", path);
    cr_expect(strstr(why, want), "'%s' lacks '%s'", why, want);
}
