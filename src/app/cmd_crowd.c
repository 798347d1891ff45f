/* cmd_crowd.c: `collide crowd`, the crowd run headless (DESIGN section 6).
 * Placeholder until the crowd mode lands. */
#include <stdio.h>

#include "cli.h"

int cmd_crowd(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "collide: 'crowd' is not available in this build yet\n");
    return EXIT_BAD_INPUT;
}
