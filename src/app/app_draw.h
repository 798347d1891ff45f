/* app_draw.h: the App's frame: what it is drawn with, the HUD's state, the drawing. */
#ifndef COLLIDE_APP_DRAW_H
#define COLLIDE_APP_DRAW_H

#include <stddef.h>

#include "app/features/app_state.h"
#include "app/render/frame.h"
#include "app/render/hud.h"
#include "app/render/view.h"

/// Draw one frame into the renderer (does not present).
void app_draw(App *app);
/// What this frame is drawn with: the renderer, the text sizes, the scale, the output size.
Frame app_frame(App *app);
/// The view the single map view is drawn with in the current frame layout.
View app_map_view(App *app);
/// The HUD's view of the app; `tags` receives the features' state (REC, EDITOR...).
HudState app_hud_state(App *app, char *tags, size_t cap);
/// Show a short message in the HUD for a few seconds.
void app_flash(App *app, const char *msg);
/// The same, gone sooner once what it says no longer `holds` (message.h).
void app_flash_holding(App *app, const char *msg, MessageHolds holds);

#endif
