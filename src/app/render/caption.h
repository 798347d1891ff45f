/* caption.h: the tiles mode's caption: how the active method works, then where it
 * breaks, wrapped to the width of the frame. */
#ifndef COLLIDE_CAPTION_H
#define COLLIDE_CAPTION_H

#include "app/render/frame.h"

#define CAPTION_LINES_MAX 6
#define CAPTION_BODY_LINES 3 /* more than this and the caption takes the small font */

typedef struct Caption {
    int count;
    int how;    /* lines [0, how) say how the method works, the rest where it breaks */
    Text *font; /* the body font, or the small one when the body font takes over three lines */
    char line[CAPTION_LINES_MAX][TEXT_LINE_MAX];
} Caption;

/// Wrap the method's two texts to the frame's width, less the HUD's margins.
void caption_wrap(const Frame *f, const ResolverInfo *method, Caption *out);

#endif
