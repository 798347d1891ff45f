/* keys.h: the one key table, every key in it. Each binding says which keys, in which
 * modes and when they work, and what they do; the same table turns a key press into an
 * action (keys_action), says which keys walk while held (keys_movement), lists the keys
 * in the help overlay and the quit prompt, and writes the README's key tables
 * (keys_markdown). The table is keys_table.c, its listing keys_list.c. */
#ifndef COLLIDE_KEYS_H
#define COLLIDE_KEYS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/method_set.h"
#include "core/world.h"
#include "app/base/input_event.h"

/* The modes a binding works in (bits). */
#define KEYS_TILES 1u
#define KEYS_CROWD 2u
#define KEYS_BOTH (KEYS_TILES | KEYS_CROWD)

typedef enum KeyWhen {
    KEYS_ALWAYS,    /* live or while a recording plays */
    KEYS_LIVE,      /* not while a recording plays: the key would add input */
    KEYS_REPLAYING, /* only while a recording plays */
    KEYS_EDITING,   /* the mouse, while the map editor is on (editor.c) */
    KEYS_PROMPT,    /* the unsaved-changes prompt is up: nothing else is read */
    KEYS_TOUR,      /* during the guided tour (tour_player.c); these win over the others */
    KEYS_TOUR_STEERED, /* in the tour while a stop's recording steers: not once the keys took over */
    KEYS_BROWSER,   /* the map browser's list is up: nothing else is read */
} KeyWhen;

typedef enum KeyCommand {
    KEY_NONE,     /* nothing: the mouse (editor.c, mouse_place.c) */
    KEY_MOVE,     /* arg: the IN_* direction walked while the key is held (held_keys.c) */
    KEY_INPUT,    /* arg: ACT_* bits for the next tick's input */
    KEY_RESOLVER, /* arg: the next tick's resolver */
    KEY_ESCAPE,   /* close the help, or quit */
    KEY_HELP,
    KEY_MODE, /* Tab: the next tick switches mode (waits while replaying) */
    KEY_PAUSE,
    KEY_STEP,
    KEY_OVERLAYS,
    KEY_LESSON, /* the lesson panel on / off */
    KEY_SLOW,
    KEY_ZOOM_OUT,
    KEY_ZOOM_IN,
    KEY_FULLSCREEN,
    KEY_SCREENSHOT,
    KEY_GIF,
    KEY_RECORD,
    KEY_EDITOR,
    KEY_SAVE,
    KEY_UNDO, /* waits while replaying */
    KEY_REPLAY_SLOWER,
    KEY_REPLAY_FASTER,
    KEY_REPLAY_WAIT, /* a key that would add input while a recording steers */
    KEY_QUIT_NOW,    /* the prompt's answers */
    KEY_SAVE_QUIT,
    KEY_KEEP_EDITING,
    KEY_TALLY_RESET, /* the compare view's counts from zero */
    KEY_TRAILS,
    KEY_HEATMAP,
    KEY_REWIND,       /* arg: ticks back while paused (held: scrubs) */
    KEY_REWIND_END,   /* forward again to the newest tick of the session */
    KEY_TOUR,         /* start or leave the guided tour */
    KEY_TOUR_ON,      /* the tour goes on (arg 0: Space, 1: Right) */
    KEY_TOUR_BACK,    /* the tour's previous stop */
    KEY_BROWSER,      /* F2: the map browser's list on / off */
    KEY_MAP_STEP,     /* arg 0: the previous map, 1: the next (PgUp / PgDn) */
    KEY_BROWSER_MOVE, /* arg 0: the row above, 1: below */
    KEY_BROWSER_LOAD, /* Enter: load the highlighted map */
    KEY_RELOAD_METHODS, /* F6: the user's methods read again from their files */
    KEY_COPY_LINK,      /* F7: a link to the moment on screen, to the clipboard (app_link.c) */
} KeyCommand;

#define KEY_EFFECTS_MAX 10 /* the most keys a binding has: 1-9 and 0, a number key a method */

/* The number keys' bindings: their label and what they do name the run's methods. */
typedef enum KeyMethods {
    KEYS_METHODS_NONE,
    KEYS_METHODS_FIRST,   /* 1-9, 0: the first ten methods */
    KEYS_METHODS_SHIFTED, /* Shift+1 to Shift+9: the rest */
} KeyMethods;

/* With KEY_MOVE's direction: a letter key, which Ctrl turns into a shortcut (Ctrl+S,
 * Ctrl+Z) instead of a step. */
#define KEYS_MOVE_LETTER 0x100u

/* What one key of a binding does. */
typedef struct KeyEffect {
    AppKey key; /* APP_KEY_NONE in a binding for any key; a held binding's key is a place */
    KeyCommand command;
    uint32_t arg;
} KeyEffect;

typedef struct KeyBinding {
    const char *label; /* the keys as the help and the README name them: "N or ." */
    unsigned modes;    /* KEYS_TILES, KEYS_CROWD */
    KeyWhen when;
    bool any_key; /* every key not bound otherwise (on[0] says what it does) */
    unsigned mod; /* APP_MOD_CTRL when the key needs Ctrl; 0: modifiers do not matter */
    bool repeats; /* a held key's auto-repeat does it again */
    KeyMethods methods; /* the number keys: keys_texts names the run's methods */
    bool held;    /* its keys act while held down, found by their place on the keyboard
                   * (AppKeyEvent.pos), whatever its layout; a press looks no further */
    KeyEffect on[KEY_EFFECTS_MAX];
    const char *what; /* what it does, short enough for the help */
    const char *more; /* the README adds this after `what`, or NULL */
} KeyBinding;

