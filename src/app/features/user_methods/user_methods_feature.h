/* user_methods_feature.h: the user's own methods in the window (--method FILE): a saved
 * change to a script reloads within half a second (F6 at once), a broken save keeps
 * the last good version running and shows its error until it is fixed, and the active
 * method's last error is shown on the bottom line (docs/your-method.md). */
#ifndef COLLIDE_USER_METHODS_FEATURE_H
#define COLLIDE_USER_METHODS_FEATURE_H

#include "app/features/feature.h"

#define USER_RELOAD_POLL_FRAMES 15 /* frames between looks at the files: a save shows within half a second */

extern const Feature user_methods_feature;

/// Reload every user method from its files now, as F6 does; false when one fails, with its
/// "FILE:LINE: message" in msg (the last good version runs on). The page's script editor.
bool user_methods_reload_now(App *app, Message *msg);

#endif
