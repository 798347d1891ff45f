/* tour_player.h: the guided tour in the app (docs/tour.md). It holds the tour file and
 * every stop's recording (the built-in ones, or a tour file's from beside it), says when
 * a stop pauses and what its caption is, and decides what the tour's keys do; a new
 * stop restarts the world, the session and the editor from that stop's recording. */
#ifndef COLLIDE_TOUR_PLAYER_H
#define COLLIDE_TOUR_PLAYER_H

#include <stdbool.h>

#include "core/replay.h"
#include "core/tour.h"
#include "core/world.h"
#include "app/features/editor/editor.h"
#include "app/base/input_event.h"
#include "app/base/keys.h"
#include "app/base/message.h"
#include "app/features/session/session.h"
#include "app/render/frame.h"

#define TOUR_USER_METHODS_MAX 9 /* a stop's own methods (scripts) beside the built-ins */

typedef struct TourPlayer {
    bool on;    /* the tour is being given */
    Tour *tour; /* NULL until opened */
    char *file; /* the tour file's name, for messages */
    char *dir;  /* its folder, where its recordings are; NULL: the built-in tour */
    /* The recording of the stop on screen, read when the stop opened, and the next stop's,
     * read aside before it takes its place (each named by its file: a recording that
     * several stops name is read once). */
    Replay *replay, *next;
    char loaded[TOUR_FILE_MAX], next_file[TOUR_FILE_MAX]; /* "" when none */
    /* The user's methods each of the two embeds (a stop may show a script), made from its files. */
    struct UserMethod *user[TOUR_USER_METHODS_MAX], *next_user[TOUR_USER_METHODS_MAX];
    int user_count, next_user_count;
    long parses;                                          /* recordings read so far */
    int stop;                                             /* the stop on screen, 0-based */
    bool yours;      /* the keys took over this stop */
    uint64_t tick_seen; /* the world's tick when a frame last showed the stop */
    uint64_t yours_at;  /* the tick on screen when the keys took over: its caption stays, as
                         * the recording's later ones are not about the run that goes on */
    bool no_opening; /* --headless: play on from the opening pause to the stop's first one */
    TourView view;   /* what the frame shows of it */
} TourPlayer;

/// Read a tour file and find every recording it names, beside it (path NULL: the built-in
/// tour, compiled into collide). False with "FILE:LINE:COL: message" in why on a bad
/// tour file or a stop whose recording is missing; the player is then closed. Each
/// recording is read when its stop opens.
bool tour_player_open(TourPlayer *t, const char *path, char *why, size_t cap);
void tour_player_close(TourPlayer *t);
/// Read stop i's recording aside (clamped to the tour), unless it is the one on screen
/// or already read: the stop on screen plays on. False with "FILE:LINE:COL: ..." in why.
bool tour_player_read(TourPlayer *t, int i, char *why, size_t cap);
/// The recording of stop i (clamped to the tour), read if need be, and that stop made
/// the current one; the recording played before is freed (nothing may play it now).
/// NULL with why when it cannot be read.
const Replay *tour_player_stop(TourPlayer *t, int i, char *why, size_t cap);
/// Restart the world, the session (playing the stop's recording) and the editor at stop i.
/// False when memory ran out (the message says so).
bool tour_player_stage(TourPlayer *t, int i, World *w, Session *s, Editor *ed, Message *msg);
/// A tour key (KEY_TOUR, KEY_TOUR_ON, KEY_TOUR_BACK): may pause or resume, leave the
/// tour, or ask for a stop. Returns the stop to stage, or -1.
int tour_player_command(TourPlayer *t, KeyAction a, Session *s, bool *paused, Message *msg);
/// The key press as the key table reads it, in the tour's context. A key that would wait
/// for the stop's recording, or one that drives the player after it, takes over the stop
/// (the recording is left, the world runs: *paused false) and does what it does live.
KeyAction tour_player_key(TourPlayer *t, Session *s, KeyContext *ctx, const AppKeyEvent *k, bool *paused);
/// The mouse, in the tour: a press takes over the stop, as a key does.
void tour_player_mouse(TourPlayer *t, Session *s, const AppEvent *e, bool *paused);
/// After a step: does the tour pause here (a `pause` tick of the stop's recording)?
bool tour_player_pauses(const TourPlayer *t, const Session *s, const World *w);
/// What the frame shows of the tour, or NULL when it is off.
const TourView *tour_player_view(TourPlayer *t, const Session *s, const World *w, bool paused);

#endif
