/* keys_markdown.c: print the README's key tables from the key table (src/app/base/keys_table.c);
 * `make readme-keys` puts them into README.md between the keys markers. */
#include <stdio.h>

#include "app/base/keys.h"

int main(void)
{
    keys_markdown(stdout);
    return ferror(stdout) ? 1 : 0;
}
