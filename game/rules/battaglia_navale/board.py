"""The sea chart read from its Tiled file: plain data for the rules (no pygame, no images).

Cells are (col, row) with (0, 0) the north-west cell; squares are numbered 1-24 row by row
from the north-west corner (BN Preliminaries). Pass another path to play an edited chart.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ...resources import DataFileError
from .data import MAP_PATH

Cell = tuple[int, int]
DIRECTIONS = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}


class MapError(ValueError):
    """A chart file that does not describe a Battaglia Navale chart."""


@dataclass(frozen=True)
class Board:
    square_cols: int
    square_rows: int
    square_cells: int
    tile: int                                   # pixel size of a cell in the Tiled file
    bases: dict                                 # side -> (square, square)
    promontory_cells: dict                      # side -> frozenset of cells
    blocked_sides: frozenset                    # frozenset({a, b}) square pairs a ship or shot cannot cross
    platform_cells: dict                        # side -> {counter number: cell}
    battery_sites: dict                         # side -> frozenset of cells
    piers: tuple = field(default=())            # (side, ((x, y), ...)) in cell-corner units, for the scene
    source: str = ""                            # the Tiled file it was read from

    def __deepcopy__(self, memo):               # immutable: states share it
        return self

    def __post_init__(self):
        # Every table below is made now and set as an attribute, never through the instance's
        # __dict__ (which functools.cached_property writes): on CPython 3.11 reading __dict__
        # moves the attributes into a real dict for good, every later read of the board slower
        # (docs/ARCHITECTURE.md). The rules read the board at every move.
        for name in TABLES:
            object.__setattr__(self, name, getattr(Board, name).func(self))

    # -- squares and cells -----------------------------------------------------
    @property
    def cols(self) -> int:
        return self.square_cols * self.square_cells

    @property
    def rows(self) -> int:
        return self.square_rows * self.square_cells

    @property
    def squares(self) -> range:
        return range(1, self.square_cols * self.square_rows + 1)

    def square_of(self, cell: Cell) -> int:
        n = self.square_cells
        return (cell[1] // n) * self.square_cols + cell[0] // n + 1

    def square_pos(self, square: int) -> tuple[int, int]:
        """(column, row) of a square among the squares."""
        return (square - 1) % self.square_cols, (square - 1) // self.square_cols

    def square_at(self, col: int, row: int) -> int | None:
        if 0 <= col < self.square_cols and 0 <= row < self.square_rows:
            return row * self.square_cols + col + 1
        return None

    def square_origin(self, square: int) -> Cell:
        c, r = self.square_pos(square)
        return c * self.square_cells, r * self.square_cells

    def square_cells_of(self, square: int) -> list[Cell]:
        x0, y0 = self.square_origin(square)
        n = self.square_cells
        return [(x0 + dx, y0 + dy) for dy in range(n) for dx in range(n)]

    def neighbour(self, square: int, direction: str) -> int | None:
        c, r = self.square_pos(square)
        dc, dr = DIRECTIONS[direction]
        return self.square_at(c + dc, r + dr)

    def distance(self, a: int, b: int) -> int:
        """Squares between two squares counted orthogonally (the four directions)."""
        (ac, ar), (bc, br) = self.square_pos(a), self.square_pos(b)
        return abs(ac - bc) + abs(ar - br)

    def straight(self, a: int, b: int) -> tuple[str, int] | None:
        """(direction, squares) from a to b along a row or column, or None."""
        (ac, ar), (bc, br) = self.square_pos(a), self.square_pos(b)
        if a == b:
            return None
        if ac == bc:
            return ("S" if br > ar else "N"), abs(br - ar)
        if ar == br:
            return ("E" if bc > ac else "W"), abs(bc - ac)
        return None

    def path(self, a: int, direction: str, n: int) -> list[int] | None:
        """The squares entered going n squares from a, or None if the chart ends first."""
        out, sq = [], a
        for _ in range(n):
            sq = self.neighbour(sq, direction)
            if sq is None:
                return None
            out.append(sq)
        return out

    def base_of(self, side: str) -> tuple[int, ...]:
        return self.bases[side]

    def land_cells(self) -> frozenset:
        return self.promontory_land

    # -- tables built once per chart: every state on it shares them ----------------------------
    # (each cached_property below is computed and set by __post_init__, in TABLES' order)
    @cached_property
    def promontory_land(self) -> frozenset:
        """BN Preliminaries: the promontories' cells, land that no ship or plane takes."""
        out = set()
        for cells in self.promontory_cells.values():
            out |= cells
        return frozenset(out)

    @cached_property
    def cell_square(self) -> dict:
        """cell -> its square, for every cell of the chart."""
        return {c: sq for sq in self.squares for c in self.square_cells_of(sq)}

    @cached_property
    def cell_bit(self) -> dict:
        """cell -> its bit in a square's mask of cells: 1 << (row * square_cells + column) inside the square."""
        n = self.square_cells
        return {(x, y): 1 << ((y % n) * n + x % n) for x in range(self.cols) for y in range(self.rows)}

    @cached_property
    def platform_squares(self) -> dict:
        """side -> the squares of its Polaris counters (BN Polaris: always a target of the enemy)."""
        return {side: frozenset(self.square_of(c) for c in cells.values())
                for side, cells in self.platform_cells.items()}

    @cached_property
    def distances(self) -> dict:
        """(a, b) -> squares between them counted orthogonally (BN Aircraft: plane flight)."""
        return {(a, b): self.distance(a, b) for a in self.squares for b in self.squares}

    @cached_property
    def tables(self) -> dict:
        """Tables the rules build on first use for this chart (e.g. air.flight_squares)."""
        return {}

    def lanes(self, blocked: frozenset) -> "Lanes":
        """Straight lines and routes across this chart with these square sides blocked (promontories
        and islands: BN Obstacles, BN Fire), built once per set of islands."""
        lanes = self._lanes.get(blocked)
        if lanes is None:
            lanes = self._lanes[blocked] = Lanes(self, blocked)
        return lanes

    @cached_property
    def _lanes(self) -> dict:
        return {}

    def fixed_cells(self, island_cells: tuple) -> "FixedCells":
        """The cells nothing moves on with these islands drawn: land and the Polaris platforms."""
        fixed = self._fixed.get(island_cells)
        if fixed is None:
            fixed = self._fixed[island_cells] = FixedCells(self, island_cells)
        return fixed

    @cached_property
    def _fixed(self) -> dict:
        return {}

    def spot(self, cells: tuple) -> tuple:
        """(square, mask) of a ship's cells, which lie inside one square (BN Positioning)."""
        spot = self._spots.get(cells)
        if spot is None:
            (square, mask), = self.cells_mask(cells).items()
            spot = self._spots[cells] = (square, mask)
        return spot

    @cached_property
    def _spots(self) -> dict:
        return {}

    def cells_mask(self, cells) -> dict:
        """square -> mask of the given cells in it (off-chart cells are left out)."""
        out: dict = {}
        sq, bit = self.cell_square, self.cell_bit
        for c in cells:
            s = sq.get(c)
            if s is not None:
                out[s] = out.get(s, 0) | bit[c]
        return out


