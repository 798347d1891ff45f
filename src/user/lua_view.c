/* lua_view.c: what a script's move sees (docs/your-method.md, "The API"): the body as a
 * table (its motion too), a read-only view of the map whose queries read the map of the move in progress,
 * and the trace, whose calls draw through the built-ins' overlays (core/trace.h) and do
 * nothing when no trace is asked for. */
#include <lauxlib.h>
#include <math.h>
#include <string.h>

#include "user/lua_method.h"

static const Map *view_map(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    if (!m->ctx) luaL_error(L, "the map is there only during a move");
    return m->ctx->map;
}

/* A cell index from a number: anything outside an int is outside every map. */
static int cell_index(lua_State *L, int arg)
{
    lua_Number v = luaL_checknumber(L, arg);
    v = floor(v);
    if (!(v >= -1.0)) return -1;
    if (v > (lua_Number)(MAP_MAX_W + MAP_MAX_H)) return MAP_MAX_W + MAP_MAX_H;
    return (int)v;
}

/* Cells a query read count against the budget, as instructions would. */
static void charge(lua_State *L, long cells)
{
    LuaMethod *m = lua_method_of(L);
    m->spent += cells;
    if (m->spent >= USER_BUDGET) {
        m->over = true;
        luaL_where(L, 1);
        lua_pushfstring(L, "%s ran past %d instructions (map queries count a cell as one)", m->phase, (int)USER_BUDGET);
        lua_concat(L, 2);
        lua_error(L);
    }
}

/// map.cell(i, j): the side mask of cell (i, j), 0-15 (bit 0 Left, 1 Down, 2 Right, 3 Up);
/// outside the map 15.
static int map_cell_lua(lua_State *L)
{
    const Map *map = view_map(L);
    lua_pushinteger(L, map_cell(map, cell_index(L, 1), cell_index(L, 2)));
    return 1;
}

/// map.is_solid(i, j): is cell (i, j) a solid block (mask 15)?
static int map_is_solid_lua(lua_State *L)
{
    const Map *map = view_map(L);
    lua_pushboolean(L, map_cell(map, cell_index(L, 1), cell_index(L, 2)) == SIDE_ALL);
    return 1;
}

/// map.cell_at(x, y): the cell (i, j) holding the point (pixels).
static int map_cell_at_lua(lua_State *L)
{
    const Map *map = view_map(L);
    lua_Number x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2);
    lua_pushinteger(L, map_cell_of(map, (float)x));
    lua_pushinteger(L, map_cell_of(map, (float)y));
    return 2;
}

/// map.solid_at(x, y): is the point (pixels) inside a solid cell? (The seeds' IsWallAt.)
static int map_solid_at_lua(lua_State *L)
{
    const Map *map = view_map(L);
    lua_Number x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2);
    lua_pushboolean(L, map_is_wall_at(map, (float)x, (float)y));
    return 1;
}

/// map.box_solid(x, y, w, h): does the box centred at (x, y), w by h pixels, overlap a
/// solid cell? Returns true and the first such cell (row by row), or false. A box that
/// only touches a cell's edge does not overlap it.
static int map_box_solid_lua(lua_State *L)
{
    const Map *map = view_map(L);
    lua_Number x = luaL_checknumber(L, 1), y = luaL_checknumber(L, 2);
    lua_Number w = luaL_checknumber(L, 3), h = luaL_checknumber(L, 4);
    if (!isfinite(x) || !isfinite(y) || !isfinite(w) || !isfinite(h))
        return luaL_error(L, "map.box_solid: x, y, w and h must be finite numbers");
    if (w < 0 || h < 0) return luaL_error(L, "map.box_solid: the width and height must be 0 or more");
    lua_Number tile = map->tile;
    lua_Number x0 = (x - w / 2) / tile, x1 = (x + w / 2) / tile, y0 = (y - h / 2) / tile, y1 = (y + h / 2) / tile;
    /* The last cell is the one before the far edge when the edge falls on a cell line. */
    lua_Number fx1 = ceil(x1) - 1, fy1 = ceil(y1) - 1;
    if (fx1 < floor(x0)) fx1 = floor(x0);
    if (fy1 < floor(y0)) fy1 = floor(y0);
    /* Outside the map every cell is solid: the scan never needs to go past one cell out. */
    lua_Number lo_i = fmax(floor(x0), -1), hi_i = fmin(fx1, map->w), lo_j = fmax(floor(y0), -1),
               hi_j = fmin(fy1, map->h);
    if (!(lo_i <= hi_i) || !(lo_j <= hi_j)) {
        lua_pushboolean(L, 0);
        return 1;
    }
    int i0 = (int)lo_i, i1 = (int)hi_i, j0 = (int)lo_j, j1 = (int)hi_j;
    long cells = 0;
    for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++) {
            cells++;
            if (map_cell(map, i, j) == SIDE_ALL) {
                charge(L, cells);
                lua_pushboolean(L, 1);
                lua_pushinteger(L, i);
                lua_pushinteger(L, j);
                return 3;
            }
        }
    charge(L, cells);
    lua_pushboolean(L, 0);
    return 1;
}

