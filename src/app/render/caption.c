/* caption.c: the tiles mode's caption, wrapped to the frame (see caption.h). The top
 * panel grows to hold it, so layout.c wraps it too. */
#include "app/render/caption.h"

#include <stdio.h>

#include "core/resolver.h"

void caption_wrap(const Frame *f, const ResolverInfo *ri, Caption *c)
{
    int max_w = f->w - 2 * frame_pad(f);
    char weak[TEXT_LINE_MAX];
    snprintf(weak, sizeof weak, "Breaks: %s", ri->weakness);
    /* A large --scale in a small window: the small font, so the map keeps its room. */
    for (int k = 0; k < 2; k++) {
        c->font = k == 0 ? f->text : f->small;
        c->how = text_wrap(c->font, ri->how, max_w, c->line, CAPTION_LINES_MAX / 2);
        c->count = c->how + text_wrap(c->font, weak, max_w, c->line + c->how, CAPTION_LINES_MAX - c->how);
        if (c->count <= CAPTION_BODY_LINES) break;
    }
}
