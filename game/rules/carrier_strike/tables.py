"""Hex tables of one board grid and the data's distances, built once and shared by every
state played on them.

The rules ask the same geometric questions thousands of times a game: the neighbours of a
space (CS Planes 2), the space n steps away in a straight line (CS Torpedo Runs 1, CS
Sacrifice 2), the spaces within dogfight range (CS Dogfights 1), the spaces on or next to
a carrier (CS Setup 6, CS Carriers 5). Here they are answered by table look-ups.
"""
from __future__ import annotations

from .actions import Fly, shared

_TABLES: dict = {}


class SeaTables:
    """Read-only tables of a HexGrid, for the distances of the game's data (data.py: torpedo
    runs, sacrifice dives, dogfight range). Never copied: a deepcopy or a clone of a state
    shares them, like the board itself."""

    def __init__(self, grid, torpedo_run: int, torpedo_drop: int, sacrifice_distance: int, dogfight_range: int):
        self.grid = grid
        cells = grid.cells()
        self.cells = frozenset(cells)
        # every table holds the board's own cell tuples, not equal copies of them (a board's
        # tables name its cells ~50,000 times: one tuple each would be ~3 MiB of every game)
        self._own = own = {c: c for c in cells}
        # cell -> the six cells one step away in directions 0-5, on the board or not
        self.step = {c: tuple(own.get(n, n) for n in (grid.step(c, d) for d in range(6))) for c in cells}
        # cell -> its neighbours on the board, in direction order (CS Planes 2)
        self.neighbours = {c: tuple(n for n in self.step[c] if n in self.cells) for c in cells}
        # cell -> itself and its neighbours: two carriers may not touch (CS Setup 6, CS Carriers 5)
        self.around = {c: frozenset((c,) + self.neighbours[c]) for c in cells}
        # The three tables of straight lines below are made cell by cell as asked (a game asks
        # for few: torpedo paths, planes that can attack), ~650 KiB less than all made at once.
        # cell -> for each direction, the board's cells in a straight line up to the edge, nearest first
        self.rays = _MadeOnBoard(self.cells, lambda c: tuple(self._ray(c, d) for d in range(6)))
        # cell -> (direction, the space a torpedo run aims at, the drop space) for each direction
        # with room for a run (CS Torpedo Runs 1-2)
        self.runs = _MadeOnBoard(self.cells, lambda c: tuple(
            (d, ray[torpedo_run - 1], ray[torpedo_drop - 1])
            for d, ray in enumerate(self.rays[c]) if len(ray) >= torpedo_run))
        # cell -> (direction, the space a sacrifice attack aims at) (CS Sacrifice 2)
        self.dives = _MadeOnBoard(self.cells, lambda c: tuple(
            (d, ray[sacrifice_distance - 1])
            for d, ray in enumerate(self.rays[c]) if len(ray) >= sacrifice_distance))
        # Sets of cells as bits of an int (cell -> its bit): small (a frozenset of 60 cells is
        # ~2 KiB, its int 80 bytes) and tested against each other with one `&`.
        self.bit = {c: 1 << i for i, c in enumerate(cells)}
        # cell -> the spaces those runs and dives aim at (bits), to rule them out at a glance
        self.run_aims = {c: self.bits(self._ahead(c, torpedo_run)) for c in cells}
        self.dive_aims = {c: self.bits(self._ahead(c, sacrifice_distance)) for c in cells}
        # a carrier's (bow, middle, stern) -> its spaces as bits, made as asked (CS Torpedo Runs 1)
        self.hull_bits = _BitsOf(self.bits)
        # cell -> the cells within dogfight range (CS Dogfights 1), as bits
        self.dogfight_reach = {c: self.bits(self._within(c, dogfight_range)) for c in cells}
        # plane id -> cell -> (its neighbours as a set, its neighbours, the Fly to each of them):
        # a plane's flights (CS Planes 2), made as asked; the sets are the board's, one a cell
        self.flights = _FlightsOf(self.neighbours, _MadeOnBoard(self.cells, lambda c: frozenset(self.neighbours[c])))

    def __deepcopy__(self, memo):
        return self

    def own(self, cell):
        """The board's own tuple of a cell equal to ``cell`` (``cell`` itself off the board)."""
        return self._own.get(cell, cell)

    def bits(self, cells) -> int:
        """A set of the board's cells as the bits of an int (cells off the board left out)."""
        bit, out = self.bit, 0
        for c in cells:
            out |= bit.get(c, 0)
        return out

    def _ray(self, cell, direction: int, limit: int | None = None) -> tuple:
        out, here = [], cell
        while limit is None or len(out) < limit:
            here = self._own.get(self.grid.step(here, direction))
            if here is None:
                break
            out.append(here)
        return tuple(out)

    def _ahead(self, cell, n: int) -> list:
        """The spaces exactly ``n`` away in a straight line on the board, one a direction at most."""
        return [ray[n - 1] for ray in (self._ray(cell, d, n) for d in range(6)) if len(ray) == n]

    def _within(self, cell, radius: int) -> frozenset:
        q, r = self.grid.to_axial(cell)
        out = set()
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                other = self._own.get(self.grid.from_axial(q + dq, r + dr))
                if other is not None:
                    out.add(other)
        return frozenset(out)

    def steps(self, cell, direction: int, n: int = 1):
        """The cell ``n`` steps away in a straight line, on the board or not (HexGrid.step)."""
        if n == 1:
            row = self.step.get(cell)
            if row is not None:
                return row[direction % 6]
        return self.grid.step(cell, direction, n)

    def ahead(self, cell, direction: int, n: int):
        """The cell ``n`` steps away in a straight line, or None off the board."""
        ray = self.rays[cell][direction % 6]
        return ray[n - 1] if n <= len(ray) else None


class _MadeOnBoard(dict):
    """cell -> a value made on first use by ``make(cell)``; a cell off the board is a KeyError."""

    def __init__(self, cells: frozenset, make):
        super().__init__()
        self.cells, self.make = cells, make

    def __missing__(self, cell):
        if cell not in self.cells:
            raise KeyError(cell)
        value = self[cell] = self.make(cell)
        return value


class _BitsOf(dict):
    def __init__(self, bits):
        super().__init__()
        self.make = bits

    def __missing__(self, cells: tuple) -> int:
        value = self[cells] = self.make(cells)
        return value


class _FlightsOf(dict):
    def __init__(self, neighbours: dict, neighbour_sets: dict):
        super().__init__()
        self.neighbours, self.neighbour_sets = neighbours, neighbour_sets

    def __missing__(self, plane_id: str):
        table = self[plane_id] = _Flights(plane_id, self.neighbours, self.neighbour_sets)
        return table


class _Flights(dict):
    """cell -> (its neighbours as a set, its neighbours, the Fly to each, in the same order).
    No (neighbour, Fly) pairs: thousands of small tuples the garbage collector would walk."""

    def __init__(self, plane_id: str, neighbours: dict, neighbour_sets: dict):
        super().__init__()
        self.plane_id, self.neighbours, self.neighbour_sets = plane_id, neighbours, neighbour_sets

    def __missing__(self, cell):
        near = self.neighbours[cell]
        row = self[cell] = (self.neighbour_sets[cell], near, tuple(shared(Fly, self.plane_id, n) for n in near))
        return row


def tables_for(grid, data) -> SeaTables:
    """The tables of a grid for the distances of ``data`` (data.Data), built on first use
    and shared by every game on that grid with the same distances."""
    key = (grid, data.torpedo_run, data.torpedo_drop, data.sacrifice_distance, data.dogfight_range)
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = SeaTables(*key)
    return tables

