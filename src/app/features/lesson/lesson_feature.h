/* lesson_feature.h: the lesson panel (L) as a feature: the map's lesson beside or below
 * the single view, shown at the start of a live run on a map that has one. */
#ifndef COLLIDE_LESSON_FEATURE_H
#define COLLIDE_LESSON_FEATURE_H

#include "app/features/feature.h"
#include "app/render/lesson_panel.h"

typedef struct LessonView {
    bool on;           /* the panel is asked for (L); the compare views hide it */
    bool full;         /* in full where it would be brief (L again) */
    LessonPanel panel; /* where the last frame put it */
} LessonView;

extern const Feature lesson_feature;

/// The app's lesson panel.
LessonView *lesson_of(const App *app);

#endif
