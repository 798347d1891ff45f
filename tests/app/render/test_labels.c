/* test_labels.c: every label drawn on the map (the overlay's notes, the ghosts' group
 * tags) keeps clear of every other label and of every body, and stays inside the map
 * view, on every tick of the shipped recordings and on the tunnel map walked through in
 * the ghost view with directional-flag active, at scales 1, 1.5 and 2. The app keeps
 * the last frame's labels. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/layout.h"
#include "app/features/session/session.h"
#include "app/features/session/session_feature.h"
#include "app/platform/screenshot.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static Replay loaded;
static float scale = 1.0f; /* --scale of the next app opened */

static void open_app(const char *map_name, int resolver, int speed_level, const Replay *replay)
{
    load_shipped_map(map_name, &map);
    AppConfig cfg = driver_config(&map, resolver);
    cfg.world.speed_level = speed_level;
    cfg.ui_scale = scale;
    cfg.replay = replay;
    driver_open(&app, &cfg);
}

static bool inside(LabelBox in, LabelBox out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

static int wall_tags; /* ghost tags drawn over a wall cell where the map had room */

/* Does a label cover a wall cell's pixels (any wall side)? */
static bool on_wall(const View *v, LabelBox b)
{
    const Map *m = &app.world.map;
    float step = (float)m->tile * v->scale;
    for (int y = b.y; y < b.y + b.h; y += 2)
        for (int x = b.x; x < b.x + b.w; x += 2) {
            int i = (int)floorf(((float)x + 0.5f - v->ox) / step), j = (int)floorf(((float)y + 0.5f - v->oy) / step);
            if (i >= 0 && j >= 0 && i < m->w && j < m->h && map_cell(m, i, j) != 0) return true;
        }
    return false;
}

/* Draws the frame and checks its labels; returns how many there were. */
static int check_frame(const char *where)
{
    app_draw(&app);
    const LabelPlacer *lp = &app.view.labels;
    View v = app_map_view(&app);
    Frame f = app_frame(&app);
    /* A frame that gave way has its legend over the map: the tags share the free room with it. */
    bool room = !layout_legend_over(&f, &app.world);
    int labels = 0;
    for (int a = 0; a < lp->count; a++) {
        if (!lp->is_label[a]) continue;
        labels++;
        LabelBox la = lp->taken[a];
        /* In the ghost view tags keep off the walls: counted, the tunnel's walk asks none. */
        if (app.world.compare == COMPARE_GHOST && room && lp->bounds.h >= 8 * la.h && on_wall(&v, la)) wall_tags++;
        cr_expect(inside(la, lp->bounds), "%s scale %g tick %llu: label %d at %d,%d %dx%d leaves the view %d,%d %dx%d",
                  where, (double)scale, (unsigned long long)app.world.tick, a, la.x, la.y, la.w, la.h, lp->bounds.x,
                  lp->bounds.y, lp->bounds.w, lp->bounds.h);
        for (int b = 0; b < lp->count; b++) {
            if (b == a || (lp->is_label[b] && b < a)) continue;
            LabelBox o = lp->taken[b];
            cr_expect(!labels_overlap(la, o),
                      "%s scale %g tick %llu: label %d (%d,%d %dx%d) covers %s %d (%d,%d %dx%d)", where, (double)scale,
                      (unsigned long long)app.world.tick, a, la.x, la.y, la.w, la.h, lp->is_label[b] ? "label" : "body",
                      b, o.x, o.y, o.w, o.h);
        }
    }
    return labels;
}

/* Every tick of a recording as it was recorded, and again in the ghost view. */
static int replay_labels(const char *path)
{
    ReplayError e;
    cr_assert(replay_load(&loaded, path, &e), "%s:%d: %s", e.file, e.line, e.msg);
    open_app("default.map", RESOLVER_SIMPLEST, SPEED_LEVEL_DEFAULT, &loaded);
    int labels = 0, guard = 0;
    while (session_replaying(session_of(&app)) && guard++ < 10000) {
        app_tick(&app, 0);
        labels += check_frame(path);
        CompareView was = app.world.compare;
        app.world.compare = COMPARE_GHOST;
        labels += check_frame(path);
        app.world.compare = was;
    }
    platform_close(&app);
    replay_free(&loaded);
    return labels;
}

Test(labels, the_demo_recording_never_draws_a_label_over_another_or_over_a_body)
{
    int n = replay_labels(SOURCE_DIR "/docs/demo.replay");
    cr_expect_gt(n, 40, "labels were drawn (%d)", n);
}

Test(labels, the_tour_recording_never_draws_a_label_over_another_or_over_a_body)
{
    int n = replay_labels(SOURCE_DIR "/tests/data/tour.replay");
    cr_expect_gt(n, 100, "labels were drawn (%d)", n);
}

static void tunnel_labels(void)
{
    wall_tags = 0;
    open_app("tunnel.map", RESOLVER_DIRECTIONAL_FLAG, 12 /* 48 px/tick */, NULL);
    app.world.compare = COMPARE_GHOST;
    cr_assert_eq(world_speed(&app.world), 48.0f);
    int labels = 0, most = 0;
    static const uint8_t WALK[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_LEFT, IN_UP};
    for (int leg = 0; leg < 5; leg++)
        for (int t = 0; t < 24; t++) {
            app_tick(&app, WALK[leg]);
            int n = check_frame("tunnel");
            labels += n;
            if (n > most) most = n;
            /* COLLIDE_SHOTS=DIR keeps the frames, to look at. */
            char path[512], err[256];
            if (getenv("COLLIDE_SHOTS") && t % 6 == 5) {
                snprintf(path, sizeof path, "%s/tunnel-%g-%d-%02d.png", getenv("COLLIDE_SHOTS"), (double)scale, leg, t);
                screenshot_save(app.canvas, path, err, sizeof err);
            }
        }
    cr_expect_gt(most, 3, "scale %g: a frame with the note, its labels and the tags (%d at most)", (double)scale, most);
    cr_expect_eq(wall_tags, 0, "scale %g: %d labels over a wall where the map had room", (double)scale, wall_tags);
    cr_expect_gt(labels, 200, "scale %g: labels were drawn (%d)", (double)scale, labels);
    platform_close(&app);
}

Test(labels, the_tunnel_in_the_ghost_view_with_directional_flag_keeps_its_labels_apart)
{
    tunnel_labels();
}

Test(labels, at_scale_1_5_the_recordings_and_the_tunnel_keep_their_labels_apart)
{
    scale = 1.5f;
    cr_expect_gt(replay_labels(SOURCE_DIR "/docs/demo.replay"), 40);
    cr_expect_gt(replay_labels(SOURCE_DIR "/tests/data/tour.replay"), 100);
    tunnel_labels();
}

Test(labels, at_scale_2_the_recordings_and_the_tunnel_keep_their_labels_apart)
{
    scale = 2.0f;
    cr_expect_gt(replay_labels(SOURCE_DIR "/docs/demo.replay"), 40);
    cr_expect_gt(replay_labels(SOURCE_DIR "/tests/data/tour.replay"), 100);
    tunnel_labels();
}

Test(labels, o_hides_the_ghosts_tags_and_the_legend_stays)
{
    open_app("tunnel.map", RESOLVER_SIMPLEST, 12 /* 48 px/tick */, NULL);
    app.world.compare = COMPARE_GHOST;
    static CanvasRecord rec;
    driver_record(&app, &rec);
    for (int t = 0; t < 6; t++) app_tick(&app, IN_RIGHT);
    cr_assert_gt(check_frame("tunnel"), 0, "tags are drawn");
    driver_press(&app, SDLK_o);
    canvas_record_clear(&rec);
    cr_expect_eq(check_frame("tunnel, O"), 0, "O hides the tags");
    cr_expect_gt(driver_drawn(&rec, "THROUGH") + driver_drawn(&rec, "Δ"), 0, "the legend stays");
    driver_press(&app, SDLK_o);
    cr_expect_gt(check_frame("tunnel, O again"), 0, "O again shows them");
    platform_close(&app);
}
