/* capped.h: run a piece of a test in a child process with its time and memory capped,
 * and say what it used: a hostile file must finish (or be refused) in seconds within a
 * few hundred MB, and a regression must not take the machine down with it. */
#ifndef COLLIDE_TEST_CAPPED_H
#define COLLIDE_TEST_CAPPED_H

#include <stdbool.h>

typedef struct Capped {
    int status;     /* the child's exit status; -N when signal N ended it (SIGXCPU: out of time) */
    long peak_mb;   /* its largest resident size */
    double seconds; /* wall time */
} Capped;

/// Run fn(ctx) in a child whose CPU time is capped at `cpu_seconds` and (in builds
/// without ASan, which reserves more address space than any cap) its address space at
/// `memory_mb`; the child exits with fn's return value.
Capped capped_run(int (*fn)(void *ctx), void *ctx, int cpu_seconds, long memory_mb);

/// Is this an ASan build (memory figures are then the sanitizer's, not the program's)?
bool capped_sanitized(void);

#endif
