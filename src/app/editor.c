/* editor.c: the live map editor (see editor.h). Edits are never applied here: they
 * become EditOps in the next ticks' Input, so world_step applies them and a recording
 * holds them. Undo is the same: Ctrl+Z queues ops that put the old values back. */
#define _POSIX_C_SOURCE 200809L
#include "app/editor.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "app/app.h"
#include "app/render/draw.h"
#include "app/render/layout.h"
#include "app/render/theme.h"

#define EDITOR_NEW_FILE_TRIES 100 /* sandbox.map, sandbox-2.map, ... */

void editor_open(App *app, const char *path)
{
    Editor *ed = &app->editor;
    memset(ed, 0, sizeof *ed);
    ed->saved = app->world.map;
    ed->builtin = path == NULL;
    if (path) snprintf(ed->path, sizeof ed->path, "%s", path);
}

void editor_preview(const App *app, Map *out)
{
    *out = app->world.map;
    for (int k = 0; k < app->editor.queued; k++) world_apply_edit(out, &app->editor.queue[k]);
}

bool editor_unsaved(const App *app)
{
    static Map shown; /* scratch, too large for the stack; the app is single-threaded */
    const Map *s = &app->editor.saved;
    editor_preview(app, &shown);
    return shown.w != s->w || shown.h != s->h || shown.spawn_x != s->spawn_x || shown.spawn_y != s->spawn_y ||
           memcmp(shown.cells, s->cells, (size_t)(s->w * s->h)) != 0;
}

