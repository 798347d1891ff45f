/* app_keys.c: SDL events -> the app's own commands (pause, zoom, help...) and the
 * actions of the next tick's Input (DESIGN section 7 lists the keys). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app/app.h"
#include "app/render/layout.h"


/* Show what a module said happened, if it said anything. */
static void show(App *app, const Message *msg)
{
    if (msg->text[0]) app_flash(app, msg->text);
}

/* Quitting with unsaved changes asks first: true when the quit was held back. */
static bool hold_quit(App *app)
{
    if (app->confirm_quit || !editor_unsaved(&app->editor, &app->world.map)) return false;
    app->confirm_quit = true;
    return true;
}

/* A key while the quit prompt is up: Y or Esc quits, Ctrl+S saves and quits, any
 * other key stays. */
static void confirm_key(App *app, SDL_Keycode key, Uint16 mod)
{
    Message msg = {""};
    if (key == SDLK_s && (mod & KMOD_CTRL)) {
        if (editor_save(&app->editor, &app->world.map, &msg)) app->running = false;
        else app->confirm_quit = false; /* the message says why; the map stays open */
        show(app, &msg);
        return;
    }
    switch (key) {
    case SDLK_LCTRL: case SDLK_RCTRL: case SDLK_LSHIFT: case SDLK_RSHIFT:
    case SDLK_LALT: case SDLK_RALT: case SDLK_LGUI: case SDLK_RGUI:
        return; /* a modifier on its way to Ctrl+S is not an answer */
    case SDLK_y: case SDLK_ESCAPE:
        app->running = false;
        break;
    default:
        app->confirm_quit = false;
        app_flash(app, "Still here: the map is not saved yet (Ctrl+S saves)");
        return;
    }
}

static void screenshot_key(App *app)
{
    char path[128], err[512], msg[160];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    mkdir("screenshots", 0777);
    snprintf(path, sizeof path, "screenshots/collide-%04d%02d%02d-%02d%02d%02d-%llu.png", tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (unsigned long long)app->world.tick);
    app_draw(app); /* read back a complete frame, not a half-drawn one */
    if (app_screenshot(app, path, err, sizeof err))
        snprintf(msg, sizeof msg, "Saved %s", path);
    else
        snprintf(msg, sizeof msg, "Screenshot failed: %.120s", err);
    app_flash(app, msg);
}

