/* test_lesson_words.c: a lesson is read in a panel that wraps each of its lines on its
 * own, so every line is a whole sentence (no "checks only" left hanging), and it names
 * what the window shows, never a code from the map's text ("(41)", "Seed 004", "rows
 * 12-13"): its only numbers are speeds in px and keys to press. Checked on every shipped
 * map and on the maps the tour's recordings carry. */
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <string.h>

#include "core/map.h"
#include "core/replay.h"
#include "core/resolver.h"
#include "support/support.h"

/* Does `word` (up to a space) name a method? A sentence may open with one in lower case. */
static bool method_word(const char *word)
{
    size_t len = strcspn(word, " ");
    for (int r = 0; r < RESOLVER_COUNT; r++)
        if (strlen(resolver_info(r)->name) == len && strncmp(resolver_info(r)->name, word, len) == 0) return true;
    return false;
}

/* Is the number at line[i] a key the student presses ("Press 1-7", "press 3 or 4")? */
static bool key_number(const char *line, size_t i)
{
    static const char *const before[] = {"ress ", "ress 1-", "ress 1 or ", "ress 3 or "};
    for (size_t k = 0; k < sizeof before / sizeof *before; k++) {
        size_t n = strlen(before[k]);
        if (i >= n && strncmp(line + i - n, before[k], n) == 0) return true;
    }
    return false;
}

/* The first thing wrong with a lesson line, or NULL. */
static const char *lesson_fault(const char *line)
{
    size_t len = strlen(line);
    if (len == 0) return "an empty line";
    if (!strchr(".!?", line[len - 1])) return "it stops mid-sentence (the panel wraps each line on its own)";
    if (islower((unsigned char)line[0]) && !method_word(line)) return "it goes on from the line before";
    if (!isupper((unsigned char)line[0]) && !islower((unsigned char)line[0])) return "it opens mid-sentence";
    for (size_t i = 0; i < len; i++) {
        if (!isdigit((unsigned char)line[i]) || (i > 0 && isdigit((unsigned char)line[i - 1]))) continue;
        size_t end = i + strspn(line + i, "0123456789");
        if (strncmp(line + end, " px", 3) == 0 || key_number(line, i)) continue;
        return "a number that is neither a speed in px nor a key: a code the window does not show";
    }
    return NULL;
}

static int check_lesson(const char *where, const MapLesson *l)
{
    for (int i = 0; i < l->lines; i++) {
        const char *why = lesson_fault(l->line[i]);
        cr_expect(why == NULL, "%s, lesson line %d \"%s\": %s", where, i + 1, l->line[i], why);
    }
    return l->lines;
}

Test(lesson_words, the_rule_finds_the_fragments_and_codes_a_student_cannot_read)
{
    cr_expect_not_null(lesson_fault("Press ] to 24 px and more: it jumps walls, because it checks only"));
    cr_expect_not_null(lesson_fault("the region where the move ends, not the path there."));
    cr_expect_not_null(lesson_fault("(a ghost collision). Hold Down+Right on a floor, or Right+Down"));
    cr_expect_not_null(lesson_fault("Platforms (8) stop you from above and let you up from below."));
    cr_expect_not_null(lesson_fault("Seed 004's side masks: a set bit is a side that cannot be entered."));
    cr_expect_not_null(lesson_fault("Weakness: come up into the upper platform at rows 12-13 and stop."));
    cr_expect_not_null(lesson_fault("The double doors 44 do the same: stop inside the second, press Left."));
    cr_expect_null(lesson_fault("Hold Right from the spawn at 48 px a tick."));
    cr_expect_null(lesson_fault("Press 1-7 to switch the method; press 3 or 4 and you cannot."));
    cr_expect_null(lesson_fault("simplest and pixel-iteration read only where a move ends."));
}

Test(lesson_words, every_shipped_maps_lesson_is_whole_sentences_about_what_the_window_shows)
{
    char names[SHIPPED_MAPS_MAX][SHIPPED_MAP_NAME_MAX];
    int count = shipped_map_names(names), lines = 0;
    for (int k = 0; k < count; k++) {
        char path[600];
        snprintf(path, sizeof path, "%s/maps/%.256s", SOURCE_DIR, names[k]);
        Map m = {0};
        load_shipped_map(names[k], &m);
        lines += check_lesson(path, &m.lesson);
        map_free(&m);
    }
    cr_expect_gt(lines, 30, "the maps have lessons");
}

Test(lesson_words, the_tours_recordings_carry_the_same_kind_of_lesson)
{
    DIR *d = opendir(SOURCE_DIR "/tour");
    cr_assert_not_null(d);
    int recordings = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n < 8 || strcmp(e->d_name + n - 7, ".replay") != 0) continue;
        char path[600];
        snprintf(path, sizeof path, "%s/tour/%.256s", SOURCE_DIR, e->d_name);
        static Replay r;
        ReplayError err;
        cr_assert(replay_load(&r, path, &err), "%s:%d: %s", err.file, err.line, err.msg);
        check_lesson(path, &r.map.lesson);
        replay_free(&r);
        recordings++;
    }
    closedir(d);
    cr_expect_geq(recordings, 10);
}

Test(lesson_words, the_sandbox_says_which_keys_move_the_yellow_box)
{
    Map m = {0};
    load_shipped_map("default.map", &m);
    bool said = false;
    for (int i = 0; i < m.lesson.lines; i++)
        said |= strstr(m.lesson.line[i], "WASD") && strstr(m.lesson.line[i], "arrows") &&
                strstr(m.lesson.line[i], "yellow box");
    cr_expect(said, "a line of the Sandbox's lesson says the arrows or WASD move the yellow box");
    map_free(&m);
}
