/* spawn_pick.c: a spawn for a level without one (see spawn_pick.h). */
#include "import/spawn_pick.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

/* The name folded for comparing: lower case, without '_', '-', '.' and blanks. */
static void fold(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    for (; s && *s && n + 1 < cap; s++)
        if (!strchr("_-. \t", *s)) out[n++] = (char)tolower((unsigned char)*s);
    out[n] = '\0';
}

static bool is_start(const char *s)
{
    static const char *const STARTS[] = {"player",      "playerstart", "playerspawn",   "spawnplayer",
                                         "start",       "startpoint",  "startposition", "playerstartpoint",
                                         "startlocation", "hero"};
    char f[64];
    fold(s, f, sizeof f);
    for (size_t k = 0; k < sizeof STARTS / sizeof STARTS[0]; k++)
        if (strcmp(f, STARTS[k]) == 0) return true;
    return false;
}

static bool is_spawn(const char *s)
{
    char f[64];
    fold(s, f, sizeof f);
    return strcmp(f, "spawn") == 0;
}

int spawn_rank(const char *name, const char *cls, bool point, const char *wanted, char *how, size_t cap)
{
    const char *n = name ? name : "", *c = cls ? cls : "";
    if (wanted && wanted[0]) {
        bool by_name = strcasecmp(n, wanted) == 0, by_class = !by_name && strcasecmp(c, wanted) == 0;
        if (by_name) snprintf(how, cap, "object '%.64s' (--spawn-object)", n);
        else if (by_class && n[0]) snprintf(how, cap, "object '%.64s' of class '%.64s' (--spawn-object)", n, c);
        else if (by_class) snprintf(how, cap, "an object of class '%.64s' (--spawn-object)", c);
        return by_name || by_class ? SPAWN_RANK_WANTED : 0;
    }
    if (is_start(c) || (is_spawn(c) && !n[0])) {
        if (n[0]) snprintf(how, cap, "object '%.64s' (class '%.64s')", n, c);
        else snprintf(how, cap, "an object of class '%.64s'", c);
        return is_start(c) ? 4 : 2;
    }
    if (is_start(n) || (is_spawn(n) && !c[0])) {
        snprintf(how, cap, "object '%.64s'", n);
        return is_start(n) ? 3 : 2;
    }
    if (point && !n[0] && !c[0]) {
        snprintf(how, cap, "the first point object");
        return 1;
    }
    return 0;
}

static void try_cell(const uint8_t *cells, int w, int h, int i, int j, int x, int y, long *best, int *fx, int *fy)
{
    if (x < 0 || y < 0 || x >= w || y >= h || cells[(size_t)y * (size_t)w + (size_t)x] != 0) return;
    long d = (long)(x - i) * (x - i) + (long)(y - j) * (y - j);
    if (*best >= 0 && (d > *best || (d == *best && (y > *fy || (y == *fy && x > *fx))))) return;
    *best = d;
    *fx = x;
    *fy = y;
}

bool spawn_nearest_free(const uint8_t *cells, int w, int h, int i, int j, int *fx, int *fy)
{
    int most = w > h ? w : h;
    /* Only each ring's border is visited: the whole search is the map's cells at most. */
    for (int r = 1; r <= most; r++) {
        long best = -1;
        for (int x = i - r; x <= i + r; x++) {
            try_cell(cells, w, h, i, j, x, j - r, &best, fx, fy);
            try_cell(cells, w, h, i, j, x, j + r, &best, fx, fy);
        }
        for (int y = j - r + 1; y < j + r; y++) {
            try_cell(cells, w, h, i, j, i - r, y, &best, fx, fy);
            try_cell(cells, w, h, i, j, i + r, y, &best, fx, fy);
        }
        if (best >= 0) return true;
    }
    return false;
}
