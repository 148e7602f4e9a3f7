"""Thunderbirds at War: the painted map and the counters, drawn by code and cached.

The map's meaning comes from the engine's board (terrain, shading, flak, targets, read
from maps/thunderbirds.tmx); the pixels of the off-map boxes (Karmoy, the direction chart)
from the same file through game.tiled. Nothing here decides a rule.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ...rules.thunderbirds import board as board_labels
from ...geometry import hex_corners
from ...ui import palette, text, theme
from ...ui.dice import Die
from ...ui.widgets import translucent

# Paper-map palette (a 1943 operations map under a night lamp).
TERRAIN = {"sea": (64, 104, 142), "england": (122, 156, 96), "occupied": (198, 184, 142),
           "germany": (150, 124, 102)}
SHADED_SEA = (56, 92, 130)
HATCH = {"sea": (92, 132, 170), "occupied": (164, 146, 108), "germany": (122, 98, 80)}
COAST = (40, 46, 40)
BORDER = (96, 48, 40)
FLAK = {"green": (72, 176, 84), "yellow": (236, 204, 64), "red": (214, 62, 52)}
FLAK_BARS = {"green": 0, "yellow": 1, "red": 2}   # the bars across a flak triangle
INK = (36, 32, 28)
COUNTER_BACK = (92, 98, 70)      # flight path markers, face down (khaki)
EVENT_FACE = (236, 150, 60)
NO_EVENT_FACE = (214, 214, 200)
AIRFRAME_BACK = (70, 78, 92)
CREW_SIDE = theme.SIDE_A         # the Wimpy and the crew's markers: blue
GERMAN_SIDE = theme.SIDE_B       # fighters and flak: orange
# the planned route's arrows: to the target solid, home dashed (issue 35: a pattern beside the colour)
ROUTE = {"targetbound": theme.GOLD, "homebound": (150, 200, 240)}
palette.bind(__name__, {"CREW_SIDE": "side a", "GERMAN_SIDE": "side b"})
palette.bind(ROUTE, {"targetbound": "tb targetbound", "homebound": "tb homebound"})

SS = 2  # supersampling of the base map (painted at 2x, smoothed down once)
SS_BUDGET = 1_200_000  # pixels of map painted at 2x at most (issue 35: 1.6 x the 1280 x 800 screen's 0.38 M)


def supersampling(size) -> int:
    """How many times the map is painted larger than shown (then smoothed down): SS while the
    map is small enough; a map drawn larger than that (a large canvas: 2560 x 1600's is 2.6 M
    pixels) is painted at its own size, its working layer would take 40 MB and more."""
    return SS if size[0] * size[1] <= SS_BUDGET else 1


def _shared_edge(grid, a, b):
    """The two outline corners cell a shares with cell b (None if not adjacent)."""
    ob = grid.outline(b)
    pts = [p for p in grid.outline(a) if any(abs(p[0] - q[0]) < 1 and abs(p[1] - q[1]) < 1 for q in ob)]
    return pts if len(pts) == 2 else None


def paint_map(surface: pygame.Surface, view, board, offmap: dict) -> None:
    """Paint the whole map on the BoardView's cached base (called once)."""
    w, h = surface.get_size()
    ss = supersampling((w, h))
    big = pygame.Surface((w * ss, h * ss)) if ss > 1 else surface
    big.fill(TERRAIN["sea"])
    k = view.scale * ss
    grid = board.grid

    def P(x, y):
        return x * k, y * k

    rnd = random.Random(7)
    # Terrain fills with a little grain.
    for cell, hx in board.hexes.items():
        if not board.on_map(cell):
            continue
        pts = [P(x, y) for x, y in grid.outline(cell)]
        colour = SHADED_SEA if (hx.terrain == "sea" and hx.shaded) else TERRAIN.get(hx.terrain, TERRAIN["sea"])
        pygame.draw.polygon(big, colour, pts)
        pygame.draw.polygon(big, colour, pts, 2)  # close the hairline gaps between hexes
    for cell, hx in board.hexes.items():
        if not board.on_map(cell):
            continue
        cx, cy = P(*grid.center(cell))
        base = TERRAIN.get(hx.terrain, TERRAIN["sea"])
        for _ in range(26):
            dx, dy = rnd.uniform(-22, 22) * k, rnd.uniform(-22, 22) * k
            shade = rnd.randint(-8, 8)
            c = tuple(max(0, min(255, v + shade)) for v in base)
            pygame.draw.circle(big, c, (cx + dx, cy + dy), rnd.uniform(1.5, 4) * k)
        if hx.terrain == "sea" and not hx.shaded:  # wave ticks
            for _ in range(3):
                x0, y0 = cx + rnd.uniform(-18, 12) * k, cy + rnd.uniform(-16, 16) * k
                pts = [(x0 + i * k, y0 + 1.6 * k * math.sin(i / 2.2)) for i in range(0, 12)]
                pygame.draw.lines(big, (86, 128, 166), False, pts, max(1, int(k)))
    # Radar zones: diagonal hatching clipped to the shaded hexes, gathered on a translucent layer
    # laid over the map (a band of rows at a time: the same pixels as one layer, less memory).
    shaded = [cell for cell, hx in board.hexes.items() if board.on_map(cell) and hx.shaded]
    tw, th = int(grid.tile_w * k) + 2, int(grid.tile_h * k) + 2

    def hatching(cell) -> pygame.Surface:
        x0, y0 = P(*grid.top_left(cell))
        mask = pygame.Surface((tw, th), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(P(x, y)[0] - x0, P(x, y)[1] - y0)
                                                         for x, y in grid.outline(cell)])
        lines = pygame.Surface((tw, th), pygame.SRCALPHA)
        col = HATCH.get(board.hexes[cell].terrain, HATCH["sea"])
        step = int(9 * k)
        for d in range(-int(70 * k), int(70 * k), step):
            pygame.draw.line(lines, (*col, 200), (d, 0), (d + 64 * k, 64 * k), max(1, int(k)))
        lines.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return lines

    def gather_hatching(layer, rows) -> None:
        for cell in shaded:
            x0, y0 = (int(v) for v in P(*grid.top_left(cell)))  # where a blit at (x0, y0) lands
            if rows.top - th < y0 < rows.bottom:
                layer.blit(hatching(cell), (x0, y0 - rows.top))

    _in_bands(big, gather_hatching)
    # Faint hex grid, coasts and the German frontier.
    for cell in board.hexes:
        if board.on_map(cell):
            pygame.draw.lines(big, (0, 0, 0), True, [P(x, y) for x, y in grid.outline(cell)], 1)
    _blend_grid(big, [[P(x, y) for x, y in grid.outline(cell)] for cell in board.hexes if board.on_map(cell)],
                max(1, int(k)))
    for cell, hx in board.hexes.items():
        if not board.on_map(cell):
            continue
        for n in grid.neighbours(cell):
            if n < cell or not board.on_map(n):
                continue
            other = board.hexes[n]
            edge = _shared_edge(grid, cell, n)
            if edge is None:
                continue
            a, b = P(*edge[0]), P(*edge[1])
            land_a, land_b = hx.terrain != "sea", other.terrain != "sea"
            if land_a != land_b:
                pygame.draw.line(big, COAST, a, b, int(3 * k))
            elif land_a and land_b and (hx.terrain == "germany") != (other.terrain == "germany"):
                for t in range(0, 10, 2):  # dashed frontier
                    p0 = (a[0] + (b[0] - a[0]) * t / 10, a[1] + (b[1] - a[1]) * t / 10)
                    p1 = (a[0] + (b[0] - a[0]) * (t + 1) / 10, a[1] + (b[1] - a[1]) * (t + 1) / 10)
                    pygame.draw.line(big, BORDER, p0, p1, int(2.5 * k))
            elif (hx.terrain == "england") != (other.terrain == "england"):
                pygame.draw.line(big, COAST, a, b, int(2 * k))
    if big is not surface:
        _shrink(big, surface)
    del big

    # Labels and symbols at the final scale (crisp text).
    s = view.scale

    def Q(x, y):
        return x * s, y * s

    for name, (x, y, size) in REGION_LABELS.items():
        img = text.render(name, pt(size, s), (255, 255, 255), True).copy()  # the rendered line is shared
        img.set_alpha(70)
        surface.blit(img, img.get_rect(center=Q(x, y)))
    for cell, hx in board.hexes.items():
        if not board.on_map(cell):
            continue
        if hx.flak:
            at, size = flak_spot(Q(*grid.center(cell)), s)
            flak_triangle(surface, at, hx.flak, size)
    for name, cell in board.cities.items():
        place_dot(surface, Q(*grid.center(cell)), s)
        _label(surface, name, _below(Q(*grid.center(cell)), 4 * s), pt(10, s))
    for cell, hx in board.hexes.items():
        if not board.on_map(cell) or not hx.name or cell == board.home:
            continue
        label, size, zone = target_labels(hx, s)
        cx, cy = Q(*grid.center(cell))
        target_symbol(surface, (cx, cy), s)
        _label(surface, label, _below((cx, cy), 5 * s), size, bold=True)
        if zone:
            _label(surface, zone, _below((cx, cy), 17 * s), pt(8, s))
    hx, hy = Q(*grid.center(board.home))
    roundel(surface, (hx, hy - 6 * s), int(9 * s))
    _label(surface, "6 Group", (hx, hy + 8 * s), pt(11, s), bold=True)
    chart = offmap.get("direction_chart")
    if chart is not None:
        direction_chart(surface, pygame.Rect(*Q(chart.x, chart.y), chart.width * s, chart.height * s), board, s)
    img = text.render(MAP_KEY, 11, (240, 236, 220))
    surface.blit(img, img.get_rect(topright=(w - 8, 6)))


