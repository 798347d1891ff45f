# collide: `make run` builds and opens the demo, `make test` builds and runs every test
# (normal and ASan+UBSan builds, headless rendering, a real window under Xvfb),
# `make check` runs the core and user-method tests (no SDL), `make bench` prints the benchmarks
# (docs/benchmarks.md), `make clean` removes what the build made.
# Missing packages are installed by tools/deps.sh when it can, otherwise it prints the command.

CC ?= cc
PKGS := sdl2 SDL2_ttf SDL2_image
# -fno-math-errno lets sqrtf compile to one instruction (no errno branch); it changes
# no result bit (the crowd and replay hashes are the same with and without it).
BASE_CFLAGS := -std=c11 -Wall -Wextra -Wpedantic -ffp-contract=off -fno-math-errno
SDL_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
# giflib (GIF export, src/app/gif): no pkg-config file upstream, so named directly.
GIF_LIBS := -lgif
CRITERION_LIBS = $(shell pkg-config --libs criterion 2>/dev/null || echo -lcriterion)
# The Tiled importer (src/import) reads XML with libxml2, JSON with cJSON, and
# compressed layer data with zlib; nothing else is compiled with their flags.
IMPORT_PKGS := libxml-2.0 libcjson zlib
IMPORT_CFLAGS = $(shell pkg-config --cflags $(IMPORT_PKGS) 2>/dev/null)
IMPORT_LIBS = $(shell pkg-config --libs $(IMPORT_PKGS) 2>/dev/null)

# The core is pure C11: it is compiled with no SDL include path and -Werror, archived
# as its own library, and the core tests link that library alone (make check).
CORE_SRC := $(sort $(shell find src/core -name '*.c'))
# Files named *_web.c belong to the browser build alone (mk/web.mk).
APP_SRC := $(filter-out %_web.c,$(sort $(shell find src/app src/cmd -name '*.c')))
IMPORT_SRC := $(sort $(shell find src/import -name '*.c'))
# A recording as a link (src/link): zlib's deflate, the core, nothing else.
LINK_SRC := $(sort $(shell find src/link -name '*.c'))
# A user's own methods (Lua scripts, C plugins): src/user, with Lua built by mk/lua.mk.
USER_SRC := $(sort $(shell find src/user -name '*.c'))
# Every program source is compiled like the core (no SDL include path, -Werror) except
# src/app/platform/, the one folder that speaks SDL: an SDL include anywhere else fails the
# build, and tools/check_layers.sh names it.
SDL_APP_SRC := $(filter-out %_web.c,$(sort $(shell find src/app/platform -name '*.c')))
PURE_APP_SRC := $(filter-out $(SDL_APP_SRC),$(APP_SRC) src/main.c)
GEN_SRC := build/gen/default_map.c build/gen/font.c build/gen/tour_files.c build/gen/shipped_maps.c build/gen/shipped_rules.c \
	build/gen/commit.c
