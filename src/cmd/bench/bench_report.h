/* bench_report.h: where a benchmark's figures go: sections of rows, printed as a table
 * or as one JSON object. Benchmarks report; they never fail a build. */
#ifndef COLLIDE_BENCH_REPORT_H
#define COLLIDE_BENCH_REPORT_H

#include <stdbool.h>
#include <stdio.h>

typedef struct Bench {
    bool json;
    bool quick; /* --quick: the groups may time less */
    FILE *out;
    int rows;            /* JSON rows written so far (for commas) */
    const char *section; /* current JSON array */
} Bench;

/// Start a section: a table heading, or a JSON array.
void bench_section(Bench *b, const char *name, const char *table_header);
void bench_section_end(Bench *b);
/// One row: a printf-style table line and the matching JSON object body.
void bench_row(Bench *b, const char *table_line, const char *json_fields);

#endif
