"""Checks several games' maps share: the helpers of each game's game/rules/<game>/map_check.py (game/mapcheck/ runs them)."""
from __future__ import annotations

from ..geometry import HexGrid, SquareGrid
from ..safe_read import excerpt


def where(obj) -> str:
    return f"{obj.layer}/{obj.name or obj.cls or '#' + str(obj.id)}"


def inside(board, obj) -> bool:
    w, h = board.grid.pixel_size
    x0, y0 = obj.x, obj.y
    x1, y1 = obj.x + obj.width, obj.y + obj.height
    if obj.points:
        xs = [p[0] for p in obj.points]
        ys = [p[1] for p in obj.points]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    return -0.5 <= x0 and -0.5 <= y0 and x1 <= w + 0.5 and y1 <= h + 0.5


def orientation(board, kind: str) -> list[tuple[str, str]]:
    cls = SquareGrid if kind == "orthogonal" else HexGrid
    if not isinstance(board.grid, cls):
        return [("map", f"must be {kind} (Map > Map Properties > Orientation)")]
    return []


def one_of(obj, prop: str, allowed) -> list[tuple[str, str]]:
    value = obj.properties.get(prop)
    if value not in allowed:
        return [(where(obj), f"property '{prop}' is {excerpt(value)}; it must be one of {', '.join(map(str, allowed))}")]
    return []


def engine_reads(board, load_board) -> list[tuple[str, str]]:
    """What the game's own board reader says of a map the checks above let through."""
    try:
        load_board(board.path)
    except Exception as exc:  # the engine's reader raises ValueError or its own MapError
        return [("map", str(exc).replace(f"{board.path}: ", "")[:300])]
    return []
