/* label_place.h: where a label goes so it covers no other label and no body it does not
 * name: the eight places around the thing it names, then the same eight further out
 * with a leader line back to it. Plain integers, no drawing, so layouts can be tested. */
#ifndef COLLIDE_LABEL_PLACE_H
#define COLLIDE_LABEL_PLACE_H

#include <stdbool.h>

#define LABELS_MAX 64 /* labels and blocked boxes one placer keeps */
#define LABEL_RINGS 6 /* steps outward a label goes looking for a free place; further only if none is */

/// A rectangle on screen, pixels: top-left (x, y), size w x h.
typedef struct LabelBox {
    int x, y, w, h;
} LabelBox;

/// Pixels of `b` that something drawn underneath (a map's walls) would lose to a label.
typedef long (*LabelCover)(const void *ctx, LabelBox b);

typedef struct LabelPlacer {
    LabelBox bounds;            /* labels stay inside this */
    int gap;                    /* pixels between a label and what it names */
    int space;                  /* pixels kept clear between two labels */
    LabelCover cover;           /* what else a label should not cover, or NULL */
    const void *cover_ctx;
    LabelBox taken[LABELS_MAX]; /* placed labels and blocked boxes */
    bool is_label[LABELS_MAX];  /* which of `taken` are labels (the rest are blocked boxes) */
    int count;
} LabelPlacer;

/// Start a layout: labels stay inside `bounds`, `gap` pixels from what they name.
void labels_begin(LabelPlacer *lp, LabelBox bounds, int gap);
/// Labels keep `space` pixels apart (touching tags read as one).
void labels_space(LabelPlacer *lp, int space);
/// Labels also keep off what `cover` reports (the map's walls), where a free place exists.
void labels_avoid(LabelPlacer *lp, LabelCover cover, const void *ctx);
/// Something no label may cover (a body drawn on screen).
void labels_block(LabelPlacer *lp, LabelBox box);
/// Place a w x h label for `anchor` and keep it taken. `leader` says whether it ended
/// away from the anchor (draw a line back). When no place is free, the one that covers
/// the least is used.
LabelBox labels_place(LabelPlacer *lp, LabelBox anchor, int w, int h, bool *leader);
/// Is there a place for a w x h label for `anchor` that covers nothing and stays inside?
/// (Nothing is taken: a caller tries a shorter label when there is none.)
bool labels_free(const LabelPlacer *lp, LabelBox anchor, int w, int h);
/// Do two boxes share any pixel?
bool labels_overlap(LabelBox a, LabelBox b);

#endif
