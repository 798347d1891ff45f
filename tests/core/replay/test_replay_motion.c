/* test_replay_motion.c: a recording keeps the run's motion. Its header's motion line
 * holds the model and every parameter, the live keys' actions are named in the input
 * (act=gravity-up), an analog direction is dir=AX,AY, and the whole replays to the
 * same hashes; a bad motion line is refused with its line. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/replay.h"
#include "core/replay/replay_motion.h"
#include "core/world.h"
#include "support/support.h"

static Map map;
static World world;
static Replay log_, back;

static Input press(uint8_t held, uint32_t actions, int ax, int ay)
{
    Input in = INPUT_NONE;
    in.held = held;
    in.actions = actions;
    in.ax = (int8_t)ax;
    in.ay = (int8_t)ay;
    return in;
}

/* A platformer run on the platforms map in the compare view: runs, jumps, nudges of
 * gravity and the jump, and a stick pushed up and to the right. */
static char *record_platformer(void)
{
    load_shipped_map("platforms.map", &map);
    WorldConfig cfg = {.seed = 5, .resolver = RESOLVER_MINKOWSKI, .speed_level = SPEED_LEVEL_DEFAULT};
    cfg.motion = motion_defaults(MOTION_PLATFORMER);
    cfg.motion.gravity = 0.7f;
    cfg.motion.jump = 11.0f;
    cr_assert(world_init(&world, &map, &cfg));
    replay_init(&log_, &map, &world.start);
    replay_checkpoint(&log_, world_hash(&world));
    for (int t = 0; t < 300; t++) {
        uint32_t act = t == 0 ? ACT_COMPARE : t == 90 ? ACT_GRAVITY_UP : t == 150 ? ACT_JUMP_DOWN : 0;
        uint8_t held = (t / 40) % 2 ? IN_RIGHT : IN_LEFT;
        if (t % 50 < 12) held |= IN_UP;
        Input in = t >= 200 && t < 230 ? press(IN_UP, act, 90, -40) : press(held, act, 0, 0);
        replay_push(&log_, &in);
        world_step(&world, &in, NULL);
        if (world.tick % REPLAY_CHECK_TICKS == 0) replay_checkpoint(&log_, world_hash(&world));
    }
    char dir[256], path[300];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/jump.replay", dir);
    ReplayWriter w;
    ReplayError e;
    cr_assert(replay_writer_open(&w, path, &log_, &e) && replay_writer_close(&w, &log_, world_hash(&world), &e), "%s",
              e.msg);
    world_free(&world);
    char *text = read_file(path, NULL);
    cr_assert(text);
    cr_assert(replay_load(&back, path, &e), "%s", e.msg);
    return text;
}

Test(replay_motion, a_platformer_run_keeps_its_motion_and_its_live_changes_and_replays_exactly)
{
    char *text = record_platformer();
    cr_expect(strstr(text, "\nmotion platformer gravity 0.699999988 ") ||
                  strstr(text, "\nmotion platformer gravity 0.7 "),
              "%.600s", text);
    cr_expect(strstr(text, " jump 11 ") != NULL, "%.600s", text);
    cr_expect(strstr(text, "act=gravity-up") && strstr(text, "act=jump-down"), "the live keys are named");
    cr_expect(strstr(text, "dir=90,-40") != NULL, "the stick is recorded");
    cr_expect_eq(back.config.motion.model, MOTION_PLATFORMER);
    cr_expect_float_eq(back.config.motion.gravity, 0.7f, 0.0f);
    cr_expect_float_eq(back.config.motion.jump, 11.0f, 0.0f);
    ReplayVerdict v;
    cr_assert(replay_verify(&back, &v));
    cr_expect(!v.diverged && v.checkpoints >= 5 && v.checks == v.checkpoints, "%d of %d checkpoints match", v.checks,
              v.checkpoints);
    free(text);
    replay_free(&back);
    replay_free(&log_);
}

Test(replay_motion, a_changed_parameter_on_the_motion_line_diverges)
{
    char *text = record_platformer();
    char *at = strstr(text, " jump 11 ");
    cr_assert(at);
    memcpy(at, " jump 12 ", 9);
    static Replay edited;
    ReplayError e;
    cr_assert(replay_parse(&edited, text, strlen(text), "edited.replay", &e), "%s", e.msg);
    ReplayVerdict v;
    cr_assert(replay_verify(&edited, &v));
    cr_expect(v.diverged, "a higher jump gives other states");
    free(text);
    replay_free(&edited);
    replay_free(&back);
    replay_free(&log_);
}

Test(replay_motion, bad_motion_lines_are_refused_with_their_line)
{
    static const struct {
        const char *line, *msg;
    } bad[] = {
        {"motion flying", "motion must be top-down, accelerated, platformer or script NAME, not 'flying'"},
        {"motion script", "'motion script' names the method whose step it is"},
        {"motion script 9lives", "'motion script' names the method whose step it is"},
        {"motion script hop gravity 1", "'motion script hop' takes no parameters"},
        {"motion platformer gravity -1", "gravity must be a number from 0 to 128"},
        {"motion platformer gravity nan", "gravity must be a number, not 'nan'"},
        {"motion platformer fall-max 5000", "fall-max must be a number from 0 to 1024"},
        {"motion platformer coyote 1.5", "coyote must be a whole number of ticks"},
        {"motion platformer accel 1", "the platformer motion has no parameter 'accel'"},
        {"motion platformer jump", "'jump' needs a value"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char text[1024];
        snprintf(text, sizeof text,
                 "collide-replay 3\nprogram 0.1.0\nmode tiles\nmethods simplest\nresolver simplest\nseed 1\n"
                 "speed-level 4\n%s\nmap 5\ncollide-map 1\ngrid\n#P#\nend\n\ninput\n 1 -\n",
                 bad[k].line);
        static Replay r;
        ReplayError e;
        cr_expect(!replay_parse(&r, text, strlen(text), "bad.replay", &e), "%s loads", bad[k].line);
        cr_expect_eq(e.line, 8, "%s: line %d", bad[k].line, e.line);
        cr_expect(strstr(e.msg, bad[k].msg) != NULL, "%s: '%s'", bad[k].line, e.msg);
    }
}

Test(replay_motion, a_games_own_step_is_kept_by_the_name_of_its_method)
{
    MotionParams p = motion_defaults(MOTION_SCRIPT);
    snprintf(p.script, sizeof p.script, "hop");
    char line[128];
    replay_motion_format(&p, line, sizeof line, 0);
    cr_expect_str_eq(line, "motion script hop\n");
    char text[1024];
    snprintf(text, sizeof text,
             "collide-replay 3\nprogram 0.1.0\nmode tiles\nmethods simplest\nresolver simplest\nseed 1\n"
             "speed-level 4\n%smap 5\ncollide-map 1\ngrid\n#P#\nend\n\ninput\n 1 -\n",
             line);
    static Replay r;
    ReplayError e;
    cr_assert(replay_parse(&r, text, strlen(text), "step.replay", &e), "%s", e.msg);
    cr_expect_eq(r.config.motion.model, MOTION_SCRIPT);
    cr_expect_str_eq(r.config.motion.script, "hop");
    replay_free(&r);
}
