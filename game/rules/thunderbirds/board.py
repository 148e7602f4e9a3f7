"""The Thunderbirds map read from Tiled: plain data and a HexGrid. No pygame here.

Everything comes from Tiled properties (TILED_NOTES.md): tile properties give terrain
and shading, objects of class ``base``, ``target``, ``flak``, ``offmap_target`` (Karmoy),
``city`` and ``direction_chart`` give the rest. pytmx is imported only when a map is read.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.geometry import HexGrid
from game.resources import map_file

Cell = tuple[int, int]
DEFAULT_MAP = map_file("thunderbirds.tmx")
COMPASS = {"E": 0, "NE": 1, "NW": 2, "W": 3, "SW": 4, "SE": 5}  # HexGrid directions
# the map's labels of places whose name in the map file is longer (drawn so on the map)
SHORT = {"Frisian Islands": "Frisians", "Heligoland & Hamburg": "Hamburg", "Saint-Nazaire": "St-Nazaire",
         "The Ruhr": "Ruhr"}
TERRAIN_WORDS = {"sea": "the sea", "england": "England", "occupied": "occupied Europe", "germany": "Germany"}
_WINDS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")


def label(name: str) -> str:
    """A place as the map labels it: "Frisian Islands [Zone 1]" -> "Frisians"."""
    base = name.split(" [")[0]
    return SHORT.get(base, base)


@dataclass(frozen=True)
class Hex:
    cell: Cell
    terrain: str  # sea, england, occupied, germany
    shaded: bool  # a German radar zone (TaW 1.1 "Zone", 7.0.5)
    flak: str | None = None  # colour of the flak triangle, if any (7.2.1)
    zone: int = 0
    ruhr: bool = False
    name: str = ""

    @property
    def england(self) -> bool:
        return self.terrain == "england"

    @property
    def germany(self) -> bool:
        return self.terrain == "germany"


@dataclass(frozen=True)
class Board:
    grid: HexGrid
    hexes: dict  # Cell -> Hex
    home: Cell  # 6 Group
    targets: dict  # target name (Table 4) -> Cell
    karmoy: Cell  # virtual cell of the off-map box
    karmoy_markers: tuple  # (targetbound, homebound) markers stacked in the box (7.10)
    cities: dict = field(default_factory=dict)  # label -> Cell
    directions: dict = field(default_factory=dict)  # d6 face -> HexGrid direction (7.9)
    # Tables built once per board (__post_init__): the hexes next to each hex, the Karmoy
    # gates, every distance of 7.10's counting, the direction of each hexside crossed.
    nbrs: dict = field(default_factory=dict, init=False, repr=False, compare=False)   # Cell -> tuple of Cells
    gates: tuple = field(default=(), init=False, repr=False, compare=False)
    index: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # Cell -> its number in dist
    dist: dict = field(default_factory=dict, init=False, repr=False, compare=False)   # a -> bytes: [index[b]] distance
    sides: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # (a, b) -> direction
    england_cells: frozenset = field(default=frozenset(), init=False, repr=False, compare=False)
    routes: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # planning.Routes by target
    places: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # Cell -> label (map's names)
    place_words: dict = field(default_factory=dict, init=False, repr=False, compare=False)  # Cell -> place(), as asked

    def __post_init__(self):
        grid = self.grid
        put = object.__setattr__  # a frozen dataclass: the tables are set once, here
        cells = list(grid.cells())
        nbrs = {c: tuple(grid.neighbours(c)) for c in cells}
        put(self, "nbrs", nbrs)
        put(self, "gates", tuple(c for c in cells if c[1] == 0 and grid.distance(c, self.karmoy) <= 2))
        put(self, "sides", {(a, n): grid.direction_between(a, n) for a in cells for n in nbrs[a]})
        everywhere = cells + ([self.karmoy] if self.karmoy not in nbrs else [])
        # a row of bytes per hex, not a dict: 7.10's counts are small, and 131 dicts of 131
        # distances were 0.6 MiB of every Thunderbirds game
        put(self, "index", {b: i for i, b in enumerate(everywhere)})
        put(self, "dist", {a: _row([self._distance(a, b) for b in everywhere]) for a in everywhere})
        put(self, "england_cells", frozenset(c for c, h in self.hexes.items() if h.england and self.on_map(c)))
        places = {cell: label(h.name) for cell, h in self.hexes.items() if h.name and self.on_map(cell)}
        for name, cell in self.cities.items():
            places.setdefault(cell, name)
        put(self, "places", places)

    def place(self, cell: Cell) -> str:
        """A hex as the map shows it (docs/rules/thunderbirds.md, names of hexes): its
        place's label where it has one ("Lorient", "Zone 3", "6 Group", "Karmoy"), else its
        land or sea and the way to the nearest labelled place ("the sea 2 hexes north-east
        of Amsterdam"). Never the hex's column and row, which the map does not print.
        Worked out once per hex of the board (the log names hexes at almost every move)."""
        words = self.place_words.get(cell)
        if words is None:
            words = self._place(cell)
            if cell in self.index:  # (a hex of the board: the table stays as small as the map)
                self.place_words[cell] = words
        return words

    def _place(self, cell: Cell) -> str:
        if cell == self.karmoy:
            return "Karmoy"
        named = self.places.get(cell)
        if named:
            return named
        if not self.places:
            return "a hex"
        grid = self.grid
        near = min(self.places, key=lambda c: (grid.distance(c, cell), self.places[c]))
        (x0, y0), (x1, y1) = grid.center(near), grid.center(cell)
        wind = _WINDS[round(math.degrees(math.atan2(y0 - y1, x1 - x0)) / 45) % 8]
        n = grid.distance(near, cell)
        hx = self.hexes.get(cell)
        land = TERRAIN_WORDS.get(hx.terrain, "a hex") if hx is not None else "a hex"
        return f"{land} {n} hex{'es' if n > 1 else ''} {wind} of {self.places[near]}"

    def hex(self, cell: Cell) -> Hex:
        if cell == self.karmoy:
            return Hex(cell, "sea", True, self.hexes.get(cell, Hex(cell, "sea", True)).flak, 0, False, "Karmoy")
        return self.hexes[cell]

    def on_map(self, cell: Cell) -> bool:
        return cell in self.hexes and cell != self.karmoy

    def karmoy_gates(self) -> list[Cell]:
        """Top-row hexes from which the flight leaves for (and returns from) Karmoy (7.10)."""
        return list(self.gates)

    def neighbours(self, cell: Cell) -> tuple:
        """The hexes of the map next to `cell` (HexGrid direction order)."""
        n = self.nbrs.get(cell)
        return n if n is not None else tuple(self.grid.neighbours(cell))

    def side(self, a: Cell, b: Cell) -> int | None:
        """The direction of the hexside crossed from a to the next hex b (Table 5)."""
        d = self.sides.get((a, b))
        return d if d is not None else self.grid.direction_between(a, b)

    def distance(self, a: Cell, b: Cell) -> int:
        """Hexes to enter from a to b, counting Karmoy's stacked markers (7.10)."""
        row = self.dist.get(a)
        i = self.index.get(b)
        return row[i] if row is not None and i is not None else self._distance(a, b)

    def _distance(self, a: Cell, b: Cell) -> int:
        out, home = self.karmoy_markers
        if a == b:
            return 0
        if b == self.karmoy:
            return min(self.grid.distance(a, g) for g in self.gates) + out
        if a == self.karmoy:
            return home + min(1 + self.grid.distance(g, b) for g in self.gates)
        return self.grid.distance(a, b)


def _row(distances: list) -> bytes | tuple:
    """A row of the distance table: bytes, or a tuple on a map too large for bytes."""
    return bytes(distances) if max(distances, default=0) < 256 else tuple(distances)


def _prop(obj, name, default=None):
    return obj.properties.get(name, default)


@lru_cache(maxsize=4)
def load_board(path: str | Path = DEFAULT_MAP) -> Board:
    from ...tiled import class_of, read_tmx  # pytmx without pygame, class defaults filled in

    tmx = read_tmx(path)
    if tmx.orientation != "hexagonal":
        raise ValueError(f"{path}: the Thunderbirds map must be hexagonal")
    grid = HexGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight, int(tmx.hexsidelength),
                   tmx.staggeraxis, tmx.staggerindex)
    layer = tmx.get_layer_by_name("terrain")
    layer_index = tmx.layers.index(layer)
    base: dict[Cell, dict] = {}
    for r in range(tmx.height):
        for c in range(tmx.width):
            props = tmx.get_tile_properties(c, r, layer_index) or {}
            base[(c, r)] = {"terrain": props.get("terrain", "sea"), "shaded": bool(props.get("shaded", False))}
    home = None
    targets: dict[str, Cell] = {}
    cities: dict[str, Cell] = {}
    directions: dict[int, int] = {}
    karmoy = None
    karmoy_markers = (3, 2)
    for obj in tmx.objects:
        cls = class_of(obj)
        if cls == "offmap_target":
            karmoy = (int(_prop(obj, "col")), int(_prop(obj, "row")))
            karmoy_markers = (int(_prop(obj, "markers_out", 3)), int(_prop(obj, "markers_home", 2)))
            base[karmoy] = {"terrain": "sea", "shaded": True, "flak": _prop(obj, "flak"), "name": obj.name}
            for t in str(_prop(obj, "targets", "")).split(","):
                if t.strip():
                    targets[t.strip()] = karmoy
            continue
        if cls == "direction_chart":
            for face in range(1, 7):
                directions[face] = COMPASS[_prop(obj, f"d{face}")]
            continue
        cell = grid.cell_at(obj.x, obj.y)
        if cell is None:
            raise ValueError(f"{path}: object {obj.name!r} is off the map")
        if cls == "base":
            home = cell
            base[cell]["name"] = obj.name
        elif cls == "target":
            d = base[cell]
            d.update(flak=_prop(obj, "flak"), zone=int(_prop(obj, "zone", 0)),
                     ruhr=bool(_prop(obj, "ruhr", False)), name=obj.name)
            for t in str(_prop(obj, "targets", "")).split(","):
                if t.strip():
                    targets[t.strip()] = cell
        elif cls == "flak":
            base[cell]["flak"] = _prop(obj, "flak")
        elif cls == "city":
            cities[obj.name] = cell
    if home is None or karmoy is None:
        raise ValueError(f"{path}: the map needs a 'base' (6 Group) and the Karmoy 'offmap_target'")
    hexes = {cell: Hex(cell, d["terrain"], d["shaded"], d.get("flak"), d.get("zone", 0),
                       d.get("ruhr", False), d.get("name", "")) for cell, d in base.items()}
    return Board(grid, hexes, home, targets, karmoy, karmoy_markers, cities, directions)
