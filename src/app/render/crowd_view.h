/* render_crowd.h: drawing the crowd mode (seed 003_b8511c962d636339.txt): the camera
 * that fits the crowd's arena between the HUD panels, and the colours the audience
 * learns (render_crowd.c draws; app.h declares render_crowd). */
#ifndef COLLIDE_RENDER_CROWD_H
#define COLLIDE_RENDER_CROWD_H

#include "app/app.h"

static const SDL_Color COLOR_CROWD_BODY = {96, 170, 255, 255};    /* walking or arrived */
static const SDL_Color COLOR_CROWD_RED = {240, 64, 52, 255};      /* collided, not yet home */
static const SDL_Color COLOR_CROWD_TARGET = {255, 255, 255, 70};  /* where a walker is going */
static const SDL_Color COLOR_CROWD_DOT = {70, 235, 90, 255};      /* a collision point (fades) */
static const SDL_Color COLOR_CROWD_ARENA = {50, 56, 70, 255};

/// The view the crowd is drawn with: its arena fitted between the HUD panels, zoomed by
/// the app's zoom around the arena's centre.
View render_crowd_view(const App *app);

#endif
