/* editor.h: the live map editor (E). The mouse turns into EditOps that travel in the
 * tick's Input like any key (so a recording holds them), one per tick from a small
 * queue; what waits in the queue is drawn as if done. Ctrl+Z queues the inverse ops,
 * Ctrl+S writes the map atomically (map_save), and the HUD says when the map differs
 * from what was last loaded or saved. */
#ifndef COLLIDE_EDITOR_H
#define COLLIDE_EDITOR_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/input.h"
#include "core/map.h"
#include "app/render/editor_view.h"
#include "app/render/view.h"

#define EDITOR_QUEUE_MAX 256   /* edits waiting for their tick */
#define EDITOR_UNDO_MAX 4096   /* edit operations Ctrl+Z can take back */
#define EDITOR_PATH_MAX 1024

typedef struct Editor {
    bool on;
    Map saved;                        /* the map as last loaded or saved */
    char path[EDITOR_PATH_MAX];       /* where Ctrl+S writes ("" until chosen) */
    bool builtin;                     /* started on the built-in map: Ctrl+S picks a new file */
    EditOp queue[EDITOR_QUEUE_MAX];
    int queued;
    EditOp undo[EDITOR_UNDO_MAX];     /* inverse ops, oldest first */
    uint32_t undo_stroke[EDITOR_UNDO_MAX]; /* ops of one click or drag share a number */
    int undo_len;
    uint32_t stroke;
    bool painting;                    /* left button down: drag paints paint_value */
    uint8_t paint_value;
    int last_i, last_j;
    bool hover;                       /* the mouse is over a cell of the map */
    int hover_i, hover_j;
    int hover_side;                   /* the side bit nearest the cursor */
} Editor;

struct App;

/// Remember the map as loaded (`path` NULL: the built-in map).
void editor_open(struct App *app, const char *path);
/// E: editor on/off.
void editor_toggle(struct App *app);
/// Does the map (with the queued edits) differ from what was last loaded or saved?
bool editor_unsaved(const struct App *app);
/// Mouse events while the editor is on; true when used.
bool editor_mouse(struct App *app, const SDL_Event *event);
/// Tags for the HUD's state line ("EDITOR", "MAP UNSAVED"), appended to buf.
void editor_status(const struct App *app, char *buf, size_t cap);
/// Ctrl+Z: queue the inverse of the last click or drag.
void editor_undo(struct App *app);
/// Ctrl+S: write the map as shown (queued edits included). False (with a message
/// flashed) when it could not be written; the file on disk is then unchanged.
bool editor_save(struct App *app);
/// Move the next queued edit into this tick's input (when it has none).
void editor_take(struct App *app, Input *in);
/// The map as it will be once the queue has been applied.
void editor_preview(const struct App *app, Map *out);
/// What the editor shows over `map` (the world's): the queued edits, drawn as they
/// will be, and the cell and side under the cursor. Valid until the next call.
EditorMarks editor_marks(const Editor *ed, const Map *map);
/// The view under screen point (x, y): the map view, or a split compare viewport.
bool editor_view_at(struct App *app, int x, int y, View *out);

/// Quitting with unsaved changes asks first: true when the quit was held back.
bool editor_hold_quit(struct App *app);
/// A key while the quit prompt is up: Y or Esc quits, Ctrl+S saves and quits, any
/// other key stays.
void editor_confirm_key(struct App *app, SDL_Keycode key, Uint16 mod);

#endif
