/* world.c: one tick of the sandbox: apply the tick's commands, move the movers, then
 * move the player through the active method (or every method in the compare view). */
#include "core/world.h"

#include <string.h>

#include "core/base/hash.h"
#include "core/world/body.h"
#include "core/world/movers.h"
#include "core/world/world_move.h"

float world_speed(const World *w)
{
    return w->speed > 0.0f ? w->speed : world_speed_at(w->speed_level);
}

/* `[` and `]` from a free speed: the nearest level below or above it. */
static void change_speed(World *w, int step)
{
    if (w->speed > 0.0f) {
        int l = step > 0 ? 0 : SPEED_LEVEL_COUNT - 1;
        while (step > 0 && l < SPEED_LEVEL_COUNT - 1 && world_speed_at(l) <= w->speed) l++;
        while (step < 0 && l > 0 && world_speed_at(l) >= w->speed) l--;
        w->speed_level = l;
        w->speed = 0.0f;
        return;
    }
    w->speed_level += step;
    if (w->speed_level < 0) w->speed_level = 0;
    if (w->speed_level >= SPEED_LEVEL_COUNT) w->speed_level = SPEED_LEVEL_COUNT - 1;
}

const ResolverInfo *world_method(const World *w, int id)
{
    return method_set_at(&w->methods, id);
}

int world_method_count(const World *w)
{
    return w->methods.count;
}

Body world_body(const World *w, int r, float x, float y)
{
    const ResolverInfo *ri = world_method(w, r);
    if (!ri) return (Body){x, y, 0.0f, 0.0f};
    float size = ri->size_tiles * (float)w->map.tile;
    Body b = {x, y, size, size};
    if (ri->model == BODY_BOX && w->start.body_w > 0.0f && w->start.body_h > 0.0f) {
        b.w = w->start.body_w;
        b.h = w->start.body_h;
    } else if (ri->model == BODY_CIRCLE && w->start.radius > 0.0f) {
        b.w = b.h = 2.0f * w->start.radius;
    }
    return b;
}

const Body *world_player(const World *w)
{
    return &w->bodies[w->resolver];
}

static void place_all(World *w, float x, float y)
{
    for (int r = 0; r < w->methods.count; r++) {
        w->bodies[r] = world_body(w, r, x, y);
        w->last[r] = (MoveInfo){1.0f, 0, 0};
        w->motion[r] = motion_rest();
    }
}

void world_respawn(World *w)
{
    float t = (float)w->map.tile;
    place_all(w, ((float)w->map.spawn_x + 0.5f) * t, ((float)w->map.spawn_y + 0.5f) * t);
    if (!w->map.spawn_offset) return;
    /* An exact start (an imported level's): each body stands there when it fits, and
     * at the cell's centre when the walls around would hold it. */
    float x = (float)w->map.spawn_x * t + w->map.spawn_dx, y = (float)w->map.spawn_y * t + w->map.spawn_dy;
    for (int r = 0; r < w->methods.count; r++) {
        Body exact = world_body(w, r, x, y);
        const ResolverInfo *ri = world_method(w, r);
        if (ri && !body_in_wall(&w->map, NULL, 0, &exact, ri->model)) w->bodies[r] = exact;
    }
}

static void update_movers(World *w)
{
    for (int k = 0; k < w->map.mover_count; k++) {
        const Mover *m = &w->map.movers[k];
        MoverState *s = &w->movers[k];
        mover_position(&w->map, m, w->tick > 0 ? w->tick - 1 : 0, &s->x0, &s->y0);
        mover_position(&w->map, m, w->tick, &s->x1, &s->y1);
        s->w = m->w * w->map.tile;
        s->h = m->h * w->map.tile;
    }
}

bool world_init(World *w, const Map *map, const WorldConfig *config)
{
    memset(w, 0, sizeof *w);
    w->methods = method_set_or_builtin(&config->methods);
    for (int r = 0; r < w->methods.count; r++)
        if (!w->methods.at[r]) return false; /* a user's method its caller has not made yet */
    map_copy(&w->map, map);
    map_cells_index(&w->map);
    w->start = *config;
    w->start.methods = w->methods;
    w->hash = config->hash == WORLD_HASH_CURRENT ? WORLD_HASH_KEYED : config->hash;
    w->mode = config->mode;
    w->resolver = (config->resolver >= 0 && config->resolver < w->methods.count) ? config->resolver : 0;
    w->speed_level = config->speed_level;
    if (w->speed_level < 0 || w->speed_level >= SPEED_LEVEL_COUNT) w->speed_level = SPEED_LEVEL_DEFAULT;
    w->motion_params = config->motion;
    w->speed = config->speed >= WORLD_SPEED_MIN && config->speed <= WORLD_SPEED_MAX ? config->speed : 0.0f;
    rng_seed(&w->rng, config->seed);
    world_respawn(w);
    update_movers(w);
    if (crowd_init(&w->crowd, config->seed)) {
        w->crowd.max_count = world_crowd_max(config);
        return true;
    }
    map_free(&w->map);
    return false;
}

void world_free(World *w)
{
    crowd_free(&w->crowd);
    map_free(&w->map);
}

