#!/usr/bin/env python3
"""tiled_files.py: writes the Tiled example levels (maps/tiled/), the importer's test
fixtures (tests/data/tiled/) and the fuzzing seeds (tests/data/fuzz/tmx, tmj), in Tiled's
documented TMX and JSON formats. Run from the repository root: python3 tools/tiled_files.py.
What it writes is committed, so neither the build nor the tests need Python."""

import base64
import gzip
import json
import os
import shutil
import struct
import zlib

H, V, D, R120 = 0x80000000, 0x40000000, 0x20000000, 0x10000000
FIX = "tests/data/tiled"
XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
MAP_ATTRS = 'version="1.10" tiledversion="1.10.2" orientation="{o}" renderorder="right-down" ' \
            'width="{w}" height="{h}" tilewidth="{t}" tileheight="{th}" infinite="{inf}"'


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


# ---- encodings of a layer's GIDs -------------------------------------------------------

def gid_bytes(gids):
    return b"".join(struct.pack("<I", g) for g in gids)


def encode(gids, encoding, compression=None):
    """The text of a <data> element (or a JSON data string)."""
    if encoding == "csv":
        return None
    raw = gid_bytes(gids)
    if compression == "zlib":
        raw = zlib.compress(raw, 9)
    elif compression == "gzip":
        raw = gzip.compress(raw, 9, mtime=0)
    return base64.b64encode(raw).decode()


def csv_rows(gids, w, indent=""):
    rows = [",".join(str(g) for g in gids[k:k + w]) for k in range(0, len(gids), w)]
    return ",\n".join(indent + r for r in rows)


def tmx_data(gids, w, encoding, compression=None):
    if encoding == "xml":
        tiles = "".join('   <tile gid="%d"/>\n' % g if g else "   <tile/>\n" for g in gids)
        return "  <data>\n%s  </data>\n" % tiles
    if encoding == "csv":
        return '  <data encoding="csv">\n%s\n</data>\n' % csv_rows(gids, w)
    comp = ' compression="%s"' % compression if compression else ""
    return '  <data encoding="base64"%s>\n   %s\n  </data>\n' % (comp, encode(gids, encoding, compression))


# ---- tilesets --------------------------------------------------------------------------

def tsx_tiles(tiles, size, indent=" "):
    """<tile> elements: (id, property, shape); property is (type, value) or None."""
    out = []
    for tid, prop, shape in tiles:
        if prop is None and shape is None:
            continue
        out.append('%s<tile id="%d">\n' % (indent, tid))
        if prop:
            kind = '' if prop[0] == "string" else ' type="%s"' % prop[0]
            out.append('%s <properties>\n%s  <property name="collide"%s value="%s"/>\n%s </properties>\n'
                       % (indent, indent, kind, prop[1], indent))
        if shape:
            h = size // 2 if shape == "part" else size
            inner = "><ellipse/></object>" if shape == "ellipse" else "/>"
            out.append('%s <objectgroup draworder="index" id="2">\n%s  <object id="1" x="0" y="0" width="%d" '
                       'height="%d"%s\n%s </objectgroup>\n' % (indent, indent, size, h, inner, indent))
        out.append('%s</tile>\n' % indent)
    return "".join(out)


def tsx(name, size, count, columns, image, image_w, image_h, tiles, source_attr=""):
    return (XML_HEAD + '<tileset version="1.10" tiledversion="1.10.2" name="%s" tilewidth="%d" tileheight="%d" '
            'tilecount="%d" columns="%d"%s>\n <image source="%s" width="%d" height="%d"/>\n%s</tileset>\n'
            % (name, size, size, count, columns, source_attr, image, image_w, image_h, tsx_tiles(tiles, size)))


