/* app_link.c: the moment on screen as a link (src/link, docs/formats.md, "Links"): the
 * session's input up to the tick on screen with the hash there, and how it is shown, which
 * is what the page's copy-link key hands out. app.c opens a run at a link's moment. */
#include "app/app_link.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/features/compare/compare_feature.h"
#include "app/features/session/session_feature.h"

char *app_link(App *app, const char *page, size_t *len, char *why, size_t cap)
{
    const Session *s = session_of(app);
    if (s->log_failed) {
        snprintf(why, cap, "no link: the session's log ran out of memory");
        return NULL;
    }
    size_t text_len = 0;
    char *text = replay_text(&s->log, app->world.tick, world_hash(&app->world), &text_len);
    if (!text) {
        snprintf(why, cap, "no link: out of memory");
        return NULL;
    }
    LinkView v = {(long long)app->world.tick, app->view.zoom, app->view.overlays, compare_of(app)->trails};
    LinkError err;
    char *link = link_encode(text, text_len, page, &v, len, &err);
    free(text);
    if (!link) snprintf(why, cap, "%s", err.msg);
    return link;
}
