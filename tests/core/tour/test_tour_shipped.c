/* test_tour_shipped.c: the shipped tour (tour/tour.txt) is whole: it parses, names only
 * recordings that exist, covers every shipped map and every method,
 * pauses only inside its recordings, and has at least ten stops. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "core/resolver.h"
#include "core/tour.h"
#include "support/support.h"

static Tour tour;
static Replay stop_replay[TOUR_STOPS_MAX];

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
    cr_assert(ok, "%s", msg);
    free(text);
    for (int i = 0; i < tour.stops; i++) {
        ReplayError rerr;
        snprintf(path, sizeof path, "%s/tour/%s", SOURCE_DIR, tour.stop[i].file);
        cr_assert(replay_load(&stop_replay[i], path, &rerr), "stop %d: %s: %s", i + 1, path, rerr.msg);
    }
}

static void free_tour(void)
{
    for (int i = 0; i < tour.stops; i++) replay_free(&stop_replay[i]);
}

TestSuite(tour_shipped, .init = load_tour, .fini = free_tour);

Test(tour_shipped, has_ten_stops_each_pausing_with_a_caption_inside_its_recording)
{
    cr_assert_geq(tour.stops, 10);
    for (int i = 0; i < tour.stops; i++) {
        const TourStop *s = &tour.stop[i];
        const Replay *r = &stop_replay[i];
        cr_assert_geq(s->pauses, 1, "%s never pauses", s->file);
        cr_assert(r->ended && r->count > 0, "%s is not a finished recording", s->file);
        for (int k = 0; k < s->pauses; k++) {
            cr_assert_leq(s->pause[k], r->ticks, "%s pauses at %u, past its %llu ticks", s->file, (unsigned)s->pause[k],
                          (unsigned long long)r->ticks);
            cr_assert_not_null(tour_caption_at(s, s->pause[k]), "%s: no caption at its pause %u", s->file,
                               (unsigned)s->pause[k]);
        }
        for (int k = 0; k < s->captions; k++) cr_assert_leq(s->caption[k].tick, r->ticks, "%s", s->file);
    }
}

/* Every method the tour's recordings run has a stop of its own: one that starts with it. (A
 * method added to collide later runs in none of them until a stop is recorded for it.) */
Test(tour_shipped, every_method_it_shows_has_a_stop_that_starts_with_it)
{
    int shown = 0;
    for (int i = 0; i < tour.stops; i++)
        for (int m = 0; m < stop_replay[i].config.methods.count; m++) {
            const char *name = stop_replay[i].method_names[m];
            bool starts = false;
            for (int j = 0; j < tour.stops && !starts; j++)
                starts = !strcmp(stop_replay[j].method_names[stop_replay[j].config.resolver], name);
            cr_assert(starts, "no stop of the tour starts with %s", name);
            shown++;
        }
    cr_expect_geq(shown, 7, "the tour shows the methods");
}

Test(tour_shipped, covers_every_shipped_map)
{
    static char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    static Map shipped;
    int n = shipped_map_names(names);
    for (int m = 0; m < n; m++) {
        load_shipped_map(names[m], &shipped);
        bool found = false;
        for (int i = 0; i < tour.stops && !found; i++) {
            const Map *in = &stop_replay[i].map;
            found = strcmp(in->name, shipped.name) == 0 && in->w == shipped.w && in->h == shipped.h &&
                    memcmp(in->cells, shipped.cells, (size_t)(in->w * in->h)) == 0;
        }
        cr_assert(found, "no stop of the tour is on %s", names[m]);
    }
}

Test(tour_shipped, every_recording_in_the_tour_folder_is_a_stop)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tour", SOURCE_DIR);
    DIR *d = opendir(dir);
    cr_assert_not_null(d);
    int replays = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".replay") != 0) continue;
        replays++;
        bool named = false;
        for (int i = 0; i < tour.stops; i++) named = named || strcmp(tour.stop[i].file, e->d_name) == 0;
        cr_assert(named, "tour/%s is not a stop of tour/tour.txt", e->d_name);
    }
    closedir(d);
    cr_assert_eq(replays, tour.stops);
}
