/* heat_map_feature.c: the heat maps' hooks (see heat_map_feature.h). */
#include "app/features/heat_map/heat_map_feature.h"

#include <stdio.h>
#include <stdlib.h>

HeatMapView *heat_map_of(const App *app)
{
    return features_state(app, &heat_map_feature);
}

static bool heat_map_hook_key(App *app, void *state, KeyAction a, Message *msg)
{
    (void)app;
    if (a.command != KEY_HEATMAP) return false;
    HeatMapView *h = state;
    /* The cache is large: it is there only while the heat maps are on. */
    if (h->cache) {
        heat_cache_free(h->cache);
        free(h->cache);
        h->cache = NULL;
    } else if (!(h->cache = calloc(1, sizeof *h->cache))) {
        snprintf(msg->text, sizeof msg->text, "Out of memory for the heat map");
    }
    return true;
}

static void heat_map_hook_scene(App *app, void *state, Scene *scene)
{
    HeatCache *cache = ((HeatMapView *)state)->cache;
    for (int r = 0; r < world_method_count(&app->world) && cache; r++)
        if (r == app->world.resolver || app->world.compare == COMPARE_SPLIT)
            scene->heat[r] = heat_cache_get(cache, &app->world, r);
}

static void heat_map_hook_free(App *app, void *state)
{
    (void)app;
    HeatCache *cache = ((HeatMapView *)state)->cache;
    if (cache) heat_cache_free(cache);
    free(cache);
}

const Feature heat_map_feature = {
    .name = "heat map",
    .state_size = sizeof(HeatMapView),
    .key = heat_map_hook_key,
    .scene = heat_map_hook_scene,
    .free = heat_map_hook_free,
};
