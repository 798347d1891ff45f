/* link.c: a recording as a link, written and read (see link.h): raw deflate (RFC 1951,
 * zlib's windowBits -15: no header or checksum to spend characters on), base64url
 * without padding (RFC 4648, section 5: the characters a URL keeps as they are), and
 * the fragment's fields. */
#include "link/link.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define FRAGMENT_KEY "collide="
#define DEFLATE_WINDOW (-15) /* raw deflate, the largest window */

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

static bool fail(LinkError *err, int col, const char *fmt, ...)
{
    if (!err) return false;
    err->col = col;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return false;
}

void link_error_format(const LinkError *err, char *buf, size_t cap)
{
    if (err->col > 0) snprintf(buf, cap, "link:%d: %s", err->col, err->msg);
    else snprintf(buf, cap, "link: %s", err->msg);
}

bool link_is(const char *s)
{
    return s && (strstr(s, "#" FRAGMENT_KEY) || strncmp(s, FRAGMENT_KEY, strlen(FRAGMENT_KEY)) == 0);
}

/* ---- Writing -------------------------------------------------------------------- */

/* The text deflated, malloc'ed; NULL when memory runs out. */
static unsigned char *deflated(const char *text, size_t len, size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, DEFLATE_WINDOW, 9, Z_DEFAULT_STRATEGY) != Z_OK) return NULL;
    uLong cap = deflateBound(&z, (uLong)len);
    unsigned char *out = malloc(cap ? cap : 1);
    if (!out) {
        deflateEnd(&z);
        return NULL;
    }
    z.next_in = (Bytef *)(uintptr_t)text;
    z.avail_in = (uInt)len;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    int got = deflate(&z, Z_FINISH);
    *out_len = cap - z.avail_out;
    deflateEnd(&z);
    if (got != Z_STREAM_END) {
        free(out);
        return NULL;
    }
    return out;
}

static size_t b64_len(size_t n)
{
    return n / 3 * 4 + (n % 3 ? n % 3 + 1 : 0);
}

static size_t b64_write(const unsigned char *in, size_t n, char *out)
{
    size_t at = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16 | (i + 1 < n ? (unsigned)in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
        out[at++] = B64[v >> 18 & 63];
        out[at++] = B64[v >> 12 & 63];
        if (i + 1 < n) out[at++] = B64[v >> 6 & 63];
        if (i + 2 < n) out[at++] = B64[v & 63];
    }
    return at;
}

/* The view's fields, "&t=120&zoom=2"..., into buf; returns the length. */
static size_t view_fields(const LinkView *v, char *buf, size_t cap)
{
    size_t at = 0;
    buf[0] = '\0';
    if (!v) return 0;
    if (v->tick != LINK_UNSET) at += (size_t)snprintf(buf + at, cap - at, "&t=%lld", v->tick);
    if (v->zoom != LINK_UNSET && at < cap) at += (size_t)snprintf(buf + at, cap - at, "&zoom=%d", v->zoom);
    if (v->overlays != LINK_UNSET && at < cap) at += (size_t)snprintf(buf + at, cap - at, "&overlays=%d", v->overlays);
    if (v->trails != LINK_UNSET && at < cap) at += (size_t)snprintf(buf + at, cap - at, "&trails=%d", v->trails);
    return at < cap ? at : cap - 1;
}

char *link_encode(const char *text, size_t len, const char *page, const LinkView *view, size_t *out_len, LinkError *err)
{
    page = page ? page : "";
    size_t page_len = strlen(page);
    if (page_len > LINK_PAGE_MAX)
        return fail(err, 0, "the page's address is longer than %d bytes", LINK_PAGE_MAX), NULL;
    for (size_t k = 0; k < page_len; k++)
        if ((unsigned char)page[k] <= ' ' || page[k] == '#' || page[k] == 0x7f)
            return fail(err, 0, "the page's address holds a %s at byte %zu: give it without one",
                        page[k] == '#' ? "'#' (the link's fragment is collide's)" : "space or control character",
                        k + 1),
                   NULL;
    size_t packed_len = 0;
    unsigned char *packed = deflated(text, len, &packed_len);
    if (!packed) return fail(err, 0, "out of memory compressing the recording"), NULL;
    char fields[160];
    size_t fields_len = view_fields(view, fields, sizeof fields);
    static const char head[] = "#" FRAGMENT_KEY "1&r=";
    size_t total = page_len + sizeof head - 1 + b64_len(packed_len) + fields_len;
    if (total > LINK_CHARS_MAX) {
        free(packed);
        return fail(err, 0,
                    "the recording makes a link of %zu characters, more than the %d a link may have: send the "
                    "recording's file instead",
                    total, LINK_CHARS_MAX),
               NULL;
    }
    char *out = malloc(total + 1);
    if (!out) {
        free(packed);
        return fail(err, 0, "out of memory writing the link"), NULL;
    }
    memcpy(out, page, page_len);
    memcpy(out + page_len, head, sizeof head - 1);
    size_t at = page_len + sizeof head - 1;
    at += b64_write(packed, packed_len, out + at);
    memcpy(out + at, fields, fields_len);
    at += fields_len;
    out[at] = '\0';
    free(packed);
    *out_len = at;
    return out;
}

