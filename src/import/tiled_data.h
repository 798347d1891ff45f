/* tiled_data.h: a Tiled tile layer's data, decoded into global tile IDs: CSV text, or
 * base64 of little-endian 32-bit GIDs, uncompressed, zlib or gzip. Pure decoding: no
 * files, no XML or JSON; the importers hand it the text and say where errors point. */
#ifndef COLLIDE_TILED_DATA_H
#define COLLIDE_TILED_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum TiledCompression {
    TILED_COMPRESSION_NONE,
    TILED_COMPRESSION_ZLIB,
    TILED_COMPRESSION_GZIP,
} TiledCompression;

/// Why decoding failed: a message, and the byte offset in the text it points at
/// (or SIZE_MAX when it points at the whole data, as a corrupt zlib stream does).
typedef struct TiledDataError {
    char msg[160];
    size_t at;
} TiledDataError;

/// The layer's `compression` attribute ("" or NULL for none); false with a message
/// for zstd (named) and for anything else Tiled does not write.
bool tiled_compression_parse(const char *name, TiledCompression *out, TiledDataError *err);

/// Exactly `count` GIDs from comma-separated decimal text (whitespace and one trailing
/// comma allowed).
bool tiled_decode_csv(const char *text, size_t len, uint32_t *gids, size_t count, TiledDataError *err);

/// Exactly `count` GIDs from base64 text (whitespace allowed), decompressed as `c` says.
/// Never inflates more than count * 4 bytes, so a decompression bomb stops at the
/// size the map needs.
bool tiled_decode_base64(const char *text, size_t len, TiledCompression c, uint32_t *gids, size_t count,
                         TiledDataError *err);

#endif
