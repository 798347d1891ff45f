#!/bin/sh
# web_sources.sh DIR: the sources of the libraries the browser build compiles with emcc
# (SDL2, SDL2_ttf, freetype, libxml2, cJSON, zlib, giflib), fetched with `apt-get source`
# from the system's own Debian archive (tools/deps.sh web adds the deb-src entry; a version
# the archive cannot serve falls back to the next, tools/apt_source.sh) and unpacked under
# DIR with fixed names (DIR/sdl2, DIR/ttf, ...), so that rules need no version numbers.
# Nothing is fetched again once DIR/.fetched exists.
set -eu
dir=$1
[ -f "$dir/.fetched" ] && exit 0
rm -rf "$dir.tmp"
mkdir -p "$dir.tmp"
tools=$(cd "$(dirname "$0")" && pwd)
cd "$dir.tmp"
sh "$tools/apt_source.sh" libsdl2 libsdl2-ttf freetype libxml2 cjson zlib giflib
for pair in sdl2:libsdl2- ttf:libsdl2-ttf- freetype:freetype- libxml2:libxml2- cjson:cjson- zlib:zlib- giflib:giflib-; do
    name=${pair%%:*}
    src=$(find . -maxdepth 1 -type d -name "${pair#*:}[0-9]*" | head -n 1)
    [ -n "$src" ] || { echo "collide: apt-get source gave no ${pair#*:} tree" >&2; exit 1; }
    mv "$src" "$name"
done
rm -f ./*.tar.* ./*.dsc ./*.asc
cd - >/dev/null
rm -rf "$dir"
mv "$dir.tmp" "$dir"
touch "$dir/.fetched"
