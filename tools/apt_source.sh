#!/bin/sh
# apt_source.sh PACKAGE...: `apt-get source` of each source package into the current folder,
# trying every version `apt-cache showsrc` lists, newest first, and falling back to the next
# when one cannot be fetched (an archive drops an old version, or lists a new one before its
# files arrive). Says which version it took; fails only when no version can be had, naming the
# package and the command to try by hand. Needs a deb-src entry (tools/deb_src.sh adds one).
set -u
for pkg in "$@"; do
    versions=$(apt-cache showsrc --only-source "$pkg" 2>/dev/null | awk '/^Version:/ { print $2 }' | sort -u)
    # Newest first, by Debian's own ordering (an epoch, ~ and + are not sort -V's).
    ordered=""
    for v in $versions; do
        rest=""; placed=0
        for o in $ordered; do
            if [ "$placed" = 0 ] && dpkg --compare-versions "$v" gt "$o"; then rest="$rest $v"; placed=1; fi
            rest="$rest $o"
        done
        [ "$placed" = 0 ] && rest="$rest $v"
        ordered=$rest
    done
    if [ -z "$ordered" ]; then
        echo "collide: apt-cache lists no source for $pkg (is there a deb-src entry? tools/deb_src.sh adds one)" >&2
        echo "    try: apt-get update && apt-get source --only-source $pkg" >&2
        exit 1
    fi
    got=""
    for v in $ordered; do
        if apt-get source -qq --only-source "$pkg=$v" >apt-source.log 2>&1; then got=$v; break; fi
        echo "collide: $pkg $v cannot be fetched ($(grep -m1 -E 'Err|E:|404|Failed' apt-source.log | cut -c1-120)); trying the next version" >&2
    done
    rm -f apt-source.log
    if [ -z "$got" ]; then
        echo "collide: no version of the source package $pkg could be fetched (tried:$ordered)" >&2
        echo "    try: apt-get update && apt-get source --only-source $pkg" >&2
        exit 1
    fi
    echo "collide: source $pkg $got" >&2
done
