/* hash.c: FNV-1a, 64-bit. Byte-wise so the result does not depend on alignment. */
#include "core/base/hash.h"

#define FNV_PRIME 0x100000001b3ull

uint64_t hash_bytes(uint64_t h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= FNV_PRIME;
    }
    return h;
}
