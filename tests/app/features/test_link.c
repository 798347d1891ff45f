/* test_link.c: a moment as a link (src/link, docs/formats.md#links). Every shipped
 * recording goes into a link and comes back byte for byte; ten seconds of live play on
 * every shipped map fit in 2,000 characters, and opening the link (the window's --replay
 * LINK) lands on the tick it names with the hash the window had there, paused and shown
 * as it was; a malformed or hostile link (cut, damaged, another format, a zip bomb, bad
 * values) is refused by the decoder with where and why. tests/cmd/test_link_cli.c runs
 * `collide link` and `--replay LINK` through the program. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "app/app.h"
#include "app/app_link.h"
#include "app/base/assets.h"
#include "core/replay.h"
#include "link/link.h"
#include "support/support.h"
#include "window_driver.h"

#define BIG 65536
static char out[BIG], err[BIG];

static char *decoded(const char *link, LinkView *view, LinkError *e)
{
    char *text = NULL;
    size_t len = 0;
    if (!link_decode(link, strlen(link), &text, &len, view, e)) return NULL;
    return text;
}

Test(link, every_shipped_recording_comes_back_byte_for_byte)
{
    static const char *const files[] = {"docs/demo.replay", "tests/data/tour.replay"};
    for (size_t k = 0; k < sizeof files / sizeof *files + asset_tour_count; k++) {
        char path[1024];
        const char *name = k < 2 ? files[k] : asset_tour[k - 2].name;
        if (k >= 2 && !strstr(name, ".replay")) continue;
        snprintf(path, sizeof path, "%s/%s%s", SOURCE_DIR, k < 2 ? "" : "tour/", name);
        size_t len;
        char *text = read_file(path, &len);
        cr_assert_not_null(text, "%s", path);
        LinkView v = {120, 2, 0, 1};
        LinkError e;
        size_t n;
        char *link = link_encode(text, len, "https://example.org/collide/", &v, &n, &e);
        cr_assert_not_null(link, "%s: %s", name, e.msg);
        cr_expect_eq(strlen(link), n);
        cr_expect(strncmp(link, "https://example.org/collide/#collide=1&r=", 41) == 0, "%.60s", link);
        LinkView back;
        char *again = decoded(link, &back, &e);
        cr_assert_not_null(again, "%s: %s", name, e.msg);
        cr_expect(strcmp(again, text) == 0, "%s: the recording comes back as it was", name);
        cr_expect(back.tick == 120 && back.zoom == 2 && back.overlays == 0 && back.trails == 1, "%s: the view", name);
        free(again);
        free(link);
        free(text);
    }
}

static App app;

/* Ten seconds of a teacher's play on `file`: a key change every 6 ticks, the compare
 * view on and off, a throw, a speed change. */
