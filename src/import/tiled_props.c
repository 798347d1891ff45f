/* tiled_props.c: custom properties and classes read as collision rules (see
 * tiled_props.h). One table of names, so the docs' list and the code agree. */
#include "import/tiled_props.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Properties that make a tile (object, layer) block when truthy; `collide` has its own values. */
static const char *const SOLID_NAMES[] = {"collides", "collidable", "solid", "collision"};
/* Properties (truthy) and classes that make it a one-way platform; 'platform' is noted,
 * since some engines mean a solid box by it. */
static const char *const ONE_WAY_NAMES[] = {"one_way", "oneway", "one-way"};
#define PLATFORM "platform"
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
    return rules_truthy(value);
}

bool tiled_facts_take(TiledModel *m, TiledFacts *f, const char *name, const char *value, int line, const char *where)
{
    const char *v = value ? value : "";
    int k = rules_match_property(m->rules, name, v, f->user);
    if (k > f->user) f->user = k;
    if (strcasecmp(name, TILED_PROPERTY) == 0) {
        if (tiled_property_sides(m, v, line, &f->collide)) return true;
        if (!where) return false;
        char why[sizeof m->err->msg];
        snprintf(why, sizeof why, "%s", m->err ? m->err->msg : "");
        return tiled_fail(m, 0, 0, "%s: %s", where, why);
    }
    if (in_list(name, SOLID_NAMES, COUNT(SOLID_NAMES))) {
        bool yes = tiled_truthy(v);
        if (yes || f->solid < 0) f->solid = yes;
    } else if (in_list(name, ONE_WAY_NAMES, COUNT(ONE_WAY_NAMES)) && tiled_truthy(v)) {
        f->one_way = true;
    } else if (strcasecmp(name, PLATFORM) == 0 && tiled_truthy(v)) {
        f->platform = true;
    }
    return true;
}

void tiled_facts_class(TiledModel *m, TiledFacts *f, const char *cls)
{
    if (!cls || !cls[0]) return;
    /* A class (or type) is matched by class rules, and by property rules about a property
     * named class or type, as games before Tiled 1.9 stored it. */
    int k = rules_match_name(m->rules, RULE_CLASS, cls, f->user);
    if (k > f->user) f->user = k;
    k = rules_match_property(m->rules, "class", cls, f->user);
    if (k > f->user) f->user = k;
    k = rules_match_property(m->rules, "type", cls, f->user);
    if (k > f->user) f->user = k;
    if (in_list(cls, ONE_WAY_NAMES, COUNT(ONE_WAY_NAMES))) f->one_way = true;
    else if (strcasecmp(cls, PLATFORM) == 0) f->platform = true;
    else if (in_list(cls, SOLID_NAMES, COUNT(SOLID_NAMES)) || strcasecmp(cls, TILED_PROPERTY) == 0) f->solid = 1;
}

int tiled_facts_sides(const TiledFacts *f)
{
    if (f->collide != TILED_NO_RULE) return f->collide;
    if (f->one_way || f->platform) return SIDE_UP;
    if (f->solid >= 0) return f->solid ? SIDE_ALL : 0;
    return TILED_NO_RULE;
}

bool tiled_facts_platform(const TiledFacts *f)
{
    return f->platform && !f->one_way && f->collide == TILED_NO_RULE;
}

static bool name_says_collision(const char *name)
{
    char low[TILED_NAME_MAX];
    size_t n = 0;
    for (; name && name[n] && n + 1 < sizeof low; n++) low[n] = (char)tolower((unsigned char)name[n]);
    low[n] = '\0';
    for (size_t k = 0; k < COUNT(LAYER_WORDS); k++)
        if (strstr(low, LAYER_WORDS[k])) return true;
    return false;
}

void tiled_layer_rules(TiledModel *m, TiledLayer *l, const TiledFacts *f, const char *cls)
{
    int user = f->user;
    int k = rules_match_name(m->rules, l->is_objects ? RULE_OBJECT_LAYER : RULE_TILE_LAYER, l->name, user);
    if (k > user) user = k;
    k = cls && cls[0] ? rules_match_name(m->rules, RULE_CLASS, cls, user) : RULE_NONE;
    if (k > user) user = k;
    int rule = tiled_facts_sides(f);
    if (rule == TILED_NO_RULE && (name_says_collision(l->name) || (cls && name_says_collision(cls)))) rule = SIDE_ALL;
    if (user >= 0) {
        int a = m->rules->rule[user].action;
        rule = a == RULE_IGNORE ? TILED_NO_RULE : a;
    }
    l->user = (int16_t)user;
    l->rule = (int8_t)rule;
    tiled_layer_decide(m, l);
}
