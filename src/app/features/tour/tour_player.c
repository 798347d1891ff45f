/* tour_player.c: the guided tour in the app (see tour_player.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/features/tour/tour_player.h"
#include "user/user_replay.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/base/assets.h"
#include "core/base/file_read.h"

/* A file of the built-in tour, copied so that it is freed as a file's text is. */
static char *read_built_in(const char *name, size_t *len)
{
    for (size_t i = 0; i < asset_tour_count; i++) {
        const AssetFile *a = &asset_tour[i];
        if (strcmp(a->name, name) != 0) continue;
        char *copy = malloc(a->len + 1);
        if (copy) memcpy(copy, a->data, a->len + 1);
        *len = a->len;
        return copy;
    }
    return NULL;
}

/* A file of the tour file's folder; NULL with errno saying why. */
static char *read_beside(const char *dir, const char *name, size_t *len)
{
    size_t need = strlen(dir) + strlen(name) + 2;
    char *path = malloc(need), *text = NULL;
    if (!path) return errno = ENOMEM, NULL;
    snprintf(path, need, "%s/%s", dir, name);
    FileRead got = file_read_all(path, REPLAY_FILE_MAX, &text, len);
    int why = errno;
    free(path);
    if (got != FILE_READ_OK) errno = why;
    return text;
}

/* Why a file could not be read: file_read_all says EINVAL for a FIFO, a device... */
static const char *read_why(int e)
{
    return e == EINVAL ? "not a regular file" : strerror(e);
}

/* A file of the tour: from the binary (dir NULL) or from the tour file's folder. */
static char *read_part(const char *dir, const char *name, size_t *len)
{
    return dir ? read_beside(dir, name, len) : read_built_in(name, len);
}

/* Every stop's recording is there (a regular file under the size limit, or in the binary);
 * each is read when its stop opens (tour_player_stop), so a tour naming big recordings
 * costs one of them at a time. */
static bool find_stops(TourPlayer *t, char *why, size_t cap)
{
    for (int i = 0; i < t->tour->stops && t->dir; i++) {
        const TourStop *s = &t->tour->stop[i];
        size_t need = strlen(t->dir) + strlen(s->file) + 2;
        char *path = malloc(need);
        if (!path) return snprintf(why, cap, "out of memory reading the tour"), false;
        snprintf(path, need, "%s/%s", t->dir, s->file);
        struct stat st;
        errno = 0;
        bool ok = stat(path, &st) == 0; /* stat, not open: a FIFO is refused without blocking */
        free(path);
        if (ok && !S_ISREG(st.st_mode)) ok = false, errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        if (ok && st.st_size > (off_t)REPLAY_FILE_MAX) ok = false, errno = EFBIG;
        if (!ok)
            return snprintf(why, cap, "%s:%d:6: cannot read the stop's recording %s%s%s", t->file, s->line, s->file,
                            errno ? ": " : "", errno ? read_why(errno) : ""),
                   false;
    }
    return true;
}

bool tour_player_open(TourPlayer *t, const char *path, char *why, size_t cap)
{
    memset(t, 0, sizeof *t);
    /* A tour file's recordings sit beside it; the built-in tour's are in the binary. */
    const char *file = path ? path : "tour.txt", *base = file, *slash = path ? strrchr(path, '/') : NULL;
    size_t dir_len = slash ? (size_t)(slash - path) : 1;
    t->file = malloc(strlen(file) + 1);
    t->dir = path ? malloc(dir_len + 1) : NULL;
    t->replay = calloc(1, sizeof *t->replay);
    t->next = calloc(1, sizeof *t->next);
    if (!t->file || (path && !t->dir) || !t->replay || !t->next) {
        tour_player_close(t);
        return snprintf(why, cap, "out of memory reading the tour"), false;
    }
    memcpy(t->file, file, strlen(file) + 1);
    if (t->dir) memcpy(t->dir, slash ? path : ".", dir_len), t->dir[dir_len] = '\0';
    if (slash) base = slash + 1;
    size_t len = 0;
    errno = 0;
    char *text = read_part(t->dir, base, &len);
    if (!text) {
        snprintf(why, cap, "%s: cannot read the tour file%s%s", file, errno ? ": " : "", errno ? read_why(errno) : "");
        tour_player_close(t);
        return false;
    }
    TourError err;
    t->tour = malloc(sizeof *t->tour);
    bool ok = t->tour && tour_parse(t->tour, text, len, file, &err);
    free(text);
    if (!t->tour) snprintf(why, cap, "out of memory reading the tour");
    else if (!ok) tour_error_format(&err, why, cap);
    if (ok) ok = find_stops(t, why, cap);
    if (!ok) tour_player_close(t);
    return ok;
}

