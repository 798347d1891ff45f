/* session_feature.h: the session (record, replay, rewind) as a feature of the app: the
 * keys F5, [ ], N and `,` (and, while a recording plays, the keys it holds back), the
 * tick's input while a recording steers, the log after every step, and the HUD's REC /
 * REPLAY tags. */
#ifndef COLLIDE_SESSION_FEATURE_H
#define COLLIDE_SESSION_FEATURE_H

#include "app/features/feature.h"
#include "app/features/session/session.h"

extern const Feature session_feature;

/// The app's session.
Session *session_of(const App *app);

#endif
