# web.mk: the browser build (docs/web.md), included by the Makefile.
#   make web        build/web/: index.html, its scripts, collide.js, collide.wasm and the example
#                   methods (methods/*.lua, for ?method=NAME); any static server hosts it
#   make serve-web  serve it on http://127.0.0.1:8000 for a local try
#   make test-web   the page in headless Chromium (tests/web/), part of `make test`
# The first `make web` installs emscripten and chromium (tools/deps.sh web), fetches the
# libraries' Debian sources (tools/web_sources.sh) and compiles them once into build/web-lib
# (mk/web_libs.mk); later runs recompile only the app's changed files and relink.
WEB_OUT := build/web
WEB_SRC_DIR := build/web-src
WEB_LIB := build/web-lib
WEB_OBJ := build/web-obj
# emcc -O2 needs Debian's acorn (node-acorn) on node's path.
WEB_EMCC := NODE_PATH=/usr/share/nodejs emcc
WEB_CFLAGS := $(BASE_CFLAGS) -O2
# The app as natively, but the pictures and links go through the page (screenshot_web.c,
# clipboard_web.c), the loop
# is driven by the browser (loop_web.c), and F9's GIF process is a Web Worker (spawn_web.c).
WEB_APP_SRC := $(filter-out src/app/platform/screenshot.c src/app/platform/clipboard.c,$(sort $(shell find src/app src/cmd -name '*.c'))) src/main.c
WEB_SDL_SRC := $(filter src/app/platform/%,$(WEB_APP_SRC))
# GIF export includes giflib's header, which emcc finds among the built libraries'.
WEB_GIF_SRC := $(filter src/app/gif/%,$(WEB_APP_SRC))
WEB_PURE_SRC := $(filter-out src/app/platform/% src/app/gif/%,$(WEB_APP_SRC))
webobj = $(patsubst %.c,$(WEB_OBJ)/%.o,$(1))
WEB_OBJS := $(call webobj,$(CORE_SRC) $(WEB_APP_SRC) $(IMPORT_SRC) $(LINK_SRC) $(USER_SRC) $(GEN_SRC))
WEB_LIBS := -L$(WEB_LIB)/lib -lSDL2_ttf -lfreetype -lSDL2 -lxml2 -lcjson -lz -lgif -llua
# No ASYNCIFY: the loop is a frame function. The page passes the command line (INVOKE_RUN=0,
# then callMain) and reads files back through FS; the shipped maps sit in /maps for ?map=, the
# challenges in /challenges for ?challenge=.
WEB_LDFLAGS := -O2 -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=67108864 -sINVOKE_RUN=0 -sEXIT_RUNTIME=0 \
	-sENVIRONMENT=web,worker -sFORCE_FILESYSTEM=1 -sEXPORTED_RUNTIME_METHODS=FS,callMain,UTF8ToString \
	-sEXPORTED_FUNCTIONS=_main,_malloc,_free --js-library web/collide_lib.js --pre-js web/pre.js \
	--embed-file maps@/maps --embed-file challenges@/challenges
