/* layout_split.c: the split view's viewports, one a method (see layout.h). Roomy, a grid
 * of cells with a label strip above each map and the spare cell's note; where the frame
 * gives way (GIVE_LEGEND), rows of cells that fill the stage (7 methods: 4 over 3), each
 * viewport the whole cell and its label over the cell's free corner. */
#include "app/render/layout.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/base/keys.h"
#include "app/render/render.h"

/* Split viewports are small: each starts zoomed in 2x (zoom steps are sqrt 2) on its
 * own body, so a box or a circle is still a shape and not a dot. */
#define SPLIT_ZOOM_STEPS 2
#define SPLIT_LABEL_MIN "7* IN WALL"
/* A split viewport lower than this many lines of body text shows too little map to
 * read: the ghost view is drawn instead, and says why. */
#define SPLIT_READABLE_LINES 2
#define OVER_GAP_PX 4 /* between the cells that fill the stage, at --scale 1 */

bool layout_split_labels_over(const Frame *f, const World *w)
{
    return layout_panel_form(f, w).give >= GIVE_LEGEND;
}

/* The label strip of a split cell cw x ch when two lines of the body font leave the
 * map too little: two lines of the small font, else one, the first that leaves the
 * map a line's height and holds SPLIT_LABEL_MIN; 0 when neither does. */
static int small_strip(const Frame *f, int cw, int ch)
{
    int min_w = text_width(f->small, SPLIT_LABEL_MIN);
    for (int lines = 2; lines >= 1; lines--) {
        int h = lines * f->small->line_h + frame_pad(f) / 2;
        if (ch - h >= f->small->line_h && cw >= min_w + 8) return h;
    }
    return 0;
}

/* The grid of viewports that shows the map largest (4x2 on a wide window): with label
 * strips of two body-font lines that hold a method's number, IN WALL and its Δ; or, on
 * a stage too short for those to leave any map, with small-font strips (`small`). */
static float split_grid(const Frame *f, const World *w, Rect a, float mw, float mh, bool small, int *best_cols,
                        int *best_label)
{
    int gap = frame_pad(f), label_h = 2 * f->text->line_h + gap / 2;
    int label_min = text_width(f->text, SPLIT_LABEL_MIN);
    float best = -1.0f;
    *best_cols = 1;
    *best_label = label_h;
    for (int cols = 1; cols <= world_method_count(w); cols++) {
        int rows = (world_method_count(w) + cols - 1) / cols;
        float cw = (float)(a.w - (cols - 1) * gap) / (float)cols, ch = (float)(a.h - (rows - 1) * gap) / (float)rows;
        int strip = label_h;
        if (small && (strip = small_strip(f, (int)cw, (int)ch)) == 0) continue;
        if (!small && cols > 1 && cw < (float)(label_min + 8)) break;
        float s = fminf(cw / mw, (ch - (float)strip) / mh);
        if (s > best) best = s, *best_cols = cols, *best_label = strip;
    }
    return best;
}

/* Method r's viewport on its own body, in `area`: zoomed in, at least filling the area;
 * with a label `over` its top, the body is centred in the room below it. */
static View split_view(const Frame *f, const World *w, int zoom, int r, Rect area, int over)
{
    const Body *b = &w->bodies[r];
    float scale = view_fit_scale(&w->map, area) * powf(2.0f, (float)(zoom + SPLIT_ZOOM_STEPS) * 0.5f);
    float cover = view_cover_scale(&w->map, area), least = layout_least_scale(w, true);
    if (layout_split_labels_over(f, w) && scale < cover) scale = cover;
    if (scale < least) scale = least;
    float dy = (float)over * 0.5f / scale;
    return view_place(&w->map, area, scale, (ViewFocus){b->x, b->y - dy, b->x, b->y - dy});
}

/* The label over method r's viewport in cell `cell`: its lines in the small font (two
 * for a method the words on screen name: its counts too), at the cell's top left. */
static Rect over_label(const Frame *f, const World *w, int r, Rect a)
{
    bool counts = (layout_focus(f, w) >> r) & 1u;
    int lines = counts ? 2 : 1, pad = 4;
    char name[64], tally[64];
    snprintf(name, sizeof name, "%s* %s  IN WALL", keys_method_label(r), world_method(w, r)->short_name);
    snprintf(tally, sizeof tally, "THRU t%ld i%ld  Δ 999.9", w->log.tally[r].crossed, w->log.tally[r].inside);
    int tw = text_width(f->small, name);
    if (counts && text_width(f->small, tally) > tw) tw = text_width(f->small, tally);
    Rect l = {a.x + 2, a.y + 2, tw + 2 * pad, lines * f->small->line_h + 2};
    if (l.w > a.w - 4) l.w = a.w - 4;
    return l;
}

