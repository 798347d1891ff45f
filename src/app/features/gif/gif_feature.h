/* gif_feature.h: the "last ten seconds as a GIF" key as a feature: a child process
 * writes it (gif_job.h) while the window runs; the HUD says when it is done. */
#ifndef COLLIDE_GIF_FEATURE_H
#define COLLIDE_GIF_FEATURE_H

#include "app/features/feature.h"
#include "app/features/gif/gif_job.h"

extern const Feature gif_feature;

/// The app's GIF job.
GifJob *gif_of(const App *app);

#endif
