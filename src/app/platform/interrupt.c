/* interrupt.c: see interrupt.h. The handler only stores the signal's number. */
#define _POSIX_C_SOURCE 200809L
#include "app/platform/interrupt.h"

#include <signal.h>
#include <stdio.h>

#include "core/base/escape.h"

static volatile sig_atomic_t caught;

static void on_signal(int sig)
{
    caught = sig;
}

void interrupt_catch(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

bool interrupt_requested(void)
{
    return caught != 0;
}

int interrupt_report(const char *what)
{
    int sig = caught;
    char line[2048]; /* `what` may name a file */
    escape_format(line, sizeof line, "collide: interrupted by %s: %s", sig == SIGINT ? "SIGINT" : "SIGTERM", what);
    fprintf(stderr, "%s\n", line);
    return 128 + sig;
}
