/* clipboard_web.c: a link handed to the page (see clipboard.h), which puts its own address
 * before it and copies it (web/page.js, Module.copyLink) and says so on its top line. */
#include "app/platform/clipboard.h"

#include <stdio.h>

/* In web/collide_lib.js. */
extern void collide_web_copy_link(const char *link);

void clipboard_copy_link(const char *link, size_t len, Message *msg)
{
    collide_web_copy_link(link);
    snprintf(msg->text, sizeof msg->text, "Link copied (%zu characters and the page's address)", len);
}
