/* replay.c: the in-memory log of a run (input run-length encoded, checkpoints) and
 * how it is written as text. Parsing is replay_parse.c, files replay_io.c, playback
 * replay_play.c. The format is described in replay.h. */
#include "core/replay.h"

#include <stdlib.h>
#include <string.h>

#include "core/version.h"
#include "core/replay/replay_motion.h"
#include "core/replay/replay_names.h"
#include "core/replay/replay_parser.h"
#include "core/base/escape.h"
#include "core/base/line.h"

/* A recording must hold everything a run depends on. These fail to compile when
 * WorldConfig or Input gain a field: store it in the header (replay_format_header,
 * replay_parse.c) or the run lines (replay_format_entry, replay_input_equal) first. */
typedef struct RecordedConfig { /* the fields of WorldConfig a recording stores, in its order */
    uint64_t seed;
    int resolver, speed_level;
    Mode mode;
    float speed, body_w, body_h, radius;
    int crowd_max;
    MethodSet methods;
    MotionParams motion;
    WorldHash hash;
} RecordedConfig;
_Static_assert(sizeof(WorldConfig) == sizeof(RecordedConfig),
               "WorldConfig changed: record the new setting in recordings");

void replay_set_legacy_methods(Replay *r)
{
    r->config.methods = method_set_format2();
    for (int k = 0; k < r->config.methods.count; k++)
        snprintf(r->method_names[k], METHOD_NAME_MAX, "%s", r->config.methods.at[k]->name);
    r->config.hash = WORLD_HASH_ALL;
}

int replay_method_find(const Replay *r, const char *name, size_t n)
{
    for (int k = 0; k < r->config.methods.count; k++)
        if (strlen(r->method_names[k]) == n && memcmp(r->method_names[k], name, n) == 0) return k;
    return -1;
}
typedef struct RecordedInput { /* the fields of Input a recording stores, in its order */
    uint8_t held;
    int8_t resolver;
    uint32_t actions;
    EditOp edit;
    Place place;
    uint8_t map_suggest;
    const struct Map *map;
    int8_t ax, ay;
} RecordedInput;
/* The same on every ABI (the browser's pointers are 4 bytes): a mirror, not a byte count. */
_Static_assert(sizeof(Input) == sizeof(RecordedInput) && sizeof(EditOp) == 6 && sizeof(Place) == 10,
               "Input changed: record the new field in recordings");

void replay_init(Replay *r, const Map *map, const WorldConfig *config)
{
    memset(r, 0, sizeof *r);
    snprintf(r->program, sizeof r->program, "%s", COLLIDE_VERSION);
    r->config = *config;
    r->config.methods = method_set_or_builtin(&config->methods);
    if (r->config.hash == WORLD_HASH_CURRENT) r->config.hash = WORLD_HASH_KEYED;
    for (int k = 0; k < r->config.methods.count; k++)
        snprintf(r->method_names[k], METHOD_NAME_MAX, "%s", r->config.methods.at[k]->name);
    map_copy(&r->map, map);
}

void replay_free(Replay *r)
{
    free(r->entries);
    r->entries = NULL;
    r->count = r->cap = 0;
    for (size_t k = 0; k < r->map_count; k++) replay_map_drop(r->maps[k]);
    free(r->maps);
    map_free(&r->map);
    replay_sources_free(r);
    r->maps = NULL;
    r->map_count = r->map_cap = 0;
}

void replay_map_drop(Map *map)
{
    if (!map) return;
    map_free(map);
    free(map);
}

/* A copy of `map` the log owns, for a run's Input.map to point to. */
static const Map *keep_map(Replay *r, const Map *map)
{
    if (r->map_count == r->map_cap) {
        size_t cap = r->map_cap ? r->map_cap * 2 : 8;
        Map **bigger = realloc(r->maps, cap * sizeof *bigger);
        if (!bigger) return NULL;
        r->maps = bigger;
        r->map_cap = cap;
    }
    Map *copy = calloc(1, sizeof *copy);
    if (!copy) return NULL;
    map_copy(copy, map); /* shares the cells: a switch to a big map costs its struct */
    r->maps[r->map_count++] = copy;
    return copy;
}

void replay_drop_checks(Replay *r)
{
    size_t kept = 0;
    for (size_t k = 0; k < r->count; k++)
        if (r->entries[k].kind == REPLAY_RUN) r->entries[kept++] = r->entries[k];
    r->count = kept;
    r->ended = false;
}

bool replay_switches_maps(const Replay *r)
{
    for (size_t k = 0; k < r->count; k++)
        if (r->entries[k].kind == REPLAY_RUN && r->entries[k].input.map) return true;
    return false;
}

size_t replay_switches_before(const Replay *r, uint64_t tick)
{
    size_t n = 0;
    uint64_t t = 0;
    for (size_t k = 0; k < r->count && t < tick; k++) {
        const ReplayEntry *e = &r->entries[k];
        if (e->kind != REPLAY_RUN) continue;
        n += e->input.map != NULL;
        t += e->count;
    }
    return n;
}

