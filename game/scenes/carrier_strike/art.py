"""Carrier Strike pictures drawn in code: the hex sea, carriers, planes, torpedoes, discs.

Everything is drawn in screen pixels from a pose (centre, angle in radians, screen y
downwards) so that the scene can animate pieces between cells.
"""
from __future__ import annotations

import math
import random

import pygame

from ...tiled import colour as map_colour
from ...ui import palette, redraw, text, theme
from .layout import sea_growth

# The two colours of the box: red and yellow, chosen far apart in lightness (a deep
# vermilion and a bright yellow) so that colour-blind players tell them apart; every
# piece also carries its letter (R / Y).
SIDE_COLOUR = {"red": (204, 64, 46), "yellow": (242, 204, 52)}
SIDE_DARK = {"red": (110, 26, 18), "yellow": (120, 92, 8)}
SIDE_INK = {"red": (255, 240, 232), "yellow": (40, 30, 6)}
SIDE_NAME = {"red": "Red", "yellow": "Yellow"}

DECK = (112, 118, 124)
DECK_DARK = (70, 74, 80)
STRIPE = (236, 232, 214)
HULL_EDGE = (30, 34, 40)
TORPEDO = (60, 64, 70)
RUN_GOLD = (255, 214, 90)
DOGFIGHT_RED = (255, 120, 100)
palette.bind(__name__, {"RUN_GOLD": "cs run", "DOGFIGHT_RED": "cs dogfight"})

# the ring round a piece: "selected" solid, "selectable" dashed, so that they differ in shape in
# every palette (issue 35; docs/DRAWING.md)
RING = {"selected": theme.HIGHLIGHT, "selectable": (140, 255, 170)}
palette.bind(SIDE_COLOUR, {"red": "cs red", "yellow": "cs yellow"})
palette.bind(SIDE_DARK, {"red": "cs red dark", "yellow": "cs yellow dark"})
palette.bind(SIDE_INK, {"red": "cs red ink", "yellow": "cs yellow ink"})
palette.bind(RING, {"selected": "highlight", "selectable": "cs selectable"})

DECK_OFFSETS = {1: 0.92, 2: 0.31, 3: -0.31, 4: -0.92}  # deck part -> position along the hull (CS Planes 3)


def _local(centre, angle, u, v):
    """A point u along the heading and v to the right of it, in screen pixels."""
    ca, sa = math.cos(angle), math.sin(angle)
    return centre[0] + u * ca - v * sa, centre[1] + u * sa + v * ca


def _poly(centre, angle, pts):
    return [_local(centre, angle, u, v) for u, v in pts]