/* ---- Reading -------------------------------------------------------------------- */

static int b64_value(char c)
{
    const char *at = c ? strchr(B64, c) : NULL;
    return at ? (int)(at - B64) : -1;
}

/* The bytes base64url (w, n) stands for, malloc'ed; `col` is where w starts in the link. */
static unsigned char *b64_read(const char *w, size_t n, int col, size_t *out_len, LinkError *err)
{
    while (n > 0 && w[n - 1] == '=') n--; /* padding, which some encoders add */
    if (n % 4 == 1) return fail(err, col, "the recording's %zu characters are not whole bytes of base64url", n), NULL;
    unsigned char *out = malloc(n / 4 * 3 + 3);
    if (!out) return fail(err, 0, "out of memory reading the link"), NULL;
    size_t at = 0;
    unsigned v = 0;
    int bits = 0;
    for (size_t k = 0; k < n; k++) {
        int d = b64_value(w[k]);
        if (d < 0) {
            free(out);
            unsigned char c = (unsigned char)w[k];
            if (c >= ' ' && c < 0x7f)
                return fail(err, col + (int)k, "'%c' is not a base64url character (A-Z a-z 0-9 - _)", c), NULL;
            return fail(err, col + (int)k, "byte 0x%02x is not a base64url character (A-Z a-z 0-9 - _)", c), NULL;
        }
        v = v << 6 | (unsigned)d;
        bits += 6;
        if (bits >= 8) bits -= 8, out[at++] = (unsigned char)(v >> bits & 0xff);
    }
    *out_len = at;
    return out;
}

/* The recording inflated from `packed`, at most LINK_TEXT_MAX bytes, NUL-terminated. */
static char *inflated(const unsigned char *packed, size_t n, int col, size_t *out_len, LinkError *err)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, DEFLATE_WINDOW) != Z_OK) return fail(err, 0, "out of memory reading the link"), NULL;
    size_t cap = n * 4 + 256 < LINK_TEXT_MAX ? n * 4 + 256 : LINK_TEXT_MAX, len = 0;
    char *out = malloc(cap + 1);
    int got = Z_OK;
    z.next_in = (Bytef *)(uintptr_t)packed;
    z.avail_in = (uInt)n;
    while (out && got == Z_OK) {
        if (len == cap) {
            if (cap == LINK_TEXT_MAX) break;
            size_t want = cap * 2 < LINK_TEXT_MAX ? cap * 2 : LINK_TEXT_MAX;
            char *grown = realloc(out, want + 1);
            if (!grown) break;
            out = grown, cap = want;
        }
        z.next_out = (Bytef *)out + len;
        z.avail_out = (uInt)(cap - len);
        got = inflate(&z, Z_NO_FLUSH);
        len = cap - z.avail_out;
    }
    bool whole = got == Z_STREAM_END && z.avail_in == 0;
    const char *why = z.msg;
    int left = (int)z.avail_in;
    inflateEnd(&z);
    if (whole && out) {
        out[len] = '\0';
        *out_len = len;
        return out;
    }
    free(out);
    if (!out) return fail(err, 0, "out of memory reading the link"), NULL;
    if (got == Z_OK && len == LINK_TEXT_MAX)
        return fail(err, col, "the recording inflates past %u MiB, the most a link's may be", LINK_TEXT_MAX >> 20),
               NULL;
    if (got == Z_STREAM_END)
        return fail(err, col, "%d bytes follow the end of the recording: the link is damaged", left), NULL;
    if (got == Z_BUF_ERROR || got == Z_OK)
        return fail(err, col, "the recording stops short: the link was cut (copy all of it)"), NULL;
    return fail(err, col, "the recording is damaged (%s): copy the link again", why ? why : "not deflate data"), NULL;
}

