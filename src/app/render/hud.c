/* hud.c: the top panel and the bottom bar (see hud.h). */
#include "app/render/hud.h"

#include <stdio.h>
#include <string.h>

#include "core/resolver.h"
#include "app/render/caption.h"
#include "app/render/draw.h"
#include "app/render/layout.h"
#include "app/render/origin.h"
#include "app/render/theme.h"

static void panel(SDL_Renderer *r, int x, int y, int w, int h)
{
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + w), (float)(y + h));
}

/* The mode, right-aligned on the title line, when it does not run into the title. */
static void mode_tag(const Frame *f, int p, int title_end, const char *tag)
{
    int x = f->w - p - text_width(f->text, tag);
    if (x > title_end + p) text_draw(f->text, x, p + (f->title->line_h - f->text->line_h), COLOR_TEXT_DIM, tag);
}

static void tiles_top(const Frame *f, const World *w, int p)
{
    const ResolverInfo *ri = resolver_info(w->resolver);
    char line[256];
    snprintf(line, sizeof line, "%d  %s", w->resolver + 1, ri->title);
    int x = p + text_draw(f->title, p, p, COLOR_TITLE, line);
    char origin[96];
    origin_phrase(ri->seed, origin, sizeof origin);
    snprintf(line, sizeof line, "   %s body  ·  %s  ·  map \"%s\"",
             ri->model == BODY_POINT ? "point" : ri->model == BODY_BOX ? "box" : "circle", origin, w->map.name);
    const char *tag = "TILES mode  (Tab: crowd)";
    int y = p + (f->title->line_h - f->text->line_h);
    /* Details first go when the window is narrow; the title always stays. */
    if (x + text_width(f->text, line) + text_width(f->text, tag) + 2 * p < f->w) {
        x += text_draw(f->text, x, y, COLOR_TEXT_DIM, line);
        mode_tag(f, p, x, tag);
    } else if (x + text_width(f->text, line) + p < f->w) {
        text_draw(f->text, x, y, COLOR_TEXT_DIM, line);
    }
    Caption c;
    caption_wrap(f, w->resolver, &c);
    y = p + f->title->line_h;
    for (int i = 0; i < c.count; i++, y += f->text->line_h)
        text_draw(f->text, p, y, i < c.how ? COLOR_TEXT : COLOR_WEAKNESS, c.line[i]);
}

/* One "label value" pair of the crowd's figures; returns the x after it. */
static int crowd_figure(const Frame *f, int x, int y, const char *value, SDL_Color value_color, const char *label)
{
    x += text_draw(f->text, x, y, value_color, value);
    x += text_draw(f->text, x, y, COLOR_TEXT_DIM, label);
    return x;
}

/* The figures, values bright and labels dim, a red count other than 0 in red; short enough to
 * fit 1280 pixels at --scale 1.5. */
static void crowd_figures(const Frame *f, const Crowd *c, double step_ms, int p, int y)
{
    char v[64];
    int x = p;
    snprintf(v, sizeof v, "%d", c->count);
    x = crowd_figure(f, x, y, v, COLOR_TEXT, " circles  ");
    snprintf(v, sizeof v, "%llu", (unsigned long long)c->collisions);
    x = crowd_figure(f, x, y, v, COLOR_TEXT, " collisions  ");
    snprintf(v, sizeof v, "%d", c->red);
    x = crowd_figure(f, x, y, v, c->red ? COLOR_ALERT : COLOR_TEXT, " red  ");
    snprintf(v, sizeof v, "%d", c->arrived);
    x = crowd_figure(f, x, y, v, COLOR_TEXT, " arrived  ");
    snprintf(v, sizeof v, "%.3f", step_ms);
    crowd_figure(f, x, y, v, COLOR_TEXT, " ms/step");
    y += f->text->line_h;
    x = crowd_figure(f, p, y, "avoidance ", COLOR_TEXT_DIM, "");
    x = crowd_figure(f, x, y, c->avoid ? "ON" : "OFF", c->avoid ? COLOR_TR_MOVED : COLOR_WEAKNESS, " (A)  ");
    x = crowd_figure(f, x, y, "broadphase ", COLOR_TEXT_DIM, "");
    x = crowd_figure(f, x, y, c->broadphase == CROWD_GRID ? "grid" : "naive O(n^2)",
                     c->broadphase == CROWD_GRID ? COLOR_TR_SCAN : COLOR_WEAKNESS, " (Q)  ");
    x = crowd_figure(f, x, y, "formation ", COLOR_TEXT_DIM, "");
    crowd_figure(f, x, y, crowd_formation_name(c->formation), COLOR_TEXT, " (R B T G P)");
}

