"""Steam Torpedo's mat laid out for a canvas of any size (issue 35).

The Tiled map (maps/steam-torpedo.tmx) stays the one source of positions, in its 1280 x 800
coordinates: at that canvas the layout is the map's own. On a larger canvas the column of
panels keeps its size and goes to the right edge (the crews at its top and bottom, the log
taking the extra height), the banner runs across the room left of it, and the mat part (both
submarines' compartments and the sea) is drawn larger by one factor, ``zoom``, centred in
the room left: every rectangle of it scaled, every card and figure drawn at that size. Where
the canvas is taller than that shape needs, the banner and the keys' line stay with the mat
part, the three centred together.
"""
from __future__ import annotations

import copy

import pygame

from ...ui import theme
from ...ui.zoom import Zoom
from . import art

DESIGN_W, DESIGN_H = theme.LOGICAL_SIZE
GROWS = "log"          # the panel of the column that takes the extra height
HINT_BELOW = 17        # the keys' line: its foot this far below the mat part (792 on the map)


def zoomed(zoom: float):
    """A length on the 1280 x 800 mat at the mat's zoom, in whole pixels."""
    return lambda v: round(v * zoom)


def mat_part(layout) -> pygame.Rect:
    """The mat part on the map: both hull plates (art.paint_mat) and the sea."""
    plates = [r.inflate(*art.PLATE_MARGIN) for r in layout.hulls.values()]
    return layout.sea_rect.unionall(plates)


def fitted(layout, size):
    """A copy of ``layout`` (pick.Layout, in the map's coordinates) laid out for a canvas of
    ``size`` (at least 1280 x 800): the same attributes, plus ``zoom``, ``place`` (the mat
    part's room: left of the column, under the banner, over the keys' line), ``drawn`` (where
    the mat part is drawn in it) and ``hint_foot``. The column is what lies right of the mat
    part; the banner, what lies over it."""
    w, h = size
    board = mat_part(layout)
    place = pygame.Rect(board.left, board.top, board.w + w - DESIGN_W, board.h + h - DESIGN_H)
    mat = Zoom(board, place)
    zoom, drawn, scaled = mat.scale, mat.drawn, mat.rect

    def panel(r: pygame.Rect, grows: bool = False) -> pygame.Rect:
        """The column's panels go to the right edge (the one that grows takes the extra height,
        those below it go to the bottom); the banner runs across the room, just over the mat
        part (drawn lower than on the map where the canvas is taller than its shape needs)."""
        dw, dh = w - DESIGN_W, h - DESIGN_H
        if r.left < board.right:
            return pygame.Rect(r.left, r.top + drawn.top - board.top, r.w + dw, r.h)
        below = r.top > layout.panels[GROWS].top
        return pygame.Rect(r.left + dw, r.top + (dh if below else 0), r.w, r.h + (dh if grows else 0))

    out = copy.copy(layout)
    out.design = layout
    out.zoom, out.place, out.drawn = zoom, place, drawn
    out.slots = {k: scaled(r) for k, r in layout.slots.items()}
    out.sectors = {k: scaled(r) for k, r in layout.sectors.items()}
    out.lanes = {k: scaled(r) for k, r in layout.lanes.items()}
    out.hulls = {k: scaled(r) for k, r in layout.hulls.items()}
    out.sea_rect = scaled(layout.sea_rect)
    out.panels = {k: panel(r, k == GROWS) for k, r in layout.panels.items()}
    out.crew_boxes = {k: panel(r) for k, r in layout.crew_boxes.items()}
    out.hint_foot = drawn.bottom + HINT_BELOW
    return out
