/* file_read.c: whole input files, read without blocking and within a bound (see file_read.h). */
#define _POSIX_C_SOURCE 200809L
#include "core/base/file_read.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static FileRead fail(int fd, FileRead status, int why)
{
    if (fd >= 0) close(fd);
    errno = why;
    return status;
}

FileRead file_read_all(const char *path, size_t max, char **text, size_t *len)
{
    *text = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) return fail(fd, FILE_READ_FAILED, errno);
    if (!S_ISREG(st.st_mode)) return fail(fd, FILE_READ_NOT_REGULAR, S_ISDIR(st.st_mode) ? EISDIR : EINVAL);
    if (st.st_size < 0 || (unsigned long long)st.st_size > max) {
        *len = st.st_size < 0 ? 0 : (size_t)st.st_size;
        return fail(fd, FILE_READ_TOO_BIG, EFBIG);
    }
    size_t size = (size_t)st.st_size, n = 0;
    char *buf = malloc(size + 1);
    if (!buf) return fail(fd, FILE_READ_NO_MEMORY, ENOMEM);
    for (;;) {
        /* One byte more than its size: a file that grew is seen, never read past. */
        ssize_t got = n <= size ? read(fd, buf + n, size + 1 - n) : 0;
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 || n > size) {
            int why = got < 0 ? errno : EAGAIN;
            free(buf);
            return fail(fd, got < 0 ? FILE_READ_FAILED : FILE_READ_CHANGED, why);
        }
        if (got == 0) break;
        n += (size_t)got;
    }
    close(fd);
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return FILE_READ_OK;
}

FileRead file_read_head(const char *path, size_t max, char **text, size_t *len, bool *whole)
{
    *text = NULL;
    *len = 0;
    *whole = false;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) return fail(fd, FILE_READ_FAILED, errno);
    if (!S_ISREG(st.st_mode)) return fail(fd, FILE_READ_NOT_REGULAR, S_ISDIR(st.st_mode) ? EISDIR : EINVAL);
    size_t want = st.st_size < 0 ? 0 : (unsigned long long)st.st_size < max ? (size_t)st.st_size : max, n = 0;
    char *buf = malloc(want + 1);
    if (!buf) return fail(fd, FILE_READ_NO_MEMORY, ENOMEM);
    while (n < want) {
        ssize_t got = read(fd, buf + n, want - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            int why = errno;
            free(buf);
            return fail(fd, FILE_READ_FAILED, why);
        }
        if (got == 0) break;
        n += (size_t)got;
    }
    close(fd);
    buf[n] = '\0';
    *text = buf;
    *len = n;
    *whole = (unsigned long long)st.st_size == n;
    return FILE_READ_OK;
}

const char *file_read_why(FileRead status)
{
    switch (status) {
    case FILE_READ_OK: return "read";
    case FILE_READ_NOT_REGULAR: return "not a regular file";
    case FILE_READ_TOO_BIG: return "the file is too large";
    case FILE_READ_CHANGED: return "the file grew while it was read";
    case FILE_READ_NO_MEMORY: return "out of memory";
    default: return strerror(errno);
    }
}
