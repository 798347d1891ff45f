/* fuzz_maps.h: the maps the resolver harnesses move bodies on: the built-in Sandbox,
 * the smallest map (1x1), thin walls and one-way platforms, and the largest grid
 * (128x128 cells of 128 px, walls scattered). */
#ifndef COLLIDE_FUZZ_MAPS_H
#define COLLIDE_FUZZ_MAPS_H

#include <math.h>
#include <string.h>

#include "app/base/assets.h"
#include "core/resolver.h"
#include "fuzz.h"

#define FUZZ_MAP_COUNT 4

static const char FUZZ_MAP_TINY[] = "collide-map 1\ntile 8\ngrid\nP\nend\n";
static const char FUZZ_MAP_THIN[] = "collide-map 1\ntile 16\ngrid\n"
                                    "########\n"
                                    "#P.41..#\n"
                                    "#8.41.1#\n"
                                    "#2..88.#\n"
                                    "#8.#.54#\n"
                                    "########\n"
                                    "end\n"
                                    "mover 5 3  1 1  0 0  10\n";

/* Parse the four maps once. */
static const Map *fuzz_map(unsigned which)
{
    static Map maps[FUZZ_MAP_COUNT];
    static bool ready;
    if (!ready) {
        MapError err;
        static char big[MAP_MAX_H * (MAP_MAX_W + 1) + 64];
        size_t at = (size_t)snprintf(big, sizeof big, "collide-map 1\ntile %d\ngrid\n", MAP_TILE_MAX);
        for (int j = 0; j < MAP_MAX_H; j++) {
            for (int i = 0; i < MAP_MAX_W; i++)
                big[at++] = (i == 1 && j == 1)             ? 'P'
                            : ((i * 7 + j * 13) % 11 == 0) ? '#'
                            : ((i + j) % 17 == 0)          ? '8'
                                                           : '.';
            big[at++] = '\n';
        }
        at += (size_t)snprintf(big + at, sizeof big - at, "end\n");
        FUZZ_CHECK(map_parse(&maps[0], (const char *)asset_default_map, asset_default_map_len, "default", &err), "%s",
                   err.msg);
        FUZZ_CHECK(map_parse(&maps[1], FUZZ_MAP_TINY, strlen(FUZZ_MAP_TINY), "tiny", &err), "%s", err.msg);
        FUZZ_CHECK(map_parse(&maps[2], FUZZ_MAP_THIN, strlen(FUZZ_MAP_THIN), "thin", &err), "%s", err.msg);
        FUZZ_CHECK(map_parse(&maps[3], big, at, "big", &err), "%s", err.msg);
        map_cells_index(&maps[3]); /* as a world does: the moves read its cells in blocks */
        FUZZ_CHECK(maps[3].blocks != NULL, "the big map has no blocks");
        ready = true;
    }
    return &maps[which % FUZZ_MAP_COUNT];
}

/* The movers of a map at rest where the map puts them. */
static int fuzz_movers(const Map *m, MoverState *out)
{
    for (int k = 0; k < m->mover_count; k++) {
        const Mover *v = &m->movers[k];
        int x = v->x * m->tile, y = v->y * m->tile;
        out[k] = (MoverState){x, y, x, y, v->w * m->tile, v->h * m->tile};
    }
    return m->mover_count;
}

/* Move with resolver r both ways: through resolver_move, which promises a finite place
 * inside the map, and straight into the resolver, which promises only to return
 * (without undefined behaviour, in bounded time) whatever it is given. Returns where
 * resolver_move left the body (the body itself for an unavailable resolver). */
static Body fuzz_move_both(int r, const Map *m, Body body, float dx, float dy, Trace *trace)
{
    const ResolverInfo *info = resolver_info(r);
    if (!info || !info->resolve) return body;
    static MoverState movers[MAP_MAX_MOVERS];
    Rng rng;
    rng_seed(&rng, 7);
    ResolveCtx ctx = {m, &rng, movers, fuzz_movers(m, movers), NULL, NULL};
    Body raw = body;
    MoveInfo mi;
    /* Each move gets an empty trace, as each tick does in the program (world.c). */
    trace_clear(trace);
    info->resolve(&ctx, &raw, dx, dy, &mi, trace);
    Body safe = body;
    trace_clear(trace);
    resolver_move(r, &ctx, &safe, dx, dy, &mi, trace);
    float w = (float)(m->w * m->tile), h = (float)(m->h * m->tile);
    FUZZ_CHECK(isfinite(safe.x) && isfinite(safe.y) && safe.x >= 0 && safe.x <= w && safe.y >= 0 && safe.y <= h,
               "%s: body %g,%g (%gx%g) moved by %g,%g ended at %g,%g on a %gx%g map", info->name, (double)body.x,
               (double)body.y, (double)body.w, (double)body.h, (double)dx, (double)dy, (double)safe.x, (double)safe.y,
               (double)w, (double)h);
    FUZZ_CHECK(mi.t >= 0.0f && mi.t <= 1.0f, "%s: t = %g", info->name, (double)mi.t);
    return safe;
}

#endif
