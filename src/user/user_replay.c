/* user_replay.c: see user_replay.h. */
#include "user/user_replay.h"

#include <stdio.h>
#include <string.h>

UserMethod *user_replay_script(const Replay *r, const char *name, char *err, size_t cap)
{
    UserFile files[USER_FILES_MAX];
    int n = 0;
    for (int k = 0; k < r->source_count && n < USER_FILES_MAX; k++)
        if (!strcmp(r->sources[k].method, name) && r->sources[k].kind == REPLAY_SOURCE_LUA)
            files[n++] = (UserFile){r->sources[k].file, r->sources[k].text, r->sources[k].len};
    UserMethod *m = user_method_from_files(files, n, err, cap);
    if (m && strcmp(user_method_info(m)->name, name) != 0) {
        snprintf(err, cap, "the recording's method %s declares itself '%.40s'", name, user_method_info(m)->name);
        user_method_free(m);
        return NULL;
    }
    return m;
}

static bool is_plugin(const Replay *r, const char *name)
{
    for (int k = 0; k < r->source_count; k++)
        if (!strcmp(r->sources[k].method, name)) return r->sources[k].kind == REPLAY_SOURCE_PLUGIN;
    return false;
}

bool user_replay_scripts(Replay *r, UserMethod **out, int cap, int *count, bool plugins_ok, char *err, size_t errcap)
{
    *count = 0;
    for (int k = 0; k < r->config.methods.count; k++) {
        if (r->config.methods.at[k]) continue;
        const char *name = r->method_names[k];
        if (is_plugin(r, name)) {
            if (plugins_ok) continue;
            snprintf(err, errcap, "the recording's method %s is a C plugin, which cannot be played here", name);
            return false;
        }
        if (*count >= cap) {
            snprintf(err, errcap, "more methods of the user's than %d", cap);
            return false;
        }
        char why[USER_ERROR_MAX];
        UserMethod *m = user_replay_script(r, name, why, sizeof why);
        if (!m) {
            snprintf(err, errcap, "the recording's method %s: %s", name, why);
            return false;
        }
        out[(*count)++] = m;
        r->config.methods.at[k] = user_method_info(m);
    }
    return true;
}