/// map.movers(): the movers this tick, a list of {x0, y0, x1, y1, w, h}: top-left at the
/// previous tick and now, and size, whole pixels. Empty on a map without movers.
static int map_movers_lua(lua_State *L)
{
    LuaMethod *m = lua_method_of(L);
    view_map(L);
    int n = m->ctx->movers ? m->ctx->mover_count : 0;
    lua_createtable(L, n, 0);
    for (int k = 0; k < n; k++) {
        const MoverState *s = &m->ctx->movers[k];
        lua_createtable(L, 0, 6);
        const int v[6] = {s->x0, s->y0, s->x1, s->y1, s->w, s->h};
        const char *key[6] = {"x0", "y0", "x1", "y1", "w", "h"};
        for (int f = 0; f < 6; f++) {
            lua_pushinteger(L, v[f]);
            lua_setfield(L, -2, key[f]);
        }
        lua_rawseti(L, -2, k + 1);
    }
    return 1;
}

static int read_only(lua_State *L)
{
    return luaL_error(L, "the map is read-only (map.%s)", lua_tostring(L, 2) ? lua_tostring(L, 2) : "?");
}

/* The trace's calls: each does nothing without a trace. */
static Trace *view_trace(lua_State *L)
{
    return lua_method_of(L)->trace;
}

static float num(lua_State *L, int arg)
{
    return (float)luaL_checknumber(L, arg);
}

static const char *const KIND_NAMES[TRACE_KIND_COUNT + 1] = {
    "scan", "cell", "grown", "band", "region", "side", "side_hit", "sweep", "moved", "normal", "probe", "hit", NULL};

/// trace.shape(kind, x0, y0, x1, y1): any overlay shape, kind one of "scan", "cell",
/// "grown", "band", "region" (rectangles, corners), "side", "side_hit", "sweep", "moved",
/// "normal" (lines), "probe", "hit" (points: x1, y1 may be left out).
static int trace_shape_lua(lua_State *L)
{
    int kind = luaL_checkoption(L, 1, NULL, KIND_NAMES);
    Trace *t = view_trace(L);
    if (!t) return 0;
    float x0 = num(L, 2), y0 = num(L, 3);
    float x1 = lua_isnoneornil(L, 4) ? x0 : num(L, 4), y1 = lua_isnoneornil(L, 5) ? y0 : num(L, 5);
    trace_shape(t, (TraceKind)kind, x0, y0, x1, y1);
    return 0;
}

/// trace.cell(i, j): a cell that was read.
static int trace_cell_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (!t) return 0;
    float tile = (float)view_map(L)->tile;
    float i = (float)floor(luaL_checknumber(L, 1)), j = (float)floor(luaL_checknumber(L, 2));
    trace_shape(t, TRACE_CELL, i * tile, j * tile, (i + 1) * tile, (j + 1) * tile);
    return 0;
}

/// trace.scan(i0, j0, i1, j1): the rectangle of cells scanned, corners included.
static int trace_scan_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (!t) return 0;
    float tile = (float)view_map(L)->tile;
    float i0 = (float)floor(luaL_checknumber(L, 1)), j0 = (float)floor(luaL_checknumber(L, 2));
    float i1 = (float)floor(luaL_checknumber(L, 3)), j1 = (float)floor(luaL_checknumber(L, 4));
    trace_shape(t, TRACE_SCAN, fminf(i0, i1) * tile, fminf(j0, j1) * tile, (fmaxf(i0, i1) + 1) * tile,
                (fmaxf(j0, j1) + 1) * tile);
    return 0;
}

