/* test_map_text.c: maps keep their text through the editor (a save with no edit gives
 * the same bytes; an edit touches only the rows it changed), saves keep the file's mode
 * and links, and maps carry their lesson. */
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/map.h"
#include "core/resolver.h"
#include "support/support.h"

static Map was, now, back;

static char *shipped_text(const char *name, size_t *len)
{
    char path[512];
    MapError e;
    char *text;
    snprintf(path, sizeof path, "%s/maps/%s", SOURCE_DIR, name);
    cr_assert(map_read_text(path, &text, len, &e), "%s: %s", path, e.msg);
    cr_assert(map_parse(&was, text, *len, path, &e), "%s:%d:%d: %s", path, e.line, e.col, e.msg);
    return text;
}

static char *rewrite(const char *text, size_t len, size_t *out_len)
{
    size_t need = map_rewrite(text, len, &was, &now, NULL, 0);
    char *buf = malloc(need + 1);
    cr_assert_eq(map_rewrite(text, len, &was, &now, buf, need + 1), need);
    *out_len = need;
    return buf;
}

/* The lines of a text, for comparing which ones an edit touched. */
static int split_lines(char *text, char **lines, int cap)
{
    int n = 0;
    for (char *s = strtok(text, "\n"); s && n < cap; s = strtok(NULL, "\n")) lines[n++] = s;
    return n;
}

Test(map_text, a_save_with_no_edit_gives_every_shipped_map_back_byte_for_byte)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names);
    for (int k = 0; k < count; k++) {
        size_t len, out_len;
        char *text = shipped_text(names[k], &len);
        map_copy(&now, &was);
        char *out = rewrite(text, len, &out_len);
        cr_expect_eq(out_len, len, "%s", names[k]);
        cr_expect(memcmp(out, text, len) == 0, "%s changed without an edit", names[k]);
        free(out);
        free(text);
    }
}

Test(map_text, an_edit_changes_only_the_rows_it_touched_and_the_result_reads_back_as_edited)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names);
    for (int k = 0; k < count; k++) {
        size_t len, out_len;
        char *text = shipped_text(names[k], &len);
        map_copy(&now, &was);
        /* Paint the first free cell that is not the spawn solid, and move the spawn one
         * free cell on: two rows (or one) change. */
        int painted = -1, moved = -1;
        for (int c = 0; c < was.w * was.h && (painted < 0 || moved < 0); c++) {
            if (was.cells[c] != 0 || c == was.spawn_y * was.w + was.spawn_x) continue;
            if (painted < 0) painted = c;
            else moved = c;
        }
        cr_assert(painted >= 0 && moved >= 0, "%s has two free cells", names[k]);
        map_cells_mut(&now)[painted] = SIDE_ALL;
        now.spawn_x = moved % was.w;
        now.spawn_y = moved / was.w;
        char *out = rewrite(text, len, &out_len);
        MapError e;
        cr_assert(map_parse(&back, out, out_len, names[k], &e), "%s: %d:%d: %s", names[k], e.line, e.col, e.msg);
        cr_expect(memcmp(back.cells, now.cells, (size_t)(now.w * now.h)) == 0, "%s: the cells read back as edited",
                  names[k]);
        cr_expect(back.spawn_x == now.spawn_x && back.spawn_y == now.spawn_y, "%s: the spawn moved", names[k]);
        static char *a[512], *b[512];
        int na = split_lines(text, a, 512), nb = split_lines(out, b, 512), differ = 0;
        cr_assert_eq(na, nb, "%s: same number of lines", names[k]);
        for (int i = 0; i < na; i++) differ += strcmp(a[i], b[i]) != 0;
        int rows =
            1 + (painted / was.w != moved / was.w) + (was.spawn_y != moved / was.w && was.spawn_y != painted / was.w);
        cr_expect_leq(differ, rows, "%s: %d lines changed for an edit of %d rows", names[k], differ, rows);
        cr_expect_geq(differ, 1, "%s", names[k]);
        free(out);
        free(text);
    }
}

