/* bench_crowd.c: the crowd's step and drawing costs. Placeholder until the crowd
 * mode lands. */
#include "bench.h"

void bench_crowd(Bench *b)
{
    bench_section(b, "crowd", "crowd: not available in this build yet");
    bench_section_end(b);
}

void bench_render_crowd(Bench *b)
{
    (void)b;
}
