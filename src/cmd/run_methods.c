/* run_methods.c: see run_methods.h. */
#include "cmd/run_methods.h"

#include <stdio.h>
#include <string.h>

#include "cmd/cli_output.h"
#include "cmd/options.h"
#include "user/user_replay.h"
#include "exit_status.h"

void run_methods_start(RunMethods *rm)
{
    memset(rm, 0, sizeof *rm);
    rm->set = method_set_builtin();
}

static bool keep(RunMethods *rm, UserMethod *m, const char *who)
{
    char why[160];
    if (rm->user_count >= RUN_METHODS_USER_MAX || !method_set_add(&rm->set, user_method_info(m), why, sizeof why)) {
        if (rm->user_count >= RUN_METHODS_USER_MAX)
            snprintf(why, sizeof why, "at most %d methods of your own", RUN_METHODS_USER_MAX);
        fprintf(stderr, "%s: %s: %s\n", who, cli_shown(user_method_path(m)), why);
        user_method_free(m);
        return false;
    }
    rm->user[rm->user_count++] = m;
    return true;
}

bool run_methods_load(RunMethods *rm, const char *who, const char *path)
{
    char err[USER_ERROR_MAX];
    UserMethod *m = user_method_load(path, err, sizeof err);
    if (!m) {
        cli_say(stderr, "%s", err);
        return false;
    }
    return keep(rm, m, who);
}

/* A plugin of the recording's: one of this run's --method files of that name, else the
 * file the recording names. */
static UserMethod *plugin_of(const ReplaySource *s, const char *const *plugins, int count, char *err, size_t cap)
{
    for (int k = 0; k < count; k++) {
        UserMethod *m = user_method_load(plugins[k], err, cap);
        if (m && !strcmp(user_method_info(m)->name, s->method)) return m;
        user_method_free(m);
    }
    UserMethod *m = user_method_load(s->file, err, cap);
    if (!m) snprintf(err, cap, "the recording's method %s is the plugin %s, which cannot be loaded here (give it with "
                               "--method FILE.so)", s->method, s->file);
    else if (strcmp(user_method_info(m)->name, s->method) != 0) {
        snprintf(err, cap, "%s is the plugin '%.40s', not the recording's %s", s->file, user_method_info(m)->name,
                 s->method);
        user_method_free(m);
        m = NULL;
    }
    return m;
}

int run_methods_of_replay(RunMethods *rm, Replay *r, const char *const *plugins, int plugin_count)
{
    memset(rm, 0, sizeof *rm);
    char err[USER_ERROR_MAX + 64];
    bool scripts = user_replay_scripts(r, rm->user, RUN_METHODS_USER_MAX, &rm->user_count, true, err, sizeof err);
    if (!scripts) {
        cli_say(stderr, "collide: %s", err);
        return EXIT_BAD_INPUT;
    }
    for (int k = 0; k < r->config.methods.count; k++) {
        if (r->config.methods.at[k]) continue; /* a plugin's: the scripts are made */
        const ReplaySource *src = NULL;
        for (int s = 0; s < r->source_count && !src; s++)
            if (!strcmp(r->sources[s].method, r->method_names[k])) src = &r->sources[s];
        UserMethod *m = plugin_of(src, plugins, plugin_count, err, sizeof err);
        if (!m) {
            cli_say(stderr, "collide: %s", err);
            return EXIT_BAD_INPUT;
        }
        rm->user[rm->user_count++] = m;
        if (user_method_digest(m) != src->digest) {
            fprintf(stderr,
                    "collide: the plugin %s is not the one the recording was made with (content hash %016llx, "
                    "recorded %016llx): its answers may differ\n",
                    cli_shown(user_method_path(m)), (unsigned long long)user_method_digest(m),
                    (unsigned long long)src->digest);
            return EXIT_CHECK_FAILED;
        }
        r->config.methods.at[k] = user_method_info(m);
    }
    rm->set = r->config.methods;
    return 0;
}

bool run_methods_to_replay(const RunMethods *rm, Replay *log)
{
    for (int k = 0; k < rm->user_count; k++) {
        const UserMethod *m = rm->user[k];
        ReplaySource s = {.kind = user_method_kind(m) == USER_PLUGIN ? REPLAY_SOURCE_PLUGIN : REPLAY_SOURCE_LUA};
        snprintf(s.method, sizeof s.method, "%s", user_method_info(m)->name);
        if (s.kind == REPLAY_SOURCE_PLUGIN) {
            /* The path as given, or its last part when that would not fit a recording's line. */
            const char *path = user_method_path(m), *base = strrchr(path, '/');
            snprintf(s.file, sizeof s.file, "%s", strlen(path) < sizeof s.file ? path : base ? base + 1 : path);
            s.digest = user_method_digest(m);
            if (!replay_add_source(log, &s)) return false;
            continue;
        }
        for (int f = 0; f < user_method_file_count(m); f++) {
            UserFile file = user_method_file(m, f);
            snprintf(s.file, sizeof s.file, "%s", file.name);
            s.text = (char *)file.text;
            s.len = file.len;
            if (!replay_add_source(log, &s)) return false;
        }
    }
    return true;
}

void run_methods_free(RunMethods *rm)
{
    for (int k = 0; k < rm->user_count; k++) user_method_free(rm->user[k]);
    rm->user_count = 0;
}
