/* replay_io.c: the only file I/O of recordings: reading one, and writing one as the
 * run goes. The writer flushes after every tick and rewrites the growing count of the
 * last run in place (two characters, never longer: see REPLAY_RUN_MAX), so a killed
 * program leaves every whole tick on disk and at most a partial line after them. */
#define _POSIX_C_SOURCE 200809L
#include "core/replay.h"
#include "core/base/file_read.h"
#include "core/base/file_set.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define REPLAY_ENTRY_TEXT_MAX 512 /* bytes: the longest line replay_format_entry writes (a map block aside) */
#define REPLAY_VERSION_AT 15      /* the version digit: after "collide-replay " */

static bool io_fail(ReplayError *err, const char *path, const char *what)
{
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "%s: %s", what, strerror(errno));
    }
    return false;
}

/* The whole file at `path` (a recording or, `input`, an input file) into *text. */
static bool read_whole(const char *path, bool input, char **text, size_t *n, ReplayError *err)
{
    const char *what = input ? "input file" : "recording";
    FileRead got = file_read_all(path, REPLAY_FILE_MAX, text, n);
    if (got == FILE_READ_FAILED) return io_fail(err, path, input ? "cannot open the input file" : "cannot open recording");
    if (got == FILE_READ_OK) return true;
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        if (got == FILE_READ_TOO_BIG)
            snprintf(err->msg, sizeof err->msg, "%s larger than %u MiB, the most a recording may be", what,
                     REPLAY_FILE_MAX >> 20);
        else snprintf(err->msg, sizeof err->msg, "cannot read %s: %s", what, file_read_why(got));
    }
    return false;
}

bool replay_load(Replay *out, const char *path, ReplayError *err)
{
    char *text;
    size_t n;
    if (!read_whole(path, false, &text, &n, err)) return false;
    bool ok = replay_parse(out, text, n, path, err);
    free(text);
    return ok;
}

bool replay_load_input(Replay *out, const Map *map, const WorldConfig *config, const char *path, ReplayError *err)
{
    char *text;
    size_t n;
    if (!read_whole(path, true, &text, &n, err)) return false;
    bool ok = replay_parse_input(out, map, config, text, n, path, err);
    free(text);
    return ok;
}

/* The file would pass a limit of recordings: say which, and write nothing more. */
static bool limit_fail(ReplayError *err, const char *path, const char *why)
{
    if (err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "cannot record %s", why);
    }
    return false;
}

/* Charge the entry (and a run's ticks) to the file's budget before it is written. */
static bool within_limits(ReplayWriter *w, const ReplayEntry *e, char *why, size_t cap)
{
    bool map = e->kind == REPLAY_RUN && e->input.map;
    return replay_budget_entry(&w->budget, why, cap) &&
           (!map || replay_budget_map(&w->budget, e->input.map, why, cap)) &&
           (e->kind != REPLAY_RUN || replay_budget_run(&w->budget, &e->input, e->count, why, cap));
}

/* In a recording of format 1 or 2, the first map block makes the file version 2: the
 * header's digit is rewritten in place (replay_format_header wrote 1 for a log with no
 * switch yet). */
static bool mark_version2(ReplayWriter *w)
{
    if (w->version2) return true;
    w->version2 = true;
    return fseek(w->file, REPLAY_VERSION_AT, SEEK_SET) == 0 && fputc('2', w->file) == '2' &&
           fseek(w->file, 0, SEEK_END) == 0;
}

/* Once the crowd has passed the cap of the recordings that name none, the header's
 * "#crowd-max" comment becomes a line: the '#' is overwritten in place. */
static bool mark_crowd_max(ReplayWriter *w)
{
    if (w->crowd_max_at < 0 || w->budget.most <= CROWD_MAX_COUNT_V1) return true;
    bool ok = fseek(w->file, w->crowd_max_at, SEEK_SET) == 0 && fputc(' ', w->file) == ' ' &&
              fseek(w->file, 0, SEEK_END) == 0;
    w->crowd_max_at = -1;
    return ok;
}

static bool write_entry(ReplayWriter *w, const Replay *log, const ReplayEntry *e)
{
    char small[REPLAY_ENTRY_TEXT_MAX], *line = small;
    size_t n = replay_format_entry(log, e, NULL, 0);
    if (n >= sizeof small && !(line = malloc(n + 1))) return false; /* a map block */
    replay_format_entry(log, e, line, n + 1);
    bool ok = true;
    if (e->kind == REPLAY_RUN) {
        if (e->input.map) ok = mark_version2(w);
        /* The run's own line is the last one, after a map block. */
        size_t run = n - 1;
        while (run > 0 && line[run - 1] != '\n') run--;
        long at = ftell(w->file);
        w->count_at = at < 0 ? -1 : at + (long)run;
        w->count_shown = e->count;
        if (at < 0) ok = false;
    } else {
        w->count_at = -1;
    }
    ok = ok && fwrite(line, 1, n, w->file) == n;
    if (line != small) free(line);
    return ok;
}

