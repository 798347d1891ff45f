/* test_events_sdl.c: SDL's events as the app's own (src/app/platform/events_sdl.c). A key
 * is named twice, by its layout (what a shortcut means) and by its place (what a movement
 * key means), so W's place walks up on AZERTY too; the mouse keeps its pixels, buttons
 * and the keyboard's modifiers; the window's events keep their meaning. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>

#include "core/input.h"
#include "app/app.h"
#include "app/base/held_keys.h"
#include "app/base/keys.h"
#include "app/platform/events_sdl.h"
#include "support/support.h"
#include "window_driver.h"

static SDL_Event key_event(Uint32 type, SDL_Keycode sym, SDL_Scancode sc, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = sc;
    e.key.keysym.mod = mod;
    return e;
}

static AppEvent translated(const SDL_Event *e)
{
    AppEvent a;
    cr_assert(events_sdl_translate(e, &a), "SDL event %u is one the app reads", e->type);
    return a;
}

Test(events_sdl, a_key_is_named_by_its_layout_and_by_its_place)
{
    /* AZERTY: the key where QWERTY has W types Z. */
    SDL_Event down = key_event(SDL_KEYDOWN, SDLK_z, SDL_SCANCODE_W, 0);
    AppEvent a = translated(&down);
    cr_expect_eq(a.kind, APP_EVENT_KEY_DOWN);
    cr_expect_eq(a.key.key, APP_KEY_Z, "a shortcut reads the layout");
    cr_expect_eq(a.key.pos, APP_KEY_W, "movement reads the place");
    cr_expect_eq(a.key.mods, 0u);
    cr_expect_not(a.key.repeat);
    down.key.repeat = 1;
    cr_expect(translated(&down).key.repeat);
    SDL_Event up = key_event(SDL_KEYUP, SDLK_F12, SDL_SCANCODE_F12, KMOD_RSHIFT | KMOD_LALT);
    a = translated(&up);
    cr_expect(a.kind == APP_EVENT_KEY_UP && a.key.key == APP_KEY_F12 && a.key.pos == APP_KEY_F12);
    cr_expect_eq(a.key.mods, APP_MOD_SHIFT | APP_MOD_ALT);
}

Test(events_sdl, on_an_azerty_keyboard_the_key_at_ws_place_walks_up_and_the_one_marked_w_does_not)
{
    HeldKeys h = {0, 0, false};
    SDL_Event e = key_event(SDL_KEYDOWN, SDLK_z, SDL_SCANCODE_W, 0);
    AppEvent a = translated(&e);
    held_keys_event(&h, &a);
    cr_expect_eq(held_keys_now(&h), IN_UP);
    e = key_event(SDL_KEYUP, SDLK_z, SDL_SCANCODE_W, 0);
    a = translated(&e);
    held_keys_event(&h, &a);
    cr_expect_eq(held_keys_now(&h), 0);
    /* AZERTY's W sits where QWERTY has Z: it does not walk. */
    e = key_event(SDL_KEYDOWN, SDLK_w, SDL_SCANCODE_Z, 0);
    a = translated(&e);
    held_keys_event(&h, &a);
    cr_expect_eq(held_keys_now(&h), 0);
}

Test(events_sdl, ctrl_s_saves_and_never_walks)
{
    HeldKeys h = {0, 0, false};
    SDL_Event ctrl = key_event(SDL_KEYDOWN, SDLK_LCTRL, SDL_SCANCODE_LCTRL, KMOD_LCTRL);
    SDL_Event s = key_event(SDL_KEYDOWN, SDLK_s, SDL_SCANCODE_S, KMOD_LCTRL);
    AppEvent a = translated(&ctrl);
    cr_expect_eq(a.key.key, APP_KEY_LCTRL);
    held_keys_event(&h, &a);
    a = translated(&s);
    cr_expect_eq(a.key.mods, APP_MOD_CTRL);
    held_keys_event(&h, &a);
    cr_expect_eq(held_keys_now(&h), 0, "the S of Ctrl+S is no Down");
    KeyContext tiles = {MODE_TILES, false, false, false, false, false, false};
    cr_expect_eq(keys_action(&tiles, a.key.key, a.key.mods, a.key.repeat).command, KEY_SAVE);
    /* Ctrl pressed while an arrow and W are held: the arrow walks on, W waits for a shortcut. */
    HeldKeys walking = {0, 0, false};
    SDL_Event held[] = {key_event(SDL_KEYDOWN, SDLK_LEFT, SDL_SCANCODE_LEFT, 0),
                        key_event(SDL_KEYDOWN, SDLK_w, SDL_SCANCODE_W, 0), ctrl};
    for (int k = 0; k < 3; k++) {
        a = translated(&held[k]);
        held_keys_event(&walking, &a);
    }
    cr_expect_eq(held_keys_now(&walking), IN_LEFT);
}

Test(events_sdl, in_the_window_the_azerty_key_at_ws_place_walks_and_ctrl_s_does_not)
{
    static Map map;
    static App app;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    driver_open(&app, &cfg);
    SDL_Event e = key_event(SDL_KEYDOWN, SDLK_z, SDL_SCANCODE_W, 0);
    driver_event(&app, &e);
    cr_expect_eq(app_held_keys(&app), IN_UP);
    cr_expect_eq(app.pending.actions, 0u, "Z is bound to nothing in the tiles mode");
    e = key_event(SDL_KEYUP, SDLK_z, SDL_SCANCODE_W, 0);
    driver_event(&app, &e);
    e = key_event(SDL_KEYDOWN, SDLK_LCTRL, SDL_SCANCODE_LCTRL, KMOD_LCTRL);
    driver_event(&app, &e);
    e = key_event(SDL_KEYDOWN, SDLK_s, SDL_SCANCODE_S, KMOD_LCTRL);
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    cr_assert_eq(chdir(dir), 0); /* Ctrl+S writes the built-in map as a new file here */
    driver_event(&app, &e);
    cr_expect_eq(app_held_keys(&app), 0);
    cr_expect(strstr(app.view.flash, "Saved") == app.view.flash, "%s", app.view.flash);
    platform_close(&app);
}

