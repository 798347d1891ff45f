/* editor.c: the live map editor (see editor.h). Edits are never applied here: they
 * become EditOps in the next ticks' Input, so world_step applies them and a recording
 * holds them. Undo is the same: Ctrl+Z queues ops that put the old values back. */
#define _POSIX_C_SOURCE 200809L
#include "app/features/editor/editor.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "core/world.h"
#include "app/base/stamped_path.h"
#include "app/render/pointer.h"

#define EDITOR_NEW_FILE_TRIES 100 /* sandbox.map, sandbox-2.map, ... */

static const char *const TOO_MANY_EDITS = "Too many edits waiting for their tick: let the simulation run (Space)";

void editor_open(Editor *ed, const Map *map, const char *path)
{
    memset(ed, 0, sizeof *ed);
    map_copy(&ed->saved, map); /* shares the cells until one side is edited */
    ed->builtin = path == NULL;
    ed->file = path;
    map_source_open(&ed->source, map, path);
}

void editor_close(Editor *ed)
{
    map_source_free(&ed->source);
    map_free(&ed->saved);
}

void editor_preview(const Editor *ed, const Map *map, Map *out)
{
    map_copy(out, map);
    for (int k = 0; k < ed->queued; k++) world_apply_edit(out, &ed->queue[k]);
}

/* One cell and the spawn as the queued edits will leave them (world_apply_edit's rules
 * for that cell), without a copy of the map: a click on a 4,096 x 4,096 map costs the
 * queue, not 16 MiB. */
typedef struct Queued {
    uint8_t cell;
    int spawn_x, spawn_y;
} Queued;

static Queued queued_at(const Editor *ed, const Map *map, int i, int j)
{
    Queued q = {map_cell(map, i, j), map->spawn_x, map->spawn_y};
    for (int k = 0; k < ed->queued; k++) {
        const EditOp *e = &ed->queue[k];
        if (e->i < 0 || e->j < 0 || e->i >= map->w || e->j >= map->h) continue;
        bool here = e->i == i && e->j == j;
        if (e->op == EDIT_SET_CELL && here) q.cell = (uint8_t)(e->value & SIDE_ALL);
        if (e->op == EDIT_SET_SPAWN) {
            q.spawn_x = e->i;
            q.spawn_y = e->j;
            if (here) q.cell = 0;
        }
    }
    return q;
}

bool editor_unsaved(const Editor *ed, const Map *map)
{
    const Map *s = &ed->saved;
    if (ed->queued == 0 && map->cells == s->cells) /* shared cells: only the spawn can differ */
        return map->spawn_x != s->spawn_x || map->spawn_y != s->spawn_y;
    Map shown = {0}; /* released after use: a big map's edited copy is not kept */
    editor_preview(ed, map, &shown);
    /* The cells' digests, kept up to date by every edit, tell most differences at once; the
     * bytes are compared only when they agree (an edit undone), so a big edited map does not
     * cost a 16 MiB comparison a frame. */
    bool differ = shown.w != s->w || shown.h != s->h || shown.spawn_x != s->spawn_x || shown.spawn_y != s->spawn_y ||
                  map_cells_digest(&shown) != map_cells_digest(s) ||
                  memcmp(shown.cells, s->cells, (size_t)s->w * (size_t)s->h) != 0;
    map_free(&shown);
    return differ;
}

void editor_toggle(Editor *ed, Message *msg)
{
    ed->on = !ed->on;
    ed->painting = false;
    snprintf(msg->text, sizeof msg->text, "%s",
             ed->on ? "Map editor on: left click solid/empty, right click a side, shift+click the spawn"
                    : "Map editor off");
}

/* Remember an op that takes an edit back, as part of the current stroke. */
static void remember(Editor *ed, EditOp inverse)
{
    if (ed->undo_len == EDITOR_UNDO_MAX) {
        /* Full: forget the oldest stroke. */
        int drop = 1;
        while (drop < ed->undo_len && ed->undo_stroke[drop] == ed->undo_stroke[0]) drop++;
        memmove(ed->undo, ed->undo + drop, sizeof ed->undo[0] * (size_t)(ed->undo_len - drop));
        memmove(ed->undo_stroke, ed->undo_stroke + drop, sizeof ed->undo_stroke[0] * (size_t)(ed->undo_len - drop));
        ed->undo_len -= drop;
    }
    ed->undo[ed->undo_len] = inverse;
    ed->undo_stroke[ed->undo_len++] = ed->stroke;
}

