/* prompt.h: the question asked before quitting (or loading another map) with unsaved
 * map changes, or before quitting while a recording plays or is written, over a
 * darkened frame. */
#ifndef COLLIDE_PROMPT_H
#define COLLIDE_PROMPT_H

#include <stdbool.h>

#include "app/render/frame.h"

/// What the prompt asks.
typedef struct PromptAsk {
    const char *title; /* "The map has unsaved changes" */
    const char *go;    /* what Y does: "quit", "load 'Tunnel'" */
    bool save;         /* Ctrl+S saves the map first (only when it has unsaved changes) */
} PromptAsk;

/// Draw the prompt in the middle of the frame; its answers name what Y does.
void prompt_draw(const Frame *f, const PromptAsk *ask);
/// A box in the middle of the darkened frame: a title and up to PROMPT_LINES_MAX lines.
void prompt_box(const Frame *f, const char *title, const char *const *lines, int n);

#define PROMPT_LINES_MAX 4

#endif
