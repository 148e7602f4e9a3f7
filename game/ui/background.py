"""Painted backgrounds, drawn once and cached."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import theme


@theme.cached
@lru_cache(maxsize=4)
def sea(size: tuple[int, int] = theme.LOGICAL_SIZE) -> pygame.Surface:
    """A night sea: a vertical gradient with soft wave strokes."""
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (10, 18, 32), (22, 52, 78)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill(tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)), (0, y, w, 1))
    for i in range(90):
        y = 260 + (i * 37) % (h - 260)
        x = (i * 211) % w
        length = 30 + (i * 13) % 60
        shade = 40 + (y - 260) * 50 // max(1, h - 260)
        colour = (shade, shade + 30, shade + 60)
        pts = [(x + k, y + 2 * math.sin((x + k) / 9.0)) for k in range(0, length, 3)]
        if len(pts) > 1:
            pygame.draw.aalines(surf, colour, False, pts)
    return surf
