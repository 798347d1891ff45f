/* import_options.h: what the command line says about turning a level into cells, shared
 * by the readers (tiled.h, ldtk.h) and the door that picks one of them (import.h). */
#ifndef COLLIDE_IMPORT_OPTIONS_H
#define COLLIDE_IMPORT_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

struct FileSet; /* core/base/file_set.h */

/// How a level becomes cells, as the command line says it; every field may be NULL (0).
typedef struct ImportOptions {
    const char *layers;         /* --layer A,B,...: only these layers decide */
    const char *solid_property; /* --solid-property NAME[=VALUE]: the rule `property NAME[=VALUE] solid` (Tiled) */
    const char *solid_values;   /* --solid-values a,b: the IntGrid values that block (LDtk) */
    const char *level;          /* --level NAME|N: which level (LDtk) */
    const char *rules;          /* --rules FILE: the game's rules (docs/rules.md) */
    const char *rules_text;     /* or a rules file's text (a shipped one), named `rules` */
    size_t rules_len;
    const char *spawn_object;   /* --spawn-object NAME|TYPE: the object or entity the player starts at */
    bool spawn_given;           /* --spawn X,Y: the player's centre, in pixels */
    double spawn_x, spawn_y;
    struct FileSet *read;       /* when not NULL, every other file the level names and collide reads is added */
} ImportOptions;

#define IMPORT_NOTE_MAX 2048 /* bytes of the load note callers should give */

#endif
