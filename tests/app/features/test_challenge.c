/* test_challenge.c: a challenge's goal in the window (app/features/challenge): the HUD's
 * tags say GOAL not yet, then GOAL PASS from the tick the goal first held, and a rewind
 * before that tick takes it back; the goal goes into the session's log, so a recording of
 * the run carries it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/app_draw.h"
#include "app/features/challenge/challenge_feature.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/session/session_feature.h"
#include "core/base/line.h"
#include "core/challenge.h"
#include "support/support.h"
#include "window_driver.h"

static App app;

static const char *tags(void)
{
    static char line[MESSAGE_MAX];
    line[0] = '\0';
    app_hud_state(&app, line, sizeof line);
    return line;
}

/* The window's config on tunnel.map with simplest and the goal `text`, read as a challenge's. */
static AppConfig tunnel_with_goal(const char *text)
{
    static Map map;
    static Goal goal;
    load_shipped_map("tunnel.map", &map);
    Line l = {text, (int)strlen(text), 0, 1};
    char msg[200];
    int col = 0;
    cr_assert(goal_read(&goal, &l, msg, sizeof msg, &col), "%s", msg);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.goal = &goal;
    return cfg;
}

Test(challenge, the_hud_says_not_yet_then_pass_from_the_tick_the_goal_held)
{
    const char *text = "simplest through>=1 and line-segment through=0";
    AppConfig cfg = tunnel_with_goal(text);
    cfg.world.speed_level = world_speed_level_nearest(48.0f);
    cfg.start_compare = true;
    driver_open(&app, &cfg);
    cr_expect(strstr(tags(), "GOAL not yet"), "%s", tags());
    cr_expect_str_eq(challenge_verdict(&app), "not yet");
    int passed_at = -1;
    for (int t = 0; t < 30 && passed_at < 0; t++) {
        app_tick(&app, IN_RIGHT);
        if (strstr(tags(), "GOAL PASS")) passed_at = (int)app.world.tick;
    }
    cr_assert_gt(passed_at, 0, "simplest went through the first wall at 48 px a tick: %s", tags());
    cr_expect_str_eq(challenge_verdict(&app), "pass");
    cr_expect_str_eq(session_of(&app)->log.goal.text, text, "the log carries the goal");
    /* Back before it held, it has not held yet. */
    app.loop.paused = true;
    driver_press(&app, SDLK_COMMA);
    driver_press(&app, SDLK_COMMA);
    cr_expect_lt(app.world.tick, (uint64_t)passed_at);
    cr_expect(strstr(tags(), "GOAL not yet"), "rewound to %llu: %s", (unsigned long long)app.world.tick, tags());
    platform_close(&app);
}

/* A challenge whose allow line lists only the speed: [ ] change it; a number key, E (the
 * editor) and PgDn (the next map) say the challenge keeps it and change nothing. */
Test(challenge, keys_for_what_the_allow_line_leaves_out_say_so_and_change_nothing)
{
    AppConfig cfg = tunnel_with_goal("simplest through>=1");
    cfg.locked = ALLOW_METHOD | ALLOW_EDIT | ALLOW_YOURS;
    driver_open(&app, &cfg);
    int level = app.world.speed_level;
    driver_press(&app, SDLK_RIGHTBRACKET);
    app_tick(&app, 0);
    cr_expect_eq(app.world.speed_level, level + 1, "the speed is the student's to change");

    driver_press(&app, SDLK_2);
    app_tick(&app, 0);
    cr_expect_eq(app.world.resolver, RESOLVER_SIMPLEST, "the method is kept");
    cr_expect(strstr(app.view.flash, "keeps the method"), "%s", app.view.flash);

    char before[sizeof app.world.map.name];
    snprintf(before, sizeof before, "%s", app.world.map.name);
    driver_press(&app, SDLK_e);
    cr_expect(strstr(app.view.flash, "keeps the map"), "%s", app.view.flash);
    cr_expect(!editor_of(&app)->on, "the editor did not open");
    driver_press(&app, SDLK_PAGEDOWN);
    app_tick(&app, 0);
    cr_expect(strstr(app.view.flash, "keeps the map"), "%s", app.view.flash);
    cr_expect_str_eq(app.world.map.name, before, "no other map was loaded");
    platform_close(&app);

    /* The same keys with nothing kept: the method changes. */
    cfg.locked = 0;
    driver_open(&app, &cfg);
    driver_press(&app, SDLK_2);
    app_tick(&app, 0);
    cr_expect_eq(app.world.resolver, RESOLVER_PIXEL_ITERATION, "without the lock the number key chooses");
    platform_close(&app);
}
