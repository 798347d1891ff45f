/* tiled_data.c: a tile layer's data into global tile IDs (TMX and JSON share it):
 * CSV, and base64 of little-endian 32-bit GIDs, raw or compressed with zlib or gzip. */
#include "import/tiled_data.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define GID_BYTES 4
#define ZLIB_WINDOW_BITS 15
#define ZLIB_GZIP_HEADER 16 /* added to the window bits: expect a gzip header, not zlib's */

static bool data_fail(TiledDataError *err, size_t at, const char *fmt, ...)
{
    err->at = at;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return false;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool tiled_compression_parse(const char *name, TiledCompression *out, TiledDataError *err)
{
    if (!name || !name[0]) *out = TILED_COMPRESSION_NONE;
    else if (strcmp(name, "zlib") == 0) *out = TILED_COMPRESSION_ZLIB;
    else if (strcmp(name, "gzip") == 0) *out = TILED_COMPRESSION_GZIP;
    else if (strcmp(name, "zstd") == 0)
        return data_fail(err, SIZE_MAX,
                         "layer data is compressed with zstd, which collide does not read; in Tiled, set the "
                         "map's tile layer format to CSV or Base64 (uncompressed, zlib or gzip)");
    else return data_fail(err, SIZE_MAX, "unknown layer compression '%.32s' (expected zlib or gzip)", name);
    return true;
}

bool tiled_decode_csv(const char *text, size_t len, uint32_t *gids, size_t count, TiledDataError *err)
{
    size_t n = 0, at = 0;
    for (;;) {
        while (at < len && is_space(text[at])) at++;
        if (at == len && n == count) return true;
        size_t start = at;
        uint64_t v = 0;
        while (at < len && text[at] >= '0' && text[at] <= '9') {
            v = v * 10 + (uint64_t)(text[at] - '0');
            if (v > UINT32_MAX) return data_fail(err, start, "tile GID larger than %u", UINT32_MAX);
            at++;
        }
        if (at == start) {
            if (at == len) return data_fail(err, at, "layer data has %zu tiles, the map needs %zu", n, count);
            return data_fail(err, at, "expected a tile GID (a whole number), found '%c'", text[at]);
        }
        if (n == count) return data_fail(err, start, "layer data has more than the %zu tiles the map needs", count);
        gids[n++] = (uint32_t)v;
        while (at < len && is_space(text[at])) at++;
        if (at == len) continue;
        if (text[at] != ',') return data_fail(err, at, "expected ',' between tile GIDs, found '%c'", text[at]);
        at++;
        /* Tiled ends every row with a comma but the last; tolerate one at the very end too. */
        size_t probe = at;
        while (probe < len && is_space(text[probe])) probe++;
        if (probe == len && n == count) return true;
    }
}

static int base64_value(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* Base64 text into bytes (out holds len / 4 * 3 + 3); returns false on a character
 * outside the alphabet or a misplaced '='. */
static bool base64_bytes(const char *text, size_t len, unsigned char *out, size_t *out_len, TiledDataError *err)
{
    uint32_t acc = 0;
    int bits = 0, quantum = 0;
    size_t n = 0, pad_at = SIZE_MAX;
    for (size_t at = 0; at < len; at++) {
        char c = text[at];
        if (is_space(c)) continue;
        if (c == '=') {
            if (pad_at == SIZE_MAX) pad_at = at;
            quantum++;
            continue;
        }
        int v = base64_value(c);
        if (v < 0) {
            if ((unsigned char)c < 0x20 || (unsigned char)c >= 0x7f)
                return data_fail(err, at, "invalid base64 (byte 0x%02x)", (unsigned char)c);
            return data_fail(err, at, "invalid base64 character '%c'", c);
        }
        if (pad_at != SIZE_MAX) return data_fail(err, pad_at, "base64 padding '=' before the end of the data");
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        quantum++;
        if (bits >= 8) {
            bits -= 8;
            out[n++] = (unsigned char)(acc >> bits);
        }
    }
    if (quantum % 4 == 1) return data_fail(err, len, "base64 data ends in the middle of a byte");
    *out_len = n;
    return true;
}

static bool inflate_exact(const unsigned char *in, size_t in_len, bool gzip, unsigned char *out, size_t need,
                          TiledDataError *err)
{
    const char *kind = gzip ? "gzip" : "zlib";
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, ZLIB_WINDOW_BITS + (gzip ? ZLIB_GZIP_HEADER : 0)) != Z_OK)
        return data_fail(err, SIZE_MAX, "cannot start %s decompression", kind);
    z.next_in = (Bytef *)(uintptr_t)in;
    z.avail_in = (uInt)in_len;
    z.next_out = out;
    z.avail_out = (uInt)(need + 1); /* one byte more than needed shows a stream that is too long */
    int rc = inflate(&z, Z_FINISH);
    size_t got = z.total_out;
    bool trailing = z.avail_in > 0;
    const char *why = z.msg ? z.msg : "corrupt data";
    inflateEnd(&z);
    if (rc == Z_STREAM_END) {
        if (got != need)
            return data_fail(err, SIZE_MAX, "layer data decompresses to %zu bytes, the map needs %zu (4 per cell)", got,
                             need);
        if (trailing) return data_fail(err, SIZE_MAX, "bytes after the end of the %s stream", kind);
        return true;
    }
    if (rc == Z_BUF_ERROR && got > need)
        return data_fail(err, SIZE_MAX, "layer data decompresses to more than the %zu bytes the map needs", need);
    if (rc == Z_BUF_ERROR) return data_fail(err, SIZE_MAX, "the %s stream ends early (truncated data)", kind);
    if (rc == Z_MEM_ERROR) return data_fail(err, SIZE_MAX, "out of memory decompressing %s data", kind);
    return data_fail(err, SIZE_MAX, "layer data is not valid %s: %.80s", kind, why);
}

bool tiled_decode_base64(const char *text, size_t len, TiledCompression c, uint32_t *gids, size_t count,
                         TiledDataError *err)
{
    size_t need = count * GID_BYTES;
    unsigned char *raw = malloc(len / 4 * 3 + 3);
    unsigned char *plain = c == TILED_COMPRESSION_NONE ? NULL : malloc(need + 1);
    bool ok = raw && (c == TILED_COMPRESSION_NONE || plain);
    size_t raw_len = 0;
    if (!ok) data_fail(err, SIZE_MAX, "out of memory decoding layer data");
    if (ok) ok = base64_bytes(text, len, raw, &raw_len, err);
    if (ok && c == TILED_COMPRESSION_NONE && raw_len != need)
        ok = data_fail(err, SIZE_MAX, "layer data holds %zu bytes, the map needs %zu (4 per cell)", raw_len, need);
    if (ok && c != TILED_COMPRESSION_NONE)
        ok = inflate_exact(raw, raw_len, c == TILED_COMPRESSION_GZIP, plain, need, err);
    if (ok) {
        const unsigned char *b = plain ? plain : raw;
        for (size_t k = 0; k < count; k++, b += GID_BYTES)
            gids[k] = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    }
    free(raw);
    free(plain);
    return ok;
}
