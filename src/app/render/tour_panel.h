/* tour_panel.h: the guided tour's caption band at the foot of the stage: "Stop N/M"
 * and the stop's title, the caption of the moment in large type, and the keys that
 * work now. The map views give it the room (layout.c), so it covers nothing but on a
 * small window at a large scale. */
#ifndef COLLIDE_TOUR_PANEL_H
#define COLLIDE_TOUR_PANEL_H

#include "app/render/frame.h"

#define TOUR_PANEL_LINES_MAX 6

/* How much room the band takes: roomy ("Stop N/M" and the title, the caption in large
 * type, the keys on a line of their own), compact (the title and the keys share a line of
 * the small type, the caption in the body type), small (the caption in the small type too). */
typedef enum TourForm { TOUR_FORM_ROOMY, TOUR_FORM_COMPACT, TOUR_FORM_SMALL } TourForm;

typedef struct TourPanel {
    Rect rect;   /* w 0 when there is no tour */
    TourForm form;
    int taken_h; /* the height it takes off the stage's bottom (0 when it lies over it) */
    Text *head;  /* the size of the "Stop N/M" line */
    Text *body;  /* the size of the caption */
    int count;   /* caption lines */
    char line[TOUR_PANEL_LINES_MAX][TEXT_LINE_MAX];
} TourPanel;

/// Place the band at the bottom of `stage` (the room between the HUD's panels) in `form`:
/// roomy, in the largest type whose band leaves the map most of the stage; when none
/// does, over the map's foot in the smallest type (taken_h 0). The caption is never cut:
/// the band grows to hold it. Never outside the frame.
void tour_panel_layout(const Frame *f, Rect stage, TourForm form, TourPanel *out);
/// Draw a placed band.
void tour_panel_draw(const Frame *f, const TourPanel *p);

#endif
