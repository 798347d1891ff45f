/* registry.h: the table of the sandbox's features, and their states opened and freed. */
#ifndef COLLIDE_REGISTRY_H
#define COLLIDE_REGISTRY_H

#include <stdbool.h>

#include "app/features/app_state.h"
#include "app/base/message.h"

/// Give every feature of the table its zeroed state, then open them in the table's order
/// (the world has started). False when memory ran out or a feature could not open;
/// registry_close then frees what there is.
bool registry_open(App *app, Message *msg);
/// Free every feature's state, in the table's order.
void registry_close(App *app);

#endif
