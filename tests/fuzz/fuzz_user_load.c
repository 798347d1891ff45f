/* fuzz_user_load.c: libFuzzer harness for the script loader (src/user): the bytes are a
 * script's text. Promises: a script that does not load gives a message and nothing else
 * happens; one that loads makes a few moves on the default map, each ending finite and
 * inside the map, or with a message and the body where it was; nothing crashes, leaks or
 * runs past its budget. */
#include <math.h>
#include <string.h>

#include "core/map.h"
#include "fuzz.h"
#include "user/user_method.h"

extern const unsigned char asset_default_map[];
extern const size_t asset_default_map_len;

static const Map *default_map(void)
{
    static Map map;
    static bool ready;
    if (!ready) {
        MapError e;
        FUZZ_CHECK(map_parse(&map, (const char *)asset_default_map, asset_default_map_len, "default.map", &e), "%s",
                   e.msg);
        ready = true;
    }
    return &map;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[USER_ERROR_MAX];
    err[0] = '\0';
    UserFile file = {"fuzz.lua", (const char *)data, size};
    UserMethod *m = user_method_from_files(&file, 1, err, sizeof err);
    if (!m) {
        FUZZ_CHECK(err[0] != '\0', "a script that did not load gave no message");
        return 0;
    }
    const Map *map = default_map();
    const ResolverInfo *r = user_method_info(m);
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {.map = map, .rng = &rng};
    static Trace trace;
    float t = (float)map->tile;
    Body b = {((float)map->spawn_x + 0.5f) * t, ((float)map->spawn_y + 0.5f) * t, r->size_tiles * t, r->size_tiles * t};
    const float moves[3][2] = {{4, 0}, {0, -40}, {-3.5f, 2}};
    for (int k = 0; k < 3; k++) {
        Body before = b;
        MoveInfo mi;
        trace_clear(&trace);
        method_move(r, &ctx, &b, moves[k][0], moves[k][1], &mi, k == 1 ? &trace : NULL);
        FUZZ_CHECK(b.x >= 0 && b.y >= 0 && b.x <= (float)(map->w * map->tile) && b.y <= (float)(map->h * map->tile),
                   "the body left the map: %g, %g", (double)b.x, (double)b.y);
        const char *why = r->error(r->state);
        if (why) FUZZ_CHECK(b.x == before.x && b.y == before.y && why[0], "a failed move moved the body");
    }
    if (r->step) { /* the game's own motion: a velocity held to the step's bound, or a message */
        MotionState s = motion_rest();
        MotionInput in = motion_step_input(&s, 1.0f, 0.0f, true, 3.0f, b.x, b.y);
        float vx = 0.0f, vy = 0.0f;
        bool ok = r->step(r->state, &s, &in, &vx, &vy);
        if (ok) FUZZ_CHECK(fabsf(vx) <= MOTION_STEP_MAX && fabsf(vy) <= MOTION_STEP_MAX, "step() gave %g, %g", (double)vx, (double)vy);
        else FUZZ_CHECK(r->error(r->state) && r->error(r->state)[0], "a failed step gave no message");
    }
    user_method_free(m);
    return 0;
}
