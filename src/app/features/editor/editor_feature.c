/* editor_feature.c: the editor's hooks (see editor_feature.h). */
#include "app/features/editor/editor_feature.h"

#include "app/features/session/session_feature.h"

typedef struct EditorFeature {
    Editor editor;
    EditorMarks marks; /* what the last frame drew over the map */
    bool own_edits;    /* the user's edits reached the map (not only a recording's) */
} EditorFeature;

Editor *editor_of(const App *app)
{
    EditorFeature *e = features_state(app, &editor_feature);
    return &e->editor;
}

static bool editor_hook_open(App *app, void *state, Message *msg)
{
    (void)msg;
    /* A recording's map is not the --map file: Ctrl+S must not write over it. */
    editor_open(&((EditorFeature *)state)->editor, &app->world.map, app->config.replay ? NULL : app->config.map_path);
    return true;
}

static void editor_hook_free(App *app, void *state)
{
    (void)app;
    editor_close(&((EditorFeature *)state)->editor);
}

static bool editor_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    Editor *ed = &((EditorFeature *)state)->editor;
    switch (a.command) {
    case KEY_EDITOR: editor_toggle(ed, msg); return true;
    case KEY_SAVE: editor_save(ed, &app->world.map, msg); return true;
    case KEY_SAVE_QUIT:
        /* The quit prompt's answer: saved, the app quits; not saved, the message says
         * why and the map stays open. */
        if (!editor_unsaved(ed, &app->world.map)) app->loop.confirm_quit = false; /* nothing to save: no answer */
        else if (editor_save(ed, &app->world.map, msg)) {
            app->loop.confirm_quit = false;
            if (!features_hold_quit(app, msg)) app->loop.running = false;
        } else app->loop.confirm_quit = false;
        return true;
    case KEY_UNDO: editor_undo(ed, msg); return true;
    default: return false;
    }
}

/* Are the map's changes the user's, queued or applied? */
static bool own_edits(const EditorFeature *e)
{
    return e->own_edits || e->editor.queued > 0;
}

static bool editor_hook_unsaved(const App *app, const void *state)
{
    /* A recording's edits (the tour's stop that paints walls) are the recording's, not
     * work of the user's to lose. */
    const EditorFeature *e = state;
    return own_edits(e) && editor_unsaved(&e->editor, &app->world.map);
}

/* Paused, the queued edits reach the map at once, one a frame as N would step them, so a
 * click shows; not while rewound, where a step would leave the recorded history. */
static void editor_hook_poll(App *app, void *state, Message *msg)
{
    (void)msg;
    const EditorFeature *e = state;
    if (e->editor.queued > 0 && app->loop.paused && !session_rewound(session_of(app), &app->world))
        app->loop.step_once = true;
}

/* While it is on, the mouse edits the map (the tiles mode's, and only when no recording steers). */
static bool editor_hook_mouse(App *app, void *state, const AppEvent *e, const View *views, int view_count,
                              Message *msg)
{
    Editor *ed = &((EditorFeature *)state)->editor;
    if (!ed->on || app->world.mode != MODE_TILES || session_replaying(session_of(app))) return false;
    editor_mouse(ed, &app->world.map, views, view_count, e, msg);
    editor_hook_poll(app, state, msg);
    return true;
}

static bool editor_hook_before_tick(App *app, void *state, Input *in, Message *msg)
{
    (void)app, (void)msg;
    EditorFeature *e = state;
    int queued = e->editor.queued;
    editor_take(&e->editor, in);
    if (e->editor.queued < queued) e->own_edits = true;
    return true;
}

static void editor_hook_jumped(App *app, void *state, FeatureJump jump)
{
    (void)app;
    if (jump == JUMP_RESTART) ((EditorFeature *)state)->own_edits = false; /* another recording's map */
}

static void editor_hook_scene(App *app, void *state, Scene *scene)
{
    EditorFeature *e = state;
    if (!e->editor.on) return;
    e->marks = editor_marks(&e->editor, &app->world.map);
    scene->marks = &e->marks;
}

static void editor_hook_hud(App *app, void *state, HudState *hud, char *tags, size_t cap)
{
    const EditorFeature *e = state;
    /* The editor works on the tiles' map: the crowd has nothing of it to show. */
    if (app->world.mode == MODE_TILES) editor_status(&e->editor, &app->world.map, own_edits(e), tags, cap);
    hud->editor = e->editor.on;
}

const Feature editor_feature = {
    .name = "editor",
    .state_size = sizeof(EditorFeature),
    .open = editor_hook_open,
    .unsaved = editor_hook_unsaved,
    .key = editor_hook_key,
    .mouse = editor_hook_mouse,
    .before_tick = editor_hook_before_tick,
    .jumped = editor_hook_jumped,
    .poll = editor_hook_poll,
    .scene = editor_hook_scene,
    .hud = editor_hook_hud,
    .free = editor_hook_free,
};
