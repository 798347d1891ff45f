/* keys.c: the key table (see keys.h), in the order the help and the README list it,
 * and the lookup that turns a key press into an action. A binding for a named key
 * always wins over one for "any key", so the table's order is only its reading order. */
#include "app/keys.h"

#define ON(k, c)    \
    {               \
        (k), (c), 0 \
    }
#define ACT(k, a)           \
    {                       \
        (k), KEY_INPUT, (a) \
    }
#define LOAD ACT_CROWD_LOAD

const KeyBinding KEY_TABLE[] = {
    /* The guided tour (tour_player.c): first, so its keys win while it is on. */
    {.label = "Space  Right  Left",
     .modes = KEYS_TILES,
     .when = KEYS_TOUR,
     .on = {{SDLK_SPACE, KEY_TOUR_ON, 0}, {SDLK_RIGHT, KEY_TOUR_ON, 1}, ON(SDLK_LEFT, KEY_TOUR_BACK)},
     .what = "in the tour (G): go on / next stop / back a stop; WASD, Up, Down or a click take over",
     .more = " (Space pauses and resumes a stop, and after its recording goes to the next; taking over leaves the "
             "stop's recording and the keys drive)"},

    /* Tiles mode. The held movement keys are read by held_keys.c. */
    {.label = "Arrows or WASD",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .what = "move the player",
     .more = " (each axis by the speed, so diagonals move on both)"},
    {.label = "1 - 7",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .repeats = true,
     .on = {{SDLK_1, KEY_RESOLVER, 0},
            {SDLK_2, KEY_RESOLVER, 1},
            {SDLK_3, KEY_RESOLVER, 2},
            {SDLK_4, KEY_RESOLVER, 3},
            {SDLK_5, KEY_RESOLVER, 4},
            {SDLK_6, KEY_RESOLVER, 5},
            {SDLK_7, KEY_RESOLVER, 6}},
     .what = "resolver: simplest, pixel-iteration, line-segment, minkowski, grid-region, quad-push, directional-flag"},
    {.label = "[ ]",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .repeats = true,
     .on = {ACT(SDLK_LEFTBRACKET, ACT_SPEED_DOWN), ACT(SDLK_RIGHTBRACKET, ACT_SPEED_UP)},
     .what = "player speed down / up (any speed: --speed S; the body: --size W H, --radius R)",
     .more = ": 0.25, 0.5, 1, 2, 3 (default), 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128 pixels per tick; from a "
             "--speed between two steps, the nearest one below / above"},
    {.label = "C",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_c, ACT_COMPARE)},
     .what = "compare view: ghosts, then seven viewports, then off",
     .more = " (ghosts: all seven bodies in one view)"},
    {.label = "R",
     .modes = KEYS_TILES,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_r, KEY_TALLY_RESET)},
     .what = "compare view: counts from zero",
     .more = " (each method's moves through a wall, inside one, stopped short)"},
    {.label = "T",
     .modes = KEYS_TILES,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_t, KEY_TRAILS)},
     .what = "compare view: trails on / off",
     .more = " (each body's last two seconds)"},
    {.label = "F",
     .modes = KEYS_TILES,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_f, KEY_HEATMAP)},
     .what = "failure heat map on / off",
     .more = ": how often a move from each cell at this speed fails, for the active method"},
    {.label = "Backspace",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_BACKSPACE, ACT_RESPAWN)},
     .what = "player back to the spawn"},
    {.label = "E",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .on = {ON(SDLK_e, KEY_EDITOR)},
     .what = "map editor on / off"},
    {.label = "G",
     .modes = KEYS_TILES,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_g, KEY_TOUR)},
     .what = "guided tour: start / leave",
     .more = ": ten recorded stops, one per weakness of each method (`collide --tour`, [docs/tour.md](docs/tour.md))"},
    {.label = "L",
     .modes = KEYS_TILES,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_l, KEY_LESSON)},
     .what = "lesson panel on / off",
     .more = ": the map's name, what to do and what to watch (on when the map has one)"},
    {.label = "F2  PgUp PgDn",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .on = {ON(SDLK_F2, KEY_BROWSER), {SDLK_PAGEUP, KEY_MAP_STEP, 0}, {SDLK_PAGEDOWN, KEY_MAP_STEP, 1}},
     .what = "map browser / load the previous / next map",
     .more = ": the shipped maps and the .map files of maps/ (or --map's folder); in the list Up/Down choose, "
             "Enter loads, Esc closes; a switch is recorded ([docs/sandbox.md](docs/sandbox.md#the-map-browser-f2))"},

    /* The mouse outside the editor (mouse_place.c): recorded as input. */
    {.label = "click", .modes = KEYS_TILES, .when = KEYS_LIVE, .what = "put the player at the point (editor off)"},
    {.label = "drag",
     .modes = KEYS_TILES,
     .when = KEYS_LIVE,
     .what = "throw the player: put at the press, moved by the drag in one tick"},

    /* The map editor's mouse (editor.c). */
    {.label = "left click",
     .modes = KEYS_TILES,
     .when = KEYS_EDITING,
     .what = "cell solid / empty; dragging paints the same"},
    {.label = "right click", .modes = KEYS_TILES, .when = KEYS_EDITING, .what = "toggle the side nearest the cursor"},
    {.label = "Shift+click", .modes = KEYS_TILES, .when = KEYS_EDITING, .what = "move the spawn"},

    /* The map browser's list (map_browser.c). */
    {.label = "Up / Down",
     .modes = KEYS_TILES,
     .when = KEYS_BROWSER,
     .repeats = true,
     .on = {{SDLK_UP, KEY_BROWSER_MOVE, 0}, {SDLK_DOWN, KEY_BROWSER_MOVE, 1}},
     .what = "choose a map"},
    {.label = "Enter",
     .modes = KEYS_TILES,
     .when = KEYS_BROWSER,
     .on = {ON(SDLK_RETURN, KEY_BROWSER_LOAD), ON(SDLK_KP_ENTER, KEY_BROWSER_LOAD)},
     .what = "load it (its suggested method and speed too, unless --resolver)"},
    {.label = "Esc or F2",
     .modes = KEYS_TILES,
     .when = KEYS_BROWSER,
     .on = {ON(SDLK_ESCAPE, KEY_BROWSER), ON(SDLK_F2, KEY_BROWSER)},
     .what = "close the list"},

    /* Crowd mode (seed 003): every key loads the entities, as in the seed. */
    {.label = "any key",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .any_key = true,
     .on = {ACT(0, LOAD)},
     .what = "load the entities"},
    {.label = "R",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_r, LOAD | ACT_CROWD_CIRCLE)},
     .what = "arrange them in a circle"},
    {.label = "B",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_b, LOAD | ACT_CROWD_SWAP)},
     .what = "swap places within the current formation"},
    {.label = "T",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_t, LOAD | ACT_CROWD_THREE)},
     .what = "three groups to the opposite side"},
    {.label = "G",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_g, LOAD | ACT_CROWD_BLOCKS)},
     .what = "two block formations"},
    {.label = "P",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_p, LOAD | ACT_CROWD_LINES)},
     .what = "two vertical lines"},
    {.label = "Up / Down",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_UP, LOAD | ACT_CROWD_MORE), ACT(SDLK_DOWN, LOAD | ACT_CROWD_FEWER)},
     .what = "double / halve the count"},
    {.label = "A",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_a, LOAD | ACT_CROWD_AVOID)},
     .what = "avoidance on / off"},
    {.label = "Q",
     .modes = KEYS_CROWD,
     .when = KEYS_LIVE,
     .on = {ACT(SDLK_q, LOAD | ACT_CROWD_BROADPHASE)},
     .what = "grid or naive broadphase"},

    /* Both modes. */
    {.label = "Space",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_SPACE, KEY_PAUSE)},
     .what = "pause / resume"},
    {.label = "N or .",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {ON(SDLK_n, KEY_STEP), ON(SDLK_PERIOD, KEY_STEP)},
     .what = "one tick while paused"},
    {.label = ",",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {{SDLK_COMMA, KEY_REWIND, 1}},
     .what = "one tick back while paused (held: scrubs back)",
     .more = "exact: a snapshot and the session's own input re-simulated ([docs/rewind.md](docs/rewind.md))"},
    {.label = "Home  End",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {{SDLK_HOME, KEY_REWIND, 10 * TICK_HZ}, ON(SDLK_END, KEY_REWIND_END)},
     .what = "10 s back while paused / forward to the newest tick",
     .more = "N (or .) then replays the recorded history one tick at a time; Space goes on live from there, "
             "and the undone ticks leave the recording"},
    {.label = "M",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_m, KEY_SLOW)},
     .what = "slow motion: full speed, 1/2, 1/4, 1/10"},
    {.label = "- =",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {ON(SDLK_MINUS, KEY_ZOOM_OUT), ON(SDLK_KP_MINUS, KEY_ZOOM_OUT), ON(SDLK_EQUALS, KEY_ZOOM_IN),
            ON(SDLK_PLUS, KEY_ZOOM_IN), ON(SDLK_KP_PLUS, KEY_ZOOM_IN)},
     .what = "zoom out / in",
     .more = " (the camera follows the player when the map no longer fits)"},
    {.label = "O",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_o, KEY_OVERLAYS)},
     .what = "overlays on / off",
     .more = ": what the resolver scanned, tested and hit (on at the start)"},
    {.label = "Tab",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {ON(SDLK_TAB, KEY_MODE)},
     .what = "switch between the tiles and the crowd"},
    {.label = "F5",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_F5, KEY_RECORD)},
     .what = "start / stop recording (REC shows)",
     .more = ", to recordings/collide-DATE-TIME-TICK.replay"},
    {.label = "Ctrl+S",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .mod = KMOD_CTRL,
     .on = {ON(SDLK_s, KEY_SAVE)},
     .what = "save the map",
     .more = " (to its --map file; the built-in map to a new file)"},
    {.label = "Ctrl+Z",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .mod = KMOD_CTRL,
     .repeats = true,
     .on = {ON(SDLK_z, KEY_UNDO)},
     .what = "undo the last map edit (a click or a drag)",
     .more = ", many levels"},
    {.label = "F12",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_F12, KEY_SCREENSHOT)},
     .what = "screenshot",
     .more = " to screenshots/collide-DATE-TIME-TICK.png"},
    {.label = "F9",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_F9, KEY_GIF)},
     .what = "GIF of the last 10 seconds",
     .more = " to screenshots/collide-DATE-TIME-TICK.gif, written in the background (docs/gif.md)"},
    {.label = "F11",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_F11, KEY_FULLSCREEN)},
     .what = "fullscreen"},
    {.label = "F1 or H",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .on = {ON(SDLK_F1, KEY_HELP), ON(SDLK_h, KEY_HELP)},
     .what = "this help; again: its next page, if it has more"},
    {.label = "Esc",
     .modes = KEYS_BOTH,
     .when = KEYS_ALWAYS,
     .repeats = true,
     .on = {ON(SDLK_ESCAPE, KEY_ESCAPE)},
     .what = "close the help, or quit",
     .more = " (asks first when the map has unsaved changes)"},

    /* While a recording plays, its input steers. */
    {.label = "[ ]",
     .modes = KEYS_BOTH,
     .when = KEYS_REPLAYING,
     .repeats = true,
     .on = {ON(SDLK_LEFTBRACKET, KEY_REPLAY_SLOWER), ON(SDLK_RIGHTBRACKET, KEY_REPLAY_FASTER)},
     .what = "playback rate: 1x, 2x, 4x, 8x"},
    {.label = "other keys",
     .modes = KEYS_BOTH,
     .when = KEYS_REPLAYING,
     .any_key = true,
     .repeats = true,
     .on = {ON(0, KEY_REPLAY_WAIT)},
     .what = "wait: the recording steers until it ends"},

    /* The prompt before quitting with unsaved map changes. */
    {.label = "Y",
     .modes = KEYS_BOTH,
     .when = KEYS_PROMPT,
     .on = {ON(SDLK_y, KEY_QUIT_NOW)},
     .what = "quit (or load the other map) without saving"},
    {.label = "Ctrl+S",
     .modes = KEYS_BOTH,
     .when = KEYS_PROMPT,
     .mod = KMOD_CTRL,
     .on = {ON(SDLK_s, KEY_SAVE_QUIT)},
     .what = "save, then quit (or load the other map)"},
    {.label = "Esc or any other key",
     .modes = KEYS_BOTH,
     .when = KEYS_PROMPT,
     .any_key = true,
     .on = {ON(0, KEY_KEEP_EDITING)},
     .what = "cancel and keep editing"},
};
const int KEY_TABLE_COUNT = (int)(sizeof KEY_TABLE / sizeof KEY_TABLE[0]);

