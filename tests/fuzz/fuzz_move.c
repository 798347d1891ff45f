/* fuzz_move.c: libFuzzer harness for hostile moves (docs/robustness.md): the bytes are
 * read as raw floats, so NaN, infinities, denormals, 1e38 and negative sizes all come
 * up. Layout: map (1 byte), resolver (1 byte), the body's x y w h (4 floats), then up
 * to FUZZ_MOVES_MAX (4) moves dx dy (2 floats each), each from where the last one ended.
 * Promises: resolver_move leaves the body finite and inside the map with t in [0, 1];
 * a resolver called directly returns, in bounded time and without undefined
 * behaviour, whatever it is given. */
#include <string.h>

#include "fuzz_maps.h"

#define FUZZ_MOVES_MAX 4

static float read_float(const uint8_t *p)
{
    float v;
    memcpy(&v, p, sizeof v);
    return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Trace trace;
    if (size < 2 + 4 * sizeof(float)) return 0;
    const Map *m = fuzz_map(data[0]);
    int r = data[1] % RESOLVER_COUNT;
    bool traced = data[1] & 0x80;
    const uint8_t *p = data + 2;
    Body body = {read_float(p), read_float(p + 4), read_float(p + 8), read_float(p + 12)};
    p += 16;
    size_t left = size - 2 - 16;
    if (!resolver_info(r)->resolve) return 0;
    for (int k = 0; k < FUZZ_MOVES_MAX && left >= 8; k++, p += 8, left -= 8) {
        /* Walk on from where the safe move ended, hostile size and all. */
        float w = body.w, h = body.h;
        body = fuzz_move_both(r, m, body, read_float(p), read_float(p + 4), traced ? &trace : NULL);
        body.w = w;
        body.h = h;
    }
    return 0;
}
