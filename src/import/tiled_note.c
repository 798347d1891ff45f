/* tiled_note.c: the one line that says what a Tiled map became (docs/tiled.md, "The
 * load note"): size and blocking cells, what each layer gave and which gave nothing,
 * what each rule decided, the tiles and shapes that are not whole cells or sides (the
 * first few by name, with the cell each became), how lines and class 'platform' were
 * read, and where the player starts and why. */
#include <stdio.h>

#include "import/tiled_build.h"

static void layers(const TiledModel *m, char *note, size_t cap, size_t *n)
{
    bool any = m->opt && m->opt->layers && m->opt->layers[0];
    int used = 0, left = 0;
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        if (l->made > 0)
            import_note_add(note, cap, n, "%s'%.40s' %s %lld",
                            used++ ? ", "
                            : any  ? "; --layer "
                                   : "; from ",
                            l->name, l->is_objects ? "objects" : "tiles", l->made);
    }
    for (int k = 0; k < m->layer_count; k++) {
        const TiledLayer *l = &m->layers[k];
        if (l->made == 0 && (!any || l->chosen))
            import_note_add(note, cap, n, "%s'%.40s'%s", left++ ? ", " : "; left out (no collision): ", l->name,
                            l->read ? "" : " (ignored by a rule)");
    }
}

/* The first few by name, with the cell each became ("tile 3 of 'terrain' (2 placed,
 * the first at 4,5) solid"), and how many more. */
static void named(const TiledNamed *list, int count, long total, char *note, size_t cap, size_t *n)
{
    long shown = 0;
    for (int k = 0; k < count; k++) {
        const TiledNamed *t = &list[k];
        const char *sep = k ? ", " : "";
        if (t->id && t->count > 1)
            import_note_add(note, cap, n, "%s%s (%ld placed, the first at %d,%d) %s", sep, t->what, t->count, t->i,
                            t->j, t->sides ? "solid" : "open");
        else if (t->id)
            import_note_add(note, cap, n, "%s%s at %d,%d %s", sep, t->what, t->i, t->j, t->sides ? "solid" : "open");
        else if (t->count)
            import_note_add(note, cap, n, "%s%s blocks %ld cell%s", sep, t->what, t->count, t->count == 1 ? "" : "s");
        else import_note_add(note, cap, n, "%s%s blocks nothing", sep, t->what);
        shown += t->id ? t->count : 1;
    }
    if (total > shown) import_note_add(note, cap, n, " and %ld more", total - shown);
}

static void partial(const TiledModel *m, char *note, size_t cap, size_t *n)
{
    const TiledStats *st = &m->stats;
    if (st->partial_solid)
        import_note_add(note, cap, n,
                        "; %ld tile%s with partial collision shapes (slopes, small boxes) treated as "
                        "solid (half the tile or more)",
                        st->partial_solid, st->partial_solid == 1 ? "" : "s");
    if (st->partial_empty)
        import_note_add(note, cap, n,
                        "; %ld tile%s with partial collision shapes treated as empty (under half the "
                        "tile)",
                        st->partial_empty, st->partial_empty == 1 ? "" : "s");
    if (st->partial_named) {
        import_note_add(note, cap, n, "; partial tiles: ");
        named(st->partial, st->partial_named, st->partial_solid + st->partial_empty, note, cap, n);
    }
    if (st->odd_shapes) {
        import_note_add(note, cap, n,
                        "; %ld object shape%s not whole cells or sides (ellipses, polygons, small "
                        "boxes), blocking the cells they cover by half or hold the centre of: ",
                        st->odd_shapes, st->odd_shapes == 1 ? "" : "s");
        named(st->odd, st->odd_named, st->odd_shapes, note, cap, n);
    }
}

void tiled_note(const TiledModel *m, int blocking, const ImportSpawn *spawn, const char *how, char *note, size_t cap)
{
    size_t n = 0;
    const TiledStats *st = &m->stats;
    import_note_add(note, cap, &n, "%s: %dx%d cells of %d px, %d blocking", m->path, m->w, m->h, m->tile, blocking);
    layers(m, note, cap, &n);
    rules_note(m->rules, note, cap, &n);
    partial(m, note, cap, &n);
    if (st->lines)
        import_note_add(note, cap, &n, "; %ld line%s (polylines, shapes of no height) read as %s%s", st->lines,
                        st->lines == 1 ? "" : "s", m->rules->lines_solid ? "solid floors" : "one-way tops",
                        m->rules->lines_line    ? ""
                        : m->rules->lines_solid ? ""
                                                : " (the rule `lines solid` makes them solid)");
    if (st->sloped)
        import_note_add(note, cap, &n, ", %ld sloped segment%s as steps", st->sloped, st->sloped == 1 ? "" : "s");
    if (st->platform)
        import_note_add(note, cap, &n,
                        "; class 'platform' read as one-way (%ld tile%s or object%s; the rule `class "
                        "platform solid` reads it as solid)",
                        st->platform, st->platform == 1 ? "" : "s", st->platform == 1 ? "" : "s");
    import_note_add(note, cap, &n, "; the player starts in cell %d,%d (%s)", spawn->x, spawn->y, how);
    if (spawn->exact && how[0] != '-')
        import_note_add(note, cap, &n, " at %g,%g px", (double)(spawn->x * m->tile + spawn->dx),
                        (double)(spawn->y * m->tile + spawn->dy));
    if (!blocking)
        import_note_add(note, cap, &n,
                        "; no tile blocks: give tiles a 'collides' property, use --layer NAME or "
                        "--rules FILE (docs/tiled.md)");
}
