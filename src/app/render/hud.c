/* hud.c: the top panel and the bottom bar (see hud.h). */
#include "app/base/keys.h"
#include "app/render/hud.h"

#include <stdio.h>
#include <string.h>

#include "core/motion.h"
#include "core/resolver.h"
#include "app/render/caption.h"
#include "app/render/draw.h"
#include "app/render/input_view.h"
#include "app/render/layout.h"
#include "app/render/origin.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"

static void panel(Canvas *cv, int x, int y, int w, int h)
{
    canvas_colour(cv, COLOR_PANEL);
    draw_fill_rect(cv, (float)x, (float)y, (float)(x + w), (float)(y + h));
}

/* The mode, right-aligned on the title line, when it does not run into the title. */
static void mode_tag(const Frame *f, int p, int title_end, const char *tag)
{
    int x = f->w - p - text_width(f->text, tag);
    if (x > title_end + p) text_draw(f->text, x, p + (f->title->line_h - f->text->line_h), COLOR_TEXT_DIM, tag);
}

static void tiles_top(const Frame *f, const World *w, int p)
{
    const ResolverInfo *ri = world_method(w, w->resolver);
    PanelForm pf = layout_panel_form(f, w);
    Text *title = pf.title;
    char line[256];
    snprintf(line, sizeof line, "%s  %s", keys_method_label(w->resolver), ri->title);
    int top = pf.pad, x = p + text_draw(title, p, top, COLOR_TITLE, line);
    char origin[96];
    origin_phrase(ri->seed, origin, sizeof origin);
    /* The motion, when it is not the top-down constant speed every run had before. */
    char motion[64] = "";
    if (w->motion_params.model == MOTION_SCRIPT) snprintf(motion, sizeof motion, "  ·  %s's step", w->motion_params.script);
    else if (w->motion_params.model != MOTION_TOP_DOWN)
        snprintf(motion, sizeof motion, "  ·  %s", motion_name(w->motion_params.model));
    snprintf(line, sizeof line, "   %s body  ·  %s  ·  map \"%s\"%s",
             ri->model == BODY_POINT ? "point"
             : ri->model == BODY_BOX ? "box"
                                     : "circle",
             origin, w->map.name, motion);
    const char *tag = "TILES mode  (Tab: crowd)";
    int y = top + (title->line_h - f->text->line_h);
    if (title != f->title) {
        /* A frame that gave way: the title line alone, its details only where they fit. */
        if (x + text_width(title, line) + p < f->w && title->line_h >= f->text->line_h) {
            snprintf(line, sizeof line, "   %s body  ·  map \"%s\"",
                     ri->model == BODY_POINT ? "point" : ri->model == BODY_BOX ? "box" : "circle", w->map.name);
            if (x + text_width(title, line) + p < f->w) text_draw(title, x, top, COLOR_TEXT_DIM, line);
        }
        return;
    }
    /* Details first go when the window is narrow; the title always stays. */
    if (x + text_width(f->text, line) + text_width(f->text, tag) + 2 * p < f->w) {
        x += text_draw(f->text, x, y, COLOR_TEXT_DIM, line);
        mode_tag(f, p, x, tag);
    } else if (x + text_width(f->text, line) + p < f->w) {
        text_draw(f->text, x, y, COLOR_TEXT_DIM, line);
    }
    Caption c;
    layout_caption(f, w, &c);
    y = top + title->line_h;
    for (int i = 0; i < c.count; i++, y += c.font->line_h)
        text_draw(c.font, p, y, i < c.how ? COLOR_TEXT : COLOR_WEAKNESS, c.line[i]);
}

/* One "label value" pair of the crowd's figures; returns the x after it. */
static int crowd_figure(const Frame *f, int x, int y, const char *value, Colour value_color, const char *label)
{
    x += text_draw(f->text, x, y, value_color, value);
    x += text_draw(f->text, x, y, COLOR_TEXT_DIM, label);
    return x;
}

/* The figures, values bright and labels dim, a red count other than 0 in red. Where the
 * full words do not fit the short ones are used: the values always stay. */
