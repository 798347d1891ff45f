/* tiled_formats.h: the two readers of Tiled's files, XML (tmx.c: .tmx maps, .tsx
 * tilesets, with libxml2) and JSON (tmj.c: .tmj maps, .tsj tilesets, with cJSON). Each
 * fills the model from text in memory; external tilesets are named in the model, and
 * tiled_load.c reads them afterwards with the reader their extension calls for. */
#ifndef COLLIDE_TILED_FORMATS_H
#define COLLIDE_TILED_FORMATS_H

#include "import/tiled_model.h"

/// A .tmx map's text into the model (m->file names it in errors).
bool tmx_read_map(TiledModel *m, const char *text, size_t len);
/// An external .tsx tileset's text into `ts` (its firstgid and source already set).
bool tmx_read_tileset(TiledModel *m, TiledTileset *ts, const char *text, size_t len);
/// A .tmj map's text into the model.
bool tmj_read_map(TiledModel *m, const char *text, size_t len);
/// An external .tsj (or .json) tileset's text into `ts`.
bool tmj_read_tileset(TiledModel *m, TiledTileset *ts, const char *text, size_t len);

/// An external tileset's file (ts->source, relative to the map's folder) read into `ts`
/// with the reader its extension calls for, within the map's read budget (tiled_load.c).
bool tiled_read_external(TiledModel *m, TiledTileset *ts);

#endif
