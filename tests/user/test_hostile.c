/* test_hostile.c: scripts that try to hang, exhaust, escape or break collide. Each gets a
 * clear message, the body stays where it was (t = 0), and the next move runs as usual. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "support/support.h"
#include "user_support.h"

#define HEAD "local method = {name = 'hostile'}\n"
#define TAIL "return method\n"

static Map map;

static void setup(void)
{
    load_shipped_map("default.map", &map);
}

static void teardown(void)
{
    map_free(&map);
}

/* One move of `m` from the spawn: it must fail with `expect` and leave the body put. */
static void move_fails_with(UserMethod *m, const char *expect)
{
    Body start = spawn_body(m, &map);
    MoveInfo mi;
    Trace trace;
    trace_clear(&trace);
    Body end = user_move(m, &map, start, 4, 0, &mi, &trace);
    const ResolverInfo *r = user_method_info(m);
    const char *why = r->error(r->state);
    cr_assert(why, "the move did not fail (expected '%s')", expect);
    cr_expect(strstr(why, expect) != NULL, "message '%s' lacks '%s'", why, expect);
    cr_expect(end.x == start.x && end.y == start.y, "the body moved to %g, %g", (double)end.x, (double)end.y);
    cr_expect_eq(mi.t, 0.0f);
    cr_expect(strstr(trace.note, expect) != NULL, "the HUD's note '%s' does not show it", trace.note);
}

TestSuite(user_hostile, .init = setup, .fini = teardown, .timeout = 60);

Test(user_hostile, an_endless_loop_runs_past_the_budget_at_its_line)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  while true do end\nend\n" TAIL);
    move_fails_with(m, "test.lua:3: move() ran past 10,000,000 instructions");
    move_fails_with(m, "ran past 10,000,000 instructions"); /* and again, the same */
    user_method_free(m);
}

Test(user_hostile, a_pcall_cannot_swallow_the_budget)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n"
                                   "  while true do pcall(function() while true do end end) end\nend\n" TAIL);
    move_fails_with(m, "ran past 10,000,000 instructions");
    user_method_free(m);
}

Test(user_hostile, coroutines_are_not_there)
{
    UserMethod *m =
        script_ok(HEAD "function method.move(body, dx, dy)\n"
                       "  while true do coroutine.resume(coroutine.create(function() for i = 1, 900 do end end)) end\n"
                       "end\n" TAIL);
    move_fails_with(m, "test.lua:3: coroutine.resume is not available to a method");
    user_method_free(m);
}

Test(user_hostile, garbage_that_fills_the_arena_again_and_again_ends_the_move_soon)
{
    /* 8 MiB kept, then small garbage: each time the arena is full Lua collects all of it,
     * and each time counts against the budget, so the move ends, one way or the other. */
    UserMethod *m =
        script_ok(HEAD "function method.move(body, dx, dy)\n"
                       "  local keep = {}\n  for i = 1, 8 do keep[i] = string.rep('k', 1024 * 1024 - 64) end\n"
                       "  while true do local t = {1, 2, 3, 4} end\nend\n" TAIL);
    Body start = spawn_body(m, &map);
    Body end = user_move(m, &map, start, 4, 0, NULL, NULL);
    const ResolverInfo *r = user_method_info(m);
    const char *why = r->error(r->state);
    cr_assert(why);
    cr_expect(strstr(why, "ran past 10,000,000 instructions") || strstr(why, "needed more than the 16 MiB"), "%s", why);
    cr_expect(end.x == start.x);
    user_method_free(m);
}

Test(user_hostile, require_outside_the_folder_is_refused)
{
    char path[512], err[USER_ERROR_MAX];
    cr_assert_null(script_load("up.lua", "local x = require '../../x'\n", path, sizeof path, err, sizeof err));
    cr_expect(strstr(err, "up.lua:1: require '../../x': only a .lua file beside the script") != NULL, "%s", err);
    cr_assert_null(script_load("abs.lua", "local x = require '/etc/passwd'\n", path, sizeof path, err, sizeof err));
    cr_expect(strstr(err, "only a .lua file beside the script") != NULL, "%s", err);
}