def json_tiles(tiles, size):
    out = []
    for tid, prop, shape in tiles:
        if prop is None and shape is None:
            continue
        t = {"id": tid}
        if prop:
            value = {"int": lambda v: int(v), "bool": lambda v: v == "true"}.get(prop[0], lambda v: v)(prop[1])
            t["properties"] = [{"name": "collide", "type": prop[0], "value": value}]
        if shape:
            o = {"height": size // 2 if shape == "part" else size, "id": 1, "name": "", "rotation": 0, "type": "",
                 "visible": True, "width": size, "x": 0, "y": 0}
            if shape == "ellipse":
                o["ellipse"] = True
            t["objectgroup"] = {"draworder": "index", "id": 2, "name": "", "objects": [o], "opacity": 1,
                                "type": "objectgroup", "visible": True, "x": 0, "y": 0}
        out.append(t)
    return out


def json_tileset(name, size, count, columns, image, image_w, image_h, tiles):
    return {"columns": columns, "image": image, "imageheight": image_h, "imagewidth": image_w, "margin": 0,
            "name": name, "spacing": 0, "tilecount": count, "tileheight": size, "tiles": json_tiles(tiles, size),
            "tilewidth": size, "type": "tileset", "version": "1.10", "tiledversion": "1.10.2"}


# ---- maps ------------------------------------------------------------------------------

def obj_xml(objects, indent="  "):
    out = []
    for k, o in enumerate(objects, 1):
        attrs = 'id="%d"' % k
        if o.get("name"):
            attrs += ' name="%s"' % o["name"]
        if o.get("gid"):
            attrs += ' gid="%d"' % o["gid"]
        attrs += ' x="%g" y="%g"' % (o["x"], o["y"])
        if o.get("w"):
            attrs += ' width="%g" height="%g"' % (o["w"], o["h"])
        out.append('%s<object %s>\n%s <point/>\n%s</object>\n' % (indent, attrs, indent, indent) if o.get("point")
                   else '%s<object %s/>\n' % (indent, attrs))
    return "".join(out)


def tmx(w, h, tile, layers, tilesets, objects=(), orientation="orthogonal", infinite=0, tile_h=None,
        object_attrs=""):
    """layers: (name, gids, encoding, compression); tilesets: XML text of the <tileset> entries."""
    body = [XML_HEAD, "<map %s nextlayerid=\"%d\" nextobjectid=\"%d\">\n"
            % (MAP_ATTRS.format(o=orientation, w=w, h=h, t=tile, th=tile_h or tile, inf=infinite),
               len(layers) + 2, len(objects) + 1)]
    body += tilesets
    for k, (name, gids, enc, comp) in enumerate(layers, 1):
        body.append(' <layer id="%d" name="%s" width="%d" height="%d">\n' % (k, name, w, h))
        body.append(tmx_data(gids, w, enc, comp))
        body.append(" </layer>\n")
    if objects:
        body.append(' <objectgroup id="%d" name="Objects"%s>\n' % (len(layers) + 1, object_attrs))
        body.append(obj_xml(objects))
        body.append(" </objectgroup>\n")
    body.append("</map>\n")
    return "".join(body)


def obj_json(objects):
    out = []
    for k, o in enumerate(objects, 1):
        j = {"height": o.get("h", 0), "id": k, "name": o.get("name", ""), "rotation": 0, "type": "",
             "visible": True, "width": o.get("w", 0), "x": o["x"], "y": o["y"]}
        if o.get("point"):
            j["point"] = True
        if o.get("gid"):
            j["gid"] = o["gid"]
        out.append(j)
    return out


def tmj(w, h, tile, layers, tilesets, objects=(), orientation="orthogonal", infinite=False, tile_h=None):
    """layers: (name, gids, encoding, compression) with encoding csv (an array) or base64."""
    js_layers = []
    for k, (name, gids, enc, comp) in enumerate(layers, 1):
        layer = {"height": h, "id": k, "name": name, "opacity": 1, "type": "tilelayer", "visible": True,
                 "width": w, "x": 0, "y": 0}
        if enc == "csv":
            layer["data"] = gids
        else:
            layer["data"] = encode(gids, enc, comp)
            layer["encoding"] = "base64"
            if comp:
                layer["compression"] = comp
        js_layers.append(layer)
    if objects:
        js_layers.append({"draworder": "topdown", "id": len(layers) + 1, "name": "Objects",
                          "objects": obj_json(objects), "opacity": 1, "type": "objectgroup", "visible": True,
                          "x": 0, "y": 0})
    doc = {"compressionlevel": -1, "height": h, "infinite": infinite, "layers": js_layers,
           "nextlayerid": len(layers) + 2, "nextobjectid": len(objects) + 1, "orientation": orientation,
           "renderorder": "right-down", "tiledversion": "1.10.2", "tileheight": tile_h or tile,
           "tilesets": tilesets, "tilewidth": tile, "type": "map", "version": "1.10", "width": w}
    return json.dumps(doc, indent=1) + "\n"


