# web_libs.mk: the libraries of the browser build, compiled with emcc straight from file
# lists (no configure, no CMake: their probes cost minutes of emcc runs) out of the Debian
# sources that tools/web_sources.sh unpacked. Run by mk/web.mk as
#   make -f mk/web_libs.mk SRC=build/web-src OUT=build/web-lib
# and it leaves OUT/lib/lib*.a and OUT/include; built once, kept across `make web` runs.
SRC ?= build/web-src
OUT ?= build/web-lib
EMCC ?= emcc
EMAR ?= emar
LIB_CFLAGS := -O2 -w

SDL_DIR := $(SRC)/sdl2
# SDL2: video (the emscripten driver and the dummy one for headless runs), events, the
# GLES2 and software renderers, the game controller (the browser's Gamepad API: the motion's
# stick), and what they rest on. No audio, haptic or sensor: SDL_config_emscripten.h is
# amended to match. The dummy video driver is for headless runs (F9's GIF worker).
SDL_FILES := SDL.c SDL_assert.c SDL_dataqueue.c SDL_error.c SDL_guid.c SDL_hints.c SDL_list.c SDL_log.c \
 SDL_utils.c atomic/SDL_atomic.c atomic/SDL_spinlock.c audio/SDL_audio.c audio/SDL_audiocvt.c \
 audio/SDL_audiotypecvt.c audio/SDL_mixer.c audio/SDL_wave.c cpuinfo/SDL_cpuinfo.c dynapi/SDL_dynapi.c \
 events/SDL_clipboardevents.c events/SDL_displayevents.c events/SDL_dropevents.c events/SDL_events.c \
 events/SDL_gesture.c events/SDL_keyboard.c events/SDL_mouse.c events/SDL_quit.c events/SDL_touch.c \
 events/SDL_windowevents.c file/SDL_rwops.c haptic/SDL_haptic.c joystick/SDL_gamecontroller.c \
 joystick/SDL_joystick.c joystick/controller_type.c power/SDL_power.c render/SDL_render.c \
 render/SDL_yuv_sw.c render/SDL_d3dmath.c render/opengles2/SDL_render_gles2.c \
 render/opengles2/SDL_shaders_gles2.c render/software/SDL_blendfillrect.c render/software/SDL_blendline.c \
 render/software/SDL_blendpoint.c render/software/SDL_drawline.c render/software/SDL_drawpoint.c \
 render/software/SDL_render_sw.c render/software/SDL_rotate.c render/software/SDL_triangle.c \
 sensor/SDL_sensor.c stdlib/SDL_crc16.c stdlib/SDL_crc32.c stdlib/SDL_getenv.c stdlib/SDL_iconv.c \
 stdlib/SDL_malloc.c stdlib/SDL_qsort.c stdlib/SDL_stdlib.c stdlib/SDL_string.c stdlib/SDL_strtokr.c \
 thread/SDL_thread.c thread/generic/SDL_syscond.c thread/generic/SDL_sysmutex.c \
 thread/generic/SDL_syssem.c thread/generic/SDL_systhread.c thread/generic/SDL_systls.c \
 timer/SDL_timer.c timer/unix/SDL_systimer.c video/SDL_RLEaccel.c video/SDL_blit.c video/SDL_blit_0.c \
 video/SDL_blit_1.c video/SDL_blit_A.c video/SDL_blit_N.c video/SDL_blit_auto.c video/SDL_blit_copy.c \
 video/SDL_blit_slow.c video/SDL_bmp.c video/SDL_clipboard.c video/SDL_egl.c video/SDL_fillrect.c \
 video/SDL_pixels.c video/SDL_rect.c video/SDL_shape.c video/SDL_stretch.c video/SDL_surface.c \
 video/SDL_video.c video/SDL_yuv.c video/yuv2rgb/yuv_rgb.c video/dummy/SDL_nullevents.c \
 video/dummy/SDL_nullframebuffer.c video/dummy/SDL_nullvideo.c video/emscripten/SDL_emscriptenevents.c \
 video/emscripten/SDL_emscriptenframebuffer.c video/emscripten/SDL_emscriptenmouse.c \
 video/emscripten/SDL_emscriptenopengles.c video/emscripten/SDL_emscriptenvideo.c \
 filesystem/emscripten/SDL_sysfilesystem.c loadso/dlopen/SDL_sysloadso.c locale/SDL_locale.c \
 locale/emscripten/SDL_syslocale.c misc/SDL_url.c misc/emscripten/SDL_sysurl.c \
 power/emscripten/SDL_syspower.c joystick/emscripten/SDL_sysjoystick.c joystick/dummy/SDL_sysjoystick.c