static void free_users(struct UserMethod **user, int *count)
{
    for (int k = 0; k < *count; k++) user_method_free(user[k]);
    *count = 0;
}

void tour_player_close(TourPlayer *t)
{
    if (t->replay && t->loaded[0]) replay_free(t->replay);
    if (t->next && t->next_file[0]) replay_free(t->next);
    free_users(t->user, &t->user_count);
    free_users(t->next_user, &t->next_user_count);
    free(t->replay);
    free(t->next);
    free(t->tour);
    free(t->dir);
    free(t->file);
    memset(t, 0, sizeof *t);
}

static int clamp_stop(const TourPlayer *t, int i)
{
    return i >= t->tour->stops ? t->tour->stops - 1 : i < 0 ? 0 : i;
}

bool tour_player_read(TourPlayer *t, int i, char *why, size_t cap)
{
    const TourStop *s = &t->tour->stop[clamp_stop(t, i)];
    if (strcmp(t->loaded, s->file) == 0 || strcmp(t->next_file, s->file) == 0) return true;
    size_t len = 0;
    errno = 0;
    char *text = read_part(t->dir, s->file, &len);
    if (!text)
        return snprintf(why, cap, "%s:%d:6: cannot read the stop's recording %s%s%s", t->file, s->line, s->file,
                        errno ? ": " : "", errno ? read_why(errno) : ""),
               false;
    if (t->next_file[0]) replay_free(t->next), t->next_file[0] = '\0';
    free_users(t->next_user, &t->next_user_count);
    ReplayError err;
    bool ok = replay_parse(t->next, text, len, s->file, &err);
    free(text);
    t->parses++;
    if (!ok) {
        char msg[1400];
        replay_error_format(&err, msg, sizeof msg);
        return snprintf(why, cap, "%s:%d:6: stop %d: %s", t->file, s->line, clamp_stop(t, i) + 1, msg), false;
    }
    char msg[USER_ERROR_MAX + 64];
    if (!user_replay_scripts(t->next, t->next_user, TOUR_USER_METHODS_MAX, &t->next_user_count, false, msg,
                             sizeof msg)) {
        replay_free(t->next);
        free_users(t->next_user, &t->next_user_count);
        return snprintf(why, cap, "%s:%d:6: stop %d: %s", t->file, s->line, clamp_stop(t, i) + 1, msg), false;
    }
    snprintf(t->next_file, sizeof t->next_file, "%s", s->file);
    return true;
}

const Replay *tour_player_stop(TourPlayer *t, int i, char *why, size_t cap)
{
    i = clamp_stop(t, i);
    if (!tour_player_read(t, i, why, cap)) return NULL;
    if (strcmp(t->loaded, t->tour->stop[i].file) != 0) {
        /* The recording read aside takes the place of the one played before. */
        Replay *old = t->replay;
        if (t->loaded[0]) replay_free(old);
        t->replay = t->next, t->next = old;
        free_users(t->user, &t->user_count);
        memcpy(t->user, t->next_user, sizeof t->user);
        t->user_count = t->next_user_count;
        t->next_user_count = 0;
        snprintf(t->loaded, sizeof t->loaded, "%s", t->next_file);
        t->next_file[0] = '\0';
    }
    t->stop = i;
    t->yours = false;
    t->on = true;
    return t->replay;
}

