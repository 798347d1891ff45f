/* rules.c: reading a rules file (see rules.h and docs/rules.md): words separated by
 * blanks, a name in double quotes when it holds blanks, `#` to the end of the line.
 * Every refusal names FILE:LINE:COL. */
#include "import/rules.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/line.h"
#include "core/base/utf8.h"
#include "import/import_file.h"

#define WORDS_MAX 5

typedef struct Word {
    char s[RULE_NAME_MAX * 2];
    int col;
} Word;

typedef struct Reader {
    Rules *r;
    const char *file;
    int line;
    MapError *err;
} Reader;

static const char *const KINDS[] = {"tiles", "property", "class", "layer", "tile-layer", "object-layer", "intgrid"};
#define KIND_COUNT ((int)(sizeof KINDS / sizeof KINDS[0]))

void rules_init(Rules *r)
{
    memset(r, 0, sizeof *r);
    r->edge_share = RULES_EDGE_DEFAULT;
}

static bool fail(const Reader *rd, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    import_vfail(rd->err, rd->file, rd->line, col, fmt, ap);
    va_end(ap);
    return false;
}

/* The line's bytes: UTF-8 without control characters (a tab is a blank). */
static bool check_text(const Reader *rd, const char *s, int len)
{
    for (int i = 0; i < len;) {
        uint32_t cp;
        int n = utf8_decode(s + i, (size_t)(len - i), &cp);
        if (n < 0) return import_fail(rd->err, rd->file, rd->line, i + 1, "invalid UTF-8: %s", utf8_problem(-n));
        if (cp != '\t' && (utf8_is_control(cp) || cp == 0x7f))
            return import_fail(rd->err, rd->file, rd->line, i + 1, "control character U+%04X in a rules file",
                               (unsigned)cp);
        i += n;
    }
    return true;
}

/* The line's words, a quoted one unquoted; a `#` starting a word ends the line. */
static int split(const Reader *rd, Line *l, Word *w, bool *ok)
{
    int n = 0;
    *ok = true;
    for (;;) {
        line_skip_ws(l);
        if (l->pos >= l->len || l->s[l->pos] == '#') return n;
        if (n == WORDS_MAX) {
            *ok = fail(rd, l->pos + 1, "too many words: a rule is WHAT WHICH ACTION");
            return n;
        }
        w[n].col = l->pos + 1;
        if (l->s[l->pos] == '"') {
            int col;
            LineQuoted q = line_quoted(l, w[n].s, RULE_NAME_MAX, &col);
            if (q != LINE_QUOTED_OK) {
                *ok = fail(rd, col, q == LINE_QUOTED_OPEN ? "missing the closing '\"'" : "a name longer than 63 bytes");
                return n;
            }
            /* `"name"=value` keeps its value: the quotes hold the name only. */
            const char *rest;
            int more = l->pos < l->len && l->s[l->pos] == '=' ? line_word(l, &rest) : 0;
            size_t have = strlen(w[n].s);
            if (more > 0 && have + (size_t)more < sizeof w[n].s)
                memcpy(w[n].s + have, rest, (size_t)more), w[n].s[have + (size_t)more] = '\0';
        } else {
            const char *s;
            int len = line_word(l, &s);
            if (len >= (int)sizeof w[n].s) {
                *ok = fail(rd, w[n].col, "a word longer than %d bytes", (int)sizeof w[n].s - 1);
                return n;
            }
            memcpy(w[n].s, s, (size_t)len);
            w[n].s[len] = '\0';
        }
        n++;
    }
}

/* solid, one-way, ignore, or a side mask 0-15. */
static bool read_action(const Reader *rd, const Word *w, int *action)
{
    const char *s = w->s;
    if (strcasecmp(s, "solid") == 0) *action = SIDE_ALL;
    else if (strcasecmp(s, "one-way") == 0) *action = SIDE_UP;
    else if (strcasecmp(s, "ignore") == 0) *action = RULE_IGNORE;
    else {
        char *end;
        long v = isdigit((unsigned char)s[0]) ? strtol(s, &end, 10) : -1;
        if (v < 0 || v > SIDE_ALL || *end) {
            char shown[LINE_SHOWN_CAP];
            return fail(rd, w->col, "unknown action '%s' (expected solid, one-way, ignore, or a side mask 0-15)",
                        line_shown(shown, s, (int)strlen(s)));
        }
        *action = (int)v;
    }
    return true;
}

