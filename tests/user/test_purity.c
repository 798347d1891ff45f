/* test_purity.c: a move is a function of its inputs. Nothing a script keeps between moves
 * (a counter in an upvalue, a global, a field of the map or the body, math.random's state)
 * changes a later answer, and pairs() visits keys in the same order in every run and build. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"
#include "user_support.h"

static Map map;

static void setup(void)
{
    load_shipped_map("default.map", &map);
}

static void teardown(void)
{
    map_free(&map);
}

TestSuite(user_purity, .init = setup, .fini = teardown);

/* Ten moves of `m` by (4, 0) from the spawn all end at the same place. */
static void same_answer_every_time(const char *text)
{
    UserMethod *m = script_ok(text);
    Body start = spawn_body(m, &map);
    Body first = user_move(m, &map, start, 4, 0, NULL, NULL);
    const ResolverInfo *r = user_method_info(m);
    cr_assert_null(r->error(r->state), "%s", r->error(r->state));
    for (int i = 0; i < 10; i++) {
        Body again = user_move(m, &map, start, 4, 0, NULL, NULL);
        cr_expect(again.x == first.x && again.y == first.y, "move %d ended at %g, %g, the first at %g, %g", i + 2,
                  (double)again.x, (double)again.y, (double)first.x, (double)first.y);
    }
    user_method_free(m);
}

Test(user_purity, a_counter_in_an_upvalue_is_put_back_before_every_move)
{
    same_answer_every_time("local count = 0\nlocal method = {name = 'counter'}\n"
                           "function method.move(body, dx, dy)\n  count = count + 1\n"
                           "  return body.x + dx - count, body.y + dy\nend\nreturn method\n");
}

Test(user_purity, a_global_is_put_back_before_every_move)
{
    same_answer_every_time("local method = {name = 'global'}\n"
                           "function method.move(body, dx, dy)\n  calls = (calls or 0) + 1\n"
                           "  return body.x + dx - calls, body.y + dy\nend\nreturn method\n");
}

Test(user_purity, random_numbers_are_the_same_at_every_move)
{
    same_answer_every_time("local method = {name = 'dice'}\n"
                           "function method.move(body, dx, dy)\n"
                           "  return body.x + dx * math.random(), body.y + dy\nend\nreturn method\n");
}

Test(user_purity, a_change_to_a_library_or_the_body_is_put_back)
{
    same_answer_every_time(
        "local method = {name = 'meddle'}\n"
        "function method.move(body, dx, dy)\n  local was = math.floor(body.x) - body.x + (body.k or 0)\n"
        "  body.k = (body.k or 0) + 1\n  math.floor = function(v) return v + 1 end\n"
        "  return body.x + dx + was, body.y + dy\nend\nreturn method\n");
}

Test(user_purity, randomseed_without_a_seed_is_refused)
{
    char path[512], err[USER_ERROR_MAX];
    cr_assert_null(script_load("seed.lua", "math.randomseed()\n", path, sizeof path, err, sizeof err));
    cr_expect(strstr(err, "math.randomseed needs a seed") != NULL, "%s", err);
}

/* The order pairs() visits string keys and table keys in, and what tostring shows, as
 * the trace's note. The values are fixed: a Lua that seeded its hashes from the clock or
 * hashed tables by their address would give another order in another run or build. The
 * table keys' order and the offset follow the arena's layout: a change to the sandbox's
 * libraries (lua_sandbox.c) changes them, and COLLIDE_ORDER_PRINT=1 prints the new line. */
#define ORDER_EXPECTED "point down left box right seam wall floor up tile 71238645 43152 table: 0x008c00"
#define ORDER_SCRIPT                                                                                            \
    "local words = {}\n"                                                                                        \
    "for _, w in ipairs({'left', 'down', 'right', 'up', 'wall', 'seam', 'floor', 'tile', 'box', 'point'}) do\n" \
    "  words[w] = true end\n"                                                                                   \
    "local keys = {}\n"                                                                                         \
    "for i = 1, 8 do keys[{i}] = i end\n"                                                                       \
    "local method = {name = 'order'}\n"                                                                         \
    "function method.move(body, dx, dy, map, trace)\n"                                                          \
    "  local s = ''\n"                                                                                          \
    "  for w in pairs(words) do s = s .. w .. ' ' end\n"                                                        \
    "  for _, i in pairs(keys) do s = s .. i end\n"                                                             \
    "  local late = {}\n"                                                                                       \
    "  for i = 1, 5 do late[{}] = i end\n"                                                                      \
    "  s = s .. ' '\n"                                                                                          \
    "  for _, i in pairs(late) do s = s .. i end\n"                                                             \
    "  trace.note(s .. ' ' .. tostring(keys))\n"                                                                \
    "  return body.x + dx, body.y + dy\n"                                                                       \
    "end\nreturn method\n"

Test(user_purity, pairs_visits_keys_in_the_same_order_in_every_run_and_build)
{
    UserMethod *m = script_ok(ORDER_SCRIPT);
    Trace trace;
    trace_clear(&trace);
    Body start = spawn_body(m, &map);
    user_move(m, &map, start, 4, 0, NULL, &trace);
    const char *expect = getenv("COLLIDE_ORDER_PRINT") ? "" : ORDER_EXPECTED;
    if (!*expect) printf("order: %s\n", trace.note);
    cr_expect_str_eq(trace.note, ORDER_EXPECTED);
    for (int i = 0; i < 3; i++) {
        Trace again;
        trace_clear(&again);
        user_move(m, &map, start, 4, 0, NULL, &again);
        cr_expect_str_eq(again.note, trace.note);
    }
    user_method_free(m);
}
