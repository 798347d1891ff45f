/* test_spawn_offset.c: a map's exact start (`spawn-offset DX DY`, an imported level's
 * start where the level puts it): it reads and writes back, is refused outside its
 * cell, in a version 1 map or twice, and every method's body starts exactly there when
 * it fits, else at the spawn cell's centre; a map without one starts at the centre (and
 * hashes as it always has: the shipped recordings' checkpoints say so). */
#include <criterion/criterion.h>
#include <string.h>

#include "core/world.h"
#include "core/world/body.h"

static const char *ROOM = "collide-map 2\nname \"Room\"\nspawn-offset 4.5 20.25\ntile 32\ngrid\n#####\n#P..#\n"
                          "#...#\n#####\nend\n";

static bool parse(Map *m, const char *text, MapError *e)
{
    return map_parse(m, text, strlen(text), "room.map", e);
}

Test(spawn_offset, an_exact_start_reads_and_writes_back_the_same)
{
    static Map m, again;
    static char text[4096];
    MapError e;
    cr_assert(parse(&m, ROOM, &e), "%s", e.msg);
    cr_expect(m.spawn_offset && m.spawn_dx == 4.5f && m.spawn_dy == 20.25f);
    size_t n = map_format(&m, text, sizeof text);
    cr_expect(strstr(text, "collide-map 2\n") == text && strstr(text, "\nspawn-offset 4.5 20.25\n"), "%s", text);
    cr_assert(map_parse(&again, text, n, "again.map", &e), "%s", e.msg);
    cr_expect(again.spawn_offset && again.spawn_dx == m.spawn_dx && again.spawn_dy == m.spawn_dy);
    map_free(&m);
    map_free(&again);
}

Test(spawn_offset, a_start_outside_its_cell_in_a_version_1_map_or_twice_is_refused)
{
    static const struct {
        const char *text, *msg;
        int line, col;
    } cases[] = {
        {"collide-map 2\nspawn-offset 33 1\ntile 32\ngrid\nP\nend\n", "lies outside the 32-pixel spawn cell", 2, 1},
        {"collide-map 1\nspawn-offset 3 1\ngrid\nP\nend\n", "'spawn-offset' needs the header 'collide-map 2'", 2, 1},
        {"collide-map 2\nspawn-offset 3 1\nspawn-offset 3 1\ngrid\nP\nend\n", "second 'spawn-offset' line", 3, 1},
        {"collide-map 2\nspawn-offset 3 nan\ngrid\nP\nend\n", "spawn-offset needs two numbers of pixels", 2, 16},
        {"collide-map 2\nspawn-offset -1 2\ngrid\nP\nend\n", "spawn-offset needs two numbers of pixels", 2, 14},
        {"collide-map 2\nspawn-offset 1\ngrid\nP\nend\n", "spawn-offset needs two numbers of pixels", 2, 15},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        static Map m;
        MapError e;
        cr_expect(!parse(&m, cases[k].text, &e), "case %zu loaded", k);
        cr_expect(strstr(e.msg, cases[k].msg) && e.line == cases[k].line && e.col == cases[k].col, "case %zu: %d:%d %s",
                  k, e.line, e.col, e.msg);
    }
}

Test(spawn_offset, every_body_starts_exactly_there_when_it_fits_else_at_the_cells_centre)
{
    static Map m;
    static World w;
    MapError e;
    /* 4.5 px from the wall on the left: only a point fits there; 20.25 px down is free. */
    cr_assert(parse(&m, ROOM, &e), "%s", e.msg);
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&w, &m, &cfg));
    int exact = 0;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        const Body *b = &w.bodies[r];
        bool there = b->x == 32 + 4.5f && b->y == 32 + 20.25f, centre = b->x == 48 && b->y == 48;
        cr_expect(there || centre, "%s at %g,%g", resolver_info(r)->name, (double)b->x, (double)b->y);
        cr_expect(!body_in_wall(&w.map, NULL, 0, b, resolver_info(r)->model), "%s starts in a wall",
                  resolver_info(r)->name);
        exact += there;
        if (resolver_info(r)->model == BODY_POINT) cr_expect(there, "a point fits anywhere in the free cell");
    }
    cr_expect_gt(exact, 0);
    world_free(&w);
    map_free(&m);
}

Test(spawn_offset, a_map_without_one_starts_at_the_cells_centre_and_one_stated_at_the_centre_still_hashes_apart)
{
    static Map m, plain;
    static World w, v;
    MapError e;
    const char *text = "collide-map 2\nname \"Room\"\ntile 32\ngrid\n#####\n#P..#\n#...#\n#####\nend\n";
    cr_assert(parse(&plain, text, &e), "%s", e.msg);
    cr_assert(parse(&m, ROOM, &e), "%s", e.msg);
    WorldConfig cfg = {.seed = 1, .resolver = 0, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES};
    cr_assert(world_init(&w, &plain, &cfg));
    cr_expect(w.bodies[0].x == 48 && w.bodies[0].y == 48);
    m.spawn_dx = m.spawn_dy = 16; /* the centre, stated: the same bodies, and still a different map */
    cr_assert(world_init(&v, &m, &cfg));
    cr_expect(v.bodies[0].x == 48 && v.bodies[0].y == 48);
    cr_expect_neq(world_hash(&w), world_hash(&v), "the offset enters the hash only when there is one");
    world_free(&w);
    world_free(&v);
    map_free(&m);
    map_free(&plain);
}
