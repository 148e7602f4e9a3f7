"""Battaglia Navale's sea chart: 16 x 24 cells, 24 squares, two bases with their Polaris platforms."""
from __future__ import annotations

from ..map_common import engine_reads, inside, one_of, orientation, where
from .board import load_board

MAP_PROPERTIES = ("square_cells", "square_cols", "square_rows")  # the chart's squares (board.py)
SIDES = ("white", "grey")


def check(board, data) -> list[tuple[str, str]]:
    out = orientation(board, "orthogonal")
    g = board.grid
    if (g.cols, g.rows) != (16, 24):
        out.append(("map", f"the chart is {g.cols} x {g.rows} cells; it must be 16 x 24 (BN Errata: 6 x 4 squares of 4 x 4)"))
    numbers = []
    for o in board.objects_of("square"):
        n = o.properties.get("number")
        if not isinstance(n, int) or not 1 <= n <= 24:
            out.append((where(o), f"square number {n!r} must be a whole number from 1 to 24"))
        else:
            numbers.append(n)
    for n in range(1, 25):
        if numbers.count(n) == 0:
            out.append((f"squares/{n}", f"square {n} missing (a rectangle of class 'square' with number {n})"))
        elif numbers.count(n) > 1:
            out.append((f"squares/{n}", f"square {n} is defined {numbers.count(n)} times"))
    for o in board.objects:
        if o.cls in ("base", "promontory", "polaris_platform", "polaris_counter", "pier", "battery_site"):
            out += one_of(o, "side", SIDES)
        if not inside(board, o):
            out.append((where(o), "lies outside the chart"))
    for side in SIDES:
        mine = [o for o in board.objects if o.properties.get("side") == side]
        bases = [o for o in mine if o.cls == "base"]
        if len(bases) != 2:
            out.append((f"bases/{side}", f"the {side} naval base needs two 'base' squares, found {len(bases)} (BN Preliminaries)"))
        if not [o for o in mine if o.cls == "polaris_platform"]:
            out.append((f"bases/{side}", f"the {side} base has no Polaris platform (BN Polaris)"))
        counters = sorted((o.properties.get("number") for o in mine if o.cls == "polaris_counter"),
                          key=lambda n: (0, n, "") if isinstance(n, int) else (1, 0, repr(n)))  # text after numbers
        if counters != [1, 2, 3, 4]:
            out.append((f"bases/{side}", f"the {side} Polaris platform needs counters numbered 1-4, found {counters} (BN Polaris)"))
        if not [o for o in mine if o.cls == "promontory"]:
            out.append((f"bases/{side}", f"the {side} base has no promontory"))
        if not [o for o in mine if o.cls == "battery_site"]:
            out.append((f"battery/{side}", f"the {side} side has no coastal battery site (BN Preliminaries)"))
    if not out:
        out += engine_reads(board, lambda path: load_board(data, path))
    return out
