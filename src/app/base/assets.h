/* assets.h: files compiled into the binary at build time (tools/embed.c). */
#ifndef COLLIDE_ASSETS_H
#define COLLIDE_ASSETS_H

#include <stddef.h>

extern const unsigned char asset_default_map[]; /* maps/default.map, NUL-terminated */
extern const size_t asset_default_map_len;
/// One embedded file: its name (no folder) and bytes (NUL-terminated, len without the NUL).
typedef struct AssetFile {
    const char *name;
    const unsigned char *data;
    size_t len;
} AssetFile;
extern const AssetFile asset_maps[]; /* every .map file of maps/, by file name, sorted */
extern const size_t asset_maps_count;
extern const unsigned char asset_font[]; /* assets/DejaVuSansMono.ttf */
extern const size_t asset_font_len;

extern const AssetFile asset_rules[]; /* every .rules file of rules/, by file name, sorted */
extern const size_t asset_rules_count;

extern const AssetFile asset_tour[]; /* tour/tour.txt and its recordings, by file name */
extern const size_t asset_tour_count;

#endif
