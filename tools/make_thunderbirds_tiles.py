"""Generate the Thunderbirds at War map: hex tile images, the terrain tileset and the TMX.

    python tools/make_thunderbirds_tiles.py          # writes maps/tiles/thunderbirds-*.png,
                                                     # maps/thunderbirds-terrain.tsx and
                                                     # maps/thunderbirds.tmx

The map is house data (the rulebook does not print it, see INDEX.md): north-west Europe
in early 1943 at the game's scale (6 Group to the Ruhr is 5 hexes). Everything the
rules need is a Tiled property (terrain, shaded, flak, zone, targets), so the map can be
edited in Tiled afterwards; re-running this script overwrites such edits.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from xml.sax.saxutils import escape

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.geometry import HexGrid  # noqa: E402

MAPS = ROOT / "maps"
TILE_W, TILE_H, SIDE = 56, 64, 32
TILED_VERSION = "1.10.2"

# (tile name, terrain, shaded, fill colour, hatch colour or None)
TILES = [
    ("sea", "sea", False, (58, 96, 140), None),
    ("sea-shaded", "sea", True, (50, 84, 124), (92, 130, 170)),
    ("england", "england", False, (126, 160, 96), None),
    ("occupied", "occupied", False, (196, 182, 140), None),
    ("occupied-shaded", "occupied", True, (170, 152, 112), (140, 122, 88)),
    ("germany", "germany", True, (120, 100, 86), (96, 78, 66)),
]
CODE = {".": "sea", ",": "sea-shaded", "E": "england", "o": "occupied",
        "O": "occupied-shaded", "G": "germany"}

# One string per row, one character per column (odd rows are shifted half a hex right).
TERRAIN = [
    "EE.....OO....",
    "EE....,O.....",
    ".EE...,G.GGGG",
    ".EE.O,GGGGGGG",
    ".EE.OOGGGGGGG",
    "E..OOGGGGGGGG",
    "..oooOGGGGGGG",
    "Oooooo.GGGGGG",
    ".OOoooooGGGGG",
    "..ooooooooooo",
]
COLS, ROWS = len(TERRAIN[0]), len(TERRAIN)

# Places: (class, object name, (col, row), properties)
PLACES = [
    ("base", "6 Group", (2, 2), {"home": True}),
    ("target", "Lorient", (1, 8), {"targets": "Lorient", "flak": "green", "zone": 0}),
    ("target", "Saint-Nazaire", (2, 8), {"targets": "Saint-Nazaire", "flak": "green", "zone": 0}),
    ("target", "Frisian Islands [Zone 1]", (5, 3), {"targets": "Gardening", "flak": "green", "zone": 1}),
    ("target", "Heligoland & Hamburg [Zone 2]", (7, 3), {"targets": "Hamburg", "flak": "yellow", "zone": 2}),
    ("target", "Zone 3", (6, 3), {"targets": "Kiel,Wilhelmshaven,Oldenburg", "flak": "yellow", "zone": 3}),
    ("target", "Zone 4", (6, 6), {"targets": "Frankfurt,Mannheim,Stuttgart", "flak": "yellow", "zone": 4}),
    ("target", "The Ruhr [Zone 5]", (6, 4), {
        "targets": "Essen,Duisburg,Bochum,Dortmund,Dusseldorf,Wuppertal", "flak": "red", "zone": 5,
        "ruhr": True}),
    ("target", "Cologne", (5, 5), {"targets": "Cologne", "flak": "red", "zone": 0}),
    ("flak", "Dutch coast flak", (4, 3), {"flak": "green"}),
    ("flak", "Flanders flak", (4, 4), {"flak": "yellow"}),
    ("flak", "Pas-de-Calais flak", (3, 5), {"flak": "green"}),
    ("flak", "Jutland flak", (7, 0), {"flak": "green"}),
    ("flak", "Brest flak", (0, 7), {"flak": "yellow"}),
    ("flak", "Heligoland flak", (6, 2), {"flak": "yellow"}),
    ("city", "London", (2, 4), {}),
    ("city", "Edinburgh", (1, 1), {}),
    ("city", "Heligoland", (6, 2), {}),
    ("city", "Kiel", (7, 2), {}),
    ("city", "Amsterdam", (5, 4), {}),
    ("city", "Brussels", (4, 5), {}),
    ("city", "Paris", (3, 7), {}),
    ("city", "Brest", (0, 7), {}),
    ("city", "Berlin", (9, 4), {}),
]
KARMOY = {"col": 5, "row": -2, "targets": "Karmoy", "flak": "green", "zone": 0,
          "markers_out": 3, "markers_home": 2}
# Direction chart of the Lost event (TaW 7.9): d6 face -> compass direction.
DIRECTIONS = {"d1": "NE", "d2": "E", "d3": "SE", "d4": "SW", "d5": "W", "d6": "NW"}


def grid() -> HexGrid:
    return HexGrid(COLS, ROWS, TILE_W, TILE_H, SIDE, "y", "odd")


ENUMS = {"flak": "flak_colour", "terrain": "terrain", **{f"d{i}": "compass" for i in range(1, 7)}}  # maps/sortie.tiled-project


def _prop(name, value) -> str:
    if name in ENUMS:
        return f'<property name="{name}" propertytype="{ENUMS[name]}" value="{escape(str(value))}"/>'
    if isinstance(value, bool):
        return f'<property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{name}" type="int" value="{value}"/>'
    return f'<property name="{name}" value="{escape(str(value), {chr(34): "&quot;"})}"/>'


def _props(d: dict, indent: str) -> str:
    if not d:
        return ""
    inner = "".join(f"{indent} {_prop(k, v)}\n" for k, v in d.items())
    return f"{indent}<properties>\n{inner}{indent}</properties>\n"


def write_tiles() -> None:
    import pygame
    pygame.init()
    g = HexGrid(1, 1, TILE_W, TILE_H, SIDE)
    outline = g.outline((0, 0))
    for name, _terrain, shaded, fill, hatch in TILES:
        surf = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
        pygame.draw.polygon(surf, fill, outline)
        if hatch:
            mask = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
            for k in range(-TILE_H, TILE_W + TILE_H, 7):
                pygame.draw.line(mask, hatch, (k, 0), (k - TILE_H, TILE_H), 2)
            clip = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
            pygame.draw.polygon(clip, (255, 255, 255, 255), outline)
            mask.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surf.blit(mask, (0, 0))
        pygame.draw.polygon(surf, (30, 30, 30, 120), outline, 1)
        pygame.image.save(surf, str(MAPS / "tiles" / f"thunderbirds-{name}.png"))


def write_tileset() -> None:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.10" tiledversion="{TILED_VERSION}" name="thunderbirds-terrain" '
             f'tilewidth="{TILE_W}" tileheight="{TILE_H}" tilecount="{len(TILES)}" columns="0">',
             ' <grid orientation="orthogonal" width="1" height="1"/>']
    for i, (name, terrain, shaded, _f, _h) in enumerate(TILES):
        lines.append(f' <tile id="{i}" type="terrain_tile">')
        lines.append(_props({"terrain": terrain, "shaded": shaded, "germany": terrain == "germany",
                             "england": terrain == "england"}, "  ").rstrip("\n"))
        lines.append(f'  <image source="tiles/thunderbirds-{name}.png" width="{TILE_W}" height="{TILE_H}"/>')
        lines.append(" </tile>")
    lines.append("</tileset>")
    (MAPS / "thunderbirds-terrain.tsx").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_map() -> None:
    g = grid()
    index = {name: i for i, (name, *_rest) in enumerate(TILES)}
    rows = []
    for r, line in enumerate(TERRAIN):
        assert len(line) == COLS, f"row {r} has {len(line)} columns"
        rows.append(",".join(str(index[CODE[ch]] + 1) for ch in line))
    data = ",\n".join(rows)
    objs = []
    oid = 1
    for cls, name, cell, props in PLACES:
        x, y = g.center(cell)
        objs.append(f'  <object id="{oid}" name="{escape(name)}" type="{cls}" x="{x:g}" y="{y:g}">\n'
                    f'{_props(props, "   ")}   <point/>\n  </object>')
        oid += 1
    kx, ky = g.center((KARMOY["col"], 0))
    objs.append(f'  <object id="{oid}" name="Karmoy" type="offmap_target" x="{kx - 40:g}" y="-88" '
                f'width="80" height="80">\n{_props(KARMOY, "   ")}  </object>')
    oid += 1
    w, h = g.pixel_size
    objs.append(f'  <object id="{oid}" name="Direction chart" type="direction_chart" x="{w - 90:g}" '
                f'y="{h - 90:g}" width="80" height="80">\n{_props(DIRECTIONS, "   ")}  </object>')
    oid += 1
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="{TILED_VERSION}" orientation="hexagonal" renderorder="right-down" width="{COLS}" height="{ROWS}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="{oid}">
 <properties>
  {_prop("game", "thunderbirds")}
  {_prop("title", "Thunderbirds at War: North-west Europe, early 1943")}
  {_prop("house", True)}
  {_prop("reason", "The rulebook does not print the map; drawn to its scale (Ruhr 5 hexes from 6 Group)")}
 </properties>
 <tileset firstgid="1" source="thunderbirds-terrain.tsx"/>
 <layer id="1" name="terrain" width="{COLS}" height="{ROWS}">
  <data encoding="csv">
{data}
</data>
 </layer>
 <objectgroup id="2" name="places">
{chr(10).join(objs)}
 </objectgroup>
</map>
"""
    (MAPS / "thunderbirds.tmx").write_text(text, encoding="utf-8")


def main() -> None:
    (MAPS / "tiles").mkdir(parents=True, exist_ok=True)
    write_tiles()
    write_tileset()
    write_map()
    print(f"wrote {len(TILES)} tiles, the tileset and a {COLS} x {ROWS} map")


if __name__ == "__main__":
    main()
