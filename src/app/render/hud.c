/* hud.c: the text on screen: a top panel (mode, resolver, its two-line caption), a
 * bottom bar (speed, position, tick, frame rate, state), and the help overlay listing
 * every key. Sizes follow --scale so it reads on a projector. */
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/render/draw.h"
#include "app/render/theme.h"

static int pad(const App *app)
{
    return (int)(10 * app->config.ui_scale);
}

#define CAPTION_LINES_MAX 6

typedef struct Caption {
    int count;
    SDL_Color color[CAPTION_LINES_MAX];
    char line[CAPTION_LINES_MAX][TEXT_LINE_MAX];
} Caption;

/* The tiles caption, wrapped to the window: how the method works, then where it breaks. */
static void tiles_caption(const App *app, Caption *c)
{
    const ResolverInfo *ri = resolver_info(app->world.resolver);
    int W, H;
    SDL_GetRendererOutputSize(app->renderer, &W, &H);
    int max_w = W - 2 * pad(app);
    char weak[TEXT_LINE_MAX];
    const char *how = ri->resolve ? ri->how : "Not available yet in this build: the player does not move.";
    snprintf(weak, sizeof weak, ri->resolve ? "Breaks: %s" : "%s", ri->resolve ? ri->weakness : "Press 1 for a resolver that works.");
    c->count = text_wrap(&app->text, how, max_w, c->line, CAPTION_LINES_MAX / 2);
    for (int i = 0; i < c->count; i++) c->color[i] = ri->resolve ? COLOR_TEXT : COLOR_WEAKNESS;
    int n = text_wrap(&app->text, weak, max_w, c->line + c->count, CAPTION_LINES_MAX - c->count);
    for (int i = c->count; i < c->count + n; i++) c->color[i] = ri->resolve ? COLOR_WEAKNESS : COLOR_TEXT_DIM;
    c->count += n;
}

void hud_layout(const App *app, int *top, int *bottom)
{
    int p = pad(app), lines = 2;
    if (app->world.mode == MODE_TILES) {
        Caption c;
        tiles_caption(app, &c);
        if (c.count > lines) lines = c.count;
    }
    *top = p + app->title.line_h + lines * app->text.line_h + p;
    *bottom = p + 2 * app->text.line_h + p;
}

static void panel(SDL_Renderer *r, int x, int y, int w, int h)
{
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + w), (float)(y + h));
}

/* The mode, right-aligned on the title line, when it does not run into the title. */
static void mode_tag(App *app, int p, int title_end, const char *tag)
{
    int W, H;
    SDL_GetRendererOutputSize(app->renderer, &W, &H);
    int x = W - p - text_width(&app->text, tag);
    if (x > title_end + p)
        text_draw(&app->text, x, p + (app->title.line_h - app->text.line_h), COLOR_TEXT_DIM, tag);
}

static void tiles_top(App *app, int p)
{
    const World *w = &app->world;
    const ResolverInfo *ri = resolver_info(w->resolver);
    char line[256];
    snprintf(line, sizeof line, "%d  %s", w->resolver + 1, ri->title);
    int x = p + text_draw(&app->title, p, p, COLOR_TITLE, line);
    snprintf(line, sizeof line, "   %s body  ·  seed %.3s  ·  map \"%s\"",
             ri->model == BODY_POINT ? "point" : ri->model == BODY_BOX ? "box" : "circle", ri->seed, w->map.name);
    int W, H;
    SDL_GetRendererOutputSize(app->renderer, &W, &H);
    const char *tag = "TILES mode  (Tab: crowd)";
    /* Details first go when the window is narrow; the title always stays. */
    if (x + text_width(&app->text, line) + text_width(&app->text, tag) + 2 * p < W) {
        x += text_draw(&app->text, x, p + (app->title.line_h - app->text.line_h), COLOR_TEXT_DIM, line);
        mode_tag(app, p, x, tag);
    } else if (x + text_width(&app->text, line) + p < W) {
        text_draw(&app->text, x, p + (app->title.line_h - app->text.line_h), COLOR_TEXT_DIM, line);
    }
    Caption c;
    tiles_caption(app, &c);
    int y = p + app->title.line_h;
    for (int i = 0; i < c.count; i++, y += app->text.line_h) text_draw(&app->text, p, y, c.color[i], c.line[i]);
}

