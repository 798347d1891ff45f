/* text.c: text through the canvas's font handles, and wrapping by measured width. */
#include "app/render/text.h"

#include <string.h>

bool text_init(Text *t, Canvas *canvas, int px, bool bold)
{
    memset(t, 0, sizeof *t);
    t->canvas = canvas;
    t->px = px;
    t->font = canvas_font_open(canvas, px, bold);
    if (!t->font) return false;
    t->line_h = canvas_font_line_h(canvas, t->font);
    return true;
}

void text_free(Text *t)
{
    if (t->font) canvas_font_close(t->canvas, t->font);
    memset(t, 0, sizeof *t);
}

/* A Text with no font (a frame built without fonts) draws and measures nothing. */
int text_draw(Text *t, int x, int y, Colour colour, const char *s)
{
    if (!t->font) return 0;
    return canvas_text(t->canvas, t->font, x, y, colour, s, NULL);
}

int text_width(const Text *t, const char *s)
{
    if (!t->font) return 0;
    return canvas_text_width(t->canvas, t->font, s);
}

void text_frame(Text *t)
{
    if (t->font) canvas_font_frame(t->canvas, t->font);
}

int text_wrap(const Text *t, const char *s, int max_w, char (*lines)[TEXT_LINE_MAX], int max_lines)
{
    int n = 0;
    while (*s && n < max_lines) {
        while (*s == ' ') s++;
        /* Take words while the line still fits; a single overlong word stands alone. */
        size_t len = 0, fit = 0;
        char buf[TEXT_LINE_MAX];
        while (s[len]) {
            size_t end = len;
            while (s[end] == ' ') end++;
            while (s[end] && s[end] != ' ') end++;
            if (end >= sizeof buf) break;
            memcpy(buf, s, end);
            buf[end] = '\0';
            if (fit > 0 && text_width(t, buf) > max_w) break;
            fit = len = end;
        }
        if (fit == 0) break;
        memcpy(lines[n], s, fit);
        lines[n][fit] = '\0';
        n++;
        s += fit;
    }
    return n;
}
