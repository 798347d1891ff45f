/* replay_header.c: a recording's header lines (program, mode, methods, resolver, seed,
 * speed-level, the body, the motion, tick-hz, record-start, crowd-max), each checked as
 * it is read; replay_parse.c reads the rest (the maps, the user methods' files, the input). */
#include <stdio.h>
#include <string.h>

#include "core/replay/replay_body.h"
#include "core/replay/replay_motion.h"
#include "core/replay/replay_parser.h"

bool replay_no_more(Parser *p, Line *l, const char *after)
{
    const char *w;
    int n = line_word(l, &w);
    if (n == 0 || w[0] == '#') return true;
    return replay_fail(p, "unexpected '%s' after %s", SHOWN(w, n), after);
}


static bool header_value(Parser *p, Line *l, const char *key, bool *seen, const char **w, int *n)
{
    if (*seen) return replay_fail(p, "second '%s' line", key);
    *seen = true;
    *n = line_word(l, w);
    if (*n == 0) return replay_fail(p, "'%s' needs a value", key);
    return true;
}

/* `methods NAME...` (format 3): the run's methods in key order, each one of this
 * build's. A recording names the methods it was made with, so one added to the program
 * later does not run in it. */
static bool header_methods(Parser *p, Line *l)
{
    Replay *r = p->r;
    MethodSet builtin = method_set_builtin();
    const char *w;
    int n;
    r->config.methods.count = 0;
    while ((n = line_word(l, &w)) > 0 && w[0] != '#') {
        char name[METHOD_NAME_MAX];
        if (n >= METHOD_NAME_MAX) return replay_fail(p, "unknown method '%s'", SHOWN(w, n));
        snprintf(name, sizeof name, "%.*s", n, w);
        int id = method_set_find(&builtin, name), user = 0;
        for (int s = 0; s < r->source_count; s++) user |= strcmp(r->sources[s].method, name) == 0;
        if (id < 0 && !user)
            return replay_fail(p, "unknown method '%s': this build has %s, and the recording names no script or plugin "
                                  "of that name",
                               SHOWN(w, n), RESOLVER_NAMES_JOINED);
        if (replay_method_find(r, name, (size_t)n) >= 0) return replay_fail(p, "method '%s' listed twice", name);
        if (r->config.methods.count == METHOD_MAX) return replay_fail(p, "more than %d methods", METHOD_MAX);
        int k = r->config.methods.count++;
        r->config.methods.at[k] = user ? NULL : builtin.at[id]; /* a user's: the caller makes it from its files */
        snprintf(r->method_names[k], METHOD_NAME_MAX, "%s", name);
    }
    if (r->config.methods.count == 0) return replay_fail(p, "'methods' needs the names of the run's methods");
    return true;
}

