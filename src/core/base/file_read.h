/* file_read.h: how every input file is read whole (a map, a recording, a tour, a tileset):
 * opened without blocking, so a FIFO or a device named as an input never hangs the
 * program; refused unless it is a regular file; never read past a size the caller names. */
#ifndef COLLIDE_FILE_READ_H
#define COLLIDE_FILE_READ_H

#include <stdbool.h>
#include <stddef.h>

typedef enum FileRead {
    FILE_READ_OK,
    FILE_READ_FAILED,      /* open or read failed: errno says why */
    FILE_READ_NOT_REGULAR, /* a folder, a FIFO, a device, a socket */
    FILE_READ_TOO_BIG,     /* over `max` bytes: *len holds its size */
    FILE_READ_CHANGED,     /* it grew while it was read */
    FILE_READ_NO_MEMORY,
} FileRead;

/// Read the file at `path` into *text (malloc'ed, NUL-terminated, *len bytes). On
/// anything but FILE_READ_OK, *text is NULL and errno is set (EISDIR, EINVAL, EFBIG...).
FileRead file_read_all(const char *path, size_t max, char **text, size_t *len);

/// The first bytes of the file at `path`, at most `max` of them, into *text (malloc'ed,
/// NUL-terminated, *len bytes), with the same checks as file_read_all; *whole says
/// whether that is all of it. A big file costs `max` bytes, whatever its size.
FileRead file_read_head(const char *path, size_t max, char **text, size_t *len, bool *whole);

/// A few words for a status: "not a regular file", strerror(errno) for FILE_READ_FAILED...
/// Call it before anything else can change errno.
const char *file_read_why(FileRead status);

#endif
