/* prompt.c: the unsaved-changes prompt (see prompt.h); its answers are the key
 * table's prompt bindings. */
#include "app/render/prompt.h"

#include <stdio.h>

#include "app/base/keys.h"
#include "app/render/draw.h"
#include "app/render/theme.h"

void prompt_draw(const Frame *f, const PromptAsk *ask)
{
    char lines[PROMPT_LINES_MAX][TEXT_LINE_MAX];
    const char *shown[PROMPT_LINES_MAX];
    int n = 0;
    /* The answers name what they do: quit, or load the map the browser asked about. */
    const char *go = ask->go;
    for (int i = 0; i < KEY_TABLE_COUNT && n < PROMPT_LINES_MAX; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if (b->when != KEYS_PROMPT) continue;
        KeyCommand c = b->on[0].command;
        if (c == KEY_QUIT_NOW)
            snprintf(lines[n], TEXT_LINE_MAX, "%s: %s%s", b->label, go, ask->save ? " without saving" : "");
        else if (c == KEY_SAVE_QUIT && ask->save) snprintf(lines[n], TEXT_LINE_MAX, "%s: save, then %s", b->label, go);
        else if (c == KEY_KEEP_EDITING)
            snprintf(lines[n], TEXT_LINE_MAX, "%s: %s", b->label, ask->save ? b->what : "cancel and go on");
        else continue;
        shown[n] = lines[n];
        n++;
    }
    prompt_box(f, ask->title, shown, n);
}

void prompt_box(const Frame *f, const char *title, const char *const *lines, int n)
{
    Canvas *cv = f->canvas;
    if (n > PROMPT_LINES_MAX) n = PROMPT_LINES_MAX;
    int p = (int)(20 * f->scale), w = text_width(f->title, title);
    for (int k = 0; k < n; k++) w = w > text_width(f->text, lines[k]) ? w : text_width(f->text, lines[k]);
    w += 2 * p;
    int h = f->title->line_h + n * f->text->line_h + 3 * p;
    int x = (f->w - w) / 2, y = (f->h - h) / 2;
    canvas_colour(cv, (Colour){0, 0, 0, 170});
    draw_fill_rect(cv, 0, 0, (float)f->w, (float)f->h);
    canvas_colour(cv, COLOR_PANEL);
    draw_fill_rect(cv, (float)x, (float)y, (float)(x + w), (float)(y + h));
    canvas_colour(cv, COLOR_ALERT);
    draw_rect_outline(cv, (float)x, (float)y, (float)(x + w), (float)(y + h), 3.0f);
    text_draw(f->title, x + p, y + p, COLOR_ALERT, title);
    for (int k = 0; k < n; k++)
        text_draw(f->text, x + p, y + 2 * p + f->title->line_h + k * f->text->line_h, COLOR_TEXT, lines[k]);
}