MAP_KEY = "Hatched: German radar zones"
REGION_TERM = {"NORTH SEA": "sea", "ENGLAND": "england", "GERMANY": "germany", "OCCUPIED EUROPE": "occupied",
               "BISCAY": "sea", "CHANNEL": "sea"}


def flak_spot(centre, s: float) -> tuple[tuple[float, float], int]:
    """Where a hex's flak triangle stands (its centre and size), from the hex's centre."""
    return (centre[0] + 15 * s, centre[1] - 17 * s), int(9 * s)


def flak_box(centre, size: int) -> pygame.Rect:
    cx, cy = centre
    return pygame.Rect(int(cx - size), int(cy - size), 2 * size + 1, int(size * 1.65) + 2)


def _below(centre, dy: float) -> tuple[float, float]:
    return centre[0], centre[1] + dy


def place_dot(surface, centre, s: float) -> None:
    """A place named on the map that is not a target (a city dot)."""
    cx, cy = centre
    pygame.draw.circle(surface, INK, (cx, cy - 4 * s), 3)
    pygame.draw.circle(surface, (250, 246, 236), (cx, cy - 4 * s), 1)


def target_symbol(surface, centre, s: float) -> None:
    """A target of Table 4 on the map: a red ring."""
    cx, cy = centre
    pygame.draw.circle(surface, (170, 30, 30), (cx, cy - 3 * s), 5, 2)
    pygame.draw.circle(surface, (170, 30, 30), (cx, cy - 3 * s), 1)


