/* spawn_pick.c: a spawn for a level without one (see spawn_pick.h). */
#include "import/spawn_pick.h"

#include <stdio.h>

#include "core/map.h"

bool spawn_looks_like_platformer(const uint8_t *cells, int w, int h)
{
    int top_open = 0, bottom_blocks = 0;
    for (int k = 0; k < w * h; k++)
        if (cells[k] == SIDE_UP) return true;
    for (int i = 0; i < w; i++) {
        top_open += cells[i] == 0;
        bottom_blocks += cells[(h - 1) * w + i] != 0;
    }
    return h > 1 && 2 * top_open > w && 2 * bottom_blocks >= w;
}

/* A free cell the player can stand in: the cell under it has a top to land on. */
static bool standing(const uint8_t *cells, int w, int h, int i, int j)
{
    return cells[j * w + i] == 0 && j + 1 < h && (cells[(j + 1) * w + i] & SIDE_UP);
}

bool spawn_pick(const uint8_t *cells, int w, int h, int *sx, int *sy, char *how, size_t cap)
{
    if (spawn_looks_like_platformer(cells, w, h)) {
        long best = -1;
        /* The distance to the middle, doubled so a middle between two cells stays whole. */
        for (int j = 0; j < h; j++)
            for (int i = 0; i < w; i++) {
                long dx = 2L * i + 1 - w, dy = 2L * j + 1 - h, d = dx * dx + dy * dy;
                if (standing(cells, w, h, i, j) && (best < 0 || d < best)) {
                    best = d;
                    *sx = i;
                    *sy = j;
                }
            }
        if (best >= 0) {
            snprintf(how, cap, "no spawn object; the map looks like a platformer, so a free cell with floor under it "
                               "near the middle");
            return true;
        }
    }
    for (int k = 0; k < w * h; k++)
        if (cells[k] == 0) {
            *sx = k % w;
            *sy = k / w;
            snprintf(how, cap, "no spawn object, so the first free cell");
            return true;
        }
    return false;
}

double spawn_shown_px(double px)
{
    /* -0.0 + 0.0 is +0.0 (IEEE 754, rounding to nearest); every other value is kept. */
    return px + 0.0;
}
