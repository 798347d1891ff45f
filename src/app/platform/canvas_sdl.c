/* canvas_sdl.c: each canvas primitive as the one SDL renderer call it stands for, in
 * the order drawing asks, so the pixels are SDL's own (see canvas_sdl.h).
 *
 * One liberty: a wide opaque fill, and an untextured opaque triangle, are drawn without
 * blending even when alpha blending is in force. Blending a colour of alpha 255 gives that
 * colour exactly (the golden frames hold it), but SDL's software renderer blends pixel by
 * pixel (2.7 ns a pixel measured) and a blended triangle goes through a surface of its
 * own. Unblended fills cost 0.2 ns a pixel over long rows, but SDL writes them with
 * streaming stores, which over a narrow rectangle's short rows cost more than blending
 * (a 29-pixel map tile took 4 times as long), hence the width below. At scale 1.5 this
 * took the compare view's frame from 8.4 to 6.7-7.2 ms on the Intel Xeon. */
#include "app/platform/canvas_sdl.h"

#include <stdlib.h>

#include "app/platform/font_sdl.h"

/* Opaque fills at least this wide (pixels) are drawn unblended (see the top). */
#define UNBLENDED_FILL_MIN_W 128.0f

typedef struct SdlCanvas {
    Canvas canvas; /* first: canvas_sdl_free finds the rest from it */
    SDL_Renderer *r;
    SDL_BlendMode asked; /* the blend mode drawing set (canvas_blend) */
    SDL_Vertex *v; /* the triangles, as SDL takes them */
    int v_cap;
} SdlCanvas;

struct CanvasImage {
    SDL_Texture *texture;
};

static SDL_Color sdl_colour(Colour c)
{
    return (SDL_Color){c.r, c.g, c.b, c.a};
}

static void colour(void *b, Colour c)
{
    SDL_SetRenderDrawColor(((SdlCanvas *)b)->r, c.r, c.g, c.b, c.a);
}

/* The renderer's blend mode for the next shape: the one asked, or none for an opaque one. */
static void blend_for(SdlCanvas *s, bool opaque)
{
    SDL_SetRenderDrawBlendMode(s->r, opaque ? SDL_BLENDMODE_NONE : s->asked);
}

static void blend(void *b, CanvasBlend mode)
{
    SdlCanvas *s = b;
    s->asked = mode == CANVAS_BLEND_ALPHA ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE;
    blend_for(s, false);
}

static void clear(void *b)
{
    SDL_RenderClear(((SdlCanvas *)b)->r);
}

static void fill_rect(void *b, RectF r)
{
    SdlCanvas *s = b;
    SDL_FRect f = {r.x, r.y, r.w, r.h};
    blend_for(s, s->canvas.colour.a == 255 && r.w >= UNBLENDED_FILL_MIN_W);
    SDL_RenderFillRectF(s->r, &f);
}

static void line(void *b, float x0, float y0, float x1, float y1)
{
    SdlCanvas *s = b;
    blend_for(s, false); /* SDL draws a line unblended by another rule: its pixels would change */
    SDL_RenderDrawLineF(s->r, x0, y0, x1, y1);
}

static void triangles(void *b, const CanvasImage *image, const CanvasVertex *v, int nv, const int *idx, int ni)
{
    SdlCanvas *s = b;
    if (nv > s->v_cap) {
        int cap = nv > 2 * s->v_cap ? nv : 2 * s->v_cap;
        SDL_Vertex *grown = realloc(s->v, (size_t)cap * sizeof *grown);
        if (!grown) return;
        s->v = grown;
        s->v_cap = cap;
    }
    bool opaque = !image;
    for (int i = 0; i < nv; i++) {
        s->v[i] = (SDL_Vertex){{v[i].at.x, v[i].at.y}, sdl_colour(v[i].colour), {v[i].uv.x, v[i].uv.y}};
        opaque = opaque && v[i].colour.a == 255;
    }
    blend_for(s, opaque);
    SDL_RenderGeometry(s->r, image ? image->texture : NULL, s->v, nv, idx, ni);
}

static void clip(void *b, const Rect *r)
{
    SDL_Rect c = r ? (SDL_Rect){r->x, r->y, r->w, r->h} : (SDL_Rect){0, 0, 0, 0};
    SDL_RenderSetClipRect(((SdlCanvas *)b)->r, r ? &c : NULL);
}

static bool clip_get(void *b, Rect *r)
{
    SDL_Rect c;
    SDL_RenderGetClipRect(((SdlCanvas *)b)->r, &c);
    *r = (Rect){c.x, c.y, c.w, c.h};
    return SDL_RenderIsClipEnabled(((SdlCanvas *)b)->r);
}

static void size(void *b, int *w, int *h)
{
    SDL_GetRendererOutputSize(((SdlCanvas *)b)->r, w, h);
}

/* Images are drawn blended and scaled by the nearest pixel: the crowd's discs are
 * made at the size they are drawn. */
static CanvasImage *image_new(void *b, int w, int h, const uint32_t *argb)
{
    CanvasImage *img = malloc(sizeof *img);
    if (!img) return NULL;
    img->texture = SDL_CreateTexture(((SdlCanvas *)b)->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (!img->texture) {
        free(img);
        return NULL;
    }
    SDL_UpdateTexture(img->texture, NULL, argb, w * 4);
    SDL_SetTextureBlendMode(img->texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(img->texture, SDL_ScaleModeNearest);
    return img;
}

static void image_free(void *b, CanvasImage *img)
{
    (void)b;
    SDL_DestroyTexture(img->texture);
    free(img);
}

static CanvasFont *font_open(void *b, int px, bool bold)
{
    return font_sdl_open(((SdlCanvas *)b)->r, px, bold);
}

static void font_close(void *b, CanvasFont *font)
{
    (void)b;
    font_sdl_close(font);
}

static int font_line_h(void *b, const CanvasFont *font)
{
    (void)b;
    return font_sdl_line_h(font);
}

static void font_frame(void *b, CanvasFont *font)
{
    (void)b;
    font_sdl_frame(font);
}

static int text(void *b, CanvasFont *font, int x, int y, Colour c, const char *s, Rect *box)
{
    (void)b;
    return font_sdl_draw(font, x, y, c, s, box);
}

static int measure(void *b, const CanvasFont *font, const char *s)
{
    (void)b;
    return font_sdl_width(font, s);
}

static bool read_argb(void *b, Rect r, uint32_t *out, int pitch)
{
    SDL_Rect s = {r.x, r.y, r.w, r.h};
    return SDL_RenderReadPixels(((SdlCanvas *)b)->r, &s, SDL_PIXELFORMAT_ARGB8888, out, pitch) == 0;
}

static const CanvasOps SDL_OPS = {
    colour,    blend,      clear,     fill_rect,  line,        triangles,  clip, clip_get,   size,
    image_new, image_free, font_open, font_close, font_line_h, font_frame, text, measure, read_argb,
};

Canvas *canvas_sdl_new(SDL_Renderer *renderer)
{
    SdlCanvas *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->r = renderer;
    s->canvas.ops = &SDL_OPS;
    s->canvas.backend = s;
    SDL_GetRenderDrawColor(renderer, &s->canvas.colour.r, &s->canvas.colour.g, &s->canvas.colour.b,
                           &s->canvas.colour.a);
    SDL_GetRenderDrawBlendMode(renderer, &s->asked);
    return &s->canvas;
}

void canvas_sdl_free(Canvas *canvas)
{
    if (!canvas) return;
    SdlCanvas *s = (SdlCanvas *)canvas;
    free(s->v);
    free(s);
}
