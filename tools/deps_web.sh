#!/bin/sh
# deps_web.sh (run through tools/deps.sh web): installs what the browser build needs -
# emscripten, cmake, ninja, chromium and node/npm for the browser test - and, through
# tools/deb_src.sh, dpkg-dev and a deb-src entry copied from the system's own Debian entry,
# so the library sources come from the same archive as the binaries. Waits while another
# apt holds the lock.
set -u
sh "$(dirname "$0")/deb_src.sh" || exit 1
pkgs=""
have() { command -v "$1" >/dev/null 2>&1; }
have emcc || pkgs="$pkgs emscripten"
have cmake || pkgs="$pkgs cmake"
have ninja || pkgs="$pkgs ninja-build"
have chromium || pkgs="$pkgs chromium"
have node || pkgs="$pkgs nodejs"
have npm || pkgs="$pkgs npm"
[ -z "$pkgs" ] && exit 0

if [ "$(id -u)" = 0 ]; then sudo=""
elif have sudo && sudo -n true 2>/dev/null; then sudo="sudo"
else
    echo "collide: the browser build needs:$pkgs; install with:" >&2
    echo "    sudo apt-get install -y$pkgs" >&2
    exit 1
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
apt_retry install -y -qq --no-install-recommends$pkgs || {
    echo "collide: apt-get failed; install by hand: sudo apt-get install -y$pkgs" >&2
    exit 1
}
