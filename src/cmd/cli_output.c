/* cli_output.c: outputs checked before the run, and lines said by the one rule for names
 * (see cli_output.h). */
#include "cmd/cli_output.h"

#include <stdarg.h>

#include "core/base/escape.h"

void cli_say(FILE *to, const char *fmt, ...)
{
    char line[4 * 8192];
    va_list ap;
    va_start(ap, fmt);
    escape_vformat(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(to, "%s\n", line);
}

bool cli_check_output(const char *command, const char *option, const char *path, const char *ext)
{
    char why[1024];
    if (file_output_ok(path, ext, why, sizeof why)) return true;
    cli_say(stderr, "%s: %s: %s", command, option, why);
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
    cli_say(stderr, "%s: %s", command, why);
    return false;
}