static const char *const GROUP_TITLES[KEYS_GROUP_COUNT] = {
    "Tiles mode",
    "Map editor (E)",
    "Map browser (F2)",
    "Crowd mode",
    "Everywhere",
    "While a recording plays",
    "Quitting or loading a map with unsaved changes",
};

KeyGroup keys_group(const KeyBinding *b)
{
    switch (b->when) {
    case KEYS_PROMPT: return KEYS_GROUP_PROMPT;
    case KEYS_REPLAYING:
    case KEYS_TOUR: return KEYS_GROUP_REPLAY; /* the tour plays recordings */
    case KEYS_EDITING: return KEYS_GROUP_EDITOR;
    case KEYS_BROWSER: return KEYS_GROUP_BROWSER;
    default: break;
    }
    if (b->modes == KEYS_BOTH) return KEYS_GROUP_EVERYWHERE;
    return b->modes == KEYS_TILES ? KEYS_GROUP_TILES : KEYS_GROUP_CROWD;
}

const char *keys_group_title(KeyGroup g)
{
    return (unsigned)g < KEYS_GROUP_COUNT ? GROUP_TITLES[g] : "";
}

bool keys_in_help(const KeyBinding *b, Mode mode)
{
    return b->when != KEYS_PROMPT && (b->modes & (mode == MODE_TILES ? KEYS_TILES : KEYS_CROWD));
}

