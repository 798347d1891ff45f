/* link_cmd.c: `collide link FILE.replay [--page URL] [--at TICK]` (docs/formats.md, "Links"): the
 * recording as a link that `collide --replay LINK` and the page open at the same tick
 * with the same hash. The file is checked first (it must parse), then written into the
 * link byte for byte. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/commands.h"
#include "cmd/options.h"
#include "core/base/escape.h"
#include "core/base/file_read.h"
#include "core/replay.h"
#include "link/link.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: collide link FILE.replay [--page URL] [--at TICK]\n"
            "  prints the recording as a link: its text deflated and in base64url in the link's\n"
            "  fragment (#collide=1&r=...), so nothing is uploaded anywhere. --page: the address of\n"
            "  the page that opens it (default: none, the fragment alone, which collide --replay\n"
            "  opens as well); --at: the tick it opens at, paused (default: the recording's end).\n"
            "  A link is at most %d characters: a longer recording says so, and the file goes instead.\n",
            LINK_CHARS_MAX);
}

typedef struct LinkRun {
    const char *file, *page;
    long tick; /* -1: the recording's end */
} LinkRun;

static int read_options(int argc, char **argv, LinkRun *run)
{
    static const struct option options[] = {
        {"page", required_argument, NULL, 'p'},
        {"at", required_argument, NULL, 't'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    static const CliSpec spec = {"collide link", options, false, " (try --help)", usage};
    *run = (LinkRun){NULL, NULL, -1};
    CliArgs args;
    cli_start(&args, &spec, argc, argv);
    for (int c; (c = cli_next(&args)) != CLI_END;) {
        if (c == 'h') return usage(stdout), 0;
        if (c == 'p') run->page = args.value;
        else if (c == 't') {
            if (!cli_long("--at", args.value, 0, 1000000000L, &run->tick)) return EXIT_BAD_INPUT;
        } else return EXIT_BAD_INPUT;
    }
    if (optind >= argc) {
        fprintf(stderr, "collide link: which recording? collide link FILE.replay\n");
        usage(stderr);
        return EXIT_BAD_INPUT;
    }
    run->file = argv[optind++];
    return cli_no_arguments(&args) ? CLI_RUN : EXIT_BAD_INPUT;
}

int cmd_link(int argc, char **argv)
{
    LinkRun run;
    int status = read_options(argc, argv, &run);
    if (status != CLI_RUN) return status;
    char shown[1200];
    escape_str(shown, sizeof shown, run.file);
    char *text;
    size_t len;
    FileRead got = file_read_all(run.file, REPLAY_FILE_MAX, &text, &len);
    if (got != FILE_READ_OK) {
        fprintf(stderr, "collide link: cannot read %s: %s\n", shown, file_read_why(got));
        return EXIT_BAD_INPUT;
    }
    static Replay r;
    ReplayError rerr;
    if (!replay_parse(&r, text, len, run.file, &rerr)) {
        char msg[1400];
        replay_error_format(&rerr, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        free(text);
        return EXIT_BAD_INPUT;
    }
    uint64_t ticks = r.ticks;
    replay_free(&r);
    if (run.tick > (long)ticks) {
        fprintf(stderr, "collide link: --at %ld: %s has %llu ticks\n", run.tick, shown, (unsigned long long)ticks);
        free(text);
        return EXIT_BAD_INPUT;
    }
    LinkView view = LINK_VIEW_NONE;
    if (run.tick >= 0) view.tick = run.tick;
    LinkError err;
    size_t n = 0;
    char *link = link_encode(text, len, run.page, &view, &n, &err);
    free(text);
    if (!link) {
        fprintf(stderr, "collide link: %s: %s\n", shown, err.msg);
        return EXIT_BAD_INPUT;
    }
    printf("%s\n", link);
    free(link);
    return 0;
}
