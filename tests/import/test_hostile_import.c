/* test_hostile_import.c: small files that ask the importers for huge work, each run in a
 * child with its time and memory capped (support/capped.h): each finishes in seconds
 * within a few hundred MB, or is refused at once with a message that says why. The
 * files are written here, from a few lines of generator each. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "import/import.h"
#include "support/capped.h"
#include "support/support.h"

#define CPU_CAP_S 30      /* seconds of CPU a case may take before it is killed: generous */
#define MEMORY_CAP_MB 900 /* address space, where it can be capped (not under ASan) */
#define PEAK_MB 400       /* "a few hundred MB": the resident peak a case must stay under */

typedef struct Case {
    char path[512], msg_path[520];
    ImportOptions opt;
} Case;

/* In the child: 0 loaded, 1 refused (its message in msg_path). */
static int load_case(void *ctx)
{
    Case *c = ctx;
    static Map m;
    MapError e;
    char note[IMPORT_NOTE_MAX];
    if (import_load(&m, c->path, &c->opt, note, sizeof note, &e)) return 0;
    char line[512];
    map_error_format(&e, line, sizeof line);
    FILE *f = fopen(c->msg_path, "w");
    if (f) fputs(line, f), fclose(f);
    return 1;
}

/* Run the case capped; returns its status (0 loaded, 1 refused) and the refusal in msg. */
static int run_case(Case *c, char *msg, size_t cap, double *seconds)
{
    snprintf(c->msg_path, sizeof c->msg_path, "%s.msg", c->path);
    remove(c->msg_path);
    Capped r = capped_run(load_case, c, CPU_CAP_S, MEMORY_CAP_MB);
    size_t len = 0;
    char *text = read_file(c->msg_path, &len);
    snprintf(msg, cap, "%s", text ? text : "");
    free(text);
    cr_expect(r.status == 0 || r.status == 1, "%s: the child ended with %d (a signal when negative)", c->path,
              r.status);
    if (!capped_sanitized()) cr_expect_lt(r.peak_mb, PEAK_MB, "%s: %ld MB at its peak", c->path, r.peak_mb);
    *seconds = r.seconds;
    return r.status;
}

static FILE *new_file(Case *c, const char *name)
{
    char dir[256];
    make_temp_dir(dir, sizeof dir);
    snprintf(c->path, sizeof c->path, "%s/%s", dir, name);
    FILE *f = fopen(c->path, "w");
    cr_assert(f, "%s", c->path);
    return f;
}

static const char *TILESET = " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"1\">\n"
                             "  <tile id=\"0\"><properties><property name=\"collides\" type=\"bool\" "
                             "value=\"true\"/></properties></tile>\n </tileset>\n";

/* An infinite map whose layers each hold a 1x1 chunk at 0,0 and one at 4095,4095: the
 * map is 4,096 x 4,096 cells, but what it holds is 2 cells a layer. */
Test(hostile_import, an_infinite_map_with_chunks_far_apart_in_many_layers_loads_in_seconds)
{
    Case c = {0};
    FILE *f = new_file(&c, "far.tmx");
    fprintf(f,
            "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"1\" height=\"1\" tilewidth=\"16\" "
            "tileheight=\"16\" infinite=\"1\">\n%s",
            TILESET);
    for (int k = 0; k < 127; k++)
        fprintf(f,
                " <layer name=\"L%d\"><data encoding=\"csv\"><chunk x=\"0\" y=\"0\" width=\"1\" height=\"1\">1"
                "</chunk><chunk x=\"4095\" y=\"4095\" width=\"1\" height=\"1\">1</chunk></data></layer>\n",
                k);
    fprintf(f, "</map>\n");
    fclose(f);
    char msg[512];
    double s;
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 0, "%s", msg);
    cr_log_info("127 far-apart layers: %.2f s", s);
}

/* zlib data of `cells` zero GIDs, base64-encoded (malloc'ed). */
static char *zero_layer(size_t cells)
{
    size_t raw = cells * 4;
    unsigned char *zeros = calloc(raw, 1);
    uLongf packed_len = compressBound((uLong)raw);
    unsigned char *packed = malloc(packed_len);
    cr_assert(zeros && packed && compress2(packed, &packed_len, zeros, (uLong)raw, 9) == Z_OK);
    static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    char *out = malloc(packed_len / 3 * 4 + 8), *o = out;
    for (uLongf k = 0; k < packed_len; k += 3) {
        uint32_t v = (uint32_t)packed[k] << 16 | (k + 1 < packed_len ? (uint32_t)packed[k + 1] << 8 : 0) |
                     (k + 2 < packed_len ? packed[k + 2] : 0);
        *o++ = B64[v >> 18 & 63];
        *o++ = B64[v >> 12 & 63];
        *o++ = k + 1 < packed_len ? B64[v >> 6 & 63] : '=';
        *o++ = k + 2 < packed_len ? B64[v & 63] : '=';
    }
    *o = '\0';
    free(zeros);
    free(packed);
    return out;
}

static void big_layers(Case *c, int layers, const char *data)
{
    FILE *f = new_file(c, "layers.tmx");
    fprintf(f,
            "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" "
            "tilewidth=\"16\" tileheight=\"16\">\n%s",
            TILESET);
    for (int k = 0; k < layers; k++)
        fprintf(f,
                " <layer name=\"L%d\" width=\"4096\" height=\"4096\"><data encoding=\"base64\" "
                "compression=\"zlib\">%s</data></layer>\n",
                k, data);
    fprintf(f, "</map>\n");
    fclose(f);
}