static void crowd_figures(const Frame *f, const Crowd *c, double step_ms, int p, int y)
{
    static const char *const LONG_WORDS[] = {" circles  ", " collisions  ", " red  ",      " arrived  ",
                                             " ms/step",   "avoidance ",    " (A)  ",      "broadphase ",
                                             " (Q)  ",     "formation ",    " (R B T G P)"};
    static const char *const SHORT_WORDS[] = {" circ ", " coll ", " red ", " in ", " ms", "avoid ",
                                              " ",      "bp ",    " ",     "",     ""};
    char v[5][32], line[512];
    snprintf(v[0], sizeof v[0], "%d", c->count);
    snprintf(v[1], sizeof v[1], "%llu", (unsigned long long)c->collisions);
    snprintf(v[2], sizeof v[2], "%d", c->red);
    snprintf(v[3], sizeof v[3], "%d", c->arrived);
    snprintf(v[4], sizeof v[4], "%.3f", step_ms);
    const char *grid = c->broadphase == CROWD_GRID ? "grid" : "naive O(n^2)",
               *form = crowd_formation_name(c->formation);
    const char *const *wd = LONG_WORDS;
    snprintf(line, sizeof line, "%s%s%s%s%s%s%s%s%s%s", v[0], wd[0], v[1], wd[1], v[2], wd[2], v[3], wd[3], v[4],
             wd[4]);
    int first = text_width(f->text, line);
    snprintf(line, sizeof line, "%sOFF%s%s%s%s%s%s%s", wd[5], wd[6], wd[7], grid, wd[8], wd[9], form, wd[10]);
    int second = text_width(f->text, line);
    if ((first > second ? first : second) > f->w - 2 * p) wd = SHORT_WORDS;
    int x = p;
    x = crowd_figure(f, x, y, v[0], COLOR_TEXT, wd[0]);
    x = crowd_figure(f, x, y, v[1], COLOR_TEXT, wd[1]);
    x = crowd_figure(f, x, y, v[2], c->red ? COLOR_ALERT : COLOR_TEXT, wd[2]);
    x = crowd_figure(f, x, y, v[3], COLOR_TEXT, wd[3]);
    crowd_figure(f, x, y, v[4], COLOR_TEXT, wd[4]);
    y += f->text->line_h;
    x = crowd_figure(f, p, y, wd[5], COLOR_TEXT_DIM, "");
    x = crowd_figure(f, x, y, c->avoid ? "ON" : "OFF", c->avoid ? COLOR_TR_MOVED : COLOR_WEAKNESS, wd[6]);
    x = crowd_figure(f, x, y, wd[7], COLOR_TEXT_DIM, "");
    x = crowd_figure(f, x, y, grid, c->broadphase == CROWD_GRID ? COLOR_TR_SCAN : COLOR_WEAKNESS, wd[8]);
    x = crowd_figure(f, x, y, wd[9], COLOR_TEXT_DIM, "");
    crowd_figure(f, x, y, form, COLOR_TEXT, wd[10]);
}

static void crowd_top(const Frame *f, const Crowd *c, double step_ms, int p)
{
    char title[3][128], origin[96];
    origin_phrase(ORIGIN_CROWD_SOURCE, origin, sizeof origin);
    snprintf(title[0], sizeof title[0], "Crowd  ·  %s", origin);
    snprintf(title[1], sizeof title[1], "Crowd · %s", origin + (strncmp(origin, "from ", 5) == 0 ? 5 : 0));
    snprintf(title[2], sizeof title[2], "Crowd");
    const char *const tv[3] = {title[0], title[1], title[2]};
    int title_end = p + text_draw_fit(f->title, p, p, f->w - 2 * p, COLOR_TITLE, tv, 3);
    mode_tag(f, p, title_end, "CROWD mode  (Tab: tiles)");
    int y = p + f->title->line_h;
    if (c->count > 0) {
        crowd_figures(f, c, step_ms, p, y);
        return;
    }
    static const char *const about[] = {"Circles walk to targets, avoid each other, and bounce when they touch.",
                                        "Circles walk to targets, avoid each other, bounce.",
                                        "Circles: walk, avoid, bounce."};
    static const char *const keys[] = {"Any key loads them; R B T G P arrange them.",
                                       "Any key loads; R B T G P arrange.", "Any key; R B T G P"};
    text_draw_fit(f->text, p, y, f->w - 2 * p, COLOR_TEXT, about, 3);
    text_draw_fit(f->text, p, y + f->text->line_h, f->w - 2 * p, COLOR_TEXT_DIM, keys, 3);
}

