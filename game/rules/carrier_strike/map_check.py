"""Carrier Strike's hex sea: big enough for torpedo runs, with a red and a yellow half."""
from __future__ import annotations

from ..map_common import engine_reads, one_of, orientation, where
from .board import load_board

MAP_PROPERTIES = ("sea_colour", "sea_colour_deep", "grid_colour")  # the sea's paint (scenes/carrier_strike/art.py)
SIDES = ("red", "yellow")
MAX_SIZE = (64, 64)  # a sea of at most 64 x 64 hexes (the rulebook's is 21 x 21): bounded work for the movement tables


def check(board, data) -> list[tuple[str, str]]:
    out = orientation(board, "hexagonal")
    g = board.grid
    if g.cols < 13 or g.rows < 13:
        out.append(("map", f"the sea is {g.cols} x {g.rows} hexes; torpedo runs (6) and dogfights (4) need at least 13 x 13"))
    halves = board.objects_of("half")
    for o in halves:
        out += one_of(o, "side", SIDES)
    for side in SIDES:
        if not [o for o in halves if o.properties.get("side") == side]:
            out.append((f"halves/{side}", f"no {side} half (a rectangle of class 'half' with side {side}) (CS Setup 6)"))
    for o in board.objects:
        if o.cls not in ("half", "neutral"):
            out.append((where(o), f"unknown class {o.cls!r} (the classes are half and neutral)"))
    if not out:
        out += engine_reads(board, load_board)
    return out
