/* replay_sources.c: the files of user methods a recording embeds (format 3): kept, checked
 * and written; replay_parse.c reads them. */
#include "core/replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/line.h"
#include "core/base/utf8.h"
#include "core/replay/replay_parser.h"

bool replay_add_source(Replay *r, const ReplaySource *src)
{
    if (r->source_count >= REPLAY_SOURCES_MAX) return false;
    ReplaySource *grown = realloc(r->sources, (size_t)(r->source_count + 1) * sizeof *grown);
    if (!grown) return false;
    r->sources = grown;
    ReplaySource *s = &r->sources[r->source_count];
    *s = *src;
    s->text = NULL;
    s->len = 0;
    if (src->kind == REPLAY_SOURCE_LUA) {
        bool closed = src->len == 0 || src->text[src->len - 1] == '\n';
        if (!(s->text = malloc(src->len + 2))) return false;
        memcpy(s->text, src->text, src->len);
        s->len = src->len;
        if (!closed) s->text[s->len++] = '\n';
        s->text[s->len] = '\0';
    }
    r->source_count++;
    return true;
}

void replay_sources_free(Replay *r)
{
    for (int k = 0; k < r->source_count; k++) free(r->sources[k].text);
    free(r->sources);
    r->sources = NULL;
    r->source_count = 0;
}

bool replay_source_text_ok(const char *text, size_t len, char *why, size_t cap)
{
    int line = 1;
    size_t start = 0;
    for (size_t i = 0; i <= len;) {
        if (i == len || text[i] == '\n') {
            if (i - start > REPLAY_LINE_MAX)
                return snprintf(why, cap, "line %d is longer than %d bytes, the most a recording's line may be", line,
                                REPLAY_LINE_MAX),
                       false;
            line++, start = ++i;
            continue;
        }
        unsigned char c = (unsigned char)text[i];
        uint32_t cp;
        int n = utf8_decode(text + i, len - i, &cp);
        if (n < 0) return snprintf(why, cap, "line %d is not valid UTF-8", line), false;
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f || (cp != '\t' && cp != '\r' && utf8_is_control(cp)))
            return snprintf(why, cap, "line %d holds a control character", line), false;
        i += (size_t)n;
    }
    return true;
}

static int count_lines(const char *s, size_t len)
{
    int n = 0;
    for (size_t k = 0; k < len; k++) n += s[k] == '\n';
    return n;
}

size_t replay_format_sources(const Replay *r, char *buf, size_t cap, size_t at)
{
    for (int k = 0; k < r->source_count; k++) {
        const ReplaySource *s = &r->sources[k];
        if (s->kind == REPLAY_SOURCE_PLUGIN) {
            at = line_put(buf, cap, at, "plugin %s %s %016llx\n", s->method, s->file, (unsigned long long)s->digest);
            continue;
        }
        at = line_put(buf, cap, at, "lua %s %s %d\n", s->method, s->file, count_lines(s->text, s->len));
        for (size_t i = 0; i < s->len; i++) at = line_put_char(buf, cap, at, s->text[i]);
    }
    return at;
}

/* A file name a recording may hold: a plain name, no folder, no blank. */
static bool plain_file_name(const char *w, int n)
{
    if (n <= 0 || n >= REPLAY_SOURCE_NAME_MAX || w[0] == '.') return false;
    for (int i = 0; i < n; i++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-", w[i])) return false;
    return true;
}

bool replay_parse_source(Parser *p, Line *l, bool plugin, const char *text, size_t len, size_t *at)
{
    Replay *r = p->r;
    const char *w, *f, *c;
    int n = line_word(l, &w), fn = line_word(l, &f), cn = line_word(l, &c);
    char name[METHOD_NAME_MAX];
    snprintf(name, sizeof name, "%.*s", n < METHOD_NAME_MAX ? n : 0, w);
    if (n >= METHOD_NAME_MAX || !method_name_valid(name))
        return replay_fail(p, "'%s' is not a method's name (a letter, then letters, digits, - or _)", SHOWN(w, n));
    MethodSet builtin = method_set_builtin();
    if (method_set_find(&builtin, name) >= 0) return replay_fail(p, "'%s' is a built-in method's name", name);
    ReplaySource s = {.kind = plugin ? REPLAY_SOURCE_PLUGIN : REPLAY_SOURCE_LUA};
    snprintf(s.method, sizeof s.method, "%s", name);
    if (plugin) {
        if (fn <= 0 || fn >= REPLAY_SOURCE_NAME_MAX || memchr(f, '\0', (size_t)fn))
            return replay_fail(p, "'plugin' needs NAME FILE DIGEST");
        snprintf(s.file, sizeof s.file, "%.*s", fn, f);
        if (!replay_hex64(c, cn, &s.digest)) return replay_fail(p, "'plugin' needs the file's 16-digit content hash");
        for (int k = 0; k < r->source_count; k++)
            if (!strcmp(r->sources[k].method, name)) return replay_fail(p, "a second file for the plugin '%s'", name);
        return replay_add_source(r, &s) || replay_fail(p, "too many user methods' files (at most %d)", REPLAY_SOURCES_MAX);
    }
    if (!plain_file_name(f, fn)) return replay_fail(p, "'lua' needs NAME FILE LINES, FILE a plain name such as mine.lua");
    snprintf(s.file, sizeof s.file, "%.*s", fn, f);
    uint64_t lines;
    if (!replay_u64(c, cn, 1u << 20, &lines)) return replay_fail(p, "'lua' needs the number of the file's lines");
    for (int k = 0; k < r->source_count; k++) {
        if (!strcmp(r->sources[k].method, name) && r->sources[k].kind == REPLAY_SOURCE_PLUGIN)
            return replay_fail(p, "'%s' is a plugin already", name);
        if (!strcmp(r->sources[k].method, name) && !strcmp(r->sources[k].file, s.file))
            return replay_fail(p, "a second '%s' for the method '%s'", s.file, name);
    }
    /* The lines themselves, checked as every line of a recording is (the main loop's rules). */
    size_t start = *at, end = start;
    for (uint64_t k = 0; k < lines; k++) {
        size_t e = end;
        while (e < len && text[e] != '\n') e++;
        if (e >= len)
            return replay_fail(p, "%s should have %llu lines, but the recording ends after %llu", s.file,
                               (unsigned long long)lines, (unsigned long long)k);
        end = e + 1;
    }
    char why[160];
    if (!replay_source_text_ok(text + start, end - start, why, sizeof why))
        return replay_fail(p, "in %s: %s", s.file, why);
    s.text = (char *)(text + start);
    s.len = end - start;
    p->line += (int)lines;
    *at = end;
    return replay_add_source(r, &s) || replay_fail(p, "too many user methods' files (at most %d)", REPLAY_SOURCES_MAX);
}
