/* file_set.h: the files one run reads and writes, so that no output lands on an input or
 * on another output (docs/robustness.md, "Outputs"). Two paths are one file when stat
 * says so (hard links, symbolic links: one inode) or when their names lead to one place
 * (the real folder and the name in it, links followed), which also catches two outputs
 * that do not exist yet. */
#ifndef COLLIDE_FILE_SET_H
#define COLLIDE_FILE_SET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct FileSetEntry {
    char *given;      /* the path as it was named */
    char *where;      /* file_target(given) */
    const char *role; /* what messages call it: "--map", "a tileset of the map" (a static string) */
    bool output, exists;
    unsigned long long dev, ino;
} FileSetEntry;

typedef struct FileSet {
    FileSetEntry *entry;
    int count, cap;
} FileSet;

/// Add a file the run reads (output false) or writes. NULL path: nothing added. False
/// only when out of memory.
bool file_set_add(FileSet *s, const char *path, const char *role, bool output);
/// Does any output meet another file of the set? True when none does; else false with
/// `why` = "ROLE: will not write PATH: it is OTHER_ROLE (OTHER_PATH)".
bool file_set_check(const FileSet *s, char *why, size_t cap);
void file_set_free(FileSet *s);

/// The file a write to `path` replaces (malloc'ed), checked by the rule for an output's
/// links: `path` itself, or where the symbolic link(s) at `path` lead (a dangling link's
/// target too) when that is a regular file, or none yet, whose own name ends in `ext`
/// (any case; NULL: the extension of `path`'s own name). No hop may be in /proc, /sys or
/// /dev (but /dev/shm), and the file, when it exists, is a regular one. Else NULL with
/// `why` set ("it is a link to notes.txt, whose name does not end in .png"). Writers put their temporary file beside it and rename it there, so a link
/// stays a link.
char *file_output_target(const char *path, const char *ext, char *why, size_t cap);
/// The same as one name for comparing: links followed and the folder made real (the
/// real folder's path and the name in it); a name whose folder does not exist is given
/// back as the links lead.
char *file_target(const char *path);

/// Can `path` take an output whose name must end in `ext` (".gif", any case)? A name
/// with something before the extension, not an existing folder, device or FIFO, a link
/// only as file_output_target follows one, in a folder that exists and can be written.
/// False with `why` set (names in it shown by core/base/escape.h's rule).
bool file_output_ok(const char *path, const char *ext, char *why, size_t cap);

#endif