def grid(rows, legend):
    """GIDs from rows of characters (every row the same width)."""
    width = len(rows[0])
    assert all(len(r) == width for r in rows), rows
    return [legend[c] for r in rows for c in r]


# ---- the example levels (maps/tiled) ---------------------------------------------------

def tile_png(path):
    """The examples' tileset picture: 4x2 tiles of 32 px (RGBA), drawn for Tiled to show."""
    size, cols, rows = 32, 4, 2
    w, h = size * cols, size * rows
    px = [[(0, 0, 0, 0)] * w for _ in range(h)]

    def fill(tile, x0, y0, x1, y1, c):
        tx, ty = (tile % cols) * size, (tile // cols) * size
        for y in range(y0, y1):
            for x in range(x0, x1):
                px[ty + y][tx + x] = c + (255,)

    fill(0, 0, 0, 32, 32, (70, 76, 92))       # block
    fill(0, 2, 2, 30, 30, (96, 104, 124))
    fill(1, 0, 0, 32, 6, (232, 150, 40))      # one-way platform: its top
    fill(2, 0, 0, 32, 32, (150, 100, 50))     # crate
    for k in range(32):
        fill(2, k, k, k + 1, k + 1, (90, 60, 30))
        fill(2, 31 - k, k, 32 - k, k + 1, (90, 60, 30))
    for x in range(2, 32, 6):                 # grass tufts (decoration)
        fill(3, x, 24, x + 2, 32, (70, 170, 80))
    fill(4, 0, 0, 6, 32, (70, 130, 220))      # thin wall on the left side
    fill(5, 0, 0, 6, 32, (70, 130, 220))      # corner: left and top sides
    fill(5, 0, 0, 32, 6, (70, 130, 220))
    fill(6, 14, 12, 18, 32, (120, 90, 60))    # sign: a post and a board
    fill(6, 6, 4, 26, 14, (200, 170, 110))
    fill(7, 0, 0, 32, 16, (96, 104, 124))     # half block
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in px)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

    write(path, b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) +
          chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


EXAMPLE_TILES = [
    (0, ("string", "solid"), None),    # block
    (1, ("string", "one-way"), None),  # platform: a top to land on
    (2, None, "full"),                 # crate: its collision rectangle covers it
    (3, None, None),                   # grass: decoration
    (4, ("int", "1"), None),           # thin wall on its left side
    (5, ("int", "9"), None),           # corner: left and top
    (6, ("string", "none"), "full"),   # sign: the property wins over its shape
    (7, None, "part"),                 # half block: a shape over half the tile does not block
]
EXAMPLE_LEGEND = {".": 0, "#": 1, "=": 2, "X": 3, "g": 4, "|": 5, "]": 5 | H, "c": 6, "s": 7, "h": 8,
                  "v": 2 | V, ">": 2 | D | H, "<": 2 | D | V}


