/* stamped_path.c: see stamped_path.h. */
#define _POSIX_C_SOURCE 200809L
#include "app/base/stamped_path.h"

#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void full_path(char *buf, size_t cap, const char *path)
{
    char cwd[4096];
    if (path[0] == '/' || !getcwd(cwd, sizeof cwd)) snprintf(buf, cap, "%s", path);
    else snprintf(buf, cap, "%s%s%s", cwd, cwd[1] ? "/" : "", path);
}

#define STAMPED_TRIES 1000 /* names tried: -2, -3... after the stamp */

void stamped_path(char *buf, size_t cap, const char *folder, uint64_t tick, const char *ext)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    mkdir(folder, 0777);
    struct stat st;
    char name[4096];
    for (int k = 1; k <= STAMPED_TRIES; k++) {
        char again[16] = "";
        if (k > 1) snprintf(again, sizeof again, "-%d", k);
        snprintf(name, sizeof name, "%s/collide-%04d%02d%02d-%02d%02d%02d-%llu%s.%s", folder, tm.tm_year + 1900,
                 tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (unsigned long long)tick, again, ext);
        if (lstat(name, &st) != 0) break; /* a name no file has: nothing is replaced */
    }
    full_path(buf, cap, name);
}