WEB_PAGE := $(patsubst web/%,$(WEB_OUT)/%,web/index.html web/params.js web/page.js web/editor.js web/gif_worker.js)
# The example methods beside the page: ?method=refuse opens refuse.lua.
WEB_METHODS := $(patsubst methods/%,$(WEB_OUT)/%,$(wildcard methods/*.lua))

.PHONY: web serve-web test-web

web: $(WEB_OUT)/collide.js $(WEB_PAGE) $(WEB_METHODS)

build/.deps-web-ok: tools/deps.sh tools/deps_web.sh
	@sh tools/deps.sh web
	@mkdir -p build && touch $@

$(WEB_SRC_DIR)/.fetched: tools/web_sources.sh | build/.deps-web-ok
	sh tools/web_sources.sh $(WEB_SRC_DIR)

$(WEB_LIB)/.built: mk/web_libs.mk web/libxml2_config.h web/ftmodule.h $(WEB_SRC_DIR)/.fetched $(LUA_DIR)/.patched \
		src/user/lua_config.h
	+$(MAKE) --no-print-directory -f mk/web_libs.mk SRC=$(WEB_SRC_DIR) OUT=$(WEB_LIB) EMCC="$(WEB_EMCC)" \
		LUA_DIR=$(LUA_INC) LUA_NAMES="$(LUA_NAMES)"
	touch $@

# Pure C11 as natively (no SDL include path, -Werror); the platform with SDL's headers; the
# importer with libxml2's, cJSON's and zlib's, the link with zlib's.
$(call webobj,$(CORE_SRC) $(WEB_PURE_SRC) $(GEN_SRC)): $(WEB_OBJ)/%.o: %.c | build/.deps-web-ok
	@mkdir -p $(dir $@)
	$(WEB_EMCC) $(WEB_CFLAGS) -Werror -Isrc -DCOLLIDE_CFLAGS='"$(WEB_CFLAGS)"' -MMD -MP -c -o $@ $<
$(call webobj,$(WEB_SDL_SRC)): $(WEB_OBJ)/%.o: %.c | $(WEB_LIB)/.built
	@mkdir -p $(dir $@)
	$(WEB_EMCC) $(WEB_CFLAGS) -Werror -Isrc -I$(WEB_LIB)/include/SDL2 -MMD -MP -c -o $@ $<
# The user methods: Lua's headers and include/ (a plugin's header; plugins load natively only).
$(call webobj,$(USER_SRC)): $(WEB_OBJ)/%.o: %.c | $(WEB_LIB)/.built
	@mkdir -p $(dir $@)
	$(WEB_EMCC) $(WEB_CFLAGS) -Werror -Isrc -Iinclude -I$(WEB_LIB)/include/lua -MMD -MP -c -o $@ $<
$(call webobj,$(IMPORT_SRC) $(LINK_SRC) $(WEB_GIF_SRC)): $(WEB_OBJ)/%.o: %.c | $(WEB_LIB)/.built
	@mkdir -p $(dir $@)
	$(WEB_EMCC) $(WEB_CFLAGS) -Werror -Isrc -I$(WEB_LIB)/include -MMD -MP -c -o $@ $<

$(WEB_OUT)/collide.js: $(WEB_OBJS) $(WEB_LIB)/.built web/collide_lib.js web/pre.js $(SHIPPED_MAPS) $(wildcard challenges/*.challenge)
	@mkdir -p $(dir $@)
	$(WEB_EMCC) $(WEB_LDFLAGS) -o $@ $(WEB_OBJS) $(WEB_LIBS)
	@printf 'collide.wasm: %s bytes, %s gzipped\n' $$(stat -c %s $(WEB_OUT)/collide.wasm) \
		$$(gzip -9c $(WEB_OUT)/collide.wasm | wc -c)

$(WEB_PAGE): $(WEB_OUT)/%: web/%
	@mkdir -p $(dir $@)
	cp $< $@
$(WEB_METHODS): $(WEB_OUT)/%: methods/%
	@mkdir -p $(dir $@)
	cp $< $@

serve-web: web
	@echo "collide: serving $(WEB_OUT) on http://127.0.0.1:8000/ (Ctrl+C stops)"
	cd $(WEB_OUT) && python3 -m http.server 8000 --bind 127.0.0.1

# The page's test: puppeteer-core (versions locked in tests/web/package-lock.json) installed
# with npm ci into build/web-test, Debian's chromium, and the native build for the checks it
# compares against.
build/web-test/node_modules/.installed: tests/web/package.json tests/web/package-lock.json | build/.deps-web-ok
	@mkdir -p build/web-test
	cp tests/web/package.json tests/web/package-lock.json build/web-test/
	cd build/web-test && npm ci --no-audit --no-fund --loglevel=error
	touch $@

test-web: web build/release/collide build/web-test/node_modules/.installed
	cp tests/web/*.mjs build/web-test/
	node build/web-test/web_test.mjs $(CURDIR)
