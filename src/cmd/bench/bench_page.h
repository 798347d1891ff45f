/* bench_page.h: the page's frame time, as the browser test last measured it on this
 * machine (make test-web writes build/web-test/frame-time.txt). */
#ifndef COLLIDE_BENCH_PAGE_H
#define COLLIDE_BENCH_PAGE_H

#include "cmd/bench/bench_report.h"

/// The page section: each shipped map's mean and worst frame with a script method in the
/// ghost view, read from `path`; the worst map's mean judged. Not measured when the file
/// is not there (the table says how to make it).
void bench_page(Bench *b, const char *path);

#endif
