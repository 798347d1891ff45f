/* fuzz_challenge.c: libFuzzer harness for the challenge file's parser (challenge_parse,
 * docs/workshop.md). Promises checked on every input: no crash or undefined behaviour; a
 * refused file says where and why; an accepted one has a map, a goal of 1 to
 * GOAL_CONDITIONS_MAX conditions that can each be written back, terminated strings, a
 * speed in range and only known `allow` bits. */
#include <string.h>

#include "core/challenge.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Challenge c;
    ChallengeError err;
    if (!challenge_parse(&c, (const char *)data, size, "fuzz.challenge", &err)) {
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        char line[600];
        challenge_error_format(&err, line, sizeof line);
        FUZZ_CHECK(strncmp(line, "fuzz.challenge", 14) == 0, "%s", line);
        return 0;
    }
    FUZZ_CHECK(c.map[0] && memchr(c.map, '\0', sizeof c.map) && memchr(c.method, '\0', sizeof c.method), "names");
    FUZZ_CHECK(memchr(c.title, '\0', sizeof c.title) && memchr(c.goal.text, '\0', sizeof c.goal.text), "texts");
    FUZZ_CHECK(c.lines >= 0 && c.lines <= CHALLENGE_LINES_MAX, "%d lines", c.lines);
    FUZZ_CHECK(c.speed == 0.0f || (c.speed >= WORLD_SPEED_MIN && c.speed <= WORLD_SPEED_MAX), "speed %g", (double)c.speed);
    FUZZ_CHECK((c.allow & ~0xfu) == 0, "allow %x", c.allow);
    FUZZ_CHECK(c.goal.count >= 1 && c.goal.count <= GOAL_CONDITIONS_MAX, "%d conditions", c.goal.count);
    for (int k = 0; k < c.goal.count; k++) {
        char written[96];
        tour_expect_format(&c.goal.cond[k], written, sizeof written);
        FUZZ_CHECK(written[0] != '\0', "a condition that cannot be written");
    }
    return 0;
}
