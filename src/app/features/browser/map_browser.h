/* map_browser.h: the map browser (F2): a list of the shipped maps and the folder's .map
 * files (map_list.h); Up/Down choose, Enter loads, PgUp/PgDn load the previous / next map
 * without the list. Loading is input: the next tick's Input.map points to the map kept
 * here, so the session log and a recording hold the switch, and a replay or a rewind
 * loads it again. Unsaved editor changes ask first (the unsaved-changes prompt). */
#ifndef COLLIDE_MAP_BROWSER_H
#define COLLIDE_MAP_BROWSER_H

#include <stdbool.h>

#include "core/input.h"
#include "core/map.h"
#include "app/features/editor/editor.h"
#include "app/base/keys.h"
#include "app/base/map_list.h"
#include "app/base/message.h"
#include "core/world.h"

typedef struct MapBrowser {
    bool open;    /* the list is on screen */
    bool confirm; /* the unsaved-changes prompt asks before `want` loads */
    int selected; /* the highlighted row */
    int want;     /* the row waiting for the prompt's answer */
    char go[MAP_NAME_MAX + 16]; /* what the prompt's Y does: "load 'Tunnel'" */
    bool suggest; /* a loaded map's suggestion is taken (not with --resolver) */
    char folder[MAP_LIST_PATH_MAX];
    char current[MAP_LIST_FILE_MAX]; /* the file name of the map on screen ("" when not in the list) */
    bool follow; /* the map on screen is a recording's: its row is found when the list is next used */
    char path[MAP_LIST_PATH_MAX];    /* its file on disk; "" for a shipped one */
    /* The file the editor's Ctrl+S writes (editor_open keeps the pointer): `path` as of the
     * last load, so that choosing the next map does not move a save of this one there. */
    char saves_to[MAP_LIST_PATH_MAX];
    Map next; /* the map the next tick loads (Input.map points here) */
    MapList list;
} MapBrowser;

/// Start with the map of the run: `map_path` (--map, or NULL for the built-in map), or
/// with `replayed` a recording's, whose row is found when the list is first used;
/// `suggest`: loading takes each map's suggested method and speed; `open`: the list shows.
void map_browser_init(MapBrowser *b, const char *map_path, bool replayed, bool suggest, bool open);
/// Release the map waiting to load.
void map_browser_free(MapBrowser *b);
/// The rows the list shows in a frame of the world's `mode` (0 when it is hidden).
int map_browser_rows(const MapBrowser *b, Mode mode);
/// F2: read the list again and show it, the current map highlighted; or hide it.
void map_browser_toggle(MapBrowser *b);
/// Load row k at the next tick (Enter, PgUp/PgDn), or, with unsaved edits, ask first.
void map_browser_choose(MapBrowser *b, int k, Editor *ed, const Map *world_map, Input *pending, Message *msg);
/// The browser's keys (F2, PgUp/PgDn, the list's keys, and the prompt's answers when it
/// asked). False when `a` is not one of them.
bool map_browser_key(MapBrowser *b, KeyAction a, Editor *ed, const Map *world_map, Input *pending, Message *msg);
/// After a tick whose input loaded a map: the editor starts over on it (Ctrl+S writes to
/// its file when it came from disk and no recording steers).
void map_browser_loaded(MapBrowser *b, Editor *ed, const Map *world_map, bool replaying);
/// The world's map is another one now (a tour stop, a rewind across a switch): the list
/// marks the row that holds the same map, or none (a map only a recording has). Its file
/// is not where a save goes: that waits for Ctrl+S to name one.
void map_browser_follow(MapBrowser *b, const Map *world_map);
/// After a rewind that `crossed` a map switch (replay_switches_before differs), the editor
/// starts over on the map the world is on (not saved anywhere until Ctrl+S names a file).
void map_browser_rewound(MapBrowser *b, Editor *ed, const Map *world_map, bool crossed);

#endif