/* The player's body as --size or --radius would give it: "box 20x20", "circle r 8", "point". */
static void body_label(const Frame *f, const World *w, char *out, size_t cap)
{
    const Body *b = world_player(w);
    const ResolverInfo *ri = world_method(w, w->resolver);
    BodyModel m = ri ? ri->model : BODY_POINT;
    double bw = (double)frame_game_px(f, b->w), bh = (double)frame_game_px(f, b->h);
    if (m == BODY_BOX) snprintf(out, cap, "box %gx%g", bw, bh);
    else if (m == BODY_CIRCLE) snprintf(out, cap, "circle r %g", bw / 2.0);
    else snprintf(out, cap, "point");
}

/* The state tags (two spaces apart) in the first of ever shorter forms that fits `most`,
 * each tag whole: PAUSED without "(N steps)", then each tag to its part before a colon
 * ("REPLAY ENDED: matched..." to "REPLAY ENDED"), then the later tags left out, the last
 * first. False when not even the first tag fits. */
static bool state_fit(const Text *t, const char *state, int most, char *out, size_t cap)
{
    char piece[8][96];
    int n = 0;
    for (const char *at = state; *at && n < 8;) {
        while (*at == ' ') at++;
        const char *end = strstr(at, "  ");
        size_t len = end ? (size_t)(end - at) : strlen(at);
        if (len > 0) snprintf(piece[n++], sizeof piece[0], "%.*s", (int)len, at);
        at += len;
    }
    for (int form = 0; n > 0; form++) {
        if (form == 1 && strncmp(piece[0], "PAUSED", 6) == 0) snprintf(piece[0], sizeof piece[0], "PAUSED");
        if (form == 2)
            for (int k = 0; k < n; k++) {
                char *colon = strchr(piece[k], ':');
                if (colon) *colon = '\0';
            }
        if (form > 2) n--;
        size_t at = 0;
        out[0] = '\0';
        for (int k = 0; k < n; k++) at += (size_t)snprintf(out + at, at < cap ? cap - at : 0, "%s  ", piece[k]);
        if (n > 0 && text_width(t, out) <= most) return true;
    }
    return false;
}

/* The state tags in red, then the figures, and the help hint at the right. The figures
 * shorten their words, never their numbers, and the fps and the hint always stay. */
