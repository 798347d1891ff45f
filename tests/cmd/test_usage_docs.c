/* test_usage_docs.c: docs/command-line.md's usage lines against `collide --help`'s: every option
 * the program's usage names for a command line, the page's line for it names too. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

#define ENTRIES_MAX 16

/* One usage entry: a line that opens with "collide" and the lines that continue it. */
typedef struct Entry {
    char key[64];    /* its first two words: "collide --replay", "collide resolve" */
    char text[1024]; /* all of its lines */
} Entry;

/* The entries in `text` from `from` to the first line that opens with neither
 * "collide" nor a space. */
static int entries(const char *from, Entry *out, int cap)
{
    int n = 0;
    for (const char *line = from; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *start = line;
        while (*start == ' ') start++;
        size_t len = strcspn(line, "\n");
        if (strncmp(start, "collide ", 8) == 0 && n < cap) {
            Entry *e = &out[n++];
            int words = 0;
            size_t k = 0;
            for (const char *c = start; *c && *c != '\n' && k + 1 < sizeof e->key; c++) {
                if (*c == ' ' && ++words == 2) break;
                e->key[k++] = *c;
            }
            e->key[k] = '\0';
            snprintf(e->text, sizeof e->text, "%.*s", (int)len, line);
        } else if (line[0] == ' ' && n > 0 && len > 0) {
            size_t at = strlen(out[n - 1].text);
            snprintf(out[n - 1].text + at, sizeof out[n - 1].text - at, " %.*s", (int)len, line);
        } else if (n > 0) {
            break;
        }
    }
    return n;
}

/* Does `text` name the option `opt` ("--scale") as a whole word? */
static bool names(const char *text, const char *opt, size_t len)
{
    for (const char *at = strstr(text, opt); at; at = strstr(at + 1, opt)) {
        char after = at[len];
        if (!(after == '-' || (after >= 'a' && after <= 'z'))) return true;
    }
    return false;
}

Test(usage_docs, the_command_line_page_names_every_option_of_the_programs_usage)
{
    static char out[65536], err[4096];
    cr_assert_eq(run_collide("--help", NULL, out, sizeof out, err, sizeof err), 0);
    char *readme = read_file(SOURCE_DIR "/docs/command-line.md", NULL);
    cr_assert_not_null(readme);
    const char *help_at = strstr(out, "usage:\n"), *readme_at = strstr(readme, "## Usage\n\n```\n");
    cr_assert(help_at && readme_at, "both have a usage block");
    Entry help[ENTRIES_MAX], doc[ENTRIES_MAX];
    int nh = entries(strchr(help_at, '\n') + 1, help, ENTRIES_MAX);
    int nd = entries(readme_at + strlen("## Usage\n\n```\n"), doc, ENTRIES_MAX);
    cr_expect_geq(nh, 8, "--help's usage has its command lines");
    int checked = 0;
    for (int i = 0; i < nh; i++) {
        /* The page's entries with the same opening words (guarantees has two). */
        char all[4096] = "";
        for (int j = 0; j < nd; j++)
            if (strcmp(doc[j].key, help[i].key) == 0 && strlen(all) + strlen(doc[j].text) + 2 < sizeof all)
                strcat(strcat(all, doc[j].text), " ");
        cr_expect(all[0], "docs/command-line.md has a usage line for '%s'", help[i].key);
        if (!all[0]) continue;
        for (const char *o = strstr(help[i].text, "--"); o; o = strstr(o + 2, "--")) {
            size_t len = 2 + strspn(o + 2, "abcdefghijklmnopqrstuvwxyz-");
            char opt[48];
            snprintf(opt, sizeof opt, "%.*s", (int)len, o);
            cr_expect(names(all, opt, len), "docs/command-line.md's usage for '%s' names %s", help[i].key, opt);
            checked++;
        }
    }
    cr_expect_gt(checked, 30, "the options were compared");
    free(readme);
}
