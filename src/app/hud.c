/* hud.c: the text on screen: a top panel (mode, resolver, its two-line caption), a
 * bottom bar (speed, position, tick, frame rate, state), and the help overlay listing
 * every key. Sizes follow --scale so it reads on a projector. */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "draw.h"
#include "theme.h"

static int pad(const App *app)
{
    return (int)(10 * app->config.ui_scale);
}

void hud_layout(const App *app, int *top, int *bottom)
{
    int p = pad(app);
    *top = p + app->title.line_h + 2 * app->text.line_h + p;
    *bottom = p + 2 * app->text.line_h + p;
}

static void panel(SDL_Renderer *r, int x, int y, int w, int h)
{
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + w), (float)(y + h));
}

/* The mode, right-aligned on the title line. */
static void mode_tag(App *app, int p, const char *tag)
{
    int W, H;
    SDL_GetRendererOutputSize(app->renderer, &W, &H);
    text_draw(&app->text, W - p - text_width(&app->text, tag), p + (app->title.line_h - app->text.line_h),
              COLOR_TEXT_DIM, tag);
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
    text_draw(&app->text, x, p + (app->title.line_h - app->text.line_h), COLOR_TEXT_DIM, line);
    mode_tag(app, p, "TILES mode  (Tab: crowd)");
    int y = p + app->title.line_h;
    if (!ri->resolve) {
        text_draw(&app->text, p, y, COLOR_WEAKNESS, "Not available yet in this build: the player does not move.");
        text_draw(&app->text, p, y + app->text.line_h, COLOR_TEXT_DIM, "Press 1 for a resolver that works.");
        return;
    }
    text_draw(&app->text, p, y, COLOR_TEXT, ri->how);
    snprintf(line, sizeof line, "Breaks: %s", ri->weakness);
    text_draw(&app->text, p, y + app->text.line_h, COLOR_WEAKNESS, line);
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
    text_draw(&app->title, p, p, COLOR_TITLE, "Crowd  ·  seed 003");
    mode_tag(app, p, "CROWD mode  (Tab: tiles)");
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
    char state[64] = "";
    if (app->paused) snprintf(state, sizeof state, "PAUSED (N steps)  ");
    if (app_slow_factor(app) > 1)
        snprintf(state + strlen(state), sizeof state - strlen(state), "SLOW 1/%d  ", app_slow_factor(app));
    int n = snprintf(line, sizeof line, "speed %g px/tick  ·  pos %.2f, %.2f  ·  tick %llu", (double)world_speed(w),
                     (double)b->x, (double)b->y, (unsigned long long)w->tick);
    if (app->window) snprintf(line + n, sizeof line - (size_t)n, "  ·  %.0f fps", app->fps);
    int x = p;
    if (state[0]) x += text_draw(&app->text, x, y, COLOR_ALERT, state);
    text_draw(&app->text, x, y, COLOR_TEXT, line);
    const char *hint = "F1 help";
    text_draw(&app->text, W - p - text_width(&app->text, hint), y, COLOR_TEXT_DIM, hint);

    y += app->text.line_h;
    if (app->flash[0] && SDL_GetTicks64() < app->flash_until) {
        text_draw(&app->text, p, y, COLOR_TITLE, app->flash);
    } else if (app->pending.resolver >= 0 && app->paused) {
        snprintf(line, sizeof line, "Switches to %s on the next tick (N)", resolver_info(app->pending.resolver)->title);
        text_draw(&app->text, p, y, COLOR_TITLE, line);
    } else if (w->mode == MODE_TILES && app->overlays) {
        text_draw(&app->text, p, y, COLOR_TR_SCAN, app->trace.note[0] ? app->trace.note : "overlays on (O)");
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
    {"C", "compare view: all seven methods at once"},
    {"O", "overlays: what the resolver scanned, tested, hit"},
    {"Backspace", "player back to the spawn"},
    {"E / Ctrl+S", "map editor / save the map"},
    {"F5", "start / stop recording"},
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

static int help_section(App *app, int x, int y, int key_w, const char *title, const HelpLine *lines, int n)
{
    text_draw(&app->title, x, y, COLOR_TITLE, title);
    y += app->title.line_h;
    for (int i = 0; i < n; i++) {
        text_draw(&app->text, x, y, COLOR_TR_SCAN, lines[i].keys);
        text_draw(&app->text, x + key_w, y, COLOR_TEXT, lines[i].what);
        y += app->text.line_h;
    }
    return y + app->text.line_h / 2;
}

void help_draw(App *app)
{
    SDL_Renderer *r = app->renderer;
    int W, H, p = pad(app) * 2;
    SDL_GetRendererOutputSize(r, &W, &H);
    int key_w = text_width(&app->text, "Arrows / WASD  ");
    int col_w = key_w + text_width(&app->text, "resolver: simplest, pixel-iteration, line-segment,");
    int rows = (int)(sizeof HELP_TILES / sizeof *HELP_TILES + sizeof HELP_ALL / sizeof *HELP_ALL);
    int h = 3 * app->title.line_h + rows * app->text.line_h + 3 * app->text.line_h / 2 + 2 * p;
    int w = col_w + 2 * p;
    int crowd_rows = (int)(sizeof HELP_CROWD / sizeof *HELP_CROWD);
    (void)crowd_rows;
    int x = (W - w) / 2, y = (H - h) / 2;
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    draw_color(r, (SDL_Color){0, 0, 0, 150});
    draw_fill_rect(r, 0, 0, (float)W, (float)H);
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + w), (float)(y + h));
    draw_color(r, COLOR_TITLE);
    draw_rect_outline(r, (float)x, (float)y, (float)(x + w), (float)(y + h), 2.0f);
    int cy = y + p;
    if (app->world.mode == MODE_TILES)
        cy = help_section(app, x + p, cy, key_w, "Tiles mode", HELP_TILES, (int)(sizeof HELP_TILES / sizeof *HELP_TILES));
    else
        cy = help_section(app, x + p, cy, key_w, "Crowd mode", HELP_CROWD, (int)(sizeof HELP_CROWD / sizeof *HELP_CROWD));
    cy = help_section(app, x + p, cy, key_w, "Everywhere", HELP_ALL, (int)(sizeof HELP_ALL / sizeof *HELP_ALL));
    text_draw(&app->text, x + p, cy, COLOR_TEXT_DIM, "F1, H or Esc closes this help.");
}