bool replay_header_line(Parser *p, Line *l, const char *key, int kn, ReplaySeen *seen)
{
    Replay *r = p->r;
    const char *w = NULL;
    int n = 0;
    uint64_t v;
    if (line_word_is(key, kn, "program")) {
        if (!header_value(p, l, "program", &seen->program, &w, &n)) return false;
        if (n >= REPLAY_PROGRAM_MAX)
            return replay_fail(p, "program version longer than %d bytes", REPLAY_PROGRAM_MAX - 1);
        /* It is printed back ("recorded by collide X"): plain ASCII only. */
        for (int i = 0; i < n; i++)
            if (w[i] < '!' || w[i] > '~') return replay_fail(p, "program version '%s' is not plain ASCII", SHOWN(w, n));
        snprintf(r->program, sizeof r->program, "%.*s", n, w);
    } else if (line_word_is(key, kn, "mode")) {
        if (!header_value(p, l, "mode", &seen->mode, &w, &n)) return false;
        if (line_word_is(w, n, "tiles")) r->config.mode = MODE_TILES;
        else if (line_word_is(w, n, "crowd")) r->config.mode = MODE_CROWD;
        else return replay_fail(p, "mode must be 'tiles' or 'crowd', not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "resolver")) {
        if (!header_value(p, l, "resolver", &seen->resolver, &w, &n)) return false;
        if (p->version >= 3 && !seen->methods) return replay_fail(p, "'resolver' must come after 'methods'");
        r->config.resolver = replay_method_find(r, w, (size_t)n);
        if (r->config.resolver < 0) return replay_fail(p, "unknown resolver '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "motion") && p->version >= 3) {
        char why[200];
        if (seen->motion) return replay_fail(p, "second 'motion' line");
        seen->motion = true;
        return replay_motion_read(l, &r->config.motion, why, sizeof why) || replay_fail(p, "%s", why);
    } else if (line_word_is(key, kn, "goal") && p->version >= 3) {
        char why[200];
        int col = 0;
        if (seen->goal) return replay_fail(p, "second 'goal' line");
        seen->goal = true;
        return goal_read(&r->goal, l, why, sizeof why, &col) || replay_fail(p, "goal: %s", why);
    } else if (line_word_is(key, kn, "methods") && p->version >= 3) {
        if (seen->methods) return replay_fail(p, "second 'methods' line");
        seen->methods = true;
        return header_methods(p, l);
    } else if (line_word_is(key, kn, "seed")) {
        if (!header_value(p, l, "seed", &seen->seed, &w, &n)) return false;
        if (!replay_u64(w, n, UINT64_MAX, &r->config.seed))
            return replay_fail(p, "seed must be a whole number, not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "speed-level")) {
        if (!header_value(p, l, "speed-level", &seen->speed, &w, &n)) return false;
        if (!replay_u64(w, n, SPEED_LEVEL_COUNT - 1, &v))
            return replay_fail(p, "speed-level must be 0-%d, not '%s'", SPEED_LEVEL_COUNT - 1, SHOWN(w, n));
        r->config.speed_level = (int)v;
    } else if (line_word_is(key, kn, "tick-hz")) {
        if (!header_value(p, l, "tick-hz", &seen->hz, &w, &n)) return false;
        if (!replay_u64(w, n, 1000000, &v) || v != TICK_HZ)
            return replay_fail(p, "tick-hz must be %d (this build ticks at %d Hz), not '%s'", TICK_HZ, TICK_HZ,
                               SHOWN(w, n));
    } else if (line_word_is(key, kn, "record-start")) {
        if (!header_value(p, l, "record-start", &seen->start, &w, &n)) return false;
        if (!replay_u64(w, n, UINT64_MAX, &r->record_start))
            return replay_fail(p, "record-start must be a tick number, not '%s'", SHOWN(w, n));
    } else if (line_word_is(key, kn, "crowd-max")) {
        if (!header_value(p, l, "crowd-max", &seen->crowd_max, &w, &n)) return false;
        if (!replay_u64(w, n, CROWD_MAX_COUNT, &v) || v < CROWD_MAX_COUNT_V1)
            return replay_fail(p, "crowd-max must be %d-%d circles, not '%s'", CROWD_MAX_COUNT_V1, CROWD_MAX_COUNT,
                               SHOWN(w, n));
        r->config.crowd_max = (int)v;
    } else if (replay_body_key(key, kn)) {
        bool *once = key[1] == 'p' ? &seen->free_speed : key[1] == 'i' ? &seen->size : &seen->radius;
        char why[200];
        if (*once) return replay_fail(p, "second '%s' line", SHOWN(key, kn));
        *once = true;
        if (!replay_body_read(key, kn, l, &r->config, why, sizeof why)) return replay_fail(p, "%s", why);
    } else {
        return replay_fail(
            p,
            "unknown header line '%s' (expected program, mode, methods, resolver, seed, speed-level, speed, size, motion, "
            "radius, tick-hz, record-start, goal, crowd-max, map or input)",
            SHOWN(key, kn));
    }
    return replay_no_more(p, l, key[0] == 'p' ? "the program version" : "the value");
}
