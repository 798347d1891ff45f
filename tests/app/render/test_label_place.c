/* test_label_place.c: labels find a place that covers no other label and no body, stay
 * inside their area, and say when they had to move away (a leader line). */
#include <criterion/criterion.h>

#include "app/render/label_place.h"

static LabelPlacer lp;

Test(label_place, a_lone_label_sits_right_of_what_it_names_without_a_leader)
{
    labels_begin(&lp, (LabelBox){0, 0, 800, 600}, 4);
    bool leader = true;
    LabelBox b = labels_place(&lp, (LabelBox){100, 100, 20, 20}, 60, 18, &leader);
    cr_expect_eq(b.x, 124);
    cr_expect(b.y < 120 && b.y + b.h > 100, "level with the anchor");
    cr_expect(!leader);
}

Test(label_place, a_label_a_method_on_bodies_in_one_spot_never_overlap_each_other_or_the_bodies)
{
    labels_begin(&lp, (LabelBox){0, 0, 1280, 800}, 4);
    LabelBox bodies[7];
    for (int k = 0; k < 7; k++) {
        bodies[k] = (LabelBox){600 + 3 * k, 400 + 2 * k, 20, 20};
        labels_block(&lp, bodies[k]);
    }
    LabelBox placed[7];
    for (int k = 0; k < 7; k++) placed[k] = labels_place(&lp, bodies[k], 90, 20, NULL);
    for (int a = 0; a < 7; a++) {
        for (int b = 0; b < 7; b++) {
            cr_expect(!labels_overlap(placed[a], bodies[b]), "label %d covers body %d", a, b);
            if (a != b) cr_expect(!labels_overlap(placed[a], placed[b]), "labels %d and %d overlap", a, b);
        }
    }
}

Test(label_place, a_label_at_the_edge_of_its_area_turns_inward)
{
    labels_begin(&lp, (LabelBox){0, 0, 400, 300}, 4);
    LabelBox b = labels_place(&lp, (LabelBox){380, 10, 16, 16}, 80, 18, NULL);
    cr_expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= 400 && b.y + b.h <= 300, "(%d,%d %dx%d) inside", b.x, b.y, b.w, b.h);
}

Test(label_place, a_crowded_anchor_sends_its_label_further_out_with_a_leader)
{
    labels_begin(&lp, (LabelBox){0, 0, 800, 600}, 4);
    LabelBox anchor = {300, 300, 20, 20};
    /* Fill all eight places next to the anchor. */
    for (int k = 0; k < 8; k++) labels_place(&lp, anchor, 50, 18, NULL);
    bool leader = false;
    LabelBox b = labels_place(&lp, anchor, 50, 18, &leader);
    cr_expect(leader, "the ninth label needs a leader line");
    for (int k = 0; k < lp.count - 1; k++) cr_expect(!labels_overlap(b, lp.taken[k]));
}

/* A map's walls, for the placer: everything left of x = 200 is wall. */
static long left_wall(const void *ctx, LabelBox b)
{
    (void)ctx;
    int x1 = b.x + b.w < 200 ? b.x + b.w : 200;
    return x1 > b.x ? (long)(x1 - b.x) * b.h : 0;
}

Test(label_place, a_label_keeps_off_the_walls_when_a_free_place_exists_and_apart_from_other_labels)
{
    labels_begin(&lp, (LabelBox){0, 0, 800, 600}, 4);
    labels_space(&lp, 3);
    labels_avoid(&lp, left_wall, NULL);
    LabelBox anchor = {205, 300, 20, 20};
    labels_block(&lp, anchor);
    LabelBox a = labels_place(&lp, anchor, 80, 18, NULL), b = labels_place(&lp, anchor, 80, 18, NULL);
    cr_expect_eq(left_wall(NULL, a), 0, "label at %d,%d lies on the wall", a.x, a.y);
    cr_expect_eq(left_wall(NULL, b), 0, "label at %d,%d lies on the wall", b.x, b.y);
    LabelBox grown = {a.x - 3, a.y - 3, a.w + 6, a.h + 6};
    cr_expect(!labels_overlap(grown, b), "labels at %d,%d and %d,%d touch", a.x, a.y, b.x, b.y);
}
