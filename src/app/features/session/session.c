/* session.c: recording and replay in the app (see session.h). app_tick is the one
 * place input meets the world; it asks session_input for the tick's input and reports
 * back through session_after_step. What the user should hear comes back as a Message. */
#define _POSIX_C_SOURCE 200809L
#include "app/features/session/session.h"

#include <stdio.h>
#include <string.h>

#include "app/base/stamped_path.h"
#include "core/base/escape.h"

/* n with a comma between each group of three digits: "6,492". */
static void grouped(char *buf, size_t cap, uint64_t n)
{
    char digits[32];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n), at = 0;
    for (int i = 0; i < len && (size_t)at + 2 < cap; i++) {
        if (i > 0 && (len - i) % 3 == 0) buf[at++] = ',';
        buf[at++] = digits[i];
    }
    buf[at] = '\0';
}

void session_saved_note(const Session *s, char *buf, size_t cap)
{
    char recorded[32], session[32];
    uint64_t from = s->log.record_start < s->log.ticks ? s->log.record_start : s->log.ticks;
    grouped(recorded, sizeof recorded, s->log.ticks - from);
    grouped(session, sizeof session, s->log.ticks);
    if (from == 0) snprintf(buf, cap, "recording: %s ticks", recorded);
    else snprintf(buf, cap, "recording: %s ticks, session %s", recorded, session);
}

static void stop_recording(Session *s, const World *w, bool write_end, Message *msg)
{
    if (!s->recording) return;
    ReplayError err;
    s->recording = false;
    if (write_end && replay_writer_close(&s->writer, &s->log, world_hash(w), &err)) {
        char where[1100], note[96];
        full_path(where, sizeof where, s->writer.path);
        session_saved_note(s, note, sizeof note);
        snprintf(msg->text, sizeof msg->text, "Recording saved: %.200s  (%s)", where, note);
    } else {
        replay_writer_abandon(&s->writer);
        s->write_failed = true;
        snprintf(msg->text, sizeof msg->text, "Recording stopped: %.120s", write_end ? err.msg : "out of memory");
    }
}

static bool start_recording(Session *s, const World *w, const char *path, char *msg, size_t cap)
{
    if (s->log_failed) {
        snprintf(msg, cap, "cannot record: the input log ran out of memory");
        return false;
    }
    ReplayError err;
    s->log.record_start = w->tick;
    if (!replay_writer_open(&s->writer, path, &s->log, &err)) {
        replay_error_format(&err, msg, cap);
        return false;
    }
    s->recording = true;
    snprintf(msg, cap, "Recording to %.250s (F5 stops)", path);
    return true;
}

static void report_divergence(const Session *s, Message *msg)
{
    const ReplayPlayer *p = &s->player;
    snprintf(msg->text, sizeof msg->text, "Replay diverged at tick %llu: expected %016llx, got %016llx",
             (unsigned long long)p->diverged_tick, (unsigned long long)p->expected, (unsigned long long)p->got);
    fprintf(stderr, "collide: %s\n", msg->text);
}

bool session_open(Session *s, const World *w, const Replay *replay, const char *record, const AppMethodEmbed *embed,
                  Message *msg)
{
    memset(s, 0, sizeof *s);
    s->fast = 1;
    replay_init(&s->log, &w->map, &w->start);
    if (embed && embed->put && !embed->put(embed->ctx, &s->log)) s->log_failed = true;
    if (!replay_checkpoint(&s->log, world_hash(w))) s->log_failed = true;
    s->rewind_on = !s->log_failed && timeline_init(&s->timeline, w, TIMELINE_BUDGET_BYTES);
    if (replay) {
        s->replay = replay;
        replay_player_start(&s->player, s->replay);
        if (!replay_player_check(&s->player, w)) report_divergence(s, msg);
    }
    if (record) {
        char why[1200];
        if (!start_recording(s, w, record, why, sizeof why)) {
            fprintf(stderr, "collide: %s\n", why);
            return false;
        }
    }
    return true;
}

void session_close(Session *s, const World *w)
{
    Message unseen;
    stop_recording(s, w, true, &unseen);
    if (s->rewind_on) timeline_free(&s->timeline);
    s->rewind_on = false;
    replay_free(&s->log);
}

bool session_finish(Session *s, const World *w)
{
    if (s->recording) {
        Message msg = {""};
        stop_recording(s, w, true, &msg);
        if (s->write_failed) fprintf(stderr, "collide: %s\n", msg.text);
    }
    return !s->write_failed;
}

void session_take_over(Session *s)
{
    s->replay = NULL;
    s->replay_over = false;
}