def pt(size: int, s: float) -> int:
    """The size of a name printed on the map at the map's scale ``s``: as designed at 1280 x 800's
    (about 1), and larger on a map drawn much larger (issue 35), less than the map grows."""
    return size if s < 1.2 else round(size * min(s, 3.0) ** 0.6)


def target_labels(hx, s: float) -> tuple[str, int, str]:
    """A target hex's label, its size, and its zone's label ("" when none)."""
    label = SHORT.get(hx.name.split(" [")[0], hx.name.split(" [")[0])
    size = text.fit_size(label, int(52 * s), pt(10, s), True, pt(7, s))
    zone = f"Zone {hx.zone}" if hx.zone and label != f"Zone {hx.zone}" else ""
    return label, size, zone


def label_rect(name, pos, size, bold=False) -> pygame.Rect:
    """Where ``_label`` puts a label (its paper backing)."""
    r = text.render(name, size, INK, bold).get_rect(midtop=(int(pos[0]), int(pos[1])))
    return r.inflate(6, 2)


def map_marks(view, board, offmap: dict) -> list[tuple[pygame.Rect, str]]:
    """The meaningful things ``paint_map`` puts on the map, in screen pixels with their
    legend terms (issue 15): the same places and sizes as the painting."""
    s = view.scale
    grid = board.grid
    ox, oy = view.origin
    out = []

    def Q(x, y):
        return x * s, y * s

    def add(rect, term):
        out.append((pygame.Rect(rect).move(ox, oy), term))

    for name, (x, y, size) in REGION_LABELS.items():
        add(text.render(name, pt(size, s), (255, 255, 255), True).get_rect(center=Q(x, y)),
            f"terrain-{REGION_TERM[name]}")
    for cell, hx in board.hexes.items():
        if board.on_map(cell) and hx.flak:
            add(flak_box(*flak_spot(Q(*grid.center(cell)), s)), f"flak-{hx.flak}")
    for name, cell in board.cities.items():
        c = Q(*grid.center(cell))
        add(label_rect(name, _below(c, 4 * s), pt(10, s)).union((c[0] - 4, c[1] - 4 * s - 4, 8, 8)), "place")
    for cell, hx in board.hexes.items():
        if not board.on_map(cell) or not hx.name or cell == board.home:
            continue
        label, size, zone = target_labels(hx, s)
        c = Q(*grid.center(cell))
        add(label_rect(label, _below(c, 5 * s), size, True).union((c[0] - 6, c[1] - 3 * s - 6, 12, 12)),
            "target-place")
        if zone:
            add(label_rect(zone, _below(c, 17 * s), pt(8, s)), "zone")
    hx, hy = Q(*grid.center(board.home))
    r = int(9 * s)
    add(pygame.Rect(hx - r, hy - 6 * s - r, 2 * r, 2 * r).union(label_rect("6 Group", (hx, hy + 8 * s), pt(11, s), True)),
        "six-group")
    chart = offmap.get("direction_chart")
    if chart is not None:
        add(pygame.Rect(*Q(chart.x, chart.y), chart.width * s, chart.height * s), "direction-chart")
    add(text.render(MAP_KEY, 11, (240, 236, 220)).get_rect(topright=(view.size[0] - 8, 6)), "radar-zone")
    return out


