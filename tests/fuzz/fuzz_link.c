/* fuzz_link.c: libFuzzer harness for the link's decoder (link_decode, docs/formats.md, "Links"): what
 * the window's --replay LINK and the page read from anyone's address bar. Promises checked
 * on every input: no crash or undefined behaviour; a refused link says why, with a column
 * inside it, and leaves no text; an accepted one gives NUL-terminated text of at most
 * LINK_TEXT_MAX bytes and a view within its ranges, and the text written into a link again
 * comes back the same; the recording it carries is parsed as the window parses it. */
#include <string.h>

#include "core/replay.h"
#include "fuzz.h"
#include "link/link.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = (char *)1;
    size_t len = 0;
    LinkView v;
    LinkError err;
    if (!link_decode((const char *)data, size, &text, &len, &v, &err)) {
        FUZZ_CHECK(text == NULL, "a refused link left its text");
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        FUZZ_CHECK(err.col >= 0 && (size_t)err.col <= size + 1, "column %d of %zu", err.col, size);
        char line[300];
        link_error_format(&err, line, sizeof line);
        FUZZ_CHECK(strncmp(line, "link", 4) == 0, "%s", line);
        return 0;
    }
    FUZZ_CHECK(text && len <= LINK_TEXT_MAX && text[len] == '\0', "%zu bytes", len);
    FUZZ_CHECK(v.tick == LINK_UNSET || v.tick >= 0, "tick %lld", v.tick);
    FUZZ_CHECK(v.zoom == LINK_UNSET || (v.zoom >= LINK_ZOOM_MIN && v.zoom <= LINK_ZOOM_MAX), "zoom %d", v.zoom);
    FUZZ_CHECK(v.overlays == LINK_UNSET || v.overlays == 0 || v.overlays == 1, "overlays %d", v.overlays);
    FUZZ_CHECK(v.trails == LINK_UNSET || v.trails == 0 || v.trails == 1, "trails %d", v.trails);
    size_t n = 0;
    char *again = link_encode(text, len, NULL, &v, &n, &err);
    if (again) {
        char *back = NULL;
        size_t back_len = 0;
        LinkView w;
        FUZZ_CHECK(link_decode(again, n, &back, &back_len, &w, &err), "its own link refused: %s", err.msg);
        FUZZ_CHECK(back_len == len && memcmp(back, text, len) == 0, "the text did not come back");
        FUZZ_CHECK(w.tick == v.tick && w.zoom == v.zoom, "the view did not come back");
        free(back);
        free(again);
    }
    static Replay r;
    ReplayError rerr;
    if (replay_parse(&r, text, len, "the link's recording", &rerr)) replay_free(&r);
    free(text);
    return 0;
}
