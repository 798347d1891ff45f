# collide: `make run` builds and opens the demo, `make test` builds and runs every test
# (normal and ASan+UBSan builds, headless rendering, a real window under Xvfb),
# `make bench` prints the benchmarks, `make clean` removes what the build made.
# Missing packages are installed by tools/deps.sh when it can, otherwise it prints the command.

CC ?= cc
PKGS := sdl2 SDL2_ttf SDL2_image
# -fno-math-errno lets sqrtf compile to one instruction (no errno branch); it changes
# no result bit (the crowd and replay hashes are the same with and without it).
BASE_CFLAGS := -std=c11 -Wall -Wextra -Wpedantic -ffp-contract=off -fno-math-errno
SDL_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CRITERION_LIBS = $(shell pkg-config --libs criterion 2>/dev/null || echo -lcriterion)

CORE_SRC := $(wildcard src/core/*.c)
APP_SRC := $(wildcard src/app/*.c)
TEST_SRC := $(wildcard tests/*.c)
GEN_SRC := build/gen/default_map.c build/gen/font.c

# Build flavours: release (-O2), asan (ASan+UBSan), debug (-O0; determinism checks).
release_CFLAGS := -O2 -g
asan_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
debug_CFLAGS := -O0 -g
FLAVOURS := release asan debug

objs = $(patsubst %.c,build/$(1)/%.o,$(CORE_SRC) $(APP_SRC) $(GEN_SRC))

.PHONY: all run test bench clean deps deps-test check-test screenshot
.DEFAULT_GOAL := all

all: collide

build/.deps-ok: tools/deps.sh
	@sh tools/deps.sh build
	@mkdir -p build && touch $@

build/.deps-test-ok: tools/deps.sh
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

build/gen/font.c: assets/DejaVuSansMono.ttf build/tools/embed
	@mkdir -p $(dir $@)
	build/tools/embed asset_font $< $@

define flavour
build/$(1)/%.o: %.c | build/.deps-ok
	@mkdir -p $$(dir $$@)
	$$(CC) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(SDL_CFLAGS) -DCOLLIDE_CFLAGS='"$$(BASE_CFLAGS) $$($(1)_CFLAGS)"' -MMD -MP -c -o $$@ $$<

build/$(1)/collide: $(call objs,$(1)) build/$(1)/src/main.o
	$$(CC) $$($(1)_CFLAGS) -o $$@ $$^ $$(SDL_LIBS) -lm

build/$(1)/tests/%.o: tests/%.c | build/.deps-test-ok
	@mkdir -p $$(dir $$@)
	$$(CC) $$(BASE_CFLAGS) $$($(1)_CFLAGS) $$(SDL_CFLAGS) -Isrc -MMD -MP \
		-DCOLLIDE_BIN='"$$(abspath build/$(1)/collide)"' -DSOURCE_DIR='"$$(abspath .)"' -c -o $$@ $$<

build/$(1)/test_all: $(call objs,$(1)) $(patsubst %.c,build/$(1)/%.o,$(TEST_SRC)) | build/$(1)/collide
	$$(CC) $$($(1)_CFLAGS) -o $$@ $$^ $$(SDL_LIBS) $$(CRITERION_LIBS) -lm
endef
$(foreach f,$(FLAVOURS),$(eval $(call flavour,$(f))))

collide: build/release/collide
	cp $< $@

run: collide
	./collide

# The README's picture, made by the headless mode from a shipped recording.
screenshot: collide
	./collide --replay docs/demo.replay --headless --screenshot docs/screenshot.png

# Benchmarks print figures (medians of repeated runs); they never fail.
bench: collide
	./collide bench

# The suite runs twice (release, then ASan+UBSan), each against its own build of the
# program, then a headless run of the sanitized program. Tests that need a display
# start Xvfb themselves (xvfb-run).
export ASAN_OPTIONS := abort_on_error=0:detect_leaks=1
export LSAN_OPTIONS := suppressions=$(abspath tests/lsan.supp):print_suppressions=0
export UBSAN_OPTIONS := print_stacktrace=1:halt_on_error=1
test: build/.deps-test-ok collide build/release/test_all build/asan/collide build/asan/test_all build/debug/collide
	@echo "== tests (release build)"
	build/release/test_all --jobs 2
	@echo "== tests (ASan+UBSan build)"
	build/asan/test_all --jobs 2
	@echo "== headless run (ASan+UBSan build)"
	SDL_VIDEODRIVER=dummy build/asan/collide --headless --frames 120 --screenshot build/asan-headless.png
	@echo "== all tests passed"

clean:
	rm -rf build collide screenshots

-include $(shell find build -name '*.d' 2>/dev/null)
