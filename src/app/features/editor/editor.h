/* editor.h: the live map editor (E). The mouse turns into EditOps that travel in the
 * tick's Input like any key (so a recording holds them), one per tick from a small
 * queue; what waits in the queue is drawn as if done. Ctrl+Z queues the inverse ops,
 * Ctrl+S rewrites the map's text as loaded (map_source.c: only the edited cells change,
 * the file keeps its mode), and the HUD says when the map differs
 * from what was last loaded or saved. */
#ifndef COLLIDE_EDITOR_H
#define COLLIDE_EDITOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/input.h"
#include "core/map.h"
#include "app/base/input_event.h"
#include "app/base/map_source.h"
#include "app/base/message.h"
#include "app/render/editor_view.h"
#include "app/render/view.h"

#define EDITOR_QUEUE_MAX 256   /* edits waiting for their tick */
#define EDITOR_UNDO_MAX 4096   /* edit operations Ctrl+Z can take back */
#define EDITOR_NEW_PATH_MAX 96 /* a file name the editor makes up for the built-in map */

typedef struct Editor {
    bool on;
    Map saved;                            /* the map as last loaded or saved */
    uint8_t marks_cell[EDITOR_QUEUE_MAX]; /* each queued edit's cell once the queue applies */
    const char *file; /* where Ctrl+S writes: the caller's --map path, or new_path; NULL until chosen */
    char new_path[EDITOR_NEW_PATH_MAX];
    bool builtin;     /* started on the built-in map: Ctrl+S picks a new file */
    MapSource source; /* the text `saved` was loaded from or saved as */
    EditOp queue[EDITOR_QUEUE_MAX];
    int queued;
    EditOp undo[EDITOR_UNDO_MAX];          /* inverse ops, oldest first */
    uint32_t undo_stroke[EDITOR_UNDO_MAX]; /* ops of one click or drag share a number */
    int undo_len;
    uint32_t stroke;
    bool painting; /* left button down: drag paints paint_value */
    uint8_t paint_value;
    int last_i, last_j;
    bool hover; /* the mouse is over a cell of the map */
    int hover_i, hover_j;
    int hover_side; /* the side bit nearest the cursor */
} Editor;

/// Remember `map` as loaded from `path` (NULL: the built-in map). The path is not
/// copied (so no length cuts it): it must live as long as the editor.
void editor_open(Editor *ed, const Map *map, const char *path);
/// Release the kept text.
void editor_close(Editor *ed);
/// E: editor on or off.
void editor_toggle(Editor *ed, Message *msg);
/// Does `map` (the world's), with the queued edits, differ from what was last loaded or saved?
bool editor_unsaved(const Editor *ed, const Map *map);
/// A mouse event while the editor is on, over `map` drawn in `views` (the single map
/// view, or one of the split view's). True when used.
bool editor_mouse(Editor *ed, const Map *map, const View *views, int view_count, const AppEvent *event, Message *msg);
/// Tags for the HUD's state line ("EDITOR", "MAP UNSAVED"), appended to buf; "MAP UNSAVED"
/// only when `own_edits` (the map's changes are not all a recording's).
void editor_status(const Editor *ed, const Map *map, bool own_edits, char *buf, size_t cap);
/// Ctrl+Z: queue the inverse of the last click or drag.
void editor_undo(Editor *ed, Message *msg);
/// Ctrl+S: write `map` as shown (queued edits included). False when it could not be
/// written (`msg` says why); the file on disk is then unchanged.
bool editor_save(Editor *ed, const Map *map, Message *msg);
/// Move the next queued edit into this tick's input (when it has none).
void editor_take(Editor *ed, Input *in);
/// `map` as it will be once the queue has been applied.
void editor_preview(const Editor *ed, const Map *map, Map *out);
/// What the editor shows over `map`: the queued edits, drawn as they will be, and the
/// cell and side under the cursor. Valid until the next call.
EditorMarks editor_marks(Editor *ed, const Map *map);

#endif
