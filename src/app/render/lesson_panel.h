/* lesson_panel.h: the map's lesson beside or below the map view: its name, its lesson
 * lines (what to do, what to watch) and its suggestion, wrapped to the room there is.
 * L hides and shows it. */
#ifndef COLLIDE_LESSON_PANEL_H
#define COLLIDE_LESSON_PANEL_H

#include <stdbool.h>

#include "app/render/frame.h"

#define LESSON_PANEL_LINES_MAX 48

typedef struct LessonPanel {
    Rect rect;              /* where the panel goes; w 0 when it is not shown */
    int side_w;             /* the width it takes off the map view's right, or 0 */
    int bottom_h;           /* the height it takes off the map view's bottom, or 0 */
    Text *font;             /* the size its lines are drawn in */
    int title_count, count; /* lines [0, title_count) are the map's name */
    int hint_from;          /* lines from here on are the suggestion and the key, dimmer */
    bool brief;             /* only the title and the first line: the whole would cover the map */
    char line[LESSON_PANEL_LINES_MAX][TEXT_LINE_MAX];
} LessonPanel;

/// Place the panel for `w`'s map in `stage` (the room between the HUD's panels): to the
/// right of the map when it fits there in the body text, else below it, the map keeping
/// half the stage either way; else below it in brief (the title and the first line; L
/// expands it: f->lesson_full), and only in full over the lower part of the map in the
/// size that fits; never outside the frame.
void lesson_panel_layout(const Frame *f, const World *w, Rect stage, LessonPanel *out);
/// Draw a placed panel.
void lesson_panel_draw(const Frame *f, const LessonPanel *p);

#endif
