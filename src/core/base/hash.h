/* hash.h: the 64-bit state hash (FNV-1a over raw bytes) that names a simulation
 * state in replays, tests and the headless JSON line (docs/formats.md). */
#ifndef COLLIDE_HASH_H
#define COLLIDE_HASH_H

#include <stddef.h>
#include <stdint.h>

#define HASH_INIT 0xcbf29ce484222325ull /* FNV-1a 64-bit offset basis */

/// Fold `len` bytes into hash `h` and return the new hash.
uint64_t hash_bytes(uint64_t h, const void *data, size_t len);

#endif
