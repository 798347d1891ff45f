/* test_golden.c: what the window draws must not change when the code under it is moved.
 * Every shipped recording (docs/demo.replay, the tour's, the tests' tour.replay) is played
 * through the app headless at 1280x800 and 1024x600, scales 1, 1.5 and 2, and every frame
 * is hashed; so is a live crowd run. The hashes are compared with the text files of tests/data/golden/,
 * written once by the code that drew them (COLLIDE_GOLDEN_WRITE=1 rewrites it). A frame
 * that differs is saved as build/golden/NAME-WxH-S-tTICK.png to look at. The docs'
 * pictures are checked against what the real binary draws in tests/cmd/test_docs_pictures.c. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/app.h"
#include "app/features/session/session.h"
#include "app/features/session/session_feature.h"
#include "app/platform/screenshot.h"
#include "cmd/window_replay.h"
#include "support/support.h"
#include "window_driver.h"

#define GOLDEN_DIR SOURCE_DIR "/tests/data/golden"
#define GOLDEN_SAMPLE_TICKS 10 /* a frame hash kept every this many ticks, to say where it changed */
#define GOLDEN_MAX_FRAMES 4096

typedef struct Run {
    char name[96];
    int w, h;
    float scale;
    int frames;
    uint64_t all;                       /* every frame's hash, folded */
    uint64_t frame[GOLDEN_MAX_FRAMES];  /* each frame's hash */
    const char *golden;                 /* the golden text to check against, or NULL */
    int first_diff;                     /* the first sampled frame that differs, or -1 */
} Run;

static App app;
static Replay replay;
static Map crowd_map;

/* The frame drawn last, hashed a 32-bit pixel at a time (FNV-1a's multiply over words:
 * a byte-wise hash of 4 MB a frame would dominate the run). */
static uint64_t frame_hash(const App *a)
{
    int w = a->config.width, h = a->config.height;
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    cr_assert(px);
    cr_assert(canvas_read_argb(a->canvas, px, w * 4));
    uint64_t hash = 14695981039346656037ull;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++) hash = (hash ^ px[i]) * 1099511628211ull;
    free(px);
    return hash;
}

static uint64_t fold(uint64_t all, uint64_t frame)
{
    return (all ^ frame) * 1099511628211ull;
}

/* What a frame shows that is not a function of the run: the clock's figures. */
static void draw_steady(App *a)
{
    a->loop.fps = 0;
    a->loop.step_ms = 0;
    app_draw(a);
}

static void golden_line_key(const Run *run, char *key, size_t cap)
{
    snprintf(key, cap, "%s %dx%d %g", run->name, run->w, run->h, (double)run->scale);
}

/* The line for `key` + `what` in the golden text, or NULL. */
static const char *find_line(const char *text, const char *key, const char *what)
{
    char needle[200];
    snprintf(needle, sizeof needle, "%s %s ", key, what);
    for (const char *p = text; p && *p;) {
        if (!strncmp(p, needle, strlen(needle))) return p + strlen(needle);
        p = strchr(p, '\n');
        if (p) p++;
    }
    return NULL;
}

/* The first sampled frame that differs from its golden hash is saved as a picture. */
static void check_sample(Run *run, int i, uint64_t h)
{
    char key[160], what[32], path[512], err[256];
    if (!run->golden || run->first_diff >= 0 || i % GOLDEN_SAMPLE_TICKS) return;
    golden_line_key(run, key, sizeof key);
    snprintf(what, sizeof what, "frame %d", i);
    const char *line = find_line(run->golden, key, what);
    unsigned long long want = 0;
    if (!line || sscanf(line, "%llx", &want) != 1 || (uint64_t)want == h) return;
    run->first_diff = i;
    mkdir(SOURCE_DIR "/build", 0777);
    mkdir(SOURCE_DIR "/build/golden", 0777);
    snprintf(path, sizeof path, SOURCE_DIR "/build/golden/%s-%dx%d-%g-t%d.png", strrchr(run->name, '/') ?
             strrchr(run->name, '/') + 1 : run->name, run->w, run->h, (double)run->scale, i);
    if (screenshot_save(app.canvas, path, err, sizeof err)) cr_log_warn("the new frame: %s", path);
}

static void record_frame(Run *run)
{
    draw_steady(&app);
    uint64_t h = frame_hash(&app);
    cr_assert_lt(run->frames, GOLDEN_MAX_FRAMES);
    check_sample(run, run->frames, h);
    run->frame[run->frames++] = h;
    run->all = fold(run->all, h);
}

static void start_run(Run *run, const char *name, int w, int h, float scale, const char *golden)
{
    memset(run, 0, sizeof *run);
    run->golden = golden;
    run->first_diff = -1;
    snprintf(run->name, sizeof run->name, "%s", name);
    run->w = w;
    run->h = h;
    run->scale = scale;
    run->all = 14695981039346656037ull;
}

