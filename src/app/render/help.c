/* help.c: the help overlay (F1 or H): the keys of the current mode and those that
 * work everywhere. */
#include "app/render/help.h"

#include "app/render/draw.h"
#include "app/render/theme.h"

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
void help_draw(const Frame *f, Mode mode)
{
    SDL_Renderer *r = f->renderer;
    int W = f->w, H = f->h, p = frame_pad(f) * 2;
    bool tiles = mode == MODE_TILES;
    const HelpLine *mode_lines = tiles ? HELP_TILES : HELP_CROWD;
    int mode_n = tiles ? (int)(sizeof HELP_TILES / sizeof *HELP_TILES) : (int)(sizeof HELP_CROWD / sizeof *HELP_CROWD);
    int all_n = (int)(sizeof HELP_ALL / sizeof *HELP_ALL);
    Text *head = f->title, *body = f->text;
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
        head = f->text;
        body = f->small;
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