bool replay_writer_sync(ReplayWriter *w, const Replay *log, ReplayError *err)
{
    if (!w->file) return false;
    bool ok = true;
    char why[160];
    /* The run on the last line grew: rewrite its count where it stands. */
    if (w->written > 0 && w->count_at >= 0) {
        const ReplayEntry *e = &log->entries[w->written - 1];
        if (e->kind == REPLAY_RUN && e->count > w->count_shown) {
            if (!replay_budget_run(&w->budget, &e->input, e->count - w->count_shown, why, sizeof why))
                return limit_fail(err, w->path, why);
            ok = fseek(w->file, w->count_at, SEEK_SET) == 0 && fprintf(w->file, "%2u", (unsigned)e->count) == 2 &&
                 fseek(w->file, 0, SEEK_END) == 0;
            w->count_shown = e->count;
        }
    }
    for (; ok && w->written < log->count; w->written++) {
        if (!within_limits(w, &log->entries[w->written], why, sizeof why)) {
            if (fflush(w->file) != 0) return io_fail(err, w->path, "cannot write recording");
            return limit_fail(err, w->path, why);
        }
        ok = write_entry(w, log, &log->entries[w->written]);
    }
    if (ok) ok = mark_crowd_max(w) && fflush(w->file) == 0;
    return ok ? true : io_fail(err, w->path, "cannot write recording");
}

/* The temporary file beside `path`, with the mode a new file gets (0666 less the
 * umask) rather than mkstemp's 0600. NULL with errno set on failure. */
static FILE *open_temp(ReplayWriter *w, const char *path)
{
    snprintf(w->tmp, sizeof w->tmp, "%s.part-XXXXXX", path);
    int fd = mkstemp(w->tmp);
    if (fd < 0) return NULL;
    mode_t mask = umask(0);
    umask(mask);
    FILE *f = fchmod(fd, 0666 & ~mask) == 0 ? fdopen(fd, "wb") : NULL;
    if (!f) {
        int e = errno;
        close(fd);
        unlink(w->tmp);
        errno = e;
    }
    return f;
}

bool replay_writer_open(ReplayWriter *w, const char *path, const Replay *log, ReplayError *err)
{
    memset(w, 0, sizeof *w);
    w->count_at = w->crowd_max_at = -1;
    /* A symbolic link stays a link: the file it leads to is written, when it is a .replay
     * (core/base/file_set.h). A cut path would name another file. */
    char why[1024];
    char *target = file_output_target(path, ".replay", why, sizeof why);
    if (!target) {
        if (err) {
            snprintf(err->file, sizeof err->file, "%s", path);
            err->line = err->col = 0;
            snprintf(err->msg, sizeof err->msg, "will not write it: %.190s", why);
        }
        return false;
    }
    bool fits = (size_t)snprintf(w->path, sizeof w->path, "%s", target) < sizeof w->path;
    free(target);
    if (!fits) return errno = ENAMETOOLONG, io_fail(err, path, "cannot create recording");
    replay_budget_start(&w->budget, &log->config, &log->map);
    size_t need = replay_format_header(log, NULL, 0) + 1;
    char *header = malloc(need);
    if (!header) {
        errno = ENOMEM;
        return io_fail(err, path, "cannot write recording");
    }
    replay_format_header(log, header, need);
    w->crowd_max_at = replay_header_crowd_max_at(log);
    w->version2 =
        replay_switches_maps(log) || log->config.hash != WORLD_HASH_ALL; /* version 3 has no digit to rewrite */
    w->file = open_temp(w, w->path);
    if (!w->file) {
        free(header);
        return io_fail(err, path, "cannot create recording");
    }
    bool ok = fwrite(header, 1, need - 1, w->file) == need - 1;
    free(header);
    if (ok) ok = replay_writer_sync(w, log, err);
    else io_fail(err, path, "cannot write recording");
    if (!ok) replay_writer_abandon(w);
    return ok;
}

void replay_writer_abandon(ReplayWriter *w)
{
    if (!w->file) return;
    fclose(w->file);
    w->file = NULL;
    unlink(w->tmp);
}

bool replay_writer_close(ReplayWriter *w, const Replay *log, uint64_t hash, ReplayError *err)
{
    if (!w->file) return false;
    ReplayEntry end = {.kind = REPLAY_END, .tick = log->ticks, .hash = hash};
    char why[160];
    bool ok = replay_writer_sync(w, log, err);
    if (ok && !within_limits(w, &end, why, sizeof why)) ok = limit_fail(err, w->path, why);
    else if (ok && !(write_entry(w, log, &end) && fflush(w->file) == 0))
        ok = io_fail(err, w->path, "cannot write recording");
    if (ok && fsync(fileno(w->file)) != 0) ok = io_fail(err, w->path, "cannot write recording");
    if (fclose(w->file) != 0 && ok) ok = io_fail(err, w->path, "cannot write recording");
    w->file = NULL;
    if (ok && rename(w->tmp, w->path) != 0) ok = io_fail(err, w->path, "cannot write recording");
    if (!ok) unlink(w->tmp);
    return ok;
}
