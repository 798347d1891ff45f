/* keys.c: the key table's lookups (see keys.h): a key press turned into an action, and
 * the keys that walk while held. */
#include "app/base/keys.h"

static bool works_now(const KeyBinding *b, const KeyContext *c)
{
    if (c->prompt) return b->when == KEYS_PROMPT;
    if (c->browser) return b->when == KEYS_BROWSER;
    if (!(b->modes & (c->mode == MODE_TILES ? KEYS_TILES : KEYS_CROWD))) return false;
    return b->when == KEYS_ALWAYS || (b->when == KEYS_LIVE && !c->replaying) ||
           (b->when == KEYS_REPLAYING && c->replaying) || (b->when == KEYS_TOUR && c->tour) ||
           (b->when == KEYS_TOUR_STEERED && c->tour && !c->tour_yours);
}

/* What `key` does in binding b, or NULL when b does not bind it. */
static const KeyEffect *effect_of(const KeyBinding *b, AppKey key, unsigned mods)
{
    if (b->mod && !(mods & b->mod)) return NULL;
    if (b->any_key) return &b->on[0];
    for (int k = 0; k < KEY_EFFECTS_MAX && b->on[k].command != KEY_NONE; k++)
        if (b->on[k].key == key) return &b->on[k];
    return NULL;
}

static bool is_modifier(AppKey key)
{
    return key >= APP_KEY_LCTRL && key <= APP_KEY_RGUI;
}

KeyAction keys_action(const KeyContext *ctx, AppKey key, unsigned mods, bool repeat)
{
    KeyAction a = {KEY_NONE, 0, repeat, NULL};
    /* A modifier on its way to Ctrl+S is not an answer to the prompt. */
    if (ctx->prompt && is_modifier(key)) return a;
    const KeyBinding *b = NULL;
    const KeyEffect *e = NULL;
    for (int pass = 0; pass < 2 && !e; pass++) /* named keys first, then "any key" */
        for (int i = 0; i < KEY_TABLE_COUNT && !e; i++) {
            b = &KEY_TABLE[i];
            /* Held keys are followed going down and up (held_keys.c), not pressed. */
            if (b->held || b->any_key == (pass == 0) || !works_now(b, ctx)) continue;
            e = effect_of(b, key, mods);
        }
    if (!e) return a;
    a.binding = b;
    if (repeat && !b->repeats) return a;
    a.command = e->command;
    a.arg = e->arg;
    /* The first key only loads the crowd; a setting toggled unseen by it would surprise. */
    if (ctx->crowd_empty && a.command == KEY_INPUT) a.arg &= ~(uint32_t)(ACT_CROWD_AVOID | ACT_CROWD_BROADPHASE);
    return a;
}

/* The held binding's effect for the key at `pos`, or NULL. */
static const KeyEffect *movement_of(AppKey pos)
{
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        for (int k = 0; b->held && k < KEY_EFFECTS_MAX && b->on[k].command != KEY_NONE; k++)
            if (b->on[k].key == pos && b->on[k].command == KEY_MOVE) return &b->on[k];
    }
    return NULL;
}

uint32_t keys_movement(AppKey pos)
{
    const KeyEffect *e = pos == APP_KEY_NONE ? NULL : movement_of(pos);
    return e ? e->arg : 0;
}

bool keys_moves_in_tour(AppKey pos)
{
    if (!keys_movement(pos)) return false;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if ((b->when == KEYS_TOUR || b->when == KEYS_TOUR_STEERED) && effect_of(b, pos, 0)) return false;
    }
    return true;
}