static bool works_now(const KeyBinding *b, const KeyContext *c)
{
    if (c->prompt) return b->when == KEYS_PROMPT;
    if (c->browser) return b->when == KEYS_BROWSER;
    if (!(b->modes & (c->mode == MODE_TILES ? KEYS_TILES : KEYS_CROWD))) return false;
    return b->when == KEYS_ALWAYS || (b->when == KEYS_LIVE && !c->replaying) ||
           (b->when == KEYS_REPLAYING && c->replaying) || (b->when == KEYS_TOUR && c->tour);
}

/* What `key` does in binding b, or NULL when b does not bind it. */
static const KeyEffect *effect_of(const KeyBinding *b, SDL_Keycode key, Uint16 mod)
{
    if (b->mod && !(mod & b->mod)) return NULL;
    if (b->any_key) return &b->on[0];
    for (int k = 0; k < KEY_EFFECTS_MAX && b->on[k].command != KEY_NONE; k++)
        if (b->on[k].key == key) return &b->on[k];
    return NULL;
}

static bool is_modifier(SDL_Keycode key)
{
    switch (key) {
    case SDLK_LCTRL:
    case SDLK_RCTRL:
    case SDLK_LSHIFT:
    case SDLK_RSHIFT:
    case SDLK_LALT:
    case SDLK_RALT:
    case SDLK_LGUI:
    case SDLK_RGUI: return true;
    default: return false;
    }
}

