"""Play by keys (issue 35): what can take the keyboard's focus on a screen, the order Tab
walks it, the neighbour an arrow key goes to, and the focus ring.

A screen lists its focusable things as ``Target``s (``Scene.focus_targets``): its enabled
buttons, then, in a game, the board's pieces and cells where a legal move starts. Enter on
a target clicks its point, through the same path a mouse click takes, so the keyboard can
do nothing the mouse could not. docs/DRAWING.md, "Play by keys", says how it is wired.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

# the ring: a dark band outside a bright one, readable on the sea, the cards and the panels
RING = (255, 244, 170)
RING_SHADOW = (10, 12, 18)
RING_GAP = 4      # pixels between the thing and its ring
ROW_SLACK = 12    # targets whose tops differ by less than this are on one row (reading order)


@dataclass
class Target:
    """One thing the keyboard can focus: where it is drawn, the point a click on it hits,
    its identity across frames (``key``), and the words of its tooltip (``tip``: a function,
    asked only for the focused one; None when the thing draws its own, as a button does)."""

    rect: pygame.Rect
    key: tuple
    point: tuple[int, int] | None = None
    tip: Callable[[], str] | None = None
    board: bool = False              # a piece or cell of the board (after the buttons in Tab order)
    round: bool = False              # ringed as a circle (a hex, a counter), else as a rounded box
    actions: list = field(default_factory=list)   # the moves a click here starts (a game's board)
    default: bool = False            # the screen's own Enter (Start, Save, End the turn): focused first

    @property
    def at(self) -> tuple[int, int]:
        return tuple(self.point) if self.point is not None else self.rect.center


def reading_order(targets: list[Target]) -> list[Target]:
    """Top to bottom, left to right (rows within ROW_SLACK pixels), buttons before the board."""
    def row_key(t: Target):
        return t.rect.top // ROW_SLACK, t.rect.left
    buttons = sorted((t for t in targets if not t.board), key=row_key)
    board = sorted((t for t in targets if t.board), key=lambda t: (t.at[1] // ROW_SLACK, t.at[0]))
    return buttons + board


def first(targets: list[Target]) -> Target | None:
    """Where the focus starts on a screen just shown: the button Enter already pressed there
    (so Enter goes on doing what it did), else the first in reading order."""
    return next((t for t in targets if t.default), targets[0] if targets else None)


DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def neighbour(targets: list[Target], index: int, direction: str) -> int:
    """The target an arrow key goes to from ``targets[index]``: the nearest whose centre lies
    in that direction (within 60 degrees either side), the distance across the direction
    counting double, so that on a hex grid or a square one the arrow goes to the next cell
    along it; the same index when nothing lies that way."""
    dx, dy = DIRECTIONS[direction]
    x0, y0 = targets[index].at
    best, best_score = index, None
    for i, t in enumerate(targets):
        if i == index:
            continue
        x, y = t.at
        along = (x - x0) * dx + (y - y0) * dy
        across = abs((x - x0) * dy - (y - y0) * dx)
        if along <= 0 or across > along * 1.8:
            continue
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = i, score
    return best


def ring_rect(target: Target) -> pygame.Rect:
    return target.rect.inflate(2 * RING_GAP, 2 * RING_GAP)


def draw_ring(surface: pygame.Surface, target: Target) -> None:
    """The focus ring: a bright band three pixels wide between two dark ones, round for a
    hex or counter, else a rounded box a little larger than the thing."""
    r = ring_rect(target)
    if target.round:
        radius = max(r.width, r.height) // 2
        pygame.draw.circle(surface, RING_SHADOW, r.center, radius + 2, 7)
        pygame.draw.circle(surface, RING, r.center, radius, 3)
        return
    pygame.draw.rect(surface, RING_SHADOW, r.inflate(4, 4), width=7, border_radius=12)
    pygame.draw.rect(surface, RING, r, width=3, border_radius=10)


def outer_rect(target: Target) -> pygame.Rect:
    """Every pixel the ring may touch (what a redraw of it must cover)."""
    r = ring_rect(target)
    if target.round:
        side = max(r.width, r.height) + 6
        box = pygame.Rect(0, 0, side, side)
        box.center = r.center
        return box
    return r.inflate(8, 8)

