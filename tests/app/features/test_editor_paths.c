/* test_editor_paths.c: Ctrl+S writes the very file the map came from, however long its
 * path: a path longer than any fixed buffer is never cut into the name of another file. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/features/editor/editor.h"
#include "support/support.h"

static Editor ed;
static Map original, changed, back;

/* Folders under `dir` until the path is `want` bytes long once "/victim.map" is added. */
static void deep_dir(char *dir, size_t cap, size_t want)
{
    while (strlen(dir) + strlen("/victim.map") < want) {
        size_t room = want - strlen(dir) - strlen("/victim.map") - 1; /* '/' of the new folder */
        size_t n = room > 200 ? 200 : room;
        if (room > 200 && room - 200 < 2) n = 150; /* never leave a folder of 0 letters */
        size_t at = strlen(dir);
        cr_assert(at + 1 + n < cap);
        dir[at] = '/';
        memset(dir + at + 1, 'd', n);
        dir[at + 1 + n] = '\0';
        cr_assert(mkdir(dir, 0777) == 0, "%s", dir);
    }
}

Test(editor_paths, ctrl_s_writes_a_path_longer_than_1024_bytes_and_no_other_file)
{
    char dir[2048], victim[2100], real[2100];
    make_temp_dir(dir, sizeof dir);
    deep_dir(dir, sizeof dir, 1023); /* a path cut at 1023 bytes would end in victim.map */
    snprintf(victim, sizeof victim, "%s/victim.map", dir);
    snprintf(real, sizeof real, "%s/victim.map.real", dir);
    cr_assert_eq(strlen(victim), 1023u);
    cr_assert(strlen(real) > 1024);
    cr_assert(write_file(victim, "not a map: must stay as it is\n"));
    load_shipped_map("default.map", &original);
    MapError e;
    cr_assert(map_save(&original, real, &e), "%s", e.msg);

    editor_open(&ed, &original, real);
    map_copy(&changed, &original);
    map_cells_mut(&changed)[changed.w + 2] ^= 0xF;
    Message msg = {0};
    cr_assert(editor_save(&ed, &changed, &msg), "%s", msg.text);
    char *untouched = read_file(victim, NULL);
    cr_expect_str_eq(untouched, "not a map: must stay as it is\n");
    free(untouched);
    cr_assert(map_load(&back, real, &e), "%s", e.msg);
    cr_expect_eq(back.cells[back.w + 2], changed.cells[changed.w + 2], "the long path holds the edit");
}
