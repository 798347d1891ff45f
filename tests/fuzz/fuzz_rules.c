/* fuzz_rules.c: libFuzzer harness for the rules file's reader (rules.h, docs/rules.md),
 * then the rules at work on a small Tiled map and an LDtk level held here. Promises:
 * no crash, undefined behaviour or hang; a refused file says why at a line and column
 * in a message free of control bytes; an accepted one keeps its limits (terminated
 * texts, items within the table, actions a side mask or ignore, the edge share in
 * range); and a map loaded with it keeps the importers' promises (fuzz_tiled.h). */
#include "fuzz_tiled.h"
#include "import/rules.h"

static const char MAP[] =
    "<?xml version=\"1.0\"?>\n"
    "<map orientation=\"orthogonal\" width=\"4\" height=\"3\" tilewidth=\"16\" tileheight=\"16\">\n"
    " <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"4\">\n"
    "  <tile id=\"1\"><properties><property name=\"kind\" value=\"ledge\"/></properties></tile>\n"
    "  <tile id=\"2\" type=\"platform\"><objectgroup><object x=\"0\" y=\"0\" width=\"16\" "
    "height=\"5\"/></objectgroup></tile>\n </tileset>\n"
    " <layer name=\"Ground\" width=\"4\" height=\"3\"><data encoding=\"csv\">1,2,3,4,0,0,0,0,1,1,1,1"
    "</data></layer>\n <objectgroup name=\"Collision\">\n  <object name=\"wall\" class=\"platform\" "
    "x=\"0\" y=\"16\" width=\"5\" height=\"16\"/>\n  <object x=\"16\" y=\"32\"><polyline "
    "points=\"0,0 32,0\"/></object>\n </objectgroup>\n</map>\n";

static const char LEVEL[] = "{\"jsonVersion\":\"1.5.3\",\"defs\":{\"layers\":[{\"identifier\":\"Collisions\","
                            "\"intGridValues\":[{\"value\":1,\"identifier\":\"wall\"},{\"value\":300,\"identifier\":"
                            "\"water\"}]}]},\"levels\":[{\"identifier\":\"L\",\"layerInstances\":[{\"__identifier\":"
                            "\"Collisions\",\"__type\":\"IntGrid\",\"__cWid\":3,\"__cHei\":2,\"__gridSize\":16,"
                            "\"intGridCsv\":[1,300,1,0,0,0]}]}]}";

static void check_rules(const Rules *r)
{
    FUZZ_CHECK(r->count >= 0 && r->count <= RULES_MAX && r->item_count >= 0 && r->item_count <= RULE_ITEMS_MAX, "%d %d",
               r->count, r->item_count);
    FUZZ_CHECK(r->edge_share > 0.0 && r->edge_share <= 0.5, "edge share %g", r->edge_share);
    for (int k = 0; k < r->count; k++) {
        const Rule *u = &r->rule[k];
        FUZZ_CHECK(memchr(u->text, '\0', sizeof u->text) && memchr(u->name, '\0', sizeof u->name) &&
                       memchr(u->value, '\0', sizeof u->value),
                   "rule %d unterminated", k);
        FUZZ_CHECK(u->action == RULE_IGNORE || (u->action >= 0 && u->action <= SIDE_ALL), "action %d", u->action);
        FUZZ_CHECK(u->first >= 0 && u->items >= 0 && u->first + u->items <= r->item_count, "items %d+%d", u->first,
                   u->items);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Rules r;
    static Map map;
    MapError err;
    char note[IMPORT_NOTE_MAX];
    rules_init(&r);
    if (!rules_parse(&r, (const char *)data, size, "fuzz.rules", &err)) {
        FUZZ_CHECK(err.msg[0] != '\0' && memchr(err.msg, '\0', sizeof err.msg), "empty or unterminated message");
        for (const char *c = err.msg; *c; c++) FUZZ_CHECK((unsigned char)*c >= 0x20 && *c != 0x7f, "%s", err.msg);
        FUZZ_CHECK(err.line >= 0 && err.col >= 0, "%d:%d", err.line, err.col);
        return 0;
    }
    check_rules(&r);
    (void)rules_match_name(&r, RULE_TILE_LAYER, "Ground*Layer*", RULE_NONE);
    (void)rules_match_property(&r, "kind", "ledge", RULE_NONE);
    ImportOptions opt = {.layers = size % 2 ? "Ground" : NULL};
    static Rules again; /* a load counts matches into its rules: each load starts from the file's */
    again = r;
    if (tiled_parse_with(&map, MAP, sizeof MAP - 1, "tests/data/tiled/fuzz.tmx", &opt, &again, note, sizeof note, &err))
        fuzz_tiled_check_map(&map);
    map_free(&map);
    again = r;
    if (ldtk_parse_with(&map, LEVEL, sizeof LEVEL - 1, "fuzz.ldtk", NULL, &again, note, sizeof note, &err))
        fuzz_tiled_check_map(&map);
    map_free(&map);
    return 0;
}