Test(user_hostile, os_execute_is_not_there)
{
    UserMethod *m =
        script_ok(HEAD "function method.move(body, dx, dy)\n  os.execute('touch /tmp/collide-pwned')\nend\n" TAIL);
    move_fails_with(m, "test.lua:3: os.execute is not available to a method");
    user_method_free(m);
    char path[512], err[USER_ERROR_MAX];
    cr_assert_null(script_load("io.lua", "io.open('/etc/passwd')\n", path, sizeof path, err, sizeof err));
    cr_expect(strstr(err, "io.lua:1: io.open is not available to a method") != NULL, "%s", err);
    cr_assert_null(script_load("dofile.lua", "dofile('/etc/passwd')\n", path, sizeof path, err, sizeof err));
    cr_expect(strstr(err, "dofile is not available") != NULL, "%s", err);
}

Test(user_hostile, a_binary_chunk_is_refused)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  load('\\27Lua', 'x', 'b')\nend\n" TAIL);
    move_fails_with(m, "binary chunks are not available");
    user_method_free(m);
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  local f = assert(load('\\27Lua'))\nend\n" TAIL);
    move_fails_with(m, "attempt to load a binary chunk");
    user_method_free(m);
}

Test(user_hostile, loops_in_c_are_refused_or_cut_short)
{
    UserMethod *m = script_ok(
        HEAD "function method.move(body, dx, dy)\n  string.find(string.rep('a', 5000), '.-.-.-.-b')\nend\n" TAIL);
    move_fails_with(m, "string.find with a pattern is not available");
    user_method_free(m);
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  ('x'):gsub('x', 'y')\nend\n" TAIL);
    move_fails_with(m, "string.gsub is not available");
    user_method_free(m);
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  table.move({}, 1, 1 << 50, 2)\nend\n" TAIL);
    move_fails_with(m, "table.move: more elements");
    user_method_free(m);
    /* An empty string a quadrillion times is at once an empty string. */
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  local s = string.rep('', 1 << 50)\n"
                       "  return body.x + #s + dx, body.y + dy\nend\n" TAIL);
    Body start = spawn_body(m, &map);
    Body end = user_move(m, &map, start, 4, 0, NULL, NULL);
    cr_expect_eq(end.x, start.x + 4);
    user_method_free(m);
}

Test(user_hostile, an_error_in_every_call_is_kept_and_the_program_goes_on)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  error('no way')\nend\n" TAIL);
    for (int i = 0; i < 50; i++) move_fails_with(m, "test.lua:3: no way");
    user_method_free(m);
}

Test(user_hostile, nan_returned_is_named_and_the_body_stays)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  return 0/0, body.y\nend\n" TAIL);
    move_fails_with(m, "test.lua:2: move() returned x = nan, y = ");
    user_method_free(m);
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  return {x = body.x, y = math.huge}\nend\n" TAIL);
    move_fails_with(m, "y = inf: not a finite position");
    user_method_free(m);
}

Test(user_hostile, a_position_outside_the_map_is_named_and_the_body_stays)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  return -5, 3\nend\n" TAIL);
    char expect[128];
    snprintf(expect, sizeof expect, "move() returned (-5, 3), outside the map (0 to %d, 0 to %d px)", map.w * map.tile,
             map.h * map.tile);
    move_fails_with(m, expect);
    user_method_free(m);
}

Test(user_hostile, a_move_that_returns_nothing_or_text_says_what_to_return)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\nend\n" TAIL);
    move_fails_with(m, "move() returned nothing: return x, y");
    user_method_free(m);
    m = script_ok(HEAD "function method.move(body, dx, dy)\n  return 'left', 3\nend\n" TAIL);
    move_fails_with(m, "move() returned a value = a string, not a number");
    user_method_free(m);
}

Test(user_hostile, the_map_cannot_be_written)
{
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy, map)\n  map.w = 1\nend\n" TAIL);
    move_fails_with(m, "test.lua:3: the map is read-only (map.w)");
    user_method_free(m);
}

Test(user_hostile, a_failed_move_does_not_spoil_the_next)
{
    /* Fails on a move to the left, works on one to the right. */
    UserMethod *m = script_ok(HEAD "function method.move(body, dx, dy)\n  if dx < 0 then while true do end end\n"
                                   "  return body.x + dx, body.y + dy\nend\n" TAIL);
    Body start = spawn_body(m, &map);
    const ResolverInfo *r = user_method_info(m);
    for (int i = 0; i < 3; i++) {
        Body a = user_move(m, &map, start, -4, 0, NULL, NULL);
        cr_expect(a.x == start.x && r->error(r->state) != NULL);
        Body b = user_move(m, &map, start, 4, 0, NULL, NULL);
        cr_expect(b.x == start.x + 4 && r->error(r->state) == NULL, "%s", r->error(r->state));
    }
    user_method_free(m);
}
