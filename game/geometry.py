"""Board geometry for Tiled maps: square grids and staggered hex grids. Pure math, no pygame.

Hex maps follow Tiled's staggered layout (docs/EDITING_MAPS.md names the settings): stagger
axis "y" (pointy-top rows) or "x" (flat-top columns), stagger index "odd" or "even".
Cells are (col, row) offset coordinates, as Tiled numbers them; distances and lines are
computed in cube coordinates.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

Cell = tuple[int, int]

# Axial directions 0-5 as (dq, dr); on screen they turn anticlockwise (y grows downwards).
AXIAL_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))



def hex_corners(centre, r: float, pointy: bool = True) -> list[tuple[float, float]]:
    """The six corners of a regular hex of radius r round centre: pointy-top (a corner up,
    as Thunderbirds' map) or flat-top (as Carrier Strike's), for pictures drawn off the map."""
    start = 30 if pointy else 0
    return [(centre[0] + r * math.cos(math.radians(start + 60 * k)), centre[1] + r * math.sin(math.radians(start + 60 * k)))
            for k in range(6)]

@dataclass(frozen=True)
class SquareGrid:
    cols: int
    rows: int
    tile_w: int
    tile_h: int

    @property
    def pixel_size(self) -> tuple[int, int]:
        return self.cols * self.tile_w, self.rows * self.tile_h

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows

    def cells(self):
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]

    def top_left(self, cell: Cell) -> tuple[float, float]:
        return cell[0] * self.tile_w, cell[1] * self.tile_h

    def center(self, cell: Cell) -> tuple[float, float]:
        return (cell[0] + 0.5) * self.tile_w, (cell[1] + 0.5) * self.tile_h

    def outline(self, cell: Cell) -> list[tuple[float, float]]:
        x, y = self.top_left(cell)
        w, h = self.tile_w, self.tile_h
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]

    def cell_at(self, x: float, y: float) -> Cell | None:
        cell = (math.floor(x / self.tile_w), math.floor(y / self.tile_h))
        return cell if self.contains(cell) else None

    def neighbours(self, cell: Cell) -> list[Cell]:
        c, r = cell
        around = [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]
        return [n for n in around if self.contains(n)]

    @staticmethod
    def distance(a: Cell, b: Cell) -> int:
        """Orthogonal steps between two cells."""
        return abs(a[0] - b[0]) + abs(a[1] - b[1])


@dataclass(frozen=True)
class HexGrid:
    cols: int
    rows: int
    tile_w: int
    tile_h: int
    side: int  # Tiled's hexsidelength
    axis: str = "y"  # staggeraxis
    index: str = "odd"  # staggerindex

    def __post_init__(self):
        if self.axis not in ("x", "y") or self.index not in ("odd", "even"):
            raise ValueError(f"bad hex stagger: axis {self.axis!r}, index {self.index!r}")

    # -- cells ---------------------------------------------------------------
    def contains(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows

    def cells(self):
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]

    def _shifted(self, n: int) -> bool:
        return bool(n & 1) ^ (self.index == "even")

    # -- pixels --------------------------------------------------------------
    @property
    def pixel_size(self) -> tuple[float, float]:
        w, h, s = self.tile_w, self.tile_h, self.side
        if self.axis == "y":
            return self.cols * w + w / 2, self.rows * (h + s) / 2 + (h - s) / 2
        return self.cols * (w + s) / 2 + (w - s) / 2, self.rows * h + h / 2

    def top_left(self, cell: Cell) -> tuple[float, float]:
        c, r = cell
        w, h, s = self.tile_w, self.tile_h, self.side
        if self.axis == "y":
            return c * w + (w / 2 if self._shifted(r) else 0), r * (h + s) / 2
        return c * (w + s) / 2, r * h + (h / 2 if self._shifted(c) else 0)

    def center(self, cell: Cell) -> tuple[float, float]:
        x, y = self.top_left(cell)
        return x + self.tile_w / 2, y + self.tile_h / 2

    def outline(self, cell: Cell) -> list[tuple[float, float]]:
        x, y = self.top_left(cell)
        w, h, s = self.tile_w, self.tile_h, self.side
        if self.axis == "y":
            pts = [(w / 2, 0), (w, (h - s) / 2), (w, (h + s) / 2), (w / 2, h), (0, (h + s) / 2), (0, (h - s) / 2)]
        else:
            pts = [((w - s) / 2, 0), ((w + s) / 2, 0), (w, h / 2), ((w + s) / 2, h), ((w - s) / 2, h), (0, h / 2)]
        return [(x + px, y + py) for px, py in pts]

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell whose centre is nearest to the pixel, or None off the map."""
        w, h, s = self.tile_w, self.tile_h, self.side
        if self.axis == "y":
            guess_r = math.floor(y / ((h + s) / 2))
            guess_c = math.floor(x / w)
        else:
            guess_c = math.floor(x / ((w + s) / 2))
            guess_r = math.floor(y / h)
        best, best_d = None, None
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                cell = (guess_c + dc, guess_r + dr)
                cx, cy = self.center(cell)
                d = (cx - x) ** 2 + (cy - y) ** 2
                if best_d is None or d < best_d:
                    best, best_d = cell, d
        if best is None or not self.contains(best):
            return None
        if not _inside(self.outline(best), x, y):
            return None  # beyond the outer edge of the board
        return best

    # -- cube coordinates ----------------------------------------------------
    def to_axial(self, cell: Cell) -> tuple[int, int]:
        c, r = cell
        if self.axis == "y":
            if self.index == "odd":
                return c - (r - (r & 1)) // 2, r
            return c - (r + (r & 1)) // 2, r
        if self.index == "odd":
            return c, r - (c - (c & 1)) // 2
        return c, r - (c + (c & 1)) // 2

    def from_axial(self, q: int, r: int) -> Cell:
        if self.axis == "y":
            if self.index == "odd":
                return q + (r - (r & 1)) // 2, r
            return q + (r + (r & 1)) // 2, r
        if self.index == "odd":
            return q, r + (q - (q & 1)) // 2
        return q, r + (q + (q & 1)) // 2

    def distance(self, a: Cell, b: Cell) -> int:
        aq, ar = self.to_axial(a)
        bq, br = self.to_axial(b)
        dq, dr = aq - bq, ar - br
        return max(abs(dq), abs(dr), abs(dq + dr))

    def step(self, cell: Cell, direction: int, n: int = 1) -> Cell:
        """The cell n steps away in one of the six directions (0-5), on or off the map."""
        q, r = self.to_axial(cell)
        dq, dr = AXIAL_DIRECTIONS[direction % 6]
        return self.from_axial(q + dq * n, r + dr * n)

    def neighbours(self, cell: Cell) -> list[Cell]:
        return [n for n in (self.step(cell, d) for d in range(6)) if self.contains(n)]

    def direction_between(self, a: Cell, b: Cell) -> int | None:
        """The direction (0-5) of a straight hex line from a to b, or None if not in line."""
        if a == b:
            return None
        aq, ar = self.to_axial(a)
        bq, br = self.to_axial(b)
        dq, dr = bq - aq, br - ar
        n = max(abs(dq), abs(dr), abs(dq + dr))
        for d, (uq, ur) in enumerate(AXIAL_DIRECTIONS):
            if (dq, dr) == (uq * n, ur * n):
                return d
        return None

    def line(self, a: Cell, b: Cell) -> list[Cell]:
        """The cells of the hex line from a to b, both included (cube lerp and rounding)."""
        aq, ar = self.to_axial(a)
        bq, br = self.to_axial(b)
        n = self.distance(a, b)
        if n == 0:
            return [a]
        out = []
        for i in range(n + 1):
            t = i / n
            q = aq + (bq - aq) * t + 1e-6
            r = ar + (br - ar) * t + 1e-6
            out.append(self.from_axial(*_cube_round(q, r)))
        return out


def _cube_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def _inside(poly, x: float, y: float) -> bool:
    """Point in convex-or-not polygon (ray casting); points on the edge count as inside."""
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xin = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x <= xin + 1e-9:
                inside = not inside
    if inside:
        return True
    # On an edge: within a hair of any segment.
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        L = dx * dx + dy * dy
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / L)) if L else 0.0
        if (x1 + t * dx - x) ** 2 + (y1 + t * dy - y) ** 2 < 0.25:
            return True
    return False
