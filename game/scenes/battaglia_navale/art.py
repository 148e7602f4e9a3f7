"""Battaglia Navale drawn by code: the sea chart (from its Tiled objects), ships, planes, the
coastal battery, Polaris counters and the fire cards. Surfaces are cached (theme.cached)."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ...ui import palette, text, theme

SEA_TOP, SEA_BOTTOM = (22, 74, 112), (16, 58, 94)
GRID = (64, 118, 156)
SQUARE_EDGE = (176, 210, 228)
SAND, SAND_DARK = (214, 196, 146), (170, 150, 104)
GREEN, GREEN_DARK = (104, 140, 84), (74, 104, 62)
CONCRETE, CONCRETE_DARK = (168, 170, 168), (118, 120, 120)
MARK_RED = (212, 36, 36)
HULLS = {0: ((238, 240, 242), (160, 166, 174)), 1: ((112, 118, 128), (64, 68, 76))}  # light / dark fleet
palette.bind(HULLS, {0: ("bn light hull", "bn light edge"), 1: ("bn dark hull", "bn dark edge")})
palette.bind(__name__, {"MARK_RED": "bn mark"})


def side_colour(index: int):
    """Seat 0 (white, south) is blue, seat 1 (grey, north): orange (colour-blind safe)."""
    return theme.SIDE_A if index == 0 else theme.SIDE_B


def label(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (ui.text keeps it: the chart draws the same labels every frame)."""
    return text.render(s, size, colour, bold)


def blit_label(surface, s, pos, size, colour, bold=False, anchor="center") -> pygame.Rect:
    return text.draw(surface, s, pos, size, colour, bold, anchor)


