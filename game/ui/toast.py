"""Toasts: short messages that fade, used above all for refusals with their rule."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import panel


class Toasts:
    def __init__(self):
        self.items: list[list] = []  # [message, colour, seconds left]

    def show(self, message: str, colour=theme.BAD, seconds: float = 4.0) -> None:
        self.items.append([message, colour, seconds])
        self.items = self.items[-3:]

    def update(self, dt: float) -> bool:
        if not self.items:
            return False
        for item in self.items:
            item[2] -= dt
        self.items = [i for i in self.items if i[2] > 0]
        return True

    @property
    def active(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The newest toast lowest. ``area``: the place the scene gives its toasts (a game
        scene's log panel, which covers neither the board nor the status line), stacked
        up from its bottom at its width; without one, at the foot of the screen's middle."""
        width = area.width - 16 if area is not None else 640 + 32
        y = area.bottom - 8 if area is not None else surface.get_height() - 24
        for message, colour, left in reversed(self.items):
            lines = text.wrap(message, width - 32, 16)
            h = 16 + 22 * len(lines)
            if area is not None and y - h < area.top:
                break  # no room left in the place: the older toasts wait under the newer
            w = width if area is not None else max(theme.font(16).size(line)[0] for line in lines) + 32
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = (area.centerx if area is not None else surface.get_width() // 2, y)
            panel(surface, r, (26, 26, 34), colour, 10)  # opaque: the log under it does not show through
            with text.within(r, "toast"):
                for i, line in enumerate(lines):
                    text.draw(surface, line, (r.centerx, r.top + 8 + 22 * i), 16, theme.TEXT, False, "midtop")
            y = r.top - 8