bool tour_player_stage(TourPlayer *t, int i, World *w, Session *s, Editor *ed, Message *msg)
{
    /* The session lets go of the recording on screen before another takes its place. */
    session_close(s, w);
    const Replay *r = tour_player_stop(t, i, msg->text, sizeof msg->text);
    if (!r) return false;
    editor_close(ed);
    world_free(w);
    if (!world_init(w, &r->map, &r->config) || !session_open(s, w, r, NULL, NULL, msg)) {
        snprintf(msg->text, sizeof msg->text, "Out of memory starting stop %d of the tour", t->stop + 1);
        return false;
    }
    editor_open(ed, &w->map, NULL);
    return true;
}

/* The keys take over the stop: its recording is left (or was over), and the world runs. */
static void take_over(TourPlayer *t, Session *s, bool *paused)
{
    if (!t->on || t->yours) return;
    t->yours = true;
    t->yours_at = t->tick_seen;
    session_take_over(s);
    if (paused) *paused = false;
}

/* A key that drives the player: movement (by where it sits, as held_keys.c reads it,
 * but not the tour's own Left and Right), a method, the speed, the compare view. */
static bool drives(const AppKeyEvent *k, KeyAction live)
{
    return keys_moves_in_tour(k->pos) || live.command == KEY_INPUT || live.command == KEY_RESOLVER;
}

int tour_player_command(TourPlayer *t, KeyAction a, Session *s, bool *paused, Message *msg)
{
    if (a.command == KEY_TOUR) {
        if (t->on) {
            take_over(t, s, NULL);
            t->on = false;
            snprintf(msg->text, sizeof msg->text, "Left the tour: the keys drive (G gives it again from this stop)");
            return -1;
        }
        if (!t->tour && !tour_player_open(t, NULL, msg->text, sizeof msg->text)) return -1;
        return t->stop;
    }
    if (!t->on) return -1;
    if (a.command == KEY_TOUR_BACK) return t->stop > 0 ? t->stop - 1 : 0;
    /* Space goes on within the stop while its recording lasts; Right (and Space after
     * the recording) goes to the next stop. */
    bool space = a.arg == 0, more = session_replaying(s);
    if (space && (more || t->yours)) *paused = !*paused;
    else if (t->stop + 1 < t->tour->stops) return t->stop + 1;
    else snprintf(msg->text, sizeof msg->text, "The end of the tour: Left goes back a stop, G leaves it, Esc quits");
    return -1;
}

KeyAction tour_player_key(TourPlayer *t, Session *s, KeyContext *ctx, const AppKeyEvent *k, bool *paused)
{
    ctx->tour = t->on && ctx->mode == MODE_TILES;
    ctx->tour_yours = t->yours;
    KeyAction a = keys_action(ctx, k->key, k->mods, k->repeat);
    bool over = !session_replaying(s) && !t->yours;
    if (!ctx->tour || !(a.command == KEY_REPLAY_WAIT || (over && drives(k, a)))) return a;
    take_over(t, s, paused);
    ctx->replaying = false;
    ctx->tour_yours = true;
    return keys_action(ctx, k->key, k->mods, k->repeat);
}

void tour_player_mouse(TourPlayer *t, Session *s, const AppEvent *e, bool *paused)
{
    if (e->kind == APP_EVENT_MOUSE_DOWN) take_over(t, s, paused);
}

bool tour_player_pauses(const TourPlayer *t, const Session *s, const World *w)
{
    return t->on && !t->yours && session_replaying(s) && tour_pauses_at(&t->tour->stop[t->stop], w->tick);
}

const TourView *tour_player_view(TourPlayer *t, const Session *s, const World *w, bool paused)
{
    if (!t->on) return NULL;
    if (!t->yours) t->tick_seen = w->tick;
    const TourStop *stop = &t->tour->stop[t->stop];
    bool more = session_replaying(s);
    t->view = (TourView){
        .stop = t->stop,
        .stops = t->tour->stops,
        .title = stop->title,
        .caption = tour_caption_at(stop, t->yours ? t->yours_at : w->tick),
        .moment = t->yours ? TOUR_YOURS
                  : !more  ? TOUR_ENDED
                  : paused ? TOUR_PAUSED
                           : TOUR_PLAYING,
    };
    return &t->view;
}
