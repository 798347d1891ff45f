/* test_examples.c: the example methods under methods/ do what their lessons say. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "support/support.h"
#include "user_support.h"

/* A corridor, 3 cells high, with a solid wall of one cell at column 10. */
static const char *WALL_MAP = "collide-map 1\nname \"wall\"\ntile 32\ngrid\n"
                              "################\n"
                              "#P........#....#\n"
                              "#.........#....#\n"
                              "#.........#....#\n"
                              "################\nend\n";

/* n moves of (dx, dy) from `b`, each from where the last ended. */
static Body run_user(const UserMethod *m, const Map *map, Body b, float dx, float dy, int n)
{
    for (int i = 0; i < n; i++) b = user_move(m, map, b, dx, dy, NULL, NULL);
    return b;
}

static Body run_builtin(int id, const Map *map, Body b, float dx, float dy, int n)
{
    Rng rng;
    rng_seed(&rng, 1);
    ResolveCtx ctx = {.map = map, .rng = &rng};
    for (int i = 0; i < n; i++) {
        MoveInfo mi;
        resolver_move(id, &ctx, &b, dx, dy, &mi, NULL);
    }
    return b;
}

Test(user_examples, refuse_stops_short_of_a_wall_by_up_to_a_whole_move)
{
    Map map = {0};
    map_from_text(&map, WALL_MAP);
    UserMethod *m = example_load("refuse.lua");
    Body start = spawn_body(m, &map);
    Body end = run_user(m, &map, start, 24, 0, 20);
    float gap = 10 * 32 - (end.x + end.w / 2);
    cr_expect(gap > 0 && gap < 24, "the box ends %g px from the wall", (double)gap);
    Body mink = run_builtin(RESOLVER_MINKOWSKI, &map, start, 24, 0, 20);
    float mink_gap = 10 * 32 - (mink.x + mink.w / 2);
    cr_expect(mink_gap < 1, "minkowski ends %g px from the wall", (double)mink_gap);
    user_method_free(m);
    map_free(&map);
}

Test(user_examples, refuse_tunnels_through_a_wall_thinner_than_its_move_and_substep_does_not)
{
    Map map = {0};
    map_from_text(&map, WALL_MAP);
    UserMethod *refuse = example_load("refuse.lua"), *sub = example_load("substep.lua");
    /* The box's right side 2 px before the wall, then one move of two tiles. */
    Body start = {10 * 32 - 2 - 10, 48, 20, 20};
    Body r = run_user(refuse, &map, start, 64, 0, 1);
    Body s = run_user(sub, &map, start, 64, 0, 1);
    cr_expect_gt(r.x, 11 * 32, "refuse ended at %g, before the wall", (double)r.x);
    cr_expect_lt(s.x + s.w / 2, 10 * 32 + 0.001f, "substep ended at %g, past the wall's face", (double)s.x);
    user_method_free(refuse);
    user_method_free(sub);
    map_free(&map);
}

Test(user_examples, substep_glides_along_a_wall)
{
    Map map = {0};
    map_from_text(&map, WALL_MAP);
    UserMethod *m = example_load("substep.lua");
    Body end = run_user(m, &map, spawn_body(m, &map), 6, 6, 30);
    cr_expect_gt(end.y, 3 * 32, "the box did not slide down (y %g)", (double)end.y);
    cr_expect_lt(end.x + end.w / 2, 10 * 32 + 0.001f);
    user_method_free(m);
    map_free(&map);
}

/* Down+Right on seam.map's floor of separate tiles: the push-out snags on a seam and stays
 * there, where Minkowski glides on. */
Test(user_examples, pushout_snags_on_a_seam_between_floor_tiles)
{
    Map map = {0};
    load_shipped_map("seam.map", &map);
    UserMethod *m = example_load("pushout.lua");
    Body start = spawn_body(m, &map);
    Body end = run_user(m, &map, start, 4, 4, 150);
    Body later = run_user(m, &map, end, 4, 4, 30);
    float right = end.x + end.w / 2;
    cr_expect(later.x == end.x && later.y == end.y, "the box moved on from %g, %g", (double)end.x, (double)end.y);
    cr_expect_float_eq(fmodf(right, 32.0f), 0.0f, 1e-4, "the box's right side (%g) is not on a seam", (double)right);
    int i = (int)(right / 32.0f), j = (int)((end.y + end.h / 2) / 32.0f);
    cr_expect(map_cell(&map, i, j) == SIDE_ALL && map_cell(&map, i - 1, j) == SIDE_ALL,
              "no floor of two tiles under the seam at %d, %d", i, j);
    cr_expect(map_cell(&map, i, j - 1) != SIDE_ALL, "the box is at a wall, not a seam");
    Body mink = run_builtin(RESOLVER_MINKOWSKI, &map, start, 4, 4, 180);
    cr_expect_gt(mink.x, end.x + 64, "minkowski (%g) did not glide past the seam (%g)", (double)mink.x, (double)end.x);
    user_method_free(m);
    map_free(&map);
}

Test(user_examples, the_bump_adapter_glides_along_a_floor_of_tiles)
{
    char path[512];
    snprintf(path, sizeof path, "%s/methods/bump.lua", SOURCE_DIR);
    struct stat st;
    if (stat(path, &st) != 0)
        cr_skip_test("skipped: methods/bump.lua is not there (put kikito/bump.lua beside methods/bump_adapter.lua)");
    Map map = {0};
    load_shipped_map("seam.map", &map);
    UserMethod *m = example_load("bump_adapter.lua");
    Body start = spawn_body(m, &map);
    Body end = run_user(m, &map, start, 4, 4, 150);
    const ResolverInfo *r = user_method_info(m);
    cr_assert_null(r->error(r->state), "%s", r->error(r->state));
    cr_expect_gt(end.x, start.x + 300, "bump stopped at %g", (double)end.x);
    user_method_free(m);
    map_free(&map);
}

Test(user_examples, every_example_loads_with_a_caption_and_a_lesson)
{
    const char *names[] = {"refuse.lua", "pushout.lua", "substep.lua", "hop.lua"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        UserMethod *m = example_load(names[k]);
        const ResolverInfo *r = user_method_info(m);
        cr_expect(strlen(r->how) > 20 && strlen(r->weakness) > 20, "%s", names[k]);
        UserFile f = user_method_file(m, 0);
        cr_expect(strstr(f.text, "-- Lesson:") != NULL, "%s has no lesson line", names[k]);
        user_method_free(m);
    }
}
