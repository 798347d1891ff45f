/* input_view.h: what the player pressed on the tick shown: a small d-pad in the HUD's
 * bottom bar (four arrow outlines, the held ones filled) and, over the map, the wanted
 * move as an arrow from the body and a mouse throw's vector. A body stuck against a wall
 * then shows the push it resists. */
#ifndef COLLIDE_INPUT_VIEW_H
#define COLLIDE_INPUT_VIEW_H

#include "core/input.h"
#include "core/resolver.h"
#include "app/render/frame.h"
#include "app/render/view.h"

#define INPUT_PAD_LABEL "keys"    /* the d-pad's name, left of it */
#define INPUT_THROW_LABEL "throw" /* beside a throw's start on the map */

/// Width in pixels of the d-pad and its label in a bar `bar_h` pixels high.
int input_pad_width(const Frame *f, int bar_h);
/// The d-pad in `box` (label left, pad right, as wide as input_pad_width): the arrows of
/// held (IN_* bits) filled, the others outlined, and an analog direction (in->ax, ay) as an
/// arrow from its middle.
void input_pad_draw(const Frame *f, Rect box, const Input *in);
/// Over the map in `v`: the move `in` asks of the body `b` (drawn as `model`) at `speed`
/// px a tick, an arrow from the body's edge (never too short to be seen), and the
/// throw's vector from where it puts the body, labelled. Nothing when the
/// input holds no direction and no throw.
void input_move_draw(const Frame *f, const View *v, const Body *b, BodyModel model, float speed, const Input *in);
/// A throw alone over the map in `v`, clipped to it: the ring at its start, its vector
/// and its label, as input_move_draw draws one (the mouse's drag, before its release).
void input_throw_draw(const Frame *f, const View *v, const Place *pl);
/// The screen box the wanted move's arrow covers (w 0 when none), kept clear of labels.
LabelBox input_move_box(const Frame *f, const View *v, const Body *b, BodyModel model, float speed, const Input *in);
/// Where a throw's label goes (w 0 without a throw): labels keep off it.
LabelBox input_throw_label_box(const Frame *f, const View *v, const Place *pl);

#endif
