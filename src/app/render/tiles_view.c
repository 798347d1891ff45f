/* tiles_view.c: the tiles mode's scene (see tiles_view.h), drawn in world order. */
#include "app/render/tiles_view.h"

#include "app/render/compare_view.h"
#include "app/render/draw.h"
#include "app/render/text_fit.h"
#include "app/render/heat_view.h"
#include "app/render/input_view.h"
#include "app/render/layout.h"
#include "app/render/render.h"
#include "app/render/theme.h"
#include "app/render/trail_view.h"

/* Where the split view falls back to the ghost view, a note at the map's foot says so. */
static void split_fallback_note(const Frame *f, const World *w)
{
    static const char *const note[] = {"Split view needs a larger window: ghosts shown (C: off)",
                                       "Split needs a larger window: ghosts shown", "Split too small: ghosts",
                                       "Split: too small"};
    Text *t = f->small;
    int p = frame_pad(f) / 2;
    Rect box = layout_fallback_note(f, w);
    canvas_colour(f->canvas, COLOR_PANEL);
    draw_fill_rect(f->canvas, (float)box.x, (float)box.y, (float)(box.x + box.w), (float)(box.y + box.h));
    canvas_clip(f->canvas, &box);
    text_draw_fit(t, box.x + p, box.y + p / 2, box.w - 2 * p, COLOR_ALERT, note, 4);
    canvas_clip(f->canvas, NULL);
}

void render_tiles(const Frame *f, const Scene *s)
{
    Canvas *cv = f->canvas;
    const World *w = s->world;
    CompareView shown = layout_compare(f, w);
    if (shown == COMPARE_SPLIT) {
        render_compare_split(f, s);
        return;
    }
    View v = layout_map_view(f, w, s->zoom);
    /* Labels (the overlay's and the ghosts' tags) keep clear of each other and of
     * every body on screen. */
    LabelPlacer own, *labels = s->labels ? s->labels : &own;
    if (shown == COMPARE_GHOST) render_compare_labels_begin(f, &v, w, labels);
    else labels_begin(labels, (LabelBox){v.area.x, v.area.y, v.area.w, v.area.h}, 4);
    if (shown != COMPARE_GHOST) labels_block(labels, render_body_box(&v, world_player(w), world_method(w, w->resolver)->model));
    LabelBox wanted =
        s->input ? input_move_box(f, &v, world_player(w), world_method(w, w->resolver)->model, world_speed(w), s->input)
                 : (LabelBox){0};
    if (wanted.w > 0) labels_block(labels, wanted);
    LabelBox throw_label = s->input ? input_throw_label_box(f, &v, &s->input->place) : (LabelBox){0};
    if (throw_label.w > 0) labels_block(labels, throw_label);
    canvas_clip(cv, &v.area);
    render_map_for(cv, &v, &w->map, world_method(w, w->resolver));
    if (s->heat[w->resolver]) render_heatmap(cv, &v, s->heat[w->resolver], w->map.tile);
    render_movers(cv, &v, w);
    if (shown == COMPARE_GHOST && s->trails) render_trails(cv, &v, w, (1u << world_method_count(w)) - 1u);
    if (s->trace)
        render_trace_faded(cv, &v, s->trace, f->text, f->small, labels, s->trace_kept ? SCENE_KEPT_TRACE_ALPHA : 1.0f);
    if (shown == COMPARE_GHOST) render_compare_ghost(f, &v, w, labels, !s->no_tags);
    else render_body(cv, &v, world_player(w), world_method(w, w->resolver)->model, COLOR_PLAYER);
    if (s->input) input_move_draw(f, &v, world_player(w), world_method(w, w->resolver)->model, world_speed(w), s->input);
    if (s->marks) render_editor_marks(cv, &v, s->marks);
    canvas_clip(cv, NULL);
    if (s->heat[w->resolver]) render_heat_legend(f, v.area, &w->methods, w->resolver, world_speed(w));
    if (shown == COMPARE_GHOST) render_compare_legend(f, w, v.area);
    if (shown != w->compare) split_fallback_note(f, w);
}