# -- the sea (cached once by BoardView) ------------------------------------------------
def paint_sea(surface: pygame.Surface, view, props: dict, halves: dict, tints: dict) -> None:
    """The static board: deep water, waves, the coloured halves, the hex grid, labels."""
    w, h = surface.get_size()
    sea = map_colour(props.get("sea_colour"), (29, 95, 138, 255))[:3]
    deep = map_colour(props.get("sea_colour_deep"), (19, 71, 107, 255))[:3]
    grid_colour = map_colour(props.get("grid_colour"), (144, 200, 232, 85))
    for y in range(h):  # deep at the edges of the board, lighter in the middle
        t = 1 - abs(y / max(1, h - 1) - 0.5) * 2
        surface.fill(tuple(int(a + (b - a) * t) for a, b in zip(deep, sea)), (0, y, w, 1))
    rnd = random.Random(1977)  # cosmetic waves: a fixed pattern, as dense and as large as the map is drawn
    grown = sea_growth(view)
    waves = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(round(260 * grown * grown)):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        length = rnd.uniform(14, 40) * grown
        alpha = rnd.randint(18, 46)
        pts = [(x + k * grown, y + 2.2 * grown * math.sin((x + k * grown) / (6.0 * grown)))
               for k in range(0, int(length / grown), 2)]
        if len(pts) > 1:
            pygame.draw.aalines(waves, (220, 240, 255, alpha), False, pts)
    surface.blit(waves, (0, 0))
    layer = waves  # one board-sized surface for both translucent drawings (2.4 MiB each), cleared
    layer.fill((0, 0, 0, 0))
    for side, cells in halves.items():
        tint = tints.get(side, (0, 0, 0, 0))
        for cell in cells:
            pts = [view.base_coords(x, y) for x, y in view.grid.outline(cell)]
            pygame.draw.polygon(layer, tint, pts)
    for cell in view.grid.cells():
        pts = [view.base_coords(x, y) for x, y in view.grid.outline(cell)]
        pygame.draw.aalines(layer, grid_colour, True, pts)
    surface.blit(layer, (0, 0))
    # The line between the halves and the open sea.
    for side, cells in halves.items():
        edge_colour = SIDE_COLOUR[side]
        for cell in cells:
            for d in range(6):
                n = view.grid.step(cell, d)
                if view.grid.contains(n) and n not in cells:
                    a, b = hex_edge(view.grid, cell, d)
                    pygame.draw.line(surface, edge_colour, view.base_coords(*a), view.base_coords(*b), 2)
    for side, at in waters_labels(view, halves).items():
        name = f"{SIDE_NAME[side].upper()} WATERS"
        label = text.render(name, waters_size(view), (255, 255, 255), True).copy()  # shared
        label.set_alpha(26)
        surface.blit(label, at)
    pygame.draw.rect(surface, (12, 30, 48), surface.get_rect(), 3)


def waters_size(view) -> int:
    """The size of the waters' names: 44 px on the map at the design size, larger with it."""
    return round(44 * sea_growth(view))


