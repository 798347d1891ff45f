/* rules.h: a game's conventions for what blocks, said once and shared (docs/rules.md):
 * one rule a line, from a rules file (--rules FILE) or from the options, about tile id
 * ranges, properties, classes, layers and LDtk IntGrid values, and how thin shapes and
 * lines read. The last rule that matches a thing decides it; each rule counts what it
 * decided, for the load note. Parsing and the words of the note are here; the readers
 * ask the rules through the functions below. */
#ifndef COLLIDE_RULES_H
#define COLLIDE_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"

#define RULES_MAX 256          /* rules in all (files and options) */
#define RULE_ITEMS_MAX 1024    /* tile id ranges and IntGrid values, all rules */
#define RULE_TEXT_MAX 96       /* bytes of a rule as the note quotes it */
#define RULE_NAME_MAX 64       /* bytes of a name, a class or a value in a rule */
#define RULES_LINE_MAX 1024    /* bytes per line of a rules file */
#define RULES_FILE_MAX 65536   /* bytes of a rules file */
#define RULE_IGNORE (-2)       /* the action `ignore`: blocks nothing; a layer is not read at all */
#define RULE_NONE (-1)         /* no rule matched */
#define RULES_EDGE_DEFAULT 0.5 /* thinner than half a cell along its edge: that side */

typedef enum RuleKind {
    RULE_TILES,        /* tiles [TILESET] 0-25,40 ACTION: local tile ids */
    RULE_PROPERTY,     /* property NAME[=VALUE|=*] ACTION: tiles, objects, layers */
    RULE_CLASS,        /* class NAME ACTION: a tile's, object's or layer's class (or type) */
    RULE_LAYER,        /* layer NAME ACTION: tile and object layers (LDtk's too), * for any */
    RULE_TILE_LAYER,   /* tile-layer NAME ACTION */
    RULE_OBJECT_LAYER, /* object-layer NAME ACTION */
    RULE_INTGRID,      /* intgrid 1,3-4,water ACTION: LDtk IntGrid values or their names */
} RuleKind;

/// A number range (lo..hi) or, for IntGrid values, a name.
typedef struct RuleItem {
    long lo, hi;
    char name[RULE_NAME_MAX];
} RuleItem;

typedef struct Rule {
    RuleKind kind;
    int action;                         /* a side mask 0-15, or RULE_IGNORE */
    int line;                           /* in its file; 0 for an option */
    char text[RULE_TEXT_MAX];           /* as the note quotes it */
    char name[RULE_NAME_MAX];           /* property, class, layer (glob) or tileset ("" any) */
    char value[RULE_NAME_MAX];          /* a property's value; "" truthy */
    bool any_value;                     /* property NAME=*: present with any value */
    int first, items;                   /* its RuleItems */
    long tiles, objects, cells, layers; /* what it decided, for the note */
} Rule;

typedef struct Rules {
    Rule rule[RULES_MAX];
    int count;
    RuleItem item[RULE_ITEMS_MAX];
    int item_count;
    double edge_share; /* edges SHARE */
    bool lines_solid;  /* lines solid (else one-way tops) */
    int edge_line, lines_line;
    char file[256]; /* the rules file, for the note; "" when none */
} Rules;

/// Rules with no rule: the built-in reading (edges under half a cell, lines one-way).
void rules_init(Rules *r);

/// Add the rules of a rules file's text; false with err ("FILE:LINE:COL: message").
bool rules_parse(Rules *r, const char *text, size_t len, const char *file, MapError *err);

/// Add one rule written as in a file ("property deadly solid"), from an option: the note
/// quotes it as `shown`.
bool rules_add_option(Rules *r, const char *rule, const char *shown, MapError *err);

/// The last rule of `kind` (a layer kind also matches RULE_LAYER) whose name matches
/// `name` (any case, * any run of characters), above index `after`; RULE_NONE otherwise.
int rules_match_name(const Rules *r, RuleKind kind, const char *name, int after);

/// The last property rule matching the property (its value as text), above `after`.
int rules_match_property(const Rules *r, const char *name, const char *value, int after);

/// The last tiles rule holding local tile `id` of the tileset named `tileset`.
int rules_match_tile(const Rules *r, const char *tileset, long id, int after);

/// The last intgrid rule holding IntGrid value `v` (or its name `vname`, may be "").
int rules_match_value(const Rules *r, long v, const char *vname, int after);

/// true, 1 or yes (any case), or a number other than zero: a property that says yes.
bool rules_truthy(const char *value);


/// "; rules: FILE:3 `tiles 0-25 solid` 120 tiles, ..." into the note.
void rules_note(const Rules *r, char *note, size_t cap, size_t *n);

#endif