bool session_replaying(const Session *s)
{
    return s->replay && !s->replay_over;
}

bool session_input(Session *s, Input *in)
{
    if (!session_replaying(s)) return true;
    if (replay_player_next(&s->player, in)) return true;
    /* The recording has run out: stop here and hand the keys back. How it went stays
     * in the state line's tags (session_status), so the news line keeps the method's
     * trace note. */
    s->replay_over = true;
    return false;
}

void session_after_step(Session *s, const World *w, const Input *in, Message *msg)
{
    if (!s->log_failed) {
        bool ok = replay_push(&s->log, in);
        if (ok && w->tick % REPLAY_CHECK_TICKS == 0) ok = replay_checkpoint(&s->log, world_hash(w));
        if (!ok) {
            s->log_failed = true;
            stop_recording(s, w, false, msg);
        }
    }
    if (s->rewind_on && s->log_failed) {
        /* The log no longer holds the whole history: a rewind could not be exact. */
        timeline_free(&s->timeline);
        s->rewind_on = false;
    }
    if (s->rewind_on) timeline_record(&s->timeline, w);
    if (s->recording) {
        ReplayError err;
        if (!replay_writer_sync(&s->writer, &s->log, &err)) {
            snprintf(msg->text, sizeof msg->text, "Recording stopped: %.130s", err.msg);
            replay_writer_abandon(&s->writer);
            s->recording = false;
            s->write_failed = true;
            char line[2 * sizeof s->writer.path];
            escape_format(line, sizeof line, "collide: %s: %s", s->writer.path, err.msg);
            fprintf(stderr, "%s\n", line);
        }
    }
    if (session_replaying(s)) {
        bool was = s->player.diverged;
        replay_player_check(&s->player, w);
        if (s->player.diverged && !was) report_divergence(s, msg);
    }
}

void session_toggle_record(Session *s, const World *w, Message *msg)
{
    if (s->recording) {
        stop_recording(s, w, true, msg);
        return;
    }
    char path[512], why[1200];
    stamped_path(path, sizeof path, "recordings", w->tick, "replay");
    if (!start_recording(s, w, path, why, sizeof why)) {
        snprintf(msg->text, sizeof msg->text, "Cannot record: %.140s", why);
        return;
    }
    snprintf(msg->text, sizeof msg->text, "%.*s", MESSAGE_MAX - 1, why);
}

void session_rate(Session *s, bool faster, Message *msg)
{
    if (faster && s->fast < SESSION_FAST_MAX) s->fast *= 2;
    if (!faster && s->fast > 1) s->fast /= 2;
    snprintf(msg->text, sizeof msg->text, "Replay at %dx (M slows it down)", s->fast);
}

bool session_catching_up(const Session *s, uint64_t tick)
{
    return session_replaying(s) && tick < s->replay->record_start;
}

void session_status(const Session *s, uint64_t tick, char *buf, size_t cap)
{
    size_t n = strlen(buf);
    if (s->recording && n < cap) n += (size_t)snprintf(buf + n, cap - n, "● REC  ");
    if (s->rewind_on && tick < s->log.ticks && n < cap)
        n += (size_t)snprintf(buf + n, cap - n, "BACK %llu/%llu: Space drops the last %llu  ", (unsigned long long)tick,
                              (unsigned long long)s->log.ticks, (unsigned long long)(s->log.ticks - tick));
    if (s->replay && s->input && n < cap) {
        if (s->replay_over) snprintf(buf + n, cap - n, "INPUT ENDED: the keys drive  ");
        else snprintf(buf + n, cap - n, "INPUT %llu/%llu  ", (unsigned long long)tick, (unsigned long long)s->replay->ticks);
    } else if (s->replay && n < cap) {
        if (s->replay_over && s->player.diverged) n += (size_t)snprintf(buf + n, cap - n, "REPLAY ENDED  ");
        else if (s->replay_over && s->player.checks == 0)
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY ENDED: the file has nothing to check against  ");
        else if (s->replay_over)
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY ENDED: matched the recording  ");
        else if (tick < s->replay->record_start)
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY fast-forward to %llu  ",
                                  (unsigned long long)s->replay->record_start);
        else
            n += (size_t)snprintf(buf + n, cap - n, "REPLAY %llu/%llu%s  ", (unsigned long long)tick,
                                  (unsigned long long)s->replay->ticks, s->fast > 1 ? " fast" : "");
        if (s->player.diverged && n < cap)
            snprintf(buf + n, cap - n, "DIVERGED at %llu  ", (unsigned long long)s->player.diverged_tick);
    }
}
