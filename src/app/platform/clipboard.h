/* clipboard.h: a link to the moment on screen handed to the user (the Host's copy_link):
 * natively the system clipboard (clipboard.c), in the browser the page (clipboard_web.c). */
#ifndef COLLIDE_CLIPBOARD_H
#define COLLIDE_CLIPBOARD_H

#include <stddef.h>

#include "app/base/message.h"

/// Put `link` (len bytes, NUL-terminated) where the user pastes it; `msg` says so, or why not.
void clipboard_copy_link(const char *link, size_t len, Message *msg);

#endif