/* Does the label cover the body drawn in v? */
static bool covers_body(const World *w, int r, const View *v, Rect l)
{
    LabelBox body = render_body_box(v, &w->bodies[r], world_method(w, r)->model);
    return canvas_rect_overlaps((Rect){body.x, body.y, body.w, body.h}, l);
}

/* The cells filling the stage: `rows` rows, the first ones holding one cell more where
 * the methods do not share out evenly. */
static void fill_cells(const Frame *f, const World *w, Rect a, int rows, Rect cells[METHOD_MAX])
{
    int n = world_method_count(w), gap = (int)(OVER_GAP_PX * f->scale), at = 0;
    int ch = (a.h - (rows - 1) * gap) / rows;
    for (int row = 0; row < rows; row++) {
        int in_row = n / rows + (row < n % rows ? 1 : 0);
        int cw = (a.w - (in_row - 1) * gap) / (in_row > 0 ? in_row : 1);
        for (int c = 0; c < in_row; c++, at++)
            cells[at] = (Rect){a.x + c * (cw + gap), a.y + row * (ch + gap), cw, ch};
    }
}

/* The rows that show each method's map largest: the smallest cell's fit, at its best. */
static int fill_rows(const Frame *f, const World *w, Rect a)
{
    int best_rows = 1;
    float best = -1.0f;
    for (int rows = 1; rows <= world_method_count(w); rows++) {
        Rect cells[METHOD_MAX];
        fill_cells(f, w, a, rows, cells);
        float least = INFINITY;
        for (int r = 0; r < world_method_count(w); r++) least = fminf(least, view_fit_scale(&w->map, cells[r]));
        if (least > best) best = least, best_rows = rows;
    }
    return best_rows;
}

void layout_split(const Frame *f, const World *w, int zoom, View views[METHOD_MAX], Rect labels[METHOD_MAX],
                  Rect *spare)
{
    Rect a = layout_stage(f, w);
    if (a.w < 16) a.w = 16;
    if (a.h < 16) a.h = 16;
    *spare = (Rect){0, 0, 0, 0};
    if (layout_split_labels_over(f, w)) {
        Rect cells[METHOD_MAX];
        fill_cells(f, w, a, fill_rows(f, w, a), cells);
        for (int r = 0; r < world_method_count(w); r++) {
            labels[r] = over_label(f, w, r, cells[r]);
            views[r] = split_view(f, w, zoom, r, cells[r], labels[r].h);
            /* A body the map's edge keeps under the label: the label goes to the foot. */
            if (covers_body(w, r, &views[r], labels[r])) {
                labels[r].y = cells[r].y + cells[r].h - labels[r].h - 2;
                views[r] = split_view(f, w, zoom, r, cells[r], -labels[r].h);
            }
        }
        return;
    }
    const Map *m = &w->map;
    float mw = (float)(m->w * m->tile), mh = (float)(m->h * m->tile);
    int gap = frame_pad(f), cols, label_h;
    float s = split_grid(f, w, a, mw, mh, false, &cols, &label_h);
    int small_cols, small_label;
    if (s * mh < (float)f->small->line_h && split_grid(f, w, a, mw, mh, true, &small_cols, &small_label) > s)
        cols = small_cols, label_h = small_label;
    int rows = (world_method_count(w) + cols - 1) / cols;
    int cw = (a.w - (cols - 1) * gap) / cols, ch = (a.h - (rows - 1) * gap) / rows;
    for (int r = 0; r < world_method_count(w); r++) {
        int x = a.x + (r % cols) * (cw + gap), y = a.y + (r / cols) * (ch + gap);
        labels[r] = (Rect){x, y, cw, label_h};
        Rect area = {x, y + label_h, cw, ch - label_h > 8 ? ch - label_h : 8};
        views[r] = split_view(f, w, zoom, r, area, 0);
    }
    int k = world_method_count(w);
    if (cols * rows > k) *spare = (Rect){a.x + (k % cols) * (cw + gap), a.y + (k / cols) * (ch + gap), cw, ch};
}

bool layout_split_readable(const Frame *f, const World *w)
{
    if (w->compare != COMPARE_SPLIT || !f->text->font) return true;
    View views[METHOD_MAX];
    Rect labels[METHOD_MAX], spare;
    layout_split(f, w, 0, views, labels, &spare);
    for (int r = 0; r < world_method_count(w); r++)
        if (views[r].area.h < SPLIT_READABLE_LINES * f->text->line_h) return false;
    return true;
}