Test(map_text, a_grid_row_keeps_its_note_and_the_digits_chosen_for_unchanged_cells)
{
    const char *text = "collide-map 1\n# a comment\n\ngrid\n#####\n#P.0#   the 0 stays a 0\n#####\nend\n";
    MapError e;
    cr_assert(map_parse(&was, text, strlen(text), "t.map", &e));
    map_copy(&now, &was);
    map_cells_mut(&now)[1 * 5 + 2] = SIDE_UP; /* the '.' after P becomes a one-way platform */
    size_t n;
    char *out = rewrite(text, strlen(text), &n);
    cr_expect_str_eq(out, "collide-map 1\n# a comment\n\ngrid\n#####\n#P80#   the 0 stays a 0\n#####\nend\n");
    free(out);
}

static char dir[256];

static void save(const char *path, const char *text)
{
    MapError e;
    cr_assert(map_save_text(path, text, strlen(text), &e), "%s", e.msg);
}

static mode_t mode_of(const char *path)
{
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    return st.st_mode & 07777;
}

Test(map_text, a_save_keeps_the_files_mode_and_a_new_file_gets_0666_less_the_umask)
{
    char path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/kept.map", dir);
    cr_assert(write_file(path, "old\n"));
    chmod(path, 0640);
    save(path, "new\n");
    cr_expect_eq(mode_of(path), 0640);
    chmod(path, 0644);
    save(path, "newer\n");
    cr_expect_eq(mode_of(path), 0644);
    mode_t old = umask(022);
    snprintf(path, sizeof path, "%s/fresh.map", dir);
    save(path, "fresh\n");
    umask(old);
    cr_expect_eq(mode_of(path), 0644, "a new map is 0666 less the umask 022, got %o", mode_of(path));
}

