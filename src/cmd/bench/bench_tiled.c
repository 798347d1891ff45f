/* bench_tiled.c: see bench_tiled.h. A Tiled map that large can only be compressed (the
 * importer reads at most 4 MB of it, docs/limits.md), so its layer is written as Tiled
 * writes it, base64 of zlib. zlib itself is the importer's library alone, so the stream
 * is made here with deflate's fixed codes and repeats of the last cell or byte: enough
 * for a level of rooms, which is mostly repeats. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_tiled.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/bench/bench_targets.h"
#include "cmd/bench/bench_timer.h"
#include "import/import.h"

#define SIDE MAP_MAX_W /* cells a side */
#define ROOM 64        /* cells a side of a room, walls included */
#define LOAD_REPEATS 3 /* a load takes a good part of a second: fewer timings than the others */

/* Is cell (i, j) solid: the border, and rooms with a door in each wall and a pillar in
 * each quarter. */
static bool solid(int i, int j)
{
    if (i == 0 || j == 0 || i == SIDE - 1 || j == SIDE - 1) return true;
    int u = i % ROOM, v = j % ROOM;
    if (u == 0 || v == 0) return !(u > 28 && u < 34) && !(v > 28 && v < 34); /* walls, doors */
    return u % 16 == 8 && v % 16 == 8;                                       /* pillars */
}

/* Bits into bytes, first bit lowest, as deflate packs them. */
typedef struct Bits {
    uint8_t *out;
    size_t n, cap;
    uint32_t acc;
    int held;
} Bits;

static bool put(Bits *b, uint32_t v, int count)
{
    b->acc |= v << b->held;
    b->held += count;
    while (b->held >= 8) {
        if (b->n == b->cap) return false;
        b->out[b->n++] = (uint8_t)b->acc;
        b->acc >>= 8;
        b->held -= 8;
    }
    return true;
}

/* A Huffman code, sent from its first bit. */
static bool put_code(Bits *b, uint32_t code, int len)
{
    uint32_t r = 0;
    for (int k = 0; k < len; k++) r |= ((code >> k) & 1u) << (len - 1 - k);
    return put(b, r, len);
}

/* A literal or length symbol in deflate's fixed codes. */
static bool put_symbol(Bits *b, int s)
{
    if (s < 144) return put_code(b, 0x30u + (uint32_t)s, 8);
    if (s < 256) return put_code(b, 0x190u + (uint32_t)(s - 144), 9);
    if (s < 280) return put_code(b, (uint32_t)(s - 256), 7);
    return put_code(b, 0xc0u + (uint32_t)(s - 280), 8);
}

