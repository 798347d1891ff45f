/* cli_output.c: outputs checked before the run (see cli_output.h). */
#include "cmd/cli_output.h"

#include <stdio.h>

bool cli_check_output(const char *command, const char *option, const char *path, const char *ext)
{
    char why[1024];
    if (file_output_ok(path, ext, why, sizeof why)) return true;
    fprintf(stderr, "%s: %s: %s\n", command, option, why);
    return false;
}

bool cli_files_apart(const char *command, const FileSet *files, bool complete)
{
    char why[2048];
    if (!complete) {
        fprintf(stderr, "%s: out of memory checking the run's files\n", command);
        return false;
    }
    if (file_set_check(files, why, sizeof why)) return true;
    fprintf(stderr, "%s: %s\n", command, why);
    return false;
}
