/* heatmap_png.c: see heatmap_png.h. The same drawing as the window's F key
 * (render_heat_picture) on a software renderer, saved through host_screenshot_save. */
#include "cmd/heatmap_png.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/guarantees.h"
#include "app/features/heat_map/heat_cache.h"
#include "app/platform/screen.h"
#include "app/platform/screenshot.h"
#include "app/render/heat_view.h"

#define HEATMAP_TEXT_PX 16

void heatmap_png_size(const Map *m, int count, int resolver, int *w, int *h)
{
    int mw = m->w * HEATMAP_PNG_CELL, mh = m->h * HEATMAP_PNG_CELL;
    if (resolver >= 0) {
        *w = mw + 2 * HEATMAP_PNG_PAD;
        *h = mh + 2 * HEATMAP_PNG_PAD + HEATMAP_PNG_LEGEND;
    } else {
        /* Panels at half the cell size, each with its name above. */
        *w = 4 * (mw / 2) + 5 * HEATMAP_PNG_PAD;
        int rows = (count + 1 + 3) / 4;
        *h = rows * (mh / 2 + HEATMAP_TEXT_PX + 8) + (rows + 1) * HEATMAP_PNG_PAD;
    }
}

bool heatmap_png_write(const Map *m, const MethodSet *methods, int resolver, float speed, const char *path)
{
    Heatmap *heat = calloc(METHOD_MAX, sizeof *heat);
    if (!heat) {
        fprintf(stderr, "collide guarantees: out of memory for the heat map\n");
        return false;
    }
    for (int r = 0; r < methods->count; r++)
        if (resolver < 0 || r == resolver) guarantees_heatmap(&heat[r], methods->at[r], m, speed, HEAT_SEED);
    int w, h;
    heatmap_png_size(m, methods->count, resolver, &w, &h);
    bool ok = false;
    Screen *screen = screen_open(true, w, h);
    if (screen) {
        Canvas *canvas = screen_canvas(screen);
        Text text = {0}, small = {0};
        if (text_init(&text, canvas, HEATMAP_TEXT_PX, false) &&
            text_init(&small, canvas, HEATMAP_TEXT_PX * 3 / 4, false)) {
            Frame f = {canvas, &text, &text, &small, 1.0f, w, h, false, NULL, 0, false, 0.0f};
            text_frame(&text);
            text_frame(&small);
            render_heat_picture(&f, m, resolver >= 0 ? &heat[resolver] : heat, methods, resolver, speed);
            char err[512];
            ok = screenshot_save(canvas, path, err, sizeof err);
            if (!ok) fprintf(stderr, "collide guarantees: --heatmap: %s\n", err);
        } else {
            fprintf(stderr, "collide guarantees: --heatmap: cannot load the font\n");
        }
        text_free(&text);
        text_free(&small);
        screen_close(screen);
    }
    for (int r = 0; r < METHOD_MAX; r++) heatmap_free(&heat[r]);
    free(heat);
    return ok;
}
