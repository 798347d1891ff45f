/* challenge.h: a workshop exercise that checks itself (docs/workshop.md): a map, the method
 * and speed it starts with, the view, what the student may change, a few lines that say
 * what to do, and a goal written in the tour's expect language ("simplest through>=1 and
 * minkowski through=0"). The goal holds when every condition holds at one tick; a
 * recording carries it (its `goal` line), so every replay judges it again. */
#ifndef COLLIDE_CHALLENGE_H
#define COLLIDE_CHALLENGE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/input.h"
#include "core/map.h"
#include "core/tour.h"
#include "core/world.h"

#define GOAL_CONDITIONS_MAX 8
#define GOAL_TEXT_MAX 100 /* bytes of a goal as written, with the terminator: a lesson line holds it */
#define CHALLENGE_TITLE_MAX 96
#define CHALLENGE_NAME_MAX 64                      /* a map's or a method's name */
#define CHALLENGE_LINES_MAX (MAP_LESSON_LINES - 2) /* the goal and the verdict's place take two */
#define CHALLENGE_LINE_MAX MAP_LESSON_MAX
#define CHALLENGE_FILE_MAX (64 * 1024)

/* What a student may change besides the keys that move: each a bit of Challenge.allow. */
typedef enum ChallengeAllow {
    ALLOW_SPEED = 1u << 0,  /* [ ] */
    ALLOW_METHOD = 1u << 1, /* the number keys */
    ALLOW_EDIT = 1u << 2,   /* the map editor */
    ALLOW_YOURS = 1u << 3,  /* a method of their own (--method FILE) */
    ALLOW_ALL = ALLOW_SPEED | ALLOW_METHOD | ALLOW_EDIT | ALLOW_YOURS,
} ChallengeAllow;

typedef struct Goal {
    char text[GOAL_TEXT_MAX]; /* as written, "" for none */
    int count;
    TourExpect cond[GOAL_CONDITIONS_MAX];
} Goal;

typedef struct Challenge {
    char title[CHALLENGE_TITLE_MAX];
    char map[CHALLENGE_NAME_MAX];    /* a file beside the challenge, or a shipped map's name */
    char method[CHALLENGE_NAME_MAX]; /* the method it starts with */
    float speed;                     /* px/tick, 0: the map's suggestion */
    bool compare;                    /* it opens in the ghost compare view */
    unsigned allow;                  /* ChallengeAllow bits */
    int lines;
    char line[CHALLENGE_LINES_MAX][CHALLENGE_LINE_MAX]; /* what to do, for the lesson panel */
    Goal goal;
} Challenge;

/// Where a challenge file failed and why (line and column 1-based, 0 when there is none).
typedef struct ChallengeError {
    char file[256];
    int line, col;
    char msg[256];
} ChallengeError;

/// Read the goal from the line's cursor to its end: conditions in the expect language, each
/// judged at any tick. False with the message and its 1-based column.
bool goal_read(Goal *goal, struct Line *l, char *msg, size_t cap, int *col);
/// Does every condition of the goal hold in `w`, `last` the tick's input? False with why
/// (the first that does not). A goal without conditions never holds.
bool goal_holds(const Goal *goal, const World *w, const Input *last, char *why, size_t cap);
/// Parse a challenge file's text (`name` for messages). False with where and why.
bool challenge_parse(Challenge *out, const char *text, size_t len, const char *name, ChallengeError *err);
/// "FILE:LINE:COL: message".
void challenge_error_format(const ChallengeError *err, char *buf, size_t cap);

#endif
