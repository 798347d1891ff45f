/* test_help_view.c: the help box is opaque: a bright picture behind it (the caption,
 * the map) does not show through between its lines, at any scale. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "app/app.h"
#include "app/render/help.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;

static void open_app(float scale)
{
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
}

/* The centre of the frame (inside the help box), read back. */
static Uint32 *middle(void)
{
    Frame f = app_frame(&app);
    Rect r = {f.w / 2 - 150, f.h / 2 - 80, 300, 160};
    Uint32 *buf = malloc((size_t)(r.w * r.h) * 4);
    cr_assert_not_null(buf);
    driver_read(&app, r, buf);
    return buf;
}

/* The help drawn over a picture of one colour: the middle of the box. */
static Uint32 *help_over(Uint8 r, Uint8 g, Uint8 b, Mode mode)
{
    Frame f = app_frame(&app);
    canvas_colour(app.canvas, (Colour){r, g, b, 255});
    canvas_clear(app.canvas);
    help_draw(&f, mode, 0);
    return middle();
}

Test(help_view, nothing_shows_through_the_help_box_at_any_scale)
{
    static const float SCALES[] = {1.0f, 1.5f, 2.0f};
    for (int k = 0; k < 3; k++) {
        open_app(SCALES[k]);
        for (int mode = MODE_TILES; mode <= MODE_CROWD; mode++) {
            /* Over black, then over a bright caption colour: not one pixel may differ. */
            Uint32 *dark = help_over(0, 0, 0, (Mode)mode), *bright = help_over(255, 220, 60, (Mode)mode);
            int differ = 0;
            for (int i = 0; i < 300 * 160; i++) differ += dark[i] != bright[i];
            cr_expect_eq(differ, 0, "scale %.1f mode %d: %d pixels show what is behind the help", (double)SCALES[k],
                         mode, differ);
            free(dark);
            free(bright);
        }
        platform_close(&app);
    }
}
