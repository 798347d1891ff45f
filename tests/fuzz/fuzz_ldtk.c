/* fuzz_ldtk.c: libFuzzer harness for the LDtk importer (an .ldtk project, cJSON, and the
 * .ldtkl level files it names, next to tests/data/ldtk's real ones); the promises are in
 * fuzz_tiled.h. Inputs of odd length pick the second level, name the solid values and
 * the layer. */
#include "fuzz_tiled.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const ImportOptions odd = {.level = "1", .solid_values = "1,platform", .layers = "Collisions"};
    return fuzz_import_one(data, size, "tests/data/ldtk/fuzz.ldtk", ldtk_parse, &odd);
}
