#!/bin/sh
# deps_web.sh (run through tools/deps.sh web): installs what the browser build needs -
# emscripten, cmake, ninja, dpkg-dev (apt-get source), chromium and node/npm for the browser
# test - and adds a deb-src entry copied from the system's own Debian entry, so the library
# sources come from the same archive as the binaries. Waits while another apt holds the lock.
set -u
pkgs=""
have() { command -v "$1" >/dev/null 2>&1; }
have emcc || pkgs="$pkgs emscripten"
have cmake || pkgs="$pkgs cmake"
have ninja || pkgs="$pkgs ninja-build"
have dpkg-source || pkgs="$pkgs dpkg-dev"
have chromium || pkgs="$pkgs chromium"
have node || pkgs="$pkgs nodejs"
have npm || pkgs="$pkgs npm"
src_entry=/etc/apt/sources.list.d/collide-deb-src.sources
need_src=0
grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/ || need_src=1
[ -z "$pkgs" ] && [ "$need_src" = 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then sudo=""
elif have sudo && sudo -n true 2>/dev/null; then sudo="sudo"
else
    echo "collide: the browser build needs:$pkgs (and a deb-src apt entry); install with:" >&2
    echo "    sudo apt-get install -y$pkgs" >&2
    exit 1
fi
if [ "$need_src" = 1 ]; then
    # The deb entries of the Debian archive, as deb-src: same hosts, same suites.
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
    until DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 "$@" >&2; do
        n=$((n + 1)); [ "$n" -ge 5 ] && return 1
        echo "collide: apt-get $1 failed, retrying in 20 s" >&2; sleep 20
    done
}
echo "collide: installing:$pkgs" >&2
apt_retry update -qq || exit 1
[ -z "$pkgs" ] && exit 0
apt_retry install -y -qq --no-install-recommends$pkgs || {
    echo "collide: apt-get failed; install by hand: sudo apt-get install -y$pkgs" >&2
    exit 1
}
