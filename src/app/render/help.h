/* help.h: the help overlay (F1 or H), over everything else. */
#ifndef COLLIDE_HELP_H
#define COLLIDE_HELP_H

#include "app/render/frame.h"
#include "core/method_set.h"

/// Draw page `page` of the keys that work in `mode`, in one box that always fits the frame.
/// The number keys name `methods` (the run's; NULL: the built-ins).
void help_draw(const Frame *f, Mode mode, const MethodSet *methods, int page);
/// How many pages the help takes in this frame (1 when it fits in one box).
int help_pages(const Frame *f, Mode mode, const MethodSet *methods);
/// Where help_draw puts its box.
Rect help_box(const Frame *f, Mode mode, const MethodSet *methods);

#endif
