/* app_commands.c: what each key-table command does to the app: the view (help, pause,
 * rewind, zoom, overlays, tour, pictures) and the world (input for the next tick, the
 * editor, the session, the quit prompt). app.c routes the keys here. */
#include "app/app_commands.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/app_draw.h"
#include "app/screenshot.h"
#include "app/render/help.h"

static const char *const REPLAY_STEERS = "Replaying: the recording steers until it ends";

/* Quitting with unsaved map changes asks first (the prompt); asked already, it quits. */
void app_request_quit(App *app)
{
    if (!app->confirm_quit && editor_unsaved(&app->editor, &app->world.map)) app->confirm_quit = true;
    else app->running = false;
}

static void toggle_fullscreen(App *app)
{
    if (!app->window) return;
    app->fullscreen = !app->fullscreen;
    SDL_SetWindowFullscreen(app->window, app->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

static void toggle_heatmap(App *app, Message *msg)
{
    if (app->heat) {
        heat_cache_free(app->heat);
        free(app->heat);
        app->heat = NULL;
    } else if (!(app->heat = calloc(1, sizeof *app->heat))) {
        snprintf(msg->text, sizeof msg->text, "Out of memory for the heat map");
    }
}

/* F1 or H: open the help, turn its page, close it after the last. */
static void help_turn(App *app)
{
    Frame f = app_frame(app);
    if (!app->help) app->help = true, app->help_page = 0;
    else if (app->help_page + 1 < help_pages(&f, app->world.mode)) app->help_page++;
    else app->help = false;
}

/* While paused: the world at another tick of the session, as it was (session_rewind). */
static void rewind_to(App *app, uint64_t tick, Message *msg)
{
    if (tick == app->world.tick) return;
    size_t switches = replay_switches_before(&app->session.log, app->world.tick);
    session_rewind(&app->session, &app->world, tick, app->overlays ? &app->trace : NULL, msg);
    bool crossed = replay_switches_before(&app->session.log, app->world.tick) != switches;
    map_browser_rewound(&app->browser, &app->editor, &app->world.map, crossed);
    /* The overlays show that tick's move, not a kept older one. */
    Input none = INPUT_NONE;
    last_move_after_step(&app->last_move, &app->world, &none, NULL);
}

/* The tour's keys: tour_player.c decides; a new stop starts the world again from its recording. */
static void tour_command(App *app, KeyAction a, Message *msg)
{
    int stop = tour_player_command(&app->tour, a, &app->session, &app->paused, msg);
    if (stop < 0) return;
    app->running = tour_player_stage(&app->tour, stop, &app->world, &app->session, &app->editor, msg);
    app->paused = false, app->pending = INPUT_NONE, app->tick_acc = 0, app->lesson = false;
    app->last_move = (LastMove){0};
}

/* Commands that change how the app shows or runs the world. False for the others. */
static bool view_command(App *app, KeyAction a, Message *msg)
{
    switch (a.command) {
    case KEY_HELP: help_turn(app); return true;
    case KEY_TOUR:
    case KEY_TOUR_ON:
    case KEY_TOUR_BACK: tour_command(app, a, msg); return true;
    case KEY_ESCAPE:
        if (app->help) app->help = false;
        else app_request_quit(app);
        return true;
    case KEY_PAUSE: app->paused = !app->paused; return true;
    case KEY_STEP:
        if (!app->paused) snprintf(msg->text, sizeof msg->text, "N steps one tick while paused: press Space first");
        else if (session_rewound(&app->session, &app->world)) rewind_to(app, app->world.tick + 1, msg);
        else app->step_once = true;
        return true;
    case KEY_REWIND:
        if (!app->paused) snprintf(msg->text, sizeof msg->text, ", goes back while paused: press Space first");
        else rewind_to(app, app->world.tick > a.arg ? app->world.tick - a.arg : 0, msg);
        return true;
    case KEY_REWIND_END:
        if (app->paused) rewind_to(app, app->session.log.ticks, msg);
        return true;
    case KEY_OVERLAYS: app->overlays = !app->overlays; return true;
    case KEY_LESSON:
        if (app->world.map.lesson.lines > 0) app->lesson = !app->lesson;
        else snprintf(msg->text, sizeof msg->text, "This map has no lesson (docs/formats.md: lesson lines)");
        return true;
    case KEY_TALLY_RESET: tally_reset(&app->world.log); return true;
    case KEY_TRAILS: app->trails = !app->trails; return true;
    case KEY_HEATMAP: toggle_heatmap(app, msg); return true;
    case KEY_SLOW: app->slow = (app->slow + 1) % APP_SLOW_COUNT; return true;
    case KEY_ZOOM_OUT:
        if (app->zoom > ZOOM_MIN) app->zoom--;
        return true;
    case KEY_ZOOM_IN:
        if (app->zoom < ZOOM_MAX) app->zoom++;
        return true;
    case KEY_FULLSCREEN: toggle_fullscreen(app); return true;
    case KEY_SCREENSHOT:
        app_draw(app); /* read back a complete frame, not a half-drawn one */
        screenshot_take(app->renderer, app->world.tick, msg);
        return true;
    case KEY_GIF:
        if (app->session.log_failed)
            snprintf(msg->text, sizeof msg->text, "GIF failed: the session log ran out of memory");
        else
            gif_job_start(&app->gif, app->config.program, &app->session.log, world_hash(&app->world),
                          app->config.ui_scale, msg->text, sizeof msg->text);
        return true;
    default: return false;
    }
}

/* Commands that change the world (through the next tick's input), the map, the
 * session, or answer the quit prompt. */
static void world_command(App *app, KeyAction a, Message *msg)
{
    bool replaying = session_replaying(&app->session);
    switch (a.command) {
    case KEY_INPUT: app->pending.actions |= a.arg; break;
    case KEY_RESOLVER: app->pending.resolver = (int8_t)a.arg; break;
    case KEY_MODE:
        if (replaying) snprintf(msg->text, sizeof msg->text, "%s", REPLAY_STEERS);
        else if (!a.repeat) app->pending.actions |= ACT_MODE;
        break;
    case KEY_EDITOR: editor_toggle(&app->editor, msg); break;
    case KEY_SAVE: editor_save(&app->editor, &app->world.map, msg); break;
    case KEY_UNDO:
        if (replaying) snprintf(msg->text, sizeof msg->text, "%s", REPLAY_STEERS);
        else editor_undo(&app->editor, msg);
        break;
    case KEY_RECORD: session_toggle_record(&app->session, &app->world, msg); break;
    case KEY_REPLAY_SLOWER:
    case KEY_REPLAY_FASTER: session_rate(&app->session, a.command == KEY_REPLAY_FASTER, msg); break;
    case KEY_REPLAY_WAIT:
        snprintf(msg->text, sizeof msg->text, "%s (Space pauses, N steps, [ ] rate)", REPLAY_STEERS);
        break;
    case KEY_QUIT_NOW: app->running = false; break;
    case KEY_SAVE_QUIT:
        if (editor_save(&app->editor, &app->world.map, msg)) app->running = false;
        else app->confirm_quit = false; /* the message says why; the map stays open */
        break;
    case KEY_KEEP_EDITING:
        app->confirm_quit = false;
        snprintf(msg->text, sizeof msg->text, "Still here: the map is not saved yet (Ctrl+S saves)");
        break;
    default: break;
    }
}

void app_command(App *app, KeyAction a, Message *msg)
{
    if (!view_command(app, a, msg)) world_command(app, a, msg);
}
