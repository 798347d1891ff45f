/* test_keys.c: the one key table. The key tables of the README (brief) and of
 * docs/keys.md (with the details) are the table written out (make readme-keys rewrites
 * them); every key that works in a mode is in that mode's
 * help; a key means one thing in each situation; the situations decide what a key does. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/base/keys.h"
#include "support/support.h"

#define BEGIN_MARK "<!-- keys:begin -->\n"
#define END_MARK "<!-- keys:end -->\n"

static char *markdown(bool brief)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    cr_assert_not_null(f);
    keys_markdown(f, brief);
    fclose(f);
    return text;
}

/* Does the file hold exactly the generator's tables between its keys markers? */
static void expect_key_block(const char *name, bool brief)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", SOURCE_DIR, name);
    char *doc = read_file(path, NULL);
    cr_assert_not_null(doc, "%s", path);
    char *want = markdown(brief);
    char *begin = strstr(doc, BEGIN_MARK), *end = begin ? strstr(begin, END_MARK) : NULL;
    bool same = begin && end && (size_t)(end - begin) == strlen(BEGIN_MARK) + strlen(want) &&
                memcmp(begin + strlen(BEGIN_MARK), want, strlen(want)) == 0;
    if (!same)
        fprintf(stderr, "%s's key block differs from the key table (make readme-keys rewrites it); expected:\n%s%s%s",
                name, BEGIN_MARK, want, END_MARK);
    cr_expect(same, "%s holds the key table's markdown between the keys markers", name);
    free(want);
    free(doc);
}

Test(keys, the_readme_and_the_keys_page_list_the_keys_exactly_as_the_key_table_says)
{
    expect_key_block("README.md", true);
    expect_key_block("docs/keys.md", false);
}

/* Every key named in the table, and a few it does not name. */
static int all_keys(AppKey *keys, int cap)
{
    static const AppKey others[] = {APP_KEY_X, APP_KEY_F2, APP_KEY_LSHIFT, APP_KEY_LEFT, APP_KEY_8, APP_KEY_KP_ENTER};
    int n = 0;
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        for (int k = 0; k < KEY_EFFECTS_MAX && KEY_TABLE[i].on[k].command != KEY_NONE && n < cap; k++)
            if (KEY_TABLE[i].on[k].key) keys[n++] = KEY_TABLE[i].on[k].key;
    for (size_t k = 0; k < sizeof others / sizeof *others && n < cap; k++) keys[n++] = others[k];
    return n;
}

Test(keys, every_key_that_works_in_a_mode_is_in_that_modes_help)
{
    AppKey keys[256];
    int n = all_keys(keys, 256);
    for (int mode = MODE_TILES; mode <= MODE_CROWD; mode++)
        for (int replaying = 0; replaying < 2; replaying++)
            for (int k = 0; k < n; k++)
                for (unsigned mod = 0; mod <= APP_MOD_CTRL; mod += APP_MOD_CTRL) {
                    KeyContext ctx = {(Mode)mode, replaying, false, false, false, false, false};
                    KeyAction a = keys_action(&ctx, keys[k], mod, false);
                    if (a.command == KEY_NONE) continue;
                    cr_expect(keys_in_help(a.binding, (Mode)mode), "%s (%s) works in mode %d but is not in its help",
                              a.binding->label, app_key_name(keys[k]), mode);
                }
}

static bool help_lists(Mode mode, const char *label, KeyGroup group)
{
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        if (strcmp(KEY_TABLE[i].label, label) == 0 && keys_group(&KEY_TABLE[i]) == group &&
            keys_in_help(&KEY_TABLE[i], mode))
            return true;
    return false;
}

Test(keys, the_crowd_help_lists_recording_and_the_replay_rate_and_the_tiles_help_lists_dragging)
{
    cr_expect(help_lists(MODE_CROWD, "F5", KEYS_GROUP_EVERYWHERE));
    cr_expect(help_lists(MODE_CROWD, "[ ]", KEYS_GROUP_REPLAY));
    cr_expect(help_lists(MODE_TILES, "[ ]", KEYS_GROUP_REPLAY));
    cr_expect(help_lists(MODE_TILES, "left click", KEYS_GROUP_EDITOR));
    cr_expect(!help_lists(MODE_CROWD, "left click", KEYS_GROUP_EDITOR), "no map editor in the crowd");
    const KeyBinding *drag = NULL;
    for (int i = 0; i < KEY_TABLE_COUNT; i++)
        if (strcmp(KEY_TABLE[i].label, "left click") == 0) drag = &KEY_TABLE[i];
    cr_assert_not_null(drag);
    cr_expect(strstr(drag->what, "drag") != NULL, "%s", drag->what);
}