void editor_toggle(App *app)
{
    Editor *ed = &app->editor;
    if (session_replaying(&app->session)) {
        app_flash(app, "Replaying: the map editor waits until the recording ends.");
        return;
    }
    ed->on = !ed->on;
    ed->painting = false;
    app_flash(app, ed->on ? "Map editor on: left click solid/empty, right click a side, shift+click the spawn"
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
static bool queue_edit(App *app, EditOp op, EditOp inverse)
{
    Editor *ed = &app->editor;
    if (ed->queued == EDITOR_QUEUE_MAX) {
        app_flash(app, "Too many edits waiting for their tick: let the simulation run (Space)");
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
static bool is_spawn(App *app, const Map *m, int i, int j)
{
    if (i != m->spawn_x || j != m->spawn_y) return false;
    app_flash(app, "The spawn cell stays empty: shift+click another cell to move the spawn");
    return true;
}

static void paint(App *app, int i, int j, uint8_t value)
{
    static Map m;
    editor_preview(app, &m);
    if (m.cells[j * m.w + i] == value || (i == m.spawn_x && j == m.spawn_y)) return;
    queue_edit(app, set_cell(i, j, value), set_cell(i, j, m.cells[j * m.w + i]));
}

bool editor_view_at(App *app, int x, int y, View *out)
{
    SDL_Point p = {x, y};
    Frame f = app_frame(app);
    View views[RESOLVER_COUNT];
    int n = layout_map_views(&f, &app->world, app->zoom, views);
    for (int r = 0; r < n; r++)
        if (SDL_PointInRect(&p, &views[r].area)) {
            *out = views[r];
            return true;
        }
    return false;
}

/* The cell under screen point (x, y) and the side nearest to it. */
static bool cell_at(App *app, int x, int y, int *i, int *j, int *side)
{
    View v;
    if (!editor_view_at(app, x, y, &v)) return false;
    const Map *m = &app->world.map;
    float t = (float)m->tile, wx = view_world_x(&v, (float)x), wy = view_world_y(&v, (float)y);
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

static void press(App *app, Uint8 button, int i, int j, int side)
{
    Editor *ed = &app->editor;
    static Map m;
    editor_preview(app, &m);
    uint8_t old = m.cells[j * m.w + i];
    ed->stroke++;
    if (button == SDL_BUTTON_LEFT && (SDL_GetModState() & KMOD_SHIFT)) {
        if (i == m.spawn_x && j == m.spawn_y) return;
        /* Undo puts the cell's old value back and the spawn where it was. */
        EditOp to = {EDIT_SET_SPAWN, 0, (int16_t)i, (int16_t)j};
        EditOp back = {EDIT_SET_SPAWN, 0, (int16_t)m.spawn_x, (int16_t)m.spawn_y};
        if (queue_edit(app, to, back)) remember(ed, set_cell(i, j, old));
    } else if (button == SDL_BUTTON_LEFT) {
        if (is_spawn(app, &m, i, j)) return;
        ed->painting = true;
        ed->paint_value = old == SIDE_ALL ? 0 : SIDE_ALL;
        ed->last_i = i;
        ed->last_j = j;
        paint(app, i, j, ed->paint_value);
    } else if (button == SDL_BUTTON_RIGHT) {
        if (is_spawn(app, &m, i, j)) return;
        queue_edit(app, set_cell(i, j, (uint8_t)(old ^ side)), set_cell(i, j, old));
    }
}

bool editor_mouse(App *app, const SDL_Event *e)
{
    Editor *ed = &app->editor;
    if (!ed->on || app->world.mode != MODE_TILES || session_replaying(&app->session)) return false;
    int i, j, side;
    if (e->type == SDL_MOUSEMOTION) {
        ed->hover = cell_at(app, e->motion.x, e->motion.y, &i, &j, &side);
        if (ed->hover) ed->hover_i = i, ed->hover_j = j, ed->hover_side = side;
        if (ed->hover && ed->painting && (e->motion.state & SDL_BUTTON_LMASK) && (i != ed->last_i || j != ed->last_j)) {
            ed->last_i = i;
            ed->last_j = j;
            paint(app, i, j, ed->paint_value);
        }
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN) {
        if (cell_at(app, e->button.x, e->button.y, &i, &j, &side)) press(app, e->button.button, i, j, side);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        ed->painting = false;
        return true;
    }
    return false;
}

void editor_undo(App *app)
{
    Editor *ed = &app->editor;
    if (session_replaying(&app->session)) {
        app_flash(app, "Replaying: the recording steers until it ends");
        return;
    }
    if (ed->undo_len == 0) {
        app_flash(app, "Nothing to undo");
        return;
    }
    uint32_t stroke = ed->undo_stroke[ed->undo_len - 1];
    int n = 0;
    while (n < ed->undo_len && ed->undo_stroke[ed->undo_len - 1 - n] == stroke) n++;
    if (ed->queued + n > EDITOR_QUEUE_MAX) {
        app_flash(app, "Too many edits waiting for their tick: let the simulation run (Space)");
        return;
    }
    /* Newest first, so a cell touched twice in one stroke ends at its oldest value. */
    for (int k = 0; k < n; k++) ed->queue[ed->queued++] = ed->undo[ed->undo_len - 1 - k];
    ed->undo_len -= n;
    ed->painting = false;
    app_flash(app, "Undone");
}

void editor_take(App *app, Input *in)
{
    Editor *ed = &app->editor;
    if (in->edit.op != EDIT_NONE || ed->queued == 0) return;
    in->edit = ed->queue[0];
    memmove(ed->queue, ed->queue + 1, sizeof ed->queue[0] * (size_t)(--ed->queued));
}

/* For the built-in map: "<name>.map" in the current directory, never over a file. */
static bool choose_new_path(App *app)
{
    Editor *ed = &app->editor;
    char base[MAP_NAME_MAX];
    size_t n = 0;
    for (const char *c = app->world.map.name; *c && n + 1 < sizeof base; c++)
        base[n++] = isalnum((unsigned char)*c) ? (char)tolower((unsigned char)*c) : '-';
    base[n] = '\0';
    if (n == 0) snprintf(base, sizeof base, "map");
    struct stat st;
    for (int k = 1; k <= EDITOR_NEW_FILE_TRIES; k++) {
        if (k == 1) snprintf(ed->path, sizeof ed->path, "%s.map", base);
        else snprintf(ed->path, sizeof ed->path, "%s-%d.map", base, k);
        if (stat(ed->path, &st) != 0) return true;
    }
    ed->path[0] = '\0';
    return false;
}

bool editor_save(App *app)
{
    Editor *ed = &app->editor;
    char msg[160];
    if (!ed->path[0] && !choose_new_path(app)) {
        app_flash(app, "Not saved: no free file name in this directory");
        return false;
    }
    static Map shown;
    editor_preview(app, &shown);
    MapError err;
    if (!map_save(&shown, ed->path, &err)) {
        char full[1400];
        map_error_format(&err, full, sizeof full);
        snprintf(msg, sizeof msg, "Not saved: %.140s", full);
        app_flash(app, msg);
        return false;
    }
    ed->saved = shown;
    snprintf(msg, sizeof msg, "Saved %.100s%s", ed->path, ed->builtin ? " (the built-in map is unchanged)" : "");
    app_flash(app, msg);
    return true;
}

void editor_status(const App *app, char *buf, size_t cap)
{
    size_t n = strlen(buf);
    if (app->editor.on && n < cap) n += (size_t)snprintf(buf + n, cap - n, "EDITOR  ");
    if (n < cap && editor_unsaved(app)) snprintf(buf + n, cap - n, "MAP UNSAVED  ");
}

EditorMarks editor_marks(const Editor *ed, const Map *map)
{
    static Map preview; /* scratch, as in editor_unsaved */
    preview = *map;
    for (int k = 0; k < ed->queued; k++) world_apply_edit(&preview, &ed->queue[k]);
    return (EditorMarks){&preview, ed->queue, ed->queued,
                         preview.spawn_x != map->spawn_x || preview.spawn_y != map->spawn_y,
                         ed->hover, ed->hover_i, ed->hover_j, ed->hover_side};
}

bool editor_hold_quit(App *app)
{
    if (app->confirm_quit || !editor_unsaved(app)) return false;
    app->confirm_quit = true;
    return true;
}

void editor_confirm_key(App *app, SDL_Keycode key, Uint16 mod)
{
    if (key == SDLK_s && (mod & KMOD_CTRL)) {
        if (editor_save(app)) app->running = false;
        else app->confirm_quit = false; /* the flash says why; the map stays open */
        return;
    }
    switch (key) {
    case SDLK_LCTRL: case SDLK_RCTRL: case SDLK_LSHIFT: case SDLK_RSHIFT:
    case SDLK_LALT: case SDLK_RALT: case SDLK_LGUI: case SDLK_RGUI:
        return; /* a modifier on its way to Ctrl+S is not an answer */
    case SDLK_y: case SDLK_ESCAPE:
        app->running = false;
        break;
    default:
        app->confirm_quit = false;
        app_flash(app, "Still here: the map is not saved yet (Ctrl+S saves)");
        return;
    }
}
