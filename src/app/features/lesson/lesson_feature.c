/* lesson_feature.c: the lesson panel's hooks (see lesson_feature.h). */
#include "app/features/lesson/lesson_feature.h"

#include <stdio.h>

#include "app/features/session/session_feature.h"
#include "app/render/layout.h"

LessonView *lesson_of(const App *app)
{
    return features_state(app, &lesson_feature);
}

static bool lesson_hook_open(App *app, void *state, Message *msg)
{
    (void)msg;
    /* A recording plays back as it was recorded (and its screenshots and GIFs stay so):
     * its lesson waits for L. */
    ((LessonView *)state)->on = !app->config.replay && app->world.map.lesson.lines > 0;
    return true;
}

static bool lesson_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    if (a.command != KEY_LESSON) return false;
    LessonView *l = state;
    /* Brief (the whole would cover the map): L expands it; else L hides or shows it. */
    if (app->world.map.lesson.lines > 0 && l->on && l->panel.brief && !l->full) l->full = true;
    else if (app->world.map.lesson.lines > 0) l->on = !l->on, l->full = false;
    else snprintf(msg->text, sizeof msg->text, "This map has no lesson (docs/formats.md: lesson lines)");
    return true;
}

/* A map loaded by the tick's input shows its lesson in a live run; a replay's waits for L. */
static void lesson_hook_after_tick(App *app, void *state, const Input *in, Message *msg)
{
    (void)msg;
    if (in->map) ((LessonView *)state)->full = false;
    if (in->map) ((LessonView *)state)->on = !session_replaying(session_of(app)) && app->world.map.lesson.lines > 0;
}

static void lesson_hook_jumped(App *app, void *state, FeatureJump jump)
{
    (void)app;
    if (jump == JUMP_RESTART) ((LessonView *)state)->on = false;
}

static void lesson_hook_layout(App *app, void *state, Frame *f)
{
    /* The compare views need the whole stage: the lesson waits for the single view. */
    f->lesson = ((LessonView *)state)->on && app->world.compare == COMPARE_OFF;
    f->lesson_full = ((LessonView *)state)->full;
}

static void lesson_hook_draw(App *app, void *state, const Frame *f)
{
    if (!f->lesson || app->world.mode != MODE_TILES) return;
    LessonView *l = state;
    layout_lesson_panel(f, &app->world, &l->panel);
    lesson_panel_draw(f, &l->panel);
}

const Feature lesson_feature = {
    .name = "lesson panel",
    .state_size = sizeof(LessonView),
    .open = lesson_hook_open,
    .key = lesson_hook_key,
    .after_tick = lesson_hook_after_tick,
    .jumped = lesson_hook_jumped,
    .layout = lesson_hook_layout,
    .draw = lesson_hook_draw,
};
