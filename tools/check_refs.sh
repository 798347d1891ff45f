#!/bin/sh
# check_refs.sh: every reference a reader meets can be followed inside the repository. Fails
# (exit 1, FILE:LINE: the line) on a comment, test, map or doc that cites
#   - a seed file by its name (NNN_ and sixteen hex digits) or a seed by its number (the
#     word seed, then 00N): a source is cited by its short name in docs/sources.md;
#   - the design document or the shared seed folder, which are not in the repository: the
#     fact belongs on the docs page it is about.
# The patterns are written so that this file does not match them itself.
# Usage: tools/check_refs.sh [ROOT]   (ROOT holds src/, docs/...; default: the current folder)
root=${1:-.}
cd "$root" || exit 2
paths=
for p in src tests tools docs web maps tour README.md Makefile mk; do [ -e "$p" ] && paths="$paths $p"; done
# A lesson that names a seed by its number is what the lesson rule must refuse: the rule's
# test and the recordings kept as fuzzing seeds hold such lessons as data, not citations.
found=$(grep -rnIE -e '[0-9]{3}_[0-9a-f]{16}' -e 'DESIG[N]' -e 'shared/seed[s]' -e '[Ss]eed[- ]00[0-9]' $paths |
    grep -v -e '^tests/data/' -e '^tests/core/map/test_lesson_words\.c:')
if [ -n "$found" ]; then
    echo "$found"
    echo "check_refs: cite a source by its short name in docs/sources.md, and a fact by the docs page it is on"
    exit 1
fi
echo "references: no seed file, seed number or document outside the repository cited in$paths"
