/* user_method.c: the face of src/user (user_method.h): a script or a plugin by its file's
 * ending, its ResolverInfo, its files and content hash for recordings, and the live
 * reload, which swaps in a new version only once it has loaded. */
#define _POSIX_C_SOURCE 200809L
#include "user/user_method.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/base/file_read.h"
#include "core/base/hash.h"
#include "user/lua_method.h"
#include "user/plugin.h"

#define USER_PATH_MAX 4096

/* What a file was when it was read, to see that it changed. */
typedef struct FileStamp {
    char path[USER_PATH_MAX];
    bool exists;
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtime;
} FileStamp;

struct UserMethod {
    UserKind kind;
    ResolverInfo info;
    char path[USER_PATH_MAX];
    char dir[USER_PATH_MAX]; /* where the script's require looks */
    bool on_disk;
    LuaMethod *lua;
    PluginMethod *plugin;
    uint64_t digest;
    FileStamp stamps[USER_FILES_MAX];
    int stamp_count;
    char reload_error[USER_ERROR_MAX];
    bool reload_failed;
};

static bool ends_with(const char *s, const char *end)
{
    size_t n = strlen(s), k = strlen(end);
    return n > k && strcmp(s + n - k, end) == 0;
}

static void stamp(FileStamp *f, const char *path)
{
    snprintf(f->path, sizeof f->path, "%s", path);
    struct stat st;
    f->exists = stat(path, &st) == 0;
    if (!f->exists) return;
    f->dev = st.st_dev;
    f->ino = st.st_ino;
    f->size = st.st_size;
    f->mtime = st.st_mtim;
}

static bool stamp_differs(const FileStamp *f)
{
    struct stat st;
    bool exists = stat(f->path, &st) == 0;
    if (exists != f->exists) return true;
    if (!exists) return false;
    return st.st_dev != f->dev || st.st_ino != f->ino || st.st_size != f->size ||
           st.st_mtim.tv_sec != f->mtime.tv_sec || st.st_mtim.tv_nsec != f->mtime.tv_nsec;
}

static uint64_t files_digest(const LuaMethod *lua)
{
    uint64_t h = HASH_INIT;
    for (int i = 0; i < lua->file_count; i++) {
        const UserFile *f = &lua->files[i];
        unsigned char len[8];
        for (int b = 0; b < 8; b++) len[b] = (unsigned char)((uint64_t)f->len >> (8 * b));
        h = hash_bytes(h, f->name, strlen(f->name) + 1);
        h = hash_bytes(h, len, sizeof len);
        h = hash_bytes(h, f->text, f->len);
    }
    return h;
}

static ResolverInfo lua_info(LuaMethod *lua)
{
    return (ResolverInfo){.name = lua->name,
                          .short_name = lua->short_name,
                          .title = lua->title,
                          .seed = lua->file,
                          .model = lua->model,
                          .size_tiles = lua->size_tiles,
                          .how = lua->how,
                          .weakness = lua->weakness,
                          .colour = lua->colour,
                          .resolve = lua_method_move,
                          .state = lua,
                          .error = lua_method_error,
                          .step = lua->has_step ? lua_method_step : NULL};
}

/* Read a script from disk and load it; NULL and err as user_method_load. */
static LuaMethod *load_script(const char *path, const char *dir, char *err, size_t cap)
{
    char *text;
    size_t len;
    FileRead r = file_read_all(path, USER_FILE_MAX, &text, &len);
    if (r != FILE_READ_OK) {
        snprintf(err, cap, "%s: cannot be read: %s", path,
                 r == FILE_READ_TOO_BIG ? "a script is at most 1 MiB" : file_read_why(r));
        return NULL;
    }
    UserFile file = {path, text, len};
    LuaMethod *lua = lua_method_load(&file, 1, dir, err, cap);
    free(text);
    return lua;
}

static void restamp(UserMethod *m)
{
    m->stamp_count = 0;
    stamp(&m->stamps[m->stamp_count++], m->path);
    if (m->lua)
        for (int i = 1; i < m->lua->file_count && m->stamp_count < USER_FILES_MAX; i++) {
            char p[USER_PATH_MAX];
            if (snprintf(p, sizeof p, "%s/%s", m->dir, m->lua->files[i].name) >= (int)sizeof p) continue;
            stamp(&m->stamps[m->stamp_count++], p);
        }
}

