/* events_sdl.c: SDL's events as the app's own (see events_sdl.h). */
#include "app/platform/events_sdl.h"

#include <stddef.h>
#include <string.h>

typedef struct KeyName {
    SDL_Keycode sym;
    SDL_Scancode sc;
    AppKey key;
} KeyName;

/* The keys outside the runs of letters, digits and F-keys. */
static const KeyName NAMED[] = {
    {SDLK_LEFT, SDL_SCANCODE_LEFT, APP_KEY_LEFT},
    {SDLK_RIGHT, SDL_SCANCODE_RIGHT, APP_KEY_RIGHT},
    {SDLK_UP, SDL_SCANCODE_UP, APP_KEY_UP},
    {SDLK_DOWN, SDL_SCANCODE_DOWN, APP_KEY_DOWN},
    {SDLK_SPACE, SDL_SCANCODE_SPACE, APP_KEY_SPACE},
    {SDLK_TAB, SDL_SCANCODE_TAB, APP_KEY_TAB},
    {SDLK_ESCAPE, SDL_SCANCODE_ESCAPE, APP_KEY_ESCAPE},
    {SDLK_RETURN, SDL_SCANCODE_RETURN, APP_KEY_RETURN},
    {SDLK_KP_ENTER, SDL_SCANCODE_KP_ENTER, APP_KEY_KP_ENTER},
    {SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE, APP_KEY_BACKSPACE},
    {SDLK_MINUS, SDL_SCANCODE_MINUS, APP_KEY_MINUS},
    {SDLK_EQUALS, SDL_SCANCODE_EQUALS, APP_KEY_EQUALS},
    {SDLK_PLUS, SDL_SCANCODE_UNKNOWN, APP_KEY_PLUS}, /* a layout's key, at no place of its own */
    {SDLK_KP_MINUS, SDL_SCANCODE_KP_MINUS, APP_KEY_KP_MINUS},
    {SDLK_KP_PLUS, SDL_SCANCODE_KP_PLUS, APP_KEY_KP_PLUS},
    {SDLK_COMMA, SDL_SCANCODE_COMMA, APP_KEY_COMMA},
    {SDLK_PERIOD, SDL_SCANCODE_PERIOD, APP_KEY_PERIOD},
    {SDLK_LEFTBRACKET, SDL_SCANCODE_LEFTBRACKET, APP_KEY_LEFTBRACKET},
    {SDLK_RIGHTBRACKET, SDL_SCANCODE_RIGHTBRACKET, APP_KEY_RIGHTBRACKET},
    {SDLK_HOME, SDL_SCANCODE_HOME, APP_KEY_HOME},
    {SDLK_END, SDL_SCANCODE_END, APP_KEY_END},
    {SDLK_PAGEUP, SDL_SCANCODE_PAGEUP, APP_KEY_PAGEUP},
    {SDLK_PAGEDOWN, SDL_SCANCODE_PAGEDOWN, APP_KEY_PAGEDOWN},
    {SDLK_LCTRL, SDL_SCANCODE_LCTRL, APP_KEY_LCTRL},
    {SDLK_RCTRL, SDL_SCANCODE_RCTRL, APP_KEY_RCTRL},
    {SDLK_LSHIFT, SDL_SCANCODE_LSHIFT, APP_KEY_LSHIFT},
    {SDLK_RSHIFT, SDL_SCANCODE_RSHIFT, APP_KEY_RSHIFT},
    {SDLK_LALT, SDL_SCANCODE_LALT, APP_KEY_LALT},
    {SDLK_RALT, SDL_SCANCODE_RALT, APP_KEY_RALT},
    {SDLK_LGUI, SDL_SCANCODE_LGUI, APP_KEY_LGUI},
    {SDLK_RGUI, SDL_SCANCODE_RGUI, APP_KEY_RGUI},
};
#define NAMED_COUNT (sizeof NAMED / sizeof NAMED[0])

