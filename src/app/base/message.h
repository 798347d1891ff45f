/* message.h: what happened, in a line for the HUD. The editor, the session and the
 * keys return one; the app shows it for a few seconds. */
#ifndef COLLIDE_MESSAGE_H
#define COLLIDE_MESSAGE_H

#define MESSAGE_MAX 320

/* How long what a message says stays true: a message that no longer holds leaves the
 * HUD at once rather than when its seconds run out. */
typedef enum MessageHolds {
    MESSAGE_HOLDS,        /* until its seconds run out */
    MESSAGE_AT_THIS_TICK, /* while the world stays at the tick it was said at ("Back at tick 0...") */
    MESSAGE_WHILE_RUNNING, /* until the run is paused ("N steps while paused: press Space first") */
} MessageHolds;

typedef struct Message {
    char text[MESSAGE_MAX]; /* "" when there is nothing to tell */
    MessageHolds holds;
} Message;

#endif
