/* crowd_view.c: the crowd mode of Accidents Do Happen on screen. Every
 * circle (and every faint target ring and green collision point) is a quad cut from one
 * small image, tinted by its vertex colours, and all of them go to the canvas in a
 * single canvas_triangles call: one call for 100,000 circles, where a call per circle
 * would cost more than the simulation. */
#include "app/render/crowd_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/render/draw.h"
#include "app/render/text_fit.h"
#include "app/render/layout.h"
#include "app/render/theme.h"

#define DISC_TEX_PX 64   /* the texture: a disc and a ring, side by side */
#define DISC_RIM_PX 5.0f /* the disc's darker rim, so touching circles stay apart */
#define RING_WIDTH_PX 5.0f
#define MIN_SCREEN_RADIUS 0.75f /* a crowd of 100,000 stays visible */
#define TARGET_MIN_RADIUS 2.0f  /* a smaller target ring is an invisible smudge: not drawn */
#define DOT_SCREEN_RADIUS 3.0f  /* a collision point: small, so a jam's red stays readable */
#define DOT_MIN_RADIUS 2.0f     /* the seed's 4x4 square */

/* The vertex and index buffers grow with the crowd and are reused every frame (the
 * canvas copies them during the call). They outlive the app on purpose: one owner,
 * this file, and no allocation per frame. */
typedef struct Batch {
    CanvasVertex *v;
    int *idx;
    int cap; /* quads */
    int n;
} Batch;

static Batch batch;

static bool batch_reserve(int quads)
{
    if (quads <= batch.cap) return true;
    int cap = batch.cap ? batch.cap : 1024;
    while (cap < quads) cap *= 2;
    CanvasVertex *v = realloc(batch.v, (size_t)cap * 4 * sizeof *v);
    if (!v) return false;
    batch.v = v;
    int *idx = realloc(batch.idx, (size_t)cap * 6 * sizeof *idx);
    if (!idx) return false;
    batch.idx = idx;
    for (int q = batch.cap; q < cap; q++) {
        int *i = idx + 6 * q, b = 4 * q;
        i[0] = b;
        i[1] = b + 1;
        i[2] = b + 2;
        i[3] = b;
        i[4] = b + 2;
        i[5] = b + 3;
    }
    batch.cap = cap;
    return true;
}

/* A square around (x, y) of half-size h (screen pixels), texture half u0..u0+0.5. */
static void batch_quad(float x, float y, float h, float u0, Colour c)
{
    CanvasVertex *v = batch.v + 4 * batch.n++;
    v[0] = (CanvasVertex){{x - h, y - h}, c, {u0, 0.0f}};
    v[1] = (CanvasVertex){{x + h, y - h}, c, {u0 + 0.5f, 0.0f}};
    v[2] = (CanvasVertex){{x + h, y + h}, c, {u0 + 0.5f, 1.0f}};
    v[3] = (CanvasVertex){{x - h, y + h}, c, {u0, 1.0f}};
}

/* A solid square around (x, y) of half-size h: the disc's white centre, stretched
 * (the seed draws its collision point as a small square). */
static void batch_square(float x, float y, float h, Colour c)
{
    CanvasVertex *v = batch.v + 4 * batch.n++;
    PointF mid = {0.25f, 0.5f};
    v[0] = (CanvasVertex){{x - h, y - h}, c, mid};
    v[1] = (CanvasVertex){{x + h, y - h}, c, mid};
    v[2] = (CanvasVertex){{x + h, y + h}, c, mid};
    v[3] = (CanvasVertex){{x - h, y + h}, c, mid};
}

/* White disc with a grey rim (left half) and a white ring (right half), anti-aliased;
 * the vertex colour tints them. Made per frame: an image belongs to one canvas, and
 * 32 KiB is nothing next to the crowd. */
static CanvasImage *make_disc_image(Canvas *cv)
{
    static uint32_t pixels[DISC_TEX_PX * 2 * DISC_TEX_PX];
    static bool ready = false;
    if (!ready) {
        float c = 0.5f * DISC_TEX_PX, rad = c - 0.5f;
        for (int y = 0; y < DISC_TEX_PX; y++) {
            for (int x = 0; x < DISC_TEX_PX; x++) {
                float d = hypotf((float)x + 0.5f - c, (float)y + 0.5f - c);
                float a = fminf(fmaxf(rad - d + 0.5f, 0.0f), 1.0f);
                float shade = d > rad - DISC_RIM_PX ? 0.55f : 1.0f;
                uint32_t g = (uint32_t)lroundf(255.0f * shade), al = (uint32_t)lroundf(255.0f * a);
                pixels[y * 2 * DISC_TEX_PX + x] = al << 24 | g << 16 | g << 8 | g;
                float ring =
                    fminf(fmaxf(0.5f * RING_WIDTH_PX - fabsf(d - (rad - 0.5f * RING_WIDTH_PX)) + 0.5f, 0.0f), 1.0f);
                pixels[y * 2 * DISC_TEX_PX + DISC_TEX_PX + x] = (uint32_t)lroundf(255.0f * ring) << 24 | 0xFFFFFFu;
            }
        }
        ready = true;
    }
    return canvas_image_new(cv, 2 * DISC_TEX_PX, DISC_TEX_PX, pixels);
}

