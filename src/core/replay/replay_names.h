/* replay_names.h: the words a recording uses for the actions of input.h, so a bug
 * report reads "act=faster,compare" rather than a bit mask. Private to replay*.c. */
#ifndef COLLIDE_REPLAY_NAMES_H
#define COLLIDE_REPLAY_NAMES_H

#include <stdint.h>

#include "core/input.h"

typedef struct ReplayActionName {
    uint32_t bit;
    const char *name;
} ReplayActionName;

static const ReplayActionName REPLAY_ACTIONS[] = {
    {ACT_SPEED_UP, "faster"},           {ACT_SPEED_DOWN, "slower"},       {ACT_MODE, "mode"},
    {ACT_COMPARE, "compare"},           {ACT_RESPAWN, "respawn"},         {ACT_CROWD_LOAD, "crowd-load"},
    {ACT_CROWD_CIRCLE, "crowd-circle"}, {ACT_CROWD_SWAP, "crowd-swap"},   {ACT_CROWD_THREE, "crowd-three"},
    {ACT_CROWD_BLOCKS, "crowd-blocks"}, {ACT_CROWD_LINES, "crowd-lines"}, {ACT_CROWD_MORE, "crowd-more"},
    {ACT_CROWD_FEWER, "crowd-fewer"},   {ACT_CROWD_AVOID, "crowd-avoid"}, {ACT_CROWD_BROADPHASE, "crowd-broadphase"},
    {ACT_GRAVITY_DOWN, "gravity-down"}, {ACT_GRAVITY_UP, "gravity-up"},   {ACT_JUMP_DOWN, "jump-down"},
    {ACT_JUMP_UP, "jump-up"},
};
#define REPLAY_ACTION_COUNT ((int)(sizeof REPLAY_ACTIONS / sizeof REPLAY_ACTIONS[0]))

#endif
