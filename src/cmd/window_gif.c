/* window_gif.c: `collide --replay FILE --gif OUT.gif [--from T] [--to T] [--gif-width W]`:
 * the recording rendered headless into an animated GIF (docs/gif.md), one line said
 * on success. */
#include <stdio.h>

#include "app/platform/interrupt.h"
#include "cmd/cli_output.h"
#include "cmd/gif_replay.h"
#include "cmd/window_replay.h"
#include "cmd/window_gif.h"
#include "exit_status.h"

int window_gif_run(const char *replay_path, GifOptions *gif, float ui_scale, const char *const *plugins,
                   int plugin_count)
{
    static Replay rec; /* large: it holds a map */
    static RunMethods methods;
    int loaded = window_replay_load(&rec, replay_path, &methods, plugins, plugin_count);
    if (loaded) return loaded;
    gif->ui_scale = ui_scale;
    /* Before the headless SDL starts, which would otherwise take SIGINT and SIGTERM for
     * a quit event that no loop reads. */
    interrupt_catch();
    gif->stop = interrupt_requested;
    GifReport rep = {0};
    char err[1200];
    int status = gif_replay_write(&rec, gif, &rep, err, sizeof err);
    if (rep.stopped) status = interrupt_report("the GIF was not written");
    else if (status != 0) cli_say(stderr, "collide: %s", err);
    else
        cli_say(stdout, "%s: %d frames, %dx%d, ticks %ld to %ld, %ld bytes", gif->path, rep.frames, rep.w, rep.h,
                rep.from, rep.to, rep.bytes);
    replay_free(&rec);
    run_methods_free(&methods);
    return status;
}