Test(keys, a_key_means_one_thing_in_each_situation)
{
    AppKey keys[256];
    int n = all_keys(keys, 256);
    for (int mode = MODE_TILES; mode <= MODE_CROWD; mode++)
        for (int situation = 0; situation < 4; situation++)
            for (int k = 0; k < n; k++)
                for (unsigned mod = 0; mod <= APP_MOD_CTRL; mod += APP_MOD_CTRL) {
                    KeyContext ctx = {(Mode)mode, situation == 1, situation == 2, false, false, situation == 3, false};
                    int named = 0;
                    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
                        const KeyBinding *b = &KEY_TABLE[i];
                        /* The held keys are found by place, not pressed: their own test is below. */
                        if (b->any_key || b->held || (b->mod && !(mod & b->mod))) continue;
                        bool listed = b->when != KEYS_PROMPT && keys_in_help(b, ctx.mode);
                        bool now = ctx.prompt ? b->when == KEYS_PROMPT
                                   : ctx.browser
                                       ? b->when == KEYS_BROWSER && listed
                                       : b->when != KEYS_BROWSER && b->when != KEYS_TOUR && b->when != KEYS_TOUR_STEERED && listed &&
                                             (b->when == KEYS_ALWAYS || (b->when == KEYS_LIVE) != ctx.replaying);
                        for (int e = 0; now && e < KEY_EFFECTS_MAX && b->on[e].command != KEY_NONE; e++)
                            named += b->on[e].key == keys[k];
                    }
                    cr_expect_leq(named, 1, "%s%s is bound %d times (mode %d, situation %d)", mod ? "Ctrl+" : "",
                                  app_key_name(keys[k]), named, mode, situation);
                }
}

static KeyAction press(Mode mode, bool replaying, bool prompt, bool crowd_empty, AppKey key, unsigned mod)
{
    KeyContext ctx = {mode, replaying, prompt, crowd_empty, false, false, false};
    return keys_action(&ctx, key, mod, false);
}

Test(keys, in_the_tour_space_and_right_go_on_left_goes_back_and_other_keys_take_over)
{
    KeyContext tour = {MODE_TILES, true, false, false, true, false, false};
    cr_expect_eq(keys_action(&tour, APP_KEY_SPACE, 0, false).command, KEY_TOUR_ON);
    KeyAction right = keys_action(&tour, APP_KEY_RIGHT, 0, false);
    cr_expect(right.command == KEY_TOUR_ON && right.arg == 1);
    cr_expect_eq(keys_action(&tour, APP_KEY_LEFT, 0, false).command, KEY_TOUR_BACK);
    cr_expect_eq(keys_action(&tour, APP_KEY_W, 0, false).command, KEY_REPLAY_WAIT,
                 "the tour takes that as taking over");
    cr_expect_eq(keys_action(&tour, APP_KEY_G, 0, false).command, KEY_TOUR);
    cr_expect_eq(keys_action(&tour, APP_KEY_RIGHT, 0, true).command, KEY_NONE, "a held Right skips no stops");
    KeyAction pgdn = keys_action(&tour, APP_KEY_PAGEDOWN, 0, false);
    cr_expect(pgdn.command == KEY_TOUR_ON && pgdn.arg == 1, "PgDn: the next stop");
    cr_expect_eq(keys_action(&tour, APP_KEY_PAGEUP, 0, false).command, KEY_TOUR_BACK);
    /* Taken over: the arrows are the player's, the stops are PgDn and PgUp. */
    tour.replaying = false, tour.tour_yours = true;
    cr_expect_eq(keys_action(&tour, APP_KEY_RIGHT, 0, false).command, KEY_NONE, "Right walks (held keys), no stop");
    cr_expect_eq(keys_action(&tour, APP_KEY_LEFT, 0, false).command, KEY_NONE, "Left walks, no stop");
    cr_expect_eq(keys_action(&tour, APP_KEY_SPACE, 0, false).command, KEY_PAUSE, "Space pauses the live run");
    pgdn = keys_action(&tour, APP_KEY_PAGEDOWN, 0, false);
    cr_expect(pgdn.command == KEY_TOUR_ON && pgdn.arg == 1, "PgDn: still the next stop");
    cr_expect_eq(keys_action(&tour, APP_KEY_PAGEUP, 0, false).command, KEY_TOUR_BACK);
    tour.tour = false, tour.tour_yours = false;
    cr_expect_eq(keys_action(&tour, APP_KEY_SPACE, 0, false).command, KEY_PAUSE, "outside the tour, Space pauses");
}

