/* map_list.c: the browser's list of maps (see map_list.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/base/map_list.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/assets.h"
#include "core/base/file_read.h"

static bool is_map_file(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && n < MAP_LIST_FILE_MAX && strcmp(name + n - 4, ".map") == 0 && name[0] != '.';
}

int map_list_find(const MapList *list, const char *file)
{
    for (int k = 0; k < list->count; k++)
        if (strcmp(list->entries[k].file, file) == 0) return k;
    return -1;
}

static int by_file(const void *a, const void *b)
{
    return strcmp(((const MapListEntry *)a)->file, ((const MapListEntry *)b)->file);
}

/* What a row says after the name: the lesson's first line, else the suggestion. */
static void summarise(MapListEntry *e, const Map *m)
{
    if (m->name[0]) snprintf(e->title, sizeof e->title, "%s", m->name);
    if (m->lesson.lines > 0) snprintf(e->summary, sizeof e->summary, "%s", m->lesson.line[0]);
    else if (m->lesson.resolver[0] && m->lesson.speed > 0)
        snprintf(e->summary, sizeof e->summary, "suggests %s at %g px/tick", m->lesson.resolver,
                 (double)m->lesson.speed);
    else if (m->lesson.resolver[0]) snprintf(e->summary, sizeof e->summary, "suggests %s", m->lesson.resolver);
    else e->summary[0] = '\0';
}

/* A big map's head, the lines before its grid (movers left out: they need the grid),
 * with a one-cell grid after it: what a row shows (the name, the lesson, the
 * suggestion) parses without the rest. False when the head has no grid line. */
static char *head_only(const char *text, size_t len, size_t *out_len)
{
    char *out = malloc(len + 16);
    size_t n = 0;
    for (size_t at = 0; out && at < len;) {
        size_t end = at;
        while (end < len && text[end] != '\n') end++;
        if (end == len) break; /* a line the peek cut short */
        size_t word = at;
        while (word < end && (text[word] == ' ' || text[word] == '\t')) word++;
        bool grid = end - word >= 4 && strncmp(text + word, "grid", 4) == 0 &&
                    (end - word == 4 || text[word + 4] == ' ' || text[word + 4] == '\t' || text[word + 4] == '\r');
        if (grid) {
            memcpy(out + n, "grid\nP\nend\n", 11);
            *out_len = n + 11;
            return out;
        }
        if (!(end - word >= 6 && strncmp(text + word, "mover ", 6) == 0)) {
            memcpy(out + n, text + at, end - at + 1); /* blank and comment lines too: the line numbers stay */
            n += end - at + 1;
        } else {
            out[n++] = '\n';
        }
        at = end + 1;
    }
    free(out);
    return NULL;
}

/* A disk map read for its row: a small one whole (so a broken one says so), a big one
 * only as far as its grid, within MAP_LIST_PEEK bytes: a folder of links to one huge map
 * lists as fast as a folder of small ones. */
static bool peek(const MapListEntry *e, Map *m, MapError *err)
{
    char *text, *head;
    size_t len, head_len;
    bool whole;
    FileRead got = file_read_head(e->path, MAP_LIST_PEEK, &text, &len, &whole);
    if (got != FILE_READ_OK) {
        snprintf(err->msg, sizeof err->msg, "%s", file_read_why(got));
        err->line = err->col = 0;
        return false;
    }
    bool ok = true;
    if (whole) ok = map_parse(m, text, len, e->path, err);
    else if ((head = head_only(text, len, &head_len))) ok = map_parse(m, head, head_len, e->path, err), free(head);
    free(text);
    return ok;
}

