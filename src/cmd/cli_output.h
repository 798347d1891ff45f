/* cli_output.h: the rules for what a command writes (docs/robustness.md). A file
 * ("Outputs"): named with its own extension, never a folder or a device, a link only to a
 * file of that extension, never a file the run reads or another output of it; checked
 * before any work, exit status 2 when broken. A line of a message or a report that
 * carries a name from input: cli_say, through the one escaping rule. */
#ifndef COLLIDE_CMD_CLI_OUTPUT_H
#define COLLIDE_CMD_CLI_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "core/base/file_set.h"

/// One line to `to` (a newline added): the message made as printf makes it, then shown
/// whole by core/base/escape.h's rule, so no name in it, however a lower layer put it
/// there, can drive the terminal. For one-line messages: a newline inside shows as \x0a.
void cli_say(FILE *to, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/// `path` given to OPTION (--gif, --record, --screenshot, --heatmap): a name ending in
/// `ext` (any case), not an existing folder, device or FIFO, a symbolic link only to a
/// regular file (or none yet) named with `ext` and outside /proc, /sys and /dev, in a
/// folder that exists and can be written. Else "COMMAND: OPTION: why" on stderr and false.
bool cli_check_output(const char *command, const char *option, const char *path, const char *ext);

/// No output of `files` is an input of the run or another output (by identity and by
/// name); else "COMMAND: OPTION: will not write ..." on stderr and false. Out of memory
/// while the set was made (`complete` false) is refused too.
bool cli_files_apart(const char *command, const FileSet *files, bool complete);

#endif
