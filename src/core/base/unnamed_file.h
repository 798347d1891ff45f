/* unnamed_file.h: a file written beside its destination without a name of its own
 * until it is complete (Linux's O_TMPFILE), so that a process killed outright (SIGKILL,
 * a power cut) leaves nothing behind; where the system cannot, a named temporary file
 * (mkstemp) that only an orderly exit removes. */
#ifndef COLLIDE_UNNAMED_FILE_H
#define COLLIDE_UNNAMED_FILE_H

#include <stdbool.h>
#include <stddef.h>

/// Bytes a caller keeps for the temporary name: the destination's length plus this.
#define UNNAMED_FILE_EXTRA 32

/// Open a new file for writing in the folder of `path`, mode 0666 less the umask.
/// `tmp` (path's length + UNNAMED_FILE_EXTRA bytes) gets the temporary name when the
/// file has one, or "" when it has none. -1 with errno on failure.
int unnamed_file_open(const char *path, char *tmp, size_t cap);
/// Give the written file (still open as `fd`) the name `path`, replacing what was
/// there in one step (rename). Call it before closing `fd`. false with errno on failure.
bool unnamed_file_publish(int fd, const char *tmp, const char *path);
/// Drop an unpublished file: unlinks a named one; an unnamed one goes when `fd` closes.
void unnamed_file_discard(const char *tmp);

#endif
