/* stamped_path.c: see stamped_path.h. */
#define _POSIX_C_SOURCE 200809L
#include "app/base/stamped_path.h"

#include <stdio.h>
#include <sys/stat.h>
#include <time.h>

#define STAMPED_TRIES 1000 /* names tried: -2, -3... after the stamp */

void stamped_path(char *buf, size_t cap, const char *folder, uint64_t tick, const char *ext)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    mkdir(folder, 0777);
    struct stat st;
    for (int k = 1; k <= STAMPED_TRIES; k++) {
        char again[16] = "";
        if (k > 1) snprintf(again, sizeof again, "-%d", k);
        snprintf(buf, cap, "%s/collide-%04d%02d%02d-%02d%02d%02d-%llu%s.%s", folder, tm.tm_year + 1900, tm.tm_mon + 1,
                 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (unsigned long long)tick, again, ext);
        if (lstat(buf, &st) != 0) return; /* a name no file has: nothing is replaced */
    }
}
