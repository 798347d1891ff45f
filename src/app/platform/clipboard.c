/* clipboard.c: a link to the clipboard through SDL (see clipboard.h). Without a video driver
 * that has one (the dummy driver), SDL keeps the text for SDL_GetClipboardText itself. */
#include "app/platform/clipboard.h"

#include <SDL.h>
#include <stdio.h>

void clipboard_copy_link(const char *link, size_t len, Message *msg)
{
    if (SDL_SetClipboardText(link) != 0) {
        snprintf(msg->text, sizeof msg->text, "No link: the clipboard said %s (F5 records the file instead)",
                 SDL_GetError());
        return;
    }
    snprintf(msg->text, sizeof msg->text,
             "Link copied (%zu characters): collide --replay 'LINK' opens it, or the page after its address", len);
}
