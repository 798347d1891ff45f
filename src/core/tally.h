/* tally.h: what the compare view keeps about each method as the bodies move in
 * lockstep: its live tally (moves, and how many of them went through a wall, ended
 * inside one or stopped short, judged by the referee as `collide guarantees` judges),
 * and the path of its last COMPARE_TRAIL_TICKS ticks.
 * Kept in the World but outside its hash: it is a reading of the run, not its state. */
#ifndef COLLIDE_TALLY_H
#define COLLIDE_TALLY_H

#include <stdbool.h>

#include "core/map.h"
#include "core/method_set.h"

#define COMPARE_TRAIL_TICKS 120 /* two seconds at 60 ticks per second */

/// One method's count since the last reset.
typedef struct Tally {
    long moves;      /* ticks with a wanted move */
    long crossed;    /* went through a wall and ended outside any */
    long inside;     /* ended inside a wall */
    long short_stop; /* stopped short of the perfect stop by more than GUARANTEE_SHORT_PX */
} Tally;

/// The last move judged for one method, reused while the body repeats it (held
/// against a wall, the same move from the same place comes to the same verdict).
typedef struct TallyMemo {
    bool valid;
    Body start, end;
    float dx, dy;
    bool crossed, inside, short_stop;
} TallyMemo;

typedef struct CompareLog {
    Tally tally[METHOD_MAX];
    float trail_x[METHOD_MAX][COMPARE_TRAIL_TICKS], trail_y[METHOD_MAX][COMPARE_TRAIL_TICKS];
    int trail_head; /* where the next position goes */
    int trail_len;  /* positions held, up to COMPARE_TRAIL_TICKS */
    TallyMemo memo[METHOD_MAX];
} CompareLog;

/// Forget the tallies and the trails.
void tally_reset(CompareLog *log);
/// Judge one tick of every method of `methods`: `before` and `after` are the bodies
/// around the tick, (dx[r], dy[r]) method r's wanted move (each body's own, under a motion
/// with velocity). Adds to the tallies and the trails.
void tally_record(CompareLog *log, const Map *map, const MethodSet *methods, const Body before[METHOD_MAX],
                  const Body after[METHOD_MAX], const float dx[METHOD_MAX], const float dy[METHOD_MAX]);
/// The map changed: judge every move afresh.
void tally_map_changed(CompareLog *log);
/// Resolver r's trail position `age` ticks back (0: the newest); false past its end.
bool tally_trail_at(const CompareLog *log, int r, int age, float *x, float *y);

#endif
