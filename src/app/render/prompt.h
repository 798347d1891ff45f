/* prompt.h: the question asked before quitting with unsaved map changes, over a
 * darkened frame. */
#ifndef COLLIDE_PROMPT_H
#define COLLIDE_PROMPT_H

#include "app/render/frame.h"

/// Draw the prompt in the middle of the frame; its answers name what Y does: `go`
/// ("load 'Tunnel'"), or quit when NULL.
void prompt_draw(const Frame *f, const char *go);

#endif
