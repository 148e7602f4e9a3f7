"""Carrier Strike's screen layout for a canvas of any size (issue 35).

The panels, text and buttons keep their sizes (the UI scale sets them); the sea takes the
room that is left. At 1280 x 800 (the design size) it is the layout the game always had:

    banner   (0, 0) across the whole width: the prompt, the peek, Undo and Menu at its right
    sea      (8, 58) to 408 px short of the right edge and 8 px short of the bottom
    side     a column 384 px wide, 8 px from the right edge: status, fleet, actions (fixed
             heights) and the log, which takes the height that is left

The dogfight table and the end's summary are sheets over the sea, kept at their own size
and moved with the sea's centre.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ui import theme

SIDE_W = 384          # the side column's width
MARGIN = 8            # round the sea and the side column
BANNER_H = 56         # the banner's height (its rule drawn at 54)
LOG_TOP = 520         # the log starts below the actions panel and runs to the bottom

# the sheets over the sea at the design size, and the sea's centre then: they move with it
_DESIGN_SEA = pygame.Rect(8, 58, 872, 734)
_TABLE = pygame.Rect(114, 150, 660, 430)
_SUMMARY = pygame.Rect(144, 210, 600, 320)


@dataclass(frozen=True)
class Layout:
    """Where each part of the screen goes on a canvas of ``size``."""
    size: tuple[int, int]
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


def layout_for(size) -> Layout:
    """The layout of a canvas ``size`` (at least 1280 x 800)."""
    w, h = int(size[0]), int(size[1])
    side = w - MARGIN - SIDE_W
    sea = pygame.Rect(MARGIN, BANNER_H + 2, side - 2 * MARGIN, h - BANNER_H - 2 - MARGIN)
    dx, dy = sea.centerx - _DESIGN_SEA.centerx, sea.centery - _DESIGN_SEA.centery
    return Layout(
        size=(w, h),
        banner=pygame.Rect(0, 0, w, BANNER_H),
        sea=sea,
        status=pygame.Rect(side, 58, SIDE_W, 124),
        fleet=pygame.Rect(side, 186, SIDE_W, 78),
        actions=pygame.Rect(side, 268, SIDE_W, 246),
        log=pygame.Rect(side, LOG_TOP, SIDE_W, h - LOG_TOP - MARGIN),
        peek=pygame.Rect(w - 350, 10, 176, 38),
        undo=pygame.Rect(w - 168, 10, 76, 38),
        menu=pygame.Rect(w - 86, 10, 78, 38),
        table=_TABLE.move(dx, dy),
        summary=_SUMMARY.move(dx, dy),
    )


DESIGN = layout_for(theme.LOGICAL_SIZE)   # the layout at the design size, 1280 x 800


def sea_growth(view) -> float:
    """How much larger the map is drawn than at the design size (1.0 there): what is painted on
    it once (its waves, its waters' names) grows with it."""
    bw, bh = view.grid.pixel_size
    return view.scale / min(DESIGN.sea.width / bw, DESIGN.sea.height / bh)
