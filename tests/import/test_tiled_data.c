/* test_tiled_data.c: the pieces under the Tiled import: layer data decoding (CSV,
 * base64, zlib, gzip) with the byte each error points at, and the side turns of
 * Tiled's flip bits, worked out by hand. */
#include <criterion/criterion.h>
#include <string.h>
#include <zlib.h>

#include "import/tiled_build.h"
#include "import/tiled_data.h"

Test(tiled_data, csv_takes_whitespace_newlines_and_a_trailing_comma)
{
    uint32_t g[4];
    TiledDataError e;
    cr_assert(tiled_decode_csv("\n1,2,\n 3 ,4,\n", 13, g, 4, &e), "%s", e.msg);
    cr_expect(g[0] == 1 && g[1] == 2 && g[2] == 3 && g[3] == 4);
    cr_assert(tiled_decode_csv("4294967295,0,0,2147483649", 25, g, 4, &e), "%s", e.msg);
    cr_expect_eq(g[0], 4294967295u, "the largest GID with every flip bit");
}

Test(tiled_data, csv_errors_point_at_the_offending_byte)
{
    uint32_t g[2];
    TiledDataError e;
    cr_expect(!tiled_decode_csv("1,,2", 4, g, 2, &e));
    cr_expect_eq(e.at, 2);
    cr_expect(!tiled_decode_csv("1 2", 3, g, 2, &e));
    cr_expect_eq(e.at, 2);
    cr_expect(strstr(e.msg, "expected ','"), "%s", e.msg);
    cr_expect(!tiled_decode_csv("1,4294967296", 12, g, 2, &e));
    cr_expect_eq(e.at, 2);
    cr_expect(!tiled_decode_csv("1,2,3", 5, g, 2, &e));
    cr_expect(strstr(e.msg, "more than the 2 tiles"), "%s", e.msg);
    cr_expect(!tiled_decode_csv("1", 1, g, 2, &e));
    cr_expect(strstr(e.msg, "has 1 tiles, the map needs 2"), "%s", e.msg);
}

Test(tiled_data, base64_reads_little_endian_gids_with_or_without_padding)
{
    uint32_t g[2];
    TiledDataError e;
    /* 01 00 00 00 02 00 00 80: GID 1, then GID 2 flipped horizontally. */
    cr_assert(tiled_decode_base64(" AQAAAAIAAIA=\n", 14, TILED_COMPRESSION_NONE, g, 2, &e), "%s", e.msg);
    cr_expect(g[0] == 1 && g[1] == 0x80000002u);
    cr_assert(tiled_decode_base64("AQAAAAIAAIA", 11, TILED_COMPRESSION_NONE, g, 2, &e), "%s", e.msg);
    cr_expect(!tiled_decode_base64("AQAAAAIAAI", 10, TILED_COMPRESSION_NONE, g, 2, &e), "7 bytes");
    cr_expect(!tiled_decode_base64("AQ=AAAIAAIA", 11, TILED_COMPRESSION_NONE, g, 2, &e));
    cr_expect_eq(e.at, 2);
    cr_expect(!tiled_decode_base64("AQAA\x01", 5, TILED_COMPRESSION_NONE, g, 2, &e));
    cr_expect(strstr(e.msg, "byte 0x01"), "%s", e.msg);
}

static size_t zipped(const void *raw, size_t n, bool gzip, unsigned char *out, size_t cap)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    cr_assert_eq(deflateInit2(&z, 9, Z_DEFLATED, 15 + (gzip ? 16 : 0), 8, Z_DEFAULT_STRATEGY), Z_OK);
    z.next_in = (Bytef *)(uintptr_t)raw;
    z.avail_in = (uInt)n;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    cr_assert_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
    size_t len = z.total_out;
    deflateEnd(&z);
    return len;
}

static size_t to_base64(const unsigned char *b, size_t n, char *out)
{
    static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t k = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)b[i] << 16 | (i + 1 < n ? (uint32_t)b[i + 1] << 8 : 0) | (i + 2 < n ? b[i + 2] : 0);
        out[k++] = abc[v >> 18 & 63];
        out[k++] = abc[v >> 12 & 63];
        out[k++] = i + 1 < n ? abc[v >> 6 & 63] : '=';
        out[k++] = i + 2 < n ? abc[v & 63] : '=';
    }
    out[k] = '\0';
    return k;
}

