/* hostile.h: the hostile test group's runner. The real program (this flavour's collide) is
 * run on one case in a child whose CPU time and address space are capped (setrlimit), and
 * what it used is measured: a case passes when it finishes, or is refused with a message,
 * within a few seconds and a few hundred MB. The cases' files are small ones under
 * tests/data/hostile/ and big ones written at test time by the writers below. */
#ifndef COLLIDE_TEST_HOSTILE_H
#define COLLIDE_TEST_HOSTILE_H

#include <stdbool.h>
#include <stdio.h>

#define HOSTILE_CPU_S 30     /* CPU seconds before the child is killed (SIGXCPU): far past a pass */
#define HOSTILE_AS_MB 3072   /* address space: past it an allocation fails instead of the machine */
#define HOSTILE_SECONDS 15.0 /* wall time a case may take: "a few seconds", on a busy machine */
#define HOSTILE_PEAK_MB 400  /* resident peak a case may reach: "a few hundred MB" */
#define HOSTILE_TERM_S 1.0   /* how soon SIGTERM must end a run */
#define HOSTILE_TEXT_MAX 16384

typedef struct HostileRun {
    int status;     /* exit status; 128 + N when signal N ended it (SIGXCPU, SIGKILL: out of time) */
    double seconds; /* wall time, start to end */
    double term_s;  /* with term_after: from SIGTERM to the end */
    long peak_mb;   /* largest resident size */
    char out[HOSTILE_TEXT_MAX], err[HOSTILE_TEXT_MAX];
} HostileRun;

/// `collide ARGV...` (NULL-terminated, without the program) run in `dir` with no display
/// (SDL's dummy driver), capped as above; with term_after > 0, sent SIGTERM that many
/// seconds after it starts. Logs what it used (cr_log_info) under `name`.
void hostile_run(HostileRun *r, const char *name, const char *dir, const char *const *argv, double term_after);
/// The run finished or was refused within the caps: its status one of `a` or `b`, within
/// HOSTILE_SECONDS and HOSTILE_PEAK_MB (criterion expectations, each naming the case).
void hostile_expect_bounded(const HostileRun *r, const char *name, int a, int b);

/// A fresh folder for a case, its path in dir (cap bytes).
void hostile_dir(char *dir, size_t cap);
/// DIR/NAME opened for writing (asserts), its path in path.
FILE *hostile_file(char *path, size_t cap, const char *dir, const char *name);
/// The case file tests/data/hostile/NAME's path.
const char *hostile_data(const char *name);

/// A Tiled map of side x side cells and 16 px tiles with one solid tile (gid 1), open for
/// its layers; hostile_tmx_end closes it.
FILE *hostile_tmx_begin(char *path, size_t cap, const char *dir, const char *name, int side, bool infinite);
void hostile_tmx_end(FILE *f);
/// zlib data of `cells` zero gids, base64-encoded (malloc'ed): a layer of nothing that
/// inflates to 4 bytes a cell.
char *hostile_zero_layer(size_t cells);

#endif
