/* window_replay.c: the window command's --replay FILE: loading it, and --verify, which
 * replays it without a window and says whether every checkpoint matched. */
#include "cmd/window_replay.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "app/platform/interrupt.h"
#include "cmd/cli_output.h"
#include "exit_status.h"
#include "core/version.h"

int window_replay_load(Replay *out, const char *path, RunMethods *methods, const char *const *plugins,
                       int plugin_count)
{
    ReplayError err;
    if (!replay_load(out, path, &err)) {
        char msg[1400];
        replay_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        return EXIT_BAD_INPUT;
    }
    int status = run_methods_of_replay(methods, out, plugins, plugin_count);
    if (status) {
        run_methods_free(methods);
        replay_free(out);
    }
    return status;
}

int window_replay_verify(const char *path, const char *const *plugins, int plugin_count)
{
    static Replay r; /* large (it holds a map) */
    static RunMethods methods;
    int loaded = window_replay_load(&r, path, &methods, plugins, plugin_count);
    if (loaded) return loaded;
    ReplayVerdict v;
    interrupt_catch();
    if (!replay_verify_until(&r, &v, interrupt_requested)) {
        cli_say(stderr, "collide: out of memory replaying %s", path);
        replay_free(&r);
        return EXIT_BAD_INPUT;
    }
    if (strcmp(r.program, COLLIDE_VERSION) != 0)
        cli_say(stderr, "collide: note: %s was recorded by collide %s; this is %s", path, r.program, COLLIDE_VERSION);
    int status = 0;
    if (v.interrupted) {
        char what[1200];
        snprintf(what, sizeof what, "%s checked up to tick %llu, not to its end", path, (unsigned long long)v.ticks);
        status = interrupt_report(what);
    } else if (v.diverged) {
        cli_say(stderr, "collide: %s: diverged at tick %llu: expected %016llx, got %016llx", path,
                (unsigned long long)v.tick, (unsigned long long)v.expected, (unsigned long long)v.got);
        status = EXIT_CHECK_FAILED;
    } else if (v.checkpoints == 0) {
        cli_say(stderr, "collide: %s: %llu ticks replayed but the recording holds no checkpoint: nothing was checked",
                path, (unsigned long long)v.ticks);
        status = EXIT_CHECK_FAILED;
    } else {
        cli_say(stdout, "%s: %llu ticks replayed, %d checkpoints match, final hash %016llx", path,
                (unsigned long long)v.ticks, v.checks, (unsigned long long)v.final_hash);
        if (r.cut)
            cli_say(stderr,
                    "collide: note: %s ends mid-line (cut off while recording); replayed up to its last whole tick",
                    path);
        else if (!r.ended)
            cli_say(stderr, "collide: note: %s has no 'end' line (recording was not stopped cleanly)", path);
    }
    replay_free(&r);
    run_methods_free(&methods);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_say(stderr, "collide: cannot write the verdict on %s: %s", path, strerror(errno));
        return EXIT_BAD_INPUT;
    }
    return status;
}