AppKey events_sdl_key(SDL_Keycode sym)
{
    if (sym >= SDLK_a && sym <= SDLK_z) return (AppKey)(APP_KEY_A + (sym - SDLK_a));
    if (sym >= SDLK_0 && sym <= SDLK_9) return (AppKey)(APP_KEY_0 + (sym - SDLK_0));
    if (sym >= SDLK_F1 && sym <= SDLK_F12) return (AppKey)(APP_KEY_F1 + (sym - SDLK_F1));
    for (size_t i = 0; i < NAMED_COUNT; i++)
        if (NAMED[i].sym == sym) return NAMED[i].key;
    return APP_KEY_OTHER;
}

AppKey events_sdl_pos(SDL_Scancode sc)
{
    if (sc >= SDL_SCANCODE_A && sc <= SDL_SCANCODE_Z) return (AppKey)(APP_KEY_A + (sc - SDL_SCANCODE_A));
    /* Scancodes run 1..9 then 0, as the keys sit on the keyboard. */
    if (sc >= SDL_SCANCODE_1 && sc <= SDL_SCANCODE_9) return (AppKey)(APP_KEY_1 + (sc - SDL_SCANCODE_1));
    if (sc == SDL_SCANCODE_0) return APP_KEY_0;
    if (sc >= SDL_SCANCODE_F1 && sc <= SDL_SCANCODE_F12) return (AppKey)(APP_KEY_F1 + (sc - SDL_SCANCODE_F1));
    for (size_t i = 0; i < NAMED_COUNT; i++)
        if (NAMED[i].sc == sc && sc != SDL_SCANCODE_UNKNOWN) return NAMED[i].key;
    return APP_KEY_OTHER;
}

unsigned events_sdl_mods(Uint16 mod)
{
    return (mod & KMOD_SHIFT ? APP_MOD_SHIFT : 0u) | (mod & KMOD_CTRL ? APP_MOD_CTRL : 0u) |
           (mod & KMOD_ALT ? APP_MOD_ALT : 0u) | (mod & KMOD_GUI ? APP_MOD_GUI : 0u);
}

static AppButton button_of(Uint8 b)
{
    switch (b) {
    case SDL_BUTTON_LEFT: return APP_BUTTON_LEFT;
    case SDL_BUTTON_MIDDLE: return APP_BUTTON_MIDDLE;
    case SDL_BUTTON_RIGHT: return APP_BUTTON_RIGHT;
    default: return APP_BUTTON_OTHER;
    }
}

static unsigned buttons_of(Uint32 state)
{
    return (state & SDL_BUTTON_LMASK ? APP_BUTTON_BIT(APP_BUTTON_LEFT) : 0u) |
           (state & SDL_BUTTON_MMASK ? APP_BUTTON_BIT(APP_BUTTON_MIDDLE) : 0u) |
           (state & SDL_BUTTON_RMASK ? APP_BUTTON_BIT(APP_BUTTON_RIGHT) : 0u);
}

static AppEventKind window_kind(const SDL_WindowEvent *w)
{
    switch (w->event) {
    case SDL_WINDOWEVENT_FOCUS_GAINED: return APP_EVENT_FOCUS_GAINED;
    case SDL_WINDOWEVENT_FOCUS_LOST: return APP_EVENT_FOCUS_LOST;
    case SDL_WINDOWEVENT_MINIMIZED:
    case SDL_WINDOWEVENT_HIDDEN: return APP_EVENT_HIDDEN;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_MAXIMIZED:
    case SDL_WINDOWEVENT_SHOWN:
    case SDL_WINDOWEVENT_EXPOSED: return APP_EVENT_SHOWN;
    case SDL_WINDOWEVENT_SIZE_CHANGED: return APP_EVENT_RESIZED;
    /* Closing the only window also sends SDL_QUIT: reading both would answer the
     * unsaved-changes prompt by itself. */
    default: return APP_EVENT_NONE;
    }
}

/* SDL releases the keys it holds down (their key-up events follow), so that neither its
 * modifiers nor the app's held keys stay stuck when the window comes back. */
static void forget_keys(void)
{
#if SDL_VERSION_ATLEAST(2, 24, 0)
    SDL_ResetKeyboard();
#endif
}

/* A gamepad (SDL's game controller API): the left stick is an analog direction, and the
 * A button and the d-pad are the arrow keys (A: Up, the platformer's jump). */
static float stick[2]; /* the left stick's axes as last heard, -1 to 1 */

