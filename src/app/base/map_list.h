/* map_list.h: the maps the browser offers: every shipped map (embedded in the binary,
 * so the list is the same from any directory) and the .map files of a folder on disk.
 * A file whose name is a shipped map's is that map: the disk's text wins. */
#ifndef COLLIDE_MAP_LIST_H
#define COLLIDE_MAP_LIST_H

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"

#define MAP_LIST_MAX 16384       /* entries (about 4.5 KB each); a folder with more shows the first ones by name */
#define MAP_LIST_DISK_MAX 1048576 /* .map file names of a folder read and sorted, at most */
#define MAP_LIST_FILE_MAX 128    /* a file name, with the terminator */
#define MAP_LIST_PATH_MAX 4096   /* a disk map's path: the most open() takes; a longer one is left out, never cut */
#define MAP_LIST_SUMMARY_MAX 160 /* the row's second part */
#define MAP_LIST_PEEK (64u << 10) /* bytes of a disk map its row reads: a small map whole, a big one's head */

typedef struct MapListEntry {
    char file[MAP_LIST_FILE_MAX];       /* "corners.map": the name the list is sorted and deduplicated by */
    char title[MAP_NAME_MAX];           /* the map's own name, or the file's when it has none or does not load */
    char summary[MAP_LIST_SUMMARY_MAX]; /* the first lesson line, else the suggestion, else "" */
    char path[MAP_LIST_PATH_MAX];       /* a disk map's file, "" for a shipped one */
    int shipped;                        /* asset_maps index, or -1 when only on disk */
    bool on_disk;
    bool broken; /* does not load: summary says why */
} MapListEntry;

typedef struct MapList {
    MapListEntry *entries; /* count of them, allocated (map_list_free) */
    int count, cap;
    char dir[MAP_LIST_PATH_MAX]; /* the folder read, "" when none */
} MapList;

/// The shipped maps and the .map files of `dir` (NULL or missing: the shipped ones
/// alone), sorted by file name: every one of them up to MAP_LIST_MAX, the first by name
/// past it. `list` is zeroed or a list built before (its entries are reused).
void map_list_build(MapList *list, const char *dir);
/// Release the entries.
void map_list_free(MapList *list);
/// The folder a run's browser reads: --map's folder, else maps/ of the current directory.
void map_list_folder(const char *map_path, char *out, size_t cap);
/// Parse entry k into `out`. False, with `err`, when it does not load.
bool map_list_load(const MapList *list, int k, Map *out, MapError *err);
/// The entry of the file named `file` ("corners.map"), or -1.
int map_list_find(const MapList *list, const char *file);

#endif
