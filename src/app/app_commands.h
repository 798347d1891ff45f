/* app_commands.h: the key table's commands that no feature takes, carried out on the App. */
#ifndef COLLIDE_APP_COMMANDS_H
#define COLLIDE_APP_COMMANDS_H

#include "app/features/app_state.h"
#include "app/base/keys.h"
#include "app/base/message.h"

/// Do what `a` asks (a command of the key table); a message for the HUD goes in `msg`.
void app_command(App *app, KeyAction a, Message *msg);
/// Quit, or first ask when a feature would lose something, the editor's unsaved map (Esc,
/// the window's close button).
void app_request_quit(App *app, Message *msg);

#endif
