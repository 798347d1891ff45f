/* fuzz.h: what the libFuzzer harnesses in tests/fuzz/ share. A broken promise is
 * reported by abort(), which libFuzzer records as a finding with the input that
 * caused it (`make fuzz`, docs/robustness.md). These files are not part of the
 * Criterion suite: each is linked on its own with clang -fsanitize=fuzzer. */
#ifndef COLLIDE_FUZZ_H
#define COLLIDE_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Stop with the reason when a promise is broken. */
#define FUZZ_CHECK(cond, ...)                                     \
    do {                                                          \
        if (!(cond)) {                                            \
            fprintf(stderr, "fuzz: broken promise: %s: ", #cond); \
            fprintf(stderr, __VA_ARGS__);                         \
            fprintf(stderr, "\n");                                \
            abort();                                              \
        }                                                         \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
