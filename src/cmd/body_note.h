/* body_note.h: a note when the body options cannot shape the method's body: --size to a
 * method that moves a point or a circle, --radius to one that moves a point or a box. */
#ifndef COLLIDE_BODY_NOTE_H
#define COLLIDE_BODY_NOTE_H

#include <stdbool.h>
#include <stdio.h>

#include "core/method_set.h"

/// Writes "PROGRAM: note: ..." to `out` when `resolver` ignores --size (`size_given`) or
/// --radius (`radius_given`), naming the methods that use it. Returns whether it wrote one.
bool body_note(FILE *out, const char *program, const MethodSet *set, int resolver, bool size_given, bool radius_given);

#endif
