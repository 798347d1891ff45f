/* tiled_props.c: custom properties and classes read as collision rules (see
 * tiled_props.h). One table of names, so the docs' list and the code agree. */
#include "import/tiled_props.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Properties that make a tile (object, layer) block when truthy; `collide` has its own values. */
static const char *const SOLID_NAMES[] = {"collides", "collidable", "solid", "collision"};
/* Properties (truthy) and classes that make it a one-way platform. */
static const char *const ONE_WAY_NAMES[] = {"one_way", "oneway", "one-way", "platform"};
/* Layer names and classes that hold collision, matched as parts of the name. */
static const char *const LAYER_WORDS[] = {"collision", "collide", "solid"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static bool in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (strcasecmp(s, list[k]) == 0) return true;
    return false;
}

bool tiled_truthy(const char *value)
{
    if (!value) return false;
    if (strcasecmp(value, "true") == 0 || strcasecmp(value, "yes") == 0) return true;
    char *end;
    double d = strtod(value, &end);
    return end != value && *end == '\0' && isfinite(d) && d != 0.0;
}

/* --solid-property NAME[=VALUE]: does this property match it? -1 not this property. */
static int solid_option(const TiledModel *m, const char *name, const char *value)
{
    const char *want = m->opt ? m->opt->solid_property : NULL;
    if (!want || !want[0]) return -1;
    const char *eq = strchr(want, '=');
    size_t n = eq ? (size_t)(eq - want) : strlen(want);
    if (strlen(name) != n || strncasecmp(name, want, n) != 0) return -1;
    if (!eq) return tiled_truthy(value);
    return strcasecmp(value, eq + 1) == 0 ? 1 : -1;
}

bool tiled_facts_take(TiledModel *m, TiledFacts *f, const char *name, const char *value, int line, const char *where)
{
    const char *v = value ? value : "";
    int option = solid_option(m, name, v);
    if (option >= 0) {
        if (option || f->solid < 0) f->solid = option;
    } else if (strcasecmp(name, TILED_PROPERTY) == 0) {
        if (tiled_property_sides(m, v, line, &f->collide)) return true;
        if (!where) return false;
        char why[sizeof m->err->msg];
        snprintf(why, sizeof why, "%s", m->err ? m->err->msg : "");
        return tiled_fail(m, 0, 0, "%s: %s", where, why);
    } else if (in_list(name, SOLID_NAMES, COUNT(SOLID_NAMES))) {
        bool yes = tiled_truthy(v);
        if (yes || f->solid < 0) f->solid = yes;
    } else if (in_list(name, ONE_WAY_NAMES, COUNT(ONE_WAY_NAMES)) && tiled_truthy(v)) {
        f->one_way = true;
    }
    return true;
}

void tiled_facts_class(TiledFacts *f, const char *cls)
{
    if (!cls || !cls[0]) return;
    if (in_list(cls, ONE_WAY_NAMES, COUNT(ONE_WAY_NAMES))) f->one_way = true;
    else if (in_list(cls, SOLID_NAMES, COUNT(SOLID_NAMES)) || strcasecmp(cls, TILED_PROPERTY) == 0) f->solid = 1;
}

int tiled_facts_sides(const TiledFacts *f)
{
    if (f->collide != TILED_NO_RULE) return f->collide;
    if (f->one_way) return SIDE_UP;
    if (f->solid >= 0) return f->solid ? SIDE_ALL : 0;
    return TILED_NO_RULE;
}

bool tiled_name_says_collision(const char *name)
{
    char low[TILED_NAME_MAX];
    size_t n = 0;
    for (; name && name[n] && n + 1 < sizeof low; n++) low[n] = (char)tolower((unsigned char)name[n]);
    low[n] = '\0';
    for (size_t k = 0; k < COUNT(LAYER_WORDS); k++)
        if (strstr(low, LAYER_WORDS[k])) return true;
    return false;
}
