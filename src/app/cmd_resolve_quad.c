/* cmd_resolve_quad.c: `collide resolve --resolver quad-push` reads seed 001's pair
 * form. Placeholder until the quad-push resolver lands. */
#include <stdio.h>

#include "cli.h"

bool cmd_resolve_quad_line(const char *line, int line_no, FILE *out)
{
    (void)line;
    (void)out;
    fprintf(stderr, "stdin:%d: quad-push is not available in this build yet\n", line_no);
    return false;
}
