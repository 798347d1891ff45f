/* stamped_path.h: the name a file the window writes gets (a screenshot, a GIF, a
 * recording): FOLDER/collide-DATE-TIME-TICK.EXT, in a folder made when missing, as a full
 * path so that the message naming it says where it is. */
#ifndef COLLIDE_STAMPED_PATH_H
#define COLLIDE_STAMPED_PATH_H

#include <stddef.h>
#include <stdint.h>

/// Write "CWD/folder/collide-YYYYMMDD-HHMMSS-TICK.ext" (local time) into buf, with -2, -3...
/// after TICK when a file has that name already (an output never replaces a file), and make the
/// folder if it is missing (a folder that cannot be made shows up when the file is written).
void stamped_path(char *buf, size_t cap, const char *folder, uint64_t tick, const char *ext);

/// `path` as a full path: itself when it starts with '/', else after the working folder.
void full_path(char *buf, size_t cap, const char *path);

#endif
