/* held_keys.c: the movement keys held down (see held_keys.h). */
#include "app/base/held_keys.h"

#include "core/input.h"
#include "app/base/keys.h"

/* The key at `pos` as a bit of HeldKeys.down: letters in the high half, which Ctrl stops. */
static uint8_t movement_bit(AppKey pos)
{
    uint32_t m = keys_movement(pos);
    uint8_t dir = (uint8_t)(m & 0x0f);
    return m & KEYS_MOVE_LETTER ? (uint8_t)(dir << 4) : dir;
}

void held_keys_event(HeldKeys *h, const AppEvent *e)
{
    if (e->kind != APP_EVENT_KEY_DOWN && e->kind != APP_EVENT_KEY_UP) return;
    /* Every key event carries the modifiers as they are after it, so the last one says
     * whether Ctrl is down now. */
    h->ctrl = (e->key.mods & APP_MOD_CTRL) != 0;
    uint8_t bit = movement_bit(e->key.pos);
    if (e->kind == APP_EVENT_KEY_UP) {
        h->down &= (uint8_t)~bit;
        h->chord &= (uint8_t)~bit;
    } else if (!e->key.repeat) {
        /* A key that went down as part of a Ctrl chord stays a chord until it goes up,
         * whichever of the two is released first. */
        h->down |= bit;
        if (h->ctrl) h->chord |= bit;
    }
}

void held_keys_release(HeldKeys *h)
{
    *h = (HeldKeys){0, 0, false};
}

uint8_t held_keys_now(const HeldKeys *h)
{
    uint8_t moving = (uint8_t)(h->down & ~h->chord);
    uint8_t arrows = moving & 0x0f, wasd = (uint8_t)(moving >> 4);
    /* Ctrl+S saves the map and Ctrl+Z undoes: neither may also walk the player. */
    if (h->ctrl) wasd = 0;
    return (uint8_t)(arrows | wasd);
}
