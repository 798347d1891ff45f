/* browser_view.c: the map browser's list (see browser_view.h). */
#include "app/render/browser_view.h"

#include <stdio.h>
#include <string.h>

#include "core/base/line.h"
#include "app/base/keys.h"
#include "app/render/draw.h"
#include "app/render/text_fit.h"
#include "app/render/theme.h"

#define BROWSER_CHARS 72         /* the box's width in body characters, at most */
#define BROWSER_NAME_CHARS 20    /* the name column, at most */
#define BROWSER_SUMMARY_CHARS 40 /* beside the name at least, in the small font; else under it */
#define BROWSER_TITLE "Maps"

static int box_w(const Frame *f)
{
    int w = text_chars_width(f->text, BROWSER_CHARS) + 4 * frame_pad(f);
    if (w > f->w - 2 * frame_pad(f)) w = f->w - 2 * frame_pad(f);
    return w < 1 ? 1 : w;
}

/* Above the rows: the title and the line saying where the disk's maps come from. */
static int head_h(const Frame *f)
{
    return f->title->line_h + f->small->line_h + frame_pad(f);
}

/* The list's measures for `rows` maps, taken once a frame. */
typedef struct BrowserLayout {
    Rect box;
    bool stacked; /* a narrow box (a small window, a large scale) puts the summary under the name */
    int row_h;
    int visible; /* the rows the box shows at once */
} BrowserLayout;

static BrowserLayout browser_layout(const Frame *f, int rows)
{
    BrowserLayout l;
    int pad = frame_pad(f), w = box_w(f);
    l.stacked =
        w - 4 * pad - text_chars_width(f->text, BROWSER_NAME_CHARS) < text_chars_width(f->small, BROWSER_SUMMARY_CHARS);
    l.row_h = f->text->line_h + (l.stacked ? f->small->line_h : 0) + pad / 2;
    /* Around the rows: the margins, the head, and the keys line at the foot. */
    int around = 4 * pad + head_h(f) + f->small->line_h + pad;
    int h = around + rows * l.row_h;
    if (h > f->h - 2 * pad) h = f->h - 2 * pad;
    if (h < 1) h = 1;
    l.box = (Rect){(f->w - w) / 2, (f->h - h) / 2, w, h};
    int n = (h - around) / l.row_h;
    l.visible = n < 1 ? 1 : n > rows ? rows : n;
    return l;
}

Rect browser_box(const Frame *f, int rows)
{
    return browser_layout(f, rows).box;
}

static void draw_row(const Frame *f, const MapListEntry *e, Rect row, bool two, bool selected, bool current, int name_w)
{
    Canvas *cv = f->canvas;
    int p = frame_pad(f);
    if (selected) {
        canvas_colour(cv, COLOR_GRID);
        draw_fill_rect(cv, (float)row.x, (float)row.y, (float)(row.x + row.w), (float)(row.y + row.h));
    }
    int y = row.y + (two ? p / 4 : (row.h - f->text->line_h) / 2), x = row.x + p;
    const char *tag = e->on_disk ? "disk" : "";
    int tag_w = tag[0] ? text_width(f->small, tag) : 0, right = row.x + row.w - p;
    char name[MAP_NAME_MAX + 4];
    snprintf(name, sizeof name, "%s%s", current ? "• " : "", e->title);
    text_draw_cut(f->text, x, y, two ? right - x - tag_w - p : name_w, current ? COLOR_TITLE : COLOR_TEXT, name);
    int tag_y = two ? y + (f->text->line_h - f->small->line_h) / 2 : row.y + (row.h - f->small->line_h) / 2;
    if (tag_w) text_draw(f->small, right - tag_w, tag_y, COLOR_ONEWAY, tag);
    int sx = two ? x + p : x + name_w + p, sy = two ? y + f->text->line_h : tag_y;
    int sw = (two ? right : right - (tag_w ? tag_w + 2 * p : 0)) - sx;
    text_draw_cut(f->small, sx, sy, sw, e->broken ? COLOR_ALERT : COLOR_TEXT_DIM, e->summary);
}

/* The list's keys, from the key table: "Up / Down choose a map   Enter ..." or the labels alone. */
static void draw_keys(const Frame *f, int x, int y, int max_w)
{
    char full[TEXT_LINE_MAX] = "", brief[TEXT_LINE_MAX] = "";
    size_t nf = 0, nb = 0;
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if (b->when != KEYS_BROWSER) continue;
        const char *what = b->on[0].command == KEY_BROWSER_LOAD ? "load" : b->what;
        nf = line_put(full, sizeof full, nf, "%s%s: %s", nf ? "   " : "", b->label, what);
        nb = line_put(brief, sizeof brief, nb, "%s%s", nb ? "  " : "", b->label);
    }
    const char *variants[] = {full, brief};
    text_draw_fit(f->small, x, y, max_w, COLOR_TEXT_DIM, variants, 2);
}

void browser_draw(const Frame *f, const MapList *list, int selected, const char *current)
{
    Canvas *cv = f->canvas;
    int p = 2 * frame_pad(f);
    BrowserLayout l = browser_layout(f, list->count);
    Rect box = l.box;
    draw_modal(cv, f->w, f->h, box);
    canvas_clip(cv, &box);
    int x = box.x + p, y = box.y + p, inner = box.w - 2 * p;
    text_draw(f->title, x, y, COLOR_TITLE, BROWSER_TITLE);
    y += f->title->line_h;
    char from[MAP_LIST_PATH_MAX + 64];
    snprintf(from, sizeof from, "shipped with collide, and disk: the .map files in %s/",
             list->dir[0] ? list->dir : "maps");
    text_draw_cut(f->small, x, y, inner, COLOR_TEXT_DIM, from);
    y += f->small->line_h + frame_pad(f);
    int name_w = 0;
    for (int k = 0; k < list->count; k++) {
        int w = text_width(f->text, list->entries[k].title) + text_width(f->text, "• ");
        if (w > name_w) name_w = w;
    }
    if (name_w > text_chars_width(f->text, BROWSER_NAME_CHARS)) name_w = text_chars_width(f->text, BROWSER_NAME_CHARS);
    if (name_w > inner / 2) name_w = inner / 2;
    int visible = l.visible, first = selected - visible / 2;
    if (first > list->count - visible) first = list->count - visible;
    if (first < 0) first = 0;
    for (int k = first; k < first + visible && k < list->count; k++) {
        Rect row = {box.x + p / 2, y, box.w - p, l.row_h};
        draw_row(f, &list->entries[k], row, l.stacked, k == selected, strcmp(list->entries[k].file, current) == 0,
                 name_w);
        y += l.row_h;
    }
    char more[64] = "";
    if (visible < list->count) snprintf(more, sizeof more, "%d-%d of %d   ", first + 1, first + visible, list->count);
    int mw = more[0] ? text_draw(f->small, x, box.y + box.h - p - f->small->line_h, COLOR_TEXT_DIM, more) : 0;
    draw_keys(f, x + mw, box.y + box.h - p - f->small->line_h, inner - mw);
    canvas_clip(cv, NULL);
}
