/* test_help_view.c: the help box is opaque: a bright picture behind it (the caption,
 * the map) does not show through between its lines, at any scale. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

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
    help_draw(&f, mode, NULL, 0);
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

/* Every page at 2 sizes x 3 scales in both modes: the number keys' row names every method
 * methods, and no page holds only a line or two (a page turned for so little): the
 * emptiest holds at least a third of the fullest's lines. */
Test(help_view, every_page_is_worth_turning_and_the_number_keys_name_every_method)
{
    static const float SCALES[] = {1.0f, 1.5f, 2.0f};
    static const int SIZES[][2] = {{1280, 800}, {1024, 600}};
    static CanvasRecord rec;
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < 3; k++)
            for (int mode = 0; mode < 2; mode++) {
                load_shipped_map("default.map", &map);
                AppConfig cfg = driver_config(&map, RESOLVER_MINKOWSKI);
                cfg.ui_scale = SCALES[k];
                cfg.width = SIZES[s][0];
                cfg.height = SIZES[s][1];
                driver_open(&app, &cfg);
                driver_record(&app, &rec);
                Mode m = mode ? MODE_CROWD : MODE_TILES;
                Frame f = app_frame(&app);
                int pages = help_pages(&f, m, NULL), most = 0, least = 1 << 30;
                char names[1024] = "";
                for (int page = 0; page < pages; page++) {
                    canvas_record_clear(&rec);
                    help_draw(&f, m, NULL, page);
                    int texts = 0;
                    for (int e = 0; e < rec.count; e++) {
                        if (rec.e[e].kind != DRAWN_TEXT) continue;
                        texts++;
                        if (strlen(names) + strlen(rec.e[e].s) + 2 < sizeof names) {
                            strcat(names, rec.e[e].s);
                            strcat(names, " ");
                        }
                    }
                    most = texts > most ? texts : most;
                    least = texts < least ? texts : least;
                }
                cr_expect(pages == 1 || 3 * least >= most, "%dx%d scale %.1f %s: a page of %d lines beside one of %d",
                          SIZES[s][0], SIZES[s][1], (double)SCALES[k], mode ? "crowd" : "tiles", least, most);
                for (int r = 0; r < RESOLVER_COUNT && m == MODE_TILES; r++)
                    cr_expect(strstr(names, resolver_info(r)->name), "%dx%d scale %.1f: the help names %s",
                              SIZES[s][0], SIZES[s][1], (double)SCALES[k], resolver_info(r)->name);
                platform_close(&app);
            }
}
