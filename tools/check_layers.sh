#!/bin/sh
# check_layers.sh: the dependency rule of docs/architecture.md, checked on every include in
# src/. Fails (exit 1, one line per finding) on:
#   - an SDL header (any spelling: <SDL.h>, <SDL2/SDL.h>, "SDL_ttf.h") outside src/app/platform/;
#   - an include that runs up the layers: core <- import; core <- user (a user's own methods:
#     features, the frame, the platform and cmd may include it); core <- app/base <- app/render <-
#     app/features <- app (the frame: app.c and what it calls) <- app/platform <- cmd <- main.c
#     (each layer may include those before it, never those after);
#   - a feature including another feature's private files (features/NAME/ holds a feature;
#     only NAME.h and NAME_feature.h are for the others);
#   - a circle of includes between files, or between folders.
# Usage: tools/check_layers.sh [SRC_DIR]
src=${1:-src}
tmp=${TMPDIR:-/tmp}/check_layers.$$
trap 'rm -f "$tmp".*' EXIT
find "$src" -name '*.[ch]' | sort >"$tmp.files"

# One line per include: FILE TARGET KIND (KIND: q for "...", a for <...>).
xargs awk -v src="$src/" '
/^[ \t]*#[ \t]*include[ \t]*[<"]/ {
    line = $0
    sub(/^[ \t]*#[ \t]*include[ \t]*/, "", line)
    kind = substr(line, 1, 1) == "\"" ? "q" : "a"
    target = substr(line, 2)
    sub(/[">].*$/, "", target)
    file = FILENAME
    sub("^" src, "", file)
    print file, target, kind
}' <"$tmp.files" >"$tmp.includes"

awk '
function layer(p) {
    if (p ~ /^core\//) return "core"
    if (p ~ /^import\//) return "import"
    if (p ~ /^user\//) return "user"
    if (p ~ /^app\/platform\//) return "platform"
    if (p ~ /^app\/features\//) return "features"
    if (p ~ /^app\/render\//) return "render"
    if (p ~ /^app\/base\//) return "base"
    if (p ~ /^app\//) return "app"
    if (p ~ /^cmd\//) return "cmd"
    if (p == "main.c") return "main"
    return "leaf" # src/*.h: the exit statuses, shared by the programs
}
BEGIN {
    # What each layer may include (a space-separated list).
    may["core"] = "core"
    may["import"] = "core import"
    may["user"] = "core user"
    may["base"] = "core base"
    may["render"] = "core base render"
    may["features"] = "core user base render features leaf"
    may["app"] = "core user base render features app leaf"
    may["platform"] = "core user base render features app platform leaf"
    may["cmd"] = "core import user base render features app platform cmd leaf"
    may["main"] = "core import user base render features app platform cmd leaf"
    may["leaf"] = ""
    bad = 0
}
{
    file = $1; target = $2; kind = $3
    low = tolower(target)
    if (low ~ /(^|\/)sdl/ && file !~ /^app\/platform\//) {
        printf "%s: includes %s: SDL belongs to src/app/platform/ alone\n", file, target; bad = 1
    }
    if (kind != "q") next
    from = layer(file); to = layer(target)
    if (index(" " may[from] " ", " " to " ") == 0) {
        printf "%s: includes %s: %s may not include %s\n", file, target, from, to; bad = 1
    }
    # features/NAME/...: another feature sees only its NAME.h.
    if (file ~ /^app\/features\/[^\/]+\// && target ~ /^app\/features\/[^\/]+\//) {
        split(file, a, "/"); split(target, b, "/")
        if (a[3] != b[3] && b[4] != b[3] ".h" && b[4] != b[3] "_feature.h") {
            printf "%s: includes %s: another feature'"'"'s private file (only %s.h and %s_feature.h are public)\n", file, target, b[3], b[3]; bad = 1
        }
    }
}
END { exit bad }' "$tmp.includes"
status=$?

# Circles: tsort names a loop in the file graph, and in the folder graph.
awk '$3 == "q" { print $1, $2 }' "$tmp.includes" |
    sed 's/\.[ch]\>//g' | awk '$1 != $2' >"$tmp.file_edges"
if tsort "$tmp.file_edges" 2>&1 >/dev/null | grep -q loop; then
    echo "an include circle between files:"; tsort "$tmp.file_edges" 2>&1 >/dev/null | sed 's/^/  /'; status=1
fi
awk '{ a = $1; b = $2; sub(/\/[^\/]*$/, "", a); sub(/\/[^\/]*$/, "", b); if (a != b) print a, b }' \
    "$tmp.file_edges" | sort -u >"$tmp.dir_edges"
if tsort "$tmp.dir_edges" 2>&1 >/dev/null | grep -q loop; then
    echo "an include circle between folders:"; tsort "$tmp.dir_edges" 2>&1 >/dev/null | sed 's/^/  /'; status=1
fi
[ "$status" = 0 ] && echo "layers: $(wc -l <"$tmp.files") files, $(wc -l <"$tmp.includes") includes, no rule broken, no circle"
exit $status
