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

float view_fit_scale(const Map *map, Rect area)
{
    float ww = (float)(map->w * map->tile), wh = (float)(map->h * map->tile);
    float fit = fminf((float)area.w / ww, (float)area.h / wh);
    /* Never below VIEW_FIT_CELLS_MAX cells along the shorter side: no smaller map
     * reaches this floor (each side fits in it), so they fit as before. */
    float floor_scale = (float)(area.w < area.h ? area.w : area.h) / (float)(VIEW_FIT_CELLS_MAX * map->tile);
    return fit < floor_scale ? floor_scale : fit;
}

float view_cover_scale(const Map *map, Rect area)
{
    float ww = (float)(map->w * map->tile), wh = (float)(map->h * map->tile);
    float cover = fmaxf((float)area.w / ww, (float)area.h / wh), fit = view_fit_scale(map, area);
    return cover > fit ? cover : fit;
}

static int clamp_zoom(int zoom)
{
    return zoom < ZOOM_MIN ? ZOOM_MIN : zoom > ZOOM_MAX ? ZOOM_MAX : zoom;
}

View view_place(const Map *map, Rect area, float scale, ViewFocus focus)
{
    float ww = (float)(map->w * map->tile), wh = (float)(map->h * map->tile);
    View v;
    v.area = area;
    v.scale = scale;
    v.ox = place((float)area.x, (float)area.w, ww, v.scale, 0.5f * (focus.x0 + focus.x1));
    v.oy = place((float)area.y, (float)area.h, wh, v.scale, 0.5f * (focus.y0 + focus.y1));
    return v;
}

View view_fit(const Map *map, Rect area, int zoom, float fx, float fy)
{
    float scale = view_fit_scale(map, area) * powf(2.0f, (float)clamp_zoom(zoom) * 0.5f);
    return view_place(map, area, scale, (ViewFocus){fx, fy, fx, fy});
}

View view_action(const Map *map, Rect area, int zoom, ViewFocus focus, float margin, float least)
{
    float scale = view_cover_scale(map, area) * powf(2.0f, (float)clamp_zoom(zoom) * 0.5f);
    float bw = focus.x1 - focus.x0 + 2.0f * margin, bh = focus.y1 - focus.y0 + 2.0f * margin;
    /* The whole action in view before the map fills the area: bodies far apart show
     * at the scale that holds them all, never below the fit. */
    float holds = fminf(bw > 0.0f ? (float)area.w / bw : scale, bh > 0.0f ? (float)area.h / bh : scale);
    if (holds < scale) scale = holds;
    float fit = view_fit_scale(map, area);
    if (scale < fit) scale = fit;
    if (scale < least) scale = least;
    return view_place(map, area, scale, focus);
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