/* One "label value" pair of the crowd's figures; returns the x after it. */
static int crowd_figure(App *app, int x, int y, const char *value, SDL_Color value_color, const char *label)
{
    x += text_draw(&app->text, x, y, value_color, value);
    x += text_draw(&app->text, x, y, COLOR_TEXT_DIM, label);
    return x;
}

static void crowd_top(App *app, int p)
{
    const Crowd *c = &app->world.crowd;
    int title_end = p + text_draw(&app->title, p, p, COLOR_TITLE, "Crowd  ·  seed 003");
    mode_tag(app, p, title_end, "CROWD mode  (Tab: tiles)");
    int y = p + app->title.line_h;
    if (!crowd_available()) {
        text_draw(&app->text, p, y, COLOR_WEAKNESS, "The crowd mode is not available in this build yet.");
        text_draw(&app->text, p, y + app->text.line_h, COLOR_TEXT_DIM, "Press Tab to go back to the tiles.");
        return;
    }
    if (c->count == 0) {
        text_draw(&app->text, p, y, COLOR_TEXT, "Circles walk to targets, avoid each other, and bounce when they touch.");
        text_draw(&app->text, p, y + app->text.line_h, COLOR_TEXT_DIM, "Any key loads them; R B T G P arrange them.");
        return;
    }
    /* The figures, values bright and labels dim, the red count in red; short enough to
     * fit 1280 pixels at --scale 1.5. */
    char v[64];
    int x = p;
    snprintf(v, sizeof v, "%d", c->count);
    x = crowd_figure(app, x, y, v, COLOR_TEXT, " circles  ");
    snprintf(v, sizeof v, "%llu", (unsigned long long)c->collisions);
    x = crowd_figure(app, x, y, v, COLOR_TEXT, " collisions  ");
    snprintf(v, sizeof v, "%d", c->red);
    x = crowd_figure(app, x, y, v, COLOR_ALERT, " red  ");
    snprintf(v, sizeof v, "%d", c->arrived);
    x = crowd_figure(app, x, y, v, COLOR_TEXT, " arrived  ");
    snprintf(v, sizeof v, "%.3f", app->step_ms);
    crowd_figure(app, x, y, v, COLOR_TEXT, " ms/step");
    y += app->text.line_h;
    x = crowd_figure(app, p, y, "avoidance ", COLOR_TEXT_DIM, "");
    x = crowd_figure(app, x, y, c->avoid ? "ON" : "OFF", c->avoid ? COLOR_TR_MOVED : COLOR_WEAKNESS, " (A)  ");
    x = crowd_figure(app, x, y, "broadphase ", COLOR_TEXT_DIM, "");
    x = crowd_figure(app, x, y, c->broadphase == CROWD_GRID ? "grid" : "naive O(n^2)",
                     c->broadphase == CROWD_GRID ? COLOR_TR_SCAN : COLOR_WEAKNESS, " (Q)  ");
    x = crowd_figure(app, x, y, "formation ", COLOR_TEXT_DIM, "");
    crowd_figure(app, x, y, crowd_formation_name(c->formation), COLOR_TEXT, " (R B T G P)");
}

