#!/bin/sh
# tour_record.sh: turn a tour stop's script (tour/src/NAME.script) into its recording
# (tour/NAME.replay). A script is a recording's header lines and input lines written by
# hand (docs/formats.md) with `map FILE.map` naming a shipped map; this assembles the
# recording around the map's text (of format 3 when the script names its methods, as one
# with a motion line must), and tools/tour_record.c plays it through the core and writes the final
# file with its checkpoints. Usage: tour_record.sh TOUR_RECORD SCRIPT OUT.replay (TOUR_RECORD: build/tools/tour_record)
set -eu
record=$1 script=$2 out=$3
tmp=$(mktemp "${TMPDIR:-/tmp}/tour-script.XXXXXX")
trap 'rm -f "$tmp"' EXIT
mapname=$(awk '$1 == "map" { print $2; exit }' "$script")
mapfile=$(dirname "$0")/../maps/$mapname
[ -f "$mapfile" ] || { echo "$script: no map '$mapname' in maps/" >&2; exit 2; }
# A script with a methods line is of format 3 (its motion line needs it); the older stops are of format 1.
version=1
grep -q '^methods ' "$script" && version=3
{
    echo "collide-replay $version"
    echo "program 0"
    echo "mode tiles"
    echo "seed 1"
    awk '/^input$/ { exit } $1 != "map" && $1 !~ /^#/ && NF { print }' "$script"
    echo "map $(wc -l < "$mapfile")"
    cat "$mapfile"
    awk 'go { print } /^input$/ { go = 1; print }' "$script"
} > "$tmp"
rm -f "$out"
"$record" "$tmp" "$out"
