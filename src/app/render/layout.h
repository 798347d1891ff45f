/* layout.h: where each part of a frame goes: the HUD's top panel and bottom bar, the
 * map view between them (with the ghost legend to its right), the split view's
 * viewports, and the crowd's arena. The drawing, the editor's hit test and the tests
 * all ask here. */
#ifndef COLLIDE_LAYOUT_H
#define COLLIDE_LAYOUT_H

#include "core/resolver.h"
#include "app/render/frame.h"
#include "app/render/lesson_panel.h"
#include "app/render/caption.h"
#include "app/render/motion_panel.h"
#include "app/render/tour_panel.h"
#include "app/render/legend_grid.h"

/// Heights in pixels of the top panel (which grows with the caption) and the bottom bar.
void layout_panels(const Frame *f, const World *w, int *top, int *bottom);
/// The tiles mode's caption as the top panel shows it: how the active method works and
/// where it breaks; on the tour, where the band would squeeze the map below a quarter of
/// the window, where it breaks alone, or nothing (the band's caption says what to watch).
void layout_caption(const Frame *f, const World *w, Caption *c);
/// Where the lesson panel goes (rect w 0 when it is hidden), with its lines wrapped.
void layout_lesson_panel(const Frame *f, const World *w, LessonPanel *out);
/// Where the guided tour's caption band goes (rect w 0 without a tour), its caption wrapped.
void layout_tour_panel(const Frame *f, const World *w, TourPanel *out);
/// Where the motion's strip goes (rect w 0 under top-down), at the foot of the stage.
void layout_motion_panel(const Frame *f, const World *w, MotionPanel *out);
/// The single map view: the map fitted between the panels, left of the ghost legend.
View layout_map_view(const Frame *f, const World *w, int zoom);
/// Width in pixels of the ghost view's legend column; 0 when it is not shown.
int layout_legend_width(const Frame *f, const World *w);
/// The split view's viewport for each resolver (views[r].area is where its map goes),
/// the label strip above each, and the grid's spare cell (w 0 when there is none).
void layout_split(const Frame *f, const World *w, int zoom, View views[METHOD_MAX], Rect labels[METHOD_MAX],
                  Rect *spare);
/// Are the split view's viewports tall enough to read (true when the split is not on)?
bool layout_split_readable(const Frame *f, const World *w);
/// The compare view drawn: the world's, but the ghost view where the split's viewports
/// would be too small to read.
CompareView layout_compare(const Frame *f, const World *w);
/// Where the note that the split fell back to the ghost view goes, below the map (w 0
/// when it did not).
Rect layout_fallback_note(const Frame *f, const World *w);
/// The views the map is drawn in this frame: the split's, one a method, or the single one.
/// Returns how many.
int layout_map_views(const Frame *f, const World *w, int zoom, View views[METHOD_MAX]);
/// The crowd's arena fitted between the panels, zoomed around its centre.
View layout_crowd_view(const Frame *f, const World *w, int zoom);
/* How much the ghost legend shows, by the height it has: a title, a subtitle (what Δ
 * measures) and a footer around the methods, and two lines a method or one. */
typedef enum LegendForm {
    LEGEND_ROOMY,   /* title, subtitle, two lines a method, footer */
    LEGEND_TITLED,  /* title, subtitle, one line a method, footer */
    LEGEND_TWO,     /* two lines a method */
    LEGEND_ONE,     /* one line a method */
    LEGEND_COMPACT, /* two methods a line or more, in the small font */
} LegendForm;

#define LEGEND_KEY_LINES 3
/// The legend's key at its foot in `form`, wrapped to its width in the small font: what
/// thru (t), in (i), short and Δ mean, as far as the form's rows and subtitle leave them
/// unsaid. Returns how many lines.
int layout_legend_key(const Frame *f, const World *w, LegendForm form, char lines[LEGEND_KEY_LINES][TEXT_LINE_MAX]);
/// The legend's form for a map area `map_area` high (with room for its key).
LegendForm layout_legend_form(const Frame *f, const World *w, Rect map_area);
/// The compact legend's grid beside the map area `map_area` (legend_grid.h).
LegendGrid layout_legend_grid(const Frame *f, const World *w, Rect map_area);
/// The ghost legend's panel, right of the map area `map_area`.
Rect layout_legend_box(const Frame *f, const World *w, Rect map_area);

#define LAYOUT_RECTS_MAX 96

/// One rectangle of a frame's layout and what it holds.
typedef struct LayoutRect {
    const char *what;
    Rect r;
} LayoutRect;

/// Every rectangle the frame is laid out in: the panels, the map view (or the split's
/// viewports, label strips and spare cell), the legend, the crowd's arena, the tour's
/// caption band when there is a tour, the help box when `help`, the map browser's list
/// when the frame shows it, and the labels `labels` holds when not NULL. Returns how many.
int layout_rects(const Frame *f, const World *w, int zoom, bool help, const LabelPlacer *labels,
                 LayoutRect out[LAYOUT_RECTS_MAX]);

#endif
