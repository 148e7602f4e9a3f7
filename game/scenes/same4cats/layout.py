"""The Same 4 Cats laid out for a canvas of any size (issue 35).

The card mat (maps/same4cats.tmx) is drawn in 1280 x 800 coordinates and stays the one
source of positions: each of its rectangles is moved onto the canvas by the band it lies in.

- The Campaign column (the area named "Campaign" and what lies right of its left edge:
  damage, experience, medals, the log) keeps its size, anchored to the canvas's right edge;
  the log takes the extra height.
- The choices strip (what lies from 10 px above the "choices" slot down: the choices panel
  and the escort hand) keeps its height, anchored to the bottom, as wide as the table drawn
  above it: the choices panel widens, the escort hand stays at its right end.
- The table (the rest: the decks, the Mission track, the target box, the resolution deck,
  the Distance track) is scaled as one into the room left between the header, the column
  and the strip, keeping its shape, centred there: its cards are drawn larger.

At 1280 x 800 every rectangle is the map's own.
"""
from __future__ import annotations

import pygame

from ...ui import theme
from ...ui.zoom import Zoom

HEADER = 40   # the header's band across the top (its line of text at y 10)


class MatLayout:
    """Where the map's rectangles go on a canvas of ``size``: ``rect(name, design)``."""

    def __init__(self, size: tuple[int, int], side_left: int, strip_top: int):
        self.size = (int(size[0]), int(size[1]))
        dw, dh = theme.LOGICAL_SIZE
        self.side_left, self.strip_top = side_left, strip_top
        self.grow = (self.size[0] - dw, self.size[1] - dh)   # what the canvas has more than the design
        # the table at the design size: from the header down to the strip, from the left edge to
        # the log's (10 px right of the Campaign area's edge, where the Distance track may reach)
        self.table = pygame.Rect(0, HEADER, side_left + 10, strip_top - HEADER)
        self.room = pygame.Rect(0, HEADER, self.table.width + self.grow[0], self.table.height + self.grow[1])
        self.zoom = Zoom(self.table, self.room)
        self.scale, self.drawn = self.zoom.scale, self.zoom.drawn
        self.px, self.point = self.zoom.px, self.zoom.point   # a length and a point of the table, on the canvas

    def rect(self, name: str, r: pygame.Rect) -> pygame.Rect:
        """The map's rectangle ``r`` (slot or area ``name``) on the canvas."""
        if r.left >= self.side_left:   # the Campaign column, at the right edge
            out = r.move(self.grow[0], 0)
            if name == "log":
                out.height += self.grow[1]
            return out
        if r.top >= self.strip_top:    # the choices strip, at the bottom, under the table drawn
            d, t = self.drawn, self.table
            out = r.move(d.left - t.left, self.grow[1])
            if name == "choices":
                out.width += d.width - t.width
            elif r.centerx > t.centerx:   # the escort hand: at the strip's right end
                out.left = r.left + d.right - t.right
            return out
        return self.zoom.rect(r)
