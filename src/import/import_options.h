/* import_options.h: what the command line says about turning a level into cells, shared
 * by the readers (tiled.h, ldtk.h) and the door that picks one of them (import.h). */
#ifndef COLLIDE_IMPORT_OPTIONS_H
#define COLLIDE_IMPORT_OPTIONS_H

struct FileSet; /* core/base/file_set.h */

/// How a level becomes cells, as the command line says it; every field may be NULL.
typedef struct ImportOptions {
    const char *layers;         /* --layer A,B,...: only these layers decide */
    const char *solid_property; /* --solid-property NAME[=VALUE]: another tile property that blocks (Tiled) */
    const char *solid_values;   /* --solid-values a,b: the IntGrid values that block (LDtk) */
    const char *level;          /* --level NAME|N: which level (LDtk) */
    struct FileSet *read;       /* when not NULL, every other file the level names and collide reads is added */
} ImportOptions;

#define IMPORT_NOTE_MAX 1024 /* bytes of the load note callers should give */

#endif