def examples():
    tile_png("maps/tiled/collide-tiles.png")
    write("maps/tiled/collide-tiles.tsx",
          tsx("collide-tiles", 32, 8, 4, "collide-tiles.png", 128, 64, EXAMPLE_TILES))
    ground = grid([
        "##############################",
        "#............................#",
        "#............................#",
        "#..........]|................#",
        "#..====....]|.....=====......#",
        "#..........]|................#",
        "#..........]|..........XX....#",
        "#....vvvv..]|..........XX....#",
        "#..........]|...>....c.......#",
        "#..====.........>....|.......#",
        "#...............>....|...s...#",
        "#......h.....=======.|.......#",
        "#............................#",
        "#...XX.......................#",
        "#...XX......######....####...#",
        "#............................#",
        "##############################"], EXAMPLE_LEGEND)
    background = grid(["." * 30] * 15 + ["..g.g....gg..g......g.g..g.g.."] + ["." * 30], EXAMPLE_LEGEND)
    write("maps/tiled/platformer.tmx",
          tmx(30, 17, 32, [("Background", background, "base64", "zlib"), ("Ground", ground, "base64", "zlib")],
              [' <tileset firstgid="1" source="collide-tiles.tsx"/>\n'],
              [{"name": "spawn", "x": 64, "y": 480, "w": 32, "h": 32}]))
    rooms = grid([
        "########################",
        "#..........]|..........#",
        "#..........]|..........#",
        "#...====...]|...====...#",
        "#..........]|..........#",
        "#..........]|..........#",
        "#vvvvvv....]|....vvvvvv#",
        "#..........]|..........#",
        "#......................#",
        "#......................#",
        "#...XX..=====..<<...XX.#",
        "#...XX.........<<...XX.#",
        "#..c...................#",
        "########################"], EXAMPLE_LEGEND)
    write("maps/tiled/rooms.tmj",
          tmj(24, 14, 32, [("Rooms", rooms, "csv", None)],
              [dict(json_tileset("collide-tiles", 32, 8, 4, "collide-tiles.png", 128, 64, EXAMPLE_TILES),
                    firstgid=1)],
              [{"point": True, "x": 48, "y": 400}]))


# ---- the fixtures (tests/data/tiled) ---------------------------------------------------

FIX_TILES = [
    (0, ("string", "solid"), None),
    (1, ("string", "one-way"), None),
    (2, ("int", "5"), None),
    (3, None, None),
    (4, None, "full"),
    (5, None, "part"),
    (6, ("string", "none"), "full"),
    (7, ("bool", "true"), None),
    (8, None, "ellipse"),
    (9, ("string", "9"), None),
]
FIX_TSX = tsx("fixture", 16, 10, 5, "fixture.png", 80, 32, FIX_TILES)
FIX_TSJ = json_tileset("fixture", 16, 10, 5, "fixture.png", 80, 32, FIX_TILES)
EXTERNAL = ' <tileset firstgid="1" source="tilesets/fixture.tsx"/>\n'
EMBEDDED = (' <tileset firstgid="1" name="fixture" tilewidth="16" tileheight="16" tilecount="10" columns="5">\n'
            '  <image source="fixture.png" width="80" height="32"/>\n' + tsx_tiles(FIX_TILES, 16, "  ") +
            ' </tileset>\n')
BASIC = [1, 1, 1, 1, 1, 1,
         1, 0, 0, 2, 3, 1,
         1, 0, 4, 5, 6, 1,
         1, 7, 8, 9, 10, 1,
         1, 1, 1, 1, 1, 1]
PLAYER = [{"name": "player", "x": 16, "y": 16, "w": 16, "h": 16}]
BOX = [1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1]  # 4x3: a room of two free cells


def basic_fixtures():
    for enc, comp in (("csv", None), ("base64", None), ("base64", "zlib"), ("base64", "gzip"), ("xml", None)):
        name = comp or enc
        write("%s/basic_%s.tmx" % (FIX, name), tmx(6, 5, 16, [("Ground", BASIC, enc, comp)], [EMBEDDED], PLAYER))
        if enc != "xml":
            write("%s/basic_%s.tmj" % (FIX, name),
                  tmj(6, 5, 16, [("Ground", BASIC, enc, comp)], [dict(FIX_TSJ, firstgid=1)], PLAYER))
    write(FIX + "/tilesets/fixture.tsx", FIX_TSX)
    write(FIX + "/tilesets/fixture.tsj", json.dumps(FIX_TSJ, indent=1) + "\n")
    write(FIX + "/basic_external.tmx", tmx(6, 5, 16, [("Ground", BASIC, "csv", None)], [EXTERNAL], PLAYER))
    write(FIX + "/basic_external_tsj.tmx", tmx(6, 5, 16, [("Ground", BASIC, "csv", None)],
                                               [' <tileset firstgid="1" source="tilesets/fixture.tsj"/>\n'], PLAYER))
    write(FIX + "/basic_external.tmj", tmj(6, 5, 16, [("Ground", BASIC, "csv", None)],
                                           [{"firstgid": 1, "source": "tilesets/fixture.tsj"}], PLAYER))
    write(FIX + "/basic_external_tsx.tmj", tmj(6, 5, 16, [("Ground", BASIC, "base64", "zlib")],
                                               [{"firstgid": 1, "source": "tilesets/fixture.tsx"}], PLAYER))
    write(FIX + "/sub/basic_up.tmx", tmx(6, 5, 16, [("Ground", BASIC, "csv", None)],
                                         [' <tileset firstgid="1" source="../tilesets/fixture.tsx"/>\n'], PLAYER))