static void play_ten_seconds(const char *file)
{
    static Map map;
    load_shipped_map(file, &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    driver_open(&app, &cfg);
    static const uint8_t KEYS[] = {IN_RIGHT, IN_RIGHT | IN_DOWN, IN_DOWN, IN_LEFT, IN_UP | IN_LEFT, 0, IN_UP, IN_RIGHT};
    for (int t = 0; t < 600; t++) {
        if (t == 100 || t == 300) app.pending.actions |= ACT_COMPARE;
        if (t == 200) app.pending.actions |= ACT_SPEED_UP;
        if (t == 400) app.pending.place = (Place){.x = 200, .y = 150, .dx = 40, .dy = 10, .on = 1};
        app_tick(&app, KEYS[(t / 6) % (int)sizeof KEYS]);
    }
}

Test(link, ten_seconds_on_every_shipped_map_fit_in_2000_characters_and_open_at_the_same_hash, .timeout = 120)
{
    for (size_t m = 0; m < asset_maps_count; m++) {
        play_ten_seconds(asset_maps[m].name);
        uint64_t hash = world_hash(&app.world), tick = app.world.tick;
        char why[256];
        size_t n;
        char *link = app_link(&app, "https://example.org/collide/", &n, why, sizeof why);
        cr_assert_not_null(link, "%s: %s", asset_maps[m].name, why);
        cr_expect_leq(n, 2000, "%s: ten seconds make a link of %zu characters", asset_maps[m].name, n);
        platform_close(&app);
        /* Natively, as a maintainer who got the link runs it. */
        char args[12000];
        snprintf(args, sizeof args, "--replay '%s' --headless", link);
        cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
        char want[64];
        snprintf(want, sizeof want, "\"tick\":%llu,\"hash\":\"%016llx\"", (unsigned long long)tick,
                 (unsigned long long)hash);
        cr_expect(strstr(out, want), "%s: opens at %s: %s", asset_maps[m].name, want, out);
        free(link);
    }
}

Test(link, the_window_opens_a_link_at_its_tick_paused_and_shown_as_it_was)
{
    play_ten_seconds("tunnel.map");
    app.view.zoom = 3, app.view.overlays = false;
    char why[256];
    size_t n;
    char *link = app_link(&app, NULL, &n, why, sizeof why);
    cr_assert_not_null(link, "%s", why);
    uint64_t hash = world_hash(&app.world);
    platform_close(&app);
    cr_expect(link[0] == '#', "with no page, the fragment alone: %.20s", link);
    static Replay r;
    LinkView v;
    LinkError e;
    char *text = decoded(link, &v, &e);
    cr_assert_not_null(text, "%s", e.msg);
    ReplayError re;
    cr_assert(replay_parse(&r, text, strlen(text), "link", &re), "%s", re.msg);
    AppConfig cfg = driver_config(NULL, 0);
    cfg.replay = &r;
    cfg.open = &v;
    driver_open(&app, &cfg);
    cr_expect_eq(app.world.tick, 600u);
    cr_expect_eq(world_hash(&app.world), hash, "the same hash");
    cr_expect(app.loop.paused, "paused there");
    cr_expect(app.view.zoom == 3 && !app.view.overlays, "zoomed and without overlays, as it was shown");
    platform_close(&app);
    replay_free(&r);
    free(text);
    free(link);
}

/* `link` refused with `col` and `words` in the message. */
static void refused(const char *link, int col, const char *words)
{
    LinkView v;
    LinkError e;
    char *text = decoded(link, &v, &e);
    cr_expect_null(text, "accepted: %.60s", link);
    free(text);
    if (text) return;
    char msg[300];
    link_error_format(&e, msg, sizeof msg);
    cr_expect_eq(e.col, col, "%.40s: column %d (%s)", link, e.col, msg);
    cr_expect(strstr(msg, words), "%.40s: %s", link, msg);
}

Test(link, a_malformed_link_says_where_and_why)
{
    size_t len;
    char *text = read_file(SOURCE_DIR "/docs/demo.replay", &len);
    LinkError e;
    size_t n;
    char *good = link_encode(text, len, "", NULL, &n, &e);
    cr_assert_not_null(good);
    char bad[12000];
    refused("https://example.org/", 0, "no '#collide=' in it");
    /* A link is its length, not a C string: five bytes of "collide=..." are no fragment. */
    char *no_nul = NULL;
    size_t no_nul_len = 0;
    LinkView nv;
    cr_expect_not(link_decode("collide=1&r=AAAA", 5, &no_nul, &no_nul_len, &nv, &e));
    cr_expect(strstr(e.msg, "no '#collide=' in it"), "%s", e.msg);
    refused("#collide=2&r=AAAA", 10, "format '2': this collide reads format 1");
    refused("#r=AAAA", 0, "no collide=1 field");
    refused("#collide=1", 0, "no recording in it");
    refused("#collide=1&r=AB.C", 16, "'.' is not a base64url character");
    refused("#collide=1&r=ABCDE", 14, "not whole bytes");
    refused("#collide=1&r=AAAAAAAA", 14, "the recording is damaged");
    snprintf(bad, sizeof bad, "%.*s", (int)(13 + (n - 13) / 8 * 4), good); /* whole base64 quads, half of them */
    refused(bad, 14, "the recording stops short: the link was cut");
    snprintf(bad, sizeof bad, "%s&t=-4", good);
    refused(bad, (int)n + 4, "t=-4: the tick is a whole number");
    snprintf(bad, sizeof bad, "%s&zoom=99", good);
    refused(bad, (int)n + 7, "zoom=99: expected a whole number from -4 to 12");
    snprintf(bad, sizeof bad, "%s&overlays=yes", good);
    refused(bad, (int)n + 11, "overlays=yes: expected 0 or 1");
    snprintf(bad, sizeof bad, "%s&r=AAAA", good);
    refused(bad, (int)n + 4, "the recording is given twice");
    snprintf(bad, sizeof bad, "%s&junk", good);
    refused(bad, (int)n + 2, "'junk' is not a field");
    /* A field of the page's own is the page's business. */
    snprintf(bad, sizeof bad, "%s&speed=48", good);
    LinkView v;
    char *back = decoded(bad, &v, &e);
    cr_expect_not_null(back, "%s", e.msg);
    free(back);
    free(good);
    free(text);
}

Test(link, a_zip_bomb_is_refused_at_its_cap)
{
    size_t big = LINK_TEXT_MAX + 1024;
    char *zeros = calloc(1, big);
    memset(zeros, 'A', big);
    LinkError e;
    z_stream z;
    memset(&z, 0, sizeof z);
    cr_assert_eq(deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY), Z_OK);
    unsigned char *packed = malloc(deflateBound(&z, big));
    z.next_in = (Bytef *)zeros, z.avail_in = (uInt)big, z.next_out = packed, z.avail_out = (uInt)deflateBound(&z, big);
    cr_assert_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
    size_t plen = z.total_out;
    deflateEnd(&z);
    static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    char *link = malloc(plen * 2 + 64);
    size_t at = (size_t)sprintf(link, "#collide=1&r=");
    for (size_t i = 0; i < plen; i += 3) {
        unsigned v =
            (unsigned)packed[i] << 16 | (i + 1 < plen ? packed[i + 1] << 8 : 0) | (i + 2 < plen ? packed[i + 2] : 0);
        link[at++] = B64[v >> 18 & 63], link[at++] = B64[v >> 12 & 63];
        if (i + 1 < plen) link[at++] = B64[v >> 6 & 63];
        if (i + 2 < plen) link[at++] = B64[v & 63];
    }
    link[at] = '\0';
    cr_assert_lt(at, LINK_CHARS_MAX, "%zu characters stand for %zu bytes", at, big);
    refused(link, 14, "inflates past 4 MiB");
    (void)e;
    free(link);
    free(packed);
    free(zeros);
}

