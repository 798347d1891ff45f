/* test_captions.c: every method's caption fits the HUD. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/render/compare_view.h"
#include "app/render/theme.h"
#include "core/compare.h"
#include "core/resolvers/directional_flag.h"
#include "support/support.h"
#include "window_driver.h"

static Map map;
/* The HUD draws each caption on one line at 20 px in a 1280-px window, with a 10 px
 * margin either side and "Breaks: " before the weakness (src/app/render/caption.c). */
Test(seed_002_captions, fit_one_line_of_a_1280_pixel_window)
{
    static App app;
    load_shipped_map("default.map", &map);
    AppConfig cfg = driver_config(&map, RESOLVER_SIMPLEST);
    cfg.width = 1280;
    cfg.height = 800;
    driver_open(&app, &cfg);
    static const int ids[] = {RESOLVER_PIXEL_ITERATION, RESOLVER_LINE_SEGMENT, RESOLVER_MINKOWSKI};
    for (int k = 0; k < 3; k++) {
        const ResolverInfo *ri = resolver_info(ids[k]);
        char breaks[256];
        snprintf(breaks, sizeof breaks, "Breaks: %s", ri->weakness);
        int how = text_width(&app.text, ri->how), weak = text_width(&app.text, breaks);
        cr_expect(strlen(ri->how) > 20 && strlen(ri->weakness) > 20, "%s has both caption lines", ri->name);
        cr_expect_leq(how, 1260, "%s: the 'how' line is %d px wide", ri->name, how);
        cr_expect_leq(weak, 1260, "%s: the 'Breaks:' line is %d px wide", ri->name, weak);
    }
    platform_close(&app);
}