bool replay_input_equal(const Input *a, const Input *b)
{
    /* Field by field: the struct's padding bytes are not part of the input. A tick that
     * loads a map is never the same as another: each has its own run and block. */
    return a->held == b->held && a->resolver == b->resolver && a->actions == b->actions && a->edit.op == b->edit.op &&
           a->edit.value == b->edit.value && a->edit.i == b->edit.i && a->edit.j == b->edit.j &&
           a->place.on == b->place.on && a->place.x == b->place.x && a->place.y == b->place.y &&
           a->place.dx == b->place.dx && a->place.dy == b->place.dy && a->ax == b->ax && a->ay == b->ay && !a->map &&
           !b->map;
}

static ReplayEntry *append(Replay *r)
{
    if (r->count == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        /* A recording read back holds at most REPLAY_ENTRIES_MAX: no room beyond that
         * until a live log really needs it. */
        if (r->cap < REPLAY_ENTRIES_MAX && cap > REPLAY_ENTRIES_MAX) cap = REPLAY_ENTRIES_MAX;
        ReplayEntry *bigger = realloc(r->entries, cap * sizeof *bigger);
        if (!bigger) return NULL;
        r->entries = bigger;
        r->cap = cap;
    }
    ReplayEntry *e = &r->entries[r->count++];
    memset(e, 0, sizeof *e);
    return e;
}

bool replay_push(Replay *r, const Input *in)
{
    ReplayEntry *last = r->count ? &r->entries[r->count - 1] : NULL;
    if (last && last->kind == REPLAY_RUN && last->count < REPLAY_RUN_MAX && replay_input_equal(&last->input, in)) {
        last->count++;
        r->ticks++;
        return true;
    }
    return replay_push_run(r, in, 1);
}

bool replay_push_run(Replay *r, const Input *in, uint32_t count)
{
    Input kept = *in;
    if (in->map && !(kept.map = keep_map(r, in->map))) return false;
    ReplayEntry *e = append(r);
    if (!e) return false;
    e->kind = REPLAY_RUN;
    e->count = count;
    e->input = kept;
    r->ticks += count;
    return true;
}

bool replay_checkpoint(Replay *r, uint64_t hash)
{
    ReplayEntry *e = append(r);
    if (!e) return false;
    e->kind = REPLAY_CHECK;
    e->tick = r->ticks;
    e->hash = hash;
    return true;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if (*s == '\n') n++;
    return n;
}

/* `map N` (with `after` on its line) and the N lines of the map as map_format writes it. */
static size_t format_map(const Map *map, const char *after, char *buf, size_t cap, size_t at)
{
    size_t need = map_format(map, NULL, 0) + 1;
    char *text = malloc(need);
    if (!text) return line_put(buf, cap, at, "map 0\n"); /* out of memory: an invalid file, never a wrong one */
    map_format(map, text, need);
    at = line_put(buf, cap, at, "map %d%s\n%s", count_lines(text), after, text);
    free(text);
    return at;
}

static size_t format_header(const Replay *r, char *buf, size_t cap, long *crowd_max_at)
{
    int active = r->config.resolver >= 0 && r->config.resolver < r->config.methods.count ? r->config.resolver : 0;
    /* A run that keeps every body's hash (it replays a recording of format 1 or 2) is
     * written in that format: version 1 while it loads no other map. */
    bool maps = replay_switches_maps(r), keyed = r->config.hash != WORLD_HASH_ALL;
    size_t at = line_put(buf, cap, 0, "collide-replay %d\n", keyed ? 3 : maps ? 2 : 1);
    at = line_put(buf, cap, at, "# Replay: collide --replay FILE   Check: collide --replay FILE --verify\n");
    at = line_put(buf, cap, at, "program %s\n", r->program);
    at = line_put(buf, cap, at, "mode %s\n", r->config.mode == MODE_CROWD ? "crowd" : "tiles");
    if (keyed) {
        at = replay_format_sources(r, buf, cap, at);
        at = line_put(buf, cap, at, "methods");
        for (int k = 0; k < r->config.methods.count; k++) at = line_put(buf, cap, at, " %s", r->method_names[k]);
        at = line_put(buf, cap, at, "\n");
    }
    at = line_put(buf, cap, at, "resolver %s\n", r->method_names[active]);
    at = line_put(buf, cap, at, "seed %llu\n", (unsigned long long)r->config.seed);
    at = line_put(buf, cap, at, "speed-level %d\n", r->config.speed_level);
    /* The game's own body and speed, only when asked for: without them a recording
     * reads as it always did. %.9g gives back the very float. */
    const WorldConfig *c = &r->config;
    if (c->speed > 0.0f) at = line_put(buf, cap, at, "speed %.9g\n", (double)c->speed);
    if (c->body_w > 0.0f) at = line_put(buf, cap, at, "size %.9g %.9g\n", (double)c->body_w, (double)c->body_h);
    if (c->radius > 0.0f) at = line_put(buf, cap, at, "radius %.9g\n", (double)c->radius);
    if (c->motion.model != MOTION_TOP_DOWN) at = replay_motion_format(&c->motion, buf, cap, at);
    at = line_put(buf, cap, at, "tick-hz %d\n", TICK_HZ);
    at = line_put(buf, cap, at, "record-start %llu\n", (unsigned long long)r->record_start);
    if (keyed && r->goal.count > 0) at = line_put(buf, cap, at, "goal %s\n", r->goal.text);
    /* Up's cap, as a comment the writer makes a line once the crowd passes the cap of the
     * recordings that name none (replay_io.c): until then the file reads the same in
     * builds that know no other cap. */
    int most = world_crowd_max(c);
    *crowd_max_at = most != CROWD_MAX_COUNT_V1 ? (long)at : -1;
    if (most != CROWD_MAX_COUNT_V1) at = line_put(buf, cap, at, "%s %d\n", REPLAY_CROWD_MAX_COMMENT, most);

    at = format_map(&r->map, "", buf, cap, at);
    at = line_put(buf, cap, at, "input\n");
    at = line_put(buf, cap, at,
                  "# COUNT HELD(L R U D or -) [resolver=NAME] [act=NAME,...] [cell=I,J,MASK] [spawn=I,J] [put=X,Y "
                  "[throw=DX,DY]]%s\n",
                  keyed ? " [dir=AX,AY]" : "");
    if (maps || keyed) at = line_put(buf, cap, at, "# map LINES [suggest], then the map: the next tick loads it\n");
    if (cap > 0) buf[at < cap ? at : cap - 1] = '\0';
    return at;
}