/* A recording played to its end: the first frame, then one after every tick. */
static void play_recording(Run *run, const char *path)
{
    char full[512];
    snprintf(full, sizeof full, "%s/%s", SOURCE_DIR, path);
    static RunMethods methods;
    cr_assert_eq(window_replay_load(&replay, full, &methods, NULL, 0), 0, "cannot load %s", full);
    AppConfig cfg = driver_config(&replay.map, 0);
    cfg.replay = &replay;
    cfg.width = run->w;
    cfg.height = run->h;
    cfg.ui_scale = run->scale;
    driver_open(&app, &cfg);
    record_frame(run);
    while (session_replaying(session_of(&app)) && !app.loop.paused) {
        app_tick(&app, 0);
        record_frame(run);
    }
    platform_close(&app);
    replay_free(&replay);
}

/* The crowd mode live for 120 ticks from the default map, as --mode crowd opens it. */
static void play_crowd(Run *run)
{
    load_shipped_map("default.map", &crowd_map);
    AppConfig cfg = driver_config(&crowd_map, RESOLVER_MINKOWSKI);
    cfg.world.mode = MODE_CROWD;
    cfg.width = run->w;
    cfg.height = run->h;
    cfg.ui_scale = run->scale;
    driver_open(&app, &cfg);
    record_frame(run);
    for (int t = 0; t < 120; t++) {
        app_tick(&app, 0);
        if (t % 4 == 3) record_frame(run);
    }
    platform_close(&app);
}

static const char *const RECORDINGS[] = {
    "docs/demo.replay",
    "tests/data/tour.replay",
    "tour/01-tunnel-simplest.replay",
    "tour/02-tunnel-pixel.replay",
    "tour/03-seam-line-segment.replay",
    "tour/04-corners-simplest.replay",
    "tour/05-default-minkowski.replay",
    "tour/06-grid-maze.replay",
    "tour/07-wall-tips.replay",
    "tour/08-quad-movers.replay",
    "tour/09-flag-one-way.replay",
    "tour/10-platforms-compare.replay",
    "tour/11-falls-grid-region.replay",
    "tour/12-jump-through-flag.replay",
};
#define RECORDING_COUNT (int)(sizeof RECORDINGS / sizeof RECORDINGS[0])

static const struct {
    int w, h;
} SIZES[] = {{1280, 800}, {1024, 600}};
static const float SCALES[] = {1.0f, 1.5f, 2.0f};
/* The sanitized build draws the same pixels four times slower: there one size and one
 * scale suffice to catch a memory error on the way, the release build checks them all. */
#ifdef __SANITIZE_ADDRESS__
#define GOLDEN_CONFIGS 1
#else
#define GOLDEN_CONFIGS 6
#endif

static void write_run(FILE *f, const Run *run)
{
    char key[160];
    golden_line_key(run, key, sizeof key);
    fprintf(f, "%s all %016llx %d\n", key, (unsigned long long)run->all, run->frames);
    for (int i = 0; i < run->frames; i++)
        if (i % GOLDEN_SAMPLE_TICKS == 0 || i == run->frames - 1)
            fprintf(f, "%s frame %d %016llx\n", key, i, (unsigned long long)run->frame[i]);
}

static void check_run(const char *golden, const Run *run)
{
    char key[160];
    golden_line_key(run, key, sizeof key);
    const char *all = find_line(golden, key, "all");
    cr_assert(all, "%s: no golden line (COLLIDE_GOLDEN_WRITE=1 on the code that is right makes it)", key);
    unsigned long long want = 0;
    int frames = 0;
    cr_assert_eq(sscanf(all, "%llx %d", &want, &frames), 2, "%s: bad golden line", key);
    cr_expect_eq(run->frames, frames, "%s: %d frames drawn, %d in the golden run", key, run->frames, frames);
    cr_expect_eq((uint64_t)want, run->all,
                 "%s: the frames differ from the golden ones (first sampled frame that differs: %d; -1: between samples)",
                 key, run->first_diff);
}

static char *golden_text(const char *path)
{
    if (getenv("COLLIDE_GOLDEN_WRITE")) return NULL;
    char *text = read_file(path, NULL);
    cr_assert(text, "cannot read %s", path);
    return text;
}

static void golden_runs(bool crowd)
{
    static Run run;
    const char *path = crowd ? GOLDEN_DIR "/crowd.txt" : GOLDEN_DIR "/recordings.txt";
    char *golden = golden_text(path);
    FILE *out = NULL;
    if (!golden) {
        out = fopen(path, "w");
        cr_assert(out, "cannot write %s", path);
    }
    for (unsigned s = 0; s < sizeof SIZES / sizeof SIZES[0]; s++)
        for (unsigned k = 0; k < sizeof SCALES / sizeof SCALES[0]; k++) {
            if (s * 3 + k >= GOLDEN_CONFIGS) continue;
            int n = crowd ? 1 : RECORDING_COUNT;
            for (int r = 0; r < n; r++) {
                start_run(&run, crowd ? "crowd" : RECORDINGS[r], SIZES[s].w, SIZES[s].h, SCALES[k], golden);
                if (crowd) play_crowd(&run);
                else play_recording(&run, RECORDINGS[r]);
                if (out) write_run(out, &run);
                else check_run(golden, &run);
            }
        }
    if (out) fclose(out);
    free(golden);
}

Test(golden, every_shipped_recording_draws_the_frames_it_drew_before)
{
    golden_runs(false);
}

Test(golden, the_crowd_draws_the_frames_it_drew_before)
{
    golden_runs(true);
}
