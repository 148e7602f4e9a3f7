"""Steam Torpedo's mat: each side's 2 x 5 compartments and the five sea sectors."""
from __future__ import annotations

from ..map_common import inside, one_of, where

MAP_PROPERTIES = ("sea",)  # the sea sectors' colour (scenes/steam_torpedo/art.py)
SIDES = ("talion", "rochelle")
CELLS = [f"{col}{row}" for row in (1, 2) for col in "abcde"]


def check(board, data) -> list[tuple[str, str]]:
    out = []
    comps = board.objects_of("compartment")
    for o in comps:
        out += one_of(o, "side", SIDES)
        out += one_of(o, "cell", CELLS)
    for side in SIDES:
        cells = [o.properties.get("cell") for o in comps if o.properties.get("side") == side]
        for cell in CELLS:
            if cells.count(cell) == 0:
                out.append((f"compartments/{side}-{cell}",
                            f"the {side} compartment {cell} has no place (class 'compartment', side {side}, cell {cell})"))
            elif cells.count(cell) > 1:
                out.append((f"compartments/{side}-{cell}", f"the {side} compartment {cell} is placed {cells.count(cell)} times"))
    numbers = [o.properties.get("number") for o in board.objects_of("sector")]
    for n in range(1, 6):
        if numbers.count(n) != 1:
            out.append((f"sea/sector {n}", f"sea sector {n} must be exactly one rectangle of class 'sector' (found {numbers.count(n)})"))
    slots = {o.name for o in board.objects_of("slot")}
    for name in ("banner", "choices", "log", "talion-crew", "rochelle-crew"):
        if name not in slots:
            out.append((f"panels/{name}", "panel missing (a rectangle of class 'slot' with this name)"))
    lanes = {o.name for o in board.objects_of("area")}
    for name in ("lane-north", "lane-south"):
        if name not in lanes:
            out.append((f"sea/{name}", "sea lane missing (a rectangle of class 'area' with this name)"))
    for o in board.objects:
        if o.width <= 0 or o.height <= 0:
            out.append((where(o), "draw it as a rectangle"))
        elif not inside(board, o):
            out.append((where(o), "lies outside the mat"))
    return out
