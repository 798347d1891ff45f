/* legend_grid.c: the compact legend's grid (see legend_grid.h). Pure arithmetic on the
 * legend's column and the small font's measures. */
#include "app/render/legend_grid.h"

#include <stdio.h>

#include "app/base/keys.h"
#include "app/render/text_fit.h"

#define GRID_COLS_MAX 4 /* past this a cell is too narrow for a name */

int legend_grid_name_width(const Text *text, const World *w)
{
    int widest = 0;
    for (int r = 0; r < world_method_count(w); r++) {
        char name[32];
        snprintf(name, sizeof name, "%s* %s", keys_method_label(r), text_short_method(world_method(w, r)));
        int nw = text_width(text, name);
        if (nw > widest) widest = nw;
    }
    return widest;
}

/* What a grid must hold, most wanted first: each method's name with its flag or Δ on
 * one line and the key below; the same on two lines; the name alone and the key; the
 * name alone. */
typedef struct GridTry {
    int lines;
    bool tail, key;
} GridTry;
static const GridTry TRIES[] = {{1, true, true}, {2, true, true}, {1, false, true}, {1, false, false}};

LegendGrid legend_grid(const Text *small, const World *w, int inner, int most)
{
    int name_w = small->line_h + legend_grid_name_width(small, w) + text_width(small, " "),
        tail_w = text_width(small, " THRU");
    for (int k = 0; k < (int)(sizeof TRIES / sizeof TRIES[0]); k++)
        for (int cols = 1; cols <= GRID_COLS_MAX; cols++) {
            const GridTry *t = &TRIES[k];
            int rows = (world_method_count(w) + cols - 1) / cols * t->lines;
            if (rows + t->key <= most && inner / cols >= name_w + (t->tail ? tail_w : 0))
                return (LegendGrid){cols, t->lines, rows};
        }
    int x[METHOD_MAX], row[METHOD_MAX];
    return (LegendGrid){0, 1, legend_grid_flow(small, w, inner, x, row)};
}

void legend_grid_entry(const World *w, int r, char out[32])
{
    snprintf(out, 32, "%s%s %s", keys_method_label(r), r == w->resolver ? "*" : "", text_short_method(world_method(w, r)));
}

int legend_grid_flow(const Text *text, const World *w, int width, int x[METHOD_MAX], int row[METHOD_MAX])
{
    int at = 0, line = 0, gap = text_width(text, " ");
    for (int r = 0; r < world_method_count(w); r++) {
        char entry[32];
        legend_grid_entry(w, r, entry);
        int ew = text_width(text, entry);
        if (at > 0 && at + ew > width) at = 0, line++;
        x[r] = at;
        row[r] = line;
        at += ew + gap;
    }
    return line + 1;
}
