/* fuzz_tour.c: libFuzzer harness for the tour file's parser (tour_parse, docs/tour.md).
 * Promises checked on every input: no crash or undefined behaviour; a refused tour
 * leaves the caller's tour untouched and says why; an accepted one keeps its limits
 * (terminated strings, bare recording names, ticks increasing within each stop, each
 * expected condition at one of its stop's pauses, about a known method and field). */
#include <string.h>

#include "core/resolver.h"
#include "core/tour.h"
#include "fuzz.h"

static void check_stop(const TourStop *s)
{
    FUZZ_CHECK(memchr(s->file, '\0', sizeof s->file) && memchr(s->title, '\0', sizeof s->title), "unterminated");
    FUZZ_CHECK(strchr(s->file, '/') == NULL && s->file[0] != '.', "a folder in '%s'", s->file);
    FUZZ_CHECK(s->captions >= 0 && s->captions <= TOUR_CAPTIONS_MAX, "%d captions", s->captions);
    FUZZ_CHECK(s->pauses >= 0 && s->pauses <= TOUR_PAUSES_MAX, "%d pauses", s->pauses);
    for (int i = 0; i < s->captions; i++) {
        FUZZ_CHECK(memchr(s->caption[i].text, '\0', sizeof s->caption[i].text), "caption unterminated");
        FUZZ_CHECK(i == 0 || s->caption[i].tick > s->caption[i - 1].tick, "captions out of order");
    }
    for (int i = 1; i < s->pauses; i++) FUZZ_CHECK(s->pause[i] > s->pause[i - 1], "pauses out of order");
    FUZZ_CHECK(s->expects >= 0 && s->expects <= TOUR_EXPECTS_MAX, "%d expects", s->expects);
    for (int i = 0; i < s->expects; i++) {
        const TourExpect *e = &s->expect[i];
        FUZZ_CHECK(tour_pauses_at(s, e->tick), "an expect at %u, which is not a pause", (unsigned)e->tick);
        FUZZ_CHECK(memchr(e->method, '\0', sizeof e->method), "a method's name unterminated"); /* "" is every method */
        FUZZ_CHECK(tour_field_name(e->field) != NULL && e->value >= 0, "field %d value %ld", (int)e->field, e->value);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Tour tour, before;
    TourError err;
    memset(&tour, 0xa5, sizeof tour);
    before = tour;
    if (!tour_parse(&tour, (const char *)data, size, "fuzz.txt", &err)) {
        FUZZ_CHECK(memcmp(&tour, &before, sizeof tour) == 0, "a refused tour half-loaded");
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        char line[512];
        tour_error_format(&err, line, sizeof line);
        FUZZ_CHECK(strncmp(line, "fuzz.txt:", 9) == 0, "%s", line);
        return 0;
    }
    FUZZ_CHECK(tour.stops >= 1 && tour.stops <= TOUR_STOPS_MAX, "%d stops", tour.stops);
    for (int i = 0; i < tour.stops; i++) check_stop(&tour.stop[i]);
    return 0;
}
