/* map_source.c: the text a map was loaded from, and saving through it (see map_source.h). */
#include "app/base/map_source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/assets.h"

/* map_format's text of `m`, malloc'ed (NULL when memory runs out). */
static char *formatted(const Map *m, size_t *len)
{
    *len = map_format(m, NULL, 0);
    char *buf = malloc(*len + 1);
    if (buf) map_format(m, buf, *len + 1);
    return buf;
}

/* Do the two maps hold the same content? Every field map_format writes, compared
 * field by field: formatting both would cost twice a big map's text. */
static bool same_map(const Map *a, const Map *b)
{
    const MapLesson *la = &a->lesson, *lb = &b->lesson;
    if (strcmp(a->name, b->name) != 0 || a->tile != b->tile || a->w != b->w || a->h != b->h ||
        a->spawn_x != b->spawn_x || a->spawn_y != b->spawn_y || a->spawn_offset != b->spawn_offset ||
        a->spawn_dx != b->spawn_dx || a->spawn_dy != b->spawn_dy || a->mover_count != b->mover_count ||
        memcmp(a->movers, b->movers, sizeof a->movers[0] * (size_t)a->mover_count) != 0 || la->lines != lb->lines ||
        strcmp(la->resolver, lb->resolver) != 0 || la->speed != lb->speed)
        return false;
    for (int k = 0; k < la->lines; k++)
        if (strcmp(la->line[k], lb->line[k]) != 0) return false;
    return a->cells == b->cells || memcmp(a->cells, b->cells, (size_t)a->w * (size_t)a->h) == 0;
}

/* Keep `text` (malloc'ed, NUL-terminated; taken over) if it parses to `map`. */
static void keep_if_same(MapSource *src, const Map *map, char *text, size_t len, const char *file)
{
    Map parsed = {0};
    MapError err;
    bool same = map_parse(&parsed, text, len, file, &err) && same_map(&parsed, map);
    map_free(&parsed);
    if (same) {
        src->text = text;
        src->len = len;
    } else {
        free(text); /* changed on disk since it was loaded, or another map: no text to keep */
    }
}

void map_source_open(MapSource *src, const Map *map, const char *path)
{
    src->text = NULL;
    src->len = 0;
    MapError err;
    char *text = NULL;
    size_t len = 0;
    if (path) {
        if (!map_read_text(path, &text, &len, &err)) return;
        keep_if_same(src, map, text, len, path);
    } else {
        map_source_open_text(src, map, (const char *)asset_default_map, asset_default_map_len);
    }
}

void map_source_open_text(MapSource *src, const Map *map, const char *text, size_t len)
{
    src->text = NULL;
    src->len = 0;
    char *copy = malloc(len + 1);
    if (!copy) return;
    memcpy(copy, text, len);
    copy[len] = '\0';
    keep_if_same(src, map, copy, len, "embedded.map");
}

bool map_source_save(MapSource *src, const Map *was, const Map *now, const char *path, MapError *err)
{
    size_t len;
    char *text;
    if (src->text) {
        len = map_rewrite(src->text, src->len, was, now, NULL, 0);
        text = malloc(len + 1);
        if (text) map_rewrite(src->text, src->len, was, now, text, len + 1);
    } else {
        text = formatted(now, &len);
    }
    if (!text) {
        snprintf(err->file, sizeof err->file, "%s", path);
        err->line = err->col = 0;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return false;
    }
    if (!map_save_text(path, text, len, err)) {
        free(text);
        return false;
    }
    free(src->text);
    src->text = text;
    src->len = len;
    return true;
}

void map_source_free(MapSource *src)
{
    free(src->text);
    src->text = NULL;
    src->len = 0;
}
