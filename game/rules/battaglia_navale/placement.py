"""Where a ship may lie inside a square (BN Positioning): straight, whole, never across a side."""
from __future__ import annotations

from functools import lru_cache

from .board import Board, Cell


@lru_cache(maxsize=8192)
def ship_cells(anchor: Cell, heading: str, length: int) -> tuple:
    x, y = anchor
    if heading == "h":
        return tuple((x + i, y) for i in range(length))
    return tuple((x, y + i) for i in range(length))


@lru_cache(maxsize=None)
def placements_in(square_cells: int, square_cols: int, square: int, length: int) -> tuple:
    """``placements`` by the chart's measures (square_cells, square_cols): cached for every chart."""
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
    return placements_in(board.square_cells, board.square_cols, square, length)


@lru_cache(maxsize=None)
def masks_in(square_cells: int, square_cols: int, square: int, length: int) -> tuple:
    """``placement_masks`` by the chart's measures: cached for every chart."""
    n = square_cells
    return tuple(sum(1 << ((y % n) * n + x % n) for x, y in cells)
                 for _, _, cells in placements_in(square_cells, square_cols, square, length))


def placement_masks(board: Board, square: int, length: int) -> tuple:
    """The masks of the square's cells each placement of ``placements`` covers (same order)."""
    return masks_in(board.square_cells, board.square_cols, square, length)


def has_room(board: Board, length: int, taken_mask: int) -> bool:
    """BN Positioning: a ship of that length fits in a square whose taken cells are this mask."""
    return room_table(board, length)[taken_mask]


def room_table(board: Board, length: int) -> "RoomTable":
    """has_room for one length: taken mask -> bool (filled in mask by mask)."""
    return _room_table(board.square_cells, length)


class RoomTable(dict):
    """taken mask of a square -> whether a ship of one length still fits in it (BN Positioning)."""

    def __init__(self, spots: tuple):
        super().__init__()
        self.spots = spots  # the masks of the ship's placements in a square

    def __missing__(self, taken_mask: int) -> bool:
        fits = self[taken_mask] = any(not m & taken_mask for m in self.spots)
        return fits


@lru_cache(maxsize=None)
def _room_table(square_cells: int, length: int) -> RoomTable:
    return RoomTable(masks_in(square_cells, 1, 1, length))


def auto_place_masked(board: Board, square: int, length: int, taken_mask: int, old_cells: tuple = ()):
    """``auto_place`` with the square's taken cells given as a mask (the same choice)."""
    free = [p for p, m in zip(placements(board, square, length), placement_masks(board, square, length))
            if not m & taken_mask]
    return _choose(board, square, free, old_cells)


def free_placements(board: Board, square: int, length: int, taken) -> list:
    return [p for p in placements(board, square, length) if not any(c in taken for c in p[2])]


def auto_place(board: Board, square: int, length: int, taken, old_cells: tuple = ()) -> tuple | None:
    """A sensible placement: the ship keeps its heading and its place inside the square if it can
    (as if slid across the chart), else the first free place with that heading, else turned."""
    return _choose(board, square, free_placements(board, square, length, taken), old_cells)


def _choose(board: Board, square: int, free: list, old_cells: tuple):
    heading = "h" if len(old_cells) > 1 and old_cells[0][1] == old_cells[1][1] else "v"
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
    """Can ships of these lengths all still be placed in these squares (no overlap)? ``taken``:
    the cells already taken (see fleet_fits_masks)."""
    masks = board.cells_mask(taken)
    return fleet_fits_masks(board, squares, lengths, [masks.get(sq, 0) for sq in squares], budget)


def fleet_fits_masks(board: Board, squares, lengths, masks, budget: int = 4000) -> bool:
    """Can ships of these lengths all still be placed in these squares (no overlap)? ``masks``:
    the taken cells of each of the squares.

    A depth-first search, longest ships first, that gives up (answers False) after ``budget``
    tries, so a refusal is always quick; it only matters for setups packed to the last cell.
    The answer depends on nothing else, so it is remembered.
    """
    return fleet_fits_in(board.square_cells, board.square_cols, squares, lengths, masks, budget)


def fleet_fits_in(square_cells: int, square_cols: int, squares, lengths, masks, budget: int = 4000) -> bool:
    """``fleet_fits_masks`` by the chart's measures (square_cells, square_cols)."""
    return _fleet_fits(square_cells, square_cols, tuple(squares), tuple(sorted(lengths, reverse=True)),
                       tuple(masks), budget)


@lru_cache(maxsize=4096)
def _fleet_fits(square_cells: int, square_cols: int, squares: tuple, lengths: tuple, masks: tuple,
                budget: int) -> bool:
    return fleet_witness(square_cells, square_cols, squares, lengths, masks, budget) is not None


@lru_cache(maxsize=4096)
def fleet_witness(square_cells: int, square_cols: int, squares: tuple, lengths: tuple, masks: tuple,
                  budget: int = 4000) -> tuple | None:
    """The cells (a mask per square) of the first placement found for ships of these lengths, or
    None (``_fleet_fits``' search: longest ships first, giving up after ``budget`` tries). Whatever
    else is set on cells outside this placement, the same search still finds it within its budget
    (it only skips more), so the fleet still fits."""
    lengths = tuple(sorted(lengths, reverse=True))
    tries = 0

    def go(i, masks, used):
        nonlocal tries
        if i == len(lengths):
            return used
        for k, sq in enumerate(squares):
            for spot in masks_in(square_cells, square_cols, sq, lengths[i]):
                if spot & masks[k]:
                    continue
                tries += 1
                if tries > budget:
                    return None
                found = go(i + 1, masks[:k] + (masks[k] | spot,) + masks[k + 1:],
                           used[:k] + (used[k] | spot,) + used[k + 1:])
                if found is not None:
                    return found
            if tries > budget:
                return None
        return None

    return go(0, tuple(masks), (0,) * len(squares))
