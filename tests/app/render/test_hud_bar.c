/* test_hud_bar.c: the bottom bar at the end of a replay, where its state tags are longest
 * ("PAUSED (N steps)  REPLAY ENDED: matched the recording") and the d-pad takes its right
 * end: no text of the bar runs into "F1 help", and the speed stays on it, at every scale
 * in both window sizes. Before the first move, the bar's note line says nothing. */
#include <criterion/criterion.h>
#include <string.h>

#include "app/features/session/session.h"
#include "app/features/session/session_feature.h"
#include "app/app_draw.h"
#include "app/render/canvas_record.h"
#include "app/render/hud.h"
#include "cmd/window_replay.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Replay replay;
static CanvasRecord rec;

static void ended_replay(int w, int h, float scale)
{
    static RunMethods methods;
    cr_assert_eq(window_replay_load(&replay, SOURCE_DIR "/docs/demo.replay", &methods, NULL, 0), 0);
    AppConfig cfg = driver_config(&replay.map, 0);
    cfg.replay = &replay;
    cfg.width = w;
    cfg.height = h;
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
    while (session_replaying(session_of(&app)) && !app.loop.paused) app_tick(&app, 0);
    driver_record(&app, &rec);
    canvas_record_clear(&rec);
    app_draw(&app);
}

Test(hud_bar, the_state_tags_of_an_ended_replay_never_run_into_the_help_hint)
{
    static const struct {
        int w, h;
        float scale;
    } SETUPS[] = {{1280, 800, 1.0f}, {1280, 800, 1.5f}, {1280, 800, 2.0f},
                  {1024, 600, 1.0f}, {1024, 600, 1.5f}, {1024, 600, 2.0f}};
    for (unsigned s = 0; s < sizeof SETUPS / sizeof SETUPS[0]; s++) {
        ended_replay(SETUPS[s].w, SETUPS[s].h, SETUPS[s].scale);
        const Drawn *hint = NULL;
        for (int k = 0; k < rec.count && !hint; k++)
            if (rec.e[k].kind == DRAWN_TEXT && !strcmp(rec.e[k].s, "F1 help")) hint = &rec.e[k];
        cr_assert_not_null(hint, "%dx%d scale %g: no help hint", SETUPS[s].w, SETUPS[s].h, (double)SETUPS[s].scale);
        int seen_state = 0;
        for (int k = 0; k < rec.count; k++) {
            const Drawn *d = &rec.e[k];
            if (d->kind != DRAWN_TEXT || d == hint || d->box.y + d->box.h <= hint->box.y) continue;
            seen_state += strncmp(d->s, "PAUSED", 6) == 0;
            cr_expect(!canvas_rect_overlaps(d->box, hint->box), "%dx%d scale %g: \"%s\" runs into \"F1 help\"",
                      SETUPS[s].w, SETUPS[s].h, (double)SETUPS[s].scale, d->s);
        }
        cr_expect_gt(seen_state, 0, "%dx%d scale %g: the state tags are on the bar", SETUPS[s].w, SETUPS[s].h,
                     (double)SETUPS[s].scale);
        /* The speed, the variable being taught, stays beside them. */
        int speed = 0;
        for (int k = 0; k < rec.count; k++) speed += rec.e[k].kind == DRAWN_TEXT && strstr(rec.e[k].s, " px/t") != NULL;
        cr_expect_gt(speed, 0, "%dx%d scale %g: the speed is on the bar", SETUPS[s].w, SETUPS[s].h,
                     (double)SETUPS[s].scale);
        platform_close(&app);
        replay_free(&replay);
    }
}

Test(hud_bar, the_note_line_is_empty_before_any_move_and_names_no_key)
{
    static Map map;
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, 0);
    driver_open(&app, &cfg);
    char tags[256], line[320];
    Frame f = app_frame(&app);
    HudState s = app_hud_state(&app, tags, sizeof tags);
    hud_news_text(&f, &app.world, &s, line, sizeof line);
    cr_expect_eq(app.world.tick, 0);
    cr_expect_str_empty(line, "tick 0, no key pressed: the note line says \"%s\"", line);
    app_tick(&app, IN_RIGHT);
    s = app_hud_state(&app, tags, sizeof tags);
    hud_news_text(&f, &app.world, &s, line, sizeof line);
    cr_expect(line[0] && !strstr(line, "overlays"), "after a move: \"%s\"", line);
    platform_close(&app);
    map_free(&map);
}