static bool add_item(const Reader *rd, int col, long lo, long hi, const char *name)
{
    Rules *r = rd->r;
    if (r->item_count == RULE_ITEMS_MAX)
        return fail(rd, col, "more than %d tile ranges and IntGrid values", RULE_ITEMS_MAX);
    RuleItem *it = &r->item[r->item_count++];
    it->lo = lo;
    it->hi = hi;
    snprintf(it->name, sizeof it->name, "%s", name ? name : "");
    return true;
}

/* 0-25,40,52-77 (and, for IntGrid values, names: water,1-3). */
static bool read_items(const Reader *rd, const Word *w, bool names)
{
    const char *s = w->s;
    for (const char *at = s; *at;) {
        const char *comma = strchr(at, ',');
        int len = comma ? (int)(comma - at) : (int)strlen(at), col = w->col + (int)(at - s);
        char part[RULE_NAME_MAX];
        if (len == 0 || len >= (int)sizeof part) return fail(rd, col, "an empty or overlong item in '%s'", s);
        memcpy(part, at, (size_t)len);
        part[len] = '\0';
        char *end;
        long lo = isdigit((unsigned char)part[0]) ? strtol(part, &end, 10) : -1, hi = lo;
        if (lo >= 0 && *end == '-' && isdigit((unsigned char)end[1])) hi = strtol(end + 1, &end, 10);
        bool number = lo >= 0 && *end == '\0' && lo <= 0x0fffffff && hi <= 0x0fffffff;
        if (number && hi < lo) return fail(rd, col, "the range '%s' ends before it starts", part);
        if (!number && (!names || isdigit((unsigned char)part[0])))
            return fail(rd, col, "expected tile ids like 0-25,40 (whole numbers from 0), found '%s'", part);
        if (!add_item(rd, col, number ? lo : -1, number ? hi : -1, number ? NULL : part)) return false;
        at += len + (comma != NULL);
        if (comma && !*at) return fail(rd, col + len, "a list cannot end with ','");
    }
    return true;
}

/* edges SHARE, lines one-way|solid: how thin shapes and lines read. */
static bool read_setting(const Reader *rd, const Word *w, int n)
{
    Rules *r = rd->r;
    if (n != 2) return fail(rd, w[0].col, "'%s' takes one value", w[0].s);
    if (strcasecmp(w[0].s, "edges") == 0) {
        char *end;
        double v = strtod(w[1].s, &end);
        if (*end || !isfinite(v) || !(v > 0.0 && v <= 0.5))
            return fail(rd, w[1].col, "edges takes a share of the cell above 0 and at most 0.5, not '%s'", w[1].s);
        r->edge_share = v;
        r->edge_line = rd->line;
        return true;
    }
    if (strcasecmp(w[1].s, "solid") != 0 && strcasecmp(w[1].s, "one-way") != 0)
        return fail(rd, w[1].col, "lines are read as one-way or solid, not '%s'", w[1].s);
    r->lines_solid = strcasecmp(w[1].s, "solid") == 0;
    r->lines_line = rd->line;
    return true;
}

