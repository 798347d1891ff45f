/* test_layout.c: where the parts of a frame go, asked of layout.c with a Frame built by
 * hand (a software renderer and the bundled font), no App: the map sits between the
 * HUD's panels, the ghost legend takes its column on the right, the split view has
 * a viewport a method, and the crowd's arena fits the same stage. */
#include <criterion/criterion.h>
#include <SDL_ttf.h>

#include "app/platform/canvas_sdl.h"
#include "app/render/layout.h"
#include "support/support.h"

static SDL_Surface *surface;
static SDL_Renderer *renderer;
static Canvas *canvas;
static Text text, title, small;
static Frame frame;
static World world;
static Map map;

static void open_frame(int w, int h, Mode mode)
{
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    cr_assert_eq(SDL_Init(SDL_INIT_VIDEO), 0);
    cr_assert_eq(TTF_Init(), 0);
    surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    renderer = SDL_CreateSoftwareRenderer(surface);
    canvas = canvas_sdl_new(renderer);
    cr_assert(canvas);
    cr_assert(text_init(&text, canvas, 20, false) && text_init(&title, canvas, 26, true) &&
              text_init(&small, canvas, 15, false));
    frame = (Frame){canvas, &text, &title, &small, 1.0f, w, h, false, NULL, 0, false, 0.0f};
    load_shipped_map("default.map", &map);
    WorldConfig cfg = {.seed = 1, .speed_level = SPEED_LEVEL_DEFAULT, .mode = mode};
    cr_assert(world_init(&world, &map, &cfg));
}

static void close_frame(void)
{
    world_free(&world);
    text_free(&text);
    text_free(&title);
    text_free(&small);
    canvas_sdl_free(canvas);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    TTF_Quit();
    SDL_Quit();
}

static bool inside(Rect in, Rect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

Test(layout, the_map_view_sits_between_the_panels_and_the_ghost_legend_takes_the_right)
{
    open_frame(1280, 800, MODE_TILES);
    int top, bottom;
    layout_panels(&frame, &world, &top, &bottom);
    cr_expect_gt(top, title.line_h + 2 * text.line_h - 1, "the title and the two caption lines");
    cr_expect_gt(bottom, 2 * text.line_h - 1);
    View single = layout_map_view(&frame, &world, 0);
    cr_expect(inside(single.area, (Rect){0, top, 1280, 800 - top - bottom}), "between the panels");
    cr_expect_eq(layout_legend_width(&frame, &world), 0, "no legend outside the ghost view");
    world.compare = COMPARE_GHOST;
    int legend = layout_legend_width(&frame, &world);
    cr_expect_gt(legend, 200);
    View ghost = layout_map_view(&frame, &world, 0);
    cr_expect_eq(ghost.area.w, single.area.w - legend, "the legend's column comes off the map's width");
    View views[METHOD_MAX];
    cr_expect_eq(layout_map_views(&frame, &world, 0, views), 1);
    close_frame();
}

Test(layout, the_split_view_is_a_viewport_a_method_and_the_editor_sees_all_of_them)
{
    open_frame(1280, 800, MODE_TILES);
    world.compare = COMPARE_SPLIT;
    View views[METHOD_MAX], split[METHOD_MAX];
    Rect labels[METHOD_MAX], spare;
    cr_assert_eq(layout_map_views(&frame, &world, 0, views), RESOLVER_COUNT);
    layout_split(&frame, &world, 0, split, labels, &spare);
    Rect stage = layout_map_view(&frame, &world, 0).area;
    for (int r = 0; r < RESOLVER_COUNT; r++) {
        cr_expect(inside(split[r].area, stage), "viewport %d is on the stage", r + 1);
        cr_expect_eq(views[r].area.x, split[r].area.x);
        cr_expect_eq(views[r].area.y, split[r].area.y);
        cr_expect_eq(labels[r].y + labels[r].h, split[r].area.y, "label %d sits on its viewport", r + 1);
    }
    close_frame();
}

Test(layout, the_crowd_arena_fits_between_the_panels_and_zoom_scales_it)
{
    open_frame(1280, 800, MODE_CROWD);
    int top, bottom;
    layout_panels(&frame, &world, &top, &bottom);
    View v = layout_crowd_view(&frame, &world, 0);
    cr_expect(inside(v.area, (Rect){0, top, 1280, 800 - top - bottom}));
    View zoomed = layout_crowd_view(&frame, &world, 2);
    cr_expect_float_eq(zoomed.scale, 2.0f * v.scale, 1e-4f, "two zoom steps double the scale");
    close_frame();
}
