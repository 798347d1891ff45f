/* held_keys.c: the movement keys held down (see held_keys.h). */
#include "app/held_keys.h"

#include "core/input.h"

/* The movement keys by scancode, as bits of HeldKeys.down. */
static uint8_t movement_bit(SDL_Scancode sc)
{
    switch (sc) {
    case SDL_SCANCODE_LEFT: return IN_LEFT;
    case SDL_SCANCODE_RIGHT: return IN_RIGHT;
    case SDL_SCANCODE_UP: return IN_UP;
    case SDL_SCANCODE_DOWN: return IN_DOWN;
    case SDL_SCANCODE_A: return IN_LEFT << 4;
    case SDL_SCANCODE_D: return IN_RIGHT << 4;
    case SDL_SCANCODE_W: return IN_UP << 4;
    case SDL_SCANCODE_S: return IN_DOWN << 4;
    default: return 0;
    }
}

void held_keys_event(HeldKeys *h, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN && e->type != SDL_KEYUP) return;
    uint8_t bit = movement_bit(e->key.keysym.scancode);
    if (e->type == SDL_KEYUP) {
        h->down &= (uint8_t)~bit;
        h->chord &= (uint8_t)~bit;
    } else if (!e->key.repeat) {
        /* A key that went down as part of a Ctrl chord stays a chord until it goes up,
         * whichever of the two is released first. */
        h->down |= bit;
        if (e->key.keysym.mod & KMOD_CTRL) h->chord |= bit;
    }
}

void held_keys_release(HeldKeys *h)
{
    h->down = 0;
    h->chord = 0;
#if SDL_VERSION_ATLEAST(2, 24, 0)
    SDL_ResetKeyboard();
#endif
}

uint8_t held_keys_now(const HeldKeys *h)
{
    uint8_t moving = (uint8_t)(h->down & ~h->chord);
    uint8_t arrows = moving & 0x0f, wasd = (uint8_t)(moving >> 4);
    /* Ctrl+S saves the map and Ctrl+Z undoes: neither may also walk the player. */
    if (SDL_GetModState() & KMOD_CTRL) wasd = 0;
    return (uint8_t)(arrows | wasd);
}
