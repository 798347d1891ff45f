/* gif_job.c: see gif_job.h. */
#define _POSIX_C_SOURCE 200809L
#include "app/features/gif/gif_job.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/base/stamped_path.h"

extern char **environ;

/* The temporary recording's file, made in $TMPDIR (else /tmp), whatever its length;
 * false with errno set. */
static bool temporary_recording(GifJob *job)
{
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !tmp[0]) tmp = "/tmp";
    size_t need = strlen(tmp) + sizeof "/collide-gif-XXXXXX";
    free(job->recording);
    job->recording = malloc(need);
    if (!job->recording) return errno = ENOMEM, false;
    snprintf(job->recording, need, "%s/collide-gif-XXXXXX", tmp);
    int fd = mkstemp(job->recording);
    if (fd >= 0) return close(fd), true;
    int why = errno;
    free(job->recording); /* no file was made: nothing to remove */
    job->recording = NULL;
    errno = why;
    return false;
}

/* Remove the temporary recording, if there is one, and its name. */
static void forget_recording(GifJob *job)
{
    if (job->recording && job->recording[0]) unlink(job->recording);
    free(job->recording);
    job->recording = NULL;
}

bool gif_job_start(GifJob *job, const char *program, const Replay *log, uint64_t hash, float ui_scale, char *msg,
                   size_t cap)
{
    if (!program) program = "/proc/self/exe";
    if (job->pid > 0) {
        snprintf(msg, cap, "Still writing %s", job->path);
        return false;
    }
    if (log->ticks == 0) {
        snprintf(msg, cap, "No ticks yet to make a GIF of");
        return false;
    }
    uint64_t to = log->ticks, from = to > GIF_LAST_TICKS ? to - GIF_LAST_TICKS : 0;
    stamped_path(job->path, sizeof job->path, "screenshots", to, "gif");
    /* The log as a recording, `end` hash included: the child checks its replay against it. */
    if (!temporary_recording(job)) {
        const char *tmp = getenv("TMPDIR");
        snprintf(msg, cap, "GIF failed: no temporary recording in %s: %s", tmp && tmp[0] ? tmp : "/tmp",
                 strerror(errno));
        return false;
    }
    ReplayWriter w;
    ReplayError e;
    if (!replay_writer_open(&w, job->recording, log, &e) || !replay_writer_close(&w, log, hash, &e)) {
        snprintf(msg, cap, "GIF failed: %.120s", e.msg);
        forget_recording(job);
        return false;
    }
    /* The child inherits this descriptor (no close-on-exec) and reads the recording through
     * it, so the name goes at once: from here on, whatever kills either process, no
     * temporary recording is left. Where /dev/fd is missing (and in the page, whose worker
     * is handed the files its arguments name), the child reads the file by name and it goes
     * when the child ends. */
    char via[32], *input = job->recording;
    int in = -1;
#ifndef __EMSCRIPTEN__
    in = open(job->recording, O_RDONLY);
    if (in < 0) {
        snprintf(msg, cap, "GIF failed: %s: %s", job->recording, strerror(errno));
        forget_recording(job);
        return false;
    }
    snprintf(via, sizeof via, "/dev/fd/%d", in);
    if (access(via, R_OK) == 0) {
        unlink(job->recording);
        input = via;
    }
#else
    (void)via;
#endif
    char f[24], t[24], scale[24];
    snprintf(f, sizeof f, "%llu", (unsigned long long)from);
    snprintf(t, sizeof t, "%llu", (unsigned long long)to);
    snprintf(scale, sizeof scale, "%g", (double)ui_scale);
    char *argv[] = {"collide", "--replay", input, "--gif", job->path, "--from", f, "--to", t, "--scale", scale, NULL};
    /* The child's summary line is not for the window's terminal (the HUD says Saved), and a
     * window started with no usable stdout must not fail a GIF that was written. */
    posix_spawn_file_actions_t io;
    int rc = posix_spawn_file_actions_init(&io);
    if (rc == 0) {
        rc = posix_spawn_file_actions_addopen(&io, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
        if (rc == 0) rc = posix_spawn(&job->pid, program, &io, NULL, argv, environ);
        posix_spawn_file_actions_destroy(&io);
    }
    if (in >= 0) close(in);
    if (rc != 0) {
        snprintf(msg, cap, "GIF failed: cannot start %s: %s", program, strerror(rc));
        job->pid = 0;
        forget_recording(job);
        return false;
    }
    snprintf(msg, cap, "Writing %s (the last %llu ticks)...", job->path, (unsigned long long)(to - from));
    return true;
}

bool gif_job_done(GifJob *job, bool wait, char *msg, size_t cap)
{
    int status;
    if (job->pid <= 0 || waitpid(job->pid, &status, wait ? 0 : WNOHANG) != job->pid) return false;
    job->pid = 0;
    forget_recording(job); /* its name is gone already, unless /dev/fd was missing */
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) snprintf(msg, cap, "Saved %s", job->path);
    else snprintf(msg, cap, "GIF failed (the terminal says why): %s", job->path);
    return true;
}

void gif_job_abandon(GifJob *job, char *msg, size_t cap)
{
    if (job->pid <= 0) return;
    kill(job->pid, SIGTERM);
    int status;
    while (waitpid(job->pid, &status, 0) < 0 && errno == EINTR) {
    }
    job->pid = 0;
    forget_recording(job);
    snprintf(msg, cap, "GIF abandoned: %s was not written", job->path);
}
