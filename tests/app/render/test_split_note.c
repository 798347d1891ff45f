/* test_split_note.c: the split view's viewports at 1024x600 and --scale 2 (or, where a
 * viewport would be too small to read, the ghost view with a note that says so), where a
 * viewport is too small for the overlay's note even in the small font: every viewport still names
 * its method (number and short name at least), every THROUGH and IN WALL is shown (in
 * the method's strip, or listed in the spare cell), and the note is not lost: each of
 * the active method's overlay labels is on its map, or the bottom bar carries the
 * move's note. Directional-flag on the tunnel map writes a note on every move. The
 * same at every scale in 1280x800 and 1024x600. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/compare.h"
#include "app/app.h"
#include "app/render/hud.h"
#include "app/render/layout.h"
#include "app/render/text_fit.h"
#include "app/platform/screenshot.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord text_log;

static bool drawn(const char *needle)
{
    return driver_drawn(&text_log, needle) > 0;
}

static void open_split(int w, int h, float scale, int resolver)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, resolver);
    cfg.world.speed_level = 12;
    cfg.ui_scale = scale;
    cfg.width = w;
    cfg.height = h;
    driver_open(&app, &cfg);
    driver_record(&app, &text_log);
    app.view.overlays = true;
    app.world.compare = COMPARE_SPLIT;
}

/* The first words of a note, as far as a wrapped or shortened line keeps them. */
static void first_words(const char *s, char *out, size_t cap)
{
    size_t n = strlen(s) < 12 ? strlen(s) : 12;
    if (n >= cap) n = cap - 1;
    memcpy(out, s, n);
    out[n] = '\0';
}

static void check_frame(int w, int h, float scale)
{
    canvas_record_clear(&text_log);
    app_draw(&app);
    Frame ff = app_frame(&app);
    if (!layout_split_readable(&ff, &app.world)) {
        /* Too small to read: the ghost view instead, and a note that says so. */
        cr_expect(drawn("Split"), "%dx%d scale %.1f: the split fell back without a word", w, h, (double)scale);
        return;
    }
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        char full[64], shrt[64];
        snprintf(full, sizeof full, "%d %s", r + 1, resolver_info(r)->name);
        snprintf(shrt, sizeof shrt, "%d %s", r + 1, text_short_method(resolver_info(r)));
        cr_expect(drawn(full) || drawn(shrt), "%dx%d scale %.1f tick %llu: viewport %d's name (\"%s\") is not drawn", w,
                  h, (double)scale, (unsigned long long)app.world.tick, r + 1, shrt);
    }
    /* Every flag (through a wall, in one) in the method's strip, or in the spare
     * cell's list when the strips have one line. */
    View views[METHOD_MAX];
    Rect strips[METHOD_MAX], spare;
    Frame fr = app_frame(&app);
    layout_split(&fr, &app.world, app.view.zoom, views, strips, &spare);
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        bool wall = compare_in_wall(&app.world, r);
        if (!wall && app.world.log.tally[r].crossed == 0) continue;
        bool shown = false;
        char num[16];
        snprintf(num, sizeof num, " %d", r + 1);
        for (int k = 0; k < text_log.count && !shown; k++) {
            const Drawn *e = &text_log.e[k];
            int ax = e->box.x + 1, ay = e->box.y + 1;
            const char *word = wall ? "WALL" : "THRU";
            if (canvas_rect_has_point(strips[r], ax, ay) && !strncmp(e->s, word, 4) && (!e->s[4] || e->s[4] == ' '))
                shown = true;
            if (canvas_rect_has_point(strips[r], ax, ay) && strstr(e->s, wall ? "IN WALL" : "THROUGH")) shown = true;
            if (canvas_rect_has_point(spare, ax, ay) && !strncmp(e->s, wall ? "WALL" : "THRU", 4)) {
                const char *hit = strstr(e->s, num);
                shown = hit && (hit[strlen(num)] == '\0' || hit[strlen(num)] == ' ');
            }
        }
        cr_expect(shown, "%dx%d scale %.1f tick %llu: method %d's %s is shown nowhere", w, h, (double)scale,
                  (unsigned long long)app.world.tick, r + 1, wall ? "IN WALL" : "THROUGH");
    }
    const Trace *tr = &app.trace;
    bool on_map = true;
    char want[64];
    for (int i = 0; i < tr->label_count; i++) {
        first_words(tr->labels[i].text, want, sizeof want);
        on_map = on_map && drawn(want);
    }
    if (on_map) return;
    /* Not all on the map: the bottom bar's note line has the move's account. */
    char tags[8] = "", note[320];
    HudState s = {.show_fps = true, .fps = 60.0, .tags = tags, .next_resolver = -1, .slow = 1, .trace = tr};
    Frame f = app_frame(&app);
    hud_news_text(&f, &app.world, &s, note, sizeof note);
    cr_assert(note[0], "a note to show");
    canvas_record_clear(&text_log);
    hud_draw(&f, &app.world, &s);
    first_words(note, want, sizeof want);
    cr_expect(drawn(want), "%dx%d scale %.1f tick %llu: the note \"%s\" is on neither the map nor the bottom bar", w, h,
              (double)scale, (unsigned long long)app.world.tick, note);
}

static int run(int w, int h, float scale)
{
    open_split(w, h, scale, RESOLVER_DIRECTIONAL_FLAG);
    static const uint8_t WALK[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_LEFT, IN_UP | IN_LEFT};
    int labelled = 0;
    for (int leg = 0; leg < 5; leg++)
        for (int t = 0; t < 12; t++) {
            app_tick(&app, WALK[leg]);
            labelled += app.trace.label_count > 0;
            check_frame(w, h, scale);
            /* COLLIDE_SHOTS=DIR keeps a frame of each leg, to look at. */
            char path[512], err[256];
            if (getenv("COLLIDE_SHOTS") && t == 11) {
                snprintf(path, sizeof path, "%s/split-%dx%d-%.1f-%d.png", getenv("COLLIDE_SHOTS"), w, h, (double)scale,
                         leg);
                screenshot_save(app.canvas, path, err, sizeof err);
            }
        }
    platform_close(&app);
    return labelled;
}

Test(split_note, at_1024x600_scale_2_every_viewport_keeps_its_name_and_the_note_is_shown)
{
    cr_expect_gt(run(1024, 600, 2.0f), 10, "moves with overlay labels");
}

Test(split_note, at_every_scale_and_size_every_viewport_keeps_its_name)
{
    static const float SCALES[] = {1.0f, 1.5f, 2.0f};
    static const int SIZES[][2] = {{1280, 800}, {1024, 600}};
    for (int s = 0; s < 3; s++)
        for (int z = 0; z < 2; z++) run(SIZES[z][0], SIZES[z][1], SCALES[s]);
}
