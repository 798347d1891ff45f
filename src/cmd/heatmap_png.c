/* heatmap_png.c: see heatmap_png.h. The same drawing as the window's F key
 * (render_heat_picture) on a software renderer, saved through host_screenshot_save. */
#include "cmd/heatmap_png.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/options.h"

#include "core/guarantees.h"
#include "app/features/heat_map/heat_cache.h"
#include "app/platform/screen.h"
#include "app/platform/screenshot.h"
#include "app/render/heat_view.h"

#define HEATMAP_TEXT_PX 16

bool heatmap_png_part(const Map *m, const char *part, HeatPart *out)
{
    if (part) {
        char tail;
        HeatPart p;
        bool ok = sscanf(part, "%d,%d,%d,%d%c", &p.x, &p.y, &p.w, &p.h, &tail) == 4 && p.x >= 0 && p.y >= 0 &&
                  p.w >= 1 && p.h >= 1 && p.x < m->w && p.y < m->h && p.w <= m->w - p.x && p.h <= m->h - p.y;
        if (!ok || p.w > HEATMAP_PNG_PART || p.h > HEATMAP_PNG_PART) {
            fprintf(stderr,
                    "collide guarantees: --part: expected X,Y,W,H, cells of the %dx%d map, at most %d a side "
                    "(--part 0,0,64,64), got '%s'\n",
                    m->w, m->h, HEATMAP_PNG_PART, cli_shown(part));
            return false;
        }
        *out = p;
        return true;
    }
    int w = m->w < HEATMAP_PNG_PART ? m->w : HEATMAP_PNG_PART, h = m->h < HEATMAP_PNG_PART ? m->h : HEATMAP_PNG_PART;
    int x = m->spawn_x - w / 2, y = m->spawn_y - h / 2;
    x = x < 0 ? 0 : x > m->w - w ? m->w - w : x;
    y = y < 0 ? 0 : y > m->h - h ? m->h - h : y;
    *out = (HeatPart){x, y, w, h};
    if (w < m->w || h < m->h)
        fprintf(stderr,
                "collide guarantees: --heatmap: the map is %dx%d cells; drawn: the %dx%d around the spawn, cells %d,%d "
                "to %d,%d (another part: --part X,Y,W,H, at most %d a side)\n",
                m->w, m->h, w, h, x, y, x + w - 1, y + h - 1, HEATMAP_PNG_PART);
    return true;
}

void heatmap_png_size(const HeatPart *part, int count, int resolver, int *w, int *h)
{
    int mw = part->w * HEATMAP_PNG_CELL, mh = part->h * HEATMAP_PNG_CELL;
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

/* The part's cells as a map of their own, for drawing: the spawn kept where it shows. */
static bool part_map(const Map *m, const HeatPart *p, Map *out)
{
    if (!map_new(out, p->w, p->h)) return false;
    uint8_t *cells = map_cells_mut(out);
    if (!cells) return false;
    for (int j = 0; j < p->h; j++)
        memcpy(cells + (size_t)j * (size_t)p->w, m->cells + (size_t)(p->y + j) * (size_t)m->w + (size_t)p->x,
               (size_t)p->w);
    out->tile = m->tile;
    out->spawn_x = m->spawn_x - p->x;
    out->spawn_y = m->spawn_y - p->y;
    return true;
}

bool heatmap_png_write(const Map *m, const HeatPart *part, const MethodSet *methods, int resolver, float speed,
                       const char *path)
{
    Heatmap *heat = calloc(METHOD_MAX, sizeof *heat);
    Map shown = {0};
    if (!heat || !part_map(m, part, &shown)) {
        fprintf(stderr, "collide guarantees: out of memory for the heat map\n");
        free(heat);
        map_free(&shown);
        return false;
    }
    for (int r = 0; r < methods->count; r++) {
        if (resolver >= 0 && r != resolver) continue;
        guarantees_heatmap_part(&heat[r], methods->at[r], m, speed, HEAT_SEED, part->x, part->y, part->w, part->h);
        heat[r].x = heat[r].y = 0; /* drawn on the part's own map */
    }
    const Map *map = &shown;
    int w, h;
    heatmap_png_size(part, methods->count, resolver, &w, &h);
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
            render_heat_picture(&f, map, resolver >= 0 ? &heat[resolver] : heat, methods, resolver, speed);
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
    map_free(&shown);
    return ok;
}