/* Queue one edit for the coming ticks and remember how to take it back. */
static bool queue_edit(Editor *ed, EditOp op, EditOp inverse, Message *msg)
{
    if (ed->queued == EDITOR_QUEUE_MAX) {
        snprintf(msg->text, sizeof msg->text, "%s", TOO_MANY_EDITS);
        return false;
    }
    ed->queue[ed->queued++] = op;
    remember(ed, inverse);
    return true;
}

static EditOp set_cell(int i, int j, uint8_t value)
{
    return (EditOp){EDIT_SET_CELL, value, (int16_t)i, (int16_t)j};
}

/* The spawn cell stays empty (the map format has no way to say otherwise). */
static bool is_spawn(const Queued *q, int i, int j, Message *msg)
{
    if (i != q->spawn_x || j != q->spawn_y) return false;
    snprintf(msg->text, sizeof msg->text, "The spawn cell stays empty: shift+click another cell to move the spawn");
    return true;
}

static void paint(Editor *ed, const Map *map, int i, int j, Message *msg)
{
    Queued q = queued_at(ed, map, i, j);
    uint8_t value = ed->paint_value;
    if (q.cell == value || (i == q.spawn_x && j == q.spawn_y)) return;
    queue_edit(ed, set_cell(i, j, value), set_cell(i, j, q.cell), msg);
}

/* The cell under screen point (x, y) in whichever view holds it, and the side
 * nearest to the point. */
static bool cell_at(const Map *m, const View *views, int view_count, int x, int y, int *i, int *j, int *side)
{
    const View *v = pointer_view(views, view_count, x, y);
    if (!v) return false;
    float t = (float)m->tile, wx = view_world_x(v, (float)x), wy = view_world_y(v, (float)y);
    *i = map_cell_of(m, wx);
    *j = map_cell_of(m, wy);
    if (*i < 0 || *j < 0 || *i >= m->w || *j >= m->h) return false;
    float fx = wx / t - (float)*i, fy = wy / t - (float)*j;
    float d[4] = {fx, 1.0f - fy, 1.0f - fx, fy}; /* left, down, right, up: the bit order */
    int best = 0;
    for (int k = 1; k < 4; k++)
        if (d[k] < d[best]) best = k;
    *side = 1 << best;
    return true;
}

static void press(Editor *ed, const Map *map, const AppMouseEvent *e, int i, int j, int side, Message *msg)
{
    Queued q = queued_at(ed, map, i, j);
    uint8_t old = q.cell;
    ed->stroke++;
    if (e->button == APP_BUTTON_LEFT && (e->mods & APP_MOD_SHIFT)) {
        if (i == q.spawn_x && j == q.spawn_y) return;
        /* Undo puts the cell's old value back and the spawn where it was. */
        EditOp to = {EDIT_SET_SPAWN, 0, (int16_t)i, (int16_t)j};
        EditOp back = {EDIT_SET_SPAWN, 0, (int16_t)q.spawn_x, (int16_t)q.spawn_y};
        if (queue_edit(ed, to, back, msg)) remember(ed, set_cell(i, j, old));
    } else if (e->button == APP_BUTTON_LEFT) {
        if (is_spawn(&q, i, j, msg)) return;
        ed->painting = true;
        ed->paint_value = old == SIDE_ALL ? 0 : SIDE_ALL;
        ed->last_i = i;
        ed->last_j = j;
        paint(ed, map, i, j, msg);
    } else if (e->button == APP_BUTTON_RIGHT) {
        if (is_spawn(&q, i, j, msg)) return;
        queue_edit(ed, set_cell(i, j, (uint8_t)(old ^ side)), set_cell(i, j, old), msg);
    }
}

bool editor_mouse(Editor *ed, const Map *map, const View *views, int view_count, const AppEvent *event, Message *msg)
{
    int i, j, side;
    const AppMouseEvent *e = &event->mouse;
    if (event->kind == APP_EVENT_MOUSE_MOVE) {
        ed->hover = cell_at(map, views, view_count, e->x, e->y, &i, &j, &side);
        if (ed->hover) ed->hover_i = i, ed->hover_j = j, ed->hover_side = side;
        bool left = (e->buttons & APP_BUTTON_BIT(APP_BUTTON_LEFT)) != 0;
        if (ed->hover && ed->painting && left && (i != ed->last_i || j != ed->last_j)) {
            ed->last_i = i;
            ed->last_j = j;
            paint(ed, map, i, j, msg);
        }
        return true;
    }
    if (event->kind == APP_EVENT_MOUSE_DOWN) {
        if (cell_at(map, views, view_count, e->x, e->y, &i, &j, &side)) press(ed, map, e, i, j, side, msg);
        return true;
    }
    if (event->kind == APP_EVENT_MOUSE_UP && e->button == APP_BUTTON_LEFT) {
        ed->painting = false;
        return true;
    }
    return false;
}