Test(keys, in_the_crowd_a_named_key_arranges_and_any_other_key_loads)
{
    KeyAction r = press(MODE_CROWD, false, false, false, APP_KEY_R, 0);
    cr_expect_eq(r.command, KEY_INPUT);
    cr_expect_eq(r.arg, (uint32_t)(ACT_CROWD_LOAD | ACT_CROWD_CIRCLE), "R: a circle, loading first if need be");
    KeyAction x = press(MODE_CROWD, false, false, false, APP_KEY_X, 0);
    cr_expect_eq(x.arg, (uint32_t)ACT_CROWD_LOAD, "an unnamed key only loads");
    KeyAction a = press(MODE_CROWD, false, false, true, APP_KEY_A, 0);
    cr_expect_eq(a.arg, (uint32_t)ACT_CROWD_LOAD, "the first key only loads: avoidance does not flip unseen");
    KeyAction s = press(MODE_CROWD, false, false, false, APP_KEY_S, APP_MOD_CTRL);
    cr_expect_eq(s.command, KEY_SAVE, "Ctrl+S saves the map, even in the crowd");
    cr_expect_eq(press(MODE_CROWD, false, false, false, APP_KEY_SPACE, 0).command, KEY_PAUSE, "Space pauses there too");
}

Test(keys, while_a_recording_plays_keys_that_steer_wait_and_the_brackets_set_the_rate)
{
    cr_expect_eq(press(MODE_TILES, true, false, false, APP_KEY_RIGHTBRACKET, 0).command, KEY_REPLAY_FASTER);
    cr_expect_eq(press(MODE_CROWD, true, false, false, APP_KEY_LEFTBRACKET, 0).command, KEY_REPLAY_SLOWER);
    cr_expect_eq(press(MODE_TILES, true, false, false, APP_KEY_E, 0).command, KEY_REPLAY_WAIT);
    cr_expect_eq(press(MODE_TILES, true, false, false, APP_KEY_2, 0).command, KEY_REPLAY_WAIT);
    cr_expect_eq(press(MODE_TILES, true, false, false, APP_KEY_SPACE, 0).command, KEY_PAUSE);
    cr_expect_eq(press(MODE_TILES, false, false, false, APP_KEY_RIGHTBRACKET, 0).arg, (uint32_t)ACT_SPEED_UP,
                 "live, ] is the player's speed");
}

Test(keys, the_quit_prompt_reads_only_its_own_answers)
{
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_ESCAPE, 0).command, KEY_KEEP_EDITING, "Esc cancels");
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_Y, 0).command, KEY_QUIT_NOW);
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_S, APP_MOD_CTRL).command, KEY_SAVE_QUIT);
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_LCTRL, APP_MOD_CTRL).command, KEY_NONE,
                 "a modifier on its way to Ctrl+S is no answer");
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_SPACE, 0).command, KEY_KEEP_EDITING);
    cr_expect_eq(press(MODE_TILES, false, true, false, APP_KEY_F1, 0).command, KEY_KEEP_EDITING);
}

Test(keys, a_held_key_repeats_only_what_makes_sense_to_repeat)
{
    KeyContext tiles = {MODE_TILES, false, false, false, false, false, false};
    cr_expect_eq(keys_action(&tiles, APP_KEY_EQUALS, 0, true).command, KEY_ZOOM_IN, "zoom keeps zooming");
    cr_expect_eq(keys_action(&tiles, APP_KEY_3, 0, true).command, KEY_RESOLVER);
    cr_expect_eq(keys_action(&tiles, APP_KEY_SPACE, 0, true).command, KEY_NONE, "pause does not flicker");
    cr_expect_eq(keys_action(&tiles, APP_KEY_C, 0, true).command, KEY_NONE);
    KeyContext crowd = {MODE_CROWD, false, false, false, false, false, false};
    cr_expect_eq(keys_action(&crowd, APP_KEY_UP, 0, true).command, KEY_NONE, "a held Up doubles once");
}

Test(keys, the_tours_key_line_names_the_keys_the_table_binds_at_each_moment)
{
    static const struct {
        KeysTourMoment m;
        const char *full, *brief;
    } WANT[] = {
        {KEYS_TOUR_PLAYING,
         "Space pauses   Right: next stop   Left: back   WASD or the mouse: take over   G or Esc leaves",
         "Space pause  Right next  Left back  WASD: yours"},
        {KEYS_TOUR_PAUSED,
         "Space goes on   Right: next stop   Left: back   WASD or the mouse: take over   G or Esc leaves",
         "Space on  Right next  Left back  WASD: yours"},
        {KEYS_TOUR_ENDED, "Space or Right: next stop   Left: back   WASD or the mouse: take over   G or Esc leaves",
         "Space/Right next  Left back  WASD: yours"},
        {KEYS_TOUR_LAST, "The end of the tour   Left: back a stop   WASD: take over   G or Esc leaves",
         "The end  Left back  G leaves"},
        /* Taken over, the arrows steer: the stops are on other keys. */
        {KEYS_TOUR_YOURS, "Yours: the keys drive   Space pauses   PageDown: next stop   PageUp: back   G or Esc leaves the tour",
         "Yours  PageDown next  PageUp back  G leaves"},
    };
    for (size_t k = 0; k < sizeof WANT / sizeof WANT[0]; k++) {
        KeysTourLine line;
        keys_tour_line(WANT[k].m, &line);
        cr_expect_str_eq(line.full, WANT[k].full);
        cr_expect_str_eq(line.brief, WANT[k].brief);
        cr_expect_str_eq(line.keys, WANT[k].m == KEYS_TOUR_YOURS ? "PgDn  PgUp" : "Space  Right  Left",
                         "the label of the tour binding that works then");
    }
}

