/* held_keys.h: the movement keys held down (the key table's held binding: arrows and
 * WASD, by where they sit on the keyboard, whatever its layout), which become the next
 * tick's Input.held. */
#ifndef COLLIDE_HELD_KEYS_H
#define COLLIDE_HELD_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#include "app/base/input_event.h"

typedef struct HeldKeys {
    uint8_t down;  /* arrows L R U D in bits 0-3, A D W S in bits 4-7 */
    uint8_t chord; /* of those, the ones pressed with Ctrl (Ctrl+S, Ctrl+Z): they never move */
    bool ctrl;     /* Ctrl is down, as the last key event said */
} HeldKeys;

/// Follow a key going down or up (any other event is ignored).
void held_keys_event(HeldKeys *h, const AppEvent *e);
/// Forget every key: the window lost the keyboard and will not hear them go up.
void held_keys_release(HeldKeys *h);
/// The movement held now, as IN_* bits.
uint8_t held_keys_now(const HeldKeys *h);

#endif
