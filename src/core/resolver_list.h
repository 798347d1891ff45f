/* resolver_list.h: every method, one line each, in key order (the number keys) and
 * command-line order. A line names the method's id (RESOLVER_ID, and RESOLVE_ID, the
 * ResolverInfo its resolvers/resolve_*.c defines) and its command-line name. From this
 * list resolver.h makes the ids, RESOLVER_COUNT and RESOLVER_NAMES, resolvers/resolver.c
 * the registry, and the app the number keys and the lists of names. The first line is
 * FIRST and every other NEXT, so that the names joined by commas know where to put none. */
#ifndef COLLIDE_RESOLVER_LIST_H
#define COLLIDE_RESOLVER_LIST_H

/* A new method is one line above the last, its backslash in the same column. */
/* clang-format off */
#define RESOLVER_LIST(FIRST, NEXT)                          \
    FIRST(SIMPLEST, "simplest")                             \
    NEXT(PIXEL_ITERATION, "pixel-iteration")                \
    NEXT(LINE_SEGMENT, "line-segment")                      \
    NEXT(MINKOWSKI, "minkowski")                            \
    NEXT(GRID_REGION, "grid-region")                        \
    NEXT(QUAD_PUSH, "quad-push")                            \
    NEXT(DIRECTIONAL_FLAG, "directional-flag")              \
    /* the end of the list */
/* clang-format on */

#endif
