#!/bin/sh
# check_sizes.sh: no source file over 400 lines and no function over 80 in src/, so a file
# stays one concept a reader can hold. quad.c is exempt: it is the Mighty and Weak quads'
# CollisionOfTwoQuads, kept in the seed's own shape so it can be read beside it.
# Usage: tools/check_sizes.sh [SRC_DIR]
src=${1:-src}
files=$(find "$src" -name '*.[ch]' ! -name quad.c | sort)
status=0
long_files=$(wc -l $files | awk '$2 != "total" && $1 > 400 { printf "%s: %d lines (at most 400)\n", $2, $1 }')
[ -n "$long_files" ] && { echo "$long_files"; status=1; }
# A function starts at a column-0 line with a parenthesis and no semicolon, its body opens
# with "{" at column 0 and closes with "}" at column 0 (the project's clang-format style).
long_functions=$(awk '
FNR == 1 { name = ""; cand = "" }
/^[A-Za-z_].*\(/ && !/;[ \t]*$/ { cand = $0; candline = FNR }
/^\{/ { if (cand != "") { name = cand; start = candline } }
/^\}/ { if (name != "") { n = FNR - start + 1
        if (n > 80) printf "%s:%d: a function of %d lines (at most 80): %s\n", FILENAME, start, n, name
        name = ""; cand = "" } }' $(echo "$files" | grep '\.c$'))
[ -n "$long_functions" ] && { echo "$long_functions"; status=1; }
[ "$status" = 0 ] && echo "sizes: $(echo "$files" | wc -l) files, none over 400 lines, no function over 80"
exit $status
