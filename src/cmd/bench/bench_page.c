/* bench_page.c: see bench_page.h. The bench cannot drive a browser itself; the figures are
 * the browser test's on this machine, and the table says when that test ran. */
#define _POSIX_C_SOURCE 200809L
#include "cmd/bench/bench_page.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cmd/bench/bench_targets.h"

#define PAGE_NAME_MAX 32

void bench_page(Bench *b, const char *path)
{
    char line[256], json[256], when[32] = "?";
    struct stat st;
    FILE *f = fopen(path, "r");
    if (f && fstat(fileno(f), &st) == 0) {
        struct tm tm;
        if (gmtime_r(&st.st_mtime, &tm)) strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
    }
    snprintf(line, sizeof line, "the page, script in the ghost view (test-web of %s)   mean ms  worst ms   over", when);
    bench_section(b, "page", line);
    if (!f) {
        bench_row(b, "  not measured here yet: make test-web writes build/web-test/frame-time.txt",
                  "\"measured\":false");
        bench_section_end(b);
        return;
    }
    double worst_mean = -1.0;
    char text[256];
    while (fgets(text, sizeof text, f)) {
        char name[PAGE_NAME_MAX];
        double mean, worst;
        int over, of;
        if (text[0] == '#' || sscanf(text, "%31s %lf %lf %d %d", name, &mean, &worst, &over, &of) != 5) continue;
        snprintf(line, sizeof line, "  %-48s %8.2f %9.1f %3d/%d", name, mean, worst, over, of);
        snprintf(json, sizeof json, "\"map\":\"%s\",\"mean_ms\":%.3f,\"worst_ms\":%.3f,\"over\":%d,\"of\":%d", name, mean,
                 worst, over, of);
        bench_row(b, line, json);
        if (mean > worst_mean) worst_mean = mean;
    }
    fclose(f);
    if (worst_mean >= 0.0) bench_target_record(TARGET_PAGE_FRAME, worst_mean);
    bench_section_end(b);
}
