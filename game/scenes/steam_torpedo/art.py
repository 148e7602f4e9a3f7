"""Steam Torpedo's pictures, drawn by code and cached: the small symbols (gears, oxygen
bubbles, the attack's burst), submarine figures, crew tokens and the mat (the compartment
cards: card_art.py)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...ui import background, palette, redraw, text, theme
from ...ui.widgets import translucent

SIDE_COLOUR = {"talion": theme.SIDE_A, "rochelle": theme.SIDE_B}
palette.bind(SIDE_COLOUR, {"talion": "side a", "rochelle": "side b"})
BRASS = (198, 156, 74)
STEEL = (58, 66, 76)
STEEL_DARK = (34, 40, 48)
DAMAGE_RED = (200, 50, 40)
BUBBLE = (120, 200, 240)
PLATE_MARGIN = (20, 14)   # a hull's plate round its compartments, wider and taller (at 1280 x 800)
palette.bind(__name__, {"DAMAGE_RED": "st damage marker"})


def side_colour(faction: str):
    return SIDE_COLOUR.get(faction, theme.ACCENT)


def darker(colour, k: float = 0.6):
    return tuple(int(c * k) for c in colour[:3])


def lighter(colour, k: float = 0.45):
    return tuple(int(c + (255 - c) * k) for c in colour[:3])


def tint(surface, rect, colour, alpha, radius=9) -> None:
    """A translucent rounded rectangle of colour over rect (a highlight, a flash)."""
    surface.blit(translucent(rect.size, colour, alpha, radius), rect.topleft)


# -- small symbols ------------------------------------------------------------------------
def gear(surface, centre, r: int, fill, edge=(40, 36, 30)) -> None:
    cx, cy = centre
    teeth = 8
    pts = []
    for i in range(teeth * 2):
        a = math.pi * i / teeth
        rr = r if i % 2 == 0 else r * 0.78
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, 1)
    pygame.draw.circle(surface, edge, centre, max(2, r // 3), 1)


def bubbles(surface, centre, r: int, colour=BUBBLE, filled: bool = True) -> None:
    cx, cy = centre
    for dx, dy, k in ((-0.3, 0.2, 0.42), (0.32, -0.05, 0.34), (0.0, -0.42, 0.26)):
        p = (int(cx + dx * r), int(cy + dy * r))
        rr = max(2, int(r * k))
        if filled:
            pygame.draw.circle(surface, colour, p, rr)
        pygame.draw.circle(surface, (20, 60, 90), p, rr, 1)


def burst(surface, centre, r: int, colour=(210, 40, 30)) -> None:
    """The attack symbol (a red burst)."""
    cx, cy = centre
    pts = []
    for i in range(16):
        a = math.pi * i / 8 + 0.2
        rr = r if i % 2 == 0 else r * 0.55
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, (90, 10, 10), pts, 1)


# -- submarine figures ------------------------------------------------------------------
@theme.cached
@lru_cache(maxsize=16)
def submarine(colour: tuple, heading: str, size: tuple[int, int], ghost: bool = False,
              zoom: float = 1.0) -> pygame.Surface:
    """A steam-age submarine figure, bow toward its heading (its strokes ``zoom`` times their
    width on the 1280 x 800 mat)."""
    def z(v: float) -> int:
        return round(v * zoom)

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    hull = pygame.Rect(int(w * 0.08), int(h * 0.38), int(w * 0.84), int(h * 0.5))
    body, dark, light = colour, darker(colour, 0.55), lighter(colour, 0.35)
    # conning tower with a periscope
    tower = pygame.Rect(int(w * 0.44), int(h * 0.12), int(w * 0.2), int(h * 0.34))
    pygame.draw.rect(surf, dark, tower, border_radius=z(5))
    pygame.draw.line(surf, dark, (tower.centerx + z(4), tower.top), (tower.centerx + z(4), z(1)), z(3))
    pygame.draw.line(surf, dark, (tower.centerx + z(4), z(2)), (tower.centerx + z(12), z(2)), z(3))
    # ram bow (right) and propeller (left)
    pygame.draw.polygon(surf, dark, [(hull.right - z(8), hull.top + z(4)), (w - 1, hull.centery + z(2)),
                                     (hull.right - z(8), hull.bottom - z(3))])
    pygame.draw.ellipse(surf, body, hull)
    pygame.draw.ellipse(surf, light, hull.inflate(-hull.w * 0.2, -hull.h * 0.55).move(0, -hull.h * 0.16))
    pygame.draw.ellipse(surf, dark, hull, z(2))
    px = hull.left + z(2)
    pygame.draw.line(surf, dark, (px, hull.centery), (z(1), hull.centery), z(3))
    pygame.draw.ellipse(surf, BRASS, (0, hull.centery - z(9), z(7), z(18)))
    # brass portholes and rivet band
    for i in range(4):
        cx = int(hull.left + hull.w * (0.28 + 0.14 * i))
        pygame.draw.circle(surf, BRASS, (cx, hull.centery), z(5))
        pygame.draw.circle(surf, (30, 40, 60), (cx, hull.centery), z(3))
    if heading == "west":
        surf = pygame.transform.flip(surf, True, False)
    if ghost:
        surf.set_alpha(110)
    return surf


# -- crew tokens --------------------------------------------------------------------------
def token_radius(crew_id: str, zoom: float = 1.0) -> int:
    """A crew token's radius: the commander's is larger."""
    return round((12 if crew_id == "C" else 10) * zoom)


def crew_token(surface, centre, colour, crew_id: str, ready: bool, selected: bool = False,
               alive: bool = True, zoom: float = 1.0) -> None:
    """A crew token: the commander is larger with a gold ring; an exhausted token lies down
    (flattened, dimmed, "z"); a dead one is a grey cross."""
    def z(v: float) -> int:
        return round(v * zoom)

    cx, cy = int(centre[0]), int(centre[1])
    commander = crew_id == "C"
    r = token_radius(crew_id, zoom)
    if selected:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), r + z(5))
        pygame.draw.circle(surface, (40, 30, 0), (cx, cy), r + z(5), z(2))
    if not alive:
        pygame.draw.circle(surface, (70, 70, 74), (cx, cy), r)
        pygame.draw.line(surface, (190, 60, 50), (cx - r + z(3), cy - r + z(3)), (cx + r - z(3), cy + r - z(3)), z(3))
        pygame.draw.line(surface, (190, 60, 50), (cx + r - z(3), cy - r + z(3)), (cx - r + z(3), cy + r - z(3)), z(3))
        return
    fill = colour if ready else tuple(int(c * 0.45 + 60) for c in colour)
    if ready:
        pygame.draw.circle(surface, (10, 10, 14), (cx + z(1), cy + z(2)), r)
        pygame.draw.circle(surface, fill, (cx, cy), r)
        pygame.draw.circle(surface, theme.GOLD if commander else (240, 240, 240), (cx, cy), r,
                           z(3) if commander else z(2))
    else:
        box = pygame.Rect(0, 0, 2 * r + z(4), r + z(4))
        box.center = (cx, cy + z(3))
        pygame.draw.ellipse(surface, (10, 10, 14), box.move(z(1), z(2)))
        pygame.draw.ellipse(surface, fill, box)
        pygame.draw.ellipse(surface, theme.GOLD if commander else (150, 150, 150), box, z(2))
    label = "C" if commander else crew_id
    text.draw(surface, label, (cx, cy + (z(3) if not ready else 0)), z(12) if commander else z(11),
              (255, 255, 255) if ready else (40, 40, 40), True, "center")
    if commander and ready:
        for a in range(5):  # a little star crown
            ang = -math.pi / 2 + a * 2 * math.pi / 5
            pygame.draw.circle(surface, theme.GOLD, (int(cx + (r + z(3)) * math.cos(ang)),
                                                    int(cy + (r + z(3)) * math.sin(ang))), z(2))
    if not ready:
        text.draw(surface, "z", (cx + r + z(2), cy - z(8)), z(11), (230, 230, 230), True, "center")


# -- the mat -----------------------------------------------------------------------------
def paint_mat(surf: pygame.Surface, layout) -> None:
    """The static mat: riveted steel table, both hulls behind their compartments, the five
    sea sectors with their lanes, and the panel backgrounds (within the surface's clip: the
    scene paints it in its kept frame, and a mouse move repaints a part of it). The mat part
    is drawn at the layout's zoom (fit.py; 1 on the map's own 1280 x 800)."""
    zoom = getattr(layout, "zoom", 1.0)

    def z(v: float) -> int:
        return round(v * zoom)

    w, h = surf.get_size()
    clip = surf.get_clip()
    background.paint_rows(surf, (0, 0, w, h), background.gradient((22, 26, 32), (30, 34, 42), h, h))
    for x in range(0, w, 64):
        pygame.draw.line(surf, (30, 35, 42), (x, 0), (x, h))
    for y in range(0, h, 64):
        pygame.draw.line(surf, (30, 35, 42), (0, y), (w, y))
    # hulls: a plate in the faction colour around each 2 x 5 grid
    for faction, rect in layout.hulls.items():
        col = side_colour(faction)
        plate = rect.inflate(z(PLATE_MARGIN[0]), z(PLATE_MARGIN[1]))
        if not clip.colliderect(plate.inflate(z(40), z(8))):
            continue
        pts = [(plate.left + z(30), plate.top), (plate.right - z(30), plate.top), (plate.right + z(14), plate.centery),
               (plate.right - z(30), plate.bottom), (plate.left + z(30), plate.bottom),
               (plate.left - z(6), plate.centery)]
        pygame.draw.polygon(surf, STEEL_DARK, pts)
        pygame.draw.polygon(surf, darker(col, 0.7), pts, z(3))
        inner = plate.w - 2 * z(30)
        for i in range(0, plate.w, z(22)):
            x = plate.left + z(30) + i * inner // plate.w
            pygame.draw.circle(surf, (70, 78, 88), (x, plate.top + z(4)), z(2))
            pygame.draw.circle(surf, (70, 78, 88), (x, plate.bottom - z(4)), z(2))
    # the sea
    sea = layout.sea_rect
    deep = tuple(min(255, c + lift) for c, lift in zip(layout.sea, (14, 20, 22)))   # lighter towards the bottom
    background.paint_rows(surf, sea, background.gradient(layout.sea, deep, sea.h, max(1, sea.h)))
    mapped = getattr(layout, "design", layout).sea_rect   # the sea on the map
    for i in range(70 if clip.colliderect(sea) else 0):   # the waves, at the map's places scaled
        y = sea.top + z(8 + (i * 29) % (mapped.h - 14))
        x = sea.left + z((i * 137) % mapped.w)
        length = z(20 + (i * 13) % 40)
        if not clip.colliderect((x - 1, y - z(4), length + 2, z(9))):
            continue
        pts = [(x + k, y + z(2) * math.sin((x + k) / (7.0 * zoom))) for k in range(0, min(length, sea.right - x),
                                                                                    max(1, z(3)))]
        if len(pts) > 1:
            redraw.aalines(surf, (60, 110, 150), False, pts)
    for lane, rect in layout.lanes.items():
        pygame.draw.line(surf, (50, 92, 130), (rect.left, rect.bottom - 1), (rect.right, rect.bottom - 1), max(1, z(1))) \
            if lane == "north" else None
    for n, rect in layout.sectors.items():
        if not clip.colliderect(rect.inflate(z(4), 0)):   # (its dashes lie on its left edge)
            continue
        if n > 1:
            for y in range(rect.top, rect.bottom, z(10)):
                pygame.draw.line(surf, (110, 160, 200), (rect.left, y), (rect.left, y + z(5)), z(2))
        with text.within(rect, "background"):  # the sector's number lies under the figures and their names
            text.draw(surf, f"{n}", (rect.centerx, rect.centery), z(44), (40, 82, 118), True, "center")
    pygame.draw.rect(surf, (120, 150, 180), sea, z(2), border_radius=z(6))
    for name, rect in layout.panels.items():
        if name == "banner":
            continue
        pygame.draw.rect(surf, (26, 32, 44), rect, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=10)
