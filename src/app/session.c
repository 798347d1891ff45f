/* session.c: recording and replay wired into the app (see session.h). app_tick is
 * the one place input meets the world; it asks session_input for the tick's input
 * and reports back through session_after_step. */
#define _POSIX_C_SOURCE 200809L
#include "app/session.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "version.h"
#include "app/app.h"
#include "cmd/options.h"

static void stop_recording(App *app, bool write_end)
{
    Session *s = &app->session;
    if (!s->recording) return;
    ReplayError err;
    char msg[160];
    s->recording = false;
    if (write_end && replay_writer_close(&s->writer, &s->log, world_hash(&app->world), &err)) {
        snprintf(msg, sizeof msg, "Recording saved: %.100s (%llu ticks)", s->writer.path,
                 (unsigned long long)s->log.ticks);
    } else {
        if (s->writer.file) fclose(s->writer.file);
        s->writer.file = NULL;
        snprintf(msg, sizeof msg, "Recording stopped: %.120s", write_end ? err.msg : "out of memory");
    }
    app_flash(app, msg);
}

static bool start_recording(App *app, const char *path, char *msg, size_t cap)
{
    Session *s = &app->session;
    if (s->log_failed) {
        snprintf(msg, cap, "cannot record: the input log ran out of memory");
        return false;
    }
    ReplayError err;
    s->log.record_start = app->world.tick;
    if (!replay_writer_open(&s->writer, path, &s->log, &err)) {
        replay_error_format(&err, msg, cap);
        return false;
    }
    s->recording = true;
    snprintf(msg, cap, "Recording to %.100s (F5 stops)", path);
    return true;
}

static void report_divergence(App *app)
{
    const ReplayPlayer *p = &app->session.player;
    char msg[160];
    snprintf(msg, sizeof msg, "Replay diverged at tick %llu: expected %016llx, got %016llx",
             (unsigned long long)p->diverged_tick, (unsigned long long)p->expected, (unsigned long long)p->got);
    fprintf(stderr, "collide: %s\n", msg);
    app_flash(app, msg);
}

bool session_open(App *app)
{
    Session *s = &app->session;
    memset(s, 0, sizeof *s);
    s->fast = 1;
    replay_init(&s->log, &app->world.map, &app->world.start);
    if (!replay_checkpoint(&s->log, world_hash(&app->world))) s->log_failed = true;
    if (app->config.replay) {
        s->replay = app->config.replay;
        replay_player_start(&s->player, s->replay);
        if (!replay_player_check(&s->player, &app->world)) report_divergence(app);
    }
    if (app->config.record) {
        char msg[1200];
        if (!start_recording(app, app->config.record, msg, sizeof msg)) {
            fprintf(stderr, "collide: %s\n", msg);
            return false;
        }
    }
    return true;
}

void session_close(App *app)
{
    stop_recording(app, true);
    replay_free(&app->session.log);
}

bool session_replaying(const App *app)
{
    return app->session.replay && !app->session.replay_over;
}

bool session_input(App *app, Input *in)
{
    Session *s = &app->session;
    if (!session_replaying(app)) return true;
    if (replay_player_next(&s->player, in)) return true;
    /* The recording has run out: stop here, paused, and hand the keys back. */
    s->replay_over = true;
    app->paused = true;
    char msg[160];
    if (s->player.diverged)
        snprintf(msg, sizeof msg, "Replay ended at tick %llu; it diverged at tick %llu",
                 (unsigned long long)app->world.tick, (unsigned long long)s->player.diverged_tick);
    else
        snprintf(msg, sizeof msg, "Replay ended at tick %llu: every checkpoint matches (%d). Keys drive it again.",
                 (unsigned long long)app->world.tick, s->player.checks);
    app_flash(app, msg);
    return false;
}