size_t replay_format_header(const Replay *r, char *buf, size_t cap)
{
    long crowd_max_at;
    return format_header(r, buf, cap, &crowd_max_at);
}

long replay_header_crowd_max_at(const Replay *r)
{
    long crowd_max_at;
    format_header(r, NULL, 0, &crowd_max_at);
    return crowd_max_at;
}

static size_t format_actions(uint32_t actions, char *buf, size_t cap, size_t at)
{
    at = line_put(buf, cap, at, " act=");
    bool first = true;
    for (int k = 0; k < REPLAY_ACTION_COUNT; k++) {
        if (!(actions & REPLAY_ACTIONS[k].bit)) continue;
        at = line_put(buf, cap, at, "%s%s", first ? "" : ",", REPLAY_ACTIONS[k].name);
        actions &= ~REPLAY_ACTIONS[k].bit;
        first = false;
    }
    /* A bit added to input.h after this table: still recorded, as a number. */
    if (actions) at = line_put(buf, cap, at, "%s0x%x", first ? "" : ",", (unsigned)actions);
    return at;
}

size_t replay_format_entry(const Replay *r, const ReplayEntry *e, char *buf, size_t cap)
{
    size_t at = 0;
    if (e->kind == REPLAY_CHECK || e->kind == REPLAY_END) {
        at = line_put(buf, cap, at, "%s %llu %016llx\n", e->kind == REPLAY_END ? "end" : "hash",
                      (unsigned long long)e->tick, (unsigned long long)e->hash);
    } else {
        const Input *in = &e->input;
        if (in->map) at = format_map(in->map, in->map_suggest ? " suggest" : "", buf, cap, at);
        /* Two characters wide, so the writer can rewrite a growing count in place. */
        at = line_put(buf, cap, at, "%2u ", (unsigned)e->count);
        if (!(in->held & (IN_LEFT | IN_RIGHT | IN_UP | IN_DOWN))) at = line_put(buf, cap, at, "-");
        if (in->held & IN_LEFT) at = line_put(buf, cap, at, "L");
        if (in->held & IN_RIGHT) at = line_put(buf, cap, at, "R");
        if (in->held & IN_UP) at = line_put(buf, cap, at, "U");
        if (in->held & IN_DOWN) at = line_put(buf, cap, at, "D");
        if (in->resolver >= 0 && in->resolver < r->config.methods.count)
            at = line_put(buf, cap, at, " resolver=%s", r->method_names[in->resolver]);
        if (in->actions) at = format_actions(in->actions, buf, cap, at);
        if (in->edit.op == EDIT_SET_CELL)
            at = line_put(buf, cap, at, " cell=%d,%d,%d", in->edit.i, in->edit.j, in->edit.value);
        else if (in->edit.op == EDIT_SET_SPAWN) at = line_put(buf, cap, at, " spawn=%d,%d", in->edit.i, in->edit.j);
        if (in->place.on) at = line_put(buf, cap, at, " put=%d,%d", in->place.x, in->place.y);
        if (in->place.on && (in->place.dx || in->place.dy))
            at = line_put(buf, cap, at, " throw=%d,%d", in->place.dx, in->place.dy);
        if (in->ax || in->ay) at = line_put(buf, cap, at, " dir=%d,%d", in->ax, in->ay);
        at = line_put(buf, cap, at, "\n");
    }
    if (cap > 0) buf[at < cap ? at : cap - 1] = '\0';
    return at;
}

void replay_error_format(const ReplayError *e, char *buf, size_t cap)
{
    escape_error(buf, cap, e->file, e->line, e->col, e->msg);
}
