/* app_draw.c: the App drawn: the frame's context, the map views or the crowd, the HUD,
 * and whatever is open over them (lesson, tour band, browser, help, prompt). */
#include "app/app_draw.h"

#include <stdio.h>

#include "app/render/browser_view.h"
#include "app/render/crowd_view.h"
#include "app/render/draw.h"
#include "app/render/help.h"
#include "app/render/layout.h"
#include "app/render/prompt.h"
#include "app/render/theme.h"
#include "app/render/tiles_view.h"

#define MESSAGE_MS 4000 /* how long a message stays in the HUD */

void app_flash(App *app, const char *msg)
{
    snprintf(app->flash, sizeof app->flash, "%s", msg);
    app->flash_until = SDL_GetTicks64() + MESSAGE_MS;
}

Frame app_frame(App *app)
{
    /* The compare views need the whole stage: the lesson waits for the single view. */
    bool lesson = app->lesson && app->world.compare == COMPARE_OFF;
    Frame f = {app->canvas, &app->text, &app->title, &app->small, app->config.ui_scale, 0, 0, lesson, NULL, 0};
    f.browser_rows = map_browser_rows(&app->browser, app->world.mode);
    canvas_size(app->canvas, &f.w, &f.h);
    f.tour = tour_player_view(&app->tour, &app->session, &app->world, app->paused);
    return f;
}

View app_map_view(App *app)
{
    Frame f = app_frame(app);
    return layout_map_view(&f, &app->world, app->zoom);
}

HudState app_hud_state(const App *app, char *tags, size_t cap)
{
    bool kept;
    const Trace *trace = last_move_shown(&app->last_move, &app->world, app->overlays ? &app->trace : NULL, &kept);
    tags[0] = '\0';
    session_status(&app->session, app->world.tick, tags, cap);
    /* The editor works on the tiles' map: the crowd has nothing of it to show. */
    if (app->world.mode == MODE_TILES) editor_status(&app->editor, &app->world.map, tags, cap);
    bool message = app->flash[0] && SDL_GetTicks64() < app->flash_until;
    return (HudState){
        .paused = app->paused,
        .slow = app_slow_factor(app->slow),
        .tags = tags,
        .show_fps = app->window != NULL,
        .fps = app->fps,
        .step_ms = app->step_ms,
        .message = message ? app->flash : NULL,
        .next_resolver = app->pending.resolver,
        .editor = app->editor.on,
        .trace = trace,
        .trace_kept = kept,
    };
}

void app_draw(App *app)
{
    Frame f = app_frame(app);
    text_frame(&app->text);
    text_frame(&app->title);
    text_frame(&app->small);
    canvas_colour(f.canvas, COLOR_BACKGROUND);
    canvas_clear(f.canvas);
    if (app->world.mode == MODE_TILES) {
        EditorMarks marks;
        if (app->editor.on) marks = editor_marks(&app->editor, &app->world.map);
        bool kept;
        const Trace *trace = last_move_shown(&app->last_move, &app->world, app->overlays ? &app->trace : NULL, &kept);
        Scene scene = {&app->world, trace,       app->editor.on ? &marks : NULL, app->zoom, kept, app->trails,
                       {NULL},      &app->labels};
        for (int r = 0; r < RESOLVER_COUNT && app->heat; r++)
            if (r == app->world.resolver || app->world.compare == COMPARE_SPLIT)
                scene.heat[r] = heat_cache_get(app->heat, &app->world, r);
        render_tiles(&f, &scene);
    } else if (!render_crowd(&f, &app->world, app->zoom)) {
        app_flash(app, "Out of memory drawing the crowd");
    }
    char tags[MESSAGE_MAX];
    HudState hud = app_hud_state(app, tags, sizeof tags);
    hud_draw(&f, &app->world, &hud);
    if (f.lesson && app->world.mode == MODE_TILES) {
        static LessonPanel panel; /* large for the stack */
        layout_lesson_panel(&f, &app->world, &panel);
        lesson_panel_draw(&f, &panel);
    }
    TourPanel band;
    layout_tour_panel(&f, &app->world, &band);
    tour_panel_draw(&f, &band);
    if (f.browser_rows) browser_draw(&f, &app->browser.list, app->browser.selected, app->browser.current);
    if (app->help) help_draw(&f, app->world.mode, app->help_page);
    if (app->confirm_quit || app->browser.confirm) prompt_draw(&f);
}
