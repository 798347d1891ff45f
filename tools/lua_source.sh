#!/bin/sh
# lua_source.sh DIR: Lua 5.4's source (the Debian package lua5.4, through tools/apt_source.sh,
# which falls back across the versions the archive lists) unpacked as DIR/lua, a fixed name
# the build's rules use (mk/lua.mk). Fetched once: nothing happens when DIR/.fetched exists.
# Needs a deb-src entry and dpkg-dev (tools/deb_src.sh, run by tools/deps.sh).
set -eu
dir=$1
[ -f "$dir/.fetched" ] && exit 0
rm -rf "$dir.tmp"
mkdir -p "$dir.tmp"
tools=$(cd "$(dirname "$0")" && pwd)
cd "$dir.tmp"
sh "$tools/apt_source.sh" lua5.4
src=$(find . -maxdepth 1 -type d -name 'lua5.4-[0-9]*' | head -n 1)
[ -n "$src" ] && [ -f "$src/src/lstate.c" ] || { echo "collide: apt-get source gave no lua5.4 tree" >&2; exit 1; }
mv "$src" lua
rm -f ./*.tar.* ./*.dsc ./*.asc
cd - >/dev/null
rm -rf "$dir"
mv "$dir.tmp" "$dir"
touch "$dir/.fetched"
