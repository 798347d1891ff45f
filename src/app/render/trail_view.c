/* trail_view.c: see trail_view.h. The newest stretch is nearly opaque and the oldest
 * nearly gone, so where methods parted reads as where the trails fork. */
#include "app/render/trail_view.h"

#include "app/render/method_color.h"
#include "app/render/draw.h"

#define TRAIL_ALPHA_NEW 230
#define TRAIL_ALPHA_OLD 20

void render_trails(Canvas *cv, const View *v, const World *w, unsigned mask)
{
    float width = v->scale >= 1.0f ? 3.0f : 2.0f;
    for (int r = 0; r < world_method_count(w); r++) {
        if (!(mask & (1u << r))) continue;
        Colour c = method_color(world_method(w, r));
        float x0, y0, x1, y1;
        if (!tally_trail_at(&w->log, r, 0, &x0, &y0)) continue;
        for (int age = 1; tally_trail_at(&w->log, r, age, &x1, &y1); age++) {
            if (x0 != x1 || y0 != y1) {
                c.a = (uint8_t)(TRAIL_ALPHA_NEW - (TRAIL_ALPHA_NEW - TRAIL_ALPHA_OLD) * age / COMPARE_TRAIL_TICKS);
                canvas_colour(cv, c);
                draw_thick_line(cv, view_x(v, x0), view_y(v, y0), view_x(v, x1), view_y(v, y1), width);
            }
            x0 = x1;
            y0 = y1;
        }
    }
}
