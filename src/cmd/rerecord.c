/* rerecord.c: `collide rerecord FILE...`: each recording replayed from its input and its
 * checkpoints' hashes written anew, every other byte kept (replay_rehash). For a change
 * that is meant to move the hashes of recordings (make rerecord remakes the shipped and
 * the tests' ones); the file is replaced in one step, or left as it was. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cli_output.h"
#include "cmd/commands.h"
#include "cmd/run_methods.h"
#include "cmd/window_replay.h"
#include "core/base/escape.h"
#include "core/base/file_read.h"
#include "core/base/unnamed_file.h"
#include "exit_status.h"

static bool write_whole(const char *path, const char *text, size_t len)
{
    size_t cap = strlen(path) + UNNAMED_FILE_EXTRA;
    char *tmp = malloc(cap);
    int fd = tmp ? unnamed_file_open(path, tmp, cap) : -1;
    bool ok = fd >= 0;
    for (size_t at = 0; ok && at < len;) {
        ssize_t n = write(fd, text + at, len - at);
        if (n <= 0) ok = false;
        else at += (size_t)n;
    }
    ok = ok && fsync(fd) == 0 && unnamed_file_publish(fd, tmp, path);
    if (!ok && fd >= 0) unnamed_file_discard(tmp);
    if (fd >= 0) close(fd);
    free(tmp);
    return ok;
}

static int rerecord(const char *path)
{
    char shown[1200];
    escape_str(shown, sizeof shown, path);
    char *text;
    size_t len;
    FileRead got = file_read_all(path, REPLAY_FILE_MAX, &text, &len);
    if (got != FILE_READ_OK) {
        fprintf(stderr, "collide rerecord: cannot read %s: %s\n", shown, file_read_why(got));
        return EXIT_BAD_INPUT;
    }
    /* The rewrite is an output: named .replay, a link followed only to a .replay, checked
     * before the replay (cli_output.h); the file a link leads to is replaced, the link kept. */
    char why[1024];
    char *target =
        file_output_ok(path, ".replay", why, sizeof why) ? file_output_target(path, ".replay", why, sizeof why) : NULL;
    if (!target) {
        cli_say(stderr, "collide rerecord: %s", why);
        free(text);
        return EXIT_BAD_INPUT;
    }
    static Replay r;
    ReplayError err;
    if (!replay_parse(&r, text, len, path, &err)) {
        char msg[1400];
        replay_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        free(text);
        free(target);
        return EXIT_BAD_INPUT;
    }
    char *fresh = NULL;
    int changed = 0;
    static RunMethods methods; /* the user methods the recording embeds */
    int status = run_methods_of_replay(&methods, &r, NULL, 0);
    if (status) {
    } else if (!replay_rehash(&r, text, len, &fresh, &changed)) {
        fprintf(stderr, "collide rerecord: %s: its checkpoint lines cannot be rewritten in place\n", shown);
        status = EXIT_BAD_INPUT;
    } else if (changed && !write_whole(target, fresh, len)) {
        fprintf(stderr, "collide rerecord: cannot write %s: %s\n", shown, strerror(errno));
        status = EXIT_BAD_INPUT;
    } else {
        printf("%s: %d checkpoint%s changed\n", shown, changed, changed == 1 ? "" : "s");
    }
    free(fresh);
    free(text);
    free(target);
    replay_free(&r);
    run_methods_free(&methods);
    return status;
}

int cmd_rerecord(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0) {
        FILE *to = argc < 2 ? stderr : stdout;
        fprintf(to, "usage: collide rerecord FILE.replay...\n"
                    "  replays each recording from its input and writes its checkpoints' hashes anew,\n"
                    "  keeping every other byte (header, comments, maps, input); make rerecord runs it\n"
                    "  on the shipped and the tests' recordings\n");
        return argc < 2 ? EXIT_BAD_INPUT : 0;
    }
    int status = 0;
    for (int k = 1; k < argc; k++) {
        int s = rerecord(argv[k]);
        if (s > status) status = s;
    }
    return status;
}