/* A whole number of at most 9 digits, optionally signed, in (w, n), into *v. */
static bool read_number(const char *w, size_t n, long long *v)
{
    size_t k = n > 0 && (w[0] == '-' || w[0] == '+') ? 1 : 0;
    if (k == n || n - k > 9) return false;
    long long x = 0;
    for (size_t i = k; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') return false;
        x = x * 10 + (w[i] - '0');
    }
    *v = w[0] == '-' ? -x : x;
    return true;
}

/* One field `key`=(w, n) at column `col` into the view; the recording's characters in *r. */
static bool read_field(const char *key, size_t klen, const char *w, size_t n, int col, LinkView *v, const char **r,
                       size_t *rn, bool *version, LinkError *err)
{
    long long x = 0;
#define IS(lit) (klen == sizeof lit - 1 && memcmp(key, lit, klen) == 0)
    if (IS("r")) {
        if (*r) return fail(err, col, "the recording is given twice");
        *r = w, *rn = n;
        return true;
    }
    bool number = read_number(w, n, &x);
    if (IS("collide")) {
        if (!number || x != LINK_FORMAT)
            return fail(err, col, "a link of format '%.*s': this collide reads format %d", (int)(n < 16 ? n : 16), w,
                        LINK_FORMAT);
        return *version = true;
    }
    if (IS("t")) {
        if (!number || x < 0)
            return fail(err, col, "t=%.*s: the tick is a whole number from 0", (int)(n < 16 ? n : 16), w);
        return v->tick = x, true;
    }
    if (IS("zoom")) {
        if (!number || x < LINK_ZOOM_MIN || x > LINK_ZOOM_MAX)
            return fail(err, col, "zoom=%.*s: expected a whole number from %d to %d", (int)(n < 16 ? n : 16), w,
                        LINK_ZOOM_MIN, LINK_ZOOM_MAX);
        return v->zoom = (int)x, true;
    }
    bool overlays = IS("overlays"), trails = IS("trails");
#undef IS
    if (overlays || trails) {
        if (!number || (x != 0 && x != 1))
            return fail(err, col, "%s=%.*s: expected 0 or 1", overlays ? "overlays" : "trails", (int)(n < 16 ? n : 16),
                        w);
        *(overlays ? &v->overlays : &v->trails) = (int)x;
    }
    return true; /* a field of the page's own: not collide's to judge */
}

bool link_decode(const char *link, size_t len, char **text, size_t *text_len, LinkView *view, LinkError *err)
{
    *text = NULL;
    *view = LINK_VIEW_NONE;
    if (len > LINK_CHARS_MAX + LINK_PAGE_MAX)
        return fail(err, 0, "%zu characters: a link is at most %d (and its page's address %d)", len, LINK_CHARS_MAX,
                    LINK_PAGE_MAX);
    const char *hash = memchr(link, '#', len), *f = hash ? hash + 1 : link;
    size_t n = len - (size_t)(f - link);
    size_t key_len = strlen(FRAGMENT_KEY); /* the link is len bytes, not a C string */
    if (!hash && (len < key_len || memcmp(link, FRAGMENT_KEY, key_len) != 0))
        return fail(err, 0, "no '#collide=' in it: not a link to a moment of collide");
    const char *r = NULL;
    size_t rn = 0;
    bool version = false;
    for (size_t at = 0; at < n;) {
        const char *amp = memchr(f + at, '&', n - at);
        size_t end = amp ? (size_t)(amp - f) : n;
        const char *eq = memchr(f + at, '=', end - at);
        int col = (int)(f - link + at) + 1;
        if (end > at && !eq)
            return fail(err, col, "'%.*s' is not a field: KEY=VALUE", (int)(end - at < 24 ? end - at : 24), f + at);
        if (eq && !read_field(f + at, (size_t)(eq - f - at), eq + 1, (size_t)(f + end - eq - 1), (int)(eq - link) + 2,
                              view, &r, &rn, &version, err))
            return false;
        at = end + 1;
    }
    if (!version) return fail(err, 0, "no collide=%d field: not a link to a moment of collide", LINK_FORMAT);
    if (!r || rn == 0) return fail(err, 0, "no recording in it (its r= field is missing or empty)");
    int col = (int)(r - link) + 1;
    size_t packed_len = 0;
    unsigned char *packed = b64_read(r, rn, col, &packed_len, err);
    if (!packed) return false;
    *text = inflated(packed, packed_len, col, text_len, err);
    free(packed);
    return *text != NULL;
}