bool world_apply_edit(Map *m, const EditOp *e)
{
    if (e->op == EDIT_NONE || e->i < 0 || e->j < 0 || e->i >= m->w || e->j >= m->h) return true;
    if (e->op == EDIT_SET_CELL) return map_set_cell(m, e->i, e->j, (uint8_t)(e->value & SIDE_ALL));
    if (e->op == EDIT_SET_SPAWN) {
        if (!map_set_cell(m, e->i, e->j, 0)) return false;
        m->spawn_x = e->i;
        m->spawn_y = e->j;
    }
    return true;
}

static bool in_wall(const World *w, int r)
{
    const ResolverInfo *ri = world_method(w, r);
    return ri && body_in_wall(&w->map, w->movers, w->map.mover_count, &w->bodies[r], ri->model);
}

/* A body handed a position by another method (a point beside a wall becoming a box)
 * may overlap a wall, and no resolver pushes a body out of a wall it starts in. Move it
 * to the nearest free spot within a tile, searched in rings one pixel apart (in a fixed
 * order, so it is deterministic); failing that, back to the spawn. */
static void settle_body(World *w, int r)
{
    if (!in_wall(w, r)) return;
    Body wanted = w->bodies[r];
    static const int DIRS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (int d = 1; d <= w->map.tile; d++) {
        for (int k = 0; k < 8; k++) {
            w->bodies[r].x = wanted.x + (float)(DIRS[k][0] * d);
            w->bodies[r].y = wanted.y + (float)(DIRS[k][1] * d);
            if (!in_wall(w, r)) return;
        }
    }
    float t = (float)w->map.tile;
    w->bodies[r] = world_body(w, r, ((float)w->map.spawn_x + 0.5f) * t, ((float)w->map.spawn_y + 0.5f) * t);
}

/* Switching resolver keeps the player where it is, in the new resolver's body. In the
 * compare view every method already has its own body: switching only changes which
 * one is active, and must not move one onto another (that would erase the difference
 * being compared). */
static void switch_resolver(World *w, int to)
{
    if (to < 0 || to >= w->methods.count || to == w->resolver) return;
    const Body *from = &w->bodies[w->resolver];
    if (w->compare == COMPARE_OFF) {
        w->bodies[to] = world_body(w, to, from->x, from->y);
        w->motion[to] = w->motion[w->resolver]; /* the player keeps its momentum */
        settle_body(w, to);
    }
    w->resolver = to;
}

/* A mouse placement puts every method at the point (each settled out of any wall it
 * lands in, as on a switch), so the compare view starts them level. */
static void place_player(World *w, const Place *p)
{
    place_all(w, (float)p->x, (float)p->y);
    for (int r = 0; r < w->methods.count; r++) settle_body(w, r);
    if (w->compare != COMPARE_OFF) tally_reset(&w->log);
}

void world_load_map(World *w, const Map *map, bool suggest)
{
    map_copy(&w->map, map);
    map_cells_index(&w->map);
    if (suggest) {
        WorldConfig c = {
            .resolver = w->resolver, .speed_level = w->speed_level, .methods = w->methods, .motion = w->motion_params};
        world_config_suggest(&c, &map->lesson);
        w->resolver = c.resolver;
        w->speed_level = c.speed_level;
        w->motion_params = c.motion;
    }
    memset(w->movers, 0, sizeof w->movers);
    world_respawn(w);
    update_movers(w);
    tally_reset(&w->log);
}

void world_step(World *w, const Input *in, Trace *trace)
{
    trace_clear(trace);
    if (in->map) world_load_map(w, in->map, in->map_suggest);
    if (in->actions & ACT_MODE) w->mode = w->mode == MODE_TILES ? MODE_CROWD : MODE_TILES;
    if (in->actions & ACT_SPEED_UP) change_speed(w, 1);
    if (in->actions & ACT_SPEED_DOWN) change_speed(w, -1);
    if (in->actions & (ACT_GRAVITY_UP | ACT_GRAVITY_DOWN | ACT_JUMP_UP | ACT_JUMP_DOWN))
        motion_nudge(&w->motion_params, !!(in->actions & ACT_GRAVITY_UP) - !!(in->actions & ACT_GRAVITY_DOWN),
                     !!(in->actions & ACT_JUMP_UP) - !!(in->actions & ACT_JUMP_DOWN));
    switch_resolver(w, in->resolver);
    if (in->actions & ACT_COMPARE) {
        w->compare = (CompareView)((w->compare + 1) % 3);
        /* Every method starts from the same place, so any later difference is theirs. */
        if (w->compare == COMPARE_GHOST) {
            place_all(w, w->bodies[w->resolver].x, w->bodies[w->resolver].y);
            for (int r = 0; r < w->methods.count; r++) settle_body(w, r);
            tally_reset(&w->log);
        }
    }
    if (in->actions & ACT_RESPAWN) world_respawn(w);
    world_apply_edit(&w->map, &in->edit);
    if (in->edit.op != EDIT_NONE) tally_map_changed(&w->log);

    w->tick++;
    update_movers(w);

    if (w->mode == MODE_CROWD) {
        crowd_apply(&w->crowd, in->actions);
        crowd_step(&w->crowd);
        return;
    }
    if (in->place.on) place_player(w, &in->place);
    world_move_bodies(w, in, trace);
}
