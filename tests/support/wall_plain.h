/* wall_plain.h: the names the frozen side sweep and its two resolvers take, so the
 * references link beside the library's own (wall_side_plain.c, wall_resolvers_plain.c). */
#ifndef COLLIDE_TEST_WALL_PLAIN_H
#define COLLIDE_TEST_WALL_PLAIN_H

#define wall_side_intersection wall_side_intersection_plain
#define wall_sides_entered wall_sides_entered_plain
#define wall_scan_rect wall_scan_rect_plain
#define wall_sweep wall_sweep_plain
#define wall_sweep_lines wall_sweep_lines_plain
#define wall_trace_hit wall_trace_hit_plain

#include "core/resolvers/wall_side.h"

#endif
