"""A part of a design drawn larger by one factor, centred in the room a canvas gives it
(issue 35): The Same 4 Cats' table and Steam Torpedo's mat, both read from 1280 x 800 Tiled
maps, take the room their panels leave on a larger canvas this way."""
from __future__ import annotations

import pygame


class Zoom:
    """``design`` (a rectangle of the 1280 x 800 design) drawn at ``scale`` in ``drawn``, the
    largest of its shape that fits ``room``, centred there."""

    def __init__(self, design: pygame.Rect, room: pygame.Rect):
        self.design, self.room = pygame.Rect(design), pygame.Rect(room)
        self.scale = min(self.room.width / self.design.width, self.room.height / self.design.height)
        self.drawn = pygame.Rect(0, 0, self.px(self.design.width), self.px(self.design.height))
        self.drawn.center = self.room.center

    def px(self, length: float) -> int:
        """A length of the design at the scale, in whole pixels."""
        return round(length * self.scale)

    def point(self, pos) -> tuple[int, int]:
        """A point of the design, on the canvas."""
        return (self.drawn.left + self.px(pos[0] - self.design.left),
                self.drawn.top + self.px(pos[1] - self.design.top))

    def rect(self, r: pygame.Rect) -> pygame.Rect:
        """A rectangle of the design on the canvas (its corners placed, so that rectangles
        that touch in the design still touch)."""
        x0, y0 = self.point(r.topleft)
        x1, y1 = self.point(r.bottomright)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)