void hud_draw(App *app)
{
    SDL_Renderer *r = app->renderer;
    const World *w = &app->world;
    int W, H, top, bottom, p = pad(app);
    SDL_GetRendererOutputSize(r, &W, &H);
    hud_layout(app, &top, &bottom);
    panel(r, 0, 0, W, top);
    panel(r, 0, H - bottom, W, bottom);
    if (w->mode == MODE_TILES) tiles_top(app, p);
    else crowd_top(app, p);

    char line[320];
    const Body *b = world_player(w);
    int y = H - bottom + p;
    char state[160] = "";
    if (app->paused) snprintf(state, sizeof state, "PAUSED (N steps)  ");
    if (app_slow_factor(app) > 1)
        snprintf(state + strlen(state), sizeof state - strlen(state), "SLOW 1/%d  ", app_slow_factor(app));
    session_status(app, state, sizeof state);
    editor_status(app, state, sizeof state);
    /* The player's speed and position mean nothing in the crowd: there the tick alone. */
    int n = w->mode == MODE_TILES
                ? snprintf(line, sizeof line, "speed %g px/tick  ·  pos %.2f, %.2f  ·  tick %llu",
                           (double)world_speed(w), (double)b->x, (double)b->y, (unsigned long long)w->tick)
                : snprintf(line, sizeof line, "tick %llu", (unsigned long long)w->tick);
    if (app->window) snprintf(line + n, sizeof line - (size_t)n, "  ·  %.0f fps", app->fps);
    int x = p;
    if (state[0]) x += text_draw(&app->text, x, y, COLOR_ALERT, state);
    text_draw(&app->text, x, y, COLOR_TEXT, line);
    const char *hint = "F1 help";
    if (x + text_width(&app->text, line) + text_width(&app->text, hint) + 2 * p < W)
        text_draw(&app->text, W - p - text_width(&app->text, hint), y, COLOR_TEXT_DIM, hint);

    y += app->text.line_h;
    if (app->flash[0] && SDL_GetTicks64() < app->flash_until) {
        text_draw(&app->text, p, y, COLOR_TITLE, app->flash);
    } else if (app->pending.resolver >= 0 && app->paused) {
        snprintf(line, sizeof line, "Switches to %s on the next tick (N)", resolver_info(app->pending.resolver)->title);
        text_draw(&app->text, p, y, COLOR_TITLE, line);
    } else if (w->mode == MODE_TILES && app->editor.on) {
        const char *hint = "EDITOR  click: solid/empty  right click: side  Shift+click: spawn  Ctrl+Z undo  Ctrl+S save";
        if (text_width(&app->text, hint) > W - 2 * p) hint = "EDITOR  click  right click  Shift+click  Ctrl+Z  Ctrl+S";
        text_draw(&app->text, p, y, COLOR_TITLE, hint);
    } else if (w->mode == MODE_TILES && app->overlays) {
        trace_note_text(&app->trace, line, sizeof line);
        text_draw(&app->text, p, y, COLOR_TR_SCAN, line[0] ? line : "overlays on (O)");
    } else if (w->mode == MODE_TILES) {
        text_draw(&app->text, p, y, COLOR_TEXT_DIM, "overlays off (O)");
    }
}

typedef struct HelpLine {
    const char *keys, *what;
} HelpLine;

static const HelpLine HELP_TILES[] = {
    {"Arrows / WASD", "move the player"},
    {"1 - 7", "resolver: simplest, pixel-iteration, line-segment,"},
    {"", "minkowski, grid-region, quad-push, directional-flag"},
    {"[  ]", "player speed down / up (a crawl to 4 tiles a tick)"},
    {"C", "compare: ghosts, then seven viewports, then off"},
    {"O", "overlays: what the resolver scanned, tested, hit"},
    {"Backspace", "player back to the spawn"},
    {"E", "map editor: left click solid/empty, right click"},
    {"", "the nearest side, shift+click the spawn"},
    {"Ctrl+Z Ctrl+S", "undo an edit / save the map"},
    {"F5", "start / stop recording (REC shows)"},
};
static const HelpLine HELP_CROWD[] = {
    {"any key", "load the entities"},
    {"R  B", "circle formation  /  swap places"},
    {"T  G  P", "three groups  /  two blocks  /  two lines"},
    {"Up / Down", "double / halve the count"},
    {"A  Q", "avoidance on/off  /  grid or naive broadphase"},
};
static const HelpLine HELP_ALL[] = {
    {"Space", "pause / resume"},
    {"N  or  .", "one tick while paused"},
    {"M", "slow motion: 1, 1/2, 1/4, 1/10"},
    {"-  =", "zoom out / in"},
    {"Tab", "tiles <-> crowd"},
    {"F12 / F11", "screenshot / fullscreen"},
    {"F1  or  H", "this help"},
    {"Esc", "close help, quit"},
};

