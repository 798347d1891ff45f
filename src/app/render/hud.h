/* hud.h: the text on screen around the map: a top panel (mode, resolver, its caption,
 * or the crowd's figures) and a bottom bar (state, speed, position, tick, frame rate,
 * and one line of news). Sizes follow --scale so it reads on a projector. */
#ifndef COLLIDE_HUD_H
#define COLLIDE_HUD_H

#include <stdbool.h>
#include <stddef.h>

#include "core/input.h"
#include "app/render/frame.h"

/// The app's state that the HUD shows.
typedef struct HudState {
    bool paused;
    int slow;         /* slow motion: ticks run 1/slow as often (1: full speed) */
    const char *tags; /* the session's and the editor's state ("● REC  ", "MAP UNSAVED  ") */
    bool show_fps;    /* a window (a headless canvas has no frame rate worth showing) */
    double fps;
    double step_ms;      /* wall time of the last world_step, milliseconds */
    const char *message; /* a short message to show now, or NULL */
    int next_resolver;   /* the resolver a key asked for, not yet stepped (-1: none) */
    bool editor;         /* the map editor is on */
    const Trace *trace;  /* the overlays' trace (its note line), or NULL when they are off */
    bool trace_kept;     /* trace is the last move's, kept while no key is held */
    const Input *input;  /* the last tick's input, for the d-pad at the bar's right, or NULL */
    const char *error;   /* a method of the user's failed (its last move, or its reload), or NULL */
} HudState;

/// The bottom bar's news line: a message, a change waiting for its tick, the editor's
/// hint, or the trace note; returns its colour ("" when there is nothing to say).
Colour hud_news_text(const Frame *f, const World *w, const HudState *s, char *line, size_t cap);
/// Draw both panels (layout_panels says where).
void hud_draw(const Frame *f, const World *w, const HudState *s);

#endif
