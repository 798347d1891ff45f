/* test_files.c: the input reader and the run's file set (core/base/file_read.h,
 * file_set.h): a FIFO is refused without waiting, a file is never read past its bound,
 * two names of one place are one file, whether or not it exists yet, and an output
 * follows a link only to a regular file of its own extension, never into /proc or /dev. */
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/file_read.h"
#include "core/base/file_set.h"
#include "support/support.h"

Test(files, a_fifo_or_a_folder_is_refused_without_waiting, .timeout = 30)
{
    char dir[256], fifo[300];
    make_temp_dir(dir, sizeof dir);
    snprintf(fifo, sizeof fifo, "%s/pipe.map", dir);
    cr_assert_eq(mkfifo(fifo, 0644), 0);
    char *text = (char *)1;
    size_t len = 1;
    alarm(10); /* a blocking open() would wait here for a writer */
    FileRead got = file_read_all(fifo, 1000, &text, &len);
    alarm(0);
    cr_expect_eq(got, FILE_READ_NOT_REGULAR);
    cr_expect_str_eq(file_read_why(got), "not a regular file");
    cr_expect_null(text);
    cr_expect_eq(file_read_all(dir, 1000, &text, &len), FILE_READ_NOT_REGULAR);
}

Test(files, a_file_is_read_whole_within_its_bound_and_refused_past_it)
{
    char dir[256], path[300];
    make_temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/ten.txt", dir);
    cr_assert(write_file(path, "0123456789"));
    char *text;
    size_t len;
    cr_assert_eq(file_read_all(path, 10, &text, &len), FILE_READ_OK);
    cr_expect_eq(len, 10);
    cr_expect_str_eq(text, "0123456789");
    free(text);
    cr_expect_eq(file_read_all(path, 9, &text, &len), FILE_READ_TOO_BIG);
    cr_expect_eq(len, 10, "the size is said");
    cr_expect_null(text);
}

