/* help.c: the help overlay (F1 or H): every key that works in the current mode, read
 * from the key table section by section (the mode's own keys, the map editor's, those
 * of both modes, those while a recording plays), then in tiles mode what the map's
 * colours mean. It always fits the frame: the rows flow into one column, else two, else
 * the same in the smaller font, else pages of columns that F1 or H turns. */
#include "app/render/help.h"

#include <stdio.h>
#include <string.h>

#include "app/base/keys.h"
#include "app/render/colour_key.h"
#include "app/render/method_color.h"
#include "app/render/draw.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"

#define HELP_DESC_CHARS 52     /* a description wraps at this many characters' width */
#define HELP_DESC_MIN_CHARS 20 /* or fewer when the frame is narrow, not below this in two columns */
#define HELP_WRAP_MAX 12       /* lines a description may wrap to (a projector's narrow columns) */
#define HELP_SECTIONS_MAX 5
#define HELP_ROWS_MAX 96 /* headings, keys and colours */
#define HELP_COLUMNS_MAX 2
#define HELP_COLOURS KEYS_GROUP_COUNT /* the colour key, a section after the keys in tiles mode */

typedef enum RowKind { ROW_HEAD, ROW_KEY, ROW_COLOUR } RowKind;

typedef struct HelpRow {
    RowKind kind;
    KeyGroup group;
    int index;  /* into KEY_TABLE or COLOUR_KEY */
    int h;      /* pixels */
    int column; /* which column of which page: page = column / columns */
} HelpRow;

typedef struct HelpLayout {
    Mode mode;
    const MethodSet *methods; /* the run's: the number keys name them */
    Text *head, *body;
    int key_w, desc_w;  /* the two parts of a column */
    int columns, pages; /* columns a page */
    int rows;
    HelpRow row[HELP_ROWS_MAX];
    int w, h; /* the box, padding and footer included */
} HelpLayout;

/* Into the caller's `t`: its label and what may point into its own buffers, so it is
 * never copied. */
static const KeyTexts *texts_of(const HelpLayout *l, int index, KeyTexts *t)
{
    keys_texts(&KEY_TABLE[index], l->methods, t);
    return t;
}

static bool listed(const HelpLayout *l, int index, KeyGroup g)
{
    const KeyBinding *b = &KEY_TABLE[index];
    KeyTexts t;
    return keys_group(b) == g && keys_in_help(b, l->mode) && texts_of(l, index, &t)->label[0];
}

static int row_lines(const HelpLayout *l, const HelpRow *r, char (*lines)[TEXT_LINE_MAX])
{
    KeyTexts t;
    texts_of(l, r->kind == ROW_KEY ? r->index : 0, &t);
    const char *text = r->kind == ROW_KEY ? t.what : COLOUR_KEY[r->index].what;
    int n = text_wrap(l->body, text, l->desc_w, lines, HELP_WRAP_MAX);
    return n > 0 ? n : 1;
}

static void add_row(HelpLayout *l, RowKind kind, KeyGroup g, int index)
{
    if (l->rows < HELP_ROWS_MAX) l->row[l->rows++] = (HelpRow){kind, g, index, 0, 0};
}

static void collect_rows(HelpLayout *l, Mode mode, const MethodSet *methods)
{
    static const KeyGroup TILES_ORDER[] = {KEYS_GROUP_TILES, KEYS_GROUP_EDITOR, KEYS_GROUP_BROWSER,
                                           KEYS_GROUP_EVERYWHERE, KEYS_GROUP_REPLAY};
    static const KeyGroup CROWD_ORDER[] = {KEYS_GROUP_CROWD, KEYS_GROUP_EVERYWHERE, KEYS_GROUP_REPLAY};
    const KeyGroup *order = mode == MODE_TILES ? TILES_ORDER : CROWD_ORDER;
    int n = mode == MODE_TILES ? (int)(sizeof TILES_ORDER / sizeof *TILES_ORDER)
                               : (int)(sizeof CROWD_ORDER / sizeof *CROWD_ORDER);
    l->mode = mode;
    l->methods = methods;
    l->rows = 0;
    for (int s = 0; s < n; s++) {
        bool head = false;
        for (int i = 0; i < KEY_TABLE_COUNT; i++) {
            if (!listed(l, i, order[s])) continue;
            if (!head) add_row(l, ROW_HEAD, order[s], 0), head = true;
            add_row(l, ROW_KEY, order[s], i);
        }
    }
    if (mode != MODE_TILES) return;
    add_row(l, ROW_HEAD, HELP_COLOURS, 0);
    for (int k = 0; k < COLOUR_KEY_COUNT; k++) add_row(l, ROW_COLOUR, HELP_COLOURS, k);
}

