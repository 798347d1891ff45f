/* summary.c: the headless run's JSON line (see summary.h). */
#include "app/summary.h"

#include "core/base/json.h"
#include "core/resolver.h"

bool summary_print(const World *w, FILE *out)
{
    const Body *p = world_player(w);
    fprintf(out, "{\"tick\":%llu,\"hash\":\"%016llx\",\"mode\":\"%s\",\"map\":", (unsigned long long)w->tick,
            (unsigned long long)world_hash(w), w->mode == MODE_TILES ? "tiles" : "crowd");
    json_write_string(out, w->map.name);
    fprintf(out, ",\"resolver\":\"%s\",\"x\":%.9g,\"y\":%.9g,\"speed\":%.9g,\"w\":%.9g,\"h\":%.9g",
            world_method(w, w->resolver)->name, (double)p->x, (double)p->y, (double)world_speed(w), (double)p->w,
            (double)p->h);
    if (w->mode == MODE_CROWD) {
        const Crowd *c = &w->crowd;
        fprintf(out,
                ",\"crowd\":{\"count\":%d,\"formation\":\"%s\",\"collisions\":%llu,\"red\":%d,\"arrived\":%d,"
                "\"avoid\":\"%s\",\"broadphase\":\"%s\"}",
                c->count, crowd_formation_name(c->formation), (unsigned long long)c->collisions, c->red, c->arrived,
                c->avoid ? "on" : "off", c->broadphase == CROWD_GRID ? "grid" : "naive");
    }
    fprintf(out, "}\n");
    return fflush(out) == 0 && !ferror(out);
}