UserMethod *user_method_load(const char *path, char *err, size_t err_cap)
{
    bool lua = ends_with(path, ".lua"), so = ends_with(path, ".so");
    if (!lua && !so) {
        snprintf(err, err_cap, "%s: a method is a Lua script (.lua) or a C plugin (.so)", path);
        return NULL;
    }
    if (strlen(path) >= USER_PATH_MAX) {
        snprintf(err, err_cap, "%.200s...: the path is too long", path);
        return NULL;
    }
    UserMethod *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, err_cap, "%s: out of memory", path);
        return NULL;
    }
    snprintf(m->path, sizeof m->path, "%s", path);
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(m->dir, sizeof m->dir, ".");
    else if (slash == path) snprintf(m->dir, sizeof m->dir, "/");
    else snprintf(m->dir, sizeof m->dir, "%.*s", (int)(slash - path), path);
    m->on_disk = true;
    if (lua) {
        m->kind = USER_LUA;
        m->lua = load_script(path, m->dir, err, err_cap);
        if (m->lua) {
            m->info = lua_info(m->lua);
            m->digest = files_digest(m->lua);
        }
    } else {
        m->kind = USER_PLUGIN;
        m->plugin = plugin_load(path, err, err_cap);
        if (m->plugin) {
            m->info = plugin_info(m->plugin);
            m->digest = plugin_digest(m->plugin);
        }
    }
    if (!m->lua && !m->plugin) {
        free(m);
        return NULL;
    }
    restamp(m);
    return m;
}

UserMethod *user_method_from_files(const UserFile *files, int count, char *err, size_t err_cap)
{
    if (count < 1 || count > USER_FILES_MAX || !files[0].name) {
        snprintf(err, err_cap, "a script needs its text, and at most %d files", USER_FILES_MAX);
        return NULL;
    }
    UserMethod *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, err_cap, "%s: out of memory", files[0].name);
        return NULL;
    }
    m->kind = USER_LUA;
    snprintf(m->path, sizeof m->path, "%s", files[0].name);
    m->lua = lua_method_load(files, count, NULL, err, err_cap);
    if (!m->lua) {
        free(m);
        return NULL;
    }
    m->info = lua_info(m->lua);
    m->digest = files_digest(m->lua);
    return m;
}

void user_method_free(UserMethod *m)
{
    if (!m) return;
    lua_method_free(m->lua);
    plugin_free(m->plugin);
    free(m);
}

const ResolverInfo *user_method_info(const UserMethod *m)
{
    return &m->info;
}

UserKind user_method_kind(const UserMethod *m)
{
    return m->kind;
}

const char *user_method_path(const UserMethod *m)
{
    return m->path;
}

int user_method_file_count(const UserMethod *m)
{
    return m->lua ? m->lua->file_count : 0;
}

UserFile user_method_file(const UserMethod *m, int i)
{
    if (!m->lua || i < 0 || i >= m->lua->file_count) return (UserFile){NULL, NULL, 0};
    return m->lua->files[i];
}

uint64_t user_method_digest(const UserMethod *m)
{
    return m->digest;
}

size_t user_method_state_bytes(const UserMethod *m)
{
    return m->lua ? lua_arena_snapshot_bytes(m->lua->arena) : 0;
}

bool user_method_changed(const UserMethod *m)
{
    if (!m->on_disk) return false;
    for (int i = 0; i < m->stamp_count; i++)
        if (stamp_differs(&m->stamps[i])) return true;
    return false;
}

static bool reload_failed(UserMethod *m, const char *msg, char *err, size_t cap)
{
    snprintf(m->reload_error, sizeof m->reload_error, "%s", msg);
    m->reload_failed = true;
    snprintf(err, cap, "%s", msg);
    restamp(m); /* the broken version is not tried again until it changes */
    return false;
}

bool user_method_reload(UserMethod *m, char *err, size_t err_cap)
{
    char msg[USER_ERROR_MAX];
    if (!m->on_disk) return reload_failed(m, "a method from a recording has no file to reload", err, err_cap);
    LuaMethod *lua = NULL;
    PluginMethod *plugin = NULL;
    ResolverInfo info;
    if (m->kind == USER_LUA) {
        lua = load_script(m->path, m->dir, msg, sizeof msg);
        if (!lua) return reload_failed(m, msg, err, err_cap);
        info = lua_info(lua);
    } else {
        plugin = plugin_load(m->path, msg, sizeof msg);
        if (!plugin) return reload_failed(m, msg, err, err_cap);
        info = plugin_info(plugin);
    }
    if (strcmp(info.name, m->info.name) != 0) {
        snprintf(msg, sizeof msg,
                 "%.80s: the method's name changed from '%s' to '%s': it keeps its name while collide runs", m->path,
                 m->info.name, info.name);
        lua_method_free(lua);
        plugin_free(plugin);
        return reload_failed(m, msg, err, err_cap);
    }
    lua_method_free(m->lua);
    plugin_free(m->plugin);
    m->lua = lua;
    m->plugin = plugin;
    m->info = info;
    m->digest = lua ? files_digest(lua) : plugin_digest(plugin);
    m->reload_failed = false;
    restamp(m);
    return true;
}

const char *user_method_reload_error(const UserMethod *m)
{
    return m->reload_failed ? m->reload_error : NULL;
}
