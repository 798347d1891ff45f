/* plugin.c: a C plugin as a method. The plugin's move gets a view of the map whose
 * functions read the move's own map, and a trace that draws into the move's overlays; what
 * it returns is checked as a script's is. Native code runs unguarded: a plugin that
 * crashes or loops takes collide with it (docs/your-method.md says so). */
#define _POSIX_C_SOURCE 200809L
#include "user/plugin.h"

#include <collide/method.h>
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/file_read.h"
#include "core/base/hash.h"
#include "user/user_limits.h"

struct PluginMethod {
    void *handle;
    const CollideMethod *method;
    char file[64];
    char name[24], short_name[9], title[40], how[160], weakness[160];
    uint64_t digest;
    char error[USER_ERROR_MAX];
    bool failed;
};

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Open a private copy of the bytes: dlopen of a path it has seen returns the old library. */
static void *open_copy(const char *text, size_t len, char *err, size_t cap, const char *shown)
{
    const char *dir = getenv("TMPDIR");
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s/collide-plugin-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, cap, "%s: cannot make a private copy in %s", shown, dir && *dir ? dir : "/tmp");
        return NULL;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, text + done, len - done);
        if (n <= 0) break;
        done += (size_t)n;
    }
    close(fd);
    void *h = done == len ? dlopen(tmp, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (!h) {
        const char *why = done == len ? dlerror() : "cannot write its private copy";
        /* dlerror names the copy; the user knows the file by its own name. */
        const char *colon = why ? strstr(why, ": ") : NULL;
        snprintf(err, cap, "%s: not a plugin collide can load: %s", shown, colon ? colon + 2 : why ? why : "?");
    }
    unlink(tmp);
    return h;
}

static bool text_ok(const char *s, size_t max)
{
    return s && s[0] && strlen(s) <= max && !strpbrk(s, "\n\r\t");
}