KeyAction keys_action(const KeyContext *ctx, SDL_Keycode key, Uint16 mod, bool repeat)
{
    KeyAction a = {KEY_NONE, 0, repeat, NULL};
    /* A modifier on its way to Ctrl+S is not an answer to the prompt. */
    if (ctx->prompt && is_modifier(key)) return a;
    const KeyBinding *b = NULL;
    const KeyEffect *e = NULL;
    for (int pass = 0; pass < 2 && !e; pass++) /* named keys first, then "any key" */
        for (int i = 0; i < KEY_TABLE_COUNT && !e; i++) {
            b = &KEY_TABLE[i];
            if (b->any_key == (pass == 0) || !works_now(b, ctx)) continue;
            e = effect_of(b, key, mod);
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

void keys_markdown(FILE *out)
{
    for (int g = 0; g < KEYS_GROUP_COUNT; g++) {
        /* The list's own keys show on the list and in the help; the README's F2 row names them. */
        if (g == KEYS_GROUP_BROWSER) continue;
        fprintf(out, "%s| key | %s |\n|---|---|\n", g ? "\n" : "", keys_group_title((KeyGroup)g));
        for (int i = 0; i < KEY_TABLE_COUNT; i++) {
            const KeyBinding *b = &KEY_TABLE[i];
            if (keys_group(b) == (KeyGroup)g)
                fprintf(out, "| %s | %s%s |\n", b->label, b->what, b->more ? b->more : "");
        }
    }
}