def flip_fixtures():
    flips = [0, H, V, H | V, D, D | H, D | V, D | H | V]
    gids = [2 | f for f in flips] + [10 | f for f in flips] + [0, 0, 0, 0, 0, 0, 3 | D, 2 | R120]
    write(FIX + "/flips.tmx", tmx(8, 3, 16, [("Flips", gids, "csv", None)], [EXTERNAL]))
    write(FIX + "/flips.tmj", tmj(8, 3, 16, [("Flips", gids, "base64", "gzip")],
                                  [{"firstgid": 1, "source": "tilesets/fixture.tsx"}]))


def layer_fixture():
    walls = [4, 4, 4, 4, 4, 4, 0, 0, 0, 4, 4, 0, 0, 0, 4, 4, 4, 4, 4, 4]
    platforms = [0] * 10 + [0, 2, 2, 2, 0] + [0] * 5
    text = (XML_HEAD + "<map %s nextlayerid=\"5\" nextobjectid=\"2\">\n" %
            MAP_ATTRS.format(o="orthogonal", w=5, h=4, t=16, th=16, inf=0) + EXTERNAL +
            ' <layer id="1" name="Walls" width="5" height="4">\n' + tmx_data(walls, 5, "csv") + " </layer>\n" +
            ' <group id="2" name="Inside">\n'
            '  <layer id="3" name="Platforms" width="5" height="4">\n' + tmx_data(platforms, 5, "base64") +
            "  </layer>\n"
            '  <objectgroup id="4" name="Markers" offsetx="16">\n' +
            obj_xml([{"point": True, "x": 8, "y": 24}], "   ") + "  </objectgroup>\n </group>\n</map>\n")
    write(FIX + "/layers.tmx", text)


def spawn_fixtures():
    write(FIX + "/spawn_point.tmj", tmj(4, 3, 16, [("Ground", BOX, "csv", None)], [dict(FIX_TSJ, firstgid=1)],
                                        [{"name": "door", "x": 16, "y": 16, "w": 16, "h": 16},
                                         {"point": True, "x": 40, "y": 24}]))
    write(FIX + "/spawn_none.tmx", tmx(4, 3, 16, [("Ground", BOX, "csv", None)], [EXTERNAL]))
    write(FIX + "/spawn_tile_object.tmx", tmx(4, 3, 16, [("Ground", BOX, "csv", None)], [EXTERNAL],
                                              [{"name": "Player", "gid": 4, "x": 32, "y": 32, "w": 16, "h": 16}]))
    write(FIX + "/spawn_order.tmx", tmx(4, 3, 16, [("Ground", BOX, "csv", None)], [EXTERNAL],
                                        [{"point": True, "x": 24, "y": 24}, {"name": "spawn", "x": 40, "y": 24,
                                                                             "point": True}]))
    write(FIX + "/spawn_blocked.tmx", tmx(4, 3, 16, [("Ground", BOX, "csv", None)], [EXTERNAL],
                                          [{"name": "spawn", "x": 2, "y": 2, "point": True}]))
    write(FIX + "/spawn_outside.tmj", tmj(4, 3, 16, [("Ground", BOX, "csv", None)],
                                          [{"firstgid": 1, "source": "tilesets/fixture.tsj"}],
                                          [{"name": "spawn", "x": -50, "y": 24, "point": True}]))
    write(FIX + "/spawn_control_name.tmj", tmj(4, 3, 16, [("Ground", BOX, "csv", None)],
                                               [{"firstgid": 1, "source": "tilesets/fixture.tsj"}],
                                               [{"point": True, "x": 24, "y": 24, "name": "two\nlines\u001b[31m"}]))
    write(FIX + "/full.tmx", tmx(2, 2, 16, [("Ground", [1, 1, 1, 1], "csv", None)], [EXTERNAL]))