/* The cells of a markdown row "| a | b |": their count, each trimmed into cells[] (an
 * escaped "\|" stays inside its cell). */
static int row_cells(const char *row, char cells[][600], int cap)
{
    int n = -1, len = 0;
    for (const char *c = row; *c && *c != '\n'; c++) {
        if (*c == '|' && (c == row || c[-1] != '\\')) {
            if (n >= 0 && n < cap) {
                while (len > 0 && cells[n][len - 1] == ' ') len--;
                cells[n][len] = '\0';
            }
            n++, len = 0;
            continue;
        }
        if (n >= 0 && n < cap && len < 599 && (len > 0 || *c != ' ')) cells[n][len++] = *c;
    }
    return n; /* the text after the last '|' is not a cell */
}

/* The rows of one form of the tables: `columns` cells each, every key beside its words
 * (in the brief form's two pairs, only a row's last pair may be empty). */
static int check_rows(const char *md, int columns)
{
    int rows = 0;
    for (const char *line = md; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (line[0] != '|' || strncmp(line, "|---", 4) == 0 || strncmp(line, "| key |", 7) == 0) continue;
        char cells[6][600];
        int n = row_cells(line, cells, 6);
        cr_expect_eq(n, columns, "a row of %d columns: %.80s", columns, line);
        if (n != columns) continue;
        rows++;
        for (int k = 0; k < columns; k += 2) {
            bool last_empty = k > 0 && !cells[k][0] && !cells[k + 1][0];
            cr_expect(last_empty || (cells[k][0] && cells[k + 1][0]), "a key and its words: %.80s", line);
            for (const char *c = cells[k + 1]; *c; c++)
                cr_expect(!(c[0] == ')' && (c[1] >= 'A' && c[1] <= 'z')), "a word runs into ')': ...%.40s",
                          c - 20 > cells[k + 1] ? c - 20 : cells[k + 1]);
        }
    }
    return rows;
}

Test(keys, every_row_of_the_readme_tables_has_its_key_and_its_words_apart)
{
    char *brief = markdown(true);
    cr_expect_gt(check_rows(brief, 4), 15, "the brief tables list the keys two a row");
    free(brief);
    char *md = markdown(false);
    int rows = check_rows(md, 2);
    cr_expect_gt(rows, 30, "the tables list the keys");
    /* Each binding's words: `what`, then `more` after a space or a mark, never glued to it. */
    for (int i = 0; i < KEY_TABLE_COUNT; i++) {
        const KeyBinding *b = &KEY_TABLE[i];
        if (!keys_in_markdown(b) || !b->more) continue;
        char joined[1200];
        snprintf(joined, sizeof joined, "%s%s%s", b->what, keys_more_joint(b), b->more);
        cr_expect(strstr(md, joined) != NULL, "the row of %s holds its words", b->label);
        char after = joined[strlen(b->what)];
        cr_expect(after == ' ' || after == ',' || after == ':' || after == ';' || after == '.',
                  "%s: '%s' and '%.20s' are kept apart", b->label, b->what, b->more);
    }
    free(md);
}

Test(keys, the_tiles_help_lists_the_platformers_live_keys_and_the_steering_button)
{
    cr_expect(help_lists(MODE_TILES, "U I", KEYS_GROUP_TILES));
    cr_expect(help_lists(MODE_TILES, "J K", KEYS_GROUP_TILES));
    cr_expect(help_lists(MODE_TILES, "middle button", KEYS_GROUP_TILES));
    cr_expect(!help_lists(MODE_CROWD, "U I", KEYS_GROUP_TILES), "no gravity in the crowd");
    KeyContext live = {.mode = MODE_TILES};
    cr_expect_eq(keys_action(&live, APP_KEY_I, 0, false).arg, (uint32_t)ACT_GRAVITY_UP);
    cr_expect_eq(keys_action(&live, APP_KEY_J, 0, false).arg, (uint32_t)ACT_JUMP_DOWN);
    KeyContext replaying = {.mode = MODE_TILES, .replaying = true};
    cr_expect_neq(keys_action(&replaying, APP_KEY_K, 0, false).command, KEY_INPUT, "a recording steers: K waits");
}
