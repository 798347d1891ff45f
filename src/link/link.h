/* link.h: a recording as a link (docs/formats.md, "Links"), so a moment travels in a chat, a mail or
 * a bug report with nothing uploaded anywhere: the recording's text deflated (zlib's raw
 * deflate) and written in base64url, in a URL's fragment beside the tick on screen and
 * how it was shown:
 *
 *     PAGE#collide=1&r=RECORDING&t=TICK&zoom=Z&overlays=0|1&trails=0|1
 *
 * The window's `--replay LINK`, `collide link FILE`, and the page (the same C, built with
 * emscripten) all read and write it here. Sees only the core. */
#ifndef COLLIDE_LINK_H
#define COLLIDE_LINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LINK_FORMAT 1
#define LINK_CHARS_MAX 8192      /* the most a link may be: what chats, mail and trackers keep whole */
#define LINK_TEXT_MAX (4u << 20) /* the most its recording may inflate to, bytes */
#define LINK_PAGE_MAX 2048       /* bytes of the page's address before the '#' */
#define LINK_UNSET (-1000)       /* a field the link does not give */
#define LINK_ZOOM_MIN (-4)       /* the window's zoom steps (app/render/view.h) */
#define LINK_ZOOM_MAX 12

/// How the moment was shown: each field LINK_UNSET when the link does not say.
typedef struct LinkView {
    long long tick; /* the tick on screen (the recording's end when unset) */
    int zoom;       /* zoom steps, LINK_ZOOM_MIN..LINK_ZOOM_MAX */
    int overlays;   /* 0 or 1 */
    int trails;     /* 0 or 1 */
} LinkView;

#define LINK_VIEW_NONE ((LinkView){LINK_UNSET, LINK_UNSET, LINK_UNSET, LINK_UNSET})

/// What is wrong with a link: where (the 1-based character of the link, 0 for the link as
/// a whole) and why.
typedef struct LinkError {
    int col;
    char msg[200];
} LinkError;

/// The link for a recording's text (len bytes) on `page` (NULL or "": the fragment alone,
/// "#collide=1&..."), with `view` (NULL: none). Malloc'ed and NUL-terminated, its length
/// in *out_len; NULL with `err` when it would be longer than LINK_CHARS_MAX (the message
/// gives its length and says to send the file) or the page's address is not one.
char *link_encode(const char *text, size_t len, const char *page, const LinkView *view, size_t *out_len,
                  LinkError *err);
/// Does `s` look like a link rather than a file's name: a "#collide=" fragment in it, or
/// "collide=" at its start?
bool link_is(const char *s);
/// The recording's text (malloc'ed, NUL-terminated) and the view a link carries. False with
/// `err` on anything else: no fragment, another format, a damaged or oversized recording,
/// a value out of range; *text is then NULL.
bool link_decode(const char *link, size_t len, char **text, size_t *text_len, LinkView *view, LinkError *err);
/// "link:COL: message" (or "link: message").
void link_error_format(const LinkError *err, char *buf, size_t cap);

#endif