void session_after_step(App *app, const Input *in)
{
    Session *s = &app->session;
    if (!s->log_failed) {
        bool ok = replay_push(&s->log, in);
        if (ok && app->world.tick % REPLAY_CHECK_TICKS == 0) ok = replay_checkpoint(&s->log, world_hash(&app->world));
        if (!ok) {
            s->log_failed = true;
            stop_recording(app, false);
        }
    }
    if (s->recording) {
        ReplayError err;
        if (!replay_writer_sync(&s->writer, &s->log, &err)) {
            char msg[160];
            snprintf(msg, sizeof msg, "Recording stopped: %.130s", err.msg);
            fclose(s->writer.file);
            s->writer.file = NULL;
            s->recording = false;
            fprintf(stderr, "collide: %s: %s\n", s->writer.path, err.msg);
            app_flash(app, msg);
        }
    }
    if (session_replaying(app)) {
        bool was = s->player.diverged;
        replay_player_check(&s->player, &app->world);
        if (s->player.diverged && !was) report_divergence(app);
    }
}

void session_toggle_record(App *app)
{
    if (app->session.recording) {
        stop_recording(app, true);
        return;
    }
    char path[160], msg[1200];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    mkdir("recordings", 0777);
    snprintf(path, sizeof path, "recordings/collide-%04d%02d%02d-%02d%02d%02d-%llu.replay", tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (unsigned long long)app->world.tick);
    if (!start_recording(app, path, msg, sizeof msg)) {
        char shown[160];
        snprintf(shown, sizeof shown, "Cannot record: %.140s", msg);
        app_flash(app, shown);
        return;
    }
    app_flash(app, msg);
}

bool session_catch_up(App *app)
{
    Session *s = &app->session;
    if (!session_replaying(app) || app->world.tick >= s->replay->record_start) return false;
    Uint64 until = SDL_GetTicks64() + SESSION_CATCH_UP_MS;
    while (session_replaying(app) && app->world.tick < s->replay->record_start && SDL_GetTicks64() < until)
        app_tick(app, 0);
    return true;
}

void session_status(const App *app, char *buf, size_t cap)
{
    const Session *s = &app->session;
    size_t n = strlen(buf);
    if (s->recording && n < cap) n += (size_t)snprintf(buf + n, cap - n, "● REC  ");
    if (s->replay && n < cap) {
        if (s->replay_over)
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY ENDED  ");
        else if (app->world.tick < s->replay->record_start)
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY fast-forward to %llu  ",
                                  (unsigned long long)s->replay->record_start);
        else
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY %llu/%llu%s  ", (unsigned long long)app->world.tick,
                                  (unsigned long long)s->replay->ticks, s->fast > 1 ? " fast" : "");
        if (s->player.diverged && n < cap)
            snprintf(buf + n, cap - n, "DIVERGED at %llu  ", (unsigned long long)s->player.diverged_tick);
    }
}

bool session_load(Replay *out, const char *path)
{
    ReplayError err;
    if (replay_load(out, path, &err)) return true;
    char msg[1400];
    replay_error_format(&err, msg, sizeof msg);
    fprintf(stderr, "%s\n", msg);
    return false;
}

int session_verify_file(const char *path)
{
    static Replay r; /* large (it holds a map) */
    if (!session_load(&r, path)) return EXIT_BAD_INPUT;
    ReplayVerdict v;
    if (!replay_verify(&r, &v)) {
        fprintf(stderr, "collide: out of memory replaying %s\n", path);
        replay_free(&r);
        return EXIT_BAD_INPUT;
    }
    if (strcmp(r.program, COLLIDE_VERSION) != 0)
        fprintf(stderr, "collide: note: %s was recorded by collide %s; this is %s\n", path, r.program, COLLIDE_VERSION);
    int status = 0;
    if (v.diverged) {
        fprintf(stderr, "collide: %s: diverged at tick %llu: expected %016llx, got %016llx\n", path,
                (unsigned long long)v.tick, (unsigned long long)v.expected, (unsigned long long)v.got);
        status = EXIT_CHECK_FAILED;
    } else {
        printf("%s: %llu ticks replayed, %d checkpoints match, final hash %016llx\n", path,
               (unsigned long long)v.ticks, v.checks, (unsigned long long)v.final_hash);
        if (r.cut)
            fprintf(stderr, "collide: note: %s ends mid-line (cut off while recording); replayed up to its last "
                            "whole tick\n", path);
        else if (!r.ended)
            fprintf(stderr, "collide: note: %s has no 'end' line (recording was not stopped cleanly)\n", path);
    }
    replay_free(&r);
    return status;
}