Test(map_text, a_save_through_a_symbolic_link_writes_its_target_and_keeps_the_link)
{
    char target[512], link[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(target, sizeof target, "%s/real.map", dir);
    snprintf(link, sizeof link, "%s/link.map", dir);
    cr_assert(write_file(target, "old\n"));
    cr_assert_eq(symlink(target, link), 0);
    save(link, "new\n");
    struct stat st;
    cr_assert_eq(lstat(link, &st), 0);
    cr_expect(S_ISLNK(st.st_mode), "the link is still a link");
    size_t n;
    char *text = read_file(target, &n);
    cr_expect_str_eq(text, "new\n");
    free(text);
}

Test(map_text, a_save_keeps_hard_links_together)
{
    char a[512], b[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(a, sizeof a, "%s/a.map", dir);
    snprintf(b, sizeof b, "%s/b.map", dir);
    cr_assert(write_file(a, "old\n"));
    cr_assert_eq(link(a, b), 0);
    save(a, "new\n");
    size_t n;
    char *text = read_file(b, &n);
    cr_expect_str_eq(text, "new\n", "the other name sees the saved text");
    free(text);
    struct stat st;
    cr_assert_eq(stat(a, &st), 0);
    cr_expect_eq(st.st_nlink, 2);
}

#define V2 "collide-map 2\nname \"L\"\n"
#define GRID "grid\n###\n#P#\n###\nend\n"

Test(map_text, a_lesson_and_a_suggestion_are_read_and_written_back)
{
    const char *text = V2 "lesson \"Hold Right at 48 px a tick.\"\nlesson \"Watch \\\"simplest\\\" jump.\"\n"
                          "suggest resolver pixel-iteration speed 48 motion platformer\n" GRID;
    MapError e;
    cr_assert(map_parse(&was, text, strlen(text), "l.map", &e), "%d:%d: %s", e.line, e.col, e.msg);
    cr_expect_eq(was.lesson.lines, 2);
    cr_expect_str_eq(was.lesson.motion, "platformer");
    cr_expect_str_eq(was.lesson.line[1], "Watch \"simplest\" jump.");
    cr_expect_str_eq(was.lesson.resolver, "pixel-iteration");
    cr_expect_float_eq(was.lesson.speed, 48.0f, 1e-6f);
    char buf[4096];
    map_format(&was, buf, sizeof buf);
    cr_assert(map_parse(&back, buf, strlen(buf), "back.map", &e), "%s", e.msg);
    cr_expect(memcmp(&back.lesson, &was.lesson, sizeof back.lesson) == 0, "%s", buf);
    cr_expect(strncmp(buf, "collide-map 2\n", 14) == 0);
}

Test(map_text, a_map_without_a_lesson_is_still_written_as_version_1)
{
    const char *text = "collide-map 1\n" GRID;
    MapError e;
    char buf[4096];
    cr_assert(map_parse(&was, text, strlen(text), "v1.map", &e));
    map_format(&was, buf, sizeof buf);
    cr_expect(strncmp(buf, "collide-map 1\n", 14) == 0, "%s", buf);
}

typedef struct Bad {
    const char *text;
    int line, col;
    const char *msg;
} Bad;

Test(map_text, lesson_mistakes_are_named_with_line_and_column)
{
    static const Bad bad[] = {
        {"collide-map 1\nlesson \"x\"\n" GRID, 2, 1, "'lesson' needs the header 'collide-map 2'"},
        {V2 "suggest resolver warp\n" GRID, 3, 18, "unknown resolver 'warp'"},
        {V2 "suggest speed fast\n" GRID, 3, 15, "speed must be a number of pixels per tick"},
        {V2 "suggest speed 0\n" GRID, 3, 15, "above 0"},
        {V2 "suggest colour red\n" GRID, 3, 9, "unknown suggestion 'colour'"},
        {V2 "suggest motion jumpy\n" GRID, 3, 16, "unknown motion 'jumpy' (expected top-down, accelerated or platformer)"},
        {V2 "suggest\n" GRID, 3, 1, "needs resolver NAME, speed N or motion NAME"},
        {V2 "suggest speed 3\nsuggest speed 4\n" GRID, 4, 1, "second 'suggest' line"},
        {V2 "lesson \"a\nb\"\n" GRID, 3, 8, "unterminated lesson line"},
        {V2 "lesson a\n" GRID, 3, 8, "expected the lesson line in double quotes"},
        {V2 "lesson \"1\"\nlesson \"2\"\nlesson \"3\"\nlesson \"4\"\nlesson \"5\"\nlesson \"6\"\nlesson \"7\"\n" GRID,
         9, 1, "too many lesson lines (at most 6)"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        MapError e;
        cr_expect(!map_parse(&was, bad[k].text, strlen(bad[k].text), "bad.map", &e), "case %zu loads", k);
        cr_expect_eq(e.line, bad[k].line, "case %zu: line %d, expected %d (%s)", k, e.line, bad[k].line, e.msg);
        cr_expect_eq(e.col, bad[k].col, "case %zu: column %d, expected %d (%s)", k, e.col, bad[k].col, e.msg);
        cr_expect(strstr(e.msg, bad[k].msg) != NULL, "case %zu: '%s' lacks '%s'", k, e.msg, bad[k].msg);
    }
}

Test(map_text, every_shipped_map_states_its_lesson_in_at_most_six_short_lines_and_suggests_a_method)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names);
    for (int k = 0; k < count; k++) {
        size_t len;
        free(shipped_text(names[k], &len));
        cr_expect_geq(was.lesson.lines, 2, "%s: a lesson of at least two lines", names[k]);
        for (int i = 0; i < was.lesson.lines; i++)
            cr_expect_leq(strlen(was.lesson.line[i]), 80, "%s: lesson line %d is short", names[k], i + 1);
        cr_expect_geq(resolver_find(was.lesson.resolver), 0, "%s suggests a resolver", names[k]);
        cr_expect_gt(was.lesson.speed, 0.0f, "%s suggests a speed", names[k]);
    }
}

Test(map_text, the_names_a_map_may_suggest_are_the_resolvers_names)
{
    for (int r = 0; r < RESOLVER_COUNT; r++) cr_expect_str_eq(resolver_info(r)->name, RESOLVER_NAMES[r]);
}
