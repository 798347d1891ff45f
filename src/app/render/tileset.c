/* tileset.c: the map drawn as the GameMaker directional tiles' tileset, for the
 * directional-flag resolver: each cell with a mask is a tile cut into four triangles,
 * one per side, dark where that side is solid and light where it is open, so the 16
 * kinds (index = mask) read at a glance, as in the seed's picture. */
#include "app/render/tileset.h"

#include <math.h>

#include "app/render/draw.h"

/* The seed's colours: dark red for a solid side, a lighter red for an open one. */
static const Colour TILE_SOLID = {112, 26, 32, 255}; /* dark enough for the red hit line */
static const Colour TILE_OPEN = {236, 178, 170, 255};
static const Colour TILE_EDGE = {60, 14, 18, 255};

static CanvasVertex vertex(float x, float y, Colour c)
{
    return (CanvasVertex){{x, y}, c, {0.0f, 0.0f}};
}

/* One side's triangle: the cell's centre and the two corners of that side. */
static void side_triangle(Canvas *cv, float cx, float cy, float ax, float ay, float bx, float by, bool solid)
{
    Colour c = solid ? TILE_SOLID : TILE_OPEN;
    CanvasVertex v[3] = {vertex(cx, cy, c), vertex(ax, ay, c), vertex(bx, by, c)};
    canvas_triangles(cv, NULL, v, 3, NULL, 0);
}

void render_tileset(Canvas *cv, const View *v, const Map *m)
{
    float t = (float)m->tile;
    int i0, j0, i1, j1;
    view_cells(v, m, &i0, &j0, &i1, &j1);
    for (int j = j0; j < j1; j++) {
        for (int i = i0; i < i1; i++) {
            uint8_t c = m->cells[j * m->w + i];
            if (!c) continue;
            float x0 = roundf(view_x(v, (float)i * t)), y0 = roundf(view_y(v, (float)j * t));
            float x1 = roundf(view_x(v, (float)(i + 1) * t)), y1 = roundf(view_y(v, (float)(j + 1) * t));
            float cx = (x0 + x1) * 0.5f, cy = (y0 + y1) * 0.5f;
            side_triangle(cv, cx, cy, x0, y0, x0, y1, c & SIDE_LEFT);
            side_triangle(cv, cx, cy, x0, y1, x1, y1, c & SIDE_DOWN);
            side_triangle(cv, cx, cy, x1, y1, x1, y0, c & SIDE_RIGHT);
            side_triangle(cv, cx, cy, x1, y0, x0, y0, c & SIDE_UP);
            /* The diagonals and the outline, so neighbouring tiles stay apart. */
            canvas_colour(cv, TILE_EDGE);
            if (c != SIDE_ALL) {
                canvas_line(cv, x0, y0, x1, y1);
                canvas_line(cv, x0, y1, x1, y0);
            }
            draw_rect_outline(cv, x0, y0, x1, y1, 1.0f);
        }
    }
}
