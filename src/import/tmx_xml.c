/* tmx_xml.c: the small XML helpers the TMX readers share (see tmx_xml.h). */
#include "import/tmx_xml.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tmx_line_of(const xmlNode *n)
{
    long l = xmlGetLineNo(n);
    return l > 0 && l < INT_MAX ? (int)l : 0;
}

bool tmx_is(const xmlNode *n, const char *name)
{
    return n->type == XML_ELEMENT_NODE && xmlStrcmp(n->name, (const xmlChar *)name) == 0;
}

/* An attribute's value into buf (cut to fit); false when it is absent. */
bool tmx_attr(const xmlNode *n, const char *name, char *buf, size_t cap)
{
    xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
    if (!v) return false;
    snprintf(buf, cap, "%s", (const char *)v);
    xmlFree(v);
    return true;
}

bool tmx_has_attr(const xmlNode *n, const char *name)
{
    return xmlHasProp(n, (const xmlChar *)name) != NULL;
}

bool tmx_attr_int(TiledModel *m, const xmlNode *n, const char *name, long long lo, long long hi, long long *out)
{
    char v[ATTR_MAX], *end;
    if (!tmx_attr(n, name, v, sizeof v)) return false;
    long long x = strtoll(v, &end, 10);
    if (end == v || *end || x < lo || x > hi)
        return tiled_fail(m, tmx_line_of(n), 0, "<%s %s=\"%.24s\">: expected a whole number from %lld to %lld",
                          (const char *)n->name, name, v, lo, hi);
    *out = x;
    return true;
}

/* A required whole-number attribute. */
bool tmx_need_int(TiledModel *m, const xmlNode *n, const char *name, long long lo, long long hi, long long *out)
{
    if (!tmx_has_attr(n, name)) return tiled_fail(m, tmx_line_of(n), 0, "<%s> has no '%s'", (const char *)n->name, name);
    return tmx_attr_int(m, n, name, lo, hi, out);
}

/* An optional pixel coordinate; 0 when absent or not a finite number. */
double tmx_attr_px(const xmlNode *n, const char *name)
{
    char v[ATTR_MAX], *end;
    if (!tmx_attr(n, name, v, sizeof v)) return 0.0;
    double x = strtod(v, &end);
    return end != v && !*end && x > -1e9 && x < 1e9 ? x : 0.0;
}

bool tmx_has_child(const xmlNode *n, const char *name)
{
    for (const xmlNode *c = n->children; c; c = c->next)
        if (tmx_is(c, name)) return true;
    return false;
}

/* The text of an element (text and CDATA children), malloc'ed. */
char *tmx_text_of(const xmlNode *n, size_t *len)
{
    size_t total = 0;
    for (const xmlNode *c = n->children; c; c = c->next)
        if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content)
            total += strlen((const char *)c->content);
    char *s = malloc(total + 1);
    if (!s) return NULL;
    size_t at = 0;
    for (const xmlNode *c = n->children; c; c = c->next)
        if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content) {
            size_t k = strlen((const char *)c->content);
            memcpy(s + at, c->content, k);
            at += k;
        }
    s[at] = '\0';
    *len = at;
    return s;
}