static void crowd_top(const Frame *f, const Crowd *c, double step_ms, int p)
{
    char title[128], origin[96];
    origin_phrase(ORIGIN_CROWD_SEED, origin, sizeof origin);
    snprintf(title, sizeof title, "Crowd  ·  %s", origin);
    int title_end = p + text_draw(f->title, p, p, COLOR_TITLE, title);
    mode_tag(f, p, title_end, "CROWD mode  (Tab: tiles)");
    int y = p + f->title->line_h;
    if (c->count > 0) {
        crowd_figures(f, c, step_ms, p, y);
        return;
    }
    text_draw(f->text, p, y, COLOR_TEXT, "Circles walk to targets, avoid each other, and bounce when they touch.");
    text_draw(f->text, p, y + f->text->line_h, COLOR_TEXT_DIM, "Any key loads them; R B T G P arrange them.");
}

/* The player's body as --size or --radius would give it: "box 20x20", "circle r 8", "point". */
static void body_label(const World *w, char *out, size_t cap)
{
    const Body *b = world_player(w);
    const ResolverInfo *ri = resolver_info(w->resolver);
    BodyModel m = ri ? ri->model : BODY_POINT;
    if (m == BODY_BOX) snprintf(out, cap, "box %gx%g", (double)b->w, (double)b->h);
    else if (m == BODY_CIRCLE) snprintf(out, cap, "circle r %g", (double)b->w / 2.0);
    else snprintf(out, cap, "point");
}

/* The state tags in red, then the figures, and the help hint at the right. */
static void state_line(const Frame *f, const World *w, const HudState *s, int p, int y)
{
    char state[160] = "", line[320], body[48];
    body_label(w, body, sizeof body);
    if (s->paused) snprintf(state, sizeof state, "PAUSED (N steps)  ");
    if (s->slow > 1) snprintf(state + strlen(state), sizeof state - strlen(state), "SLOW 1/%d  ", s->slow);
    snprintf(state + strlen(state), sizeof state - strlen(state), "%s", s->tags);
    /* The player's speed and position mean nothing in the crowd: there the tick alone. */
    const Body *b = world_player(w);
    int n = w->mode == MODE_TILES
                ? snprintf(line, sizeof line, "speed %g px/tick  ·  %s  ·  pos %.2f, %.2f  ·  tick %llu",
                           (double)world_speed(w), body, (double)b->x, (double)b->y, (unsigned long long)w->tick)
                : snprintf(line, sizeof line, "tick %llu", (unsigned long long)w->tick);
    if (s->show_fps) snprintf(line + n, sizeof line - (size_t)n, "  ·  %.0f fps", s->fps);
    int x = p;
    if (state[0]) x += text_draw(f->text, x, y, COLOR_ALERT, state);
    text_draw(f->text, x, y, COLOR_TEXT, line);
    const char *hint = "F1 help";
    if (x + text_width(f->text, line) + text_width(f->text, hint) + 2 * p < f->w)
        text_draw(f->text, f->w - p - text_width(f->text, hint), y, COLOR_TEXT_DIM, hint);
}

SDL_Color hud_news_text(const Frame *f, const World *w, const HudState *s, char *line, size_t cap)
{
    int p = frame_pad(f);
    line[0] = '\0';
    if (s->message) {
        snprintf(line, cap, "%s", s->message);
        return COLOR_TITLE;
    }
    if (s->next_resolver >= 0 && s->paused) {
        snprintf(line, cap, "Switches to %s on the next tick (N)", resolver_info(s->next_resolver)->title);
        return COLOR_TITLE;
    }
    if (w->mode != MODE_TILES) return COLOR_TEXT_DIM;
    if (s->editor) {
        /* The state line's EDITOR tag names the mode; this line says how to use it. */
        const char *hint = "click: solid/empty  right click: side  Shift+click: spawn  Ctrl+Z undo  Ctrl+S save";
        if (text_width(f->text, hint) > f->w - 2 * p) hint = "click  right click  Shift+click  Ctrl+Z  Ctrl+S";
        snprintf(line, cap, "%s", hint);
        return COLOR_TITLE;
    }
    if (s->trace) {
        /* The last move's note, kept (dim) while no key is held. */
        int n = s->trace_kept ? snprintf(line, cap, "last move: ") : 0;
        trace_note_text(s->trace, line + n, cap - (size_t)n);
        if (!line[0]) snprintf(line, cap, "overlays on (O)");
        return s->trace_kept ? COLOR_TEXT_DIM : COLOR_TR_SCAN;
    }
    snprintf(line, cap, "overlays off (O)");
    return COLOR_TEXT_DIM;
}

void hud_draw(const Frame *f, const World *w, const HudState *s)
{
    int top, bottom, p = frame_pad(f);
    layout_panels(f, w, &top, &bottom);
    panel(f->renderer, 0, 0, f->w, top);
    panel(f->renderer, 0, f->h - bottom, f->w, bottom);
    if (w->mode == MODE_TILES) tiles_top(f, w, p);
    else crowd_top(f, &w->crowd, s->step_ms, p);
    int y = f->h - bottom + p;
    state_line(f, w, s, p, y);
    char news[320];
    SDL_Color c = hud_news_text(f, w, s, news, sizeof news);
    if (news[0]) text_draw(f->text, p, y + f->text->line_h, c, news);
}