extern const KeyBinding KEY_TABLE[];
extern const int KEY_TABLE_COUNT;

/* The table's sections, in the order the README shows them. */
typedef enum KeyGroup {
    KEYS_GROUP_TILES,
    KEYS_GROUP_EDITOR,
    KEYS_GROUP_BROWSER,
    KEYS_GROUP_CROWD,
    KEYS_GROUP_EVERYWHERE,
    KEYS_GROUP_REPLAY,
    KEYS_GROUP_PROMPT,
    KEYS_GROUP_COUNT,
} KeyGroup;

/// The section a binding is listed in (from its modes and when it works).
KeyGroup keys_group(const KeyBinding *b);
/// The section's heading: "Tiles mode", "Everywhere"...
const char *keys_group_title(KeyGroup g);
/// Does the help of `mode` list binding b? (Every binding that works in the mode.)
bool keys_in_help(const KeyBinding *b, Mode mode);
/// Does the README list binding b? (All but the map browser's list, which its F2 row names.)
bool keys_in_markdown(const KeyBinding *b);

/// A binding's texts for a run: the number keys name the run's methods, every other
/// binding keeps its own. An empty label: the binding has no key in this run (Shift+1
/// with ten methods or fewer).
typedef struct KeyTexts {
    const char *label, *what; /* the binding's own, or these buffers */
    char label_buf[48], what_buf[METHOD_MAX * (METHOD_NAME_MAX + 2) + 16];
} KeyTexts;
/// Binding b's texts for a run with `methods` (NULL: the built-ins).
void keys_texts(const KeyBinding *b, const MethodSet *methods, KeyTexts *out);
/// The key that chooses method r: "1" to "9", "0", "S1" (Shift+1) and on.
const char *keys_method_label(int r);

/// What the app is doing, as far as the keys care.
typedef struct KeyContext {
    Mode mode;
    bool replaying;   /* a recording steers */
    bool prompt;      /* the unsaved-changes prompt is up */
    bool crowd_empty; /* no circle loaded yet: the first key only loads them */
    bool tour;        /* the guided tour is on */
    bool browser;     /* the map browser's list is up */
    bool tour_yours;  /* in the tour, the keys took the stop over: the arrows steer */
} KeyContext;

/// What a key press asks for.
typedef struct KeyAction {
    KeyCommand command;        /* KEY_NONE: nothing */
    uint32_t arg;              /* KEY_INPUT: ACT_* bits; KEY_RESOLVER: the resolver */
    bool repeat;               /* it is a held key's auto-repeat */
    const KeyBinding *binding; /* the binding that took the key, or NULL */
} KeyAction;

/// The action of `key` (with APP_MOD_* `mods`) in context `ctx`.
KeyAction keys_action(const KeyContext *ctx, AppKey key, unsigned mods, bool repeat);
/// The key at place `pos` walks while held: its KEY_MOVE argument (an IN_* direction,
/// with KEYS_MOVE_LETTER for a letter), or 0.
uint32_t keys_movement(AppKey pos);
/// Does the key at place `pos` walk the player in the guided tour while a stop's
/// recording steers? (The tour's own keys do not: Left and Right go back and on; once
/// the keys took over, every arrow walks.)
bool keys_moves_in_tour(AppKey pos);
/// What the README puts between a binding's `what` and its `more`: nothing when `more`
/// opens with a space or punctuation, else "; " so that the two never run together.
const char *keys_more_joint(const KeyBinding *b);
/// Write the key tables: one markdown table per section, blank lines between; a '|' in
/// a cell is escaped. `brief` (the README's): each key and what it does; otherwise
/// (docs/keys.md) with the details after it. The number keys name the built-ins.
void keys_markdown(FILE *out, bool brief);
/// Is the group in the brief tables (the README's): the tiles mode's keys and those that work everywhere.
bool keys_in_brief(KeyGroup g);

/// What the guided tour is doing, as its key line tells it.
typedef enum KeysTourMoment {
    KEYS_TOUR_PLAYING, /* a stop's recording plays */
    KEYS_TOUR_PAUSED,  /* paused with more of it to come */
    KEYS_TOUR_ENDED,   /* the recording has ended, a stop after this one */
    KEYS_TOUR_LAST,    /* the last stop's recording has ended */
    KEYS_TOUR_YOURS,   /* the keys took over */
    KEYS_TOUR_MOMENTS,
} KeysTourMoment;

#define KEYS_TOUR_LINE_MAX 160

/// The tour's key line, longest first: the keys that work now and what they do, a
/// shorter form, and the tour binding's keys alone.
typedef struct KeysTourLine {
    char full[KEYS_TOUR_LINE_MAX];
    char brief[KEYS_TOUR_LINE_MAX];
    const char *keys;
} KeysTourLine;

/// The tour's key line at moment m, its keys named as the key table binds them.
void keys_tour_line(KeysTourMoment m, KeysTourLine *out);

#endif
