/* loop_web.h: the browser's driver of the window loop (browser build only; docs/web.md). */
#ifndef COLLIDE_LOOP_WEB_H
#define COLLIDE_LOOP_WEB_H

#include "app/app.h"

/// Hand the app to the browser: platform_frame runs once per animation frame, with no
/// blocking loop. Returns to the caller only in the sense emscripten_set_main_loop does:
/// the stack is unwound and the page keeps running; when the app quits, its end is run
/// and the page told (collide_web_exited in web/collide_lib.js).
int loop_web_run(App *app);

#endif
