"""Drawing a Tiled board (square or hex) at an offset and scale, with a cached base layer."""
from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Callable

import pygame

from ..geometry import HexGrid, SquareGrid
from . import palette, theme


_shared: dict | None = None  # while ``sharing``: painted bases by painter and size
_recent: tuple | None = None  # (key, base): the last base painted by a view given a ``key``


def file_key(path) -> tuple:
    """What stands for a file's content in a ``key``: its path, size and time of change
    (a map edited in Tiled while the program runs is painted afresh)."""
    st = os.stat(path)
    return str(path), st.st_size, st.st_mtime_ns


@contextmanager
def sharing(bases: dict):
    """While this lasts, views painted by the same code at the same size and place share
    one base (``bases`` keeps them): the replay view makes a scene for every position of
    one game, on one map, and paints its board once."""
    global _shared
    before, _shared = _shared, bases
    try:
        yield bases
    finally:
        _shared = before


class BoardView:
    """Maps board pixels to screen pixels and back, and caches the static drawing.

    ``paint_base(surface, view)`` draws the static board once (terrain, grid, labels) at
    the view's scale; a frame blits that and draws only what changes on top.

    ``key``, when given, stands for everything ``paint_base`` reads (say the map file's
    ``file_key``): the next view with the same key, size and place takes the last base
    painted instead of painting it again (a new game on the same map, a scene opened
    again). One base is kept so, never more. Nothing draws on a base once painted.
    """

    def __init__(self, grid: SquareGrid | HexGrid, area: pygame.Rect,
                 paint_base: Callable[[pygame.Surface, "BoardView"], None] | None = None,
                 max_scale: float = 2.0, compact: bool = False, key: tuple | None = None):
        self.grid = grid
        self.key = key
        # keep the painted base in three bytes a pixel instead of four: the same colours (it is
        # opaque) in three quarters of the memory, for a blit a little slower (~0.2 ms a whole
        # 872x730 base; a mouse move blits only the part it repaints)
        self.compact = compact
        self.area = area
        bw, bh = grid.pixel_size
        self.scale = min(area.width / bw, area.height / bh, max_scale)
        self.size = (int(bw * self.scale), int(bh * self.scale))
        self.origin = (area.left + (area.width - self.size[0]) // 2, area.top + (area.height - self.size[1]) // 2)
        self.paint_base = paint_base
        self._base: pygame.Surface | None = None
        self._palette = palette.current()   # the palette the base was painted in
        self._layer: pygame.Surface | None = None  # reused for translucent highlights

    # -- coordinates -------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.origin[0] + x * self.scale, self.origin[1] + y * self.scale

    def to_board(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.origin[0]) / self.scale, (sy - self.origin[1]) / self.scale

    def cell_at(self, pos) -> tuple[int, int] | None:
        return self.grid.cell_at(*self.to_board(*pos))

    def center(self, cell) -> tuple[float, float]:
        return self.to_screen(*self.grid.center(cell))

    def outline(self, cell) -> list[tuple[float, float]]:
        return [self.to_screen(x, y) for x, y in self.grid.outline(cell)]

    def base_coords(self, x: float, y: float) -> tuple[float, float]:
        """Board pixel to a pixel of the cached base surface."""
        return x * self.scale, y * self.scale

    # -- drawing -----------------------------------------------------------------
    def invalidate(self) -> None:
        self._base = None

    def base(self) -> pygame.Surface:
        global _recent
        if self._base is not None and self._palette != palette.current():
            self._base = None   # the colour-vision setting changed since it was painted (issue 35)
        self._palette = palette.current()
        code = getattr(self.paint_base, "__code__", None)  # a painter object (its own state): never shared
        if self._base is None and _shared is not None and code is not None:
            key = (code, self.size, tuple(self.area), self.scale)
            if key not in _shared:
                _shared[key] = self._paint()
            self._base = _shared[key]
        if self._base is None and self.key is not None:
            key = (self.key, self.size, tuple(self.area), self.scale, self.compact, self._palette)
            if _recent is None or _recent[0] != key:
                _recent = None   # the old base goes before the new one is painted
                _recent = (key, self._paint())
            self._base = _recent[1]
        if self._base is None:
            self._base = self._paint()
        return self._base

    def _paint(self) -> pygame.Surface:
        surf = pygame.Surface(self.size)
        surf.fill(theme.SEA)
        if self.paint_base:
            self.paint_base(surf, self)
        else:
            self.paint_grid(surf)
        if self.compact:
            painted, surf = surf, pygame.Surface(self.size, depth=24)
            surf.blit(painted, (0, 0))
        return surf

    def paint_grid(self, surf: pygame.Surface, colour=(70, 110, 150), width: int = 1) -> None:
        for cell in self.grid.cells():
            pts = [self.base_coords(x, y) for x, y in self.grid.outline(cell)]
            pygame.draw.lines(surf, colour, True, pts, width)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base(), self.origin)

    def highlight(self, surface: pygame.Surface, cells, colour=None, alpha: int = 90,
                  edge: int = 2) -> None:
        """Tint cells (translucent fill and an outline; the palette's highlight by default)."""
        colour = colour or theme.HIGHLIGHT
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        for cell in cells:
            pts = self.outline(cell)
            pygame.draw.polygon(layer, (*colour, alpha), pts)
            if edge:
                pygame.draw.lines(layer, (*colour, 255), True, pts, edge)
        surface.blit(layer, (0, 0))
