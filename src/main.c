/* main.c: the first word picks the command (resolve, crowd, bench, guarantees); any
 * other command line is the window's. Each command returns the exit status. */
#include <string.h>

#include "cmd/commands.h"
#include "cmd/threads_option.h"
#include "core/crowd.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

static const Command COMMANDS[] = {
    {"resolve", cmd_resolve},
    {"crowd", cmd_crowd},
    {"bench", cmd_bench},
    {"guarantees", cmd_guarantees},
};

int main(int argc, char **argv)
{
    crowd_set_default_threads(threads_default()); /* --threads N says otherwise */
    for (size_t i = 0; argc > 1 && i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0) return COMMANDS[i].run(argc - 1, argv + 1);
    return cmd_window(argc, argv);
}
