/* referee_full.h: the referee's judge with no shortcut, kept for the tests to hold
 * the fast judge (guarantees_verdict, the live tallies) to. */
#ifndef COLLIDE_TEST_REFEREE_FULL_H
#define COLLIDE_TEST_REFEREE_FULL_H

#include "core/guarantees.h"
#include "core/referee.h"

/// guarantees_judge as first written: every cell, every push measured in full.
MoveVerdict referee_full_judge(const Map *map, BodyModel model, const Body *start, float dx, float dy, const Body *end);

#endif
