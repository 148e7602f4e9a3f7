"""Carrier Strike's screen layout for a canvas of any size (issue 35).

The panels, text and buttons keep their sizes (the UI scale sets them); the sea takes the
room that is left. Two arrangements, the one that draws the map larger is taken:

    side   (the design's, 1280 x 800 and any wider or not much taller canvas)
           banner across the whole width: the prompt, the peek, Undo and Menu at its right;
           a column 384 px wide at the right edge: status, fleet and actions (fixed heights)
           and the log, which takes the height left; the sea in the rest
    strip  (a tall canvas, 1280 x 1152 say, where the map is as wide as the room beside
           the column): the same banner; a strip along the bottom edge as high as the
           actions panel: status above fleet, the actions, the log taking the width left;
           the sea across the whole width above it

The dogfight table and the end's summary are sheets over the sea, kept at their own size
and moved with the sea's centre.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui import theme

SIDE_W = 384          # the side column's width, and each panel's of the strip
MARGIN = 8            # round the sea and the panels, and between them
BANNER_H = 56         # the banner's height (its rule drawn at 54)
LOG_TOP = 520         # side: the log starts below the actions panel and runs to the bottom
STATUS_H, FLEET_H, ACTIONS_H = 124, 78, 246
STRIP_GAIN = 1.05     # the strip is taken when the map is drawn at least this much larger so

# the sheets over the sea at the design size: they move with the sea's centre
_TABLE = pygame.Rect(114, 150, 660, 430)
_SUMMARY = pygame.Rect(144, 210, 600, 320)


@dataclass(frozen=True)
class Layout:
    """Where each part of the screen goes on a canvas of ``size``."""
    size: tuple[int, int]
    arrangement: str        # "side" or "strip"
    banner: pygame.Rect
    sea: pygame.Rect        # the board's place (the scene's ``board_rect``); the map is centred in it
    status: pygame.Rect
    fleet: pygame.Rect
    actions: pygame.Rect
    log: pygame.Rect
    peek: pygame.Rect
    undo: pygame.Rect
    menu: pygame.Rect
    table: pygame.Rect      # the dogfight table (CS Dogfights 5-8)
    summary: pygame.Rect    # the end of the game

    @property
    def prompt_room(self) -> int:
        """How wide the banner's prompt may be: from after the side's disc to the peek button."""
        return self.peek.left - 50


def _side(w: int, h: int) -> dict:
    x = w - MARGIN - SIDE_W
    return dict(sea=pygame.Rect(MARGIN, BANNER_H + 2, x - 2 * MARGIN, h - BANNER_H - 2 - MARGIN),
                status=pygame.Rect(x, 58, SIDE_W, STATUS_H),
                fleet=pygame.Rect(x, 58 + STATUS_H + 4, SIDE_W, FLEET_H),
                actions=pygame.Rect(x, LOG_TOP - 6 - ACTIONS_H, SIDE_W, ACTIONS_H),
                log=pygame.Rect(x, LOG_TOP, SIDE_W, h - LOG_TOP - MARGIN))


def _strip(w: int, h: int) -> dict:
    top = h - MARGIN - ACTIONS_H
    second = MARGIN + SIDE_W + MARGIN
    log_x = second + SIDE_W + MARGIN
    return dict(sea=pygame.Rect(MARGIN, BANNER_H + 2, w - 2 * MARGIN, top - MARGIN - BANNER_H - 2),
                status=pygame.Rect(MARGIN, top, SIDE_W, STATUS_H),
                fleet=pygame.Rect(MARGIN, top + ACTIONS_H - FLEET_H, SIDE_W, FLEET_H),   # its foot on the strip's
                actions=pygame.Rect(second, top, SIDE_W, ACTIONS_H),
                log=pygame.Rect(log_x, top, w - MARGIN - log_x, ACTIONS_H))


def map_scale(sea: pygame.Rect, map_size) -> float:
    """The scale of the map's pixels in the sea's place (as large as it fits)."""
    return min(sea.width / map_size[0], sea.height / map_size[1])


def layout_for(size, map_size=None) -> Layout:
    """The layout of a canvas ``size`` (at least 1280 x 800) for a map of ``map_size`` pixels
    (None: the side arrangement)."""
    w, h = int(size[0]), int(size[1])
    parts, arrangement = _side(w, h), "side"
    if map_size is not None:
        strip = _strip(w, h)
        if map_scale(strip["sea"], map_size) >= STRIP_GAIN * map_scale(parts["sea"], map_size):
            parts, arrangement = strip, "strip"
    sea, design_sea = parts["sea"], _side(*theme.LOGICAL_SIZE)["sea"]
    dx, dy = sea.centerx - design_sea.centerx, sea.centery - design_sea.centery
    return Layout(
        size=(w, h), arrangement=arrangement,
        banner=pygame.Rect(0, 0, w, BANNER_H),
        peek=pygame.Rect(w - 350, 10, 176, 38),
        undo=pygame.Rect(w - 168, 10, 76, 38),
        menu=pygame.Rect(w - 86, 10, 78, 38),
        table=_TABLE.move(dx, dy),
        summary=_SUMMARY.move(dx, dy),
        **parts,
    )


DESIGN = layout_for(theme.LOGICAL_SIZE)   # the layout at the design size, 1280 x 800


def sea_growth(view) -> float:
    """How much larger the map is drawn than at the design size (1.0 there): what is painted on
    it once (its waves, its waters' names) grows with it."""
    return view.scale / map_scale(DESIGN.sea, view.grid.pixel_size)
