/* fuzz_tmx.c: libFuzzer harness for the Tiled XML importer (a .tmx map, libxml2, and
 * the .tsx and .tsj tilesets it names); the promises are in fuzz_tiled.h. */
#include "fuzz_tiled.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_tiled_one(data, size, "tests/data/tiled/fuzz.tmx");
}
