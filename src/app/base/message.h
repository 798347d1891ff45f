/* message.h: what happened, in a line for the HUD. The editor, the session and the
 * keys return one; the app shows it for a few seconds. */
#ifndef COLLIDE_MESSAGE_H
#define COLLIDE_MESSAGE_H

#define MESSAGE_MAX 320

typedef struct Message {
    char text[MESSAGE_MAX]; /* "" when there is nothing to tell */
} Message;

#endif
