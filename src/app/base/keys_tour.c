/* keys_tour.c: the guided tour's key line (see keys.h). The phrases say what a key does
 * at each moment of a stop; the key each one names is the one the key table binds to
 * that command, so the line follows the table. */
#include <stdio.h>

#include "app/base/keys.h"

/* The keys a phrase names, by what the table binds them to. */
typedef enum TourKey {
    TK_NONE,
    TK_GO_ON,     /* KEY_TOUR_ON 0: Space */
    TK_NEXT,      /* KEY_TOUR_ON 1: Right while the recording steers, PgDn once the keys took over */
    TK_BACK,      /* KEY_TOUR_BACK: Left, or PgUp */
    TK_TAKE_OVER, /* the held row's letters: WASD */
    TK_LEAVE,     /* KEY_TOUR: G */
    TK_QUIT,      /* KEY_ESCAPE: Esc, which leaves the tour */
} TourKey;

#define AT(m) (1u << (m))
#define ANY_STOP (AT(KEYS_TOUR_PLAYING) | AT(KEYS_TOUR_PAUSED) | AT(KEYS_TOUR_ENDED))

typedef struct TourPhrase {
    unsigned moments; /* AT(KeysTourMoment) bits */
    TourKey key, also;
    const char *full;  /* with a %s for each key */
    const char *brief; /* NULL: left out of the brief line */
} TourPhrase;

/* In the order the line reads. */
static const TourPhrase PHRASES[] = {
    {AT(KEYS_TOUR_YOURS), TK_NONE, TK_NONE, "Yours: the keys drive", "Yours"},
    {AT(KEYS_TOUR_LAST), TK_NONE, TK_NONE, "The end of the tour", "The end"},
    {AT(KEYS_TOUR_PLAYING), TK_GO_ON, TK_NONE, "%s pauses", "%s pause"},
    {AT(KEYS_TOUR_YOURS), TK_GO_ON, TK_NONE, "%s pauses", NULL},
    {AT(KEYS_TOUR_PAUSED), TK_GO_ON, TK_NONE, "%s goes on", "%s on"},
    {AT(KEYS_TOUR_ENDED), TK_GO_ON, TK_NEXT, "%s or %s: next stop", "%s/%s next"},
    {AT(KEYS_TOUR_PLAYING) | AT(KEYS_TOUR_PAUSED) | AT(KEYS_TOUR_YOURS), TK_NEXT, TK_NONE, "%s: next stop", "%s next"},
    {ANY_STOP | AT(KEYS_TOUR_YOURS), TK_BACK, TK_NONE, "%s: back", "%s back"},
    {AT(KEYS_TOUR_LAST), TK_BACK, TK_NONE, "%s: back a stop", "%s back"},
    {ANY_STOP, TK_TAKE_OVER, TK_NONE, "%s or the mouse: take over", "%s: yours"},
    {AT(KEYS_TOUR_LAST), TK_TAKE_OVER, TK_NONE, "%s: take over", NULL},
    {ANY_STOP, TK_LEAVE, TK_QUIT, "%s or %s leaves", NULL},
    {AT(KEYS_TOUR_LAST), TK_LEAVE, TK_QUIT, "%s or %s leaves", "%s leaves"},
    {AT(KEYS_TOUR_YOURS), TK_LEAVE, TK_QUIT, "%s or %s leaves the tour", "%s leaves"},
};
#define PHRASE_COUNT (sizeof PHRASES / sizeof PHRASES[0])

/* The binding that works at moment m for the tour's stop keys: the recording's while
 * it steers, the one for any moment of the tour once the keys took over. */
static bool works_at(const KeyBinding *b, KeysTourMoment m)
{
    return m == KEYS_TOUR_YOURS ? b->when == KEYS_TOUR : b->when == KEYS_TOUR_STEERED;
}

/* The first key the table binds to `command` (with `arg`) at moment m, by its name; for a
 * key outside the tour's bindings, the first binding of it. */
static const char *bound(KeyCommand command, uint32_t arg, KeysTourMoment m)
{
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < KEY_TABLE_COUNT; i++)
            for (int k = 0; k < KEY_EFFECTS_MAX && KEY_TABLE[i].on[k].command != KEY_NONE; k++)
                if (KEY_TABLE[i].on[k].command == command && KEY_TABLE[i].on[k].arg == arg &&
                    (pass == 1 || works_at(&KEY_TABLE[i], m)))
                    return app_key_name(KEY_TABLE[i].on[k].key);
    return "";
}

/* The held row's letter keys, in its order: "WASD". */
static void letters(char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        for (int k = 0; KEY_TABLE[i].held && k < KEY_EFFECTS_MAX && KEY_TABLE[i].on[k].command != KEY_NONE; k++)
            if (KEY_TABLE[i].on[k].arg & KEYS_MOVE_LETTER && n + 1 < cap)
                n += (size_t)snprintf(out + n, cap - n, "%s", app_key_name(KEY_TABLE[i].on[k].key));
}

static void name_of(TourKey key, KeysTourMoment m, char *out, size_t cap)
{
    switch (key) {
    case TK_GO_ON: snprintf(out, cap, "%s", bound(KEY_TOUR_ON, 0, m)); break;
    case TK_NEXT: snprintf(out, cap, "%s", bound(KEY_TOUR_ON, 1, m)); break;
    case TK_BACK: snprintf(out, cap, "%s", bound(KEY_TOUR_BACK, 0, m)); break;
    case TK_TAKE_OVER: letters(out, cap); break;
    case TK_LEAVE: snprintf(out, cap, "%s", bound(KEY_TOUR, 0, m)); break;
    case TK_QUIT: snprintf(out, cap, "%s", bound(KEY_ESCAPE, 0, m)); break;
    default: out[0] = '\0'; break;
    }
}

/* Append phrase `fmt` with its keys' names, `gap` before all but the first. */
static size_t put(char *line, size_t n, const char *gap, const char *fmt, const char *a, const char *b)
{
    if (n >= KEYS_TOUR_LINE_MAX) return n;
    n += (size_t)snprintf(line + n, KEYS_TOUR_LINE_MAX - n, "%s", n ? gap : "");
    if (n < KEYS_TOUR_LINE_MAX) n += (size_t)snprintf(line + n, KEYS_TOUR_LINE_MAX - n, fmt, a, b);
    return n;
}

void keys_tour_line(KeysTourMoment m, KeysTourLine *out)
{
    size_t nf = 0, nb = 0;
    out->full[0] = out->brief[0] = '\0';
    out->keys = "";
    for (size_t i = 0; i < PHRASE_COUNT; i++) {
        const TourPhrase *p = &PHRASES[i];
        if (!(p->moments & AT(m))) continue;
        char a[32], b[32];
        name_of(p->key, m, a, sizeof a);
        name_of(p->also, m, b, sizeof b);
        nf = put(out->full, nf, "   ", p->full, a, b);
        if (p->brief) nb = put(out->brief, nb, "  ", p->brief, a, b);
    }
    for (int i = 0; i < KEY_TABLE_COUNT && !out->keys[0]; i++)
        if (works_at(&KEY_TABLE[i], m)) out->keys = KEY_TABLE[i].label;
}
