/* keys_list.c: the key table as the help, the prompt and the README list it: its
 * sections and their titles, which bindings a mode's help shows, and the markdown
 * tables of the README and docs/keys.md (see keys.h). */
#include "app/base/keys.h"

#include <stdio.h>
#include <string.h>

static const char *const GROUP_TITLES[KEYS_GROUP_COUNT] = {
    "Tiles mode",
    "Map editor (E)",
    "Map browser (F2)",
    "Crowd mode",
    "Everywhere",
    "While a recording plays",
    "Quitting or loading a map with unsaved changes",
};

KeyGroup keys_group(const KeyBinding *b)
{
    switch (b->when) {
    case KEYS_PROMPT: return KEYS_GROUP_PROMPT;
    case KEYS_REPLAYING:
    case KEYS_TOUR:
    case KEYS_TOUR_STEERED: return KEYS_GROUP_REPLAY; /* the tour plays recordings */
    case KEYS_EDITING: return KEYS_GROUP_EDITOR;
    case KEYS_BROWSER: return KEYS_GROUP_BROWSER;
    default: break;
    }
    if (b->modes == KEYS_BOTH) return KEYS_GROUP_EVERYWHERE;
    return b->modes == KEYS_TILES ? KEYS_GROUP_TILES : KEYS_GROUP_CROWD;
}

const char *keys_group_title(KeyGroup g)
{
    return (unsigned)g < KEYS_GROUP_COUNT ? GROUP_TITLES[g] : "";
}

bool keys_in_help(const KeyBinding *b, Mode mode)
{
    return b->when != KEYS_PROMPT && (b->modes & (mode == MODE_TILES ? KEYS_TILES : KEYS_CROWD));
}

bool keys_in_markdown(const KeyBinding *b)
{
    /* The list's own keys show on the list and in the help; the README's F2 row names them. */
    return keys_group(b) != KEYS_GROUP_BROWSER;
}

const char *keys_method_label(int r)
{
    static const char LABELS[METHOD_MAX][4] = {"1", "2", "3", "4", "5", "6", "7", "8",
                                               "9", "0", "S1", "S2", "S3", "S4", "S5", "S6"};
    return r >= 0 && r < METHOD_MAX ? LABELS[r] : "?";
}

void keys_texts(const KeyBinding *b, const MethodSet *methods, KeyTexts *out)
{
    out->label = b->label;
    out->what = b->what;
    if (b->methods == KEYS_METHODS_NONE) return;
    MethodSet set = method_set_or_builtin(methods);
    int first = b->methods == KEYS_METHODS_FIRST ? 0 : 10;
    int last = set.count < first + 10 ? set.count : first + 10; /* one past the last this row chooses */
    out->label = out->label_buf;
    out->what = out->what_buf;
    out->label_buf[0] = out->what_buf[0] = '\0';
    if (last <= first) return;
    const char *shift = first ? "Shift+" : "";
    if (last - first == 1) snprintf(out->label_buf, sizeof out->label_buf, "%s1", shift);
    else if (last - first <= 9) snprintf(out->label_buf, sizeof out->label_buf, "%s1 - %s%d", shift, shift, last - first);
    else snprintf(out->label_buf, sizeof out->label_buf, "1 - 9, 0");
    size_t at = (size_t)snprintf(out->what_buf, sizeof out->what_buf, "method: ");
    for (int r = first; r < last && at < sizeof out->what_buf; r++)
        at += (size_t)snprintf(out->what_buf + at, sizeof out->what_buf - at, "%s%s", r > first ? ", " : "",
                               set.at[r] ? set.at[r]->name : "?");
}

/* A cell's text, its '|' escaped so that it stays one cell. */
static void cell(FILE *out, const char *text)
{
    for (const char *c = text; *c; c++) {
        if (*c == '|') fputc('\\', out);
        fputc(*c, out);
    }
}

const char *keys_more_joint(const KeyBinding *b)
{
    /* `more` that opens with its own space or punctuation follows `what` directly;
     * one that opens with a word is a clause of its own. */
    if (!b->more || !b->more[0] || strchr(" ,:;.", b->more[0])) return "";
    return "; ";
}

/* One binding's two cells, "| key | what it does", and the details when not brief. */
static void binding_cells(FILE *out, const KeyBinding *b, bool brief)
{
    KeyTexts t;
    keys_texts(b, NULL, &t);
    fputs("| ", out);
    cell(out, t.label);
    fputs(" | ", out);
    cell(out, t.what);
    if (!brief) {
        cell(out, keys_more_joint(b));
        cell(out, b->more ? b->more : "");
    }
    fputs(" ", out);
}

bool keys_in_brief(KeyGroup g)
{
    return g == KEYS_GROUP_TILES || g == KEYS_GROUP_EVERYWHERE;
}

void keys_markdown(FILE *out, bool brief)
{
    /* Brief, two bindings a row and the two groups a first run needs: the README stays
     * within a screen, docs/keys.md has the rest. */
    int per_row = brief ? 2 : 1;
    for (int g = 0; g < KEYS_GROUP_COUNT; g++) {
        if (g == KEYS_GROUP_BROWSER || (brief && !keys_in_brief((KeyGroup)g))) continue;
        fprintf(out, brief ? "%s| key | %s | key | |\n|---|---|---|---|\n" : "%s| key | %s |\n|---|---|\n",
                g ? "\n" : "", keys_group_title((KeyGroup)g));
        int in_row = 0;
        for (int i = 0; i < KEY_TABLE_COUNT; i++) {
            const KeyBinding *b = &KEY_TABLE[i];
            KeyTexts t;
            keys_texts(b, NULL, &t);
            if (keys_group(b) != (KeyGroup)g || !keys_in_markdown(b) || !t.label[0]) continue;
            binding_cells(out, b, brief);
            if (++in_row == per_row) {
                fputs("|\n", out);
                in_row = 0;
            }
        }
        if (in_row) fputs("| | |\n", out); /* an odd one out: the row's last two cells empty */
    }
}
