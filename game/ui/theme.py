"""One palette and one font family (DejaVu Sans, shipped in assets/fonts with its licence).

The two sides of a hot-seat game use blue and orange (Okabe-Ito), which colour-blind
players tell apart.
"""
from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
from functools import lru_cache

import pygame

from .. import resources

LOGICAL_SIZE = (1280, 800)   # the layout's design size, and the smallest canvas (ui/window.py)
_canvas = [1280, 800]         # the canvas of the window shown now: the window's shape, at the UI scale


def canvas_size() -> tuple[int, int]:
    """The size of the canvas the scenes draw on now (at least LOGICAL_SIZE, the window's
    shape; ui/window.py ``canvas_for``)."""
    return _canvas[0], _canvas[1]


def set_canvas_size(size) -> None:
    _canvas[:] = [int(size[0]), int(size[1])]


@contextmanager
def canvas_at(size):
    """Scenes made inside this block lay themselves out for a canvas of this size (the
    replay's pictures of a game, drawn at the design size whatever the window)."""
    kept = canvas_size()
    set_canvas_size(size)
    try:
        yield
    finally:
        set_canvas_size(kept)

# Palette
NIGHT = (14, 24, 38)         # window background
SEA = (24, 58, 88)
SEA_LIGHT = (40, 86, 122)
PANEL = (30, 40, 56)
PANEL_EDGE = (70, 86, 110)
PAPER = (238, 228, 204)      # card faces, parchment
PAPER_DARK = (206, 192, 160)
INK = (34, 30, 26)
TEXT = (232, 236, 242)
TEXT_DIM = (150, 162, 180)
GOLD = (226, 182, 76)
ACCENT = (92, 170, 220)
GOOD = (96, 186, 120)
BAD = (222, 92, 78)
HIGHLIGHT = (255, 226, 110)
HINT = (236, 132, 196)       # the computer's suggestion (H): a colour no board uses
SIDE_A = (0, 114, 178)       # blue
SIDE_B = (230, 159, 0)       # orange
DECK_COLOURS = {
    "yellow": (214, 176, 52), "green": (72, 140, 84), "blue": (52, 96, 168), "red": (176, 52, 48),
}

FONT_REGULAR = resources.asset("fonts", "DejaVuSans.ttf")
FONT_BOLD = resources.asset("fonts", "DejaVuSans-Bold.ttf")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans at a size; DataFileError when the font file is missing or unreadable."""
    path = resources.require(FONT_BOLD if bold else FONT_REGULAR)
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, pygame.error) as exc:
        raise resources.DataFileError(path, f"is not a font pygame can read ({exc})") from None


def check_fonts() -> None:
    """Raise DataFileError now if a font cannot be used (before a window shows nothing)."""
    pygame.font.init()
    font(16), font(16, True)


_CACHES: list = [font]


def cached(fn):
    """Register an lru_cache'd drawing function (or anything with ``cache_clear``) to be
    cleared when the display restarts."""
    _CACHES.append(fn)
    return fn


class SurfaceCache:
    """Surfaces drawn once and kept by key, the least recently used dropped beyond
    ``max_bytes`` of pixels; cleared with the other caches (``reset_caches``).

    The surfaces handed out are shared: draw them, never draw on them (copy first).
    """

    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()
        cached(self)

    def get(self, key, make):
        """The surface kept for key, made by ``make()`` the first time."""
        items = self._items
        surf = items.get(key)
        if surf is not None:
            items.move_to_end(key)
            return surf
        surf = make()
        items[key] = surf
        self.bytes += _bytes(surf)
        while self.bytes > self.max_bytes and len(items) > 1:
            self.bytes -= _bytes(items.popitem(last=False)[1])
        return surf

    def __len__(self) -> int:
        return len(self._items)

    def cache_clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_height() * surf.get_pitch()


def reset_caches() -> None:
    """Every cache emptied: each line and picture is drawn afresh (a layout check notes the
    lines as they are drawn)."""
    for fn in _CACHES:
        fn.cache_clear()


def forget_fonts() -> None:
    """Fonts die with pygame.quit(), so a new App opens them again. What was drawn with them
    (plain surfaces, measured widths, wrapped lines, all keyed by what they show) stays good
    and is kept: a second App in the same process (the tests make hundreds) draws the same
    words without rendering them again."""
    font.cache_clear()