# Every shipped map, embedded for the map browser: adding a map to maps/ needs no code.
SHIPPED_MAPS := $(sort $(wildcard maps/*.map))
# The shipped rules files (docs/rules.md), embedded so --rules phaser works from any folder.
SHIPPED_RULES := $(sort $(wildcard rules/*.rules))
SUPPORT_SRC := $(sort $(wildcard tests/support/*.c))
CORE_TEST_SRC := $(sort $(shell find tests/core -name '*.c'))
APP_TEST_SRC := $(sort $(shell find tests/app tests/cmd -name '*.c'))
IMPORT_TEST_SRC := $(sort $(shell find tests/import -name '*.c'))
HOSTILE_TEST_SRC := $(sort $(wildcard tests/hostile/*.c))

# Build flavours: release (-O2), asan (ASan+UBSan), debug (-O0; determinism checks), and
# clang (-O2 with clang: the core and its tests must build there too, warning-free).
release_CFLAGS := -O2 -g
asan_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
debug_CFLAGS := -O0 -g
clang_CFLAGS := -O2 -g
clang_CC := clang
FLAVOURS := release asan debug clang
# A flavour's compiler: its own when it names one, else $(CC).
fcc = $(or $($(1)_CC),$(CC))

obj = $(patsubst %.c,build/$(1)/%.o,$(2))
TEST_DEFS = -DCOLLIDE_BIN='"$(abspath build/$(1)/collide)"' -DSOURCE_DIR='"$(abspath .)"'

.PHONY: FORCE all run test check bench clean deps deps-test screenshot fuzz fuzz-smoke fuzz-long hostile valgrind format readme-keys tour regolden rerecord
.DEFAULT_GOAL := all

# Every core builds at once unless the command line says how many (make -j1): `make test`
# builds the program and its tests in five builds, two at a time on a two-core machine. The
# make that `make` starts inside a recipe shares the same jobs.
ifeq ($(MAKELEVEL),0)
ifeq ($(filter -j% j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif
endif

all: collide

build/.deps-ok: tools/deps.sh
	@sh tools/deps.sh build
	@mkdir -p build && touch $@

# After the build's packages: two apt-get runs at once (make -j2 test on a fresh machine)
# would fail on apt's lock.
build/.deps-test-ok: tools/deps.sh | build/.deps-ok
	@sh tools/deps.sh test
	@mkdir -p build && touch $@

deps: build/.deps-ok
deps-test: build/.deps-test-ok

build/tools/embed: tools/embed.c
	@mkdir -p $(dir $@)
	$(CC) -O2 -o $@ $<

build/gen/default_map.c: maps/default.map build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed asset_default_map $< $@

# The guided tour (docs/tour.md): the tour file and its recordings, so --tour and G work
# from any directory.
TOUR_FILES := tour/tour.txt $(sort $(wildcard tour/*.replay))
build/gen/tour_files.c: $(TOUR_FILES) build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed --table asset_tour $@ $(TOUR_FILES)

build/gen/shipped_maps.c: $(SHIPPED_MAPS) build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed --table asset_maps $@ $(SHIPPED_MAPS)

build/gen/shipped_rules.c: $(SHIPPED_RULES) build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed --table asset_rules $@ $(SHIPPED_RULES)

# The commit the program is built from, for --version and bench reports (a bug report names
# it); "-modified" when the tree differs from it. Rewritten only when it changes, so a build
# at the same commit relinks nothing.
build/gen/commit.c: FORCE
	@mkdir -p $(dir $@)
	@c=$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown); \
	m=$$(git diff --quiet HEAD -- src 2>/dev/null || echo -modified); \
	printf '/* generated by the Makefile */\nconst char *const collide_commit = "%s%s";\n' "$$c" "$$m" >$@.new; \
	if cmp -s $@ $@.new; then rm $@.new; else mv $@.new $@; fi
FORCE:

build/gen/font.c: assets/DejaVuSansMono.ttf build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed asset_font $< $@

define flavour
build/$(1)/src/core/%.o: src/core/%.c
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Werror -Isrc -MMD -MP -c -o $$@ $$<

build/$(1)/libcollide_core.a: $(call obj,$(1),$(CORE_SRC))
	@rm -f $$@
	$$(AR) rcs $$@ $$^

build/$(1)/%.o: %.c | build/.deps-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(SDL_CFLAGS) -Isrc -DCOLLIDE_CFLAGS='"$$(BASE_CFLAGS) $$($(1)_CFLAGS)"' -MMD -MP -c -o $$@ $$<

# Everything but the platform: no SDL include path, so an SDL include fails the build.
$(call obj,$(1),$(PURE_APP_SRC)): build/$(1)/%.o: %.c | build/.deps-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Werror -Isrc -DCOLLIDE_CFLAGS='"$$(BASE_CFLAGS) $$($(1)_CFLAGS)"' -MMD -MP -c -o $$@ $$<

# The importer: the core's headers and the three libraries', no SDL.
build/$(1)/src/import/%.o: src/import/%.c | build/.deps-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(IMPORT_CFLAGS) -Isrc -MMD -MP -c -o $$@ $$<

# The link: the core's headers and zlib's, -Werror.
build/$(1)/src/link/%.o: src/link/%.c | build/.deps-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Werror $$(IMPORT_CFLAGS) -Isrc -MMD -MP -c -o $$@ $$<

build/$(1)/collide: $(call obj,$(1),$(APP_SRC) $(IMPORT_SRC) $(LINK_SRC) $(USER_SRC) $(GEN_SRC) src/main.c) build/$(1)/libcollide_core.a build/$(1)/liblua.a
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(SDL_LIBS) $$(GIF_LIBS) $$(IMPORT_LIBS) -ldl -lm

# Core tests: no SDL anywhere on their command lines.
build/$(1)/tests/core/%.o: tests/core/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Isrc -Itests -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<
build/$(1)/tests/support/%.o: tests/support/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Isrc -Itests -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<

build/$(1)/test_core: $(call obj,$(1),$(CORE_TEST_SRC) $(SUPPORT_SRC)) build/$(1)/libcollide_core.a
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(CRITERION_LIBS) -lm

# App and program tests: the drawing, the window, and the real binary's command line.
build/$(1)/tests/app/%.o: tests/app/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(SDL_CFLAGS) -Isrc -Itests -Itests/app -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<
build/$(1)/tests/cmd/%.o: tests/cmd/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(SDL_CFLAGS) -Isrc -Itests -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<
build/$(1)/tests/import/%.o: tests/import/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(IMPORT_CFLAGS) -Isrc -Itests -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<

# Importer tests: the core, the importer and its three libraries; no SDL.
build/$(1)/test_import: $(call obj,$(1),$(IMPORT_TEST_SRC) $(SUPPORT_SRC) $(IMPORT_SRC)) build/$(1)/libcollide_core.a | build/$(1)/collide
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(IMPORT_LIBS) $$(CRITERION_LIBS) -lm

# The hostile group: the real program on hostile files under caps (tests/hostile/hostile.h);
# the core's headers, Criterion and zlib (a compressed layer written at test time).
build/$(1)/tests/hostile/%.o: tests/hostile/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(call fcc,$(1)) $$(BASE_CFLAGS) $$($(1)_CFLAGS) -Isrc -Itests -MMD -MP $$(call TEST_DEFS,$(1)) -c -o $$@ $$<
build/$(1)/test_hostile: $(call obj,$(1),$(HOSTILE_TEST_SRC) $(SUPPORT_SRC)) build/$(1)/libcollide_core.a | build/$(1)/collide
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(CRITERION_LIBS) -lz -lm

build/$(1)/test_app: $(call obj,$(1),$(APP_TEST_SRC) $(SUPPORT_SRC) $(APP_SRC) $(IMPORT_SRC) $(LINK_SRC) $(USER_SRC) $(GEN_SRC)) build/$(1)/libcollide_core.a build/$(1)/liblua.a | build/$(1)/collide
	$$(call fcc,$(1)) $$($(1)_CFLAGS) -o $$@ $$^ $$(SDL_LIBS) $$(GIF_LIBS) $$(IMPORT_LIBS) $$(CRITERION_LIBS) -ldl -lm
endef
$(foreach f,$(FLAVOURS),$(eval $(call flavour,$(f))))
include mk/lua.mk

collide: build/release/collide
	cp $< $@

run: collide
	./collide

# docs/screenshot.png, the README's picture, made headless from a shipped recording.
screenshot: collide
	./collide --replay docs/demo.replay --headless --screenshot docs/screenshot.png

# The key tables, written from the key table (src/app/base/keys_table.c) between the lines
# <!-- keys:begin --> and <!-- keys:end -->: brief in README.md, with the details in
# docs/keys.md; tests/app/base/test_keys.c checks both.
build/release/keys_markdown: tools/keys_markdown.c build/release/src/app/base/keys_list.o build/release/src/app/base/keys_table.o build/release/libcollide_core.a
	$(CC) $(BASE_CFLAGS) -Werror -Isrc -o $@ $^ -lm

KEYS_SPLICE = awk -v block=$(2) '/^<!-- keys:end -->$$/ { skip = 0 } !skip { print } \
	/^<!-- keys:begin -->$$/ { while ((getline line < block) > 0) print line; skip = 1 }' $(1) > $(1).new && mv $(1).new $(1)

readme-keys: build/release/keys_markdown
	build/release/keys_markdown --brief > build/keys-brief.md
	build/release/keys_markdown > build/keys.md
	$(call KEYS_SPLICE,README.md,build/keys-brief.md)
	$(call KEYS_SPLICE,docs/keys.md,build/keys.md)

# The tour's recordings (tour/NN-name.replay) from their hand-written input scripts
# (tour/src/NN-name.script): tools/tour_record.c plays each through the core and writes
# it with checkpoints (docs/tour.md).
build/tools/tour_record: tools/tour_record.c build/release/libcollide_core.a
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) -O2 -Isrc -o $@ $^ -lm

tour: build/tools/tour_record
	@for s in tour/src/*.script; do sh tools/tour_record.sh build/tools/tour_record $$s tour/$$(basename $$s .script).replay || exit 1; done

# Every shipped and test recording replayed and its checkpoints' hashes written anew,
# every other byte kept (collide rerecord): after a change that is meant to move hashes.
# (The fuzzing seeds under tests/data/fuzz are left as they are: many are broken on purpose.)
RECORDINGS = $(sort $(filter-out tests/data/fuzz/%,$(shell git ls-files '*.replay' 2>/dev/null)))
rerecord: collide
	./collide rerecord $(RECORDINGS)

# What the tests compare drawing against, remade after a change meant to alter what is
# drawn: the golden frames' hashes and the docs' pictures; it names the files that changed.
regolden: build/release/test_app collide
	sh tools/regolden.sh

# Benchmarks print figures (medians of repeated runs); they never fail.
bench: collide
	./collide bench

# The suite runs twice (release, then ASan+UBSan), each against its own build of the
# program, then headless runs of the sanitized program (tiles, crowd, a recording
# through the compare views, collide guarantees), then a few seconds of each fuzzing
# harness when clang can build them. Tests that need a display start Xvfb themselves
# (xvfb-run).
export ASAN_OPTIONS := abort_on_error=0:detect_leaks=1
export LSAN_OPTIONS := suppressions=$(abspath tests/lsan.supp):print_suppressions=0
export UBSAN_OPTIONS := print_stacktrace=1:halt_on_error=1
# The quick checks: the dependency rule (tools/check_layers.sh), file and function sizes
# (tools/check_sizes.sh), references a reader can follow (tools/check_refs.sh), every source
# file named in docs/architecture.md (tools/check_docs_files.sh), no count of the methods in
# words (tools/check_counts.sh), the core tests and the user
# methods' (src/user: Lua scripts and C plugins), no SDL compiled or linked. Suites named
# *_slow (property runs of half a minute) are left to `make test`.
check: build/release/test_core build/release/test_user
	@sh tools/check_layers.sh src
	@sh tools/check_sizes.sh src
	@sh tools/check_refs.sh
	@sh tools/check_counts.sh
	@sh tools/check_docs_files.sh
	build/release/test_core --jobs 2 --filter '!(*_slow)/*'
	build/release/test_user --jobs 2

# The hostile group alone (tests/hostile/): a small file of each hostile case through the
# program, under time and memory caps; one case at a time, so the times are its own.
hostile: build/release/test_hostile
	build/release/test_hostile --jobs 1

test: build/.deps-test-ok collide build/release/test_core build/release/test_app build/release/test_import \
		build/asan/collide build/asan/test_core build/asan/test_app build/asan/test_import \
		build/debug/collide build/debug/test_core build/clang/test_core build/clang/collide \
		build/release/test_user build/debug/test_user build/clang/test_user build/asan/test_user \
		build/release/test_hostile
	@echo "== the dependency rule, the sizes, the references, the files the docs list, no function nothing calls"
	sh tools/check_layers.sh src
	sh tools/check_sizes.sh src
	sh tools/check_refs.sh
	sh tools/check_counts.sh
	sh tools/check_docs_files.sh
	sh tools/check_unused.sh
	@echo "== core tests (release build, no SDL)"
	build/release/test_core --jobs 2
	@echo "== core tests (clang build; the whole program also built with clang, warnings as errors)"
	build/clang/test_core --jobs 2 --filter '!(*_slow)/*'
	@echo "== core tests (-O0 build)"
	build/debug/test_core --jobs 2
	@echo "== user methods: Lua scripts and C plugins (release, clang, -O0 builds)"
	build/release/test_user --jobs 2
	build/clang/test_user --jobs 2
	build/debug/test_user --jobs 2
	@echo "== importer tests (release build, no SDL)"
	build/release/test_import --jobs 2
	@echo "== app and program tests (release build)"
	build/release/test_app --jobs 2
	@echo "== hostile input: each case through the program under time and memory caps (release build)"
	build/release/test_hostile --jobs 1
	@echo "== core tests (ASan+UBSan build)"
	build/asan/test_core --jobs 2
	@echo "== user methods (ASan+UBSan build; the example plugin is built without, as a user's would be)"
	build/asan/test_user --jobs 2
	@echo "== importer tests (ASan+UBSan build)"
	build/asan/test_import --jobs 2
	@echo "== app and program tests (ASan+UBSan build; the bench's report is the release run's to check)"
	build/asan/test_app --jobs 2 --filter '!(bench)/*'
	@echo "== headless runs (ASan+UBSan build)"
	SDL_VIDEODRIVER=dummy build/asan/collide --headless --frames 120 --screenshot build/asan-headless.png
	SDL_VIDEODRIVER=dummy build/asan/collide --headless --frames 120 --mode crowd --screenshot build/asan-headless-crowd.png
	SDL_VIDEODRIVER=dummy build/asan/collide --replay tests/data/tour.replay --headless --screenshot build/asan-headless-tour.png
	SDL_VIDEODRIVER=dummy build/asan/collide --tour --headless --stop 10 --scale 1.5 --screenshot build/asan-headless-tour-stop.png
	build/asan/collide guarantees --moves 3000 >/dev/null
	@echo "== fuzzing, $${FUZZ_SMOKE_SECONDS:-3} s per harness"
	@$(MAKE) --no-print-directory fuzz-smoke
	@echo "== the browser build in headless chromium (docs/web.md)"
	@$(MAKE) --no-print-directory test-web
	@echo "== all tests passed"

# valgrind memcheck (docs/robustness.md): the suite (the program it starts runs natively
# there), then the program itself headless in every mode. A memory error, or memory of our
# own lost at exit (definitely or indirectly), fails it; tests/valgrind.supp names what
# system libraries keep. Slow: about a quarter of an hour on two cores.
VALGRIND := valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99 \
	--suppressions=$(abspath tests/valgrind.supp)
VALGRIND_SKIP := '*/sh,*/bash,*/dash,*xvfb-run,*Xvfb,*xauth,*/collide,*/env'
valgrind: build/.deps-test-ok collide build/release/test_core build/release/test_app build/release/test_import \
		build/release/test_user
	@mkdir -p build/valgrind
	@echo "== the suite under valgrind (logs: build/valgrind/suite.PID.log)"
	@rm -f build/valgrind/*.log
	$(VALGRIND) --trace-children=yes --trace-children-skip=$(VALGRIND_SKIP) \
		--log-file=build/valgrind/suite.%p.log build/release/test_core --jobs 2
	$(VALGRIND) --trace-children=yes --trace-children-skip=$(VALGRIND_SKIP) \
		--log-file=build/valgrind/suite.%p.log build/release/test_import --jobs 2
	$(VALGRIND) --trace-children=yes --trace-children-skip=$(VALGRIND_SKIP) \
		--log-file=build/valgrind/suite.%p.log build/release/test_user --jobs 2
	$(VALGRIND) --trace-children=yes --trace-children-skip=$(VALGRIND_SKIP) \
		--log-file=build/valgrind/suite.%p.log build/release/test_app --jobs 2
	@echo "== collide under valgrind: tiles, crowd, a replay, --verify, resolve, crowd, guarantees"
	SDL_VIDEODRIVER=dummy $(VALGRIND) ./collide --headless --frames 120 --screenshot build/valgrind/tiles.png
	SDL_VIDEODRIVER=dummy $(VALGRIND) ./collide --headless --frames 120 --mode crowd --screenshot build/valgrind/crowd.png
	SDL_VIDEODRIVER=dummy $(VALGRIND) ./collide --replay tests/data/tour.replay --headless --screenshot build/valgrind/tour.png
	$(VALGRIND) ./collide --replay docs/demo.replay --verify
	printf '112 80 5 0\n112 80 0 -60\n' | $(VALGRIND) ./collide resolve --resolver minkowski
	printf '112 80 5 0\nnan 1 2 3\n' | $(VALGRIND) ./collide resolve --resolver grid-region; test $$? = 2
	$(VALGRIND) ./collide crowd --count 256 --frames 120
	$(VALGRIND) ./collide guarantees --moves 2000 >/dev/null
	@bad=$$(grep -L 'ERROR SUMMARY: 0 errors' build/valgrind/suite.*.log | xargs -r grep -l 'ERROR SUMMARY'); \
	if [ -n "$$bad" ]; then echo "memcheck errors in: $$bad"; exit 1; fi; \
	echo "== valgrind clean: $$(grep -l 'ERROR SUMMARY: 0 errors' build/valgrind/suite.*.log | wc -l) test processes" \
		"and every run of collide: no memory errors, no memory of our own lost"

# Fuzzing (docs/robustness.md): libFuzzer harnesses in tests/fuzz/, built with clang,
# ASan and UBSan. `make fuzz` runs each for FUZZ_SECONDS from its seed corpus in
# tests/data/fuzz/NAME; what it learns stays in build/fuzz/corpus/NAME, and a finding
# (crash, hang, broken promise) is written to build/fuzz/findings/NAME/ and fails the run.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := map replay resolve_line move tmx tmj ldtk tour user_load rules link challenge
FUZZ_CFLAGS := $(BASE_CFLAGS) -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_SRC := $(CORE_SRC) $(IMPORT_SRC) $(LINK_SRC) $(USER_SRC) src/cmd/resolve_line.c src/cmd/resolve_quad.c build/gen/default_map.c
FUZZ_OBJ := $(patsubst %.c,build/fuzz/obj/%.o,$(FUZZ_SRC))
# Lua for the script loader's harness, with the harnesses' sanitizers and coverage.
FUZZ_LUA_OBJ := $(patsubst %,build/fuzz/lua/%.o,$(LUA_NAMES))
# Keep the objects: make counts them as intermediate (a pattern rule built them for a
# pattern rule) and would delete them after every `make fuzz`, to rebuild them the next time.
.SECONDARY: $(FUZZ_OBJ)
# -timeout: a move or a parse that takes seconds is a finding (a loop per pixel). The
# harnesses in FUZZ_SLOW get 30 s: the move harness's direct calls sweep the largest map
# (4,096 x 4,096 cells) with a body that covers it, four glides a move, four moves: about 1 s
# at -O2 and several under the sanitizers and coverage, more on a busy machine.
FUZZ_RUN_FLAGS := -max_len=8192 -print_final_stats=1
# The importers' harnesses too: a 521-byte infinite Tiled map with one far polygon point
# becomes 3,994 x 3,594 cells, and the import's and the harness's text round trips of 14
# million cells take about 5 s under the sanitizers and coverage (0.23 s in release).
FUZZ_SLOW := move tmx tmj ldtk
fuzz_timeout = -timeout=$(if $(filter $(1),$(FUZZ_SLOW)),30,10)

build/fuzz/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link $(FUZZ_COVERAGE) $(FUZZ_IMPORT_CFLAGS) -Isrc -MMD -MP -c -o $@ $<

# quad-push's CollisionOfTwoQuads steps one pixel at a time, and on the largest map a
# hostile move is thousands of steps: with libFuzzer's comparison hooks in that loop,
# the move harness spent half its time in them. Its branches still count as coverage.
build/fuzz/obj/src/core/resolvers/quad.o: FUZZ_COVERAGE := -fno-sanitize-coverage=trace-cmp
# The same for the sweep over the cells a move reaches (line-segment's and Minkowski's):
# a box as big as the largest map is 16 million cells a glide, and the hooks tripled its time.
build/fuzz/obj/src/core/resolvers/wall_side.o: FUZZ_COVERAGE := -fno-sanitize-coverage=trace-cmp
build/fuzz/obj/src/import/%.o: FUZZ_IMPORT_CFLAGS = $(IMPORT_CFLAGS)
build/fuzz/obj/src/link/%.o: FUZZ_IMPORT_CFLAGS = $(IMPORT_CFLAGS)
build/fuzz/obj/src/user/%.o: FUZZ_IMPORT_CFLAGS = -Iinclude -I$(LUA_INC)
$(filter build/fuzz/obj/src/user/%,$(FUZZ_OBJ)): | $(LUA_DIR)/.patched
.SECONDARY: $(FUZZ_LUA_OBJ)
build/fuzz/lua/%.o: $(LUA_DIR)/.patched src/user/lua_config.h mk/lua.mk
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all \
		-fsanitize=fuzzer-no-link $(LUA_CFLAGS) -c -o $@ $(LUA_INC)/$*.c

build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_OBJ) $(FUZZ_LUA_OBJ)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Isrc -Itests -Itests/fuzz -MMD -MP -o $@ $< $(FUZZ_OBJ) $(FUZZ_LUA_OBJ) \
		$(IMPORT_LIBS) -ldl -lm

# Each harness a target of its own, so make runs them two at a time on two cores.
FUZZ_RUNS_OK := $(patsubst %,build/fuzz/run/%.ok,$(FUZZ_TARGETS))
build/fuzz/run/%.ok: build/fuzz/fuzz_% FORCE
	@mkdir -p build/fuzz/corpus/$* build/fuzz/findings/$* build/fuzz/run
	@dict=; [ -f tests/fuzz/$*.dict ] && dict=-dict=tests/fuzz/$*.dict; \
	build/fuzz/fuzz_$* $(FUZZ_RUN_FLAGS) $(call fuzz_timeout,$*) -max_total_time=$(FUZZ_SECONDS) $$dict \
		-artifact_prefix=build/fuzz/findings/$*/ build/fuzz/corpus/$* tests/data/fuzz/$* \
		>build/fuzz/$*.log 2>&1 || { echo "== fuzz $*: a finding (build/fuzz/findings/$*/)"; tail -40 build/fuzz/$*.log; exit 1; }; \
	echo "== fuzz $* ($(FUZZ_SECONDS) s): $$(grep -E '^stat::number_of_executed_units' build/fuzz/$*.log | tail -1)"
	@touch $@
fuzz: $(FUZZ_RUNS_OK)

# The campaign: every harness to FUZZ_RUNS executions (libFuzzer's -runs; 10,000,000 by
# default), from its seeds and what it has learnt, then build/fuzz/campaign.md, the table of
# executions, seconds and findings per harness. Each harness is a target of its own, so
# make -j2 fuzz-long runs two at a time; a finding stops that harness only, and the campaign
# fails once the table is written. FUZZ_RUNS=100000 for a trial of the whole chain;
# FUZZ_RUNS_NAME for one harness's own (FUZZ_RUNS_move=100000: that one takes days at 10 million).
FUZZ_RUNS ?= 10000000
FUZZ_ROWS := $(patsubst %,build/fuzz/long/%.row,$(FUZZ_TARGETS))
build/fuzz/long/%.row: build/fuzz/fuzz_% FORCE
	@mkdir -p $(dir $@)
	@echo "== fuzz $* to $(or $(FUZZ_RUNS_$*),$(FUZZ_RUNS)) executions"
	@sh tools/fuzz_row.sh $* $(or $(FUZZ_RUNS_$*),$(FUZZ_RUNS)) $(FUZZ_RUN_FLAGS) $(call fuzz_timeout,$*) >$@
	@cat $@
fuzz-long: $(FUZZ_ROWS)
	@{ echo "| harness | executions | seconds | per second | corpus | findings |"; \
		echo "|---|---|---|---|---|---|"; cat $(FUZZ_ROWS); } >build/fuzz/campaign.md
	@echo "== the campaign (build/fuzz/campaign.md)"; cat build/fuzz/campaign.md
	@! grep -v '| none |$$' $(FUZZ_ROWS) >/dev/null

# A few seconds of each harness, when clang can build libFuzzer programs here.
fuzz-smoke:
	@if printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' | \
		$(FUZZ_CC) -fsanitize=fuzzer -x c - -o build/fuzz-probe >/dev/null 2>&1; then \
		rm -f build/fuzz-probe; $(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$${FUZZ_SMOKE_SECONDS:-3}; \
	else echo "== fuzzing skipped: $(FUZZ_CC) with libFuzzer (-fsanitize=fuzzer) is not available"; fi

clean:
	rm -rf build collide screenshots

include mk/web.mk

-include $(shell find build -name '*.d' 2>/dev/null)

# The code's style is .clang-format's: `make format` applies it to every C file.
FORMAT_FILES = $(shell git ls-files 'src/*.c' 'src/*.h' 'tests/*.c' 'tests/*.h' 'tools/*.c' 2>/dev/null)
format:
	clang-format -i --style=file $(FORMAT_FILES)