static AppKey pad_key(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A:
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return APP_KEY_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return APP_KEY_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return APP_KEY_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return APP_KEY_RIGHT;
    default: return APP_KEY_NONE;
    }
}

static bool pad_event(const SDL_Event *e, AppEvent *out)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED: SDL_GameControllerOpen(e->cdevice.which); return false;
    case SDL_CONTROLLERDEVICEREMOVED: stick[0] = stick[1] = 0.0f; break; /* let go of the stick */
    case SDL_CONTROLLERAXISMOTION:
        if (e->caxis.axis != SDL_CONTROLLER_AXIS_LEFTX && e->caxis.axis != SDL_CONTROLLER_AXIS_LEFTY) return false;
        stick[e->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY] = e->caxis.value < 0 ? (float)e->caxis.value / 32768.0f
                                                                               : (float)e->caxis.value / 32767.0f;
        break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: {
        AppKey k = pad_key(e->cbutton.button);
        if (k == APP_KEY_NONE) return false;
        out->kind = e->type == SDL_CONTROLLERBUTTONDOWN ? APP_EVENT_KEY_DOWN : APP_EVENT_KEY_UP;
        out->key = (AppKeyEvent){k, k, events_sdl_mods((Uint16)SDL_GetModState()), false};
        return true;
    }
    default: return false;
    }
    out->kind = APP_EVENT_STICK;
    out->stick_x = stick[0];
    out->stick_y = stick[1];
    return true;
}

bool events_sdl_translate(const SDL_Event *e, AppEvent *out)
{
    *out = (AppEvent){APP_EVENT_NONE, {APP_KEY_NONE, APP_KEY_NONE, 0, false}, {0, 0, APP_BUTTON_NONE, 0, 0}, 0, 0, 0, 0};
    switch (e->type) {
    case SDL_QUIT: out->kind = APP_EVENT_QUIT; break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        out->kind = e->type == SDL_KEYDOWN ? APP_EVENT_KEY_DOWN : APP_EVENT_KEY_UP;
        out->key = (AppKeyEvent){events_sdl_key(e->key.keysym.sym), events_sdl_pos(e->key.keysym.scancode),
                                 events_sdl_mods(e->key.keysym.mod), e->key.repeat != 0};
        break;
    /* SDL's mouse events carry no modifiers: a Shift+click reads the keyboard's now. */
    case SDL_MOUSEMOTION:
        out->kind = APP_EVENT_MOUSE_MOVE;
        out->mouse = (AppMouseEvent){e->motion.x, e->motion.y, APP_BUTTON_NONE, buttons_of(e->motion.state),
                                     events_sdl_mods((Uint16)SDL_GetModState())};
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        out->kind = e->type == SDL_MOUSEBUTTONDOWN ? APP_EVENT_MOUSE_DOWN : APP_EVENT_MOUSE_UP;
        out->mouse = (AppMouseEvent){e->button.x, e->button.y, button_of(e->button.button), 0,
                                     events_sdl_mods((Uint16)SDL_GetModState())};
        break;
    case SDL_WINDOWEVENT:
        out->kind = window_kind(&e->window);
        if (out->kind == APP_EVENT_FOCUS_LOST || out->kind == APP_EVENT_HIDDEN) forget_keys();
        if (out->kind == APP_EVENT_RESIZED) out->width = e->window.data1, out->height = e->window.data2;
        break;
    default: return pad_event(e, out);
    }
    return out->kind != APP_EVENT_NONE;
}

/* The game controllers are read once a window is open (a headless run has none to read). */
static void open_pads(void)
{
    static bool tried;
    const char *driver = SDL_GetCurrentVideoDriver();
    if (tried || !driver || strcmp(driver, "dummy") == 0 || strcmp(driver, "offscreen") == 0) return;
    tried = true;
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER); /* without one, the keys and the mouse still steer */
}

bool events_sdl_poll(AppEvent *out)
{
    open_pads();
    SDL_Event e;
    while (SDL_PollEvent(&e))
        if (events_sdl_translate(&e, out)) return true;
    return false;
}

bool events_sdl_wait(AppEvent *out, int timeout_ms)
{
    SDL_Event e;
    return SDL_WaitEventTimeout(&e, timeout_ms) && events_sdl_translate(&e, out);
}
