/* import_json.c: JSON text parsed with bounds (see import_json.h). */
#include "import/import_json.h"

#include "import/import_file.h"

static void position(const char *text, size_t at, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (size_t k = 0; k < at; k++) {
        if (text[k] == '\n') {
            (*line)++;
            *col = 1;
        } else {
            (*col)++;
        }
    }
}

/* cJSON recurses once per level: refuse deep nesting before it starts. */
static bool check_depth(const char *text, size_t len, const char *file, MapError *err)
{
    int depth = 0;
    bool in_string = false;
    for (size_t k = 0; k < len; k++) {
        char c = text[k];
        if (in_string) {
            if (c == '\\') k++;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > IMPORT_JSON_DEPTH_MAX) {
                int line, col;
                position(text, k, &line, &col);
                return import_fail(err, file, line, col, "arrays and objects nested deeper than %d", IMPORT_JSON_DEPTH_MAX);
            }
        } else if (c == ']' || c == '}') {
            depth--;
        }
    }
    return true;
}

cJSON *import_json_parse(const char *text, size_t len, const char *file, MapError *err)
{
    if (!check_depth(text, len, file, err)) return NULL;
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, false);
    size_t at = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
    if (root)
        while (at < len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n')) at++;
    if (!root || at < len) {
        int line, col;
        position(text, at, &line, &col);
        import_fail(err, file, line, col,
                   root ? "not a valid JSON file: text after the end of the document"
                        : "not a valid JSON file: syntax error");
        cJSON_Delete(root);
        return NULL;
    }
    if (!cJSON_IsObject(root)) {
        import_fail(err, file, 0, 0, "expected a JSON object at the top of the file");
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}