def waters_labels(view, halves: dict) -> dict:
    """Where each half's name (RED WATERS, YELLOW WATERS) is written on the sea, in the base's pixels."""
    out = {}
    for side, cells in halves.items():
        ys = [view.grid.center(c)[1] for c in cells]
        cy = (min(ys) + max(ys)) / 2 * view.scale
        label = text.render(f"{SIDE_NAME[side].upper()} WATERS", waters_size(view), (255, 255, 255), True)
        out[side] = label.get_rect(center=(view.size[0] // 2, cy))
    return out


def hex_edge(grid, cell, direction):
    """The two corners of the edge a cell shares with its neighbour in ``direction``."""
    cx, cy = grid.center(cell)
    nx, ny = grid.center(grid.step(cell, direction))
    mx, my = (cx + nx) / 2, (cy + ny) / 2
    pts = grid.outline(cell)
    best = min(range(6), key=lambda i: ((pts[i][0] + pts[(i + 1) % 6][0]) / 2 - mx) ** 2
               + ((pts[i][1] + pts[(i + 1) % 6][1]) / 2 - my) ** 2)
    return pts[best], pts[(best + 1) % 6]


# -- carriers -----------------------------------------------------------------------
def hull(centre, angle, unit) -> list:
    """A carrier's outline over three hexes: pointed bow, square stern."""
    L, W = unit, unit * 0.36
    pts = [(1.62 * L, 0), (1.22 * L, -W), (-1.28 * L, -W), (-1.42 * L, -W * 0.7),
           (-1.42 * L, W * 0.7), (-1.28 * L, W), (1.22 * L, W)]
    return _poly(centre, angle, pts)


def deck_point(centre, angle, unit, part: int):
    return _local(centre, angle, DECK_OFFSETS[part] * unit, 0)


def draw_carrier(surface, centre, angle, unit, side: str, label: str, hits: int = 0,
                 torpedoes: int = 0, ring=None) -> None:
    colour = SIDE_COLOUR[side]
    outline = hull(centre, angle, unit)
    shadow = [(x + 4, y + 5) for x, y in outline]
    pygame.draw.polygon(surface, (8, 22, 36), shadow)
    # wake behind the stern
    for k in range(3):
        a = _local(centre, angle, -1.45 * unit - k * 7, -unit * 0.2 - k * 3)
        b = _local(centre, angle, -1.45 * unit - k * 7, unit * 0.2 + k * 3)
        pygame.draw.line(surface, (190, 225, 245), a, b, 1)
    pygame.draw.polygon(surface, colour, outline)
    deck = _poly(centre, angle, [(1.42 * unit, 0), (1.1 * unit, -unit * 0.26), (-1.3 * unit, -unit * 0.26),
                                 (-1.3 * unit, unit * 0.26), (1.1 * unit, unit * 0.26)])
    pygame.draw.polygon(surface, DECK, deck)
    # the broken-arrow stripe: four deck parts (CS Planes 3)
    for part in (1, 2, 3, 4):
        u = DECK_OFFSETS[part] * unit
        seg = _poly(centre, angle, [(u - unit * 0.22, -2), (u + unit * 0.14, -2), (u + unit * 0.24, 0),
                                    (u + unit * 0.14, 2), (u - unit * 0.22, 2)])
        pygame.draw.polygon(surface, STRIPE, seg)
    # the island on the right-hand side
    island = _poly(centre, angle, [(0.2 * unit, unit * 0.27), (-0.35 * unit, unit * 0.27),
                                   (-0.35 * unit, unit * 0.4), (0.2 * unit, unit * 0.4)])
    pygame.draw.polygon(surface, DECK_DARK, island)
    redraw.aalines(surface, HULL_EDGE, True, outline)
    pygame.draw.lines(surface, SIDE_DARK[side], True, outline, 2)
    # torpedoes aboard: small pips along the left side (CS Setup 5)
    for i in range(torpedoes):
        pygame.draw.circle(surface, TORPEDO, pip_point(centre, angle, unit, i), 2)
    # hits: scorch marks (CS Torpedo Runs 6)
    for i in range(hits):
        p = hit_point(centre, angle, unit, i)
        pygame.draw.circle(surface, (40, 20, 10), p, int(unit * 0.22))
        pygame.draw.circle(surface, (255, 120, 40), p, int(unit * 0.12))
    chip = text.render(label, 13, SIDE_INK[side], True)
    r = carrier_tag_rect(centre, angle, unit, label)
    pygame.draw.rect(surface, SIDE_DARK[side], r, border_radius=6)
    surface.blit(chip, r.inflate(-8, -2))
    if ring:
        draw_ring(surface, ring, hull(centre, angle, unit * 1.12))


def pip_point(centre, angle, unit, i: int):
    """Where the i-th torpedo aboard a carrier is shown."""
    return _local(centre, angle, (0.95 - i * 0.3) * unit, -unit * 0.31)


def hit_point(centre, angle, unit, i: int):
    """Where the i-th hit on a carrier is shown (a scorch mark)."""
    return _local(centre, angle, (0.55 - i * 1.0) * unit, 0)


def carrier_tag_rect(centre, angle, unit, label: str) -> pygame.Rect:
    """The carrier's name tag (R1, Y2) beside its hull."""
    tag = _local(centre, angle, 0, -unit * 0.62)
    r = text.render(label, 13, (0, 0, 0), True).get_rect(center=(int(tag[0]), int(tag[1])))
    return r.inflate(8, 2)


def heading_tip(centre, angle, unit):
    return _local(centre, angle, 1.9 * unit, 0)


def around(points, pad: int = 0) -> pygame.Rect:
    """The box of some points (a hull, a plane), padded."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad, int(max(xs) - min(xs)) + 2 * pad + 1,
                       int(max(ys) - min(ys)) + 2 * pad + 1)


def plane_tag_rect(centre, size, label: str) -> pygame.Rect:
    chip = text.render(label, 10, (0, 0, 0), True)
    return chip.get_rect(topleft=(int(centre[0] + size * 0.34), int(centre[1] + size * 0.3))).inflate(4, 0)


def disc_spot(centre, size) -> tuple[tuple[float, float], int]:
    """Where a plane's pilot disc is shown, and its radius."""
    return (centre[0] + size * 0.48, centre[1] - size * 0.42), max(7, int(size * 0.3))


def draw_heading_arrow(surface, centre, angle, unit, colour) -> None:
    tip = _local(centre, angle, 2.1 * unit, 0)
    base = _local(centre, angle, 1.75 * unit, 0)
    left = _local(centre, angle, 1.8 * unit, -unit * 0.18)
    right = _local(centre, angle, 1.8 * unit, unit * 0.18)
    pygame.draw.polygon(surface, colour, [tip, left, base, right])


# -- planes ---------------------------------------------------------------------------
def plane_points(centre, angle, size) -> list:
    s = size / 2
    pts = [(1.0 * s, 0), (0.55 * s, -0.12 * s), (0.25 * s, -0.16 * s), (0.1 * s, -1.0 * s), (-0.12 * s, -1.0 * s),
           (-0.2 * s, -0.16 * s), (-0.62 * s, -0.12 * s), (-0.72 * s, -0.46 * s), (-0.86 * s, -0.46 * s),
           (-0.86 * s, 0.46 * s), (-0.72 * s, 0.46 * s), (-0.62 * s, 0.12 * s), (-0.2 * s, 0.16 * s),
           (-0.12 * s, 1.0 * s), (0.1 * s, 1.0 * s), (0.25 * s, 0.16 * s), (0.55 * s, 0.12 * s)]
    return _poly(centre, angle, pts)


def draw_plane(surface, centre, angle, size, side: str, label: str = "", torpedo: bool = False,
               disc: int | None = None, disc_revealed: bool = False, ring=None, shadow: bool = True,
               diving: bool = False) -> None:
    colour = SIDE_COLOUR[side]
    if ring:
        r = size * 0.66
        draw_ring(surface, ring, [(centre[0] + r * math.cos(k * math.pi / 12),
                                   centre[1] + r * math.sin(k * math.pi / 12)) for k in range(24)])
    if shadow:
        sh = plane_points((centre[0] + 3, centre[1] + 5), angle, size)
        pygame.draw.polygon(surface, (8, 24, 40), sh)
    if torpedo:  # the torpedo mark: slung under the fuselage, nose ahead of it (CS Planes 5)
        body = _poly(centre, angle, [(size * 0.78, 0), (size * 0.62, -size * 0.09), (-size * 0.2, -size * 0.09),
                                     (-size * 0.2, size * 0.09), (size * 0.62, size * 0.09)])
        pygame.draw.polygon(surface, (24, 26, 30), body)
        pygame.draw.polygon(surface, (235, 235, 235), body, 1)
    pts = plane_points(centre, angle, size)
    pygame.draw.polygon(surface, colour, pts)
    redraw.aalines(surface, SIDE_DARK[side], True, pts)
    pygame.draw.lines(surface, SIDE_DARK[side], True, pts, 1)
    if diving:
        pygame.draw.circle(surface, (255, 60, 40), (int(centre[0]), int(centre[1])), int(size * 0.72), 2)
    if label:  # the plane's name on a tag beside it (the log speaks of "Ra", "Yc")
        chip = text.render(label, 10, SIDE_INK[side], True)
        r = plane_tag_rect(centre, size, label)
        pygame.draw.rect(surface, SIDE_DARK[side] if side == "red" else SIDE_COLOUR[side], r, border_radius=3)
        pygame.draw.rect(surface, (12, 12, 16), r, 1, border_radius=3)
        surface.blit(chip, r.inflate(-4, 0))
    if disc is not None:
        draw_disc(surface, *disc_spot(centre, size), disc, disc_revealed)


def draw_disc(surface, pos, radius: int, value: int, revealed: bool = False) -> None:
    """A pilot's number disc: white, the number black; a revealed disc has a red rim."""
    p = (int(pos[0]), int(pos[1]))
    pygame.draw.circle(surface, (20, 20, 24), (p[0] + 1, p[1] + 2), radius)
    pygame.draw.circle(surface, (250, 248, 240), p, radius)
    pygame.draw.circle(surface, (220, 40, 40) if revealed else (40, 40, 44), p, radius, 2)
    text.draw(surface, str(value), p, max(9, int(radius * 1.3)), theme.INK, True, "center")


# -- torpedoes ----------------------------------------------------------------------------
def draw_torpedo(surface, centre, angle, unit, side: str) -> None:
    L, W = unit * 0.42, unit * 0.09
    for k in range(1, 4):  # wake
        p = _local(centre, angle, -L - k * 6, 0)
        pygame.draw.circle(surface, (210, 235, 250), p, max(1, 4 - k))
    body = _poly(centre, angle, [(L, 0), (L * 0.7, -W), (-L, -W), (-L, W), (L * 0.7, W)])
    pygame.draw.polygon(surface, TORPEDO, body)
    redraw.aalines(surface, (10, 10, 12), True, body)
    band = _poly(centre, angle, [(L * 0.35, -W), (L * 0.1, -W), (L * 0.1, W), (L * 0.35, W)])
    pygame.draw.polygon(surface, SIDE_COLOUR[side], band)
    fin = _poly(centre, angle, [(-L, -W * 2), (-L * 0.8, 0), (-L, W * 2)])
    pygame.draw.lines(surface, (10, 10, 12), False, fin, 2)


def draw_ring(surface, kind: str, points) -> None:
    """The ring round a piece (``kind`` "selected" or "selectable") along a closed outline: the
    selected piece's solid, a selectable one's in dashes (every other stretch of the outline, a
    dash every dozen pixels or so)."""
    colour = RING[kind]
    if kind == "selected":
        pygame.draw.lines(surface, colour, True, points, 3)
        return
    pts = list(points) + [points[0]]
    on, left = True, 8.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg, t = math.hypot(x1 - x0, y1 - y0), 0.0
        while t < seg:
            step = min(left, seg - t)
            if on:
                f0, f1 = t / seg, (t + step) / seg
                pygame.draw.line(surface, colour, (x0 + (x1 - x0) * f0, y0 + (y1 - y0) * f0),
                                 (x0 + (x1 - x0) * f1, y0 + (y1 - y0) * f1), 3)
            t += step
            left -= step
            if left <= 0:
                on, left = not on, 8.0 if not on else 5.0


def dotted_path(surface, points, colour, gap: int = 9, radius: int = 2) -> None:
    """Dots every ``gap`` pixels along a polyline."""
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = carry
        while t < seg:
            f = t / seg
            pygame.draw.circle(surface, colour, (int(x0 + (x1 - x0) * f), int(y0 + (y1 - y0) * f)), radius)
            t += gap
        carry = t - seg


def burst(surface, pos, progress: float, colour=(255, 170, 60), size: float = 40) -> None:
    """An explosion (or a splash) growing and fading, progress 0..1."""
    r = int(6 + size * progress)
    alpha = int(255 * (1 - progress))
    layer = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*colour, alpha), (r + 2, r + 2), r)
    pygame.draw.circle(layer, (255, 250, 220, alpha), (r + 2, r + 2), max(1, r // 2))
    surface.blit(layer, (pos[0] - r - 2, pos[1] - r - 2))


def compass(surface, centre, radius: int, names: tuple, angles: dict) -> None:
    """The six hex headings with their compass names (notation uses them)."""
    pygame.draw.circle(surface, (16, 34, 52), centre, radius + 12)
    pygame.draw.circle(surface, theme.PANEL_EDGE, centre, radius + 12, 2)
    for name in names:
        a = angles[name]
        tip = (centre[0] + math.cos(a) * radius * 0.7, centre[1] + math.sin(a) * radius * 0.7)
        pygame.draw.line(surface, theme.TEXT_DIM, centre, tip, 2)
        lab = (centre[0] + math.cos(a) * (radius + 2), centre[1] + math.sin(a) * (radius + 2))
        text.draw(surface, name, lab, 10, theme.TEXT, True, "center")