/* F7, as a user presses it: the link goes to the clipboard (SDL keeps it under the dummy
 * driver), the message line says so, and the link opens natively at that tick and hash. */
Test(link, f7_copies_the_moment_to_the_clipboard_and_it_opens_there)
{
    play_ten_seconds("corners.map");
    app.loop.paused = true;
    driver_press(&app, SDLK_COMMA); /* a moment that is not the newest tick */
    uint64_t hash = world_hash(&app.world), tick = app.world.tick;
    cr_expect_lt(tick, 600u, "one tick back");
    driver_press(&app, SDLK_F7);
    cr_expect(strstr(app.view.flash, "Link copied ("), "%s", app.view.flash);
    char *clip = SDL_GetClipboardText();
    cr_assert(clip && link_is(clip), "the clipboard holds a link: %.40s", clip ? clip : "(none)");
    platform_close(&app);
    char *args = malloc(strlen(clip) + 64);
    cr_assert_not_null(args);
    sprintf(args, "--replay '%s' --headless", clip);
    cr_assert_eq(run_collide(args, NULL, out, sizeof out, err, sizeof err), 0, "%s", err);
    char want[64];
    snprintf(want, sizeof want, "\"tick\":%llu,\"hash\":\"%016llx\"", (unsigned long long)tick,
             (unsigned long long)hash);
    cr_expect(strstr(out, want), "opens at %s: %s", want, out);
    SDL_free(clip);
    free(args);
}