/// trace.sweep(x0, y0, x1, y1): a swept segment (the wanted move, or one leg of it).
static int trace_sweep_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (t) trace_shape(t, TRACE_SWEEP, num(L, 1), num(L, 2), num(L, 3), num(L, 4));
    return 0;
}

/// trace.box(x, y, w, h): a box centred at (x, y) that was tested (drawn as a grown cell).
static int trace_box_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (!t) return 0;
    float x = num(L, 1), y = num(L, 2), w = num(L, 3), h = num(L, 4);
    trace_shape(t, TRACE_GROWN, x - w / 2, y - h / 2, x + w / 2, y + h / 2);
    return 0;
}

/// trace.probe(x, y): a position that was tested.
static int trace_probe_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (t) trace_point(t, TRACE_PROBE, num(L, 1), num(L, 2));
    return 0;
}

/// trace.hit(x, y [, nx, ny]): where the move was stopped, and the surface's normal.
static int trace_hit_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (!t) return 0;
    float x = num(L, 1), y = num(L, 2);
    trace_point(t, TRACE_HIT, x, y);
    if (!lua_isnoneornil(L, 3)) {
        float half = 0.5f * (float)view_map(L)->tile;
        trace_shape(t, TRACE_NORMAL, x, y, x + num(L, 3) * half, y + num(L, 4) * half);
    }
    return 0;
}

/// trace.label(x, y, text): a short text at a world position.
static int trace_label_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (!t) return 0;
    float x = num(L, 1), y = num(L, 2);
    trace_label(t, x, y, "%s", luaL_tolstring(L, 3, NULL));
    return 0;
}

/// trace.note(text): the HUD's bottom line for this move.
static int trace_note_lua(lua_State *L)
{
    Trace *t = view_trace(L);
    if (t) trace_note(t, "%s", luaL_tolstring(L, 1, NULL));
    return 0;
}

void lua_view_push(lua_State *L)
{
    lua_createtable(L, 0, 4); /* body */
    static const luaL_Reg map_fns[] = {{"cell", map_cell_lua},
                                       {"is_solid", map_is_solid_lua},
                                       {"cell_at", map_cell_at_lua},
                                       {"solid_at", map_solid_at_lua},
                                       {"box_solid", map_box_solid_lua},
                                       {"movers", map_movers_lua},
                                       {NULL, NULL}};
    lua_newtable(L);           /* the map as a script sees it: a proxy */
    lua_createtable(L, 0, 10); /* its fields */
    luaL_setfuncs(L, map_fns, 0);
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, read_only);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -3);
    static const luaL_Reg trace_fns[] = {{"shape", trace_shape_lua}, {"cell", trace_cell_lua},
                                         {"scan", trace_scan_lua},   {"sweep", trace_sweep_lua},
                                         {"box", trace_box_lua},     {"probe", trace_probe_lua},
                                         {"hit", trace_hit_lua},     {"label", trace_label_lua},
                                         {"note", trace_note_lua},   {NULL, NULL}};
    lua_createtable(L, 0, 10);
    luaL_setfuncs(L, trace_fns, 0);
}

void lua_view_set(lua_State *L, int body, int map_fields, int trace, const Body *b)
{
    LuaMethod *m = lua_method_of(L);
    const Map *map = m->ctx->map;
    const lua_Number v[4] = {b->x, b->y, b->w, b->h};
    const char *key[4] = {"x", "y", "w", "h"};
    for (int i = 0; i < 4; i++) {
        lua_pushnumber(L, v[i]);
        lua_setfield(L, body, key[i]);
    }
    /* The motion, read only (a copy each move): this tick's velocity and whether the body
     * stood after its last move. Under top-down the fields are not there at all, so a
     * script's state is laid out as it always was and older recordings replay alike. */
    const MotionState *ms = m->ctx->motion;
    if (ms) {
        lua_pushnumber(L, ms->vx);
        lua_setfield(L, body, "vx");
        lua_pushnumber(L, ms->vy);
        lua_setfield(L, body, "vy");
        lua_pushboolean(L, ms->ground);
        lua_setfield(L, body, "on_ground");
    }
    const int size[3] = {map->w, map->h, map->tile};
    const char *field[3] = {"w", "h", "tile"};
    for (int i = 0; i < 3; i++) {
        lua_pushinteger(L, size[i]);
        lua_setfield(L, map_fields, field[i]);
    }
    lua_pushboolean(L, m->trace != NULL);
    lua_setfield(L, trace, "on");
}
