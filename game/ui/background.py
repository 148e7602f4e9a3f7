"""Painted backgrounds, drawn once and cached."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from . import redraw, theme


@theme.cached
@lru_cache(maxsize=4)
def sea(size: tuple[int, int] = theme.LOGICAL_SIZE) -> pygame.Surface:
    """A night sea: a vertical gradient with soft wave strokes (kept: blit it)."""
    surf = pygame.Surface(size)
    paint_sea(surf)
    return surf


def backdrop(surface: pygame.Surface) -> None:
    """The night sea behind a screen (a scene with ``backdrop = "sea"``), as the part of the
    canvas's sea where the surface lies: a screen drawn on the stage (ui/stage.py), directly
    or through a kept layer, joins the sea the app paints round the stage without a seam."""
    whole, corner = surface.get_abs_parent(), surface.get_abs_offset()
    shown = getattr(whole, "shown_at", None)   # a kept layer: where it is shown (ui/redraw.py)
    if shown is not None:
        whole, corner = shown[0], (shown[1][0] + corner[0], shown[1][1] + corner[1])
    size = whole.get_size()
    if size == surface.get_size():
        surface.blit(sea(), (0, 0))
        return
    surface.blit(sea(size), (0, 0), pygame.Rect(corner, surface.get_size()))


@theme.cached
@lru_cache(maxsize=16)
def gradient(top: tuple, bottom: tuple, rows: int, span: float) -> pygame.Surface:
    """A vertical gradient one pixel wide: row y is ``int(a + (b - a) * y / span)`` of each channel."""
    column = pygame.Surface((1, rows))
    for y in range(rows):
        t = y / span
        column.set_at((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return column


def paint_rows(surf: pygame.Surface, rect, column: pygame.Surface, band: int = 64) -> None:
    """Fill rect with a gradient column (one colour a row), only within the surface's clip:
    the column widened a band of rows at a time (the same pixels as a fill per row)."""
    rect = pygame.Rect(rect)
    area = rect.clip(surf.get_clip())
    for y in range(area.top, area.bottom, band):
        n = min(band, area.bottom - y)
        piece = column.subsurface((0, y - rect.top, 1, n))
        surf.blit(pygame.transform.scale(piece, (area.width, n)), (area.left, y))


@lru_cache(maxsize=8)
def _strokes(w: int, h: int) -> tuple:
    """The sea's wave strokes on a surface of this size: (box, colour, points) each, worked out
    once a size (a mouse move's repaint of a 2560 x 1600 canvas asked 720 random numbers)."""
    design = (w, h) == theme.LOGICAL_SIZE
    scatter = random.Random(7)   # (a larger canvas: the strokes scattered, not in the design's rows)
    out = []
    for i in range(90 if design else 90 * w * h // (theme.LOGICAL_SIZE[0] * theme.LOGICAL_SIZE[1])):
        y = 260 + ((i * 37) % (h - 260) if design else scatter.randrange(max(1, h - 260)))
        x = (i * 211) % w if design else scatter.randrange(w)
        length = 30 + (i * 13) % 60
        shade = 40 + (y - 260) * 50 // max(1, h - 260)
        pts = [(x + k, y + 2 * math.sin((x + k) / 9.0)) for k in range(0, length, 3)]
        if len(pts) > 1:
            out.append((pygame.Rect(x - 1, y - 4, length + 2, 9), (shade, shade + 30, shade + 60), pts))
    return tuple(out)


def paint_sea(surf: pygame.Surface) -> None:
    """The night sea over the whole surface, only within its clip (a scene that keeps its own
    frame paints it there rather than keeping a copy)."""
    w, h = surf.get_size()
    clip = surf.get_clip()
    paint_rows(surf, (0, 0, w, h), gradient((10, 18, 32), (22, 52, 78), h, max(1, h - 1)))
    for box, colour, pts in _strokes(w, h):
        if clip.colliderect(box):
            redraw.aalines(surf, colour, False, pts)
