/* view.c: fitting and following. */
#include "app/render/view.h"

#include <math.h>

static float place(float area_pos, float area_len, float world_len, float scale, float focus)
{
    float len = world_len * scale;
    if (len <= area_len) return area_pos + (area_len - len) * 0.5f; /* fits: centre it */
    float o = area_pos + area_len * 0.5f - focus * scale;           /* follow the focus */
    if (o > area_pos) o = area_pos;                                 /* but never show past an edge */
    if (o + len < area_pos + area_len) o = area_pos + area_len - len;
    return o;
}

View view_fit(const Map *map, Rect area, int zoom, float fx, float fy)
{
    float ww = (float)(map->w * map->tile), wh = (float)(map->h * map->tile);
    float fit = fminf((float)area.w / ww, (float)area.h / wh);
    /* Never below VIEW_FIT_CELLS_MAX cells along the shorter side: no smaller map
     * reaches this floor (each side fits in it), so they fit as before. */
    float floor_scale = (float)(area.w < area.h ? area.w : area.h) / (float)(VIEW_FIT_CELLS_MAX * map->tile);
    if (fit < floor_scale) fit = floor_scale;
    if (zoom < ZOOM_MIN) zoom = ZOOM_MIN;
    if (zoom > ZOOM_MAX) zoom = ZOOM_MAX;
    View v;
    v.area = area;
    v.scale = fit * powf(2.0f, (float)zoom * 0.5f);
    v.ox = place((float)area.x, (float)area.w, ww, v.scale, fx);
    v.oy = place((float)area.y, (float)area.h, wh, v.scale, fy);
    return v;
}

/* The cell range [lo, hi) covering screen span [s0, s1] on one axis, one to spare. */
static void cell_span(float s0, float s1, float origin, float scale, int tile, int cells, int *lo, int *hi)
{
    float t = (float)tile * scale;
    float a = floorf((s0 - origin) / t) - 1.0f, b = ceilf((s1 - origin) / t) + 1.0f;
    *lo = a <= 0.0f ? 0 : a >= (float)cells ? cells : (int)a;
    *hi = b <= 0.0f ? 0 : b >= (float)cells ? cells : (int)b;
}

void view_cells(const View *v, const Map *m, int *i0, int *j0, int *i1, int *j1)
{
    cell_span((float)v->area.x, (float)(v->area.x + v->area.w), v->ox, v->scale, m->tile, m->w, i0, i1);
    cell_span((float)v->area.y, (float)(v->area.y + v->area.h), v->oy, v->scale, m->tile, m->h, j0, j1);
}

int view_zoom_for_scale(float ui_scale)
{
    if (!(ui_scale > 1.0f)) return 0;
    int steps = (int)lroundf(2.0f * log2f(ui_scale));
    return steps > ZOOM_MAX ? ZOOM_MAX : steps;
}