SDL_CFLAGS := $(LIB_CFLAGS) -I$(SDL_DIR)/include -I$(SDL_DIR)/src -DSDL_AUDIO_DISABLED=1 \
 -DSDL_SENSOR_DISABLED=1 -DSDL_HAPTIC_DISABLED=1 -DSDL_POWER_DISABLED=1 \
 -DSDL_VIDEO_DRIVER_DUMMY=1

FT_DIR := $(SRC)/freetype
FT_FILES := base/ftbase.c base/ftinit.c base/ftsystem.c base/ftdebug.c base/ftbitmap.c base/ftglyph.c \
 base/ftstroke.c base/ftsynth.c base/ftbbox.c base/ftmm.c autofit/autofit.c truetype/truetype.c \
 sfnt/sfnt.c smooth/smooth.c psnames/psnames.c gzip/ftgzip.c
FT_CFLAGS := $(LIB_CFLAGS) -DFT2_BUILD_LIBRARY -DFT_CONFIG_OPTION_SYSTEM_ZLIB -I$(SRC)/zlib -DFT_CONFIG_MODULES_H='"ftmodule.h"' -Iweb -I$(FT_DIR)/include

XML_DIR := $(SRC)/libxml2
XML_FILES := SAX2.c buf.c chvalid.c dict.c encoding.c entities.c error.c globals.c hash.c list.c parser.c \
 parserInternals.c threads.c tree.c uri.c valid.c xmlIO.c xmlmemory.c xmlstring.c
XML_CFLAGS := $(LIB_CFLAGS) -I$(OUT)/gen/libxml2 -I$(OUT)/gen/libxml2/include -I$(XML_DIR)/include
# What the importer reads with: the tree API. Everything else configure could switch on is off.
XML_ON := TREE
XML_OFF := C14N CATALOG DEBUG DOCB FTP HTML HTTP ICONV ICU ISO8859X LEGACY LZMA MEM_DEBUG MODULES OUTPUT \
 PATTERN PUSH READER REGEXPS RUN_DEBUG SAX1 SCHEMAS SCHEMATRON THREADS THREAD_ALLOC TRIO VALID WRITER \
 XINCLUDE XPATH XPTR ZLIB

ZLIB_DIR := $(SRC)/zlib
ZLIB_FILES := adler32.c crc32.c inflate.c inffast.c inftrees.c zutil.c uncompr.c deflate.c trees.c
CJSON_DIR := $(SRC)/cjson
GIF_DIR := $(SRC)/giflib
GIF_FILES := egif_lib.c gif_err.c gif_hash.c gifalloc.c openbsd-reallocarray.c quantize.c

# Lua for the user methods (src/user): Debian's source as mk/lua.mk patched it, with the same
# forced header; LUA_NAMES and LUA_DIR come from mk/web.mk.
LUA_DIR ?= build/lua-src/src
LUA_CFLAGS := -O2 -std=c99 -ffp-contract=off -w -include src/user/lua_config.h

libs := SDL2 SDL2_ttf freetype xml2 cjson z gif lua
all: $(foreach l,$(libs),$(OUT)/lib/lib$(l).a) $(OUT)/include/.done

objs = $(patsubst %.c,$(OUT)/obj/$(1)/%.o,$(2))
# A change of these rules (a flag, a file) rebuilds the libraries.
$(call objs,sdl2,$(SDL_FILES)) $(OUT)/obj/ttf/SDL_ttf.o $(call objs,freetype,$(FT_FILES)) $(call objs,xml2,$(XML_FILES)) \
 $(call objs,z,$(ZLIB_FILES)) $(OUT)/obj/cjson/cJSON.o $(call objs,gif,$(GIF_FILES)) \
 $(patsubst %,$(OUT)/obj/lua/%.o,$(LUA_NAMES)): mk/web_libs.mk

$(call objs,sdl2,$(SDL_FILES)): $(OUT)/obj/sdl2/%.o: $(SDL_DIR)/src/%.c
	@mkdir -p $(dir $@)
	$(EMCC) $(SDL_CFLAGS) -c $< -o $@
$(OUT)/obj/ttf/SDL_ttf.o: $(SRC)/ttf/SDL_ttf.c
	@mkdir -p $(dir $@)
	$(EMCC) $(LIB_CFLAGS) -I$(SDL_DIR)/include -I$(FT_DIR)/include -c $< -o $@