Test(hostile_import, a_fixed_4096_map_of_40_compressed_layers_is_refused_at_once_and_a_few_layers_load)
{
    char *data = zero_layer((size_t)4096 * 4096);
    Case c = {0};
    big_layers(&c, 40, data);
    char msg[512];
    double s;
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 1);
    cr_expect(strstr(msg, "40 tile layers of 4096x4096 cells are 671088640 cells to decode; collide decodes at most "
                          "134217728 (name the layers that hold the collision with --layer)"),
              "%s", msg);
    cr_expect_lt(s, 5.0, "refused before any layer is decoded: %.2f s", s);
    c.opt.layers = "L3"; /* one layer named: only it is decoded */
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 0, "%s", msg);
    Case four = {0};
    big_layers(&four, 4, data);
    cr_expect_eq(run_case(&four, msg, sizeof msg, &s), 0, "%s", msg);
    cr_log_info("4 layers of 4096x4096: %.2f s", s);
    free(data);
}

/* A 4,096 x 4,096 map with only an object layer of `count` objects, each written by `object`. */
static void shapes_map(Case *c, int count, void (*object)(FILE *f, int k))
{
    FILE *f = new_file(c, "shapes.tmx");
    fprintf(f, "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" "
               "tilewidth=\"16\" tileheight=\"16\">\n <objectgroup name=\"Collision\">\n");
    for (int k = 0; k < count; k++) object(f, k);
    fprintf(f, "  <object name=\"start\" x=\"8\" y=\"8\"><point/></object>\n </objectgroup>\n</map>\n");
    fclose(f);
}

static void ellipse(FILE *f, int k)
{
    fprintf(f, "  <object name=\"e%d\" x=\"%d\" y=\"0\" width=\"65536\" height=\"65536\"><ellipse/></object>\n", k, k);
}

static void rectangle(FILE *f, int k)
{
    fprintf(f, "  <object name=\"r%d\" x=\"0\" y=\"%d\" width=\"65536\" height=\"65536\"/>\n", k, k % 7);
}

/* One polygon of 20,000 points zigzagging across the whole map. */
static void zigzag(FILE *f, int k)
{
    (void)k;
    fprintf(f, "  <object name=\"zigzag\" x=\"0\" y=\"0\"><polygon points=\"");
    for (int p = 0; p < 20000; p++) fprintf(f, "%s%d,%d", p ? " " : "", p % 2 ? 65535 : 0, p * 65535 / 20000);
    fprintf(f, "\"/></object>\n");
}

Test(hostile_import, map_sized_shapes_are_drawn_over_their_own_box_and_past_the_budget_refused_by_name)
{
    Case c = {0};
    char msg[512];
    double s;
    shapes_map(&c, 10, ellipse);
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 0, "ten map-sized ellipses load: %s", msg);
    cr_log_info("10 map-sized ellipses: %.2f s", s);
    shapes_map(&c, 1000, ellipse);
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 1);
    cr_expect(strstr(msg, ": layer 'Collision', object 'e15' (line 19): the object layers' shapes pass"), "%s", msg);
    cr_expect_lt(s, 5.0, "refused before any is drawn: %.2f s", s);
    shapes_map(&c, 60000, rectangle);
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 1);
    cr_expect(strstr(msg, "object 'r15' (line 19)"), "%s", msg);
    cr_expect_lt(s, 5.0, "%.2f s", s);
    shapes_map(&c, 1, zigzag);
    int status = run_case(&c, msg, sizeof msg, &s);
    cr_expect(status == 0 || strstr(msg, "object 'zigzag'"), "%s", msg);
    cr_log_info("a 20,000-point polygon: %s in %.2f s", status ? "refused" : "drawn", s);
}

/* An LDtk level of 700 x 700 cells whose IntGrid values are 256 and more, 2,000 of
 * them defined: each value is looked up once, not each cell against every definition. */
Test(hostile_import, ldtk_intgrid_values_of_256_and_more_load_in_seconds)
{
    Case c = {0};
    FILE *f = new_file(&c, "values.ldtk");
    fprintf(f, "{\"jsonVersion\":\"1.5.3\",\"defs\":{\"layers\":[{\"identifier\":\"Collisions\",\"__type\":\"IntGrid\","
               "\"gridSize\":16,\"intGridValues\":[");
    for (int v = 0; v < 2000; v++) fprintf(f, "%s{\"value\":%d,\"identifier\":\"v%d\"}", v ? "," : "", 300 + v, v);
    fprintf(f, "]}]},\"levels\":[{\"identifier\":\"L\",\"layerInstances\":[{\"__identifier\":\"Collisions\","
               "\"__type\":\"IntGrid\",\"__cWid\":700,\"__cHei\":700,\"__gridSize\":16,\"intGridCsv\":[");
    for (int k = 0; k < 700 * 700; k++) fprintf(f, "%s%d", k ? "," : "", k == 0 ? 0 : 300 + k % 2000);
    fprintf(f, "]}]}]}\n");
    fclose(f);
    char msg[512];
    double s;
    cr_expect_eq(run_case(&c, msg, sizeof msg, &s), 0, "%s", msg);
    cr_log_info("LDtk values of 300 and more: %.2f s", s);
}
