#!/bin/sh
# check_counts.sh: the number of methods is read from their list (src/core/resolver_list.h),
# never written out: fails (exit 1, FILE:LINE: the line) on the word seven, or a range of
# number keys short of the keyboard's 1-9 (keys 1-7, press 1 - 8, 1-7 the methods), in the code,
# the docs, the maps, the tour, the challenges, the page and the examples. The key
# tables between <!-- keys:begin --> and <!-- keys:end --> are made from the list
# (make readme-keys) and are left out.
# Usage: tools/check_counts.sh [ROOT]   (default: the current folder)
root=${1:-.}
cd "$root" || exit 2
paths=
for p in src docs maps tour challenges web methods README.md; do [ -e "$p" ] && paths="$paths $p"; done
found=$(grep -rnIiwE -e 'seve[n]' -e '(keys?|press) 1 ?- ?[2-8]\b' -e '1 ?- ?[2-8],? (the )?methods?' $paths)
found=$(printf '%s\n' "$found" | grep -v '^$' | while IFS= read -r hit; do
    file=${hit%%:*}; rest=${hit#*:}; line=${rest%%:*}
    case "$file" in *.md)
        inside=$(awk -v n="$line" 'NR == n { print keys ? "yes" : "no"; exit }
            /^<!-- keys:begin -->$/ { keys = 1 } /^<!-- keys:end -->$/ { keys = 0 }' "$file")
        [ "$inside" = yes ] && continue ;;
    esac
    printf '%s\n' "$hit"
done)
if [ -n "$found" ]; then
    echo "$found"
    echo "check_counts: say how many methods there are from their list (RESOLVER_COUNT, world_method_count), not in words"
    exit 1
fi
echo "counts: no method count written out in$paths"
