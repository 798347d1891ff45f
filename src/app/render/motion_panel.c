/* motion_panel.c: the motion's strip, placed and drawn (see motion_panel.h). */
#include "app/render/motion_panel.h"

#include <stdio.h>
#include <string.h>

#include "app/base/keys.h"
#include "app/render/draw.h"
#include "app/render/theme.h"

#define FORMS 3               /* each item's texts, longest first */
#define STAGE_SHARE_MAX 0.25f /* of the stage's height, at most */
#define SHORT_STAGE_LINES 8   /* a stage lower than this many lines gets the strip without margins */

/* The items of the strip in each form, most needed first. */
typedef struct Items {
    int count;
    char text[MOTION_PANEL_ITEMS][FORMS][MOTION_PANEL_ITEM_MAX];
    Colour colour[MOTION_PANEL_ITEMS];
} Items;

static void add(Items *it, Colour c, const char *a, const char *b, const char *s)
{
    if (it->count == MOTION_PANEL_ITEMS) return;
    int k = it->count++;
    snprintf(it->text[k][0], MOTION_PANEL_ITEM_MAX, "%s", a);
    snprintf(it->text[k][1], MOTION_PANEL_ITEM_MAX, "%s", b);
    snprintf(it->text[k][2], MOTION_PANEL_ITEM_MAX, "%s", s);
    it->colour[k] = c;
}

/* The keys of the methods standing now, in the compare views ("1 3 4"). */
static void standing(const World *w, char *buf, size_t cap)
{
    size_t at = 0;
    buf[0] = '\0';
    for (int r = 0; r < world_method_count(w) && at + 4 < cap; r++)
        if (w->motion[r].ground)
            at += (size_t)snprintf(buf + at, cap - at, "%s%s", at ? " " : "", keys_method_label(r));
}

/* Whether the active body stands, as its method answered. */
static void ground_item(const World *w, Items *it)
{
    if (w->motion[w->resolver].ground) add(it, COLOR_TR_MOVED, "ON THE GROUND", "ON GROUND", "GROUND");
    else add(it, COLOR_WEAKNESS, "IN THE AIR", "IN THE AIR", "AIR");
}

/* The active body's velocity, and in a compare view the methods that stand. */
static void velocity_items(const Frame *f, const World *w, Items *it)
{
    const MotionState *m = &w->motion[w->resolver];
    char a[MOTION_PANEL_ITEM_MAX], b[MOTION_PANEL_ITEM_MAX], s[MOTION_PANEL_ITEM_MAX];
    double vx = (double)frame_game_px(f, m->vx), vy = (double)frame_game_px(f, m->vy);
    snprintf(a, sizeof a, "velocity %.1f, %.1f", vx, vy);
    snprintf(b, sizeof b, "v %.1f, %.1f", vx, vy);
    snprintf(s, sizeof s, "v %.0f,%.0f", vx, vy);
    add(it, COLOR_TEXT_DIM, a, b, s);
    if (w->compare != COMPARE_OFF) {
        char keys[64];
        standing(w, keys, sizeof keys);
        snprintf(a, sizeof a, "standing: %s", keys[0] ? keys : "none");
        snprintf(b, sizeof b, "stand: %s", keys[0] ? keys : "none");
        add(it, COLOR_TEXT, a, b, b);
    }
}

static void platformer_items(const Frame *f, const World *w, Items *it)
{
    const MotionParams *p = &w->motion_params;
    char a[MOTION_PANEL_ITEM_MAX], b[MOTION_PANEL_ITEM_MAX], s[MOTION_PANEL_ITEM_MAX];
    add(it, COLOR_TITLE, "Platformer motion", "Platformer", "Plat");
    ground_item(w, it);
    double g = (double)frame_game_px(f, p->gravity), j = (double)frame_game_px(f, p->jump);
    snprintf(a, sizeof a, "gravity %g px/tick² (U I)", g);
    snprintf(b, sizeof b, "gravity %g (U I)", g);
    snprintf(s, sizeof s, "g %g", g);
    add(it, COLOR_TEXT, a, b, s);
    snprintf(a, sizeof a, "jump %g px/tick (J K)", j);
    snprintf(b, sizeof b, "jump %g (J K)", j);
    snprintf(s, sizeof s, "j %g", j);
    add(it, COLOR_TEXT, a, b, s);
    velocity_items(f, w, it);
    double fall = (double)frame_game_px(f, p->fall_max), run = (double)frame_game_px(f, world_speed(w));
    snprintf(a, sizeof a, "fall at most %g, run %g px/tick", fall, run);
    snprintf(b, sizeof b, "fall %g run %g", fall, run);
    add(it, COLOR_TEXT_DIM, a, b, b);
    snprintf(a, sizeof a, "coyote %d, buffer %d ticks", p->coyote, p->buffer);
    snprintf(b, sizeof b, "coyote %d buffer %d", p->coyote, p->buffer);
    add(it, COLOR_TEXT_DIM, a, b, b);
}

