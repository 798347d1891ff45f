/* test_apt_source.c: tools/apt_source.sh, the one way the build fetches a Debian source
 * package, run against stand-ins for apt-cache and apt-get on PATH. An archive that lists a
 * version it cannot serve (the newest, as happens on the day a point release lands) must not
 * stop the build: the script takes the next version, says which, and fails only when none can
 * be fetched, naming the package and the command to try. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "support/support.h"

static char out[8192], err[8192];

/* A folder of stand-ins: apt-cache lists `versions` for zlib; apt-get source of a version in
 * `refused` fails as a 404 does, any other unpacks a folder zlib-VERSION. */
static void stand_ins(char *dir, size_t cap, const char *versions, const char *refused)
{
    make_temp_dir(dir, cap);
    char path[512], text[2048];
    snprintf(path, sizeof path, "%s/apt-cache", dir);
    int n = snprintf(text, sizeof text, "#!/bin/sh\n[ \"$1 $2 $3\" = 'showsrc --only-source zlib' ] || exit 0\n");
    for (const char *v = versions; *v;) {
        size_t len = strcspn(v, " ");
        n += snprintf(text + n, sizeof text - (size_t)n, "printf 'Package: zlib\\nVersion: %.*s\\n\\n'\n", (int)len, v);
        v += len;
        while (*v == ' ') v++;
    }
    cr_assert(write_file(path, text));
    chmod(path, 0755);
    snprintf(path, sizeof path, "%s/apt-get", dir);
    snprintf(text, sizeof text,
             "#!/bin/sh\nfor a; do v=$a; done\nv=${v#zlib=}\n"
             "for r in %s; do [ \"$v\" = \"$r\" ] && { echo \"Err:1 http://deb.debian.org zlib $v (dsc) 404 Not Found\"; exit 100; }; done\n"
             "mkdir -p \"zlib-${v#*:}\"\n",
             refused);
    cr_assert(write_file(path, text));
    chmod(path, 0755);
}

static int run_script(const char *bin, const char *work)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "cd '%s' && PATH='%s':\"$PATH\" sh '%s/tools/apt_source.sh' zlib", work, bin, SOURCE_DIR);
    return run_capture(cmd, out, sizeof out, err, sizeof err);
}

Test(apt_source, falls_back_to_the_next_version_when_the_newest_cannot_be_fetched)
{
    char bin[256], work[256], tree[512];
    stand_ins(bin, sizeof bin, "1:1.2.13.dfsg-1 1:1.2.13.dfsg-1+deb12u1 1:1.2.11.dfsg-2", "1:1.2.13.dfsg-1+deb12u1");
    make_temp_dir(work, sizeof work);
    cr_assert_eq(run_script(bin, work), 0, "%s", err);
    cr_expect(strstr(err, "zlib 1:1.2.13.dfsg-1+deb12u1 cannot be fetched") != NULL, "%s", err);
    cr_expect(strstr(err, "collide: source zlib 1:1.2.13.dfsg-1\n") != NULL, "%s", err);
    snprintf(tree, sizeof tree, "%s/zlib-1.2.13.dfsg-1", work);
    struct stat st;
    cr_expect(stat(tree, &st) == 0 && S_ISDIR(st.st_mode), "no %s", tree);
}

Test(apt_source, takes_the_newest_version_first_by_debian_ordering)
{
    char bin[256], work[256];
    /* 1.10 is newer than 1.9, and an epoch beats any upstream version. */
    stand_ins(bin, sizeof bin, "1.9-1 1:0.5-1 1.10-1", "");
    make_temp_dir(work, sizeof work);
    cr_assert_eq(run_script(bin, work), 0, "%s", err);
    cr_expect(strstr(err, "collide: source zlib 1:0.5-1\n") != NULL, "%s", err);
    cr_expect(strstr(err, "cannot be fetched") == NULL, "%s", err);
}

Test(apt_source, fails_naming_the_package_and_the_command_when_no_version_can_be_had)
{
    char bin[256], work[256];
    stand_ins(bin, sizeof bin, "1.2-1 1.3-1", "1.2-1 1.3-1");
    make_temp_dir(work, sizeof work);
    cr_assert_neq(run_script(bin, work), 0);
    cr_expect(strstr(err, "no version of the source package zlib could be fetched") != NULL, "%s", err);
    cr_expect(strstr(err, "apt-get source --only-source zlib") != NULL, "%s", err);

    stand_ins(bin, sizeof bin, "", "");
    cr_assert_neq(run_script(bin, work), 0);
    cr_expect(strstr(err, "apt-cache lists no source for zlib") != NULL, "%s", err);
}
