#!/bin/sh
# check_unused.sh: no dead code. Fails (exit 1, FILE:LINE: NAME) on a function with external
# linkage, defined in src/, that nothing calls or takes the address of.
#
# What counts as a caller:
#   - the program: every object of the -O0 build (build/debug/), where nothing is inlined,
#     so a call inside the same file is a relocation too; a function's reference to itself
#     (recursion) does not count;
#   - the browser build's own files (src/**/*_web.c) and the tools (tools/*.c), read as text:
#     a word that is the function's name counts;
#   - the tests: every test object of any build (build/*/tests/), and the fuzzing harnesses
#     (tests/fuzz/*.c, read as text). A function only tests call serves the tests: the
#     recording canvas, a feature's state for a test to read, the core's API that only its
#     tests call yet. It passes, and the last line counts such functions, so a reviewer
#     sees them; a function nothing at all calls fails.
# Objects whose source file is gone (left in build/ after a file was removed) are skipped.
# Needs nm, objdump and readelf (binutils), and build/debug/ built: make build/debug/collide.
# Usage: tools/check_unused.sh [ROOT]   (ROOT holds src/, tests/, tools/ and build/)
root=${1:-.}
cd "$root" || exit 2
tmp=${TMPDIR:-/tmp}/check_unused.$$
trap 'rm -f "$tmp".*' EXIT

# The objects of a build folder whose sources still exist: build/F/X.o for X.c.
live_objects() {
    find "$@" -name '*.o' 2>/dev/null | sort | while read -r o; do
        src=${o#build/*/}
        [ -f "${src%.o}.c" ] && echo "$o"
    done
}
live_objects build/debug/src build/debug/build/gen >"$tmp.prog"
[ -s "$tmp.prog" ] || { echo "check_unused: no objects in build/debug/src: build them first (make build/debug/collide)"; exit 2; }
# One object for each test source: the first build that has one.
for f in release debug asan clang; do live_objects "build/$f/tests"; done |
    awk '{ src = $0; sub(/^build\/[^\/]*\//, "", src) } !(src in seen) { seen[src] = 1; print }' >"$tmp.tests"

# The functions the program defines: NAME FILE:LINE.
# nm -A -l prints OBJECT:ADDRESS TYPE NAME and, from the debugging lines, PATH:LINE.
xargs nm -A -l --defined-only -g <"$tmp.prog" | awk '
($2 == "T" || $2 == "W") {
    obj = $1; sub(/:[0-9a-f]+$/, "", obj)
    src = obj; sub(/^build\/[^\/]*\//, "", src); sub(/\.o$/, ".c", src)
    where = src
    n = split($4, at, ":")
    if (n == 2 && substr(at[1], length(at[1]) - length(src) + 1) == src) where = src ":" at[2]
    print $3, where
}' | sort -u >"$tmp.defined"

# The names an object refers to: from code (objdump: each reference inside the function it
# is in, so a function's call to itself is left out) and from data (readelf: tables of
# function pointers), leaving out the debugging and unwinding sections.
references() {
    xargs objdump -dr <"$1" | awk '
    /^[0-9a-f]+ <.*>:$/ { fn = $2; gsub(/[<>:]/, "", fn); next }
    /R_X86_64_|R_AARCH64_|R_386_/ { s = $NF; sub(/[-+]0x[0-9a-f]+$/, "", s); sub(/@.*/, "", s); if (s != fn) print s }'
    xargs readelf -rW <"$1" | awk '
    /^Relocation section/ { sec = $3; gsub(/\047/, "", sec); skip = (sec ~ /^\.rela?\.(text|debug|eh_frame)/ || sec ~ /debug/); next }
    !skip && $1 ~ /^[0-9a-f]+$/ && NF >= 5 { s = $5; sub(/@.*/, "", s); print s }'
}
references "$tmp.prog" | sort -u >"$tmp.used_prog"
: >"$tmp.used_tests"
[ -s "$tmp.tests" ] && references "$tmp.tests" | sort -u >"$tmp.used_tests"
# Read as text: the browser's files and the tools (callers like the program), the fuzzing
# harnesses (callers like the tests).
words() { cat "$@" 2>/dev/null | tr -cs 'A-Za-z0-9_' '\n' | sort -u; }
{ echo main; words $(find src -name '*_web.c') tools/*.c; } | sort -u >"$tmp.used_text"
words tests/fuzz/*.c >"$tmp.used_fuzz"

sort -u "$tmp.used_prog" "$tmp.used_text" >"$tmp.program"
sort -u "$tmp.used_tests" "$tmp.used_fuzz" >"$tmp.testing"
awk -v prog="$tmp.program" -v testing="$tmp.testing" '
BEGIN { while ((getline s < prog) > 0) p[s] = 1; while ((getline s < testing) > 0) t[s] = 1 }
!($1 in p) && !($1 in t) { printf "%s: %s: a function with external linkage that nothing calls\n", $2, $1; bad++ }
!($1 in p) && ($1 in t) { only[++n] = $1 }
END {
    if (bad) {
        print "check_unused: remove it, or call it (tools/check_unused.sh says what counts as a caller)"
        exit 1
    }
    list = ""
    for (k = 1; k <= n; k++) list = list (k > 1 ? " " : "") only[k]
    printf "unused: none of %d functions with external linkage; %d only the tests call%s%s\n", NR, n, n ? ": " : "", list
}' "$tmp.defined"