static void state_line(const Frame *f, const World *w, const HudState *s, int p, int y)
{
    char state[160] = "", line[3][320], fps[32] = "", body[48];
    body_label(f, w, body, sizeof body);
    if (s->paused) snprintf(state, sizeof state, "PAUSED (N steps)  ");
    if (s->slow > 1) snprintf(state + strlen(state), sizeof state - strlen(state), "SLOW 1/%d  ", s->slow);
    snprintf(state + strlen(state), sizeof state - strlen(state), "%s", s->tags);
    if (s->show_fps) snprintf(fps, sizeof fps, "  ·  %.0f fps", s->fps);
    /* The player's speed and position mean nothing in the crowd: there the tick alone. */
    const Body *b = world_player(w);
    unsigned long long tick = (unsigned long long)w->tick;
    double speed = (double)frame_game_px(f, world_speed(w)), bx = (double)frame_game_px(f, b->x),
           by = (double)frame_game_px(f, b->y);
    /* In the game's units (--game-scale) the figures say so: "game px". */
    const char *px = f->game_scale > 0.0f && f->game_scale != 1.0f ? "game px" : "px";
    if (w->mode == MODE_TILES) {
        snprintf(line[0], sizeof line[0], "speed %g %s/tick  ·  %s  ·  pos %.2f, %.2f  ·  tick %llu%s", speed, px, body,
                 bx, by, tick, fps);
        snprintf(line[1], sizeof line[1], "%g %s/tick · %s · %.1f, %.1f · tick %llu%s", speed, px, body, bx, by, tick,
                 s->show_fps ? " · " : "");
        snprintf(line[2], sizeof line[2], "%g px/t %.0f,%.0f t%llu%s", speed, bx, by, tick, s->show_fps ? " " : "");
        if (s->show_fps) {
            snprintf(line[1] + strlen(line[1]), sizeof line[1] - strlen(line[1]), "%.0f fps", s->fps);
            snprintf(line[2] + strlen(line[2]), sizeof line[2] - strlen(line[2]), "%.0ffps", s->fps);
        }
    } else {
        snprintf(line[0], sizeof line[0], "tick %llu%s", tick, fps);
        snprintf(line[1], sizeof line[1], "t%llu%s", tick, s->show_fps ? " " : "");
        if (s->show_fps) snprintf(line[1] + strlen(line[1]), sizeof line[1] - strlen(line[1]), "%.0ffps", s->fps);
        snprintf(line[2], sizeof line[2], "%s", line[1]);
    }
    const char *hint = "F1 help";
    int hint_w = text_width(f->text, hint);
    int x = p;
    /* The speed (the variable being taught) always stays: the state tags leave it room. */
    char speed_only[32] = "";
    if (w->mode == MODE_TILES) snprintf(speed_only, sizeof speed_only, "%g px/t", speed);
    int keep = speed_only[0] ? text_width(f->small, speed_only) + p : 0;
    if (state[0]) {
        /* The state tags stay whole: in the small font when they would reach the hint, and
         * only when even that would run into it (a narrow bar beside the d-pad at --scale 2)
         * in shorter forms, each tag whole. */
        Text *st = text_width(f->text, state) + hint_w + 3 * p <= f->w ? f->text : f->small;
        int sy = y + f->text->line_h - st->line_h, most = f->w - x - hint_w - 2 * p - keep;
        char shown[sizeof state];
        if (text_width(st, state) <= most) x += text_draw(st, x, sy, COLOR_ALERT, state);
        else if (state_fit(st, state, most, shown, sizeof shown)) x += text_draw(st, x, sy, COLOR_ALERT, shown);
    }
    const char *const variants[3] = {line[0], line[1], line[2]};
    int room = f->w - x - hint_w - 2 * p;
    /* Long state tags (a replay's verdict) leave little room: the small font, then the
     * tick alone, rather than running into the hint. */
    Text *t = text_width(f->text, line[2]) <= room ? f->text : f->small;
    int ty = y + f->text->line_h - t->line_h;
    if (text_width(t, line[2]) <= room) {
        text_draw_fit(t, x, ty, room, COLOR_TEXT, variants, 3);
    } else {
        char brief[64], tick_only[32];
        snprintf(brief, sizeof brief, "%s t%llu", speed_only, tick);
        snprintf(tick_only, sizeof tick_only, "t%llu", tick);
        const char *const least[3] = {brief, speed_only, tick_only};
        int k = speed_only[0] ? (text_width(t, brief) <= room ? 0 : 1) : 2;
        if (text_width(t, least[k]) <= room) text_draw(t, x, ty, COLOR_TEXT, least[k]);
    }
    text_draw(f->text, f->w - p - hint_w, y, COLOR_TEXT_DIM, hint);
}

/* `in` with the leading folders of a full path in it left out, keeping its last `keep`
 * parts ("Saved …/screenshots/x.png", "Saved …/x.png"): for a line too narrow for the
 * whole path, the file's name, and its folder when there is room. */
static void path_tail(const char *in, int keep, char *out, size_t cap)
{
    const char *start = in;
    while ((start = strchr(start, '/')) && start > in && start[-1] != ' ') start++;
    const char *from = start ? start + strcspn(start, " ") : NULL;
    for (int k = 0; from && k < keep; k++) {
        do from--;
        while (from > start && *from != '/');
    }
    if (!from || from <= start) {
        snprintf(out, cap, "%s", in);
        return;
    }
    snprintf(out, cap, "%.*s…%s", (int)(start - in), in, from);
}

/* The overlay's note: without its parenthesised key, then in the small font, a line
 * lower so it stays on the bar. A message naming a file by its full path gives up its
 * leading folders before its other words. */
static void note_line(const Frame *f, int p, int y, Colour color, const char *note)
{
    char short_note[320], tail[3][320];
    snprintf(short_note, sizeof short_note, "%s", note);
    char *paren = strstr(short_note, "  (");
    if (paren) {
        *paren = '\0';
        for (size_t n = strlen(short_note); n > 0 && short_note[n - 1] == ' '; n--) short_note[n - 1] = '\0';
    }
    path_tail(note, 2, tail[0], sizeof tail[0]);
    path_tail(short_note, 2, tail[1], sizeof tail[1]);
    path_tail(short_note, 1, tail[2], sizeof tail[2]);
    int room = f->w - 2 * p;
    const char *const variants[5] = {note, tail[0], short_note, tail[1], tail[2]};
    /* A message about a file keeps what it says before its font size: each shorter form
     * is tried in the text font, then the small one. */
    for (int k = 0; strcmp(tail[0], note) != 0 && k < 5; k++) {
        Text *t = text_width(f->text, variants[k]) <= room ? f->text : f->small;
        if (text_width(t, variants[k]) > room) continue;
        text_draw(t, p, y, color, variants[k]);
        return;
    }
    int k = text_fit(f->text, room, variants, 5);
    if (text_width(f->text, variants[k]) <= room) {
        text_draw(f->text, p, y, color, variants[k]);
        return;
    }
    /* In the small font, and wider than the window even so: its first words, and an
     * ellipsis that says so. */
    text_draw_cut(f->small, p, y, room, color, variants[text_fit(f->small, room, variants, 5)]);
}

