/* method_rows.h: a method's row in the compare views (legend and split strips). */
#ifndef COLLIDE_METHOD_ROWS_H
#define COLLIDE_METHOD_ROWS_H

#include <stdbool.h>

#include "core/world.h"
#include "app/render/canvas.h"
#include "app/render/frame.h"
#include "app/render/text.h"

/// The method's colour as a small square at the start of a line `lh` high.
void method_swatch(Canvas *cv, const ResolverInfo *method, int x, int y, int lh);
/// The row's flag: "IN WALL" now, "THROUGH" once it went through a wall since the
/// counts were reset, else NULL.
const char *method_flag(const World *w, int r);
/// One method's row in `lines` lines (1 or 2) of `text` in a box `width` wide at (x, y):
/// number and name with the flag at the right, then its tally and Δ.
void method_lines(const Frame *f, Text *text, int lines, const World *w, int r, int x, int y, int width,
                  bool with_swatch);

#endif