/* One rule's words: WHAT [TILESET] WHICH ACTION. */
static bool read_rule(const Reader *rd, Word *w, int n, const char *shown)
{
    Rules *r = rd->r;
    if (strcasecmp(w[0].s, "edges") == 0 || strcasecmp(w[0].s, "lines") == 0) return read_setting(rd, w, n);
    int kind = 0;
    while (kind < KIND_COUNT && strcasecmp(w[0].s, KINDS[kind]) != 0) kind++;
    char got[LINE_SHOWN_CAP];
    if (kind == KIND_COUNT)
        return fail(rd, w[0].col,
                    "unknown rule '%s' (expected tiles, property, class, layer, tile-layer, object-layer, intgrid, "
                    "edges or lines)",
                    line_shown(got, w[0].s, (int)strlen(w[0].s)));
    int want = kind == RULE_TILES ? (n == 4 ? 4 : 3) : 3;
    if (n != want)
        return fail(rd, w[0].col, "'%s' rules are %s", KINDS[kind],
                    kind == RULE_TILES      ? "tiles [TILESET] IDS ACTION (tiles 0-25 solid)"
                    : kind == RULE_PROPERTY ? "property NAME[=VALUE] ACTION (property collides solid)"
                    : kind == RULE_INTGRID  ? "intgrid VALUES ACTION (intgrid 1,3 solid)"
                                            : "WHAT NAME ACTION (layer Collisions solid)");
    if (r->count == RULES_MAX) return fail(rd, w[0].col, "more than %d rules", RULES_MAX);
    Rule *u = &r->rule[r->count];
    memset(u, 0, sizeof *u);
    u->kind = (RuleKind)kind;
    u->line = rd->line;
    u->first = r->item_count;
    if (!read_action(rd, &w[n - 1], &u->action)) return false;
    const Word *which = &w[n - 2];
    if (kind == RULE_TILES || kind == RULE_INTGRID) {
        if (n == 4 && strlen(w[1].s) >= sizeof u->name)
            return fail(rd, w[1].col, "a tileset name longer than %d bytes", (int)sizeof u->name - 1);
        if (n == 4) memcpy(u->name, w[1].s, strlen(w[1].s) + 1);
        if (!read_items(rd, which, kind == RULE_INTGRID)) return false;
    } else {
        const char *eq = kind == RULE_PROPERTY ? strchr(which->s, '=') : NULL;
        size_t len = eq ? (size_t)(eq - which->s) : strlen(which->s);
        if (len == 0 || len >= sizeof u->name || (eq && strlen(eq + 1) >= sizeof u->value))
            return fail(rd, which->col, "expected a name (at most 63 bytes), found '%s'", which->s);
        memcpy(u->name, which->s, len);
        u->name[len] = '\0';
        if (eq) {
            u->any_value = strcmp(eq + 1, "*") == 0;
            snprintf(u->value, sizeof u->value, "%s", u->any_value ? "" : eq + 1);
        }
    }
    u->items = r->item_count - u->first;
    snprintf(u->text, sizeof u->text, "%s", shown);
    r->count++;
    return true;
}

/* The rule's words as the note quotes them: one blank between words, quotes kept off. */
static void quote(char *out, size_t cap, const Word *w, int n)
{
    size_t at = 0;
    out[0] = '\0';
    for (int k = 0; k < n && at < cap; k++) at += (size_t)snprintf(out + at, cap - at, "%s%s", k ? " " : "", w[k].s);
}

static bool read_line(Reader *rd, const char *s, int len, const char *shown)
{
    if (!check_text(rd, s, len)) return false;
    Line l = {.s = s, .len = len, .pos = 0, .number = rd->line};
    Word w[WORDS_MAX];
    bool ok;
    int n = split(rd, &l, w, &ok);
    if (!ok || n == 0) return ok;
    char text[RULE_TEXT_MAX];
    quote(text, sizeof text, w, n);
    return read_rule(rd, w, n, shown ? shown : text);
}

bool rules_parse(Rules *r, const char *text, size_t len, const char *file, MapError *err)
{
    Reader rd = {.r = r, .file = file, .err = err};
    if (len > RULES_FILE_MAX) return import_fail(err, file, 0, 0, "a rules file is at most %d bytes", RULES_FILE_MAX);
    snprintf(r->file, sizeof r->file, "%s", file);
    size_t at = line_bom(text, len);
    while (at < len) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        rd.line++;
        int n = (int)(end - at);
        if (n > RULES_LINE_MAX)
            return import_fail(err, file, rd.line, RULES_LINE_MAX + 1, "line longer than %d bytes", RULES_LINE_MAX);
        if (n > 0 && text[end - 1] == '\r') n--;
        if (!read_line(&rd, text + at, n, NULL)) return false;
        at = end + 1;
    }
    return true;
}

bool rules_add_option(Rules *r, const char *rule, const char *shown, MapError *err)
{
    Reader rd = {.r = r, .file = shown, .err = err, .line = 0};
    size_t n = strlen(rule);
    if (n > RULES_LINE_MAX) return import_fail(err, shown, 0, 0, "too long");
    return read_line(&rd, rule, (int)n, shown);
}