def _in_bands(big: pygame.Surface, gather, band: int = 100) -> None:
    """Lay a translucent layer as large as big over it, a band of rows at a time:
    ``gather(layer, rows)`` draws the band ``rows`` of the layer (at the layer's top). Blits and
    fills land on whole pixels, so the bands put down the very pixels one layer would."""
    w, h = big.get_size()
    layer = pygame.Surface((w, band), pygame.SRCALPHA)
    for top in range(0, h, band):
        rows = pygame.Rect(0, top, w, min(band, h - top))
        layer.fill((0, 0, 0, 0))
        gather(layer, rows)
        big.blit(layer, rows.topleft, pygame.Rect((0, 0), rows.size))


def _shrink(big: pygame.Surface, surface: pygame.Surface, band: int = 50) -> None:
    """smoothscale big (SS times the surface's size) onto the surface, a band of rows at a time:
    each of the surface's pixels averages its own SS x SS block of big, so bands of whole blocks
    put down the very pixels one smoothscale would, without its working copy of the whole map."""
    w, h = surface.get_size()
    for top in range(0, h, band):
        rows = min(band, h - top)
        pygame.transform.smoothscale(big.subsurface((0, top * SS, w * SS, rows * SS)), (w, rows),
                                     surface.subsurface((0, top, w, rows)))


