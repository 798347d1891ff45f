/* fuzz_tmj.c: libFuzzer harness for the Tiled JSON importer (a .tmj map, cJSON, and
 * the .tsj and .tsx tilesets it names); the promises are in fuzz_tiled.h. */
#include "fuzz_tiled.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_tiled_one(data, size, "tests/data/tiled/fuzz.tmj");
}
