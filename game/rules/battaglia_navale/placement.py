"""Where a ship may lie inside a square (BN Positioning): straight, whole, never across a side."""
from __future__ import annotations

from functools import lru_cache

from .board import Board, Cell


def ship_cells(anchor: Cell, heading: str, length: int) -> tuple:
    x, y = anchor
    if heading == "h":
        return tuple((x + i, y) for i in range(length))
    return tuple((x, y + i) for i in range(length))


@lru_cache(maxsize=None)
def _placements(square_cells: int, square_cols: int, square: int, length: int) -> tuple:
    x0 = ((square - 1) % square_cols) * square_cells
    y0 = ((square - 1) // square_cols) * square_cells
    out = []
    for heading in ("h", "v"):
        if length == 1 and heading == "v":
            break
        for dy in range(square_cells):
            for dx in range(square_cells):
                cells = ship_cells((x0 + dx, y0 + dy), heading, length)
                if all(x0 <= cx < x0 + square_cells and y0 <= cy < y0 + square_cells for cx, cy in cells):
                    out.append((cells[0], heading, cells))
    return tuple(out)


def placements(board: Board, square: int, length: int) -> tuple:
    """Every (anchor, heading, cells) of a ship of that length inside the square."""
    return _placements(board.square_cells, board.square_cols, square, length)


def free_placements(board: Board, square: int, length: int, taken) -> list:
    return [p for p in placements(board, square, length) if not any(c in taken for c in p[2])]


def auto_place(board: Board, square: int, length: int, taken, old_cells: tuple = ()) -> tuple | None:
    """A sensible placement: the ship keeps its heading and its place inside the square if it can
    (as if slid across the chart), else the first free place with that heading, else turned."""
    heading = "h" if len(old_cells) > 1 and old_cells[0][1] == old_cells[1][1] else "v"
    free = free_placements(board, square, length, taken)
    if not free:
        return None
    if old_cells:
        n = board.square_cells
        ox, oy = board.square_origin(square)
        want = (ox + old_cells[0][0] % n, oy + old_cells[0][1] % n)
        for p in free:
            if p[0] == want and p[1] == heading:
                return p
    same = [p for p in free if p[1] == heading]
    return (same or free)[0]


def fleet_fits(board: Board, squares, lengths, taken, budget: int = 4000) -> bool:
    """Can ships of these lengths all still be placed in these squares (no overlap)?

    A depth-first search, longest ships first, that gives up (answers False) after ``budget``
    tries, so a refusal is always quick; it only matters for setups packed to the last cell.
    """
    lengths = sorted(lengths, reverse=True)
    tries = [0]

    def go(i, taken):
        if i == len(lengths):
            return True
        for sq in squares:
            for _, _, cells in free_placements(board, sq, lengths[i], taken):
                tries[0] += 1
                if tries[0] > budget:
                    return False
                if go(i + 1, taken | set(cells)):
                    return True
        return False

    return go(0, set(taken))
