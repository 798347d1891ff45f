/* keys_markdown.c: print the key tables from the key table (src/app/base/keys_table.c):
 * `--brief` the README's (each key and what it does), otherwise docs/keys.md's, with the
 * details. `make readme-keys` puts them between the keys markers of both files. */
#include <stdio.h>
#include <string.h>

#include "app/base/keys.h"

int main(int argc, char **argv)
{
    keys_markdown(stdout, argc > 1 && strcmp(argv[1], "--brief") == 0);
    return ferror(stdout) ? 1 : 0;
}