static const char *check(const CollideMethod *m)
{
    if (m->abi != COLLIDE_METHOD_ABI) return "it was built against another version of collide/method.h";
    if (!text_ok(m->name, 23)) return "its name is missing or longer than 23 characters";
    for (const char *c = m->name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return "its name is not lower-case letters, digits and -";
    if (!(m->name[0] >= 'a' && m->name[0] <= 'z')) return "its name does not start with a letter";
    if (resolver_find(m->name) >= 0) return "its name is a built-in method's";
    if (!text_ok(m->title, 39)) return "its title is missing or longer than 39 characters";
    if (!text_ok(m->short_name, 8)) return "its short name is missing or longer than 8 characters";
    if (!text_ok(m->how, 159) || !text_ok(m->weakness, 159)) return "its how or weakness is missing or not one line";
    if (m->model != COLLIDE_POINT && m->model != COLLIDE_BOX && m->model != COLLIDE_CIRCLE)
        return "its model is unknown";
    if (!(m->size_tiles >= 0.0f && m->size_tiles <= 16.0f)) return "its size is not 0 to 16 tiles";
    if (!m->move) return "it has no move function";
    return NULL;
}

PluginMethod *plugin_load(const char *path, char *err, size_t err_cap)
{
#if defined(__EMSCRIPTEN__)
    snprintf(err, err_cap, "%s: C plugins load in the native program only (a script works in the page)", path);
    return NULL;
#endif
    char *text;
    size_t len;
    FileRead r = file_read_all(path, USER_PLUGIN_MAX, &text, &len);
    if (r != FILE_READ_OK) {
        snprintf(err, err_cap, "%s: cannot be read: %s", path, file_read_why(r));
        return NULL;
    }
    PluginMethod *p = calloc(1, sizeof *p);
    if (!p) {
        free(text);
        snprintf(err, err_cap, "%s: out of memory", path);
        return NULL;
    }
    p->digest = hash_bytes(HASH_INIT, text, len);
    p->handle = open_copy(text, len, err, err_cap, path);
    free(text);
    if (!p->handle) {
        free(p);
        return NULL;
    }
    const CollideMethod *(*entry)(void);
    void *sym = dlsym(p->handle, "collide_method");
    memcpy(&entry, &sym, sizeof entry); /* a function from a data pointer, as POSIX allows */
    const CollideMethod *m = sym ? entry() : NULL;
    const char *why = !sym ? "it exports no collide_method()" : !m ? "collide_method() returned NULL" : check(m);
    if (why) {
        snprintf(err, err_cap, "%s: not a method: %s (include/collide/method.h)", path, why);
        plugin_free(p);
        return NULL;
    }
    p->method = m;
    snprintf(p->file, sizeof p->file, "%s", base_name(path));
    snprintf(p->name, sizeof p->name, "%s", m->name);
    snprintf(p->short_name, sizeof p->short_name, "%s", m->short_name);
    snprintf(p->title, sizeof p->title, "%s", m->title);
    snprintf(p->how, sizeof p->how, "%s", m->how);
    snprintf(p->weakness, sizeof p->weakness, "%s", m->weakness);
    return p;
}

void plugin_free(PluginMethod *p)
{
    if (!p) return;
    if (p->handle) dlclose(p->handle);
    free(p);
}

uint64_t plugin_digest(const PluginMethod *p)
{
    return p->digest;
}

/* The map view's functions: impl is the move's Map. */
static unsigned view_cell(const CollideMap *v, int i, int j)
{
    return map_cell(v->impl, i, j);
}

static int view_solid_at(const CollideMap *v, float x, float y)
{
    return map_is_wall_at(v->impl, x, y);
}

static int view_box_solid(const CollideMap *v, float x, float y, float w, float h, int *ci, int *cj)
{
    const Map *map = v->impl;
    if (!isfinite(x) || !isfinite(y) || !(w >= 0.0f) || !(h >= 0.0f) || !isfinite(w) || !isfinite(h)) return 0;
    double t = map->tile;
    double x0 = floor((x - w / 2.0) / t), y0 = floor((y - h / 2.0) / t);
    double x1 = fmax(ceil((x + w / 2.0) / t) - 1, x0), y1 = fmax(ceil((y + h / 2.0) / t) - 1, y0);
    int i0 = (int)fmax(x0, -1), i1 = (int)fmin(x1, map->w), j0 = (int)fmax(y0, -1), j1 = (int)fmin(y1, map->h);
    for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
            if (map_cell(map, i, j) == SIDE_ALL) {
                if (ci) *ci = i;
                if (cj) *cj = j;
                return 1;
            }
    return 0;
}

static void view_shape(const CollideTrace *t, CollideTraceKind kind, float x0, float y0, float x1, float y1)
{
    if ((int)kind >= 0 && (int)kind < TRACE_KIND_COUNT) trace_shape(t->impl, (TraceKind)kind, x0, y0, x1, y1);
}

static void view_label(const CollideTrace *t, float x, float y, const char *text)
{
    trace_label(t->impl, x, y, "%s", text ? text : "");
}

static void view_note(const CollideTrace *t, const char *text)
{
    trace_note(t->impl, "%s", text ? text : "");
}

static void plugin_move(const ResolveCtx *ctx, Body *body, float dx, float dy, MoveInfo *info, Trace *trace)
{
    PluginMethod *p = ctx->state;
    const Map *map = ctx->map;
    CollideMover movers[MAP_MAX_MOVERS];
    int n = ctx->movers ? ctx->mover_count : 0;
    if (n > MAP_MAX_MOVERS) n = MAP_MAX_MOVERS;
    for (int k = 0; k < n; k++) {
        const MoverState *s = &ctx->movers[k];
        movers[k] = (CollideMover){s->x0, s->y0, s->x1, s->y1, s->w, s->h};
    }
    CollideMap view = {map->w, map->h, map->tile, n, movers, view_cell, view_solid_at, view_box_solid, map};
    CollideTrace tv = {view_shape, view_label, view_note, trace};
    CollideBody b = {body->x, body->y, body->w, body->h};
    CollideResult out = {body->x, body->y, -1.0f, 0, 0, 0, 0.0f, 0.0f, NULL};
    p->method->move(&b, dx, dy, &view, trace ? &tv : NULL, &out);
    float w = (float)(map->w * map->tile), h = (float)(map->h * map->tile);
    p->failed = true;
    if (out.error) snprintf(p->error, sizeof p->error, "%s: move() refused: %.120s", p->file, out.error);
    else if (!isfinite(out.x) || !isfinite(out.y))
        snprintf(p->error, sizeof p->error, "%s: move() returned x = %g, y = %g: not a finite position", p->file,
                 (double)out.x, (double)out.y);
    else if (!(out.x >= 0.0f && out.y >= 0.0f && out.x <= w && out.y <= h))
        snprintf(p->error, sizeof p->error, "%s: move() returned (%.9g, %.9g), outside the map (0 to %g, 0 to %g px)",
                 p->file, (double)out.x, (double)out.y, (double)w, (double)h);
    else p->failed = false;
    if (p->failed) {
        if (info) *info = (MoveInfo){0.0f, 0, 0};
        trace_note(trace, "%s", p->error);
        return;
    }
    float t = out.t;
    if (!(t >= 0.0f && t <= 1.0f)) {
        double len2 = (double)dx * dx + (double)dy * dy;
        double along = len2 > 0 ? ((out.x - body->x) * (double)dx + (out.y - body->y) * (double)dy) / len2 : 1.0;
        t = (float)(along < 0 ? 0 : along > 1 ? 1 : along);
    }
    if (trace && out.has_normal) {
        float half = 0.5f * (float)map->tile;
        trace_shape(trace, TRACE_NORMAL, out.x, out.y, out.x + out.nx * half, out.y + out.ny * half);
    }
    body->x = out.x;
    body->y = out.y;
    if (info) *info = (MoveInfo){t, out.hits, out.flags};
}

static const char *plugin_error(const void *state)
{
    const PluginMethod *p = state;
    return p->failed ? p->error : NULL;
}

ResolverInfo plugin_info(PluginMethod *p)
{
    const CollideMethod *m = p->method;
    return (ResolverInfo){.name = p->name,
                          .short_name = p->short_name,
                          .title = p->title,
                          .seed = p->file,
                          .model = m->model == COLLIDE_POINT    ? BODY_POINT
                                   : m->model == COLLIDE_CIRCLE ? BODY_CIRCLE
                                                                : BODY_BOX,
                          .size_tiles = m->model == COLLIDE_POINT ? 0.0f : m->size_tiles,
                          .how = p->how,
                          .weakness = p->weakness,
                          .colour = {m->colour[0], m->colour[1], m->colour[2]},
                          .resolve = plugin_move,
                          .state = p,
                          .error = plugin_error};
}