/* Rows into columns at most `height` tall, a heading never last in its column;
 * returns how many columns. */
static int flow(HelpLayout *l, int height)
{
    int column = 0, used = 0;
    for (int i = 0; i < l->rows; i++) {
        int need = l->row[i].h;
        if (l->row[i].kind == ROW_HEAD && i + 1 < l->rows) need += l->row[i + 1].h;
        if (used > 0 && used + need > height) column++, used = 0;
        l->row[i].column = column;
        used += l->row[i].h;
    }
    return column + 1;
}

/* The rows in the fonts given, `columns` columns across a frame `frame_w` wide, padding
 * p; the columns as short as the frame allows. False when the descriptions would be
 * too narrow, or (unless `paged`) the box is taller than the frame. */
static bool measure(HelpLayout *l, const Frame *f, Text *head, Text *body, int columns, bool paged, int p)
{
    char lines[HELP_WRAP_MAX][TEXT_LINE_MAX];
    l->head = head;
    l->body = body;
    l->columns = columns;
    l->key_w = 0;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        KeyTexts t;
        int w = text_width(body, texts_of(l, i, &t)->label);
        if (keys_in_help(&KEY_TABLE[i], l->mode) && w > l->key_w) l->key_w = w;
    }
    l->key_w += text_chars_width(body, 2);
    l->desc_w = (f->w - (columns + 1) * p) / columns - l->key_w;
    if (l->desc_w > text_chars_width(body, HELP_DESC_CHARS)) l->desc_w = text_chars_width(body, HELP_DESC_CHARS);
    if (columns > 1 && l->desc_w < text_chars_width(body, HELP_DESC_MIN_CHARS)) return false;
    int total = 0, tallest = 0;
    for (int i = 0; i < l->rows; i++) {
        HelpRow *r = &l->row[i];
        r->h =
            r->kind == ROW_HEAD ? head->line_h + (i > 0 ? body->line_h / 2 : 0) : row_lines(l, r, lines) * body->line_h;
        total += r->h;
        if (r->h > tallest) tallest = r->h;
    }
    int room = f->h - 2 * p - body->line_h; /* the footer's line */
    int height = paged ? room : (total + columns - 1) / columns;
    if (height < tallest + head->line_h) height = tallest + head->line_h;
    while (flow(l, height) > columns && !paged) height += body->line_h / 2;
    int used = flow(l, height);
    l->pages = (used + columns - 1) / columns;
    /* Pages as even as their number allows: the columns as short as keeps that number,
     * so the last page is never a line or two. */
    while (paged && height - body->line_h / 2 >= tallest + head->line_h &&
           flow(l, height - body->line_h / 2) <= l->pages * columns)
        height -= body->line_h / 2;
    used = flow(l, height);
    l->w = columns * (l->key_w + l->desc_w) + (columns + 1) * p;
    l->h = height + body->line_h + 2 * p;
    return paged || l->h <= f->h;
}

static void choose_layout(const Frame *f, Mode mode, const MethodSet *methods, int p, HelpLayout *l)
{
    collect_rows(l, mode, methods);
    for (int attempt = 0; attempt < 4; attempt++) {
        Text *head = attempt < 2 ? f->title : f->text, *body = attempt < 2 ? f->text : f->small;
        if (measure(l, f, head, body, attempt % 2 + 1, false, p) && l->w <= f->w) return;
    }
    /* Too much for one box: pages, in the small font, two columns where they fit. */
    if (!measure(l, f, f->text, f->small, 2, true, p)) measure(l, f, f->text, f->small, 1, true, p);
}