# the Board's tables made by __post_init__ (in this order: each reads only fields and those before it)
TABLES = ("promontory_land", "cell_square", "cell_bit", "platform_squares", "distances", "tables", "_lanes",
          "_fixed", "_spots")


class FixedCells:
    """Land (promontories and islands) and the Polaris platforms of a chart with its islands: the
    cells taken for the whole game (BN Preliminaries, BN Polaris)."""

    def __init__(self, board: Board, island_cells: tuple):
        land = set(board.promontory_land)
        for cells in island_cells:
            land.update(cells)
        self.land = frozenset(land)
        occ = {cell: ("land", None, None) for cell in land}
        for side, cells in board.platform_cells.items():
            for n, cell in cells.items():
                occ[cell] = ("polaris", side, n)
        self.occupant = occ                             # cell -> (kind, side, unit), as State.occupant
        masks = [0] * (len(board.squares) + 1)          # square -> mask of those cells in it
        for square, mask in board.cells_mask(occ).items():
            masks[square] = mask
        self.masks = masks


class Lanes:
    """For one chart and its blocked square sides: from each square, where a straight N/S/E/W line
    reaches without crossing an island or a promontory (BN Movement, BN Obstacles, BN Fire)."""

    def __init__(self, board: Board, blocked: frozenset):
        self.routes: dict = {}   # (square, direction, n) -> destination, or None (off the chart or blocked)
        self.line: dict = {}     # square -> {square in a clear straight line: squares away}
        self.steps: dict = {}    # square -> ((direction, n, destination), ...) clear, N, S, E, W, nearest first
        self.unit_moves: dict = {}  # (unit, square, squares it moves) -> its moves (filled by movement.py)
        self.unit_candidates: dict = {}  # (unit, square, squares it moves, length) -> movement._unit_candidates
        for start in board.squares:
            line = self.line[start] = {}
            for d in DIRECTIONS:
                prev, n, clear = start, 0, True
                while True:
                    sq = board.neighbour(prev, d)
                    if sq is None:
                        break
                    n += 1
                    clear = clear and frozenset((prev, sq)) not in blocked
                    if clear:
                        line[sq] = n
                    self.routes[(start, d, n)] = sq if clear else None
                    prev = sq
            self.steps[start] = tuple((d, n, dest) for (s, d, n), dest in self.routes.items()
                                      if s == start and dest is not None)

    def route(self, start: int, direction: str, n: int) -> int | None:
        return self.routes.get((start, direction, n))


