# lua.mk: Lua 5.4 for the user methods (src/user, docs/your-method.md), included by the Makefile.
# Its source is Debian's lua5.4, fetched once into build/lua-src (tools/lua_source.sh, through
# tools/apt_source.sh), copied to build/lua-src/src with the changes of tools/lua_patch.sh, and
# compiled by each flavour with that flavour's compiler and flags into build/FLAVOUR/liblua.a:
# C99 as Lua wants, -ffp-contract=off like everything else, Lua's own warnings off, and
# src/user/lua_config.h forced in (the fixed hash seed, no random pivot, the arena's size).
# Nothing of Lua is kept in the repository.
LUA_DIR := build/lua-src
LUA_INC := $(LUA_DIR)/src
# The core, and the libraries a script may use (lua_sandbox.c): no io, os, debug, package or coroutine.
LUA_NAMES := lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject lopcodes lparser lstate lstring \
	ltable ltm lundump lvm lzio lauxlib lbaselib lmathlib lstrlib ltablib lutf8lib
LUA_CFLAGS := -std=c99 -ffp-contract=off -w -include src/user/lua_config.h

$(LUA_DIR)/.fetched: tools/lua_source.sh tools/apt_source.sh tools/deb_src.sh | build/.deps-ok
	sh tools/deb_src.sh
	sh tools/lua_source.sh $(LUA_DIR)

$(LUA_DIR)/.patched: $(LUA_DIR)/.fetched tools/lua_patch.sh
	sh tools/lua_patch.sh $(LUA_DIR)/lua/src $(LUA_INC)
	touch $@

define lua_flavour
build/$(1)/lua/%.o: $(LUA_DIR)/.patched src/user/lua_config.h mk/lua.mk
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$($(1)_CFLAGS) $$(LUA_CFLAGS) -c -o $$@ $(LUA_INC)/$$*.c

build/$(1)/liblua.a: $(patsubst %,build/$(1)/lua/%.o,$(LUA_NAMES))
	@rm -f $$@
	$$(AR) rcs $$@ $$^

# src/user sees the core, Lua's headers and include/ (the plugins' header); -Werror as the core.
$(call obj,$(1),$(USER_SRC)): build/$(1)/%.o: %.c | $(LUA_DIR)/.patched
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Werror -Isrc -Iinclude -I$(LUA_INC) -MMD -MP -c -o $$@ $$<

build/$(1)/tests/user/%.o: tests/user/%.c | build/.deps-test-ok $(LUA_DIR)/.patched
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Isrc -Itests -Iinclude -I$(LUA_INC) -MMD -MP $$(call TEST_DEFS,$(1)) \
		-DEXAMPLES_DIR='"$$(abspath build/examples)"' -c -o $$@ $$<

# The user methods' tests: the core, src/user and Lua; no SDL. The example plugins are
# built without sanitizers, as a user's would be, and loaded by every flavour.
build/$(1)/test_user: $(call obj,$(1),$(USER_TEST_SRC) $(SUPPORT_SRC) $(USER_SRC)) build/$(1)/libcollide_core.a \
		build/$(1)/liblua.a | examples
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(CRITERION_LIBS) -ldl -lm
endef
USER_TEST_SRC := $(sort $(wildcard tests/user/*.c))
$(foreach f,$(FLAVOURS),$(eval $(call lua_flavour,$(f))))

# Example plugins (methods/c/*.c): `make examples` builds each into build/examples/NAME.so
# against include/ alone, as a user would build theirs.
EXAMPLE_SRC := $(sort $(wildcard methods/c/*.c))
EXAMPLES := $(patsubst methods/c/%.c,build/examples/%.so,$(EXAMPLE_SRC))
.PHONY: examples
examples: $(EXAMPLES)
build/examples/%.so: methods/c/%.c include/collide/method.h
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Wpedantic -Werror -ffp-contract=off -O2 -fPIC -shared -Iinclude -o $@ $<