static void empty_hint(const Frame *f, const Crowd *c, const View *v)
{
    char line[96];
    snprintf(line, sizeof line, "Press any key to load %d circles", c->want);
    int tw = text_width(f->title, line);
    text_draw(f->title, v->area.x + (v->area.w - tw) / 2, v->area.y + v->area.h / 2 - f->title->line_h, COLOR_TITLE,
              line);
    static const char *const subs[] = {"then R, B, T, G, P arrange them (F1: all keys)", "then R B T G P arrange them",
                                       "R B T G P arrange"};
    const char *sub = subs[text_fit(f->text, v->area.w, subs, 3)];
    tw = text_width(f->text, sub);
    text_draw(f->text, v->area.x + (v->area.w - tw) / 2, v->area.y + v->area.h / 2 + f->text->line_h / 2,
              COLOR_TEXT_DIM, sub);
}

bool render_crowd(const Frame *f, const World *w, int zoom)
{
    Canvas *cv = f->canvas;
    const Crowd *c = &w->crowd;
    View v = layout_crowd_view(f, w, zoom);
    canvas_clip(cv, &v.area);
    canvas_colour(cv, COLOR_CROWD_ARENA);
    float ax1 = view_x(&v, c->count ? c->arena_w : 0.0f), ay1 = view_y(&v, c->count ? c->arena_h : 0.0f);
    if (c->count) draw_rect_outline(cv, view_x(&v, 0.0f), view_y(&v, 0.0f), ax1, ay1, 2.0f);
    if (c->count == 0) {
        canvas_clip(cv, NULL);
        empty_hint(f, c, &v);
        return true;
    }

    const CrowdArrays *e = &c->e;
    int n = c->count;
    if (!batch_reserve(3 * n + c->dot_count)) {
        canvas_clip(cv, NULL);
        return false;
    }
    batch.n = 0;
    float s = v.scale;
    /* Targets first, under everything: a faint ring where each walker is heading (when
     * the rings are big enough to read; at tens of thousands they would only cost). */
    for (int i = 0; i < n && CROWD_RADIUS_MIN_PX * s >= TARGET_MIN_RADIUS; i++) {
        if (e->flags[i] & CROWD_ARRIVED) continue;
        batch_quad(view_x(&v, e->tx[i]), view_y(&v, e->ty[i]), fmaxf(e->r[i] * s, MIN_SCREEN_RADIUS), 0.5f,
                   COLOR_CROWD_TARGET);
    }
    for (int i = 0; i < n; i++) {
        Colour col = e->flags[i] & CROWD_RED ? COLOR_CROWD_RED : COLOR_CROWD_BODY;
        batch_quad(view_x(&v, e->x[i]), view_y(&v, e->y[i]), fmaxf(e->r[i] * s, MIN_SCREEN_RADIUS), 0.0f, col);
    }
    /* The collision points of the last moment, fading out (seed step 2's green dot):
     * small and brief, over the circles' fill but under their outlines. */
    float dot = fminf(DOT_SCREEN_RADIUS, fmaxf(DOT_MIN_RADIUS, 0.15f * CROWD_RADIUS_MAX_PX * s));
    int dots = 0;
    for (int k = 0; k < c->dot_count; k++) {
        const CrowdDot *d = &c->dots[k];
        uint64_t age = c->tick - d->tick;
        if (age >= CROWD_VIEW_DOT_TICKS) continue;
        Colour col = COLOR_CROWD_DOT;
        col.a = (uint8_t)(255u * (CROWD_VIEW_DOT_TICKS - age) / CROWD_VIEW_DOT_TICKS);
        batch_square(view_x(&v, d->x), view_y(&v, d->y), dot, col);
        dots++;
    }
    /* Only red circles have points on them: their outlines go back on top. */
    for (int i = 0; i < n && dots > 0; i++) {
        if (!(e->flags[i] & CROWD_RED)) continue;
        batch_quad(view_x(&v, e->x[i]), view_y(&v, e->y[i]), fmaxf(e->r[i] * s, MIN_SCREEN_RADIUS), 0.5f,
                   COLOR_CROWD_RED_RIM);
    }
    CanvasImage *disc = make_disc_image(cv);
    if (disc) {
        canvas_triangles(cv, disc, batch.v, 4 * batch.n, batch.idx, 6 * batch.n);
        canvas_image_free(cv, disc);
    }
    canvas_clip(cv, NULL);
    return true;
}
