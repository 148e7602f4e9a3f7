"""Battaglia Navale: where things sit on the screen (the chart, the action panel, the log, the two
trays and the fire area) and the names the panels give the units.
"""
from __future__ import annotations

import pygame

CHART = pygame.Rect(400, 72, 480, 720)
PANEL = pygame.Rect(898, 66, 372, 372)
LOG = pygame.Rect(898, 446, 372, 344)
TRAY_TOP = pygame.Rect(12, 66, 374, 176)
FIRE_AREA = pygame.Rect(12, 250, 374, 356)
TRAY_BOTTOM = pygame.Rect(12, 614, 374, 176)
NAMES = {"C": "Battleship", "P": "Aircraft Carrier", "I": "Cruiser", "Ct": "Destroyer", "S": "Polaris Submarine",
         "B": "Coastal battery", "A1": "Plane A1", "A2": "Plane A2", "A3": "Plane A3"}
