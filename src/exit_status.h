/* exit_status.h: what the program's exit status means, for every way it runs (window,
 * headless, replay check, subcommands). 0 is success. */
#ifndef COLLIDE_EXIT_STATUS_H
#define COLLIDE_EXIT_STATUS_H

#define EXIT_CHECK_FAILED 1 /* the run failed its own check (a replay's hashes differ) */
#define EXIT_BAD_INPUT 2    /* an option, value, map or recording that cannot be used */

#endif