static void accelerated_items(const Frame *f, const World *w, Items *it)
{
    const MotionParams *p = &w->motion_params;
    const MotionState *m = &w->motion[w->resolver];
    char a[MOTION_PANEL_ITEM_MAX], b[MOTION_PANEL_ITEM_MAX], s[MOTION_PANEL_ITEM_MAX];
    add(it, COLOR_TITLE, "Accelerated motion", "Accelerated", "Accel");
    double acc = (double)frame_game_px(f, p->accel), top = (double)frame_game_px(f, world_speed(w));
    snprintf(a, sizeof a, "accel %g px/tick², friction %g", acc, (double)p->friction);
    snprintf(b, sizeof b, "accel %g friction %g", acc, (double)p->friction);
    snprintf(s, sizeof s, "a %g f %g", acc, (double)p->friction);
    add(it, COLOR_TEXT, a, b, s);
    double vx = (double)frame_game_px(f, m->vx), vy = (double)frame_game_px(f, m->vy);
    snprintf(a, sizeof a, "velocity %.1f, %.1f of at most %g", vx, vy, top);
    snprintf(b, sizeof b, "v %.1f, %.1f", vx, vy);
    snprintf(s, sizeof s, "v %.0f,%.0f", vx, vy);
    add(it, COLOR_TEXT_DIM, a, b, s);
}

/* A game's own step: whose it is, the velocity, and in a compare view who stands. */
static void script_items(const Frame *f, const World *w, Items *it)
{
    char a[MOTION_PANEL_ITEM_MAX], b[MOTION_PANEL_ITEM_MAX], s[MOTION_PANEL_ITEM_MAX];
    snprintf(a, sizeof a, "%s's own motion (its step)", w->motion_params.script);
    snprintf(b, sizeof b, "%s's motion", w->motion_params.script);
    snprintf(s, sizeof s, "%.12s", w->motion_params.script);
    add(it, COLOR_TITLE, a, b, s);
    ground_item(w, it);
    velocity_items(f, w, it);
}

/* The items of form `form` flowed into rows `width` wide: how many rows the first
 * `count` take, their places filled in. */
static int flow(const Frame *f, const Items *it, int count, int form, Rect box, MotionPanel *out)
{
    int p = frame_pad(f), gap = text_width(f->small, "   "), x = box.x + p, rows = 1;
    int right = box.x + box.w - p;
    for (int k = 0; k < count; k++) {
        int iw = text_width(f->small, it->text[k][form]);
        if (iw > right - box.x - p) return -1; /* wider than a whole row */
        if (x > box.x + p && x + iw > right) x = box.x + p, rows++;
        out->x[k] = x;
        out->y[k] = rows - 1;
        x += iw + gap;
    }
    return rows;
}

void motion_panel_layout(const Frame *f, const World *w, Rect stage, int rows_max, MotionPanel *out)
{
    memset(out, 0, sizeof *out);
    MotionModel model = w->motion_params.model;
    if (w->mode != MODE_TILES || model == MOTION_TOP_DOWN || !f->small->font || rows_max < 0) return;
    static Items it; /* large for the stack; drawing is single-threaded */
    it.count = 0;
    if (model == MOTION_PLATFORMER) platformer_items(f, w, &it);
    else if (model == MOTION_SCRIPT) script_items(f, w, &it);
    else accelerated_items(f, w, &it);
    int p = frame_pad(f), lh = f->small->line_h;
    /* Its margins (inside and below) are a pad, or on a short stage (a small window at a
     * large scale, with the tour's band) two pixels, so the map and the legend keep room. */
    int margin = stage.h < SHORT_STAGE_LINES * lh ? 4 : p;
    int most = (int)((float)stage.h * STAGE_SHARE_MAX - (float)margin / 2) / lh;
    if (most < 1) most = 1;
    if (rows_max > 0 && most > rows_max) most = rows_max;
    /* Every item in its longest form that fits the rows, then fewer items. */
    for (int count = it.count; count >= 2; count--)
        for (int form = 0; form < FORMS; form++) {
            int rows = flow(f, &it, count, form, stage, out);
            if (rows < 1 || rows > most) continue;
            int h = rows * lh + margin / 2;
            out->rect = (Rect){stage.x, stage.y + stage.h - h, stage.w, h};
            out->taken_h = h + margin / 2;
            out->count = count;
            for (int k = 0; k < count; k++) {
                memcpy(out->item[k], it.text[k][form], MOTION_PANEL_ITEM_MAX);
                out->colour[k] = it.colour[k];
                out->y[k] = out->rect.y + margin / 4 + out->y[k] * lh;
            }
            return;
        }
}

void motion_panel_draw(const Frame *f, const MotionPanel *p)
{
    if (p->rect.w <= 0) return;
    Canvas *cv = f->canvas;
    Rect a = p->rect;
    draw_framed(cv, a, COLOR_PANEL_OPAQUE, COLOR_GRID, 1.0f);
    canvas_clip(cv, &a);
    for (int k = 0; k < p->count; k++) text_draw(f->small, p->x[k], p->y[k], p->colour[k], p->item[k]);
    canvas_clip(cv, NULL);
}
