/* input_event.h: the app's own input events. The platform layer (platform/events_sdl.c)
 * turns what the window system delivers into these; everything above it reads keys,
 * the mouse and the window through them alone, so the app never sees a platform's
 * keycodes. */
#ifndef COLLIDE_INPUT_EVENT_H
#define COLLIDE_INPUT_EVENT_H

#include <stdbool.h>

/* The keys the app names. Letters, digits and F-keys are runs, in order. */
typedef enum AppKey {
    APP_KEY_NONE,
    APP_KEY_OTHER, /* a key the app has no name for: it still counts as "any key" */
    APP_KEY_A,
    APP_KEY_B,
    APP_KEY_C,
    APP_KEY_D,
    APP_KEY_E,
    APP_KEY_F,
    APP_KEY_G,
    APP_KEY_H,
    APP_KEY_I,
    APP_KEY_J,
    APP_KEY_K,
    APP_KEY_L,
    APP_KEY_M,
    APP_KEY_N,
    APP_KEY_O,
    APP_KEY_P,
    APP_KEY_Q,
    APP_KEY_R,
    APP_KEY_S,
    APP_KEY_T,
    APP_KEY_U,
    APP_KEY_V,
    APP_KEY_W,
    APP_KEY_X,
    APP_KEY_Y,
    APP_KEY_Z,
    APP_KEY_0,
    APP_KEY_1,
    APP_KEY_2,
    APP_KEY_3,
    APP_KEY_4,
    APP_KEY_5,
    APP_KEY_6,
    APP_KEY_7,
    APP_KEY_8,
    APP_KEY_9,
    APP_KEY_F1,
    APP_KEY_F2,
    APP_KEY_F3,
    APP_KEY_F4,
    APP_KEY_F5,
    APP_KEY_F6,
    APP_KEY_F7,
    APP_KEY_F8,
    APP_KEY_F9,
    APP_KEY_F10,
    APP_KEY_F11,
    APP_KEY_F12,
    APP_KEY_LEFT,
    APP_KEY_RIGHT,
    APP_KEY_UP,
    APP_KEY_DOWN,
    APP_KEY_SPACE,
    APP_KEY_TAB,
    APP_KEY_ESCAPE,
    APP_KEY_RETURN,
    APP_KEY_KP_ENTER,
    APP_KEY_BACKSPACE,
    APP_KEY_MINUS,
    APP_KEY_EQUALS,
    APP_KEY_PLUS,
    APP_KEY_KP_MINUS,
    APP_KEY_KP_PLUS,
    APP_KEY_COMMA,
    APP_KEY_PERIOD,
    APP_KEY_LEFTBRACKET,
    APP_KEY_RIGHTBRACKET,
    APP_KEY_HOME,
    APP_KEY_END,
    APP_KEY_PAGEUP,
    APP_KEY_PAGEDOWN,
    APP_KEY_LCTRL, /* the modifiers, last: LCTRL to RGUI */
    APP_KEY_RCTRL,
    APP_KEY_LSHIFT,
    APP_KEY_RSHIFT,
    APP_KEY_LALT,
    APP_KEY_RALT,
    APP_KEY_LGUI,
    APP_KEY_RGUI,
    APP_KEY_COUNT,
} AppKey;

/* Modifiers held (bits); left and right count alike. */
#define APP_MOD_SHIFT 1u
#define APP_MOD_CTRL 2u
#define APP_MOD_ALT 4u
#define APP_MOD_GUI 8u

typedef enum AppButton {
    APP_BUTTON_NONE,
    APP_BUTTON_LEFT,
    APP_BUTTON_MIDDLE,
    APP_BUTTON_RIGHT,
    APP_BUTTON_OTHER,
} AppButton;

/// The bit of `button` in AppMouseEvent.buttons.
#define APP_BUTTON_BIT(button) (1u << (button))

typedef enum AppEventKind {
    APP_EVENT_NONE,
    APP_EVENT_KEY_DOWN, /* also a held key's auto-repeat (AppKeyEvent.repeat) */
    APP_EVENT_KEY_UP,
    APP_EVENT_MOUSE_MOVE,
    APP_EVENT_MOUSE_DOWN,
    APP_EVENT_MOUSE_UP,
    APP_EVENT_FOCUS_GAINED, /* the window has the keyboard */
    APP_EVENT_FOCUS_LOST,   /* it lost it: keys released meanwhile are never heard */
    APP_EVENT_HIDDEN,       /* minimised or hidden */
    APP_EVENT_SHOWN,        /* restored, maximised, shown or exposed again */
    APP_EVENT_RESIZED,      /* AppEvent.width, height: the window's new size */
    APP_EVENT_STICK,        /* AppEvent.stick_x, stick_y: a gamepad's left stick moved */
    APP_EVENT_QUIT,         /* the user asked to quit (the last window closed too) */
} AppEventKind;

typedef struct AppKeyEvent {
    AppKey key;    /* the key as the layout names it: what a shortcut means */
    AppKey pos;    /* the key at this place on a US keyboard: what a movement key means,
                    * so WASD stays a triangle on AZERTY (pos W there is the key marked Z) */
    unsigned mods; /* APP_MOD_* held as it went down or up */
    bool repeat;   /* a held key's auto-repeat */
} AppKeyEvent;

typedef struct AppMouseEvent {
    int x, y;         /* window pixels */
    AppButton button; /* the button that went down or up (none for a move) */
    unsigned buttons; /* APP_BUTTON_BIT of every button held during a move */
    unsigned mods;    /* APP_MOD_* held at the time */
} AppMouseEvent;

typedef struct AppEvent {
    AppEventKind kind;
    AppKeyEvent key;     /* APP_EVENT_KEY_* */
    AppMouseEvent mouse; /* APP_EVENT_MOUSE_* */
    int width, height;   /* APP_EVENT_RESIZED */
    float stick_x, stick_y; /* APP_EVENT_STICK: each -1 (left, up) to 1 */
} AppEvent;

/// The key's name ("W", "Left", "Ctrl"), for messages and tests.
const char *app_key_name(AppKey key);

#endif
