"""The Carrier Strike sea board, read from its Tiled map (maps/carrier-strike.tmx).

Plain data only: a HexGrid, the cells of each colour's half and the compass names of
the six hex directions. Read with ``game.tiled.read_tmx`` (pytmx, no images, no display).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from game.geometry import HexGrid
from game.resources import map_file

from ...tiled import class_of, read_tmx  # pytmx without pygame, class defaults filled in

DEFAULT_MAP = map_file("carrier-strike.tmx")
SIDES = ("red", "yellow")


@dataclass(frozen=True)
class Board:
    grid: HexGrid
    halves: dict  # side -> frozenset of cells whose centre lies in that side's half (CS Setup 6)
    direction_names: tuple  # compass name of directions 0-5, e.g. ("E", "NE", ...)
    properties: dict  # the map's custom properties (sea colours, house note)
    path: str

    def direction(self, name: str) -> int:
        try:
            return self.direction_names.index(name)
        except ValueError:
            raise ValueError(f"unknown direction {name!r}; one of {', '.join(self.direction_names)}") from None


def _compass(grid: HexGrid) -> tuple:
    names8 = ("E", "NE", "N", "NW", "W", "SW", "S", "SE")
    out = []
    origin = (grid.cols // 2, grid.rows // 2)
    ox, oy = grid.center(origin)
    for d in range(6):
        x, y = grid.center(grid.step(origin, d))
        angle = math.degrees(math.atan2(oy - y, x - ox)) % 360  # screen y grows downwards
        out.append(names8[round(angle / 45) % 8])
    if len(set(out)) != 6:  # flat-top maps: name by 60-degree sectors instead
        out = [f"D{d}" for d in range(6)]
    return tuple(out)


def load_board(path=None) -> Board:
    """Read the board; ``path`` lets a test or an editor pass another map."""
    path = Path(path) if path is not None else DEFAULT_MAP
    tmx = read_tmx(path)
    if tmx.orientation != "hexagonal":
        raise ValueError(f"{path}: Carrier Strike needs a hexagonal map, not {tmx.orientation}")
    grid = HexGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight, int(tmx.hexsidelength),
                   tmx.staggeraxis, tmx.staggerindex)
    halves = {side: set() for side in SIDES}
    for obj in tmx.objects:
        if class_of(obj) != "half":
            continue
        side = obj.properties.get("side")
        if side not in halves:
            raise ValueError(f"{path}: half object {obj.name!r} has side {side!r}, not red or yellow")
        x0, y0, x1, y1 = obj.x, obj.y, obj.x + obj.width, obj.y + obj.height
        for cell in grid.cells():
            cx, cy = grid.center(cell)
            if x0 <= cx <= x1 and y0 <= cy <= y1:
                halves[side].add(cell)
    for side, cells in halves.items():
        if not cells:
            raise ValueError(f"{path}: no cells in the {side} half (objects of class 'half')")
    if halves["red"] & halves["yellow"]:
        raise ValueError(f"{path}: the red and yellow halves overlap")
    return Board(grid, {s: frozenset(c) for s, c in halves.items()}, _compass(grid),
                 dict(tmx.properties), str(path))