# -- the chart -------------------------------------------------------------------------
class ChartPainter:
    """Paints the static chart onto a BoardView's cached base: sea, cells, squares, numbers,
    bases with their piers, promontories and Polaris platforms, and the islands drawn."""

    def __init__(self, tmap, board, flipped: bool, islands=(), seat_index=None):
        self.tmap, self.board, self.flipped = tmap, board, flipped
        self.islands = tuple(islands)
        self.seat_index = seat_index or {}

    def __call__(self, surf: pygame.Surface, view) -> None:
        w, h = surf.get_size()
        self.w, self.h, self.s = w, h, view.scale
        self.cell = view.scale * view.grid.tile_w
        for y in range(h):
            t = y / max(1, h - 1)
            if self.flipped:
                t = 1 - t
            surf.fill(tuple(int(a + (b - a) * t) for a, b in zip(SEA_TOP, SEA_BOTTOM)), (0, y, w, 1))
        rnd = random.Random(7)
        for _ in range(260):  # soft wave strokes
            x, y = rnd.uniform(0, w), rnd.uniform(0, h)
            ln = rnd.uniform(6, 16)
            shade = (48, 104, 142) if rnd.random() < 0.7 else (70, 128, 166)
            pts = [(x + k, y + 1.5 * math.sin((x + k) / 3.0)) for k in range(0, int(ln), 2)]
            if len(pts) > 1:
                pygame.draw.aalines(surf, shade, False, pts)
        for obj in self.tmap.objects_of("base"):
            idx = self.seat_index.get(obj.properties.get("side"), 0)
            tint = pygame.Surface(self.rect(obj).size, pygame.SRCALPHA)
            tint.fill((*side_colour(idx), 34))
            surf.blit(tint, self.rect(obj))
        for c in range(self.board.cols + 1):
            x = round(c * self.cell)
            pygame.draw.line(surf, GRID, (x, 0), (x, h))
        for r in range(self.board.rows + 1):
            y = round(r * self.cell)
            pygame.draw.line(surf, GRID, (0, y), (w, y))
        n = self.board.square_cells
        for c in range(0, self.board.cols + 1, n):
            x = min(w - 2, round(c * self.cell))
            pygame.draw.line(surf, SQUARE_EDGE, (x, 0), (x, h), 2)
        for r in range(0, self.board.rows + 1, n):
            y = min(h - 2, round(r * self.cell))
            pygame.draw.line(surf, SQUARE_EDGE, (0, y), (w, y), 2)
        for sq in self.board.squares:
            r = self.square_rect(sq)
            blit_label(surf, str(sq), r.center, int(self.cell * 1.7), (40, 96, 134), True)
            blit_label(surf, str(sq), (r.left + 4, r.top + 2), 12, (214, 232, 244), True, "topleft")
        for obj in self.tmap.objects_of("polaris_platform"):
            r = self.rect(obj).inflate(-2, -2)
            pygame.draw.rect(surf, CONCRETE_DARK, r.move(2, 2), border_radius=3)
            pygame.draw.rect(surf, CONCRETE, r, border_radius=3)
            pygame.draw.rect(surf, (90, 92, 94), r, 2, border_radius=3)
        for obj in self.tmap.objects_of("promontory"):
            self.land(surf, self.rect(obj), rocky=True)
        for isl in self.islands:
            xs = [c[0] for c in isl.cells]
            ys = [c[1] for c in isl.cells]
            r = self.cells_rect(min(xs), min(ys), max(xs), max(ys))
            self.land(surf, r, rocky=False)
        for obj in self.tmap.objects_of("pier"):
            pts = [self.point(px, py) for px, py in obj.points]  # pytmx gives absolute points
            pygame.draw.lines(surf, (250, 250, 250), False, pts, 4)
            for p in (pts[0], pts[-1]):
                pygame.draw.circle(surf, (250, 250, 250), p, 3)

    # board pixels (Tiled) to base pixels, turned by 180 degrees when flipped
    def point(self, x, y):
        px, py = x * self.s, y * self.s
        return (self.w - px, self.h - py) if self.flipped else (px, py)

    def rect(self, obj) -> pygame.Rect:
        (x0, y0), (x1, y1) = self.point(obj.x, obj.y), self.point(obj.x + obj.width, obj.y + obj.height)
        return pygame.Rect(round(min(x0, x1)), round(min(y0, y1)), round(abs(x1 - x0)), round(abs(y1 - y0)))

    def cells_rect(self, c0, r0, c1, r1) -> pygame.Rect:
        t = self.board.tile
        (x0, y0), (x1, y1) = self.point(c0 * t, r0 * t), self.point((c1 + 1) * t, (r1 + 1) * t)
        return pygame.Rect(round(min(x0, x1)), round(min(y0, y1)), round(abs(x1 - x0)), round(abs(y1 - y0)))

    def square_rect(self, sq) -> pygame.Rect:
        x0, y0 = self.board.square_origin(sq)
        n = self.board.square_cells
        return self.cells_rect(x0, y0, x0 + n - 1, y0 + n - 1)

    def land(self, surf, r: pygame.Rect, rocky: bool) -> None:
        shallow = r.inflate(8, 8)
        pygame.draw.rect(surf, (86, 150, 170), shallow, border_radius=10)
        pygame.draw.rect(surf, SAND_DARK, r, border_radius=7)
        pygame.draw.rect(surf, SAND, r.inflate(-3, -3), border_radius=6)
        inner = r.inflate(-r.width // 3, -r.height // 3)
        pygame.draw.ellipse(surf, GREEN_DARK if rocky else GREEN, inner)
        if rocky:
            for k in range(3):
                cx = inner.centerx + (k - 1) * inner.width // 4
                pygame.draw.polygon(surf, (120, 110, 96), [(cx - 5, inner.centery + 5), (cx, inner.centery - 6),
                                                           (cx + 5, inner.centery + 5)])
        else:
            pygame.draw.circle(surf, GREEN_DARK, (inner.centerx - 3, inner.centery - 2), max(3, inner.width // 5))


# -- pieces ----------------------------------------------------------------------------
@theme.cached
@lru_cache(maxsize=256)
def ship_surface(unit: str, seat: int, length: int, cell: int, heading: str, bow: str) -> pygame.Surface:
    """A ship spanning `length` cells; bow 'N','S','E' or 'W'. Drawn pointing east, then turned."""
    hull, edge = HULLS[seat]
    accent = side_colour(seat)
    L, W = length * cell, cell
    surf = pygame.Surface((L, W), pygame.SRCALPHA)
    m = max(2, cell // 8)
    top, bot, mid = m, W - m, W / 2
    if unit == "S":
        pts = [(m, mid), (m + W * 0.35, top + 2), (L - W * 0.6, top + 2), (L - m, mid), (L - W * 0.6, bot - 2),
               (m + W * 0.35, bot - 2)]
        hull, edge = ((70, 76, 86), (30, 32, 36)) if seat else ((196, 202, 210), (100, 106, 116))
    elif unit == "P":
        pts = [(m, top), (L - W * 0.45, top), (L - m, mid), (L - W * 0.45, bot), (m, bot)]
    else:
        pts = [(m + 2, top + 2), (L - W * 0.8, top), (L - m, mid), (L - W * 0.8, bot), (m + 2, bot - 2), (m, mid)]
    pygame.draw.polygon(surf, (0, 0, 0, 90), [(x + 2, y + 2) for x, y in pts])
    pygame.draw.polygon(surf, hull, pts)
    pygame.draw.polygon(surf, accent, pts, 3)
    pygame.draw.polygon(surf, edge, pts, 1)
    dark = tuple(max(0, c - 60) for c in hull)
    if unit == "P":
        deck = pygame.Rect(m + 3, top + 3, L - W * 0.6, W - 2 * m - 6)
        pygame.draw.rect(surf, (92, 96, 100), deck)
        for x in range(deck.left + 4, deck.right - 4, 8):
            pygame.draw.line(surf, (230, 230, 220), (x, deck.centery), (x + 4, deck.centery))
        pygame.draw.rect(surf, dark, (deck.right - W * 0.9, top + 1, W * 0.35, W * 0.22))
    elif unit == "S":
        pygame.draw.rect(surf, dark, (L * 0.42, mid - W * 0.14, W * 0.38, W * 0.28), border_radius=3)
    else:
        turrets = {"C": (0.16, 0.34, 0.78), "I": (0.2, 0.74), "Ct": (0.72,)}[unit]
        r = max(3, int(W * (0.2 if unit == "C" else 0.16)))
        sup = pygame.Rect(0, 0, int(L * 0.2), int(W * 0.36))
        sup.center = (int(L * (0.55 if unit != "Ct" else 0.42)), int(mid))
        pygame.draw.rect(surf, dark, sup, border_radius=2)
        pygame.draw.circle(surf, (60, 60, 60), (sup.centerx - 2, int(mid)), max(2, r // 2))
        for f in turrets:
            cx = int(L * f)
            barrel = 1 if f > 0.5 else -1
            pygame.draw.line(surf, (40, 40, 44), (cx, int(mid)), (cx + barrel * int(r * 1.8), int(mid)), 3)
            pygame.draw.circle(surf, dark, (cx, int(mid)), r)
            pygame.draw.circle(surf, (40, 40, 44), (cx, int(mid)), r, 1)
    code = label(unit, max(9, cell // 3), accent if seat else (30, 50, 90), True)
    surf.blit(code, code.get_rect(midleft=(m + 4, mid)))
    if heading == "h":
        return pygame.transform.flip(surf, True, False) if bow == "W" else surf
    return pygame.transform.rotate(surf, 90 if bow == "N" else -90)


@theme.cached
@lru_cache(maxsize=32)
def plane_surface(seat: int, size: int, pointing: str) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    col, edge = side_colour(seat), HULLS[seat][0]
    u = size / 10
    body = [(c, 1), (c + u, 2.5 * u), (c + u, 5 * u), (size - 1, 6 * u), (size - 1, 7 * u), (c + u, 6.6 * u),
            (c + 0.7 * u, 8.4 * u), (c + 2.4 * u, 9.2 * u), (c + 2.4 * u, size - 1), (c - 2.4 * u, size - 1),
            (c - 2.4 * u, 9.2 * u), (c - 0.7 * u, 8.4 * u), (c - u, 6.6 * u), (1, 7 * u), (1, 6 * u),
            (c - u, 5 * u), (c - u, 2.5 * u)]
    pygame.draw.polygon(s, (0, 0, 0, 100), [(x + 2, y + 2) for x, y in body])
    pygame.draw.polygon(s, col, body)
    pygame.draw.polygon(s, edge, body, 1)
    return pygame.transform.rotate(s, 180) if pointing == "S" else s


@theme.cached
@lru_cache(maxsize=16)
def battery_surface(seat: int, cell: int) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    c = cell // 2
    pygame.draw.circle(s, (0, 0, 0, 90), (c + 2, c + 2), c - 2)
    pygame.draw.circle(s, CONCRETE, (c, c), c - 2)
    pygame.draw.circle(s, side_colour(seat), (c, c), c - 2, 3)
    pygame.draw.circle(s, (70, 72, 74), (c, c), c // 3)
    pygame.draw.line(s, (40, 40, 44), (c, c), (c, 3), 4)
    pygame.draw.line(s, (40, 40, 44), (c, c), (c + c - 5, c - c // 2), 3)
    return s


@theme.cached
@lru_cache(maxsize=32)
def polaris_counter_surface(number: int, turned: bool, cell: int) -> pygame.Surface:
    s = pygame.Surface((cell, cell), pygame.SRCALPHA)
    r = s.get_rect().inflate(-4, -4)
    if turned:
        pygame.draw.rect(s, (250, 214, 80), r, border_radius=4)
        pygame.draw.rect(s, (150, 60, 20), r, 2, border_radius=4)
        body = pygame.Rect(0, 0, max(4, cell // 4), int(cell * 0.62))
        body.center = r.center
        pygame.draw.rect(s, (236, 236, 236), body, border_radius=3)
        pygame.draw.polygon(s, MARK_RED, [(body.left, body.top + 3), (body.centerx, body.top - 5),
                                          (body.right, body.top + 3)])
        pygame.draw.rect(s, MARK_RED, (body.left - 3, body.bottom - 5, body.width + 6, 5))
    else:
        pygame.draw.rect(s, theme.PAPER, r, border_radius=4)
        pygame.draw.rect(s, theme.PAPER_DARK, r, 2, border_radius=4)
        img = label(str(number), max(10, cell // 2), theme.INK, True)
        s.blit(img, img.get_rect(center=r.center))
    return s


def polaris_token(surface, center, radius: int, held: bool) -> None:
    colour = (250, 214, 80) if held else (70, 80, 96)
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 2, center[1] + 2), radius)
    pygame.draw.circle(surface, colour, center, radius)
    pygame.draw.circle(surface, (150, 60, 20) if held else theme.PANEL_EDGE, center, radius, 2)
    blit_label(surface, "P", center, int(radius * 1.1), theme.INK if held else theme.TEXT_DIM, True)


def counter_chip(surface, rect: pygame.Rect, code: str, seat: int, filled: bool) -> None:
    """One of the 19 counters in a tray: the unit's letter on a square of the fleet's hull colour."""
    if filled:
        hull, edge = HULLS[seat]
        pygame.draw.rect(surface, hull, rect, border_radius=3)
        pygame.draw.rect(surface, side_colour(seat), rect, 2, border_radius=3)
        ink = theme.INK if seat == 0 else theme.TEXT
        blit_label(surface, code, rect.center, 9 if len(code) > 1 else 11, ink, True)
    else:
        pygame.draw.rect(surface, (36, 46, 60), rect, border_radius=3)
        pygame.draw.rect(surface, (64, 76, 94), rect, 1, border_radius=3)


# -- fire cards ------------------------------------------------------------------------
CARD_SIZE = (74, 104)


# The card's Italian title in English, on the card itself (the legend says it too)
ENGLISH = {"Colpi inesplosi": "unexploded shells"}


@theme.cached
@lru_cache(maxsize=64)
def card_face(card_id: int, marks: tuple, island, title: str, size=CARD_SIZE) -> pygame.Surface:
    """A fire card face up, at ``size`` (CARD_SIZE, or larger where the fire area has the room:
    its print grows with it)."""
    w, h = size

    def k(n: float) -> int:   # a length of the card at CARD_SIZE, at this size
        return round(n * w / CARD_SIZE[0])
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (250, 246, 236), s.get_rect(), border_radius=k(6))
    pygame.draw.rect(s, (176, 52, 48), (0, 0, w, k(16)), border_top_left_radius=k(6), border_top_right_radius=k(6))
    blit_label(s, f"N. {card_id}", (w // 2, k(8)), k(11), (250, 240, 230), True)
    blit_label(s, "NORD", (w // 2, k(22)), k(9), (120, 110, 96), True)
    g = pygame.Rect(0, 0, w - k(16), w - k(16))
    g.midtop = (w // 2, k(29))
    step = g.width / 4
    if title:  # "Colpi inesplosi": no marks, only its name, and under it the name in English
        for i, line in enumerate(title.split(" ", 1)):
            blit_label(s, line, (w // 2, g.centery - k(8) + i * k(15)), k(11), MARK_RED, True)
        for i, line in enumerate(ENGLISH.get(title, "").split(" ", 1)):
            blit_label(s, line, (w // 2, g.centery + k(26) + i * k(12)), k(9), (120, 110, 96), False)
        pygame.draw.rect(s, (200, 186, 160), s.get_rect(), k(2), border_radius=k(6))
        return s
    pygame.draw.rect(s, (226, 236, 242), g)
    for i in range(5):
        pygame.draw.line(s, (120, 140, 160), (g.left + i * step, g.top), (g.left + i * step, g.bottom))
        pygame.draw.line(s, (120, 140, 160), (g.left, g.top + i * step), (g.right, g.top + i * step))
    for dx, dy in marks:
        pygame.draw.circle(s, MARK_RED, (g.left + (dx + 0.5) * step, g.top + (dy + 0.5) * step), step * 0.34)
    foot = pygame.Rect(k(6), h - k(20), w - k(12), k(15))
    if island is not None:
        pygame.draw.rect(s, SAND, foot, border_radius=k(4))
        blit_label(s, f"isola {island}", foot.center, k(10), theme.INK, True)
    pygame.draw.rect(s, (200, 186, 160), s.get_rect(), k(2), border_radius=k(6))
    return s


@theme.cached
@lru_cache(maxsize=4)
def card_back(size=CARD_SIZE) -> pygame.Surface:
    w, h = size

    def k(n: float) -> int:   # a length of the card at CARD_SIZE, at this size
        return round(n * w / CARD_SIZE[0])
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (40, 70, 120), s.get_rect(), border_radius=k(6))
    for x in range(-h, w, k(8)):
        pygame.draw.line(s, (30, 54, 96), (x, 0), (x + h, h), k(2))
    pygame.draw.rect(s, (236, 228, 206), s.get_rect().inflate(-k(8), -k(8)), k(2), border_radius=k(4))
    anchor = (w // 2, h // 2)
    pygame.draw.circle(s, (236, 228, 206), anchor, k(14), k(2))
    blit_label(s, "BN", anchor, k(13), (236, 228, 206), True)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=k(6))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def dashed_line(surface, colour, a, b, width=2, dash=8) -> None:
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        return
    n = int(length // dash)
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surface, colour, (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                         (ax + (bx - ax) * t1, ay + (by - ay) * t1), width)
    ang = math.atan2(by - ay, bx - ax)
    tip = (bx, by)
    left = (bx - 12 * math.cos(ang - 0.4), by - 12 * math.sin(ang - 0.4))
    right = (bx - 12 * math.cos(ang + 0.4), by - 12 * math.sin(ang + 0.4))
    pygame.draw.polygon(surface, colour, [tip, left, right])


def hatch(surface, rect, colour, gap: int = 12, width: int = 2) -> None:
    """Diagonal lines across a rectangle (a square under fire, a ship that may not go there):
    the pattern that tells them from the plain tint of a square one may move to in any palette.
    The lines are the colour lightened halfway to white, so that they stand out of its tint."""
    colour = (*((c + 255) // 2 for c in colour[:3]), *colour[3:])
    r = pygame.Rect(rect)
    clip = surface.get_clip()
    surface.set_clip(r.clip(clip) if clip else r)
    for k in range(-r.height, r.width, gap):
        pygame.draw.line(surface, colour, (r.left + k, r.bottom), (r.left + k + r.height, r.top), width)
    surface.set_clip(clip)


def crosshair(surface, center, r, colour, width=2) -> None:
    cx, cy = center
    pygame.draw.circle(surface, colour, center, r, width)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, colour, (cx + dx * r * 0.5, cy + dy * r * 0.5), (cx + dx * r * 1.3, cy + dy * r * 1.3),
                         width)


def text_lines(surface, s: str, rect: pygame.Rect, size: int, colour, bold=False) -> int:
    return text.draw_wrapped(surface, s, rect, size, colour, bold)