Test(files, two_names_of_one_place_clash_before_the_file_exists)
{
    char dir[256], sub[300], a[400], b[400], why[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(sub, sizeof sub, "%s/sub", dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    snprintf(a, sizeof a, "%s/out.png", dir);
    snprintf(b, sizeof b, "%s/sub/../out.png", dir);
    FileSet s = {0};
    cr_assert(file_set_add(&s, a, "--screenshot", true));
    cr_assert(file_set_add(&s, b, "--other", true));
    cr_expect_not(file_set_check(&s, why, sizeof why));
    cr_expect(strstr(why, "will not write") && strstr(why, "writes it too"), "%s", why);
    file_set_free(&s);
    /* An input and an output: the output is named; two inputs never clash. */
    cr_assert(write_file(a, "x"));
    cr_assert(file_set_add(&s, a, "the map (--map)", false));
    cr_assert(file_set_add(&s, b, "a tileset of the map", false));
    cr_expect(file_set_check(&s, why, sizeof why), "%s", why);
    cr_assert(file_set_add(&s, b, "--record", true));
    cr_expect_not(file_set_check(&s, why, sizeof why));
    cr_expect(strstr(why, "--record: will not write") == why && strstr(why, "it is the map (--map)"), "%s", why);
    file_set_free(&s);
}

Test(files, a_link_is_followed_to_where_it_leads_even_dangling)
{
    char dir[256], link[300], real[300], why[1024];
    make_temp_dir(dir, sizeof dir);
    snprintf(link, sizeof link, "%s/l.gif", dir);
    cr_assert_eq(symlink("t.gif", link), 0);
    char *to = file_target(link);
    cr_assert_not_null(to);
    char *real_dir = realpath(dir, NULL);
    snprintf(real, sizeof real, "%s/t.gif", real_dir);
    cr_expect_str_eq(to, real, "the dangling link leads to DIR/t.gif");
    free(to);
    free(real_dir);
    cr_expect(file_output_ok(link, ".gif", why, sizeof why), "%s", why);
    cr_expect_not(file_output_ok(link, ".png", why, sizeof why));
    cr_expect(strstr(why, "ending in .png"), "%s", why);
}

/* DIR/NAME made a symbolic link to `to`; its path in `path`. */
static void link_at(char *path, size_t cap, const char *dir, const char *name, const char *to)
{
    snprintf(path, cap, "%s/%s", dir, name);
    cr_assert_eq(symlink(to, path), 0, "%s -> %s", path, to);
}

Test(files, an_output_follows_a_link_only_to_a_file_of_its_own_extension)
{
    char dir[256], path[400], why[1024];
    make_temp_dir(dir, sizeof dir);
    link_at(path, sizeof path, dir, "shot.png", "notes.txt");
    snprintf(why, sizeof why, "%s/notes.txt", dir);
    cr_assert(write_file(why, "my notes"));
    cr_expect_null(file_output_target(path, ".png", why, sizeof why));
    cr_expect(strstr(why, "it is a link to ") == why && strstr(why, "notes.txt, whose name does not end in .png"), "%s",
              why);
    cr_expect_not(file_output_ok(path, ".png", why, sizeof why));
    cr_expect(strstr(why, "will not write ") == why && strstr(why, "shot.png: it is a link to "), "%s", why);
    /* Two hops, the last to a .PNG (any case), dangling: followed to its end. */
    link_at(path, sizeof path, dir, "a.png", "b.png");
    link_at(path, sizeof path, dir, "b.png", "sub/../T.PNG");
    snprintf(path, sizeof path, "%s/a.png", dir);
    char *to = file_output_target(path, ".png", why, sizeof why);
    cr_assert_not_null(to, "%s", why);
    cr_expect(strstr(to, "/sub/../T.PNG"), "%s", to);
    free(to);
    /* A plain file is its own target, whatever its name: the name is the command line's to judge. */
    snprintf(path, sizeof path, "%s/plain.txt", dir);
    to = file_output_target(path, ".png", why, sizeof why);
    cr_expect(to && strcmp(to, path) == 0, "%s", to ? to : why);
    free(to);
}

Test(files, an_output_never_leads_into_proc_or_a_device_or_round_a_circle)
{
    char dir[256], path[400], why[1024];
    make_temp_dir(dir, sizeof dir);
    const char *special[][2] = {{"out.png", "/proc/self/fd/1"},
                                {"err.png", "/dev/fd/2"},
                                {"null.png", "/dev/null"},
                                {"sys.png", "/sys/kernel/x.png"}};
    for (size_t k = 0; k < sizeof special / sizeof *special; k++) {
        link_at(path, sizeof path, dir, special[k][0], special[k][1]);
        cr_expect_null(file_output_target(path, ".png", why, sizeof why), "%s", special[k][1]);
        cr_expect(strstr(why, "a file of the system") || strstr(why, "not a regular file"), "%s: %s", special[k][1],
                  why);
        cr_expect_not(file_output_ok(path, ".png", why, sizeof why), "%s", special[k][1]);
    }
    cr_expect_null(file_output_target("/proc/self/fd/x.png", ".png", why, sizeof why));
    cr_expect_str_eq(why, "its folder holds the system's files");
    link_at(path, sizeof path, dir, "round.png", "round.png");
    cr_expect_null(file_output_target(path, ".png", why, sizeof why));
    cr_expect_str_eq(why, "its links lead round in a circle");
    link_at(path, sizeof path, dir, "folder.png", ".");
    cr_expect_null(file_output_target(path, ".png", why, sizeof why));
    cr_expect(strstr(why, "not a regular file"), "%s", why);
}

Test(files, a_maps_save_keeps_the_extension_of_the_name_it_was_opened_by)
{
    char dir[256], path[400], why[1024];
    make_temp_dir(dir, sizeof dir);
    link_at(path, sizeof path, dir, "level.map", "real.map");
    char *to = file_output_target(path, NULL, why, sizeof why);
    cr_expect_not_null(to, "%s", why);
    free(to);
    link_at(path, sizeof path, dir, "other.map", "notes.txt");
    cr_expect_null(file_output_target(path, NULL, why, sizeof why));
    cr_expect(strstr(why, "does not end in .map"), "%s", why);
    link_at(path, sizeof path, dir, "level", "notes.txt");
    cr_expect_null(file_output_target(path, NULL, why, sizeof why));
    cr_expect(strstr(why, "whose name has an extension"), "%s", why);
}

Test(files, names_in_an_outputs_refusal_are_shown_escaped)
{
    char dir[256], path[400], why[1024];
    make_temp_dir(dir, sizeof dir);
    link_at(path, sizeof path, dir, "s\033[2J.png", "n\a\xe2\x80\xae\xff.txt");
    cr_expect_not(file_output_ok(path, ".png", why, sizeof why));
    cr_expect(strstr(why, "s\\x1b[2J.png: it is a link to ") && strstr(why, "n\\x07\\xe2\\x80\\xae\\xff.txt"), "%s",
              why);
    cr_expect(!strchr(why, '\033') && !strchr(why, '\a'), "%s", why);
}
