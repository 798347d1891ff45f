/* libxml2_config.h: libxml2's config.h for the browser build (mk/web_libs.mk), written by
 * hand instead of running its configure: Emscripten's libc is a POSIX one, and the reader
 * is built without threads, sockets, modules or zlib (the Tiled importer reads memory). */
#define HAVE_CTYPE_H 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_FLOAT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_LIMITS_H 1
#define HAVE_MATH_H 1
#define HAVE_STDARG_H 1
#define HAVE_STDINT_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TIME_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_TIME_H 1
#define HAVE_UNISTD_H 1
#define HAVE_STAT 1
#define HAVE_VA_COPY 1
#define HAVE_GETTIMEOFDAY 1
#define HAVE_RAND_R 1
#define HAVE_ISASCII 1
#define VERSION "2.9.14"
#define XML_SOCKLEN_T socklen_t
