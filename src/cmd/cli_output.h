/* cli_output.h: the rule for every file a command writes (docs/robustness.md, "Outputs"):
 * named with its own extension, never a folder or a device, and never a file the run
 * reads or another output of it; checked before any work, exit status 2 when broken. */
#ifndef COLLIDE_CMD_CLI_OUTPUT_H
#define COLLIDE_CMD_CLI_OUTPUT_H

#include <stdbool.h>

#include "core/base/file_set.h"

/// `path` given to OPTION (--gif, --record, --screenshot, --heatmap): a name ending in
/// `ext` (any case), not an existing folder, device or FIFO, in a folder that exists
/// and can be written. Else "COMMAND: OPTION: why" on stderr and false.
bool cli_check_output(const char *command, const char *option, const char *path, const char *ext);

/// No output of `files` is an input of the run or another output (by identity and by
/// name); else "COMMAND: OPTION: will not write ..." on stderr and false. Out of memory
/// while the set was made (`complete` false) is refused too.
bool cli_files_apart(const char *command, const FileSet *files, bool complete);

#endif
