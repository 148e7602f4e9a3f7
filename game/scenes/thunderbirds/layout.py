"""Thunderbirds at War: where the panels sit on the screen, and the notes they share.

The rectangles of the map sheet's boxes, the panel colour, the button area of the action
panel and the one-line note on a target; no drawing here.
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.state import POINTS, TARGET

LAYOUT = {
    "banner": pygame.Rect(0, 0, 1280, 48),
    "target": pygame.Rect(12, 56, 236, 84),
    "conditions": pygame.Rect(410, 56, 378, 84),
    "map": pygame.Rect(12, 146, 776, 500),
    "tracks": pygame.Rect(12, 652, 776, 140),
    "crew": pygame.Rect(800, 56, 468, 178),
    "action": pygame.Rect(800, 240, 468, 334),
    "rolls": pygame.Rect(810, 316, 448, 96),
    "log": pygame.Rect(800, 580, 468, 212),
}
PANEL = (26, 36, 52)
SUCCESS_GOOD = (96, 196, 120)


def button_area(st) -> pygame.Rect:
    a = LAYOUT["action"]
    if st.phase in (TARGET, POINTS):
        return pygame.Rect(a.left + 10, a.top + 76, a.width - 20, a.bottom - 8 - (a.top + 76))
    top = LAYOUT["rolls"].bottom + 8
    return pygame.Rect(a.left + 10, top, a.width - 20, a.bottom - 8 - top)


def target_note(board, name: str) -> str:
    cell = board.targets.get(name)
    if cell is None:
        return ""
    hx = board.hex(cell)
    zone = f"zone {hx.zone}, " if hx.zone else ""
    where = "Germany" if hx.germany else ("off-map box" if cell == board.karmoy else hx.terrain)
    return f"{zone}{hx.flak or 'no'} flak, {where}"