Test(events_sdl, a_key_the_app_has_no_name_for_is_still_a_key)
{
    SDL_Event e = key_event(SDL_KEYDOWN, SDLK_SEMICOLON, SDL_SCANCODE_SEMICOLON, 0);
    AppEvent a = translated(&e);
    cr_expect_eq(a.key.key, APP_KEY_OTHER);
    cr_expect_eq(a.key.pos, APP_KEY_OTHER);
    KeyContext crowd = {MODE_CROWD, false, false, true, false, false, false};
    KeyAction act = keys_action(&crowd, a.key.key, a.key.mods, false);
    cr_expect(act.command == KEY_INPUT && act.arg == ACT_CROWD_LOAD, "any key loads the crowd");
}

Test(events_sdl, on_a_us_layout_every_named_key_has_the_same_name_by_layout_and_by_place)
{
    /* SDL's keymap is the US one once video is up (the dummy driver's). */
    static Map map;
    static App app;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    driver_open(&app, &cfg);
    int named = 0;
    for (int sc = 0; sc < SDL_NUM_SCANCODES; sc++) {
        AppKey pos = events_sdl_pos((SDL_Scancode)sc);
        if (pos == APP_KEY_OTHER) continue;
        named++;
        SDL_Keycode sym = SDL_GetKeyFromScancode((SDL_Scancode)sc);
        cr_expect_eq(events_sdl_key(sym), pos, "%s", SDL_GetScancodeName((SDL_Scancode)sc));
        cr_expect(app_key_name(pos)[0] != '\0');
    }
    /* Every key the app names but +, which has no place of its own (Shift and =). */
    cr_expect_eq(named, APP_KEY_COUNT - APP_KEY_A - 1);
    cr_expect_eq(events_sdl_key(SDLK_PLUS), APP_KEY_PLUS);
    platform_close(&app);
}

Test(events_sdl, the_mouse_keeps_its_pixels_its_buttons_and_the_keyboards_modifiers)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = 31;
    e.motion.y = 47;
    e.motion.state = SDL_BUTTON_LMASK | SDL_BUTTON_RMASK;
    AppEvent a = translated(&e);
    cr_expect(a.kind == APP_EVENT_MOUSE_MOVE && a.mouse.x == 31 && a.mouse.y == 47);
    cr_expect_eq(a.mouse.buttons, APP_BUTTON_BIT(APP_BUTTON_LEFT) | APP_BUTTON_BIT(APP_BUTTON_RIGHT));
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.x = 5;
    e.button.y = 6;
    e.button.button = SDL_BUTTON_RIGHT;
    SDL_SetModState(KMOD_LSHIFT);
    a = translated(&e);
    SDL_SetModState(KMOD_NONE);
    cr_expect(a.kind == APP_EVENT_MOUSE_DOWN && a.mouse.button == APP_BUTTON_RIGHT && a.mouse.x == 5);
    cr_expect_eq(a.mouse.mods, APP_MOD_SHIFT, "a Shift+click reads the keyboard's modifiers");
    e.type = SDL_MOUSEBUTTONUP;
    e.button.button = SDL_BUTTON_LEFT;
    a = translated(&e);
    cr_expect(a.kind == APP_EVENT_MOUSE_UP && a.mouse.button == APP_BUTTON_LEFT && a.mouse.mods == 0);
}

static AppEventKind window(Uint8 what)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = what;
    e.window.data1 = 640;
    e.window.data2 = 480;
    AppEvent a;
    return events_sdl_translate(&e, &a) ? a.kind : APP_EVENT_NONE;
}

Test(events_sdl, the_window_events_keep_their_meaning_and_closing_is_read_once_as_quit)
{
    cr_expect_eq(window(SDL_WINDOWEVENT_FOCUS_LOST), APP_EVENT_FOCUS_LOST);
    cr_expect_eq(window(SDL_WINDOWEVENT_FOCUS_GAINED), APP_EVENT_FOCUS_GAINED);
    cr_expect_eq(window(SDL_WINDOWEVENT_MINIMIZED), APP_EVENT_HIDDEN);
    cr_expect_eq(window(SDL_WINDOWEVENT_HIDDEN), APP_EVENT_HIDDEN);
    cr_expect_eq(window(SDL_WINDOWEVENT_RESTORED), APP_EVENT_SHOWN);
    cr_expect_eq(window(SDL_WINDOWEVENT_EXPOSED), APP_EVENT_SHOWN);
    cr_expect_eq(window(SDL_WINDOWEVENT_SIZE_CHANGED), APP_EVENT_RESIZED);
    cr_expect_eq(window(SDL_WINDOWEVENT_CLOSE), APP_EVENT_NONE, "SDL_QUIT follows: one quit, not two");
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = 800;
    e.window.data2 = 450;
    AppEvent a = translated(&e);
    cr_expect(a.width == 800 && a.height == 450);
    e.type = SDL_QUIT;
    cr_expect_eq(translated(&e).kind, APP_EVENT_QUIT);
    e.type = SDL_TEXTINPUT;
    cr_expect_not(events_sdl_translate(&e, &a), "text input is not read");
}