Test(tiled_data, zlib_and_gzip_decompress_to_exactly_what_the_map_needs)
{
    static unsigned char raw[4 * 100], packed[4096];
    static char text[8192];
    for (int k = 0; k < 100; k++) raw[4 * k] = (unsigned char)k;
    uint32_t g[100];
    TiledDataError e;
    for (int gz = 0; gz < 2; gz++) {
        size_t n = to_base64(packed, zipped(raw, sizeof raw, gz, packed, sizeof packed), text);
        TiledCompression c = gz ? TILED_COMPRESSION_GZIP : TILED_COMPRESSION_ZLIB;
        cr_assert(tiled_decode_base64(text, n, c, g, 100, &e), "%s", e.msg);
        cr_expect(g[0] == 0 && g[99] == 99);
        cr_expect(!tiled_decode_base64(text, n, c, g, 99, &e), "one cell fewer");
        cr_expect(strstr(e.msg, "more than the 396 bytes"), "%s", e.msg);
    }
}

Test(tiled_data, a_decompression_bomb_stops_at_the_size_of_the_map)
{
    static unsigned char zeros[16 << 20]; /* 16 MB of zeros: about 16 KB once compressed */
    static unsigned char packed[1 << 18];
    static char text[1 << 19];
    size_t n = to_base64(packed, zipped(zeros, sizeof zeros, false, packed, sizeof packed), text);
    uint32_t g[16];
    TiledDataError e;
    cr_expect(!tiled_decode_base64(text, n, TILED_COMPRESSION_ZLIB, g, 16, &e));
    cr_expect(strstr(e.msg, "more than the 64 bytes"), "%s", e.msg);
}

Test(tiled_data, compression_names_zstd_plainly)
{
    TiledCompression c;
    TiledDataError e;
    cr_expect(tiled_compression_parse(NULL, &c, &e) && c == TILED_COMPRESSION_NONE);
    cr_expect(tiled_compression_parse("", &c, &e) && c == TILED_COMPRESSION_NONE);
    cr_expect(tiled_compression_parse("gzip", &c, &e) && c == TILED_COMPRESSION_GZIP);
    cr_expect(!tiled_compression_parse("zstd", &c, &e));
    cr_expect(strstr(e.msg, "zstd") && strstr(e.msg, "CSV or Base64"), "%s", e.msg);
    cr_expect(!tiled_compression_parse("lzma", &c, &e));
}

#define FH 0x80000000u
#define FV 0x40000000u
#define FD 0x20000000u

Test(tiled_data, flips_turn_the_sides_as_tiled_draws_the_tile)
{
    static const uint32_t flips[8] = {0, FH, FV, FH | FV, FD, FD | FH, FD | FV, FD | FH | FV};
    /* A one-way top: flipped vertically it is a bottom; turned clockwise (D+H) a right
     * side, counter-clockwise (D+V) a left side. */
    static const uint8_t top[8] = {8, 8, 2, 2, 1, 4, 1, 4};
    /* Left and top (a corner): each flip moves both. */
    static const uint8_t corner[8] = {9, 12, 3, 6, 9, 12, 3, 6};
    for (int k = 0; k < 8; k++) {
        cr_expect_eq(tiled_flip_sides(SIDE_UP, flips[k] | 1), top[k], "one-way top, flips %d", k);
        cr_expect_eq(tiled_flip_sides(SIDE_LEFT | SIDE_UP, flips[k] | 1), corner[k], "corner, flips %d", k);
        cr_expect_eq(tiled_flip_sides(SIDE_ALL, flips[k] | 1), SIDE_ALL, "a solid block stays solid");
        cr_expect_eq(tiled_flip_sides(0, flips[k] | 1), 0);
    }
    cr_expect_eq(tiled_flip_sides(SIDE_LEFT | SIDE_RIGHT, FD | 1), SIDE_UP | SIDE_DOWN);
}
