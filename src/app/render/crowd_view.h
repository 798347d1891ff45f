/* crowd_view.h: drawing the crowd mode (Accidents Do Happen): the arena, the
 * circles, their targets and the collision points, in the colours the audience learns. */
#ifndef COLLIDE_CROWD_VIEW_H
#define COLLIDE_CROWD_VIEW_H

#include <stdbool.h>

#include "app/render/frame.h"

static const Colour COLOR_CROWD_BODY = {96, 170, 255, 255};   /* walking or arrived */
static const Colour COLOR_CROWD_RED = {240, 64, 52, 255};     /* collided, not yet home */
static const Colour COLOR_CROWD_RED_RIM = {132, 35, 29, 255}; /* its outline: the disc's rim shade */
static const Colour COLOR_CROWD_TARGET = {255, 255, 255, 70}; /* where a walker is going */
static const Colour COLOR_CROWD_DOT = {70, 235, 90, 255};     /* a collision point (fades) */
#define CROWD_VIEW_DOT_TICKS 20                               /* a collision point shows this long (1/3 s), fading */

static const Colour COLOR_CROWD_ARENA = {50, 56, 70, 255};

/// Draw the crowd mode's scene (everything but the HUD) in layout_crowd_view. False when
/// memory for the circles ran out (nothing of them is drawn then).
bool render_crowd(const Frame *f, const World *w, int zoom);

#endif
