#!/bin/sh
# regolden.sh: remake what the tests compare drawing against (make regolden), after a change
# that is meant to alter what is drawn: the golden frames' pixel hashes (tests/data/golden/)
# and the pictures under docs/ that tests remake. Then it names each file that changed, so
# a reviewer looks at exactly those (git diff, or the pictures themselves).
set -u
cd "$(dirname "$0")/.."
bin=build/release/test_app
[ -x "$bin" ] || { echo "regolden: build $bin first (make build/release/test_app)" >&2; exit 1; }
COLLIDE_GOLDEN_WRITE=1 "$bin" --jobs 2 --filter 'golden/*' >/dev/null 2>&1
COLLIDE_PICTURES=docs "$bin" --jobs 2 --filter 'pictures/*' >/dev/null 2>&1
COLLIDE_PICTURES=docs "$bin" --jobs 2 --filter 'docs_pictures/*' >/dev/null 2>&1
changed=$(git status --porcelain -- tests/data/golden docs | awk '{ print $2 }')
if [ -z "$changed" ]; then echo "regolden: nothing changed"; exit 0; fi
echo "regolden: changed (look at each before committing):"
echo "$changed" | sed 's/^/  /'
