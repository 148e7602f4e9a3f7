"""Battaglia Navale: where things sit on the screen (the banner, the chart, the action panel, the
log, the two trays and the fire area) for a canvas of any size, and the names the panels give
the units.

The canvas is at least 1280 x 800 (issue 35: the layout is computed for the window). The
panels keep their sizes (they are the controls the UI scale sets) and are anchored to the
canvas's edges: the banner across the whole width; the trays and the fire cards down the left
edge, the trays at its top and bottom (as the two fleets face each other on the chart), the
fire cards taking the height between; the action panel and the log down the right edge, the
log taking the height below the panel. The chart takes the room left between the two columns:
whole cells, as large as fit (never more than twice the Tiled file's pixels), keeping its
shape, centred in its place; the fire cards grow too where the fire area is taller. At
1280 x 800 this is the design the game was drawn for.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from .art import CARD_SIZE

BANNER_H = 60        # the turn banner
TOP = 66             # the panels' top, under the banner
EDGE = 12            # from the canvas's left edge to the left column (the right column: 10)
LEFT_W = 374         # the trays and the fire cards
RIGHT_W = 372        # the action panel and the log
GAP = 8              # between two panels of a column
TRAY_H = 176
PANEL_H = 372
CHART_INSET = 400    # the chart's place starts this far from each side edge (clear of the columns)
CHART_TOP = 72       # room above the chart for its NORD tag
CHART_FOOT = 8       # room below it for its frame
CARDS_TOP = 104      # the fire cards' row under the fire area's title, caption and deck
MOST_CARDS = 7       # the most cards one fire draws: anti-aircraft by every unit (BN Aircraft: 2+2+1+1+1)


class Layout(NamedTuple):
    banner: pygame.Rect
    place: pygame.Rect        # the room the chart is given (the scene's ``board_rect``)
    chart: pygame.Rect        # the chart itself: whole cells, centred in its place
    panel: pygame.Rect
    log: pygame.Rect
    tray_top: pygame.Rect
    fire_area: pygame.Rect
    tray_bottom: pygame.Rect
    card: tuple[int, int]     # a fire card's size in the fire area


def lay_out(size, cols: int = 16, rows: int = 24, tile: int = 32) -> Layout:
    """The layout for a canvas of ``size`` (at least 1280 x 800) and a chart of cols x rows cells
    of ``tile`` pixels in its Tiled file."""
    w, h = size
    right = w - 10 - RIGHT_W
    place = pygame.Rect(CHART_INSET, CHART_TOP, w - 2 * CHART_INSET, h - CHART_TOP - CHART_FOOT)
    cell = max(1, min(place.width // cols, place.height // rows, 2 * tile))
    chart = pygame.Rect(0, 0, cols * cell, rows * cell)
    chart.center = place.center
    fire_area = pygame.Rect(EDGE, TOP + TRAY_H + GAP, LEFT_W, h - 10 - 2 * (TRAY_H + GAP) - TOP)
    return Layout(
        banner=pygame.Rect(0, 0, w, BANNER_H),
        place=place,
        chart=chart,
        panel=pygame.Rect(right, TOP, RIGHT_W, PANEL_H),
        log=pygame.Rect(right, TOP + PANEL_H + GAP, RIGHT_W, h - 10 - (TOP + PANEL_H + GAP)),
        tray_top=pygame.Rect(EDGE, TOP, LEFT_W, TRAY_H),
        fire_area=fire_area,
        tray_bottom=pygame.Rect(EDGE, h - 10 - TRAY_H, LEFT_W, TRAY_H),
        card=card_size(cards_room(fire_area)),
    )


def cards_room(fire_area: pygame.Rect) -> pygame.Rect:
    """Where a fire's cards are laid in the fire area: under its title, caption and deck."""
    return pygame.Rect(fire_area.left + 8, fire_area.top + CARDS_TOP, fire_area.width - 16,
                       fire_area.height - CARDS_TOP - 12)


def card_size(room: pygame.Rect) -> tuple[int, int]:
    """The fire cards' size: the design's, or up to twice it where a taller fire area holds the
    most cards a fire draws at that size (the cards are the table's, not controls: they grow
    as the chart does)."""
    for scale in (2, 1.75, 1.5, 1.25):
        w, h = round(CARD_SIZE[0] * scale), round(CARD_SIZE[1] * scale)
        per_row = max(1, (room.width + 8) // (w + 8))
        if -(-MOST_CARDS // per_row) * (h + 10) <= room.height:
            return w, h
    return CARD_SIZE


DESIGN = lay_out((1280, 800))   # the layout at the design size, by the names the tests use
CHART, PANEL, LOG = DESIGN.chart, DESIGN.panel, DESIGN.log
TRAY_TOP, FIRE_AREA, TRAY_BOTTOM = DESIGN.tray_top, DESIGN.fire_area, DESIGN.tray_bottom
NAMES = {"C": "Battleship", "P": "Aircraft Carrier", "I": "Cruiser", "Ct": "Destroyer", "S": "Polaris Submarine",
         "B": "Coastal battery", "A1": "Plane A1", "A2": "Plane A2", "A3": "Plane A3"}
