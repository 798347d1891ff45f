/* map_browser.c: the map browser's state and what its keys do (see map_browser.h). */
#include "app/features/browser/map_browser.h"

#include <stdio.h>
#include <string.h>

#include "app/base/assets.h"
#include "app/base/map_source.h"

void map_browser_init(MapBrowser *b, const char *map_path, bool replayed, bool suggest, bool open)
{
    memset(b, 0, sizeof *b);
    b->suggest = suggest;
    b->follow = replayed;
    map_list_folder(map_path, b->folder, sizeof b->folder);
    const char *slash = map_path ? strrchr(map_path, '/') : NULL;
    const char *file = !map_path ? "default.map" : slash ? slash + 1 : map_path;
    snprintf(b->current, sizeof b->current, "%s", file);
    /* A path that does not fit is no file of the browser's: never a cut one, which names another. */
    if (map_path && strlen(map_path) < sizeof b->path) snprintf(b->path, sizeof b->path, "%s", map_path);
    if (open) map_browser_toggle(b);
}

void map_browser_free(MapBrowser *b)
{
    map_list_free(&b->list);
    map_free(&b->next);
}

int map_browser_rows(const MapBrowser *b, Mode mode)
{
    return b->open && mode == MODE_TILES ? b->list.count : 0;
}

static void refresh(MapBrowser *b)
{
    map_list_build(&b->list, b->folder);
    int k = map_list_find(&b->list, b->current);
    b->selected = k >= 0 ? k : 0;
}

void map_browser_toggle(MapBrowser *b)
{
    b->open = !b->open;
    if (b->open) refresh(b);
}

/* Up / Down in the list. */
static void move(MapBrowser *b, int step)
{
    if (b->list.count == 0) return;
    b->selected = (b->selected + step + b->list.count) % b->list.count;
}

/* Row k into b->next and the next tick's input. */
static void load(MapBrowser *b, int k, Editor *ed, Input *pending, Message *msg)
{
    MapError err;
    if (!map_list_load(&b->list, k, &b->next, &err)) {
        snprintf(msg->text, sizeof msg->text, "%.40s does not load: line %d: %.90s", b->list.entries[k].file, err.line,
                 err.msg);
        return;
    }
    const MapListEntry *e = &b->list.entries[k];
    snprintf(b->current, sizeof b->current, "%s", e->file);
    snprintf(b->path, sizeof b->path, "%s", e->path);
    pending->map = &b->next;
    pending->map_suggest = b->suggest;
    ed->queued = 0; /* edits of the map being left would land on the new one */
    b->open = false;
    snprintf(msg->text, sizeof msg->text, "Map: %.60s (%s)", e->title, e->on_disk ? "from disk" : "shipped");
}

void map_browser_choose(MapBrowser *b, int k, Editor *ed, const Map *world_map, Input *pending, Message *msg)
{
    if (k < 0 || k >= b->list.count) return;
    if (editor_unsaved(ed, world_map)) {
        b->confirm = true;
        b->want = k;
        snprintf(b->go, sizeof b->go, "load '%.*s'", MAP_NAME_MAX - 1, b->list.entries[k].title);
        return;
    }
    load(b, k, ed, pending, msg);
}

/* PgUp / PgDn: the map before / after the current one in the list, wrapping around. */
static void step_map(MapBrowser *b, int step, Editor *ed, const Map *world_map, Input *pending, Message *msg)
{
    refresh(b);
    if (b->list.count == 0) return;
    int n = b->list.count, at = map_list_find(&b->list, b->current);
    int k = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
    /* A file that does not load is stepped over (Enter on its row says why). */
    for (int tries = 1; b->list.entries[k].broken && tries < n; tries++) k = (k + step + n) % n;
    b->selected = k;
    map_browser_choose(b, k, ed, world_map, pending, msg);
}

/* The prompt's answer: `go` loads the row it asked about (the edits are dropped), else
 * nothing changes. */
static void answer(MapBrowser *b, bool go, Editor *ed, Input *pending, Message *msg)
{
    b->confirm = false;
    if (go) load(b, b->want, ed, pending, msg);
    else snprintf(msg->text, sizeof msg->text, "Still here: the map is not saved yet (Ctrl+S saves)");
}

void map_browser_loaded(MapBrowser *b, Editor *ed, const Map *world_map, bool replaying)
{
    editor_close(ed);
    bool disk = !replaying && b->path[0];
    snprintf(b->saves_to, sizeof b->saves_to, "%s", b->path);
    editor_open(ed, world_map, disk ? b->saves_to : NULL);
    /* A shipped map saved as a new file keeps its comments and layout too. */
    int k = disk || replaying ? -1 : map_list_find(&b->list, b->current);
    int s = k >= 0 ? b->list.entries[k].shipped : -1;
    if (s >= 0 && !b->list.entries[k].on_disk) {
        map_source_free(&ed->source);
        map_source_open_text(&ed->source, world_map, (const char *)asset_maps[s].data, asset_maps[s].len);
    }
}

bool map_browser_key(MapBrowser *b, KeyAction a, Editor *ed, const Map *world_map, Input *pending, Message *msg)
{
    if (b->confirm) {
        switch (a.command) {
        case KEY_QUIT_NOW: answer(b, true, ed, pending, msg); return true;
        case KEY_SAVE_QUIT:
            /* Saved, the map goes; not saved, the message says why and the map stays. */
            if (editor_save(ed, world_map, msg)) answer(b, true, ed, pending, msg);
            else b->confirm = false;
            return true;
        case KEY_KEEP_EDITING: answer(b, false, ed, pending, msg); return true;
        default: return a.command == KEY_NONE;
        }
    }
    if (b->follow && (a.command == KEY_BROWSER || a.command == KEY_MAP_STEP)) map_browser_follow(b, world_map);
    switch (a.command) {
    case KEY_BROWSER: map_browser_toggle(b); return true;
    case KEY_BROWSER_MOVE: move(b, a.arg ? 1 : -1); return true;
    case KEY_BROWSER_LOAD: map_browser_choose(b, b->selected, ed, world_map, pending, msg); return true;
    case KEY_MAP_STEP: step_map(b, a.arg ? 1 : -1, ed, world_map, pending, msg); return true;
    default: return false;
    }
}

void map_browser_follow(MapBrowser *b, const Map *world_map)
{
    b->follow = false;
    b->current[0] = b->path[0] = '\0';
    if (b->list.count == 0) map_list_build(&b->list, b->folder); /* else the list as last read (F2 reads it anew) */
    for (int k = 0; k < b->list.count; k++) {
        const MapListEntry *e = &b->list.entries[k];
        if (e->broken || strcmp(e->title, world_map->name) != 0) continue;
        Map m = {0};
        MapError err;
        bool same = map_list_load(&b->list, k, &m, &err) && map_source_same(&m, world_map);
        map_free(&m);
        if (!same) continue;
        snprintf(b->current, sizeof b->current, "%s", e->file);
        break;
    }
    b->selected = b->current[0] ? map_list_find(&b->list, b->current) : 0;
}

void map_browser_rewound(MapBrowser *b, Editor *ed, const Map *world_map, bool crossed)
{
    if (!crossed) return;
    map_browser_follow(b, world_map);
    editor_close(ed);
    editor_open(ed, world_map, NULL);
}
