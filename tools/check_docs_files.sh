#!/bin/sh
# check_docs_files.sh: docs/architecture.md's layout names every source file under src/, and
# every file it names is there. Fails (exit 1, one line per finding) on a file present but
# not listed, and on a name listed with no such file.
#
# How it reads the list: only the lines between <!-- files:begin --> and <!-- files:end -->.
# There, a line indented by less than 20 spaces starts with a name: a folder (it ends in /;
# at the left margin it is a path, src/core/, and each two spaces of indent is one folder
# deeper, so "  base/" under src/core/ is src/core/base/) or a file (src/main.c,
# "  resolver_list.h": a file of the folder one level up). Every other word of that line, and
# of the lines after it that are indented further, that looks like a file name (NAME.c,
# NAME.h) names a file of that folder; a word with a / in it is a reference to another
# folder, not a listing. NAME may hold * (resolve_*.c: one file per method; * also matches
# inside subfolders, so *_feature.c under features/ names every feature's hooks file), and
# such a pattern must match at least one file. A header and the .c of the same name go
# together: naming one names both. Folders outside src/ (tests/, tools/...) are not checked.
# Usage: tools/check_docs_files.sh [ROOT]   (ROOT holds src/ and docs/; default: .)
root=${1:-.}
doc=docs/architecture.md
cd "$root" || exit 2
[ -f "$doc" ] || { echo "check_docs_files: no $doc"; exit 2; }
grep -q '^<!-- files:begin -->$' "$doc" && grep -q '^<!-- files:end -->$' "$doc" ||
    { echo "$doc: no <!-- files:begin --> ... <!-- files:end --> block to read the files from"; exit 1; }
find src -type f | sort | awk -v doc="$doc" '
function partner(p) {
    if (p ~ /\.c$/) return substr(p, 1, length(p) - 1) "h"
    if (p ~ /\.h$/) return substr(p, 1, length(p) - 1) "c"
    return ""
}
function glob_re(g, r) {
    r = g
    gsub(/\./, "\\.", r)
    gsub(/\*/, ".*", r)
    return "^" r "$"
}
# One word of the listing, in the folder `dir`, on line `ln`.
function listed(dir, word, ln, p) {
    p = dir word
    if (p !~ /^src\//) return
    if (word ~ /\*/) { nglob++; gpat[nglob] = glob_re(p); gname[nglob] = p; gline[nglob] = ln }
    else if (!(p in lit)) { lit[p] = ln }
}
NR == FNR { present[$0] = 1; order[++nfiles] = $0; next }
/^<!-- files:begin -->$/ { inblock = 1; next }
/^<!-- files:end -->$/ { inblock = 0; next }
!inblock || /^```/ || /^[ \t]*$/ { next }
{
    match($0, /^ */)
    indent = RLENGTH
    rest = substr($0, indent + 1)
    if (indent < 20) {
        name = rest
        sub(/[ \t].*$/, "", name)
        rest = substr(rest, length(name) + 1)
        depth = int(indent / 2)
        base = depth == 0 ? "" : folder[depth - 1]
        if (name ~ /\/$/) {
            folder[depth] = base name
            current = folder[depth]
        } else {
            listed(base, name, FNR)
            current = base
        }
    }
    # The words that look like file names: no slash, NAME.c or NAME.h.
    n = split(rest, words, /[^A-Za-z0-9_.*\/-]+/)
    for (k = 1; k <= n; k++) {
        w = words[k]
        sub(/\.+$/, "", w)
        if (w ~ /^[A-Za-z0-9_*-]+\.[ch]$/) listed(current, w, FNR)
    }
}
END {
    bad = 0
    for (p in lit)
        if (!(p in present)) { printf "%s:%d: %s is listed, but there is no such file\n", doc, lit[p], p; bad = 1 }
    for (g = 1; g <= nglob; g++) {
        hit = 0
        for (k = 1; k <= nfiles; k++) if (order[k] ~ gpat[g]) { hit = 1; break }
        if (!hit) { printf "%s:%d: %s is listed, but no file matches it\n", doc, gline[g], gname[g]; bad = 1 }
    }
    for (k = 1; k <= nfiles; k++) {
        f = order[k]; q = partner(f)
        if ((f in lit) || (q != "" && (q in lit))) continue
        hit = 0
        for (g = 1; g <= nglob && !hit; g++) if (f ~ gpat[g] || (q != "" && q ~ gpat[g])) hit = 1
        if (hit) continue
        printf "%s: not listed in %s (the layout, between <!-- files:begin --> and <!-- files:end -->)\n", f, doc
        bad = 1
    }
    if (!bad) printf "docs files: %s lists all %d files under src/, and every file it names is there\n", doc, nfiles
    exit bad
}' - "$doc"
