"""Thunderbirds at War: where the panels sit on a canvas of any size, and the notes they share.

``layout_for`` lays the screen out for a canvas (issue 35): the banner across the top, the
right column (crew, action with its dice tray, log) anchored to the right edge, the log taking
the height; the map sheet (the briefing boxes above the map, the tracks under it, as wide as
the map) on the left, the map taking the room that is left in its own shape, centred in its
place. Panels and text keep their sizes. ``LAYOUT`` is the layout at 1280 x 800 on the shipped
map (what the screen was before it took any size). Also the panel colour, the button area of
the action panel and the one-line note on a target; no drawing here.
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.state import POINTS, TARGET

PANEL = (26, 36, 52)
SUCCESS_GOOD = (96, 196, 120)
MARGIN, GAP = 12, 6          # the canvas's edge; between two panels
BANNER_H, BRIEFING_H, TRACKS_H = 48, 84, 140
COLUMN_W = 468               # the right column: crew, action, log
MAP_MIN_W = 776              # the map sheet is never narrower (its tracks need it)
KARMOY_W = 152               # the Karmoy off-map box, above its place on the map (7.10)
MAX_SCALE = 4.0              # the map grows with the canvas (a 3200 x 2000 canvas: about 3.4)


def map_view_box(place: pygame.Rect, board_size) -> tuple[pygame.Rect, float]:
    """Where a BoardView given ``place`` (and ``MAX_SCALE``) draws a board of ``board_size``
    pixels, and at what scale: ui/board.py's scale and centring."""
    bw, bh = board_size
    s = min(place.width / bw, place.height / bh, MAX_SCALE)
    w, h = int(bw * s), int(bh * s)
    return pygame.Rect(place.left + (place.width - w) // 2, place.top + (place.height - h) // 2, w, h), s


def hung(place: pygame.Rect, board_size) -> pygame.Rect:
    """The area the map's view is given in its place: all of it, but on a canvas taller than
    the map can use, the place's top part only (the map hangs under the briefing boxes, the
    Karmoy box joined to its top edge as on the map sheet; the room left lies above the
    tracks), centred across."""
    drawn, _scale = map_view_box(place, board_size)
    slack = place.height - drawn.height
    return place if slack < 2 * GAP else pygame.Rect(place.left, place.top, place.width, drawn.height)


def layout_for(size, board_size, karmoy_x: float | None) -> dict[str, pygame.Rect]:
    """The rectangles of the screen on a canvas of ``size`` (at least 1280 x 800), for a map of
    ``board_size`` pixels whose Karmoy box is centred on board x ``karmoy_x`` (None: no box)."""
    W, H = size
    col = W - MARGIN - COLUMN_W
    top = BANNER_H + 8
    place = pygame.Rect(MARGIN, top + BRIEFING_H + GAP, col - 2 * MARGIN, H - 2 * GAP - BRIEFING_H - TRACKS_H - top - 8)
    area = hung(place, board_size)
    drawn, scale = map_view_box(area, board_size)
    sheet_w = min(place.width, max(MAP_MIN_W, drawn.width + 14))
    sheet = pygame.Rect(place.left + (place.width - sheet_w) // 2, top, sheet_w, H - 8 - top)
    out = {
        "banner": pygame.Rect(0, 0, W, BANNER_H),
        "map": place,            # the board's place; the map is drawn in its shape in ``map_view``
        "map_view": area,        # the area given to the map's view (it centres the map in it)
        "sheet": sheet,          # the map sheet: the briefing boxes, the map, the tracks
        # the map as the sheet holds it (its width, the map's height): the event chit and the
        # debriefing's sheets lie over it, the hovered hex's label within it
        "map_area": pygame.Rect(sheet.left, drawn.top, sheet.width, area.height - 2 * (drawn.top - area.top)),
        "tracks": pygame.Rect(sheet.left, H - 8 - TRACKS_H, sheet.width, TRACKS_H),
        "crew": pygame.Rect(col, top, COLUMN_W, 178),
        "action": pygame.Rect(col, 240, COLUMN_W, 334),
        "rolls": pygame.Rect(col + 10, 316, COLUMN_W - 20, 96),
        "log": pygame.Rect(col, 580, COLUMN_W, H - 8 - 580),
    }
    # the briefing boxes either side of the Karmoy box, which stands above its place on the map
    if karmoy_x is not None:
        cx = int(drawn.left + karmoy_x * scale)
        k = pygame.Rect(cx - KARMOY_W // 2, top - 2, KARMOY_W, place.top - 4 - (top - 2))
        out["karmoy"] = k
        left_w, right_l = k.left - 5 - sheet.left, k.right + 5
    else:
        left_w, right_l = 236, sheet.right - 378
    out["target"] = pygame.Rect(sheet.left, top, max(236, left_w), BRIEFING_H)
    right_l = min(right_l, sheet.right - 378)
    out["conditions"] = pygame.Rect(right_l, top, sheet.right - right_l, BRIEFING_H)
    return out


# The layout at 1280 x 800 on the shipped map (maps/thunderbirds.tmx: 756 x 496 pixels, the
# Karmoy box at x 308): the tests' and the legend's, and the picture before issue 35.
LAYOUT = layout_for((1280, 800), (756.0, 496.0), 308.0)


def button_area(layout, st) -> pygame.Rect:
    a = layout["action"]
    if st.phase in (TARGET, POINTS):
        return pygame.Rect(a.left + 10, a.top + 76, a.width - 20, a.bottom - 8 - (a.top + 76))
    top = layout["rolls"].bottom + 8
    return pygame.Rect(a.left + 10, top, a.width - 20, a.bottom - 8 - top)


def target_note(board, name: str) -> str:
    cell = board.targets.get(name)
    if cell is None:
        return ""
    hx = board.hex(cell)
    zone = f"zone {hx.zone}, " if hx.zone else ""
    where = "Germany" if hx.germany else ("off-map box" if cell == board.karmoy else hx.terrain)
    return f"{zone}{hx.flak or 'no'} flak, {where}"