/* A repeat of `len` bytes (3 to 258) from `dist` (1 to 4) bytes back. */
static bool put_repeat(Bits *b, int len, int dist)
{
    static const int BASE[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const int EXTRA[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                  2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    int k = 28;
    while (BASE[k] > len) k--;
    return put_symbol(b, 257 + k) && put(b, (uint32_t)(len - BASE[k]), EXTRA[k]) && put_code(b, (uint32_t)dist - 1, 5);
}

/* The layer's cells as Tiled's little-endian 32-bit tile numbers, zlib-compressed into
 * b (header, one fixed-code block, Adler-32). */
static bool deflate_layer(Bits *b)
{
    size_t n = (size_t)SIDE * SIDE * 4;
    uint8_t *raw = calloc(n, 1);
    if (!raw) return false;
    for (int j = 0; j < SIDE; j++)
        for (int i = 0; i < SIDE; i++) raw[((size_t)j * SIDE + (size_t)i) * 4] = solid(i, j) ? 1 : 0;
    bool ok = put(b, 0x78, 8) && put(b, 0x01, 8) && put(b, 1, 1) && put(b, 1, 2); /* zlib; last block, fixed */
    uint32_t s1 = 1, s2 = 0;
    for (size_t i = 0; ok && i < n;) {
        int best = 0, from = 0;
        for (int dist = 4; dist >= 1; dist -= 3) {
            int len = 0;
            while (i >= (size_t)dist && len < 258 && i + (size_t)len < n && raw[i + len] == raw[i + len - dist]) len++;
            if (len > best) best = len, from = dist;
        }
        int step = best >= 3 ? best : 1;
        ok = best >= 3 ? put_repeat(b, best, from) : put_symbol(b, raw[i]);
        for (int k = 0; k < step; k++, i++) {
            s1 = (s1 + raw[i]) % 65521u;
            s2 = (s2 + s1) % 65521u;
        }
    }
    free(raw);
    ok = ok && put_symbol(b, 256) && put(b, 0, (8 - b->held) % 8); /* the block's end, then to a whole byte */
    uint32_t adler = (s2 << 16) | s1;
    for (int k = 3; ok && k >= 0; k--) ok = put(b, (adler >> (8 * k)) & 0xffu, 8);
    return ok;
}

static bool write_base64(FILE *f, const uint8_t *p, size_t n)
{
    static const char A[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        char q[4] = {A[v >> 18], A[(v >> 12) & 63], i + 1 < n ? A[(v >> 6) & 63] : '=', i + 2 < n ? A[v & 63] : '='};
        if (fwrite(q, 1, 4, f) != 4) return false;
    }
    return true;
}

/* The map as a .tmx file at `path`; its size in *bytes. */
static bool write_tmx(const char *path, long *bytes)
{
    Bits b = {.cap = (size_t)8 << 20};
    b.out = malloc(b.cap);
    FILE *f = b.out ? fopen(path, "w") : NULL;
    bool ok = f && deflate_layer(&b);
    if (ok) {
        fprintf(f,
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\" orientation=\"orthogonal\" "
                "renderorder=\"right-down\" width=\"%d\" height=\"%d\" tilewidth=\"32\" tileheight=\"32\" "
                "infinite=\"0\">\n <tileset firstgid=\"1\" name=\"walls\" tilewidth=\"32\" tileheight=\"32\" "
                "tilecount=\"1\" columns=\"1\">\n  <image source=\"walls.png\" width=\"32\" height=\"32\"/>\n"
                "  <tile id=\"0\"><properties><property name=\"collide\" value=\"solid\"/></properties></tile>\n"
                " </tileset>\n <layer id=\"1\" name=\"Walls\" width=\"%d\" height=\"%d\">\n"
                "  <data encoding=\"base64\" compression=\"zlib\">",
                SIDE, SIDE, SIDE, SIDE);
        ok = write_base64(f, b.out, b.n);
        fprintf(f,
                "</data>\n </layer>\n <objectgroup id=\"2\" name=\"Objects\">\n  <object id=\"1\" name=\"player\" "
                "x=\"%d\" y=\"%d\" width=\"16\" height=\"16\"/>\n </objectgroup>\n</map>\n",
                ROOM / 2 * 32, ROOM / 2 * 32);
        *bytes = ftell(f);
    }
    if (f && fclose(f) != 0) ok = false;
    free(b.out);
    return ok;
}

void bench_tiled(Bench *b)
{
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !tmp[0]) tmp = "/tmp";
    size_t need = strlen(tmp) + 64; /* any $TMPDIR: a cut one names another folder */
    char *path = malloc(need);
    if (!path) return;
    snprintf(path, need, "%s/collide-bench-%ld.tmx", tmp, (long)getpid());
    long bytes = 0;
    bench_section(b, "tiled", "loading a Tiled map (--map), base64 of zlib:   cells        MB      ms");
    if (write_tmx(path, &bytes)) {
        int repeats = b->quick ? 1 : LOAD_REPEATS;
        double ms[LOAD_REPEATS];
        bool loaded = true;
        for (int r = 0; r < repeats && loaded; r++) {
            Map m = {0};
            double t0 = bench_cpu_now();
            char note[IMPORT_NOTE_MAX];
            MapError err;
            loaded = import_load(&m, path, &(ImportOptions){0}, note, sizeof note, &err) && m.w == SIDE && m.h == SIDE;
            ms[r] = (bench_cpu_now() - t0) * 1e3;
            map_free(&m);
        }
        if (loaded) {
            double median = bench_median(ms, repeats);
            char line[256], json[256];
            snprintf(line, sizeof line, "%-40s %10d %9.2f %7.0f", "4096x4096 cells, rooms of 64", SIDE * SIDE,
                     (double)bytes / 1e6, median);
            snprintf(json, sizeof json, "\"cells\":%d,\"bytes\":%ld,\"ms\":%.1f", SIDE * SIDE, bytes, median);
            bench_row_judged(b, line, json, TARGET_TILED_LOAD, median);
        } else {
            fprintf(stderr, "collide bench: the generated Tiled map did not load\n");
        }
    }
    unlink(path);
    free(path);
    bench_section_end(b);
}
