/* cli.h: the headless subcommands (DESIGN section 6) and the helpers they share for
 * reading values from the command line with clear messages. */
#ifndef COLLIDE_CLI_H
#define COLLIDE_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/map.h"

#define EXIT_BAD_INPUT 2
#define EXIT_CHECK_FAILED 1

/// `collide resolve ...`; returns the exit status.
int cmd_resolve(int argc, char **argv);
#define QUAD_FIELDS 12   /* numbers on a line of quad-push's pair form */
/// One line of seed 001's pair form for quad-push; false (message printed) on a bad line.
bool cmd_resolve_quad_line(const char *line, int line_no, FILE *out);
/// Read the twelve numbers of a pair-form line; false with the reason in `msg` (no
/// "stdin:LINE: " prefix) on a bad line. No I/O: a fuzzing harness calls it.
bool cmd_resolve_quad_parse(const char *line, double v[QUAD_FIELDS], char *msg, size_t cap);
/// `collide bench ...`; returns the exit status.
int cmd_bench(int argc, char **argv);
/// `collide guarantees ...`; returns the exit status.
int cmd_guarantees(int argc, char **argv);
/// `collide crowd ...`; returns the exit status.
int cmd_crowd(int argc, char **argv);

/// Parse option values; on failure print "collide: OPTION: ..." and return false.
bool cli_uint64(const char *opt, const char *s, uint64_t *out);
bool cli_long(const char *opt, const char *s, long lo, long hi, long *out);
bool cli_float(const char *opt, const char *s, float lo, float hi, float *out);
/// After getopt_long refused argv[optind - 1] ('?'): is it an option that takes no
/// value given one (`--swap=1`)? Names the option in `name` (without its value).
bool cli_value_not_taken(const char *arg, char *name, size_t cap);
/// Check --screenshot FILE.png before the run: a .png name, not a directory or a device,
/// in a folder that exists and can be written. Prints the reason and returns false.
bool cli_check_screenshot(const char *path);
/// Load --map FILE, or the built-in default map when path is NULL. Prints errors.
bool cli_load_map(const char *path, Map *out);
/// The same with --layer NAME (NULL for none), which only a Tiled map (.tmx, .tmj)
/// takes. A Tiled map's conversion is said in one line on standard error.
bool cli_load_map_layer(const char *path, const char *layer, Map *out);

#endif
