/* theme.h: the colours, chosen for a dim projector: strong contrast between empty,
 * solid, thin sides and the player; overlay colours that stay apart. */
#ifndef COLLIDE_THEME_H
#define COLLIDE_THEME_H

#include "app/render/canvas.h"

static const Colour COLOR_BACKGROUND = {18, 20, 26, 255};
static const Colour COLOR_EMPTY = {34, 38, 48, 255};
static const Colour COLOR_GRID = {50, 56, 70, 255};
static const Colour COLOR_SOLID = {128, 142, 168, 255};
static const Colour COLOR_SIDE = {245, 160, 40, 255};   /* a two-sided thin wall */
static const Colour COLOR_ONEWAY = {80, 220, 170, 255}; /* a side with nothing facing it: one way */
static const Colour COLOR_PLAYER = {255, 220, 60, 255};
static const Colour COLOR_PLAYER_EDGE = {120, 90, 0, 255};
static const Colour COLOR_MOVER = {70, 150, 230, 255};
static const Colour COLOR_MOVER_PATH = {70, 150, 230, 120};
static const Colour COLOR_SPAWN = {255, 220, 60, 90};
static const Colour COLOR_TEXT = {238, 238, 244, 255};
static const Colour COLOR_TEXT_DIM = {160, 166, 180, 255};
static const Colour COLOR_TITLE = {255, 220, 60, 255};
static const Colour COLOR_WEAKNESS = {255, 150, 130, 255};
static const Colour COLOR_PANEL = {10, 12, 16, 235};
static const Colour COLOR_PANEL_OPAQUE = {10, 12, 16, 255}; /* a panel over the map or the bar */
static const Colour COLOR_ALERT = {255, 80, 80, 255};
static const Colour COLOR_INPUT = {235, 110, 255, 255};   /* what the player pressed (input_view.c) */
static const Colour COLOR_INPUT_EDGE = {40, 10, 48, 255}; /* the dark edge of its arrows */

/* directional-flag's tiles (tileset.c), the seed's colours: dark red for a solid side,
 * a lighter red for an open one. */
static const Colour COLOR_TILE_SOLID = {112, 26, 32, 255}; /* dark enough for the red hit line */
static const Colour COLOR_TILE_OPEN = {236, 178, 170, 255};
static const Colour COLOR_TILE_EDGE = {60, 14, 18, 255};

/* Overlays (TraceKind). */
static const Colour COLOR_TR_SCAN = {90, 210, 255, 255};
static const Colour COLOR_TR_CELL = {255, 255, 255, 40};
static const Colour COLOR_TR_GROWN = {210, 120, 255, 255};
static const Colour COLOR_TR_BAND = {255, 255, 255, 22};
static const Colour COLOR_TR_REGION = {120, 255, 140, 60};
static const Colour COLOR_TR_SIDE = {200, 200, 210, 200};
static const Colour COLOR_TR_SIDE_HIT = {255, 60, 60, 255};
static const Colour COLOR_TR_SWEEP = {90, 210, 255, 255};
static const Colour COLOR_TR_MOVED = {110, 255, 130, 255};
static const Colour COLOR_TR_NORMAL = {255, 90, 60, 255};
static const Colour COLOR_TR_PROBE = {255, 255, 255, 220};
static const Colour COLOR_TR_HIT = {255, 60, 60, 255};
static const Colour COLOR_TR_LABEL_BG = {0, 0, 0, 200};

#endif
