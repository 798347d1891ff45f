/* help.h: the help overlay (F1 or H), over everything else. */
#ifndef COLLIDE_HELP_H
#define COLLIDE_HELP_H

#include "app/render/frame.h"

/// Draw the keys that work in `mode`, in one box that always fits the frame.
void help_draw(const Frame *f, Mode mode);

#endif
