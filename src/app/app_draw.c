/* app_draw.c: the App drawn: the frame's context, the map views or the crowd, the HUD,
 * then what the features draw over them (lesson, tour band, browser), the help and a
 * prompt. */
#include "app/app_draw.h"

#include <stdio.h>

#include "app/features/browser/browser_feature.h"
#include "app/features/feature.h"
#include "app/features/session/session_feature.h"
#include "app/host.h"
#include "app/render/crowd_view.h"
#include "app/render/draw.h"
#include "app/render/help.h"
#include "app/render/layout.h"
#include "app/render/prompt.h"
#include "app/render/theme.h"
#include "app/render/tiles_view.h"

#define MESSAGE_SECONDS 4.0 /* how long a message stays in the HUD */

void app_flash(App *app, const char *msg)
{
    snprintf(app->view.flash, sizeof app->view.flash, "%s", msg);
    app->view.flash_until = app->host->seconds() + MESSAGE_SECONDS;
}

Frame app_frame(App *app)
{
    Frame f = {app->canvas, &app->text,   &app->title, &app->small, app->config.ui_scale, 0, 0, false, NULL, 0, false,
               app->config.game_scale};
    canvas_size(app->canvas, &f.w, &f.h);
    features_layout(app, &f);
    return f;
}

View app_map_view(App *app)
{
    Frame f = app_frame(app);
    return layout_map_view(&f, &app->world, app->view.zoom);
}

HudState app_hud_state(App *app, char *tags, size_t cap)
{
    tags[0] = '\0';
    bool message = app->view.flash[0] && app->host->seconds() < app->view.flash_until;
    HudState hud = {
        .paused = app->loop.paused,
        .slow = app_slow_factor(app->loop.slow),
        .tags = tags,
        .show_fps = !app->config.headless,
        .fps = app->loop.fps,
        .step_ms = app->loop.step_ms,
        .message = message ? app->view.flash : NULL,
        .next_resolver = app->pending.resolver,
        .trace = app->view.overlays ? &app->trace : NULL,
    };
    features_hud(app, &hud, tags, cap);
    return hud;
}

/* A question waits for its answer: the quit prompt, or one a feature asks. */
static bool prompt_up(App *app)
{
    KeyContext ctx = {.prompt = app->loop.confirm_quit};
    features_key_context(app, &ctx);
    return ctx.prompt;
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
        Scene scene = {.world = &app->world,
                       .trace = app->view.overlays ? &app->trace : NULL,
                       .zoom = app->view.zoom,
                       .no_tags = !app->view.overlays,
                       .labels = &app->view.labels};
        features_scene(app, &scene);
        render_tiles(&f, &scene);
    } else if (!render_crowd(&f, &app->world, app->view.zoom)) {
        app_flash(app, "Out of memory drawing the crowd");
    }
    char tags[MESSAGE_MAX];
    HudState hud = app_hud_state(app, tags, sizeof tags);
    hud_draw(&f, &app->world, &hud);
    MotionPanel strip;
    layout_motion_panel(&f, &app->world, &strip);
    motion_panel_draw(&f, &strip);
    features_draw(app, &f);
    if (app->view.help) help_draw(&f, app->world.mode, &app->world.methods, app->view.help_page);
    if (prompt_up(app)) {
        /* Another map waiting to load, or quitting: with unsaved map changes, or Esc while
         * a recording plays or is written (app_commands.c). */
        const MapBrowser *b = browser_of(app);
        bool unsaved = features_unsaved(app);
        const Session *s = session_of(app);
        PromptAsk ask = {"The map has unsaved changes", b->confirm ? b->go : "quit", unsaved};
        if (!unsaved) ask.title = session_replaying(s) ? "Quit while a recording plays?" : "Quit while recording (F5)?";
        prompt_draw(&f, &ask);
    }
}
