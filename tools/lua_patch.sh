#!/bin/sh
# lua_patch.sh FROM TO: copy Lua's src/ folder FROM to TO and make there the changes that keep a
# script's answers the same in every run (src/user/lua_config.h has the ones a macro can make).
# Each change is a line replaced by sed, checked, so that a Lua version whose line differs stops
# the build naming the file instead of building an unpatched Lua.
#   llimits.h  point2uint: a table key that is an object (a table, a function) is hashed by its
#              offset in the script's arena, not by its address, which moves from run to run
#   ltable.c   a C function as a key (t[math.sin]) hashes to one constant: its address moves too
#   lapi.c     lua_topointer of a C function is NULL, so tostring and %p show no address
#   luaconf.h  tostring(t) and string.format('%p') show the arena offset, not the address
#   lstrlib.c  string.format('%p') goes through the same offset
#   lstring.c  the cache of C strings is keyed by the string's first byte, not its address
# Debian's own patch of luaconf.h includes a header its packaging generates (a library path
# collide never uses, as scripts get no package library): a stand-in is written.
set -eu
from=$1
to=$2
rm -rf "$to.tmp"
cp -R "$from" "$to.tmp"
edit() { # file, line to find (a fixed string), replacement line
    grep -qF "$2" "$to.tmp/$1" || { echo "collide: tools/lua_patch.sh: $1 has no line '$2' (a Lua version this script does not know)" >&2; exit 1; }
    awk -v old="$2" -v new="$3" 'index($0, old) { print new; next } { print }' "$to.tmp/$1" >"$to.tmp/$1.new"
    mv "$to.tmp/$1.new" "$to.tmp/$1"
}
edit llimits.h '#define point2uint(p)' '#define point2uint(p)	((unsigned int)((size_t)(p) & (COLLIDE_LUA_ALIGN - 1u)))  /* collide: arena offset */'
edit ltable.c 'return hashpointer(t, f);' '      (void)f; return hashpointer(t, NULL);  /* collide: no address */'
edit lapi.c 'case LUA_VLCF: return cast_voidp(cast_sizet(fvalue(o)));' '    case LUA_VLCF: return NULL;  /* collide: no address */'
edit luaconf.h '#define lua_pointer2str(buff,sz,p)' '#define lua_pointer2str(buff,sz,p)	l_sprintf(buff,sz,"0x%06x",point2uint(p))  /* collide */'
edit lstrlib.c 'const void *p = lua_topointer(L, arg);' '          const void *p = (const void *)((size_t)lua_topointer(L, arg) & (COLLIDE_LUA_ALIGN - 1u));  /* collide */'
edit lstring.c 'unsigned int i = point2uint(str) % STRCACHE_N;' '  unsigned int i = cast_uint(cast_byte(str[0])) % STRCACHE_N;  /* collide: no address */'
if grep -q 'lua5.4-deb-multiarch.h' "$to.tmp/luaconf.h"; then
    printf '/* written by tools/lua_patch.sh: the package paths are unused */\n#define DEB_HOST_MULTIARCH ""\n' \
        >"$to.tmp/lua5.4-deb-multiarch.h"
fi
rm -rf "$to"
mv "$to.tmp" "$to"
