/* text_fit.h: the shortening rule. Text that does not fit its box is never cut at the
 * box's edge: the caller gives the same content from longest to shortest (words become
 * abbreviations, names their short form, then only the number), and the longest that
 * fits is drawn; figures are the last thing to go. */
#ifndef COLLIDE_TEXT_FIT_H
#define COLLIDE_TEXT_FIT_H

#include "app/render/text.h"
#include "core/resolver.h"

/// The first of `n` variants that is at most max_w pixels wide in `text`; the last
/// (the shortest) when none is.
int text_fit(const Text *text, int max_w, const char *const *variants, int n);
/// Draw the first variant that fits in max_w; returns the width drawn.
int text_draw_fit(Text *text, int x, int y, int max_w, Colour color, const char *const *variants, int n);
/// The method's short name ("pix-iter" for pixel-iteration): what a narrow box shows.
const char *text_short_method(const ResolverInfo *method);
/// The width of n characters of the (monospaced) font, n below TEXT_LINE_MAX: what a
/// box sized in characters is.
int text_chars_width(const Text *text, int n);
/// Draw s, or where it is wider than max_w its first words and " …", which say it goes
/// on (for free text with no shorter form). Returns false when not even that fits.
bool text_draw_cut(Text *text, int x, int y, int max_w, Colour color, const char *s);

#endif
