#include "import/ldtk.h"
#include "import/import_file.h"
bool ldtk_parse(Map *out, const char *text, size_t len, const char *path, const ImportOptions *opt, char *note,
                size_t note_cap, MapError *err)
{
    (void)out; (void)text; (void)len; (void)opt; (void)note; (void)note_cap;
    return import_fail(err, path, 0, 0, "LDtk projects are not read yet");
}
