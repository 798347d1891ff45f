/* options.h: reading a command line: one getopt_long loop for every command, with the
 * same refusals, and strict parsers for the values; every message is printed to stderr
 * and starts with the command ("collide crowd: ..."). */
#ifndef COLLIDE_CMD_OPTIONS_H
#define COLLIDE_CMD_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/map.h"
#include "import/import.h"
#include "exit_status.h"

#define CLI_END (-1)     /* cli_next: no option left */
#define CLI_REFUSED (-2) /* cli_next: a bad option, already reported */
#define CLI_RUN (-1)     /* a command's options were read: go on and run it (not an exit status) */

/// How a command reads its options and words its refusals.
typedef struct CliSpec {
    const char *command;          /* the messages' prefix: "collide", "collide crowd" */
    const struct option *options; /* getopt_long's table, ending with a zero entry */
    /// true: one message for any refused option ("unknown option or missing value: 'ARG'");
    /// false: say which ("--x takes no value", "--x needs a value", "unknown option '--x'").
    bool terse;
    const char *hint;         /* after "unknown option" and "unexpected argument": " (try --help)" or "" */
    void (*usage)(FILE *out); /* printed to stderr after a refused option, or NULL */
} CliSpec;

/// A command line being read, option by option.
typedef struct CliArgs {
    const CliSpec *spec;
    int argc;
    char **argv;
    const char *value; /* the value of the option cli_next returned */
} CliArgs;

/// Start reading argv[1..argc-1] (argv[0] is the command's own name).
void cli_start(CliArgs *args, const CliSpec *spec, int argc, char **argv);
/// The `val` of the next option in the table, its value in args->value; CLI_END when no
/// option is left; CLI_REFUSED when one is unknown, lacks its value or has a value it
/// does not take (the message and the usage are printed).
int cli_next(CliArgs *args);
/// The word after the current option's value, for an option that takes two
/// (`--size W H`); NULL when there is none.
const char *cli_second_value(CliArgs *args);
/// After the last option: true when nothing is left, else "unexpected argument" is
/// printed and false returned.
bool cli_no_arguments(CliArgs *args);

/// An option's value as a message echoes it (core/base/escape.h: no control character,
/// bidi mark or byte that is not UTF-8 reaches the terminal); valid until the call
/// after next.
const char *cli_shown(const char *s);

/// Parse option values; on failure print "collide: OPTION: ..." and return false.
bool cli_uint64(const char *opt, const char *s, uint64_t *out);
bool cli_long(const char *opt, const char *s, long lo, long hi, long *out);
bool cli_float(const char *opt, const char *s, float lo, float hi, float *out);
/// cli_float's reading without the message: the whole of s a finite number in [lo, hi],
/// no blank before or after it (every option reads numbers by this one rule).
bool cli_float_value(const char *s, float lo, float hi, float *out);
/// Load --map FILE, or the built-in default map when path is NULL. Prints errors.
bool cli_load_map(const char *path, Map *out);
/// The same with --layer A,B (NULL for none), which only a Tiled or LDtk level takes.
/// An imported level's conversion is said in one line on standard error.
bool cli_load_map_layer(const char *path, const char *layer, Map *out);
/* The import options every command that takes --map takes, for its getopt table. */
#define CLI_OPT_LEVEL 0x4c01
#define CLI_OPT_SOLID_PROPERTY 0x4c02
#define CLI_OPT_SOLID_VALUES 0x4c03
#define CLI_OPT_RULES 0x4c04
#define CLI_OPT_SPAWN 0x4c05
#define CLI_OPT_SPAWN_OBJECT 0x4c06
#define CLI_IMPORT_OPTIONS                                                                                            \
    {"level", required_argument, NULL, CLI_OPT_LEVEL}, {"solid-property", required_argument, NULL, CLI_OPT_SOLID_PROPERTY}, \
        {"solid-values", required_argument, NULL, CLI_OPT_SOLID_VALUES}, {"rules", required_argument, NULL, CLI_OPT_RULES}, \
        {"spawn", required_argument, NULL, CLI_OPT_SPAWN}, {                                                          \
        "spawn-object", required_argument, NULL, CLI_OPT_SPAWN_OBJECT                                                 \
    }
#define CLI_IMPORT_USAGE                                                                                              \
    "  --layer A,B        with a Tiled or LDtk level: only these layers decide what blocks\n"                          \
    "  --level NAME|N     with an LDtk project: which level (the first by default)\n"                                  \
    "  --rules FILE|NAME  with a Tiled or LDtk level: your game's rules for what blocks (docs/rules.md);\n"            \
    "                     NAME is a shipped one: phaser, nez, flixel, melonjs\n"                                      \
    "  --solid-property NAME[=VALUE]  with a Tiled map: tiles with this property (this value) block\n"               \
    "  --solid-values A,B with an LDtk project: the IntGrid values (numbers or names) that block\n"                    \
    "  --spawn X,Y        the player starts with its centre at pixel X,Y\n"                                            \
    "  --spawn-object NAME  with a Tiled or LDtk level: the player starts at the object of that name or type\n"
/// Is c one of CLI_IMPORT_OPTIONS? Its name ("--rules") when it is, else NULL.
const char *cli_import_option_name(int c);
/// Take one of CLI_IMPORT_OPTIONS (code c) into opt; false (the refusal printed) when
/// its value is bad (--spawn takes X,Y) or c is not one of them.
bool cli_import_option(ImportOptions *opt, int c, const char *value);
/// The same with every import option (--layer, --level, --solid-property, --solid-values).
bool cli_load_map_import(const char *path, const ImportOptions *opt, Map *out);

#endif
