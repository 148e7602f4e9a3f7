"""Dice that roll: a short tumble of faces, then the result the rules rolled."""
from __future__ import annotations

import random

import pygame

from . import text, theme

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


class Die:
    """Shows a rolled value. The tumble is cosmetic (its own generator, never the game's)."""

    _tumble = random.Random(0)

    def __init__(self, rect: pygame.Rect, sides: int = 6, colour=theme.PAPER, label: str = ""):
        self.rect, self.sides, self.colour, self.label = rect, sides, colour, label
        self.value: int | str | None = None
        self.rolling = 0.0
        self.shown: int | str | None = None
        self._tick = 0.0

    def roll(self, value, seconds: float = 0.6) -> None:
        self.value = value
        self.rolling = seconds
        self.shown = value if seconds <= 0 else self._random_face()

    def _random_face(self):
        if isinstance(self.value, str):
            return self._tumble.choice(["T", "F"])
        return self._tumble.randint(1, self.sides)

    def update(self, dt: float) -> bool:
        if self.rolling <= 0:
            return False
        self.rolling -= dt
        self._tick += dt
        if self._tick > 0.07:
            self._tick = 0.0
            self.shown = self._random_face()
        if self.rolling <= 0:
            self.shown = self.value
        return True

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.rolling > 0:
            r = r.move(self._tumble.randint(-2, 2), self._tumble.randint(-2, 2))
        pygame.draw.rect(surface, (0, 0, 0), r.move(3, 3), border_radius=r.width // 6)
        pygame.draw.rect(surface, self.colour, r, border_radius=r.width // 6)
        pygame.draw.rect(surface, theme.PAPER_DARK, r, 2, border_radius=r.width // 6)
        v = self.shown
        if isinstance(v, int) and self.sides == 6 and v in PIPS:
            step = r.width / 4
            for cx, cy in PIPS[v]:
                pygame.draw.circle(surface, theme.INK, (r.left + step * (cx + 1), r.top + step * (cy + 1)),
                                   max(2, r.width // 10))
        elif v is not None:
            text.draw(surface, str(v), r.center, int(r.height * 0.55), theme.INK, True, "center")
        if self.label:
            text.draw(surface, self.label, (r.centerx, r.bottom + 4), 12, theme.TEXT_DIM, False, "midtop")