static int help_section(Text *head, Text *body, int x, int y, int key_w, const char *title, const HelpLine *lines,
                        int n)
{
    text_draw(head, x, y, COLOR_TITLE, title);
    y += head->line_h;
    for (int i = 0; i < n; i++) {
        text_draw(body, x, y, COLOR_TR_SCAN, lines[i].keys);
        text_draw(body, x + key_w, y, COLOR_TEXT, lines[i].what);
        y += body->line_h;
    }
    return y + body->line_h / 2;
}

static int section_h(const Text *head, const Text *body, int n)
{
    return head->line_h + n * body->line_h + body->line_h / 2;
}

/* One column when it fits the window; else the two sections side by side; else one
 * column in the smaller font, so the whole list is always on screen. */
void help_draw(App *app)
{
    SDL_Renderer *r = app->renderer;
    int W, H, p = pad(app) * 2;
    SDL_GetRendererOutputSize(r, &W, &H);
    bool tiles = app->world.mode == MODE_TILES;
    const HelpLine *mode_lines = tiles ? HELP_TILES : HELP_CROWD;
    int mode_n = tiles ? (int)(sizeof HELP_TILES / sizeof *HELP_TILES) : (int)(sizeof HELP_CROWD / sizeof *HELP_CROWD);
    int all_n = (int)(sizeof HELP_ALL / sizeof *HELP_ALL);
    Text *head = &app->title, *body = &app->text;
    bool two = false;
    int key_w, col_w, h, w;
    for (int attempt = 0;; attempt++) {
        key_w = text_width(body, "Arrows / WASD  ");
        col_w = key_w + text_width(body, "resolver: simplest, pixel-iteration, line-segment,");
        int one_h = section_h(head, body, mode_n) + section_h(head, body, all_n) + body->line_h + 2 * p;
        int two_h = section_h(head, body, mode_n > all_n ? mode_n : all_n) + body->line_h + 2 * p;
        two = one_h > H && 2 * col_w + 3 * p <= W && attempt == 0;
        h = two ? two_h : one_h;
        w = two ? 2 * col_w + 3 * p : col_w + 2 * p;
        if ((h <= H && w <= W) || attempt == 1) break;
        head = &app->text;
        body = &app->small;
    }
    int x = (W - w) / 2, y = (H - h) / 2;
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    draw_color(r, (SDL_Color){0, 0, 0, 150});
    draw_fill_rect(r, 0, 0, (float)W, (float)H);
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + w), (float)(y + h));
    draw_color(r, COLOR_TITLE);
    draw_rect_outline(r, (float)x, (float)y, (float)(x + w), (float)(y + h), 2.0f);
    int end1 = help_section(head, body, x + p, y + p, key_w, tiles ? "Tiles mode" : "Crowd mode", mode_lines, mode_n);
    int end2 = two ? help_section(head, body, x + 2 * p + col_w, y + p, key_w, "Everywhere", HELP_ALL, all_n)
                   : help_section(head, body, x + p, end1, key_w, "Everywhere", HELP_ALL, all_n);
    int fy = two ? (end1 > end2 ? end1 : end2) : end2;
    text_draw(body, x + p, fy, COLOR_TEXT_DIM, "F1, H or Esc closes this help.");
}
