/* options.c: see options.h. A value must be a number in range as a whole string: NaN,
 * infinities and trailing junk are refused with the value quoted. A file named on the
 * command line is checked before a run starts. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/options.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/base/assets.h"
#include "core/base/escape.h"
#include "core/base/line.h"
#include "import/import.h"

const char *cli_shown(const char *s)
{
    /* Two at a time, for a message that echoes two values. */
    static char ring[2][4 * 256];
    static int next;
    char *buf = ring[next];
    next = !next;
    size_t shown = escape_str(buf, sizeof ring[0] - 3, s);
    if (s[shown]) strcat(buf, "...");
    return buf;
}

void cli_start(CliArgs *args, const CliSpec *spec, int argc, char **argv)
{
    *args = (CliArgs){.spec = spec, .argc = argc, .argv = argv};
    optind = 1;
    opterr = 0; /* the refusals are worded here */
}

/* Is `val` the code of an option in the table? getopt_long leaves it in optopt when a
 * known option lacks its value or has one it does not take, and 0 (or, for a short
 * option, its letter) when the option is unknown. */
static bool cli_known(const struct option *options, int val)
{
    for (const struct option *o = options; o->name; o++)
        if (val != 0 && o->val == val) return true;
    return false;
}

/* getopt_long reports `--flag=value` for a flag and `--option` without its value alike;
 * only the first has an '=' in it. Names the option in `name`, without its value. */
static bool cli_value_not_taken(const char *arg, char *name, size_t cap)
{
    const char *eq = strchr(arg, '=');
    if (strncmp(arg, "--", 2) != 0 || !eq) return false;
    snprintf(name, cap, "%.*s", (int)(eq - arg), arg);
    return true;
}

static void cli_refuse(const CliArgs *args)
{
    const CliSpec *spec = args->spec;
    const char *arg = args->argv[optind - 1];
    bool known = cli_known(spec->options, optopt);
    char name[64];
    if (spec->terse) fprintf(stderr, "%s: unknown option or missing value: '%s'\n", spec->command, cli_shown(arg));
    else if (known && cli_value_not_taken(arg, name, sizeof name))
        fprintf(stderr, "%s: %s takes no value, got '%s'\n", spec->command, name, cli_shown(arg));
    else if (known) fprintf(stderr, "%s: %s needs a value\n", spec->command, arg);
    else fprintf(stderr, "%s: unknown option '%s'%s\n", spec->command, cli_shown(arg), spec->hint);
    if (spec->usage) spec->usage(stderr);
}

int cli_next(CliArgs *args)
{
    int c = getopt_long(args->argc, args->argv, "", args->spec->options, NULL);
    args->value = optarg;
    if (c == -1) return CLI_END;
    if (c == '?') {
        cli_refuse(args);
        return CLI_REFUSED;
    }
    return c;
}

const char *cli_second_value(CliArgs *args)
{
    return optind < args->argc ? args->argv[optind++] : NULL;
}

bool cli_no_arguments(CliArgs *args)
{
    if (optind >= args->argc) return true;
    fprintf(stderr, "%s: unexpected argument '%s'%s\n", args->spec->command, cli_shown(args->argv[optind]),
            args->spec->hint);
    return false;
}

/* The one number reader's rule before strtoull, strtol or strtof see the text: they
 * would skip leading blanks (and strtoull take a sign, so ' -1' would wrap to 2^64-1),
 * so a number starts with a digit, a sign or a point, and the whole value must be read. */
static bool starts_like_a_number(const char *s, bool sign)
{
    return (s[0] >= '0' && s[0] <= '9') || s[0] == '.' || (sign && (s[0] == '-' || s[0] == '+'));
}

static void refuse_number(const char *opt, const char *s, const char *expected)
{
    char shown[LINE_SHOWN_CAP];
    bool blank = s[0] == ' ' || s[0] == '\t' || (s[0] && strchr(" \t\n\v\f\r", s[strlen(s) - 1]) != NULL);
    fprintf(stderr, "collide: %s: expected %s, got '%s'%s\n", opt, expected, line_shown(shown, s, (int)strlen(s)),
            blank ? " (no blanks around the number)" : "");
}

bool cli_uint64(const char *opt, const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    if (!starts_like_a_number(s, false) || s[0] == '.') goto bad;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end) goto bad;
    *out = (uint64_t)v;
    return true;
bad:
    refuse_number(opt, s, "a whole number from 0 to 18446744073709551615");
    return false;
}

bool cli_long(const char *opt, const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = starts_like_a_number(s, true) ? strtol(s, &end, 10) : 0;
    if (!starts_like_a_number(s, true) || errno || *end || end == s || v < lo || v > hi) {
        char expected[96];
        snprintf(expected, sizeof expected, "a whole number from %ld to %ld", lo, hi);
        refuse_number(opt, s, expected);
        return false;
    }
    *out = v;
    return true;
}

bool cli_float_value(const char *s, float lo, float hi, float *out)
{
    char *end;
    errno = 0;
    if (!starts_like_a_number(s, true)) return false;
    float v = strtof(s, &end);
    if (errno || *end || end == s || !isfinite(v) || v < lo || v > hi) return false;
    *out = v;
    return true;
}

