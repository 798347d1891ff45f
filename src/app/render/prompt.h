/* prompt.h: the question asked before quitting with unsaved map changes, over a
 * darkened frame. */
#ifndef COLLIDE_PROMPT_H
#define COLLIDE_PROMPT_H

#include "app/render/frame.h"

/// Draw the prompt in the middle of the frame.
void prompt_draw(const Frame *f);
/// A box in the middle of the darkened frame: a title and up to PROMPT_LINES_MAX lines.
void prompt_box(const Frame *f, const char *title, const char *const *lines, int n);

#define PROMPT_LINES_MAX 4

#endif
