/* test_map_list.c: the map browser's list of a folder (F2, --browse) reads what a row
 * shows, not whole maps: 50 links to a 4,096 x 4,096 map list in a moment within a few
 * hundred MB, each row with the map's name and lesson; a small broken map still says
 * why it does not load, and a big one loads whole only when it is chosen. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/base/map_list.h"
#include "support/capped.h"
#include "support/support.h"

#define LINKS 50

static char dir[256];

/* A 4,096 x 4,096 map named and with a lesson, in dir/big.map, and LINKS links to it. */
static void big_folder(void)
{
    char path[512], link_path[512];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/big.map", dir);
    size_t len;
    char *text = big_map_text(4096, &len);
    const char *head = "collide-map 2\nname \"Huge\"\nlesson \"A map too big to read for a row.\"\n";
    const char *grid = strstr(text, "tile ");
    FILE *f = fopen(path, "w");
    cr_assert(f && grid);
    fputs(head, f);
    fwrite(grid, 1, len - (size_t)(grid - text), f);
    fclose(f);
    free(text);
    for (int k = 0; k < LINKS; k++) {
        snprintf(link_path, sizeof link_path, "%s/link%02d.map", dir, k);
        cr_assert_eq(symlink("big.map", link_path), 0);
    }
}

static int list_folder(void *ctx)
{
    (void)ctx;
    static MapList list;
    map_list_build(&list, dir);
    int k = map_list_find(&list, "link49.map");
    bool ok = k >= 0 && strcmp(list.entries[k].title, "Huge") == 0 && !list.entries[k].broken &&
              strcmp(list.entries[k].summary, "A map too big to read for a row.") == 0;
    map_list_free(&list);
    return ok ? 0 : 1;
}

Test(map_list, fifty_links_to_a_huge_map_list_in_a_moment_each_row_with_its_name_and_lesson)
{
    big_folder();
    Capped r = capped_run(list_folder, NULL, 10, 900);
    cr_expect_eq(r.status, 0, "the rows name the map and its lesson");
    cr_expect_lt(r.seconds, 5.0, "%.2f s", r.seconds);
    if (!capped_sanitized()) cr_expect_lt(r.peak_mb, 200, "%ld MB", r.peak_mb);
    cr_log_info("%d links to a 4096x4096 map listed in %.2f s, %ld MB at the peak", LINKS, r.seconds, r.peak_mb);
}

Test(map_list, a_small_broken_map_says_why_and_a_big_one_loads_whole_when_chosen)
{
    big_folder();
    char path[512];
    snprintf(path, sizeof path, "%s/broken.map", dir);
    cr_assert(write_file(path, "collide-map 1\ngrid\n#Q#\nend\n"));
    static MapList list;
    map_list_build(&list, dir);
    int b = map_list_find(&list, "broken.map"), k = map_list_find(&list, "big.map");
    cr_assert(b >= 0 && k >= 0);
    cr_expect(list.entries[b].broken && strstr(list.entries[b].summary, "does not load: line 3:"), "%s",
              list.entries[b].summary);
    static Map m;
    MapError e;
    cr_expect(map_list_load(&list, k, &m, &e), "%s", e.msg);
    cr_expect(m.w == 4096 && m.h == 4096 && strcmp(m.name, "Huge") == 0);
    map_free(&m);
    map_list_free(&list);
}
