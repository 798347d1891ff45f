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

Test(challenge, the_hud_says_not_yet_then_pass_from_the_tick_the_goal_held)
{
    static Map map;
    load_shipped_map("tunnel.map", &map);
    static Goal goal;
    const char *text = "simplest through>=1 and line-segment through=0";
    Line l = {text, (int)strlen(text), 0, 1};
    char msg[200];
    int col = 0;
    cr_assert(goal_read(&goal, &l, msg, sizeof msg, &col), "%s", msg);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.world.speed_level = world_speed_level_nearest(48.0f);
    cfg.goal = &goal;
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
