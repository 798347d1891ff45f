#!/bin/sh
# deb_src.sh: make sure `apt-get source` works: dpkg-dev installed and a deb-src entry present,
# copied from the system's own Debian (or Ubuntu) entry so that sources come from the same
# archive as the binaries. Needs root or sudo without a password; otherwise prints what to run.
# Used by tools/deps.sh for Lua (build/lua-src, every build) and by tools/deps_web.sh.
set -u
have() { command -v "$1" >/dev/null 2>&1; }
need_dpkg=0
have dpkg-source || need_dpkg=1
need_src=0
grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/ || need_src=1
[ "$need_dpkg" = 0 ] && [ "$need_src" = 0 ] && exit 0
if ! have apt-get; then
    echo "collide: Lua's source is fetched with apt-get source (Debian or Ubuntu); elsewhere unpack" >&2
    echo "    Lua 5.4's source into build/lua-src/lua and touch build/lua-src/.fetched" >&2
    exit 1
fi
if [ "$(id -u)" = 0 ]; then sudo=""
elif have sudo && sudo -n true 2>/dev/null; then sudo="sudo"
else
    echo "collide: apt-get source needs dpkg-dev and a deb-src apt entry; as root:" >&2
    echo "    apt-get install -y dpkg-dev, and a copy of the Debian entry with Types: deb-src" >&2
    exit 1
fi
if [ "$need_src" = 1 ]; then
    # The deb entries of the Debian archive, as deb-src: same hosts, same suites.
    src_entry=/etc/apt/sources.list.d/collide-deb-src.sources
    tmp=$(mktemp)
    deb822=""
    for f in /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list.d/ubuntu.sources; do
        [ -f "$f" ] && { deb822=$f; break; }
    done
    if [ -n "$deb822" ]; then
        sed 's/^Types: *deb *$/Types: deb-src/' "$deb822" >"$tmp"
    elif [ -f /etc/apt/sources.list ]; then
        sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list >"$tmp"
        src_entry=/etc/apt/sources.list.d/collide-deb-src.list
    fi
    if [ -s "$tmp" ]; then
        echo "collide: adding $src_entry (deb-src of the existing Debian entry)" >&2
        $sudo cp "$tmp" "$src_entry" && $sudo chmod 644 "$src_entry"
    fi
    rm -f "$tmp"
fi
# apt is shared: retry while another apt-get or dpkg holds the lock.
apt_retry() {
    n=0
    lock=""; command -v flock >/dev/null 2>&1 && lock="flock ${TMPDIR:-/tmp}/collide-apt.lock"
    until DEBIAN_FRONTEND=noninteractive $lock $sudo apt-get -o DPkg::Lock::Timeout=600 "$@" >&2; do
        n=$((n + 1)); [ "$n" -ge 5 ] && return 1
        echo "collide: apt-get $1 failed, retrying in 20 s" >&2; sleep 20
    done
}
apt_retry update -qq || exit 1
if [ "$need_dpkg" = 1 ]; then
    apt_retry install -y -qq --no-install-recommends dpkg-dev || {
        echo "collide: apt-get failed; install by hand: sudo apt-get install -y dpkg-dev" >&2
        exit 1
    }
fi
exit 0