@lru_cache(maxsize=4096)
def cell_name(cell: Cell) -> str:
    """(8, 20) -> 'i21': column letter a-p west to east, row number 1-24 north to south."""
    return f"{chr(ord('a') + cell[0])}{cell[1] + 1}"


LYING = {"h": "east-west", "v": "north-south"}


def where_set(board: Board, cell: Cell, heading: str = "") -> str:
    """Where a unit lies as the screen shows it: its square's number, and a ship's heading
    in words ("square 19, east-west"); the texts a player reads never name a cell by
    its code (docs/rules/battaglia-navale.md, Names)."""
    lying = LYING.get(heading)
    return f"square {board.square_of(cell)}" + (f", {lying}" if lying else "")


def parse_cell(text: str) -> Cell:
    if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
        raise ValueError(f"{text!r} is not a cell (e.g. i21)")
    return ord(text[0].lower()) - ord("a"), int(text[1:]) - 1


def _read_tmx(path):
    """The map as game.tiled reads it for everyone: pytmx without its pygame loader, with
    the class defaults Tiled leaves out filled in from the project (see game/tiled.py)."""
    from ...tiled import read_tmx
    return read_tmx(path)


def _cls(obj) -> str:
    from ...tiled import class_of
    return class_of(obj)


def _cells_of_rect(obj, tile: int) -> list[Cell]:
    x0, y0 = int(round(obj.x / tile)), int(round(obj.y / tile))
    w, h = max(1, int(round(obj.width / tile))), max(1, int(round(obj.height / tile)))
    return [(x0 + dx, y0 + dy) for dy in range(h) for dx in range(w)]


def load_board(data, path=None) -> Board:
    """Read a chart from a Tiled file, for a game played with ``data`` (its chart's default
    sizes, the Polaris counters). Raises MapError if a required object is missing."""
    path = str(path or MAP_PATH)
    try:
        tmx = _read_tmx(path)
    except DataFileError:
        raise  # Sortie's own project file is broken, not this chart
    except Exception as exc:  # pytmx raises several kinds
        raise MapError(f"{path}: cannot be read as a Tiled map ({exc})") from exc
    chart = data.numbers["chart"]
    props = tmx.properties
    sc = int(props.get("square_cells", chart["square_cells"]))
    cols = int(props.get("square_cols", chart["square_cols"]))
    rows = int(props.get("square_rows", chart["square_rows"]))
    if tmx.orientation != "orthogonal" or tmx.width != cols * sc or tmx.height != rows * sc:
        raise MapError(f"{path}: expected an orthogonal chart of {cols * sc} x {rows * sc} cells")
    tile = tmx.tilewidth
    bases: dict[str, list[int]] = {}
    prom: dict[str, set] = {}
    blocked = set()
    platform: dict[str, dict] = {}
    sites: dict[str, set] = {}
    piers = []
    for obj in tmx.objects:
        kind, p = _cls(obj), obj.properties
        side = p.get("side")
        if kind == "base":
            bases.setdefault(side, []).append(int(p["number"]))
        elif kind == "promontory":
            prom.setdefault(side, set()).update(_cells_of_rect(obj, tile))
            for pair in str(p.get("blocks", "")).split(","):
                if pair.strip():
                    a, b = (int(s) for s in pair.split("|"))
                    blocked.add(frozenset((a, b)))
        elif kind == "polaris_counter":
            platform.setdefault(side, {})[int(p["number"])] = _cells_of_rect(obj, tile)[0]
        elif kind == "battery_site":
            sites.setdefault(side, set()).update(_cells_of_rect(obj, tile))
        elif kind == "pier":
            pts = tuple((pt.x / tile, pt.y / tile) for pt in obj.points)
            piers.append((side, pts))
    sides = sorted(bases)
    if len(sides) != 2 or any(len(bases[s]) != 2 for s in sides):
        raise MapError(f"{path}: needs two naval bases of two squares each (BN Preliminaries)")
    for s in sides:
        if len(platform.get(s, {})) != data.numbers["polaris"]["counters"]:
            raise MapError(f"{path}: the {s} base needs four Polaris counter cells (BN Polaris)")
        if not sites.get(s):
            raise MapError(f"{path}: the {s} base has no coastal battery site (BN Preliminaries)")
    return Board(cols, rows, sc, tile,
                 {s: tuple(sorted(bases[s])) for s in sides},
                 {s: frozenset(prom.get(s, ())) for s in sides},
                 frozenset(blocked),
                 {s: dict(sorted(platform[s].items())) for s in sides},
                 {s: frozenset(sites[s]) for s in sides},
                 tuple(piers), path)


@lru_cache(maxsize=8)
def default_board(data, path: str | None = None) -> Board:
    return load_board(data, path)
