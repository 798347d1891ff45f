/* held_keys.h: the movement keys held down (arrows and WASD, by where they sit on the
 * keyboard, whatever its layout), which become the next tick's Input.held. */
#ifndef COLLIDE_HELD_KEYS_H
#define COLLIDE_HELD_KEYS_H

#include <SDL.h>
#include <stdint.h>

typedef struct HeldKeys {
    uint8_t down;  /* arrows L R U D in bits 0-3, A D W S in bits 4-7 */
    uint8_t chord; /* of those, the ones pressed with Ctrl (Ctrl+S, Ctrl+Z): they never move */
} HeldKeys;

/// Follow a key going down or up (any other event is ignored).
void held_keys_event(HeldKeys *h, const SDL_Event *e);
/// Forget every key: the window lost the keyboard and will not hear them go up.
void held_keys_release(HeldKeys *h);
/// The movement held now, as IN_* bits.
uint8_t held_keys_now(const HeldKeys *h);

#endif