def _blend_grid(big: pygame.Surface, outlines: list, width: int) -> None:
    """The hex outlines in white at alpha 40 over big, as one translucent layer of them would
    put them: the lines are drawn on a one-byte mask (a line's pixels do not depend on the
    surface's format), a band of rows at a time, and the layer is made from it. Each band's
    mask reaches past the band both ways by more than any one line's height, so that no line
    that touches the band is cut at the mask's edge (a cut line's pixels move): the same
    pixels as one mask of the whole map, in a fraction of its memory."""
    margin = int(max(abs(a[1] - b[1]) for pts in outlines for a, b in zip(pts, pts[1:] + pts[:1]))) + width + 4
    w, h = big.get_size()
    boxes = [(min(y for _, y in pts) - width, max(y for _, y in pts) + width, pts) for pts in outlines]
    masks: dict = {}

    def gather(layer, rows) -> None:
        top, bottom = max(0, rows.top - margin), min(h, rows.bottom + margin)  # cut where the map's edges cut
        mask = masks.get(bottom - top)
        if mask is None:
            masks.clear()
            mask = masks[bottom - top] = pygame.Surface((w, bottom - top), 0, 8)
            mask.set_palette([(0, 0, 0)] + [(255, 255, 255)] * 255)
            mask.set_colorkey((0, 0, 0))
        mask.fill((0, 0, 0))
        for y0, y1, pts in boxes:
            if y1 >= top and y0 <= bottom:
                pygame.draw.lines(mask, (255, 255, 255), True, [(x, y - top) for x, y in pts], width)
        layer.blit(mask, (0, 0), pygame.Rect(0, rows.top - top, w, rows.height))
        layer.fill((255, 255, 255, 40), special_flags=pygame.BLEND_RGBA_MIN)

    _in_bands(big, gather)


REGION_LABELS = {  # board pixels: (x, y, size), painted faintly
    "NORTH SEA": (230, 80, 20), "ENGLAND": (90, 200, 15), "GERMANY": (600, 320, 26),
    "OCCUPIED EUROPE": (320, 460, 16), "BISCAY": (34, 484, 11), "CHANNEL": (170, 316, 11),
}
SHORT = board_labels.SHORT  # the map's labels of places with longer names (the rules name them so too)


def targets_in(board, cell) -> list[str]:
    return [n for n, c in board.targets.items() if c == cell]


def _label(surface, name, pos, size, bold=False):
    img = text.render(name, size, INK, bold)
    r = img.get_rect(midtop=(int(pos[0]), int(pos[1])))
    surface.blit(translucent(r.inflate(6, 2).size, (250, 244, 226), 170, 4), r.inflate(6, 2))
    surface.blit(img, r)


