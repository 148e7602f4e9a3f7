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

DESIGN_W, DESIGN_H = theme.LOGICAL_SIZE
BOARD = pygame.Rect(6, 51, 932, 725)   # the mat part at 1280 x 800: both hull plates and the sea
COLUMN_X = 944                          # the panels' column at 1280 x 800 (the map's "panels" right of it)
GROWS = "log"                           # the panel of the column that takes the extra height
HINT_BELOW = 16                         # the keys' line: its foot this far below the mat part


def board_place(size) -> pygame.Rect:
    """The room given to the mat part on a canvas of ``size``: left of the column, under the
    banner, over the keys' line."""
    w, h = size
    return pygame.Rect(BOARD.left, BOARD.top, BOARD.w + w - DESIGN_W, BOARD.h + h - DESIGN_H)


def fitted(layout, size):
    """A copy of ``layout`` (pick.Layout, in the map's coordinates) laid out for a canvas of
    ``size`` (at least 1280 x 800): the same attributes, plus ``zoom``, ``place`` (the mat
    part's room), ``drawn`` (where the mat part is drawn in it) and ``hint_foot``."""
    w, h = size
    place = board_place(size)
    zoom = min(place.w / BOARD.w, place.h / BOARD.h)
    drawn = pygame.Rect(0, 0, round(BOARD.w * zoom), round(BOARD.h * zoom))
    drawn.center = place.center

    def scaled(r: pygame.Rect) -> pygame.Rect:
        x0, y0 = round((r.left - BOARD.left) * zoom), round((r.top - BOARD.top) * zoom)
        x1, y1 = round((r.right - BOARD.left) * zoom), round((r.bottom - BOARD.top) * zoom)
        return pygame.Rect(drawn.left + x0, drawn.top + y0, x1 - x0, y1 - y0)

    out = copy.copy(layout)
    out.design = layout
    out.zoom, out.place, out.drawn = zoom, place, drawn
    out.slots = {k: scaled(r) for k, r in layout.slots.items()}
    out.sectors = {k: scaled(r) for k, r in layout.sectors.items()}
    out.lanes = {k: scaled(r) for k, r in layout.lanes.items()}
    out.hulls = {k: scaled(r) for k, r in layout.hulls.items()}
    out.sea_rect = scaled(layout.sea_rect)
    grow_top, above = layout.panels[GROWS].top, drawn.top - BOARD.top
    out.panels = {k: _panel(r, w, h, grow_top, above, k == GROWS) for k, r in layout.panels.items()}
    out.crew_boxes = {k: _panel(r, w, h, grow_top, above) for k, r in layout.crew_boxes.items()}
    out.hint_foot = drawn.bottom + HINT_BELOW
    return out


def _panel(r: pygame.Rect, w: int, h: int, grow_top: int, above: int, grows: bool = False) -> pygame.Rect:
    """A panel of the map on the canvas: the column's go to the right edge (the one that grows
    takes the extra height, those below it go to the bottom); the banner runs across the
    room, just over the mat part (``above``: how far that is drawn lower than on the map, when
    the canvas is taller than the mat part's shape needs)."""
    dw, dh = w - DESIGN_W, h - DESIGN_H
    if r.left < COLUMN_X:
        return pygame.Rect(r.left, r.top + above, r.w + dw, r.h)
    return pygame.Rect(r.left + dw, r.top + (dh if r.top > grow_top else 0), r.w, r.h + (dh if grows else 0))
