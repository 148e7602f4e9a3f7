"""Where everything of the replay view (game/scenes/replay.py) lies on a canvas of any size
(issue 35): the record column at the right edge, the controls along the bottom, the game's
scene in the room left. No drawing here."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..ui import theme

RECORD_W = 304       # the record column's width (its lines are wrapped to it once)
SIDE_BUTTON_H = 48   # Play on from here, Export the record, Back: under the record
MOVE_BUTTON = (96, 44)   # |<, <, Play, >, >|, Slower, Faster, each; Seat beside them
SEAT_W = 192
CONTROLS_H = 200     # the controls' band under the board: buttons, bar, status and keys lines


@dataclass(frozen=True)
class ReplayLayout:
    """Where everything of the replay view lies on a canvas of ``size`` (issue 35): the
    record column, as wide at any size, at the right edge, its three buttons under it; the
    controls anchored to the bottom, the bar and the lines as wide as the board's place; the
    board's place everything left. At 1280 x 800 the places of the 1280 x 800 design."""

    size: tuple[int, int]
    board: pygame.Rect      # the game's scene, drawn in it
    inner: tuple[int, int]  # the canvas the game's scene is made for (the board's shape)
    record: pygame.Rect     # every line of the record
    side: tuple             # the three buttons under the record
    move_y: int             # the top of the row of move buttons
    bar: pygame.Rect        # where the shown move stands in the record
    status_y: int           # the move shown (two lines at most)
    tail_y: int             # the position in words, the speed, whose view
    keys_y: int             # the keys line

    @property
    def text_w(self) -> int:
        """The width of the status lines (the bar's)."""
        return self.bar.width


def layout_for(size: tuple[int, int]) -> ReplayLayout:
    """The replay view laid out for a canvas of ``size`` (at least 1280 x 800)."""
    w, h = size
    board = pygame.Rect(0, 0, w - RECORD_W - 16, h - CONTROLS_H)
    record = pygame.Rect(w - RECORD_W - 8, 8, RECORD_W, h - CONTROLS_H)
    side = tuple(pygame.Rect(record.left, h - 178 + i * 58, RECORD_W, SIDE_BUTTON_H) for i in range(3))
    # the game's own scene is made for a canvas of the place's shape: the place itself when
    # it is 1280 x 800 or more (drawn as made), else the smallest such canvas, shrunk to it
    lw, lh = theme.LOGICAL_SIZE
    f = min(1.0, board.width / lw, board.height / lh)
    inner = (round(board.width / f), round(board.height / f))
    # the controls at the design's distances from the bottom edge
    return ReplayLayout(size=(w, h), board=board, inner=inner, record=record, side=side, move_y=h - 186,
                        bar=pygame.Rect(20, h - 124, board.width - 40, 22),
                        status_y=h - 100, tail_y=h - 57, keys_y=h - 33)
