/* help.c: the help overlay (F1 or H): every key that works in the current mode, read
 * from the key table section by section (the mode's own keys, the map editor's, those
 * of both modes, those while a recording plays), then in tiles mode what the map's
 * colours mean. It always fits the frame: one column,
 * else two, else the same in the smaller font. */
#include "app/render/help.h"

#include <string.h>

#include "app/keys.h"
#include "app/render/colour_key.h"
#include "app/render/draw.h"
#include "app/render/theme.h"

#define HELP_DESC_CHARS 52      /* a description wraps at this many characters' width */
#define HELP_DESC_MIN_CHARS 24  /* or fewer when the frame is narrow, not below this in two columns */
#define HELP_WRAP_MAX 4         /* lines per description at most */
#define HELP_SECTIONS_MAX 5
#define HELP_COLOURS KEYS_GROUP_COUNT /* the colour key, a section after the keys in tiles mode */

typedef struct HelpLayout {
    Mode mode;
    Text *head, *body;
    int key_w, desc_w;       /* the two columns of a section */
    int count;               /* sections with at least one key */
    KeyGroup group[HELP_SECTIONS_MAX];
    int height[HELP_SECTIONS_MAX];
    int first_column;        /* sections in the first column; the rest go in the second */
    int w, h;                /* the whole box, padding included */
} HelpLayout;

static bool listed(const HelpLayout *l, const KeyBinding *b, KeyGroup g)
{
    return keys_group(b) == g && keys_in_help(b, l->mode);
}

static int wrap(const HelpLayout *l, const KeyBinding *b, char (*lines)[TEXT_LINE_MAX])
{
    int n = text_wrap(l->body, b->what, l->desc_w, lines, HELP_WRAP_MAX);
    return n > 0 ? n : 1;
}

static int colour_lines(const HelpLayout *l, int k, char (*lines)[TEXT_LINE_MAX])
{
    int n = text_wrap(l->body, COLOUR_KEY[k].what, l->desc_w, lines, HELP_WRAP_MAX);
    return n > 0 ? n : 1;
}

static int section_height(const HelpLayout *l, KeyGroup g)
{
    char lines[HELP_WRAP_MAX][TEXT_LINE_MAX];
    int h = l->head->line_h + l->body->line_h / 2;
    if (g == HELP_COLOURS) {
        for (int k = 0; k < COLOUR_KEY_COUNT; k++) h += colour_lines(l, k, lines) * l->body->line_h;
        return h;
    }
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        if (listed(l, &KEY_TABLE[i], g)) h += wrap(l, &KEY_TABLE[i], lines) * l->body->line_h;
    return h;
}

/* A width of n characters of the (monospaced) body font. */
static int chars_width(const Text *body, int n)
{
    char ref[HELP_DESC_CHARS + 1];
    memset(ref, 'n', (size_t)n);
    ref[n] = '\0';
    return text_width(body, ref);
}

/* The sections in the fonts given, in `columns` columns (1 or 2) across a frame `frame_w`
 * wide, with padding p. Descriptions wrap to what is left beside the keys, up to
 * HELP_DESC_CHARS. False when two columns would leave the descriptions too narrow. */
static bool measure(HelpLayout *l, Text *head, Text *body, int columns, int frame_w, int p)
{
    l->head = head;
    l->body = body;
    l->key_w = 0;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        int w = text_width(body, KEY_TABLE[i].label);
        if (keys_in_help(&KEY_TABLE[i], l->mode) && w > l->key_w) l->key_w = w;
    }
    l->key_w += chars_width(body, 2);
    l->desc_w = (frame_w - (columns + 1) * p) / columns - l->key_w;
    if (l->desc_w > chars_width(body, HELP_DESC_CHARS)) l->desc_w = chars_width(body, HELP_DESC_CHARS);
    if (columns == 2 && l->desc_w < chars_width(body, HELP_DESC_MIN_CHARS)) return false;
    int total = 0;
    for (int s = 0; s < l->count; s++) total += l->height[s] = section_height(l, l->group[s]);
    /* Two columns: the split that makes the taller one shortest. */
    int column_h = total, before = 0;
    l->first_column = l->count;
    for (int s = 1; columns == 2 && s < l->count; s++) {
        before += l->height[s - 1];
        int taller = before > total - before ? before : total - before;
        if (taller < column_h) column_h = taller, l->first_column = s;
    }
    l->w = columns * (l->key_w + l->desc_w) + (columns + 1) * p;
    l->h = column_h + body->line_h + 2 * p;
    return true;
}

