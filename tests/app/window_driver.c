/* window_driver.c: SDL events built as the window would deliver them, handed to the app
 * through the platform's translation as the window's loop does, and pixels read back. */
#include "window_driver.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/platform/events_sdl.h"

void driver_event(App *app, const SDL_Event *e)
{
    AppEvent a;
    if (events_sdl_translate(e, &a)) app_handle_event(app, &a);
}

AppConfig driver_config(const Map *map, int resolver)
{
    return (AppConfig){
        .map = map,
        .world = {.seed = 1, .resolver = resolver, .speed_level = SPEED_LEVEL_DEFAULT, .mode = MODE_TILES},
        .ui_scale = 1.0f,
        .headless = true,
        .width = APP_DEFAULT_W,
        .height = APP_DEFAULT_H,
    };
}

void driver_open(App *app, const AppConfig *cfg)
{
    cr_assert(platform_open(app, cfg), "cannot open a %dx%d canvas at scale %g", cfg->width, cfg->height,
              (double)cfg->ui_scale);
}

static void key_event(App *app, Uint32 type, SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    driver_event(app, &e);
}

void driver_key_down(App *app, SDL_Keycode sym, Uint16 mod)
{
    key_event(app, SDL_KEYDOWN, sym, mod);
}

void driver_key_up(App *app, SDL_Keycode sym, Uint16 mod)
{
    key_event(app, SDL_KEYUP, sym, mod);
}

void driver_press(App *app, SDL_Keycode sym)
{
    driver_key_down(app, sym, 0);
    driver_key_up(app, sym, 0);
}

void driver_mouse(App *app, Uint32 type, int x, int y, Uint8 button, Uint32 state)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.state = state;
    } else {
        e.button.x = x;
        e.button.y = y;
        e.button.button = button;
    }
    driver_event(app, &e);
}

void driver_window(App *app, Uint8 what)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = what;
    driver_event(app, &e);
}

static Colour argb_colour(Uint32 p)
{
    return (Colour){(uint8_t)(p >> 16), (uint8_t)(p >> 8), (uint8_t)p, 255};
}

Colour driver_pixel(const App *app, int x, int y)
{
    Uint32 p = 0;
    driver_read(app, (Rect){x, y, 1, 1}, &p);
    return argb_colour(p);
}

bool colour_near(Colour a, Colour b, int tol)
{
    return abs(a.r - b.r) <= tol && abs(a.g - b.g) <= tol && abs(a.b - b.b) <= tol;
}

void driver_read(const App *app, Rect r, uint32_t *out)
{
    int w, h;
    canvas_size(app->canvas, &w, &h);
    cr_assert(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h, "a read outside the %dx%d frame", w, h);
    cr_assert(canvas_read_rect(app->canvas, r, out, r.w * 4));
}

int driver_count_colour(const App *app, Rect r, Colour c, int tol)
{
    uint32_t *buf = malloc((size_t)r.w * (size_t)r.h * 4);
    cr_assert(buf);
    driver_read(app, r, buf);
    int n = 0;
    for (int i = 0; i < r.w * r.h; i++) n += colour_near(argb_colour(buf[i]), c, tol);
    free(buf);
    return n;
}

void driver_record(App *app, CanvasRecord *rec)
{
    canvas_record_start(rec, app->canvas);
}

int driver_drawn(const CanvasRecord *rec, const char *needle)
{
    return canvas_record_texts(rec, needle);
}
