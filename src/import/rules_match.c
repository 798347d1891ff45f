/* rules_match.c: which rule decides a tile, an object, a layer or an IntGrid value (the
 * last that matches, see rules.h), and the note's list of what each rule decided. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/import_map.h"
#include "import/rules.h"

bool rules_truthy(const char *value)
{
    if (!value) return false;
    if (strcasecmp(value, "true") == 0 || strcasecmp(value, "yes") == 0) return true;
    char *end;
    double d = strtod(value, &end);
    return end != value && *end == '\0' && isfinite(d) && d != 0.0;
}

/* `pattern` (any case, * any run of characters) against `s`: one star remembered at a
 * time, so the work stays within the lengths' product (63 bytes each at most). */
static bool glob(const char *pattern, const char *s)
{
    const char *star = NULL, *resume = NULL;
    while (*s) {
        if (*pattern == '*') {
            star = pattern++;
            resume = s;
        } else if (*pattern && tolower((unsigned char)*pattern) == tolower((unsigned char)*s)) {
            pattern++, s++;
        } else if (star) {
            pattern = star + 1;
            s = ++resume;
        } else {
            return false;
        }
    }
    while (*pattern == '*') pattern++;
    return *pattern == '\0';
}

static bool layer_kind(RuleKind k)
{
    return k == RULE_LAYER || k == RULE_TILE_LAYER || k == RULE_OBJECT_LAYER;
}

int rules_match_name(const Rules *r, RuleKind kind, const char *name, int after)
{
    if (!r || !name) return RULE_NONE;
    for (int k = r->count - 1; k > after; k--) {
        const Rule *u = &r->rule[k];
        bool kind_ok = u->kind == kind || (layer_kind(kind) && u->kind == RULE_LAYER);
        if (kind_ok && (layer_kind(kind) ? glob(u->name, name) : strcasecmp(u->name, name) == 0)) return k;
    }
    return RULE_NONE;
}

int rules_match_property(const Rules *r, const char *name, const char *value, int after)
{
    if (!r || !name) return RULE_NONE;
    const char *v = value ? value : "";
    for (int k = r->count - 1; k > after; k--) {
        const Rule *u = &r->rule[k];
        if (u->kind != RULE_PROPERTY || strcasecmp(u->name, name) != 0) continue;
        if (u->any_value || (u->value[0] ? strcasecmp(u->value, v) == 0 : rules_truthy(v))) return k;
    }
    return RULE_NONE;
}

static bool holds(const Rules *r, const Rule *u, long v, const char *vname)
{
    for (int i = u->first; i < u->first + u->items; i++) {
        const RuleItem *it = &r->item[i];
        if (it->name[0] ? vname && vname[0] && strcasecmp(it->name, vname) == 0 : v >= it->lo && v <= it->hi)
            return true;
    }
    return false;
}

int rules_match_tile(const Rules *r, const char *tileset, long id, int after)
{
    if (!r) return RULE_NONE;
    for (int k = r->count - 1; k > after; k--) {
        const Rule *u = &r->rule[k];
        if (u->kind == RULE_TILES && (!u->name[0] || (tileset && glob(u->name, tileset))) && holds(r, u, id, NULL))
            return k;
    }
    return RULE_NONE;
}

int rules_match_value(const Rules *r, long v, const char *vname, int after)
{
    if (!r) return RULE_NONE;
    for (int k = r->count - 1; k > after; k--)
        if (r->rule[k].kind == RULE_INTGRID && holds(r, &r->rule[k], v, vname)) return k;
    return RULE_NONE;
}

static void count_word(char *note, size_t cap, size_t *n, long count, const char *one, const char *many, bool *first)
{
    if (!count) return;
    import_note_add(note, cap, n, "%s%ld %s", *first ? " " : ", ", count, count == 1 ? one : many);
    *first = false;
}

void rules_note(const Rules *r, char *note, size_t cap, size_t *n)
{
    if (!r || r->count == 0) return;
    const char *base = strrchr(r->file, '/');
    base = base ? base + 1 : r->file;
    import_note_add(note, cap, n, "; rules:");
    for (int k = 0; k < r->count; k++) {
        const Rule *u = &r->rule[k];
        if (u->line) import_note_add(note, cap, n, "%s %s:%d '%s'", k ? "," : "", base, u->line, u->text);
        else import_note_add(note, cap, n, "%s %s", k ? "," : "", u->text);
        bool first = true;
        count_word(note, cap, n, u->layers, "layer", "layers", &first);
        count_word(note, cap, n, u->tiles, "tile", "tiles", &first);
        count_word(note, cap, n, u->objects, "object", "objects", &first);
        count_word(note, cap, n, u->cells, "cell", "cells", &first);
        if (first) import_note_add(note, cap, n, " no match");
    }
}
