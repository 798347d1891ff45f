/* user_limits.h: what every part of src/user agrees on: the bounds of a user's method and
 * its files, and a file as a recording keeps it. */
#ifndef COLLIDE_USER_LIMITS_H
#define COLLIDE_USER_LIMITS_H

#include <stddef.h>

#define USER_ERROR_MAX 256         /* bytes of a message, the terminator included */
#define USER_BUDGET 10000000L      /* Lua instructions a move (and the script's top level) may run */
#define USER_FILE_MAX (1 << 20)    /* bytes of a script, or of a file it requires */
#define USER_FILES_MAX 16          /* a script and the files it requires */
#define USER_PLUGIN_MAX (64 << 20) /* bytes of a plugin (.so) */

/// One file of a script: the script itself or a file it requires (name as required,
/// "bump.lua"), and its text. What a recording embeds.
typedef struct UserFile {
    const char *name;
    const char *text;
    size_t len;
} UserFile;

#endif
