/* bench_report.c: see bench_report.h. Every row is flushed as it is written, so a long
 * run shows its progress. */
#include "cmd/bench/bench_report.h"

void bench_section(Bench *b, const char *name, const char *table_header)
{
    b->section = name;
    b->rows = 0;
    if (b->json) fprintf(b->out, ",\n\"%s\":[", name);
    else fprintf(b->out, "\n%s\n", table_header);
    fflush(b->out);
}

void bench_section_end(Bench *b)
{
    if (b->json) fprintf(b->out, "]");
}

void bench_row(Bench *b, const char *table_line, const char *json_fields)
{
    if (b->json) fprintf(b->out, "%s\n{%s}", b->rows ? "," : "", json_fields);
    else fprintf(b->out, "%s\n", table_line);
    b->rows++;
    fflush(b->out);
}
