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
    if (zoom < ZOOM_MIN) zoom = ZOOM_MIN;
    if (zoom > ZOOM_MAX) zoom = ZOOM_MAX;
    View v;
    v.area = area;
    v.scale = fit * powf(2.0f, (float)zoom * 0.5f);
    v.ox = place((float)area.x, (float)area.w, ww, v.scale, fx);
    v.oy = place((float)area.y, (float)area.h, wh, v.scale, fy);
    return v;
}

int view_zoom_for_scale(float ui_scale)
{
    if (!(ui_scale > 1.0f)) return 0;
    int steps = (int)lroundf(2.0f * log2f(ui_scale));
    return steps > ZOOM_MAX ? ZOOM_MAX : steps;
}