void editor_undo(Editor *ed, Message *msg)
{
    if (ed->undo_len == 0) {
        snprintf(msg->text, sizeof msg->text, "Nothing to undo");
        return;
    }
    uint32_t stroke = ed->undo_stroke[ed->undo_len - 1];
    int n = 0;
    while (n < ed->undo_len && ed->undo_stroke[ed->undo_len - 1 - n] == stroke) n++;
    if (ed->queued + n > EDITOR_QUEUE_MAX) {
        snprintf(msg->text, sizeof msg->text, "%s", TOO_MANY_EDITS);
        return;
    }
    /* Newest first, so a cell touched twice in one stroke ends at its oldest value. */
    for (int k = 0; k < n; k++) ed->queue[ed->queued++] = ed->undo[ed->undo_len - 1 - k];
    ed->undo_len -= n;
    ed->painting = false;
    snprintf(msg->text, sizeof msg->text, "Undone");
}

void editor_take(Editor *ed, Input *in)
{
    if (in->edit.op != EDIT_NONE || ed->queued == 0) return;
    in->edit = ed->queue[0];
    memmove(ed->queue, ed->queue + 1, sizeof ed->queue[0] * (size_t)(--ed->queued));
}

/* For the built-in map: "<name>.map" in the current directory, never over a file. */
static bool choose_new_path(Editor *ed, const char *name)
{
    char base[MAP_NAME_MAX];
    size_t n = 0;
    for (const char *c = name; *c && n + 1 < sizeof base; c++)
        base[n++] = isalnum((unsigned char)*c) ? (char)tolower((unsigned char)*c) : '-';
    base[n] = '\0';
    if (n == 0) snprintf(base, sizeof base, "map");
    struct stat st;
    for (int k = 1; k <= EDITOR_NEW_FILE_TRIES; k++) {
        if (k == 1) snprintf(ed->new_path, sizeof ed->new_path, "%s.map", base);
        else snprintf(ed->new_path, sizeof ed->new_path, "%s-%d.map", base, k);
        if (lstat(ed->new_path, &st) != 0) { /* no file and no link of that name */
            ed->file = ed->new_path;
            return true;
        }
    }
    return false;
}

bool editor_save(Editor *ed, const Map *map, Message *msg)
{
    if (!ed->file && !choose_new_path(ed, map->name)) {
        snprintf(msg->text, sizeof msg->text, "Not saved: no free file name in this directory");
        return false;
    }
    Map shown = {0};
    editor_preview(ed, map, &shown);
    MapError err;
    if (!map_source_save(&ed->source, &ed->saved, &shown, ed->file, &err)) {
        map_free(&shown);
        char full[1400];
        map_error_format(&err, full, sizeof full);
        snprintf(msg->text, sizeof msg->text, "Not saved: %.140s", full);
        return false;
    }
    map_copy(&ed->saved, &shown);
    map_free(&shown);
    char where[1100];
    full_path(where, sizeof where, ed->file);
    snprintf(msg->text, sizeof msg->text, "Saved %.220s%s", where,
             ed->builtin ? " (the built-in map is unchanged)" : "");
    return true;
}

void editor_status(const Editor *ed, const Map *map, bool own_edits, char *buf, size_t cap)
{
    size_t n = strlen(buf);
    if (ed->on && n < cap) n += (size_t)snprintf(buf + n, cap - n, "EDITOR  ");
    if (n < cap && own_edits && editor_unsaved(ed, map)) snprintf(buf + n, cap - n, "MAP UNSAVED  ");
}

EditorMarks editor_marks(Editor *ed, const Map *map)
{
    /* Each queued cell as the queue will leave it, read through queued_at: no copy of the
     * map a frame, however big it is. */
    Queued q = {0, map->spawn_x, map->spawn_y};
    for (int k = 0; k < ed->queued; k++) {
        q = queued_at(ed, map, ed->queue[k].i, ed->queue[k].j);
        ed->marks_cell[k] = q.cell;
    }
    return (EditorMarks){map,       ed->queue, ed->marks_cell, ed->queued,  q.spawn_x,
                         q.spawn_y, ed->hover, ed->hover_i,    ed->hover_j, ed->hover_side};
}
