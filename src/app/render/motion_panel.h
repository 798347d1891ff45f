/* motion_panel.h: the motion's strip below the map (docs/motion.md): the model, whether
 * the active body stands, the parameters the live keys change (U I gravity, J K the
 * jump) and the body's velocity, flowed into as few rows as the room allows, each
 * shortened alike before any is left out. Shown under a motion with velocity; top-down
 * runs show nothing. */
#ifndef COLLIDE_MOTION_PANEL_H
#define COLLIDE_MOTION_PANEL_H

#include "app/render/frame.h"

#define MOTION_PANEL_ITEMS 10
#define MOTION_PANEL_ITEM_MAX 96

typedef struct MotionPanel {
    Rect rect;   /* where the strip goes; w 0 when it is not shown */
    int taken_h; /* the height it takes off the map's stage, its gap included */
    int count;   /* items shown */
    char item[MOTION_PANEL_ITEMS][MOTION_PANEL_ITEM_MAX];
    Colour colour[MOTION_PANEL_ITEMS];
    int x[MOTION_PANEL_ITEMS], y[MOTION_PANEL_ITEMS]; /* each item's place */
} MotionPanel;

/// Place the strip for `w` at the foot of `stage` (the room between the HUD's panels),
/// at most a quarter of its height.
void motion_panel_layout(const Frame *f, const World *w, Rect stage, MotionPanel *out);
/// Draw a placed strip.
void motion_panel_draw(const Frame *f, const MotionPanel *p);

#endif
