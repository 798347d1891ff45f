/* registry.c: the one table of the sandbox's features. A feature is listed here once;
 * the app walks the table for every hook (feature.c), in this order, which decides who
 * hears a key, a tick or a draw first:
 * - the session before the editor: a recording's input replaces the tick's before an
 *   edit joins it, and its tags come first in the HUD;
 * - the browser before the editor: while its prompt is up, the prompt's answers are its;
 * - the editor before the mouse placement: while it is on, the mouse edits;
 * - the steering before the editor: the middle button steers, in the editor too;
 * - the lesson, the tour's band and the browser's list are drawn in that order. */
#include "app/registry.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/features/browser/browser_feature.h"
#include "app/features/compare/compare_feature.h"
#include "app/features/editor/editor_feature.h"
#include "app/features/gif/gif_feature.h"
#include "app/features/heat_map/heat_map_feature.h"
#include "app/features/input_view/input_view_feature.h"
#include "app/features/last_move/last_move_feature.h"
#include "app/features/lesson/lesson_feature.h"
#include "app/features/mouse_place/mouse_place_feature.h"
#include "app/features/session/session_feature.h"
#include "app/features/steer/steer_feature.h"
#include "app/features/tour/tour_feature.h"
#include "app/features/user_methods/user_methods_feature.h"

static const Feature *const FEATURES[] = {
    &session_feature,     /* recording, replay, rewind */
    &lesson_feature,      /* the lesson panel (L) */
    &tour_feature,        /* the guided tour (G, --tour) */
    &browser_feature,     /* the map browser (F2, PgUp/PgDn) */
    &steer_feature,       /* the stick and the middle button: any direction */
    &editor_feature,      /* the map editor (E) */
    &last_move_feature,   /* the last move's overlays, kept while no key is held */
    &input_view_feature,  /* the last tick's input: the d-pad and the wanted move */
    &compare_feature,     /* the compare views' trails and tallies */
    &heat_map_feature,    /* the failure heat maps (F) */
    &mouse_place_feature, /* the player placed by the mouse */
    &gif_feature,         /* the last ten seconds as a GIF (F9) */
    &user_methods_feature, /* the user's methods: the live reload, their errors */
};

#define FEATURE_COUNT ((int)(sizeof FEATURES / sizeof FEATURES[0]))
_Static_assert(sizeof FEATURES / sizeof FEATURES[0] <= APP_FEATURES_MAX, "raise APP_FEATURES_MAX");

bool registry_open(App *app, Message *msg)
{
    AppFeatures *all = &app->features;
    for (int i = 0; i < FEATURE_COUNT; i++) {
        /* A feature with no state still gets a byte: a state is never NULL. */
        void *state = calloc(1, FEATURES[i]->state_size ? FEATURES[i]->state_size : 1);
        if (!state) {
            fprintf(stderr, "collide: out of memory for the %s\n", FEATURES[i]->name);
            return false;
        }
        all->feature[all->count] = FEATURES[i];
        all->state[all->count++] = state;
    }
    for (int i = 0; i < all->count; i++)
        if (all->feature[i]->open && !all->feature[i]->open(app, all->state[i], msg)) return false;
    return true;
}

void registry_close(App *app)
{
    AppFeatures *all = &app->features;
    for (int i = 0; i < all->count; i++) {
        if (all->feature[i]->free) all->feature[i]->free(app, all->state[i]);
        free(all->state[i]);
    }
    *all = (AppFeatures){0};
}
