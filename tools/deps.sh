#!/bin/sh
# deps.sh: make sure the build (or test) dependencies are installed. Installs them
# with apt-get when it can (root, or sudo without a password); otherwise prints the
# exact command to run and fails. Usage: tools/deps.sh build|test|web
# web: the browser build's tools (docs/web.md): emscripten, chromium for its test.
# Every build compiles Lua from Debian's source (mk/lua.mk): until build/lua-src holds it,
# `apt-get source` needs dpkg-dev and a deb-src entry, which tools/deb_src.sh provides.
set -u
need_test=0
[ "${1:-build}" = test ] && need_test=1
if [ "${1:-build}" = web ]; then exec sh "$(dirname "$0")/deps_web.sh"; fi

pkgs=""
missing=""
check_pc() { # pkg-config module, Debian package
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists "$1" 2>/dev/null; then
        pkgs="$pkgs $2"; missing="$missing $1"
    fi
}
check_header() { # a header the C compiler finds, Debian package (for libraries without pkg-config)
    if ! printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1; then
        pkgs="$pkgs $2"; missing="$missing $1"
    fi
}
command -v pkg-config >/dev/null 2>&1 || { pkgs="$pkgs pkg-config"; missing="$missing pkg-config"; }
check_pc sdl2 libsdl2-dev
check_pc SDL2_ttf libsdl2-ttf-dev
check_pc SDL2_image libsdl2-image-dev
check_header gif_lib.h libgif-dev # GIF export (giflib has no pkg-config file)
check_pc libxml-2.0 libxml2-dev   # Tiled maps: .tmx XML
check_pc libcjson libcjson-dev    # Tiled maps: .tmj JSON
check_pc zlib zlib1g-dev          # Tiled maps: compressed layer data
if [ "$need_test" = 1 ]; then
    check_pc criterion libcriterion-dev
    command -v xvfb-run >/dev/null 2>&1 || { pkgs="$pkgs xvfb"; missing="$missing xvfb-run"; }
    command -v xauth >/dev/null 2>&1 || { pkgs="$pkgs xauth"; missing="$missing xauth"; }
    command -v clang >/dev/null 2>&1 || { pkgs="$pkgs clang"; missing="$missing clang"; } # the clang build of the core tests
fi
if [ ! -f build/lua-src/.fetched ]; then
    sh "$(dirname "$0")/deb_src.sh" || exit 1
fi
[ -z "$pkgs" ] && exit 0

echo "collide: missing:$missing" >&2
if command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then sudo=""
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"
    else
        echo "collide: install them with:" >&2
        echo "    sudo apt-get install -y$pkgs" >&2
        exit 1
    fi
    echo "collide: installing:$pkgs" >&2
    # One apt-get at a time (make -j runs the build's and the tests' steps at once); the
    # lock's wait, and a retry, for one another program holds.
    locked() { if command -v flock >/dev/null 2>&1; then flock "${TMPDIR:-/tmp}/collide-apt.lock" "$@"; else "$@"; fi; }
    locked $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq >&2 || true
    export DEBIAN_FRONTEND=noninteractive
    locked $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq$pkgs >&2 ||
        { sleep 20; locked $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq$pkgs >&2; } || {
        echo "collide: apt-get failed; install by hand: sudo apt-get install -y$pkgs" >&2
        exit 1
    }
    exit 0
fi
echo "collide: install SDL2, SDL2_ttf, SDL2_image, giflib, libxml2, cJSON, zlib, pkg-config (and for tests Criterion and Xvfb)" >&2
echo "    Fedora: sudo dnf install SDL2-devel SDL2_ttf-devel SDL2_image-devel giflib-devel libxml2-devel cjson-devel zlib-devel criterion-devel xorg-x11-server-Xvfb" >&2
echo "    Arch:   sudo pacman -S sdl2 sdl2_ttf sdl2_image giflib libxml2 cjson zlib criterion xorg-server-xvfb" >&2
echo "    macOS:  brew install sdl2 sdl2_ttf sdl2_image giflib libxml2 cjson criterion pkg-config" >&2
exit 1
