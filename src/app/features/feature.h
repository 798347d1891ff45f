/* feature.h: what a feature of the sandbox is (the editor, the map browser, the tour, the
 * session, the heat map...): its own state and the same few hooks, which the app calls
 * through one table (registry.c), as Box2D's samples do. A hook a feature does not need
 * is NULL. Every hook gets the app and the feature's own state. */
#ifndef COLLIDE_FEATURE_H
#define COLLIDE_FEATURE_H

#include "app/base/input_event.h"
#include <stdbool.h>
#include <stddef.h>

#include "core/input.h"
#include "app/features/app_state.h"
#include "app/base/keys.h"
#include "app/base/message.h"
#include "app/render/frame.h"
#include "app/render/hud.h"
#include "app/render/view.h"

/* How the world was moved other than by a step. */
typedef enum FeatureJump {
    JUMP_REWIND,         /* to another tick of the session, the same map */
    JUMP_REWIND_NEW_MAP, /* to another tick, across a map switch */
    JUMP_RESTART,        /* started over from another recording (a tour stop) */
} FeatureJump;

typedef struct Feature {
    const char *name;
    size_t state_size; /* the state the app keeps for it, zeroed before open */
    /// The world has started: take the state from the app's config. False: the app cannot open.
    bool (*open)(App *app, void *state, Message *msg);
    /// What the keys need to know of it (a recording steers, a prompt is up...).
    void (*key_context)(App *app, void *state, KeyContext *ctx);
    /// Read a key press its own way (the tour: a key may take over the stop). False: not read.
    bool (*read_key)(App *app, void *state, KeyContext *ctx, const AppKeyEvent *k, KeyAction *out);
    /// True while it takes the movement keys for itself (the browser's list takes the arrows).
    bool (*holds_keys)(const App *app, const void *state);
    /// True when quitting now would lose something (the editor's unsaved map): the app asks first.
    bool (*unsaved)(const App *app, const void *state);
    /// Quitting was asked (Esc, the close button, the prompt's yes). True keeps the run going
    /// while work of its own finishes (the GIF being written) and says so; the feature then
    /// ends the run itself. Asked again meanwhile, it gives that work up and returns false.
    bool (*hold_quit)(App *app, void *state, Message *msg);
    /// A command of the key table. True when it was this feature's.
    bool (*key)(App *app, void *state, KeyAction a, Message *msg);
    /// See a mouse event before it is used (the tour: a press takes over the stop).
    void (*read_mouse)(App *app, void *state, const AppEvent *e);
    /// A mouse event over the map drawn in `views`. True when it was used.
    bool (*mouse)(App *app, void *state, const AppEvent *e, const View *views, int view_count, Message *msg);
    /// The next tick's input, before the step. False: no step this tick (the app pauses).
    bool (*before_tick)(App *app, void *state, Input *in, Message *msg);
    /// After a step with input `in`.
    void (*after_tick)(App *app, void *state, const Input *in, Message *msg);
    /// The world was put somewhere by other means than a step.
    void (*jumped)(App *app, void *state, FeatureJump jump);
    /// Once a frame of the window's loop, after its ticks (a child process to wait for).
    void (*poll)(App *app, void *state, Message *msg);
    /// What the frame sets aside for it (a panel, a band, a list).
    void (*layout)(App *app, void *state, Frame *f);
    /// What it adds to the tiles mode's map scene.
    void (*scene)(App *app, void *state, Scene *scene);
    /// What it adds to the HUD: its fields, and its tags appended to `tags`.
    void (*hud)(App *app, void *state, HudState *hud, char *tags, size_t cap);
    /// Draw over the stage and the HUD, in the table's order.
    void (*draw)(App *app, void *state, const Frame *f);
    /// Release what the state holds (also for a state whose open never ran: it is zeroed).
    void (*free)(App *app, void *state);
} Feature;

/// The state the app keeps for `feature`, or NULL when the registry does not list it.
void *features_state(const App *app, const Feature *feature);

/* The hooks of every listed feature, in the table's order. */
void features_key_context(App *app, KeyContext *ctx);
KeyAction features_read_key(App *app, KeyContext *ctx, const AppKeyEvent *k);
bool features_hold_keys(const App *app);
bool features_unsaved(const App *app);
bool features_hold_quit(App *app, Message *msg);
bool features_key(App *app, KeyAction a, Message *msg);
void features_read_mouse(App *app, const AppEvent *e);
bool features_mouse(App *app, const AppEvent *e, const View *views, int view_count, Message *msg);
bool features_before_tick(App *app, Input *in, Message *msg);
void features_after_tick(App *app, const Input *in, Message *msg);
void features_jumped(App *app, FeatureJump jump);
void features_poll(App *app, Message *msg);
void features_layout(App *app, Frame *f);
void features_scene(App *app, Scene *scene);
void features_hud(App *app, HudState *hud, char *tags, size_t cap);
void features_draw(App *app, const Frame *f);

#endif
