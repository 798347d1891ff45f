/* fuzz_resolve_line.c: libFuzzer harness for the input lines of `collide resolve`
 * (resolve_line_numbers, src/cmd/resolve_line.c), each accepted line then moved with
 * every available resolver as the command would, on the built-in map; and the same
 * lines read as quad-push's pair form (cmd_resolve_quad_parse) and answered.
 * Promises: no crash or undefined behaviour; a line is skipped, read as exactly four
 * finite numbers within RESOLVE_COORD_MAX, or refused with a message; and the move
 * ends finite and inside the map. A pair-form line is read or refused with a
 * message, and answered in bounded time. */
#include <string.h>

#include "cmd/resolve_quad.h"
#include "cmd/resolve_line.h"
#include "fuzz_maps.h"

#define FUZZ_LINES_MAX 16
#define FUZZ_MOVED_MAX 4

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char line[RESOLVE_LINE_MAX + 1];
    static Trace trace;
    size_t at = 0;
    /* At most FUZZ_LINES_MAX lines an input, and the first FUZZ_MOVED_MAX accepted ones
     * moved by every resolver twice (a pixel-stepping method takes a while on an absurd
     * line): the parser is what this harness is for. */
    int moved = 0;
    for (int lines = 0; at < size && lines < FUZZ_LINES_MAX; lines++) {
        /* One line as fgets hands it over: up to and including its newline. */
        size_t end = at;
        while (end < size && end - at < RESOLVE_LINE_MAX - 1 && data[end] != '\n') end++;
        if (end < size && data[end] == '\n') end++;
        memcpy(line, data + at, end - at);
        line[end - at] = '\0';
        at = end;
        static FILE *devnull;
        if (!devnull) devnull = fopen("/dev/null", "w");
        double q[QUAD_FIELDS];
        char qmsg[192] = "";
        if (!resolve_line_skipped(line) && moved < FUZZ_MOVED_MAX) {
            if (cmd_resolve_quad_parse(line, q, qmsg, sizeof qmsg))
                FUZZ_CHECK(cmd_resolve_quad_line(line, 1, devnull), "a parsed pair line failed: '%s'", line);
            else FUZZ_CHECK(qmsg[0] != '\0', "pair line refused without a message: '%s'", line);
        }
        float v[4];
        char msg[160] = "";
        ResolveLineKind kind = resolve_line_numbers(line, v, 4, msg, sizeof msg);
        if (kind == RESOLVE_LINE_BAD) {
            FUZZ_CHECK(msg[0] != '\0', "refused without a message: '%s'", line);
            continue;
        }
        if (kind == RESOLVE_LINE_SKIP) {
            FUZZ_CHECK(resolve_line_skipped(line), "skipped a line it calls not skippable: '%s'", line);
            continue;
        }
        for (int k = 0; k < 4; k++)
            FUZZ_CHECK(isfinite(v[k]) && fabsf(v[k]) <= RESOLVE_COORD_MAX, "number %d = %g", k + 1, (double)v[k]);
        if (moved++ >= FUZZ_MOVED_MAX) continue;
        const Map *m = fuzz_map(0);
        for (int r = 0; r < RESOLVER_COUNT; r++)
            fuzz_move_both(r, m, resolver_body(r, m, v[0], v[1]), v[2], v[3], &trace);
    }
    return 0;
}