bool cli_float(const char *opt, const char *s, float lo, float hi, float *out)
{
    if (cli_float_value(s, lo, hi, out)) return true;
    char expected[96];
    snprintf(expected, sizeof expected, "a number from %g to %g", (double)lo, (double)hi);
    refuse_number(opt, s, expected);
    return false;
}

bool cli_load_map(const char *path, Map *out)
{
    return cli_load_map_layer(path, NULL, out);
}

bool cli_load_map_layer(const char *path, const char *layer, Map *out)
{
    ImportOptions opt = {.layers = layer};
    return cli_load_map_import(path, &opt, out);
}

const char *cli_import_option_name(int c)
{
    switch (c) {
    case CLI_OPT_LEVEL: return "--level";
    case CLI_OPT_SOLID_PROPERTY: return "--solid-property";
    case CLI_OPT_SOLID_VALUES: return "--solid-values";
    case CLI_OPT_RULES: return "--rules";
    case CLI_OPT_SPAWN: return "--spawn";
    case CLI_OPT_SPAWN_OBJECT: return "--spawn-object";
    default: return NULL;
    }
}

/* --spawn X,Y: two finite numbers of pixels. */
static bool read_spawn(const char *v, ImportOptions *opt)
{
    const char *comma = strchr(v, ',');
    char x[64];
    float fx, fy;
    bool ok = comma && (size_t)(comma - v) < sizeof x;
    if (ok) snprintf(x, sizeof x, "%.*s", (int)(comma - v), v);
    ok = ok && cli_float_value(x, -1e9f, 1e9f, &fx) && cli_float_value(comma + 1, -1e9f, 1e9f, &fy);
    if (!ok) {
        fprintf(stderr, "collide: --spawn: expected X,Y, the player's centre in pixels (--spawn 80,496), got '%s'\n",
                cli_shown(v));
        return false;
    }
    /* Parsed again as doubles, so 80.25 stays 80.25 exactly. */
    opt->spawn_x = strtod(x, NULL);
    opt->spawn_y = strtod(comma + 1, NULL);
    opt->spawn_given = true;
    return true;
}

/* --rules NAME: a file, or else a shipped rules file by its name (phaser, phaser.rules). */
static void read_rules(const char *v, ImportOptions *opt)
{
    opt->rules = v;
    opt->rules_text = NULL;
    struct stat st;
    if (strchr(v, '/') || stat(v, &st) == 0) return;
    for (size_t k = 0; k < asset_rules_count; k++) {
        const char *name = asset_rules[k].name;
        size_t n = strlen(v);
        if (strcmp(name, v) == 0 || (strncmp(name, v, n) == 0 && strcmp(name + n, ".rules") == 0)) {
            opt->rules = name;
            opt->rules_text = (const char *)asset_rules[k].data;
            opt->rules_len = asset_rules[k].len;
        }
    }
}

bool cli_import_option(ImportOptions *opt, int c, const char *value)
{
    if (c == CLI_OPT_LEVEL) opt->level = value;
    else if (c == CLI_OPT_SOLID_PROPERTY) opt->solid_property = value;
    else if (c == CLI_OPT_SOLID_VALUES) opt->solid_values = value;
    else if (c == CLI_OPT_RULES) read_rules(value, opt);
    else if (c == CLI_OPT_SPAWN) return read_spawn(value, opt);
    else if (c == CLI_OPT_SPAWN_OBJECT) opt->spawn_object = value;
    else return false;
    return true;
}

bool cli_load_map_import(const char *path, const ImportOptions *opt, Map *out)
{
    MapError err;
    char note[IMPORT_NOTE_MAX] = "";
    /* The file's content picks the reader: a Tiled or LDtk level named .json loads as one. */
    bool imported = path && import_claims(path);
    /* Options for a Tiled or LDtk level, given with collide's own map (or the built-in
     * one): refused by name, as the importer refuses those of the other editor. */
    const char *given = !opt                ? NULL
                        : opt->layers         ? "--layer"
                        : opt->level          ? "--level"
                        : opt->solid_property ? "--solid-property"
                        : opt->solid_values   ? "--solid-values"
                        : opt->rules          ? "--rules"
                        : opt->spawn_object   ? "--spawn-object"
                                              : NULL;
    if (given && !imported) {
        const char *belongs = opt->level || opt->solid_values ? "an LDtk project (--map FILE.ldtk)"
                              : opt->solid_property          ? "a Tiled map (--map FILE.tmx, .tmj or .json)"
                                                             : "a Tiled or LDtk level (--map FILE.tmx, .tmj, .json or .ldtk)";
        fprintf(stderr, "collide: %s goes with %s; %s is collide's own map format\n", given, belongs,
                path ? cli_shown(path) : "the built-in map");
        return false;
    }
    bool ok;
    if (imported) {
        ok = import_load(out, path, opt, note, sizeof note, &err);
    } else {
        Map own = {0};
        ok = path ? map_load(&own, path, &err)
                  : map_parse(&own, (const char *)asset_default_map, asset_default_map_len, "default.map", &err);
        ok = ok && import_own_spawn(&own, opt, path ? path : "default.map", note, sizeof note, &err);
        if (ok) {
            map_free(out);
            *out = own; /* the cells move to `out` */
        } else {
            map_free(&own);
        }
    }
    if (!ok) {
        char msg[512];
        map_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
    } else if (note[0]) {
        fprintf(stderr, "collide: %s\n", note);
    }
    return ok;
}