Colour hud_news_text(const Frame *f, const World *w, const HudState *s, char *line, size_t cap)
{
    int p = frame_pad(f);
    line[0] = '\0';
    if (s->message) {
        snprintf(line, cap, "%s", s->message);
        return COLOR_TITLE;
    }
    if (s->error) {
        snprintf(line, cap, "%s", s->error);
        return COLOR_ALERT;
    }
    if (s->next_resolver >= 0 && s->paused && world_method(w, s->next_resolver)) {
        snprintf(line, cap, "Switches to %s on the next tick (N)", world_method(w, s->next_resolver)->title);
        return COLOR_TITLE;
    }
    if (w->mode != MODE_TILES) return COLOR_TEXT_DIM;
    if (s->editor) {
        /* The state line's EDITOR tag names the mode; this line says how to use it. */
        static const char *const HINTS[] = {
            "click: solid/empty  right click: side  Shift+click: spawn  Ctrl+Z undo  Ctrl+S save",
            "click  right click  Shift+click  Ctrl+Z  Ctrl+S", "click, right click, Shift+click; F1: keys",
            "click edits; F1: keys"};
        int k = 0, n = (int)(sizeof HINTS / sizeof *HINTS);
        /* The longest that fits in the body font, or else in the small one (note_line's). */
        while (k < n - 1 && text_width(f->text, HINTS[k]) > f->w - 2 * p && text_width(f->small, HINTS[k]) > f->w - 2 * p)
            k++;
        snprintf(line, cap, "%s", HINTS[k]);
        return COLOR_TITLE;
    }
    if (s->trace) {
        /* The last move's note, kept (dim) while no key is held. */
        int n = s->trace_kept ? snprintf(line, cap, "last move: ") : 0;
        trace_note_text(s->trace, line + n, cap - (size_t)n);
        /* Before any move there is nothing to account for: no line, rather than a word
         * about the O key nobody pressed. */
        if (!line[n]) line[0] = '\0';
        return s->trace_kept ? COLOR_TEXT_DIM : COLOR_TR_SCAN;
    }
    snprintf(line, cap, "overlays off (O)");
    return COLOR_TEXT_DIM;
}

void hud_draw(const Frame *f, const World *w, const HudState *s)
{
    int top, bottom, p = frame_pad(f);
    layout_panels(f, w, &top, &bottom);
    panel(f->canvas, 0, 0, f->w, top);
    panel(f->canvas, 0, f->h - bottom, f->w, bottom);
    if (w->mode == MODE_TILES) tiles_top(f, w, p);
    else crowd_top(f, &w->crowd, s->step_ms, p);
    PanelForm pf = layout_panel_form(f, w);
    int y = f->h - bottom + pf.pad;
    /* The d-pad takes the bar's right end; the lines keep to what is left of it. */
    Frame lines = *f;
    if (s->input && w->mode == MODE_TILES) {
        int pad_h = bottom - (pf.bar_lines == 1 ? pf.pad : p);
        int pad_w = input_pad_width(f, pad_h);
        input_pad_draw(f, (Rect){f->w - p - pad_w, f->h - bottom + (bottom - pad_h) / 2, pad_w, pad_h}, s->input);
        lines.w -= pad_w + p;
    }
    if (pf.bar_lines == 1) {
        /* One line: a message or an error while there is one, else the state and figures
         * (the band or the lesson say what the trace's note would). */
        lines.text = pf.bar;
        if (s->message || s->error) note_line(&lines, p, y, s->message ? COLOR_TITLE : COLOR_ALERT,
                                              s->message ? s->message : s->error);
        else state_line(&lines, w, s, p, y);
        return;
    }
    state_line(&lines, w, s, p, y);
    char news[320];
    Colour c = hud_news_text(&lines, w, s, news, sizeof news);
    if (news[0]) note_line(&lines, p, y + f->text->line_h, c, news);
}