$(call objs,freetype,$(FT_FILES)): $(OUT)/obj/freetype/%.o: $(FT_DIR)/src/%.c
	@mkdir -p $(dir $@)
	$(EMCC) $(FT_CFLAGS) -c $< -o $@
$(OUT)/gen/libxml2/config.h: web/libxml2_config.h
	@mkdir -p $(OUT)/gen/libxml2/include/libxml
	cp $< $@
	sed -e 's/@VERSION@/2.9.14/; s/@LIBXML_VERSION_NUMBER@/20914/; s/@LIBXML_VERSION_EXTRA@//' \
	 $(foreach f,$(XML_ON),-e 's/@WITH_$(f)@/1/') $(foreach f,$(XML_OFF),-e 's/@WITH_$(f)@/0/') \
	 $(XML_DIR)/include/libxml/xmlversion.h.in >$(OUT)/gen/libxml2/include/libxml/xmlversion.h
$(call objs,xml2,$(XML_FILES)): $(OUT)/obj/xml2/%.o: $(XML_DIR)/%.c $(OUT)/gen/libxml2/config.h
	@mkdir -p $(dir $@)
	$(EMCC) $(XML_CFLAGS) -c $< -o $@
$(call objs,z,$(ZLIB_FILES)): $(OUT)/obj/z/%.o: $(ZLIB_DIR)/%.c
	@mkdir -p $(dir $@)
	$(EMCC) $(LIB_CFLAGS) -c $< -o $@
$(OUT)/obj/cjson/cJSON.o: $(CJSON_DIR)/cJSON.c
	@mkdir -p $(dir $@)
	$(EMCC) $(LIB_CFLAGS) -c $< -o $@
$(call objs,gif,$(GIF_FILES)): $(OUT)/obj/gif/%.o: $(GIF_DIR)/%.c
	@mkdir -p $(dir $@)
	$(EMCC) $(LIB_CFLAGS) -c $< -o $@

$(OUT)/obj/lua/%.o: $(LUA_DIR)/%.c src/user/lua_config.h
	@mkdir -p $(dir $@)
	$(EMCC) $(LUA_CFLAGS) -c $< -o $@

$(OUT)/lib/libSDL2.a: $(call objs,sdl2,$(SDL_FILES))
$(OUT)/lib/libSDL2_ttf.a: $(OUT)/obj/ttf/SDL_ttf.o
$(OUT)/lib/libfreetype.a: $(call objs,freetype,$(FT_FILES))
$(OUT)/lib/libxml2.a: $(call objs,xml2,$(XML_FILES))
$(OUT)/lib/libz.a: $(call objs,z,$(ZLIB_FILES))
$(OUT)/lib/libcjson.a: $(OUT)/obj/cjson/cJSON.o
$(OUT)/lib/libgif.a: $(call objs,gif,$(GIF_FILES))
$(OUT)/lib/liblua.a: $(patsubst %,$(OUT)/obj/lua/%.o,$(LUA_NAMES))
$(OUT)/lib/%.a:
	@mkdir -p $(dir $@)
	@rm -f $@
	$(EMAR) rcs $@ $^

# The headers the app compiles against: SDL's (SDL_ttf.h beside them), Lua's (for src/user, with
# the stand-in for Debian's multiarch header that tools/lua_patch.sh writes), and the others'.
$(OUT)/include/.done: $(OUT)/gen/libxml2/config.h
	@mkdir -p $(OUT)/include/SDL2 $(OUT)/include/libxml $(OUT)/include/lua
	cp $(LUA_DIR)/lua.h $(LUA_DIR)/luaconf.h $(LUA_DIR)/lualib.h $(LUA_DIR)/lauxlib.h $(OUT)/include/lua/
	[ ! -f $(LUA_DIR)/lua5.4-deb-multiarch.h ] || cp $(LUA_DIR)/lua5.4-deb-multiarch.h $(OUT)/include/lua/
	cp $(SDL_DIR)/include/*.h $(SRC)/ttf/SDL_ttf.h $(OUT)/include/SDL2/
	cp $(XML_DIR)/include/libxml/*.h $(OUT)/include/libxml/
	cp $(OUT)/gen/libxml2/include/libxml/xmlversion.h $(OUT)/include/libxml/
	cp $(CJSON_DIR)/cJSON.h $(ZLIB_DIR)/zlib.h $(ZLIB_DIR)/zconf.h $(GIF_DIR)/gif_lib.h $(OUT)/include/
	touch $@