static void choose_layout(const Frame *f, Mode mode, int p, HelpLayout *l)
{
    static const KeyGroup TILES_ORDER[] = {KEYS_GROUP_TILES, KEYS_GROUP_EDITOR, KEYS_GROUP_EVERYWHERE, KEYS_GROUP_REPLAY};
    static const KeyGroup CROWD_ORDER[] = {KEYS_GROUP_CROWD, KEYS_GROUP_EVERYWHERE, KEYS_GROUP_REPLAY};
    const KeyGroup *order = mode == MODE_TILES ? TILES_ORDER : CROWD_ORDER;
    int n = mode == MODE_TILES ? (int)(sizeof TILES_ORDER / sizeof *TILES_ORDER)
                               : (int)(sizeof CROWD_ORDER / sizeof *CROWD_ORDER);
    l->mode = mode;
    l->count = 0;
    for (int s = 0; s < n; s++)
        for (int i = 0; i < KEY_TABLE_COUNT; i++)
            if (listed(l, &KEY_TABLE[i], order[s])) {
                l->group[l->count++] = order[s];
                break;
            }
    if (mode == MODE_TILES) l->group[l->count++] = HELP_COLOURS;
    for (int attempt = 0; attempt < 4; attempt++) {
        Text *head = attempt < 2 ? f->title : f->text, *body = attempt < 2 ? f->text : f->small;
        if (measure(l, head, body, attempt % 2 + 1, f->w, p) && l->w <= f->w && l->h <= f->h) return;
    }
    /* Nothing fits (a small window at a large --scale): the smaller font in one
     * column, cut at the bottom. */
    measure(l, f->text, f->small, 1, f->w, p);
}

static int draw_colours(const HelpLayout *l, SDL_Renderer *r, int x, int y)
{
    char lines[HELP_WRAP_MAX][TEXT_LINE_MAX];
    text_draw(l->head, x, y, COLOR_TITLE, "Colours and marks");
    y += l->head->line_h;
    int lh = l->body->line_h;
    for (int k = 0; k < COLOUR_KEY_COUNT; k++) {
        draw_color(r, COLOUR_KEY[k].color);
        draw_fill_rect(r, (float)x, (float)y + lh * 0.25f, (float)x + lh * 1.5f, (float)y + lh * 0.75f);
        int n = colour_lines(l, k, lines);
        for (int i = 0; i < n; i++) text_draw(l->body, x + l->key_w, y + i * lh, COLOR_TEXT, lines[i]);
        y += n * lh;
    }
    return y + lh / 2;
}

static int draw_section(const HelpLayout *l, SDL_Renderer *r, KeyGroup g, int x, int y)
{
    char lines[HELP_WRAP_MAX][TEXT_LINE_MAX];
    if (g == HELP_COLOURS) return draw_colours(l, r, x, y);
    text_draw(l->head, x, y, COLOR_TITLE, keys_group_title(g));
    y += l->head->line_h;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if (!listed(l, b, g)) continue;
        text_draw(l->body, x, y, COLOR_TR_SCAN, b->label);
        int n = text_wrap(l->body, b->what, l->desc_w, lines, HELP_WRAP_MAX);
        for (int k = 0; k < n; k++) text_draw(l->body, x + l->key_w, y + k * l->body->line_h, COLOR_TEXT, lines[k]);
        y += (n > 0 ? n : 1) * l->body->line_h;
    }
    return y + l->body->line_h / 2;
}

void help_draw(const Frame *f, Mode mode)
{
    SDL_Renderer *r = f->renderer;
    int p = frame_pad(f) * 2;
    HelpLayout l;
    choose_layout(f, mode, p, &l);
    int x = (f->w - l.w) / 2, y = (f->h - l.h) / 2;
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    draw_color(r, (SDL_Color){0, 0, 0, 150});
    draw_fill_rect(r, 0, 0, (float)f->w, (float)f->h);
    draw_color(r, COLOR_PANEL);
    draw_fill_rect(r, (float)x, (float)y, (float)(x + l.w), (float)(y + l.h));
    draw_color(r, COLOR_TITLE);
    draw_rect_outline(r, (float)x, (float)y, (float)(x + l.w), (float)(y + l.h), 2.0f);
    int end = y + p, column_x = x + p, bottom = y + p;
    for (int s = 0; s < l.count; s++) {
        if (s == l.first_column) {
            column_x += l.key_w + l.desc_w + p;
            end = y + p;
        }
        end = draw_section(&l, r, l.group[s], column_x, end);
        if (end > bottom) bottom = end;
    }
    text_draw(l.body, x + p, bottom, COLOR_TEXT_DIM, "F1, H or Esc closes this help.");
}
