/* refuse_c.c: the refuse method (methods/refuse.lua) as a C plugin, the example `make
 * examples` builds into build/examples/refuse_c.so. The whole move is taken unless the box
 * would overlap a solid cell at its destination; then the body stays where it is.
 * Lesson: the same answers as the script, move for move (tests/user/test_plugin.c). */
#include <collide/method.h>

static void refuse_move(const CollideBody *body, float dx, float dy, const CollideMap *map, const CollideTrace *trace,
                        CollideResult *out)
{
    float x = body->x + dx, y = body->y + dy;
    int i, j;
    int blocked = map->box_solid(map, x, y, body->w, body->h, &i, &j);
    if (trace) {
        float t = (float)map->tile;
        trace->shape(trace, COLLIDE_TRACE_SWEEP, body->x, body->y, x, y);
        trace->shape(trace, COLLIDE_TRACE_GROWN, x - body->w / 2, y - body->h / 2, x + body->w / 2, y + body->h / 2);
        if (blocked)
            trace->shape(trace, COLLIDE_TRACE_CELL, (float)i * t, (float)j * t, (float)(i + 1) * t, (float)(j + 1) * t);
        trace->note(trace, blocked ? "the box would overlap a wall there: the move is refused"
                                   : "the box is clear there: the whole move is taken");
    }
    if (blocked) {
        out->t = 0.0f;
        out->hits = 1;
        return; /* out->x, out->y hold the start */
    }
    out->x = x;
    out->y = y;
    out->t = 1.0f;
}

COLLIDE_EXPORT const CollideMethod *collide_method(void)
{
    static const CollideMethod method = {
        .abi = COLLIDE_METHOD_ABI,
        .name = "refuse-c",
        .title = "Refuse the step (C)",
        .short_name = "refuse-c",
        .model = COLLIDE_BOX,
        .size_tiles = 0.625f,
        .how = "Takes the whole move unless the box would overlap a solid cell there; then it stays put.",
        .weakness = "Stops short of walls by up to a whole move, and skips walls thinner than a move.",
        .colour = {230, 120, 170},
        .move = refuse_move,
    };
    return &method;
}
