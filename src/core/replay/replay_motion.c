/* replay_motion.c: see replay_motion.h. */
#include "core/replay/replay_motion.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/line.h"

/* The parameters by their names on the line, the model's own only. */
typedef struct Param {
    const char *name;
    size_t at;   /* offset of the float (or int) in MotionParams */
    bool whole;  /* ticks, a whole number */
    bool pixels; /* a speed or an acceleration: in the game's units on the command line */
    MotionModel model;
} Param;

#define F(name, field, model) {name, offsetof(MotionParams, field), false, true, model}
#define S(name, field, model) {name, offsetof(MotionParams, field), false, false, model}
#define T(name, field, model) {name, offsetof(MotionParams, field), true, false, model}
static const Param PARAMS[] = {
    F("accel", accel, MOTION_ACCELERATED),
    S("friction", friction, MOTION_ACCELERATED),
    F("gravity", gravity, MOTION_PLATFORMER),
    F("fall-max", fall_max, MOTION_PLATFORMER),
    F("ground-accel", ground_accel, MOTION_PLATFORMER),
    F("ground-decel", ground_decel, MOTION_PLATFORMER),
    F("air-accel", air_accel, MOTION_PLATFORMER),
    F("air-decel", air_decel, MOTION_PLATFORMER),
    F("jump", jump, MOTION_PLATFORMER),
    S("jump-cut", jump_cut, MOTION_PLATFORMER),
    T("coyote", coyote, MOTION_PLATFORMER),
    T("buffer", buffer, MOTION_PLATFORMER),
};
#define PARAM_COUNT (int)(sizeof PARAMS / sizeof PARAMS[0])
_Static_assert(sizeof PARAMS / sizeof PARAMS[0] == MOTION_PARAM_COUNT, "MOTION_PARAM_COUNT counts the table");

int motion_param_find(MotionModel model, const char *name, size_t n)
{
    for (int k = 0; k < PARAM_COUNT; k++)
        if (PARAMS[k].model == model && strlen(PARAMS[k].name) == n && memcmp(PARAMS[k].name, name, n) == 0) return k;
    return -1;
}

const char *motion_param_name(int k)
{
    return k >= 0 && k < PARAM_COUNT ? PARAMS[k].name : NULL;
}

MotionModel motion_param_model(int k)
{
    return k >= 0 && k < PARAM_COUNT ? PARAMS[k].model : MOTION_TOP_DOWN;
}

bool motion_param_in_pixels(int k)
{
    return k >= 0 && k < PARAM_COUNT && PARAMS[k].pixels;
}

void motion_param_scale(MotionParams *p, int k, float scale)
{
    if (motion_param_in_pixels(k)) *(float *)((char *)p + PARAMS[k].at) *= scale;
}

bool motion_param_set(MotionParams *p, int k, const char *value, char *why, size_t cap)
{
    return motion_param_read(p, k, value, why, cap) && motion_params_valid(p, why, cap);
}

bool motion_param_read(MotionParams *p, int k, const char *value, char *why, size_t cap)
{
    char buf[40], *end;
    size_t n = strlen(value);
    bool plain = n > 0 && n < sizeof buf && strspn(value, "0123456789.eE+-") == n;
    if (plain) memcpy(buf, value, n + 1);
    if (PARAMS[k].whole) {
        long v = plain ? strtol(buf, &end, 10) : -1;
        if (!plain || *end || v < 0 || v > MOTION_TICKS_MAX) {
            snprintf(why, cap, "%s must be a whole number of ticks from 0 to %d, not '%.32s'", PARAMS[k].name,
                     MOTION_TICKS_MAX, value);
            return false;
        }
        *(int *)((char *)p + PARAMS[k].at) = (int)v;
        return true;
    }
    float v = plain ? strtof(buf, &end) : 0.0f;
    if (!plain || *end) {
        snprintf(why, cap, "%s must be a number, not '%.32s'", PARAMS[k].name, value);
        return false;
    }
    *(float *)((char *)p + PARAMS[k].at) = v;
    return true;
}

/* `motion script NAME`: the method whose step it is, a name as methods' names are. */
static bool script_name_read(Line *l, MotionParams *p, char *why, size_t cap)
{
    const char *w;
    int n = line_word(l, &w);
    bool ok = n > 0 && n < MOTION_SCRIPT_NAME_MAX && ((w[0] >= 'a' && w[0] <= 'z') || (w[0] >= 'A' && w[0] <= 'Z'));
    for (int k = 0; ok && k < n; k++) {
        char c = w[k];
        ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }
    if (!ok) {
        snprintf(why, cap, "'motion script' names the method whose step it is: a name of up to %d letters, digits, "
                 "'-' and '_'", MOTION_SCRIPT_NAME_MAX - 1);
        return false;
    }
    memcpy(p->script, w, (size_t)n);
    p->script[n] = '\0';
    if (line_word(l, &w) > 0 && w[0] != '#') {
        snprintf(why, cap, "'motion script %s' takes no parameters: the script's step holds its own", p->script);
        return false;
    }
    return true;
}

bool replay_motion_read(Line *l, MotionParams *p, char *why, size_t cap)
{
    const char *w;
    int n = line_word(l, &w);
    char name[32];
    snprintf(name, sizeof name, "%.*s", n > 31 ? 31 : n, w);
    int model = n > 0 && n < 32 ? motion_find(name) : -1;
    if (model < 0) {
        snprintf(why, cap, "motion must be top-down, accelerated, platformer or script NAME, not '%s'", name);
        return false;
    }
    *p = motion_defaults((MotionModel)model);
    if (model == MOTION_SCRIPT) return script_name_read(l, p, why, cap);
    while ((n = line_word(l, &w)) > 0 && w[0] != '#') {
        int k = motion_param_find(p->model, w, (size_t)n);
        if (k < 0) {
            snprintf(why, cap, "the %s motion has no parameter '%.*s'", motion_name(p->model), n > 31 ? 31 : n, w);
            return false;
        }
        const char *v;
        int vn = line_word(l, &v);
        char value[40];
        snprintf(value, sizeof value, "%.*s", vn > 39 ? 39 : vn, v);
        if (vn == 0 || vn > 39) {
            snprintf(why, cap, "'%s' needs a value", PARAMS[k].name);
            return false;
        }
        if (!motion_param_set(p, k, value, why, cap)) return false;
    }
    return true;
}

size_t replay_motion_format(const MotionParams *p, char *buf, size_t cap, size_t at)
{
    at = line_put(buf, cap, at, "motion %s", motion_name(p->model));
    if (p->model == MOTION_SCRIPT) return line_put(buf, cap, at, " %s\n", p->script);
    for (int k = 0; k < PARAM_COUNT; k++) {
        if (PARAMS[k].model != p->model) continue;
        const char *field = (const char *)p + PARAMS[k].at;
        if (PARAMS[k].whole) at = line_put(buf, cap, at, " %s %d", PARAMS[k].name, *(const int *)field);
        else at = line_put(buf, cap, at, " %s %.9g", PARAMS[k].name, (double)*(const float *)field);
    }
    return line_put(buf, cap, at, "\n");
}
