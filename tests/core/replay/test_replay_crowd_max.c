/* test_replay_crowd_max.c: Up's cap on the crowd in recordings (docs/formats.md). A
 * recording names its cap in a "#crowd-max" comment that the writer makes a line once
 * the crowd passes 100,000 circles, the cap of recordings that name none; so one that
 * stays below reads the same in a build that knows only that cap, one that goes past
 * replays its own Ups, and an old one still stops at 100,000. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/file_read.h"
#include "core/replay.h"
#include "support/support.h"

static Replay log_, back;

/* A log of the crowd mode: any key, then `ups` ticks of Up, then a quiet tick. */
static void crowd_log(int ups)
{
    static Map m;
    load_shipped_map("default.map", &m);
    WorldConfig cfg = {.seed = 1, .speed_level = 4, .mode = MODE_CROWD};
    replay_init(&log_, &m, &cfg);
    Input in = INPUT_NONE;
    in.actions = ACT_CROWD_LOAD;
    cr_assert(replay_push(&log_, &in));
    in.actions = ACT_CROWD_MORE;
    for (int k = 0; k < ups; k++) cr_assert(replay_push(&log_, &in));
    cr_assert(replay_push(&log_, &INPUT_NONE));
}

/* The log written as a live recording is, read back as text and as a recording. */
static char *write_and_read(void)
{
    char dir[256], path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/up.replay", dir);
    ReplayWriter w;
    ReplayError e;
    cr_assert(replay_writer_open(&w, path, &log_, &e), "%s", e.msg);
    cr_assert(replay_writer_close(&w, &log_, 0x1234, &e), "%s", e.msg);
    char *text;
    size_t n;
    cr_assert_eq(file_read_all(path, REPLAY_FILE_MAX, &text, &n), FILE_READ_OK);
    cr_assert(replay_load(&back, path, &e), "%d: %s", e.line, e.msg);
    return text;
}

Test(replay_crowd_max, a_crowd_that_stays_under_100000_keeps_the_cap_a_comment)
{
    crowd_log(10); /* 32 doubled ten times: 32,768 */
    char *text = write_and_read();
    cr_expect(strstr(text, "\n#crowd-max 4194304\n") != NULL, "the cap as a comment:\n%s", text);
    cr_expect_eq(back.config.crowd_max, CROWD_MAX_COUNT, "the comment keeps the cap, for a copy of the same text");
    free(text);
    replay_free(&back);
    replay_free(&log_);
}

Test(replay_crowd_max, a_crowd_that_passes_100000_names_its_cap_and_replays_its_ups)
{
    crowd_log(13); /* 32 doubled twelve times is 131,072: past the old cap */
    char *text = write_and_read();
    cr_expect(strstr(text, "\n crowd-max 4194304\n") != NULL, "the cap made a line:\n%s", text);
    cr_expect_eq(back.config.crowd_max, CROWD_MAX_COUNT);
    ReplayBudget b;
    char why[160];
    replay_budget_start(&b, &back.config, &back.map);
    for (size_t k = 0; k < back.count; k++)
        if (back.entries[k].kind == REPLAY_RUN)
            cr_assert(replay_budget_run(&b, &back.entries[k].input, back.entries[k].count, why, sizeof why));
    cr_expect_eq(b.count, 262144, "thirteen Ups from 32: %d", b.count);
    free(text);
    replay_free(&back);
    replay_free(&log_);
}

/* A user's script sits in the header above the comment, and may hold any line. */
Test(replay_crowd_max, a_script_line_that_reads_like_the_comment_is_left_as_it_was)
{
    static const char SCRIPT[] = "local note = [[\n#crowd-max 4194304\n]]\nreturn note\n";
    crowd_log(13);
    ReplaySource *src = calloc(1, sizeof *src);
    cr_assert(src);
    snprintf(src->method, sizeof src->method, "mine");
    snprintf(src->file, sizeof src->file, "mine.lua");
    src->kind = REPLAY_SOURCE_LUA;
    src->len = strlen(SCRIPT);
    src->text = malloc(src->len);
    cr_assert(src->text);
    memcpy(src->text, SCRIPT, src->len);
    log_.sources = src;
    log_.source_count = 1;
    int k = log_.config.methods.count++;
    log_.config.methods.at[k] = log_.config.methods.at[0]; /* a stand-in: only the name is written */
    snprintf(log_.method_names[k], METHOD_NAME_MAX, "mine");
    char *text = write_and_read();
    cr_expect(strstr(text, "\n crowd-max 4194304\n") != NULL, "the cap made a line:\n%s", text);
    cr_assert_eq(back.source_count, 1);
    cr_expect(back.sources[0].len == strlen(SCRIPT) && memcmp(back.sources[0].text, SCRIPT, strlen(SCRIPT)) == 0,
              "the script as it was:\n%.*s", (int)back.sources[0].len, back.sources[0].text);
    cr_expect_eq(back.config.crowd_max, CROWD_MAX_COUNT);
    free(text);
    replay_free(&back);
    replay_free(&log_);
}

Test(replay_crowd_max, a_recording_that_names_no_cap_stops_at_100000)
{
    static World w;
    static const char TEXT[] = "collide-replay 1\nprogram 0.1.0\nmode crowd\nresolver simplest\nseed 1\n"
                               "speed-level 4\nmap 4\ncollide-map 1\ngrid\nP\nend\ninput\n"
                               " 1 - act=crowd-load\n13 - act=crowd-more\n";
    ReplayError e;
    cr_assert(replay_parse(&back, TEXT, sizeof TEXT - 1, "old.replay", &e), "%d: %s", e.line, e.msg);
    cr_assert(world_init(&w, &back.map, &back.config));
    cr_expect_eq(w.crowd.max_count, CROWD_MAX_COUNT_V1);
    w.crowd.avoid = false;
    for (size_t k = 0; k < back.count; k++)
        for (uint32_t t = 0; back.entries[k].kind == REPLAY_RUN && t < back.entries[k].count; t++) {
            Input in = back.entries[k].input;
            crowd_apply(&w.crowd, in.actions); /* the count alone: no need to step 100,000 circles */
        }
    cr_expect_eq(w.crowd.count, CROWD_MAX_COUNT_V1);
    world_free(&w);
    replay_free(&back);
}

Test(replay_crowd_max, a_cap_outside_the_range_is_refused_with_its_line)
{
    static const char *const BAD[] = {"crowd-max 99999\n", "crowd-max 4194305\n", "crowd-max many\n"};
    for (size_t k = 0; k < sizeof BAD / sizeof BAD[0]; k++) {
        char text[512];
        int n = snprintf(text, sizeof text,
                         "collide-replay 1\nprogram 0.1.0\nmode crowd\nresolver simplest\nseed 1\nspeed-level 4\n%s"
                         "map 4\ncollide-map 1\ngrid\nP\nend\ninput\n",
                         BAD[k]);
        ReplayError e;
        cr_expect_not(replay_parse(&back, text, (size_t)n, "bad.replay", &e), "%s", BAD[k]);
        cr_expect_eq(e.line, 7, "%s: line %d", BAD[k], e.line);
        cr_expect(strstr(e.msg, "crowd-max must be 100000-4194304 circles") != NULL, "%s", e.msg);
    }
}
