"""Toasts: short messages that fade, used above all for refusals with their rule."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import panel


class Toasts:
    def __init__(self):
        self.items: list[list] = []  # [message, colour, seconds left]
        self.cite_spots: list = []  # (rect, citation) of the rule citations drawn: a click opens the reader there

    def show(self, message: str, colour=theme.BAD, seconds: float = 4.0) -> None:
        self.items.append([message, colour, seconds])
        self.items = self.items[-3:]

    def update(self, dt: float) -> bool:
        if not self.items:
            return False
        for item in self.items:
            item[2] -= dt
        self.items = [i for i in self.items if i[2] > 0]
        if not self.items:
            self.cite_spots = []
        return True

    def citation_at(self, pos) -> str | None:
        """The rule citation drawn at a point of a toast shown (None: none there)."""
        if not self.items:
            return None
        return next((cite for rect, cite in self.cite_spots if rect.inflate(6, 6).collidepoint(pos)), None)

    @property
    def active(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The newest toast lowest. ``area``: the place the scene gives its toasts (a game
        scene's log panel, which covers neither the board nor the status line), stacked
        up from its bottom at its width; without one (the title, Settings, the other
        screens), stacked down from the top of the screen's middle, clear of the buttons
        those screens keep at their foot (issue 31: a warning covered Settings' Save and Back)."""
        width = area.width - 16 if area is not None else 640 + 32
        self.cite_spots = []
        boxes = []
        for message, colour, left in reversed(self.items):
            # the rule citation that ends a message is set apart, smaller and dimmer (text.draw_cited)
            lines = text.wrap_cited(message, width - 32, 16)
            h = 16 + 22 * len(lines)
            w = width if area is not None else max(text.cited_width(f"{t} {c}".strip(), 16) for t, c in lines) + 32
            boxes.append((pygame.Rect(0, 0, w, h), lines, colour))
        if area is not None:
            y = area.bottom - 8
            for r, lines, colour in boxes:
                if y - r.height < area.top:
                    break  # no room left in the place: the older toasts wait under the newer
                r.midbottom = (area.centerx, y)
                self._draw_one(surface, r, lines, colour)
                y = r.top - 8
            return
        y = 12
        for r, lines, colour in reversed(boxes):   # oldest at the top, the newest lowest
            r.midtop = (surface.get_width() // 2, y)
            self._draw_one(surface, r, lines, colour)
            y = r.bottom + 8

    def _draw_one(self, surface, r: pygame.Rect, lines, colour) -> None:
        panel(surface, r, (26, 26, 34), colour, 10)  # opaque: the log under it does not show through
        with text.within(r, "toast"):
            for i, (line, cite) in enumerate(lines):
                text.draw_cited(surface, line, (r.centerx, r.top + 8 + 22 * i), 16, theme.TEXT, False,
                                "midtop", spots=self.cite_spots, cite=cite)