/* Fill the title and summary of entry k from its text. */
static void describe(MapList *list, int k)
{
    Map m = {0};
    MapError err;
    MapListEntry *e = &list->entries[k];
    size_t stem = strlen(e->file) - 4; /* the file name without .map */
    if (stem >= sizeof e->title) stem = sizeof e->title - 1;
    memcpy(e->title, e->file, stem);
    e->title[stem] = '\0';
    e->broken = e->on_disk ? !peek(e, &m, &err) : !map_list_load(list, k, &m, &err);
    if (!e->broken) summarise(e, &m);
    else if (err.line) snprintf(e->summary, sizeof e->summary, "does not load: line %d: %.120s", err.line, err.msg);
    else snprintf(e->summary, sizeof e->summary, "does not load: %.120s", err.msg);
    map_free(&m);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Room for one more entry; NULL when the list is full or memory ran out. */
static MapListEntry *new_entry(MapList *list)
{
    if (list->count == MAP_LIST_MAX) return NULL;
    if (list->count == list->cap) {
        int cap = list->cap ? 2 * list->cap : 64;
        if (cap > MAP_LIST_MAX) cap = MAP_LIST_MAX;
        MapListEntry *more = realloc(list->entries, (size_t)cap * sizeof *more);
        if (!more) return NULL;
        list->entries = more, list->cap = cap;
    }
    MapListEntry *e = &list->entries[list->count++];
    memset(e, 0, sizeof *e);
    return e;
}

/* The folder's .map file names, every one (up to MAP_LIST_DISK_MAX), sorted: readdir's
 * order is the file system's, so all are read before any is kept. */
static char **disk_names(const char *dir, int *count)
{
    *count = 0;
    DIR *d = opendir(dir);
    if (!d) return NULL;
    char **names = NULL;
    int n = 0, cap = 0;
    for (struct dirent *de; (de = readdir(d)) != NULL && n < MAP_LIST_DISK_MAX;) {
        if (!is_map_file(de->d_name)) continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 256;
            char **more = realloc(names, (size_t)cap * sizeof *more);
            if (!more) break;
            names = more;
        }
        if (!(names[n] = malloc(strlen(de->d_name) + 1))) break;
        strcpy(names[n++], de->d_name);
    }
    closedir(d);
    if (n > 0) qsort(names, (size_t)n, sizeof *names, by_name);
    *count = n;
    return names;
}

/* The folder's .map files, by name: a shipped map's file replaces it, others are added
 * while there is room (so a crowded folder keeps its first names). */
static void add_disk(MapList *list, const char *dir)
{
    int n;
    char **names = disk_names(dir, &n);
    snprintf(list->dir, sizeof list->dir, "%s", dir);
    /* The shipped entries, sorted, to find the ones a file replaces. */
    int shipped = list->count;
    for (int i = 0; i < n; i++) {
        if (strlen(dir) + 1 + strlen(names[i]) >= MAP_LIST_PATH_MAX) { /* a cut path names another file */
            free(names[i]);
            continue;
        }
        int k = -1;
        for (int s = 0; s < shipped && k < 0; s++)
            if (strcmp(list->entries[s].file, names[i]) == 0) k = s;
        MapListEntry *e = k >= 0 ? &list->entries[k] : new_entry(list);
        if (e) {
            if (k < 0) {
                snprintf(e->file, sizeof e->file, "%s", names[i]);
                e->shipped = -1;
            }
            e->on_disk = true;
            snprintf(e->path, sizeof e->path, "%s/%s", dir, names[i]);
        }
        free(names[i]);
    }
    free(names);
}

void map_list_build(MapList *list, const char *dir)
{
    list->count = 0;
    list->dir[0] = '\0';
    for (size_t s = 0; s < asset_maps_count; s++) {
        MapListEntry *e = new_entry(list);
        if (!e) break;
        snprintf(e->file, sizeof e->file, "%s", asset_maps[s].name);
        e->shipped = (int)s;
    }
    if (dir) add_disk(list, dir);
    if (list->count > 0) qsort(list->entries, (size_t)list->count, sizeof list->entries[0], by_file);
    for (int k = 0; k < list->count; k++) describe(list, k);
}

void map_list_free(MapList *list)
{
    free(list->entries);
    list->entries = NULL;
    list->count = list->cap = 0;
}

void map_list_folder(const char *map_path, char *out, size_t cap)
{
    const char *slash = map_path ? strrchr(map_path, '/') : NULL;
    if (slash && (size_t)(slash - map_path) >= cap) out[0] = '\0'; /* no folder rather than another one */
    else if (!map_path) snprintf(out, cap, "maps");
    else if (!slash) snprintf(out, cap, ".");
    else snprintf(out, cap, "%.*s", slash == map_path ? 1 : (int)(slash - map_path), map_path);
}

bool map_list_load(const MapList *list, int k, Map *out, MapError *err)
{
    if (k < 0 || k >= list->count) {
        snprintf(err->file, sizeof err->file, "map list");
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "no such entry");
        return false;
    }
    const MapListEntry *e = &list->entries[k];
    if (e->on_disk) return map_load(out, e->path, err);
    const AssetFile *a = &asset_maps[e->shipped];
    return map_parse(out, (const char *)a->data, a->len, a->name, err);
}
