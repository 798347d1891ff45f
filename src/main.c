/* main.c: the first word picks the command (resolve, crowd, bench, guarantees, rerecord); any
 * other command line is the window's. Each command returns the exit status; then
 * standard output is flushed and closed here, and a write that failed anywhere in the
 * run (a full disk, a closed pipe's reader gone, /dev/full) is exit status 2, so no
 * command reports success for output that was lost. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cmd/commands.h"
#include "cmd/threads_option.h"
#include "core/crowd.h"
#include "exit_status.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

static const Command COMMANDS[] = {
    {"resolve", cmd_resolve},
    {"crowd", cmd_crowd},
    {"bench", cmd_bench},
    {"guarantees", cmd_guarantees},
    {"rerecord", cmd_rerecord},
};

/* The command's status, or EXIT_BAD_INPUT when standard output lost a write; a command
 * that already failed (2 or more) has said why, so only its status is kept. */
static int close_stdout(int status)
{
    int e = fflush(stdout) != 0 ? errno : 0;
    bool failed = e != 0 || ferror(stdout);
    if (fclose(stdout) != 0) {
        if (!e) e = errno;
        failed = true;
    }
    if (!failed || status >= EXIT_BAD_INPUT) return status;
    if (e) fprintf(stderr, "collide: cannot write the output: %s\n", strerror(e));
    else fprintf(stderr, "collide: cannot write the output: a write to it failed\n");
    return EXIT_BAD_INPUT;
}

int main(int argc, char **argv)
{
    crowd_set_default_threads(threads_default()); /* --threads N says otherwise */
    for (size_t i = 0; argc > 1 && i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) return close_stdout(COMMANDS[i].run(argc - 1, argv + 1));
    return close_stdout(cmd_window(argc, argv));
}
