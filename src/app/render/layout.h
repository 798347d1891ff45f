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

#define LAYOUT_BODY_MIN_PX 6.0f /* a body narrower than this on screen is brought closer */
#define LAYOUT_LEGEND_OVER_SHARE_H 0.4f /* the ghost legend over the map: at most this share of the view's height, where it can */

/* How far a frame gives way so the map keeps half the window, each step keeping the ones
 * before: layout_give_way takes the first that does, else the last. */
typedef enum GiveWay {
    GIVE_NOTHING, /* the roomy layout */
    GIVE_HOW,     /* the top panel leaves out how the method works */
    GIVE_LEGEND,  /* the ghost legend and the split's labels lie over free corners of the map */
    GIVE_BAND,    /* the tour's band: its keys beside its title, one line; half the margins */
    GIVE_BREAKS,  /* the top panel is the method's title alone */
    GIVE_BAR,     /* the bottom bar in one line, the title in the body font */
    GIVE_SMALL,   /* the title, the bar and the band's caption in the small font */
} GiveWay;

/// How far the frame gives way (in the tiles mode; the crowd's never does; off the tour
/// no further than GIVE_BREAKS, the bottom bar's note kept).
GiveWay layout_give_way(const Frame *f, const World *w);

/// What the HUD's panels are at the frame's give-way.
typedef struct PanelForm {
    GiveWay give;
    int pad;     /* above and below a panel's lines */
    Text *title; /* the top line's type */
    Text *bar;   /* the bottom bar's type */
    int bar_lines;
    int margin; /* around the stage */
} PanelForm;
PanelForm layout_panel_form(const Frame *f, const World *w);

/// Heights in pixels of the top panel (which grows with the caption) and the bottom bar.
void layout_panels(const Frame *f, const World *w, int *top, int *bottom);
/// The stage: between the panels, less the tour's band and the lesson panel.
Rect layout_stage(const Frame *f, const World *w);
/// The least screen pixels per world pixel at which the active body (every body, with
/// `all`) is LAYOUT_BODY_MIN_PX across; 0 for a point, drawn as a cross of its own size.
float layout_least_scale(const World *w, bool all);
/// The methods whose flag and counts the compare views show: the active one and those
/// the words on screen name (Frame.focus).
unsigned layout_focus(const Frame *f, const World *w);
/// The tiles mode's caption as the top panel shows it: how the active method works and
/// where it breaks; where the frame gives way, where it breaks alone, or nothing.
void layout_caption(const Frame *f, const World *w, Caption *c);
/// Where the lesson panel goes (rect w 0 when it is hidden), with its lines wrapped.
void layout_lesson_panel(const Frame *f, const World *w, LessonPanel *out);
/// Where the guided tour's caption band goes (rect w 0 without a tour), its caption wrapped.
void layout_tour_panel(const Frame *f, const World *w, TourPanel *out);
/// Where the motion's strip goes (rect w 0 under top-down), at the foot of the stage.
void layout_motion_panel(const Frame *f, const World *w, MotionPanel *out);
/// The single map view between the panels, left of the ghost legend's column: the whole
/// map, closer where a body would be under LAYOUT_BODY_MIN_PX; on the tour, the map
/// filling the view around the bodies shown (view_action).
View layout_map_view(const Frame *f, const World *w, int zoom);
/// Width in pixels of the ghost view's legend column; 0 when it is not shown.
int layout_legend_width(const Frame *f, const World *w);
/// The split view's viewport for each resolver (views[r].area is where its map goes),
/// the label strip above each (or, with layout_split_labels_over, the label over its
/// corner), and the grid's spare cell (w 0 when there is none).
void layout_split(const Frame *f, const World *w, int zoom, View views[METHOD_MAX], Rect labels[METHOD_MAX],
                  Rect *spare);
/// Do the split's labels lie over their viewports (the frame gives way)?
bool layout_split_labels_over(const Frame *f, const World *w);
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
/// The ghost legend's panel, right of the map area `map_area`, or over its freest corner.
Rect layout_legend_box(const Frame *f, const World *w, Rect map_area);
/// Does the ghost legend lie over the map (the frame gives way)?
bool layout_legend_over(const Frame *f, const World *w);

/// The ghost legend over the map: the methods of layout_focus in a row each with their
/// counts and flag, then the others in a grid (number, name, flag or Δ); where only that
/// keeps every flag, all of them in the grid.
typedef struct LegendOver {
    Rect box;
    Text *font;
    int focus_rows, focus_row[METHOD_MAX];
    int others;         /* the methods in the grid */
    unsigned grid_mask; /* which they are (bit r: method r) */
    LegendGrid grid;    /* of the others, rows counted in `font` */
    int width, h;       /* of the rows, padding aside */
    bool key;           /* a line at the foot says what t, i and Δ are */
} LegendOver;
LegendOver layout_legend_over_form(const Frame *f, const World *w, Rect map_area);
/* The heat key's bar: its width in the small font, as spaces the drawing fills. */
#define HEAT_KEY_BAR "            "
/// The heat map's key in the window: over the map's freest corner, three lines of the
/// small font (what is shown, in the longest form a share of the view holds; the scale
/// and its 25% mark).
Rect layout_heat_key(const Frame *f, const World *w, Rect map_area);
/// Its two lines for a box `width` wide.
void layout_heat_key_lines(const Frame *f, const World *w, int width, char lines[2][TEXT_LINE_MAX]);
/// The legend over the map's key, in the longest form `width` holds in `t` (NULL: none).
const char *layout_legend_over_key(const Text *t, int width);

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