def error_fixtures():
    one = [("Ground", BASIC, "csv", None)]
    jts = [{"firstgid": 1, "source": "tilesets/fixture.tsj"}]
    write(FIX + "/err_zstd.tmx", tmx(6, 5, 16, [], [EXTERNAL]).replace(
        "</map>", ' <layer id="1" name="Ground" width="6" height="5">\n  <data encoding="base64" '
                  'compression="zstd">\n   KLUv/SAAAQAA\n  </data>\n </layer>\n</map>'))
    doc = json.loads(tmj(6, 5, 16, [("Ground", BASIC, "base64", None)], jts))
    doc["layers"][0]["compression"] = "zstd"
    write(FIX + "/err_zstd.tmj", json.dumps(doc, indent=1) + "\n")
    write(FIX + "/err_infinite.tmx", tmx(6, 5, 16, one, [EXTERNAL], infinite=1))
    write(FIX + "/err_isometric.tmx", tmx(6, 5, 16, one, [EXTERNAL], orientation="isometric"))
    write(FIX + "/err_hexagonal.tmj", tmj(6, 5, 16, one, jts, orientation="hexagonal"))
    write(FIX + "/err_nonsquare.tmx", tmx(6, 5, 16, one, [EXTERNAL], tile_h=8))
    write(FIX + "/err_too_big.tmx", tmx(4097, 10, 16, [], [EXTERNAL]))
    write(FIX + "/err_tiny_tiles.tmj", tmj(6, 5, 4, one, jts))
    write(FIX + "/err_missing_tileset.tmx",
          tmx(6, 5, 16, one, [' <tileset firstgid="1" source="tilesets/nowhere.tsx"/>\n']))
    write(FIX + "/tilesets/loop.tsx", FIX_TSX.replace('columns="5"', 'columns="5" source="loop.tsx"'))
    write(FIX + "/err_loop.tmx", tmx(6, 5, 16, one, [' <tileset firstgid="1" source="tilesets/loop.tsx"/>\n']))
    layer = ' <layer id="1" name="Ground" width="6" height="5">\n  <data encoding="%s"%s>\n%s\n  </data>\n </layer>\n'
    head = tmx(6, 5, 16, [], [EXTERNAL]).replace("</map>\n", "")
    write(FIX + "/err_bad_base64.tmx", head + layer % ("base64", "", "   AAAA!AAA") + "</map>\n")
    rows = csv_rows(BASIC, 6).split("\n")
    rows[2] = rows[2].replace("4", "x", 1)
    write(FIX + "/err_bad_csv.tmx", head + layer % ("csv", "", "\n".join(rows)) + "</map>\n")
    write(FIX + "/err_short_csv.tmx", head + layer % ("csv", "", csv_rows(BASIC[:-1], 6)) + "</map>\n")
    bomb = base64.b64encode(zlib.compress(bytes(16 << 20), 9)).decode()
    write(FIX + "/err_bomb.tmx", head + layer % ("base64", ' compression="zlib"', "   " + bomb) + "</map>\n")
    doc = json.loads(tmj(6, 5, 16, one, jts))
    doc["layers"][0].update(data=base64.b64encode(gzip.compress(bytes(16 << 20), 9, mtime=0)).decode(),
                            encoding="base64", compression="gzip")
    write(FIX + "/err_bomb.tmj", json.dumps(doc) + "\n")
    cut = base64.b64encode(zlib.compress(gid_bytes(BASIC))[:20]).decode()
    write(FIX + "/err_truncated.tmx", head + layer % ("base64", ' compression="zlib"', "   " + cut) + "</map>\n")
    write(FIX + "/err_wrong_compression.tmx",
          head + layer % ("base64", ' compression="gzip"', "   " + encode(BASIC, "base64", "zlib")) + "</map>\n")
    write(FIX + "/err_unknown_gid.tmx", tmx(6, 5, 16, [("Ground", [99 if g == 2 else g for g in BASIC], "csv",
                                                         None)], [EXTERNAL]))
    write(FIX + "/err_bad_property.tmx", tmx(6, 5, 16, one, [EMBEDDED.replace('value="one-way"', 'value="sticky"')]))
    doc = json.loads(tmj(6, 5, 16, one, [dict(FIX_TSJ, firstgid=1)]))
    doc["tilesets"][0]["tiles"][2]["properties"][0]["value"] = 16
    write(FIX + "/err_bad_property.tmj", json.dumps(doc, indent=1) + "\n")
    write(FIX + "/err_duplicate_tile.tmx",
          tmx(6, 5, 16, one, [EMBEDDED.replace('<tile id="1">', '<tile id="0">')]))
    write(FIX + "/err_layer_size.tmx", tmx(6, 5, 16, one, [EXTERNAL]).replace(
        'name="Ground" width="6"', 'name="Ground" width="5"'))
    write(FIX + "/err_no_layer.tmx", tmx(6, 5, 16, [], [EXTERNAL], PLAYER))
    write(FIX + "/err_not_a_map.tmx", FIX_TSX)
    write(FIX + "/err_tileset.tmj", json.dumps(dict(FIX_TSJ, firstgid=1), indent=1) + "\n")
    write(FIX + "/err_malformed.tmx", tmx(6, 5, 16, one, [EXTERNAL]).replace("</layer>", "</layr>", 1))
    write(FIX + "/err_syntax.tmj", tmj(6, 5, 16, one, jts).replace('"infinite"', '"infinite" 1,', 1))
    laughs = "".join('<!ENTITY l%d "%s">' % (k, ("&l%d;" % (k - 1)) * 10 if k else "lol") for k in range(10))
    write(FIX + "/err_entities.tmx", XML_HEAD + "<!DOCTYPE map [%s]>\n" % laughs +
          tmx(6, 5, 16, one, [EXTERNAL]).replace(XML_HEAD, "").replace('name="Ground"', 'name="&l9;"'))
    write(FIX + "/err_entity.tmx", XML_HEAD + '<!DOCTYPE map [<!ENTITY name "Ground">]>\n' +
          tmx(6, 5, 16, one, [EXTERNAL]).replace(XML_HEAD, "").replace('name="Ground"', 'name="&name;"'))
    write(FIX + "/err_deep.tmx", tmx(6, 5, 16, one, [EXTERNAL]).replace("</map>", "<x>" * 300 + "</x>" * 300 +
                                                                        "\n</map>"))
    groups = "".join(' <group id="%d" name="g%d">\n' % (k + 10, k) for k in range(20))
    write(FIX + "/err_deep_groups.tmx", tmx(6, 5, 16, one, [EXTERNAL]).replace(
        "</map>", groups + " </group>\n" * 20 + "</map>"))
    write(FIX + "/err_deep.tmj", tmj(6, 5, 16, one, jts).replace('"type": "map"', '"deep": ' + "[" * 100 +
                                                                     "]" * 100 + ', "type": "map"'))


def fuzz_seeds():
    for kind in ("tmx", "tmj"):
        folder = "tests/data/fuzz/" + kind
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for name in sorted(os.listdir(FIX)):
            if name.endswith("." + kind) and os.path.getsize(os.path.join(FIX, name)) < 8192:
                shutil.copy(os.path.join(FIX, name), os.path.join(folder, name))
        example = {"tmx": "maps/tiled/platformer.tmx", "tmj": "maps/tiled/rooms.tmj"}[kind]
        shutil.copy(example, os.path.join(folder, os.path.basename(example)))


if __name__ == "__main__":
    examples()
    basic_fixtures()
    flip_fixtures()
    layer_fixture()
    spawn_fixtures()
    error_fixtures()
    fuzz_seeds()
