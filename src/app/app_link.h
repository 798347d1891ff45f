/* app_link.h: the moment on screen as a link (AppConfig.open opens a run at one). */
#ifndef COLLIDE_APP_LINK_H
#define COLLIDE_APP_LINK_H

#include <stddef.h>

#include "app/features/app_state.h"
#include "link/link.h"

/// The link to the moment on screen (the session's input up to this tick, the hash here,
/// the zoom, overlays and trails), on `page` (NULL: the fragment alone): malloc'ed, its
/// length in *len. NULL with why (a session too long for a link: it says so, and the
/// recording's file, F5, goes instead).
char *app_link(App *app, const char *page, size_t *len, char *why, size_t cap);

#endif
