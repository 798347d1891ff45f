/* stamped_path.c: see stamped_path.h. */
#define _POSIX_C_SOURCE 200809L
#include "app/base/stamped_path.h"

#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void full_path(char *buf, size_t cap, const char *path)
{
    char cwd[1024];
    if (path[0] == '/' || !getcwd(cwd, sizeof cwd)) snprintf(buf, cap, "%s", path);
    else snprintf(buf, cap, "%s%s%s", cwd, cwd[1] ? "/" : "", path);
}

void stamped_path(char *buf, size_t cap, const char *folder, uint64_t tick, const char *ext)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    mkdir(folder, 0777);
    char name[1200];
    snprintf(name, sizeof name, "%s/collide-%04d%02d%02d-%02d%02d%02d-%llu.%s", folder, tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (unsigned long long)tick, ext);
    full_path(buf, cap, name);
}
