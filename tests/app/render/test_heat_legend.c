/* test_heat_legend.c: the heat map's legend marks where its "25%" label is on the colour
 * bar: a tick runs from the bar down to the label, at the label's middle, in the window
 * at every scale. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/features/heat_map/heat_map_feature.h"
#include "app/render/theme.h"
#include "support/support.h"
#include "window_driver.h"

static App app;
static Map map;
static CanvasRecord rec;

static void legend_at_scale(float scale)
{
    load_shipped_map("tunnel.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.ui_scale = scale;
    driver_open(&app, &cfg);
    driver_press(&app, SDLK_f);
    cr_assert_not_null(heat_map_of(&app)->cache);
    driver_record(&app, &rec);
    app_draw(&app);
    const Drawn *label = NULL;
    for (int k = 0; k < rec.count; k++)
        if (rec.e[k].kind == DRAWN_TEXT && strcmp(rec.e[k].s, "25%") == 0) label = &rec.e[k];
    cr_assert_not_null(label, "scale %g: the legend has its 25%% label", (double)scale);
    float mid = (float)label->box.x + (float)label->box.w / 2.0f;
    Colour ink = COLOR_TEXT;
    bool ticked = false;
    for (int k = 0; k < rec.count && !ticked; k++) {
        const Drawn *d = &rec.e[k];
        if (d->kind != DRAWN_RECT || !colour_near(d->colour, ink, 0)) continue;
        RectF r = d->rect;
        ticked = r.x <= mid + 1.0f && r.x + r.w >= mid - 1.0f && r.w <= 4.0f && r.y + r.h >= (float)label->box.y &&
                 r.y <= (float)label->box.y - (float)label->box.h / 2.0f;
    }
    cr_expect(ticked, "scale %g: a tick runs from the bar down to the 25%% label at x %.0f", (double)scale,
              (double)mid);
    platform_close(&app);
    canvas_record_free(&rec);
}

Test(heat_legend, the_25_percent_label_has_its_tick_on_the_bar)
{
    legend_at_scale(1.0f);
    legend_at_scale(1.5f);
    legend_at_scale(2.0f);
}
