/* input_event.c: the names of the app's keys (see input_event.h). */
#include "app/base/input_event.h"

static const char *const LETTERS[] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
                                      "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};
static const char *const DIGITS[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
static const char *const F_KEYS[] = {"F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12"};

/* The named keys after the F-keys, in the enum's order. */
static const char *const OTHERS[] = {
    "Left",       "Right",      "Up",           "Down",      "Space",     "Tab",
    "Esc",     "Return",     "Keypad Enter", "Backspace", "-",         "=",
    "+",          "Keypad -",   "Keypad +",     ",",         ".",         "[",
    "]",          "Home",       "End",          "PageUp",    "PageDown",  "Left Ctrl",
    "Right Ctrl", "Left Shift", "Right Shift",  "Left Alt",  "Right Alt", "Left GUI",
    "Right GUI",
};
_Static_assert(sizeof OTHERS / sizeof OTHERS[0] == APP_KEY_COUNT - APP_KEY_LEFT, "a name for every named key");

const char *app_key_name(AppKey key)
{
    if (key >= APP_KEY_A && key <= APP_KEY_Z) return LETTERS[key - APP_KEY_A];
    if (key >= APP_KEY_0 && key <= APP_KEY_9) return DIGITS[key - APP_KEY_0];
    if (key >= APP_KEY_F1 && key <= APP_KEY_F12) return F_KEYS[key - APP_KEY_F1];
    if (key >= APP_KEY_LEFT && key < APP_KEY_COUNT) return OTHERS[key - APP_KEY_LEFT];
    return key == APP_KEY_OTHER ? "another key" : "";
}