static void draw_row(const HelpLayout *l, Canvas *cv, const HelpRow *row, int x, int y)
{
    char lines[HELP_WRAP_MAX][TEXT_LINE_MAX];
    if (row->kind == ROW_HEAD) {
        int top = y + row->h - l->head->line_h;
        text_draw(l->head, x, top, COLOR_TITLE,
                  row->group == HELP_COLOURS ? "Colours and marks" : keys_group_title(row->group));
        return;
    }
    int lh = l->body->line_h;
    if (row->kind == ROW_KEY) {
        KeyTexts t;
        text_draw(l->body, x, y, COLOR_TR_SCAN, texts_of(l, row->index, &t)->label);
    } else if (COLOUR_KEY[row->index].colour) {
        canvas_colour(cv, *COLOUR_KEY[row->index].colour);
        draw_fill_rect(cv, (float)x, (float)y + lh * 0.25f, (float)x + lh * 1.5f, (float)y + lh * 0.75f);
    } else {
        /* The methods' own colours: a stripe each, in key order. */
        MethodSet builtin;
        const MethodSet *ms = l->methods;
        if (!ms) builtin = method_set_builtin(), ms = &builtin;
        float w = lh * 1.5f / (float)(ms->count > 0 ? ms->count : 1);
        for (int k = 0; k < ms->count; k++) {
            canvas_colour(cv, method_color(ms->at[k]));
            draw_fill_rect(cv, (float)x + w * (float)k, (float)y + lh * 0.25f, (float)x + w * (float)(k + 1),
                           (float)y + lh * 0.75f);
        }
    }
    int n = row_lines(l, row, lines);
    for (int k = 0; k < n; k++) text_draw(l->body, x + l->key_w, y + k * lh, COLOR_TEXT, lines[k]);
}

static Rect box_of(const Frame *f, const HelpLayout *l)
{
    int x = (f->w - l->w) / 2, y = (f->h - l->h) / 2;
    return (Rect){x < 0 ? 0 : x, y < 0 ? 0 : y, l->w, l->h};
}

int help_pages(const Frame *f, Mode mode, const MethodSet *methods)
{
    HelpLayout l;
    choose_layout(f, mode, methods, frame_pad(f) * 2, &l);
    return l.pages;
}

Rect help_box(const Frame *f, Mode mode, const MethodSet *methods)
{
    HelpLayout l;
    choose_layout(f, mode, methods, frame_pad(f) * 2, &l);
    return box_of(f, &l);
}

void help_draw(const Frame *f, Mode mode, const MethodSet *methods, int page)
{
    Canvas *cv = f->canvas;
    int p = frame_pad(f) * 2;
    HelpLayout l;
    choose_layout(f, mode, methods, p, &l);
    if (page < 0 || page >= l.pages) page = 0;
    Rect box = box_of(f, &l);
    draw_modal(cv, f->w, f->h, box);
    canvas_clip(cv, &box);
    int y[HELP_COLUMNS_MAX] = {0}, bottom = box.y + p;
    for (int i = 0; i < l.rows; i++) {
        const HelpRow *row = &l.row[i];
        int c = row->column - page * l.columns;
        if (c < 0 || c >= l.columns) continue;
        if (!y[c]) y[c] = box.y + p;
        draw_row(&l, cv, row, box.x + p + c * (l.key_w + l.desc_w + p), y[c]);
        y[c] += row->h;
        if (y[c] > bottom) bottom = y[c];
    }
    char footer[96];
    if (l.pages > 1) snprintf(footer, sizeof footer, "Page %d/%d: F1 or H turns, Esc closes.", page + 1, l.pages);
    else snprintf(footer, sizeof footer, "F1, H or Esc closes this help.");
    text_draw(l.body, box.x + p, box.y + box.h - p - l.body->line_h, COLOR_TEXT_DIM, footer);
    canvas_clip(cv, NULL);
}
