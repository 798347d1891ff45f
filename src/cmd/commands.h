/* commands.h: the program's commands, each given its own argv (argv[0] its name) and
 * returning the exit status (exit_status.h). main.c picks one by the first word. */
#ifndef COLLIDE_CMD_COMMANDS_H
#define COLLIDE_CMD_COMMANDS_H

/// `collide [options]`: the window, a headless run, or a replay check.
int cmd_window(int argc, char **argv);
/// `collide resolve ...`: one move per line of standard input.
int cmd_resolve(int argc, char **argv);
/// `collide crowd ...`: the crowd run headless, one JSON line of figures.
int cmd_crowd(int argc, char **argv);
/// `collide bench ...`: timings of the resolvers, the crowd and the drawing.
int cmd_bench(int argc, char **argv);
/// `collide guarantees ...`: how often each method ends inside a wall, crosses one or stops short.
int cmd_guarantees(int argc, char **argv);
/// `collide rerecord FILE...`: recordings' checkpoint hashes written anew, nothing else.
int cmd_rerecord(int argc, char **argv);

/// The commit the program was built from (build/gen/commit.c, written by the Makefile;
/// "unknown" outside git). Recordings name only the version, so they replay across commits.
extern const char *const collide_commit;

#endif