def flak_triangle(surface, center, colour: str, size: int) -> None:
    cx, cy = center
    pts = [(cx, cy - size), (cx + size * 0.95, cy + size * 0.65), (cx - size * 0.95, cy + size * 0.65)]
    pygame.draw.polygon(surface, FLAK.get(colour, FLAK["yellow"]), pts)
    # bars across it as well as its colour (issue 35): none for light flak, one for medium, two for heavy
    for k in range(FLAK_BARS.get(colour, 1)):
        y = cy + size * (0.3 - 0.42 * k)
        half = size * 0.95 * (y - (cy - size)) / (size * 1.65)
        pygame.draw.line(surface, INK, (cx - half + 1, y), (cx + half - 1, y), max(1, size // 4))
    pygame.draw.polygon(surface, INK, pts, 1)


def roundel(surface, center, r: int) -> None:
    for radius, colour in ((r, (30, 60, 140)), (int(r * 0.66), (240, 240, 240)), (int(r * 0.36), (200, 40, 40))):
        pygame.draw.circle(surface, colour, center, max(1, radius))
    pygame.draw.circle(surface, INK, center, r, 1)


COMPASS_ANGLE = {0: 0, 1: 60, 2: 120, 3: 180, 4: 240, 5: 300}  # HexGrid direction -> degrees, y up


def direction_chart(surface, rect: pygame.Rect, board, s: float = 1.0) -> None:
    """The d6 direction chart of 7.9: a hex with the die faces on its sides."""
    pygame.draw.rect(surface, (236, 226, 198), rect, border_radius=8)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=8)
    cx, cy = rect.centerx, rect.centery + 6
    r = rect.width * 0.26
    pts = hex_corners((cx, cy), r)
    pygame.draw.polygon(surface, (200, 188, 156), pts)
    pygame.draw.polygon(surface, INK, pts, 1)
    text.draw(surface, "Lost? d6", (rect.centerx, rect.top + 2), pt(10, s), INK, True, "midtop")
    for face, d in board.directions.items():
        a = math.radians(COMPASS_ANGLE[d])
        x, y = cx + r * 1.45 * math.cos(a), cy - r * 1.45 * math.sin(a)
        text.draw(surface, str(face), (x, y), pt(11, s), INK, True, "center")


# -- counters ------------------------------------------------------------------------------
def _wellington(surf, colour, size):
    """A top view of a Wellington: long wing, twin engines, tail."""
    w = h = size
    cx = w / 2
    dark = tuple(int(c * 0.55) for c in colour)
    light = tuple(min(255, int(c * 1.35) + 30) for c in colour)
    pygame.draw.polygon(surf, light, [(cx - w * 0.47, h * 0.44), (cx + w * 0.47, h * 0.44),
                                      (cx + w * 0.44, h * 0.54), (cx - w * 0.44, h * 0.54)])
    pygame.draw.ellipse(surf, light, (cx - w * 0.07, h * 0.1, w * 0.14, h * 0.8))
    pygame.draw.polygon(surf, light, [(cx - w * 0.2, h * 0.82), (cx + w * 0.2, h * 0.82),
                                      (cx + w * 0.18, h * 0.9), (cx - w * 0.18, h * 0.9)])
    for ex in (-0.2, 0.2):
        pygame.draw.ellipse(surf, dark, (cx + ex * w - w * 0.045, h * 0.33, w * 0.09, h * 0.22))
    pygame.draw.ellipse(surf, dark, (cx - w * 0.035, h * 0.14, w * 0.07, h * 0.08))


@theme.cached
@lru_cache(maxsize=16)
def wimpy_counter(size: int, altitude: str) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 120), r.move(2, 2), border_radius=6)
    body = r.inflate(-3, -3)
    pygame.draw.rect(surf, CREW_SIDE, body, border_radius=6)
    pygame.draw.rect(surf, (220, 236, 250), body, 2, border_radius=6)
    plane = pygame.Surface((size, size), pygame.SRCALPHA)
    _wellington(plane, CREW_SIDE, size)
    surf.blit(plane, (0, -2))
    tag = "HIGH" if altitude == "high" else "LOW"
    text.draw(surf, tag, (size / 2, size - 2), max(8, size // 5), (255, 255, 255), True, "midbottom")
    return surf


@theme.cached
@lru_cache(maxsize=64)
def path_marker(size: int, back: str | None, number: int, event: int | None, homebound: bool) -> pygame.Surface:
    """A flight path marker: face down (khaki, its number) or turned (Event / No Event)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, (0, 0, 0, 110), r.move(1, 2), border_radius=4)
    if back is None:
        pygame.draw.rect(surf, COUNTER_BACK, r, border_radius=4)
        edge = ROUTE["homebound" if homebound else "targetbound"]
        pygame.draw.rect(surf, edge, r, 2, border_radius=4)
        if homebound:   # the way home's markers have a corner cut, as well as their colour (issue 35)
            k = max(6, size // 2)
            pygame.draw.polygon(surf, edge, [r.topleft, (r.left + k, r.top), (r.left, r.top + k)])
        text.draw(surf, str(number), r.center, max(9, size // 2), (240, 236, 220), True, "center")
    else:
        face = EVENT_FACE if back == "Event" else NO_EVENT_FACE
        pygame.draw.rect(surf, face, r, border_radius=4)
        pygame.draw.rect(surf, INK, r, 1, border_radius=4)
        if back == "Event":
            label = f"E{event}" if event else "EV"
            text.draw(surf, label, r.center, text.fit_size(label, r.width - 2, max(9, size // 2), True), INK,
                      True, "center")
        else:
            pygame.draw.line(surf, (150, 150, 140), (r.left + 4, r.bottom - 4), (r.right - 4, r.top + 4), 2)
    return surf


DAMAGE_TONE = {"No Effect": (196, 206, 190), "Crew Hit": (240, 196, 120), "BOOM": (40, 20, 20)}


@theme.cached
@lru_cache(maxsize=32)
def airframe_counter(size: tuple, name: str | None, slot: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, (0, 0, 0, 110), r.move(1, 2), border_radius=5)
    if name is None:
        pygame.draw.rect(surf, AIRFRAME_BACK, r, border_radius=5)
        for x in range(r.left - h, r.right, 6):
            pygame.draw.line(surf, (82, 90, 106), (x, r.bottom - 2), (x + h, r.top + 2))
        pygame.draw.rect(surf, (140, 150, 170), r, 1, border_radius=5)
        text.draw(surf, str(slot + 1), r.center, 14, (200, 206, 220), True, "center")
        return surf
    tone = DAMAGE_TONE.get(name, (226, 110, 92))
    pygame.draw.rect(surf, tone, r, border_radius=5)
    pygame.draw.rect(surf, INK, r, 1, border_radius=5)
    ink = (250, 220, 120) if name == "BOOM" else INK
    words = name.split(" ") if len(name) > 7 else [name]
    size_ = min(text.fit_size(wd, r.width - 4, 12, True, 7) for wd in words)
    y0 = r.centery - (len(words) * (size_ + 2)) / 2
    for i, wd in enumerate(words):
        text.draw(surf, wd, (r.centerx, y0 + i * (size_ + 2)), size_, ink, True, "midtop")
    return surf


def flip_scaled(img: pygame.Surface, progress: float, back: pygame.Surface | None = None) -> pygame.Surface:
    """A counter turning over: it narrows to an edge and opens on its other face."""
    shown = back if (back is not None and progress < 0.5) else img
    w = max(1, int(img.get_width() * abs(1 - 2 * progress)))
    return pygame.transform.smoothscale(shown, (w, img.get_height()))


def fighter_icon(surface, center, size: int, colour=None) -> None:
    colour = colour or GERMAN_SIDE   # the palette's, when none is given
    cx, cy = center
    s = size
    pygame.draw.polygon(surface, colour, [(cx - s * 0.5, cy), (cx + s * 0.5, cy), (cx + s * 0.4, cy + s * 0.14),
                                          (cx - s * 0.4, cy + s * 0.14)])
    pygame.draw.ellipse(surface, colour, (cx - s * 0.08, cy - s * 0.35, s * 0.16, s * 0.8))
    pygame.draw.line(surface, colour, (cx - s * 0.2, cy + s * 0.38), (cx + s * 0.2, cy + s * 0.38), max(2, s // 8))


class D10(Die):
    """A ten-sided die numbered 0-9 (TaW 3.0), drawn as a kite; the tumble is cosmetic."""

    def __init__(self, rect, colour=theme.PAPER, ink=INK):
        super().__init__(rect, 10, colour)
        self.ink = ink

    def _random_face(self):
        return self._tumble.randint(0, 9)

    def draw(self, surface) -> None:
        r = self.rect
        if self.rolling > 0:
            r = r.move(self._tumble.randint(-3, 3), self._tumble.randint(-3, 3))
        cx, cy = r.center
        pts = [(cx, r.top), (r.right, cy - r.height * 0.08), (cx, r.bottom), (r.left, cy - r.height * 0.08)]
        shadow = [(x + 3, y + 3) for x, y in pts]
        pygame.draw.polygon(surface, (0, 0, 0), shadow)
        pygame.draw.polygon(surface, self.colour, pts)
        edge = tuple(int(c * 0.7) for c in self.colour)
        pygame.draw.polygon(surface, edge, pts, 2)
        pygame.draw.line(surface, edge, (r.left + r.width * 0.22, cy + r.height * 0.08),
                         (r.right - r.width * 0.22, cy + r.height * 0.08), 1)
        if self.shown is not None:
            text.draw(surface, str(self.shown), (cx, cy - r.height * 0.06), int(r.height * 0.42), self.ink, True,
                      "center")
