"""Thunderbirds at War's map: terrain on every hex, one 6 Group, every Table 4 target."""
from __future__ import annotations

from ..map_common import engine_reads, inside, one_of, orientation, where
from .board import load_board

TERRAIN = ("sea", "england", "occupied", "germany")
FLAK = ("green", "yellow", "red")
COMPASS = ("NE", "E", "SE", "SW", "W", "NW")
MAX_SIZE = (64, 64)  # a map of at most 64 x 64 hexes (the rulebook's is 13 x 10): bounded work for route planning


def check(board, data) -> list[tuple[str, str]]:
    out = orientation(board, "hexagonal")
    if "terrain" not in board.layer_order:
        out.append(("terrain", "tile layer 'terrain' missing"))
    else:
        for cell in board.grid.cells():
            terrain = board.tile_properties("terrain", cell).get("terrain")
            if terrain not in TERRAIN:
                out.append((f"terrain/{cell[0]},{cell[1]}",
                            f"hex has terrain {terrain!r}; paint it with a tile whose 'terrain' is one of {', '.join(TERRAIN)}"))
    homes = [o for o in board.objects_of("base")]
    if len(homes) != 1:
        out.append(("places/6 Group", f"exactly one 6 Group hex (class 'base') is needed, found {len(homes)}"))
    named = {}
    for o in board.objects:
        if o.cls in ("target", "offmap_target"):
            out += one_of(o, "flak", FLAK)
            zone = o.properties.get("zone", 0)
            if not isinstance(zone, int) or not 0 <= zone <= 5:
                out.append((where(o), f"zone {zone!r} must be a whole number from 0 to 5"))
            for t in str(o.properties.get("targets", "")).split(","):
                if t.strip():
                    named[t.strip()] = o
        elif o.cls == "flak":
            out += one_of(o, "flak", FLAK)
        elif o.cls == "direction_chart":
            for face in range(1, 7):
                out += one_of(o, f"d{face}", COMPASS)
        if o.cls != "offmap_target" and o.cls != "direction_chart" and not inside(board, o):
            out.append((where(o), "lies outside the map"))
    for name in data.target_names + ["Karmoy"]:   # Table 4 of the data played with
        if name not in named:
            out.append((f"places/{name}", f"Table 4 target {name!r} is on no target object (list it in a target's 'targets')"))
    if not board.objects_of("offmap_target"):
        out.append(("places/Karmoy", "the Karmoy off-map box (class 'offmap_target') is missing (TaW 7.10)"))
    if not out:
        out += engine_reads(board, load_board)
    return out