/* Keys that do the same thing in both modes. Returns true when handled. */
static bool app_key(App *app, SDL_Keycode key, bool repeat)
{
    switch (key) {
    case SDLK_ESCAPE:
        if (app->help) app->help = false;
        else if (!hold_quit(app)) app->running = false;
        return true;
    case SDLK_F1: case SDLK_h:
        if (!repeat) app->help = !app->help;
        return true;
    case SDLK_TAB:
        if (session_replaying(&app->session)) app_flash(app, "Replaying: the recording steers until it ends");
        else if (!repeat) app->pending.actions |= ACT_MODE;
        return true;
    case SDLK_SPACE:
        if (!repeat) app->paused = !app->paused;
        return true;
    case SDLK_n: case SDLK_PERIOD:
        if (app->paused) app->step_once = true;
        else app_flash(app, "N steps one tick while paused: press Space first");
        return true;
    case SDLK_o:
        if (!repeat) app->overlays = !app->overlays;
        return true;
    case SDLK_m:
        if (!repeat) app_cycle_slow(app);
        return true;
    case SDLK_MINUS: case SDLK_KP_MINUS:
        if (app->zoom > ZOOM_MIN) app->zoom--;
        return true;
    case SDLK_EQUALS: case SDLK_PLUS: case SDLK_KP_PLUS:
        if (app->zoom < ZOOM_MAX) app->zoom++;
        return true;
    case SDLK_F11:
        if (app->window && !repeat) {
            app->fullscreen = !app->fullscreen;
            SDL_SetWindowFullscreen(app->window, app->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        }
        return true;
    case SDLK_F12:
        if (!repeat) screenshot_key(app);
        return true;
    case SDLK_F5:
        if (!repeat) {
            Message msg = {""};
            session_toggle_record(&app->session, &app->world, &msg);
            if (msg.text[0]) app_flash(app, msg.text);
        }
        return true;
    default: return false;
    }
}

static void tiles_key(App *app, SDL_Keycode key, bool repeat)
{
    if (key >= SDLK_1 && key <= SDLK_7) {
        app->pending.resolver = (int8_t)(key - SDLK_1);
    } else if (key == SDLK_RIGHTBRACKET) {
        app->pending.actions |= ACT_SPEED_UP;
    } else if (key == SDLK_LEFTBRACKET) {
        app->pending.actions |= ACT_SPEED_DOWN;
    } else if (key == SDLK_c && !repeat) {
        app->pending.actions |= ACT_COMPARE;
    } else if (key == SDLK_BACKSPACE && !repeat) {
        app->pending.actions |= ACT_RESPAWN;
    } else if (key == SDLK_e && !repeat) {
        Message msg = {""};
        editor_toggle(&app->editor, &msg);
        show(app, &msg);
    }
}

static void crowd_key(App *app, SDL_Keycode key, bool repeat)
{
    if (repeat) return;
    uint32_t a = ACT_CROWD_LOAD; /* the seed: any key loads the entities */
    switch (key) {
    case SDLK_r: a |= ACT_CROWD_CIRCLE; break;
    case SDLK_b: a |= ACT_CROWD_SWAP; break;
    case SDLK_t: a |= ACT_CROWD_THREE; break;
    case SDLK_g: a |= ACT_CROWD_BLOCKS; break;
    case SDLK_p: a |= ACT_CROWD_LINES; break;
    case SDLK_UP: a |= ACT_CROWD_MORE; break;
    case SDLK_DOWN: a |= ACT_CROWD_FEWER; break;
    case SDLK_a: a |= ACT_CROWD_AVOID; break;
    case SDLK_q: a |= ACT_CROWD_BROADPHASE; break;
    default: break;
    }
    /* The first key only loads the crowd; a setting toggled unseen by it would surprise. */
    if (app->world.crowd.count == 0) a &= ~(uint32_t)(ACT_CROWD_AVOID | ACT_CROWD_BROADPHASE);
    app->pending.actions |= a;
}

/* While a recording plays, its input steers: keys that would add input are held
 * back, and [ ] change the playback rate instead of the player's speed. */
static void replay_key(App *app, SDL_Keycode key)
{
    if (key == SDLK_RIGHTBRACKET || key == SDLK_LEFTBRACKET) {
        Message msg = {""};
        session_rate(&app->session, key == SDLK_RIGHTBRACKET, &msg);
        app_flash(app, msg.text);
    } else {
        app_flash(app, "Replaying: the recording steers until it ends (Space pauses, N steps, [ ] rate)");
    }
}

/* The movement keys by scancode (where they are, whatever the layout), as bits of
 * App.keys_down: arrows Left Right Up Down in bits 0-3, then A D W S in bits 4-7. */
static uint8_t movement_bit(SDL_Scancode sc)
{
    switch (sc) {
    case SDL_SCANCODE_LEFT: return IN_LEFT;
    case SDL_SCANCODE_RIGHT: return IN_RIGHT;
    case SDL_SCANCODE_UP: return IN_UP;
    case SDL_SCANCODE_DOWN: return IN_DOWN;
    case SDL_SCANCODE_A: return IN_LEFT << 4;
    case SDL_SCANCODE_D: return IN_RIGHT << 4;
    case SDL_SCANCODE_W: return IN_UP << 4;
    case SDL_SCANCODE_S: return IN_DOWN << 4;
    default: return 0;
    }
}

/* A window that loses the keyboard never hears the keys released meanwhile: forget
 * them, or the player would walk on by itself when the window comes back. */
static void release_all_keys(App *app)
{
    app->keys_down = 0;
#if SDL_VERSION_ATLEAST(2, 24, 0)
    SDL_ResetKeyboard();
#endif
}

static void window_event(App *app, const SDL_WindowEvent *w)
{
    switch (w->event) {
    case SDL_WINDOWEVENT_FOCUS_LOST:
        app->focused = false;
        release_all_keys(app);
        break;
    case SDL_WINDOWEVENT_FOCUS_GAINED: app->focused = true; break;
    case SDL_WINDOWEVENT_MINIMIZED:
    case SDL_WINDOWEVENT_HIDDEN:
        app->minimized = true;
        release_all_keys(app);
        break;
    case SDL_WINDOWEVENT_RESTORED:
    case SDL_WINDOWEVENT_MAXIMIZED:
    case SDL_WINDOWEVENT_SHOWN:
    case SDL_WINDOWEVENT_EXPOSED: app->minimized = false; break;
    default: break; /* a resize needs nothing: every frame reads the output size */
    }
}

void app_handle_event(App *app, const SDL_Event *e)
{
    /* Held keys are followed before anything else, so a key that opens a prompt or
     * saves a map is still seen going up. */
    if (e->type == SDL_KEYDOWN || e->type == SDL_KEYUP) {
        uint8_t bit = movement_bit(e->key.keysym.scancode);
        if (e->type == SDL_KEYDOWN) app->keys_down |= bit;
        else app->keys_down &= (uint8_t)~bit;
    }
    if (e->type == SDL_WINDOWEVENT) {
        window_event(app, &e->window);
    } else if (e->type == SDL_QUIT) {
        if (!hold_quit(app)) app->running = false;
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode key = e->key.keysym.sym;
        Uint16 mod = e->key.keysym.mod;
        bool repeat = e->key.repeat != 0;
        if (app->confirm_quit) {
            if (!repeat) confirm_key(app, key, mod);
            return;
        }
        /* Ctrl+S and Ctrl+Z first: S and Z alone mean other things. */
        if ((mod & KMOD_CTRL) && (key == SDLK_s || key == SDLK_z)) {
            Message msg = {""};
            if (key == SDLK_s && !repeat) editor_save(&app->editor, &app->world.map, &msg);
            if (key == SDLK_z && session_replaying(&app->session))
                snprintf(msg.text, sizeof msg.text, "Replaying: the recording steers until it ends");
            else if (key == SDLK_z) editor_undo(&app->editor, &msg);
            show(app, &msg);
            return;
        }
        if (app_key(app, key, repeat)) return;
        if (session_replaying(&app->session)) replay_key(app, key);
        else if (app->world.mode == MODE_TILES) tiles_key(app, key, repeat);
        else crowd_key(app, key, repeat);
    } else if (e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP) {
        if (!app->editor.on || app->world.mode != MODE_TILES || session_replaying(&app->session)) return;
        Frame f = app_frame(app);
        View views[RESOLVER_COUNT];
        int n = layout_map_views(&f, &app->world, app->zoom, views);
        Message msg = {""};
        editor_mouse(&app->editor, &app->world.map, views, n, e, &msg);
        show(app, &msg);
    }
}
