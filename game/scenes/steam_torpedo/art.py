"""Steam Torpedo's pictures, drawn by code and cached: compartment cards (type frame,
durability gears with oxygen bubbles, trigger symbol, targeting diagram, effect text),
the wreck side of a destroyed card, submarine figures, crew tokens and the sea."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...rules.steam_torpedo.cards import Card
from ...ui import background, palette, redraw, text, theme

SIDE_COLOUR = {"talion": theme.SIDE_A, "rochelle": theme.SIDE_B}
palette.bind(SIDE_COLOUR, {"talion": "side a", "rochelle": "side b"})
# ST Type: the card frame colour
TYPE_FRAME = {"standard": (184, 172, 146), "engine": (32, 30, 28), "armoured": (70, 128, 78),
              "test": (58, 104, 176)}
TYPE_LABEL = {"standard": "Standard", "engine": "Engine", "armoured": "Armoured", "test": "Test"}
HAZARD = (232, 190, 40)
BRASS = (198, 156, 74)
STEEL = (58, 66, 76)
STEEL_DARK = (34, 40, 48)
DAMAGE_RED = (200, 50, 40)
BUBBLE = (120, 200, 240)
palette.bind(__name__, {"DAMAGE_RED": "st damage marker"})


def side_colour(faction: str):
    return SIDE_COLOUR.get(faction, theme.ACCENT)


def darker(colour, k: float = 0.6):
    return tuple(int(c * k) for c in colour[:3])


def lighter(colour, k: float = 0.45):
    return tuple(int(c + (255 - c) * k) for c in colour[:3])


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


def trigger_symbol(surface, rect: pygame.Rect, trigger: str) -> None:
    """Presence: a white square; activation: an arrow toward the control room; reaction:
    arrows back to the control room (ST Conditions for Starting Actions)."""
    pygame.draw.rect(surface, (30, 30, 34), rect, border_radius=4)
    c = rect.center
    if trigger == "presence":
        inner = rect.inflate(-rect.w // 2, -rect.h // 2)
        pygame.draw.rect(surface, (245, 245, 245), inner)
    elif trigger == "activation":
        x0, x1, y = rect.left + 4, rect.right - 5, c[1]
        pygame.draw.line(surface, (250, 250, 250), (x0, y), (x1, y), 2)
        pygame.draw.polygon(surface, (250, 250, 250), [(x1 + 1, y), (x1 - 5, y - 5), (x1 - 5, y + 5)])
    elif trigger == "reaction":
        for dy, flip in ((-4, 1), (4, -1)):
            y = c[1] + dy
            x0, x1 = rect.left + 4, rect.right - 4
            pygame.draw.line(surface, (120, 210, 255), (x0, y), (x1, y), 2)
            tip = x1 if flip > 0 else x0
            pygame.draw.polygon(surface, (120, 210, 255),
                                [(tip + flip, y), (tip - 4 * flip, y - 3), (tip - 4 * flip, y + 3)])


# Targeting diagram: the user's figure in the middle facing right (its heading), the
# enemy positions around it (ST Targeting).
DIAGRAM_CELLS = {"behind-range": (0, 1), "behind-close": (1, 1), "ahead-close": (3, 1),
                 "ahead-range": (4, 1), "port-close": (2, 0), "starboard-close": (2, 2)}


def targeting_diagram(surface, rect: pygame.Rect, targets) -> None:
    cw, ch = rect.w / 5, rect.h / 3
    wanted = {t.at for t in targets}
    for pos, (col, row) in DIAGRAM_CELLS.items():
        r = pygame.Rect(int(rect.left + col * cw) + 1, int(rect.top + row * ch) + 1, int(cw) - 2, int(ch) - 2)
        if pos in wanted:
            pygame.draw.rect(surface, (196, 46, 36), r, border_radius=2)
        else:
            pygame.draw.rect(surface, (150, 140, 120), r, 1, border_radius=2)
    me = pygame.Rect(int(rect.left + 2 * cw) + 1, int(rect.top + ch) + 2, int(cw) - 2, int(ch) - 4)
    pygame.draw.ellipse(surface, (40, 44, 52), me)
    pygame.draw.polygon(surface, (40, 44, 52), [(me.right + 2, me.centery), (me.right - 3, me.top),
                                                 (me.right - 3, me.bottom)])


# -- compartment cards ------------------------------------------------------------------
def gear_states(durability: int, oxygen_spaces: int, damage: int, oxygen: int) -> list[tuple[bool, bool, bool]]:
    """(bubble gear, damaged, oxygen marker) for each gear, left to right. Gears without
    bubbles come first, so damage (which covers them first) fills from the left."""
    out = []
    plain = durability - oxygen_spaces
    for i in range(durability):
        bubble = i >= plain
        damaged = i < damage
        out.append((bubble, damaged, False))
    # oxygen markers sit on undamaged bubble gears
    left = oxygen
    for i in range(durability - 1, -1, -1):
        bubble, damaged, _ = out[i]
        if bubble and not damaged and left > 0:
            out[i] = (bubble, damaged, True)
            left -= 1
    return out


def _frame(surf: pygame.Surface, card_type: str, radius: int) -> None:
    rect = surf.get_rect()
    frame = TYPE_FRAME.get(card_type, TYPE_FRAME["standard"])
    pygame.draw.rect(surf, frame, rect, border_radius=radius)
    if card_type == "engine":  # black-yellow hazard stripes on the frame
        stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
        for k in range(-rect.h, rect.w, 14):
            pygame.draw.line(stripes, HAZARD, (k, rect.h), (k + rect.h, 0), 5)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(stripes, (0, 0))


def card_face(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
              cell: str = "") -> pygame.Surface:
    """The face of a compartment card (one of the game's data: its values are the cache's key)."""
    return _card(card, tuple(size), damage, oxygen, cell)[0]


def card_symbols(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
                 cell: str = "") -> tuple:
    """The symbols printed on that card face, as (rectangle on the card, legend term), in
    drawing order (issue 15: each has a tooltip)."""
    return _card(card, tuple(size), damage, oxygen, cell)[1]


@theme.cached
@lru_cache(maxsize=256)
def _card(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
          cell: str = "") -> tuple:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    symbols: list = []

    def note(rect, term: str) -> None:
        symbols.append((pygame.Rect(rect), term))

    _frame(surf, card.type, 9)
    inner = surf.get_rect().inflate(-8, -8)
    pygame.draw.rect(surf, theme.PAPER, inner, border_radius=6)
    # top: durability gears with oxygen bubbles (ST Durability Points, Oxygen Supply)
    gr = 10
    x = inner.left + 4 + gr
    for bubble, damaged, marker in gear_states(card.durability, card.oxygen, damage, oxygen):
        gear(surf, (x, inner.top + 3 + gr), gr, (170, 164, 150) if not bubble else (176, 204, 214))
        if bubble:
            bubbles(surf, (x, inner.top + 3 + gr), gr - 2, BUBBLE if marker else (235, 240, 240), marker)
        if damaged:
            pygame.draw.circle(surf, DAMAGE_RED, (x, inner.top + 3 + gr), gr - 3)
            pygame.draw.line(surf, (255, 230, 220), (x - 4, inner.top + gr - 1), (x + 4, inner.top + gr + 7), 2)
            pygame.draw.line(surf, (255, 230, 220), (x + 4, inner.top + gr - 1), (x - 4, inner.top + gr + 7), 2)
        note((x - gr, inner.top + 3, 2 * gr, 2 * gr), "damage-marker" if damaged else "oxygen-marker" if marker
             else "oxygen-space" if bubble else "durability-gear")
        x += 2 * gr + 3
    # trigger symbol, "1" and "x2" (top right)
    tx = inner.right - 4
    if card.trigger != "none":
        r = pygame.Rect(0, 0, 26, 20)
        r.topright = (tx, inner.top + 3)
        trigger_symbol(surf, r, card.trigger)
        note(r, f"trigger-{card.trigger}")
        tx = r.left - 3
    for flag, label in ((card.double, "x2"), (card.once, "1")):
        if flag:
            r = pygame.Rect(0, 0, 22 if label == "x2" else 16, 20)
            r.topright = (tx, inner.top + 3)
            pygame.draw.rect(surf, (30, 30, 34), r, border_radius=4)
            text.draw(surf, label, r.center, 12, (250, 250, 250), True, "center")
            note(r, "double-use" if label == "x2" else "once-only")
            tx = r.left - 3
    # name and type
    y = inner.top + 2 * gr + 7
    size_ = text.fit_size(card.name, inner.w - 8, 13, True, 9)
    text.draw(surf, text.ellipsize(card.name, inner.w - 8, size_, True), (inner.left + 4, y), size_, theme.INK, True)
    y += size_ + 5
    # targeting diagram and attack strength, the effect text beside and below them
    narrow_left = inner.left + 4
    block_bottom = y
    if card.targets:
        diag = pygame.Rect(inner.left + 4, y + 1, 56, 27)
        targeting_diagram(surf, diag, card.targets)
        note(diag, "targeting-diagram")
        narrow_left = diag.right + 6
        block_bottom = diag.bottom + 2
        if card.attack:
            burst(surf, (narrow_left + 12, y + 14), 13)
            text.draw(surf, str(card.attack), (narrow_left + 12, y + 14), 13, (255, 250, 230), True, "center")
            note((narrow_left - 1, y + 1, 26, 26), "attack-strength")
            right = narrow_left + 28
            if card.attack_per_crew:  # the per-crew symbol: strength x the ready crew in it
                tag = pygame.Rect(0, 0, theme.font(9, True).size("x crew")[0] + 6, 12)
                tag.midtop = (narrow_left + 12, y + 22)
                tag.left = max(tag.left, inner.left + 2)
                pygame.draw.rect(surf, (30, 30, 34), tag, border_radius=4)
                text.draw(surf, "x crew", tag.center, 9, (250, 250, 250), True, "center")
                note(tag, "attack-per-crew")
                right = max(right, tag.right + 4)
            narrow_left = right
    body_text = card.text
    if card.once and body_text.startswith("1. "):
        body_text = body_text[3:]
    if card.double and body_text.startswith("x2. "):
        body_text = body_text[4:]
    f = theme.font(10)
    ly, line = y, ""
    limit = inner.bottom - 30
    for word in body_text.split():
        left = narrow_left if ly < block_bottom else inner.left + 4
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= inner.right - 4 - left or not line:
            line = trial
            continue
        text.draw(surf, line, (left, ly), 10, theme.INK)
        ly += 12
        line = word
        if ly + 11 > limit:
            line = ""
            break
    if line:
        left = narrow_left if ly < block_bottom else inner.left + 4
        text.draw(surf, line, (left, ly), 10, theme.INK)
    # crew strip (tokens are drawn per frame) and the corner marks
    strip = pygame.Rect(inner.left + 2, inner.bottom - 28, inner.w - 4, 26)
    pygame.draw.rect(surf, theme.PAPER_DARK, strip, border_radius=5)
    tag = "control" if card.control_room else TYPE_LABEL[card.type]
    tag_r = text.draw(surf, cell, (strip.right - 4, strip.centery), 11, (120, 104, 80), True, "midright") \
        if cell else pygame.Rect(strip.right - 2, strip.top, 0, 0)
    type_r = text.draw(surf, tag.upper(), (tag_r.left - 6, strip.centery), 8, (140, 124, 96), True, "midright")
    note(type_r.inflate(6, 8), "control-room" if card.control_room else f"type-{card.type}")
    if cell:
        note(tag_r.inflate(6, 8), "compartment-position")
    pygame.draw.rect(surf, darker(TYPE_FRAME[card.type], 0.7), surf.get_rect(), 2, border_radius=9)
    return surf, tuple(symbols)


@theme.cached
@lru_cache(maxsize=64)
def wreck_face(card: Card, size: tuple[int, int], cell: str = "") -> pygame.Surface:
    """A destroyed compartment is turned face down (ST Durability Points)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (40, 36, 34), rect, border_radius=9)
    for k in range(-rect.h, rect.w, 12):
        pygame.draw.line(surf, (52, 46, 42), (k, 0), (k + rect.h, rect.h), 3)
    for x in (10, rect.w - 10):
        for y in (10, rect.h - 10):
            pygame.draw.circle(surf, (90, 82, 72), (x, y), 3)
    crack = [(rect.w * 0.2, 0), (rect.w * 0.35, rect.h * 0.3), (rect.w * 0.28, rect.h * 0.5),
             (rect.w * 0.5, rect.h * 0.7), (rect.w * 0.45, rect.h)]
    pygame.draw.lines(surf, (14, 12, 12), False, crack, 4)
    text.draw(surf, "DESTROYED", (rect.centerx, rect.centery - 10), 16, (210, 90, 70), True, "center")
    name = text.ellipsize(card.name, rect.w - 16, 11)
    text.draw(surf, name, (rect.centerx, rect.centery + 12), 11, (170, 160, 150), False, "center")
    if cell:
        text.draw(surf, cell, (rect.right - 10, rect.bottom - 8), 11, (150, 140, 130), True, "bottomright")
    pygame.draw.rect(surf, (20, 18, 18), rect, 2, border_radius=9)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=9)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


# -- submarine figures ------------------------------------------------------------------
@theme.cached
@lru_cache(maxsize=16)
def submarine(colour: tuple, heading: str, size: tuple[int, int], ghost: bool = False) -> pygame.Surface:
    """A steam-age submarine figure, bow toward its heading."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    hull = pygame.Rect(int(w * 0.08), int(h * 0.38), int(w * 0.84), int(h * 0.5))
    body, dark, light = colour, darker(colour, 0.55), lighter(colour, 0.35)
    # conning tower with a periscope
    tower = pygame.Rect(int(w * 0.44), int(h * 0.12), int(w * 0.2), int(h * 0.34))
    pygame.draw.rect(surf, dark, tower, border_radius=5)
    pygame.draw.line(surf, dark, (tower.centerx + 4, tower.top), (tower.centerx + 4, 1), 3)
    pygame.draw.line(surf, dark, (tower.centerx + 4, 2), (tower.centerx + 12, 2), 3)
    # ram bow (right) and propeller (left)
    pygame.draw.polygon(surf, dark, [(hull.right - 8, hull.top + 4), (w - 1, hull.centery + 2),
                                     (hull.right - 8, hull.bottom - 3)])
    pygame.draw.ellipse(surf, body, hull)
    pygame.draw.ellipse(surf, light, hull.inflate(-hull.w * 0.2, -hull.h * 0.55).move(0, -hull.h * 0.16))
    pygame.draw.ellipse(surf, dark, hull, 2)
    px = hull.left + 2
    pygame.draw.line(surf, dark, (px, hull.centery), (1, hull.centery), 3)
    pygame.draw.ellipse(surf, BRASS, (0, hull.centery - 9, 7, 18))
    # brass portholes and rivet band
    for i in range(4):
        cx = int(hull.left + hull.w * (0.28 + 0.14 * i))
        pygame.draw.circle(surf, BRASS, (cx, hull.centery), 5)
        pygame.draw.circle(surf, (30, 40, 60), (cx, hull.centery), 3)
    if heading == "west":
        surf = pygame.transform.flip(surf, True, False)
    if ghost:
        surf.set_alpha(110)
    return surf


# -- crew tokens --------------------------------------------------------------------------
def crew_token(surface, centre, colour, crew_id: str, ready: bool, selected: bool = False,
               alive: bool = True) -> None:
    """A crew token: the commander is larger with a gold ring; an exhausted token lies down
    (flattened, dimmed, "z"); a dead one is a grey cross."""
    cx, cy = int(centre[0]), int(centre[1])
    commander = crew_id == "C"
    r = 12 if commander else 10
    if selected:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), r + 5)
        pygame.draw.circle(surface, (40, 30, 0), (cx, cy), r + 5, 2)
    if not alive:
        pygame.draw.circle(surface, (70, 70, 74), (cx, cy), r)
        pygame.draw.line(surface, (190, 60, 50), (cx - r + 3, cy - r + 3), (cx + r - 3, cy + r - 3), 3)
        pygame.draw.line(surface, (190, 60, 50), (cx + r - 3, cy - r + 3), (cx - r + 3, cy + r - 3), 3)
        return
    fill = colour if ready else tuple(int(c * 0.45 + 60) for c in colour)
    if ready:
        pygame.draw.circle(surface, (10, 10, 14), (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, fill, (cx, cy), r)
        pygame.draw.circle(surface, theme.GOLD if commander else (240, 240, 240), (cx, cy), r, 3 if commander else 2)
    else:
        box = pygame.Rect(0, 0, 2 * r + 4, r + 4)
        box.center = (cx, cy + 3)
        pygame.draw.ellipse(surface, (10, 10, 14), box.move(1, 2))
        pygame.draw.ellipse(surface, fill, box)
        pygame.draw.ellipse(surface, theme.GOLD if commander else (150, 150, 150), box, 2)
    label = "C" if commander else crew_id
    text.draw(surface, label, (cx, cy + (3 if not ready else 0)), 12 if commander else 11,
              (255, 255, 255) if ready else (40, 40, 40), True, "center")
    if commander and ready:
        for a in range(5):  # a little star crown
            ang = -math.pi / 2 + a * 2 * math.pi / 5
            pygame.draw.circle(surface, theme.GOLD, (int(cx + (r + 3) * math.cos(ang)),
                                                    int(cy + (r + 3) * math.sin(ang))), 2)
    if not ready:
        text.draw(surface, "z", (cx + r + 2, cy - 8), 11, (230, 230, 230), True, "center")


# -- the mat -----------------------------------------------------------------------------
def paint_mat(surf: pygame.Surface, layout) -> None:
    """The static mat: riveted steel table, both hulls behind their compartments, the five
    sea sectors with their lanes, and the panel backgrounds (within the surface's clip: the
    scene paints it in its kept frame, and a mouse move repaints a part of it)."""
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
        plate = rect.inflate(20, 14)
        if not clip.colliderect(plate.inflate(40, 8)):
            continue
        pts = [(plate.left + 30, plate.top), (plate.right - 30, plate.top), (plate.right + 14, plate.centery),
               (plate.right - 30, plate.bottom), (plate.left + 30, plate.bottom), (plate.left - 6, plate.centery)]
        pygame.draw.polygon(surf, STEEL_DARK, pts)
        pygame.draw.polygon(surf, darker(col, 0.7), pts, 3)
        for i in range(0, plate.w, 22):
            pygame.draw.circle(surf, (70, 78, 88), (plate.left + 30 + i * (plate.w - 60) // plate.w, plate.top + 4), 2)
            pygame.draw.circle(surf, (70, 78, 88), (plate.left + 30 + i * (plate.w - 60) // plate.w, plate.bottom - 4), 2)
    # the sea
    sea = layout.sea_rect
    deep = tuple(min(255, c + lift) for c, lift in zip(layout.sea, (14, 20, 22)))   # lighter towards the bottom
    background.paint_rows(surf, sea, background.gradient(layout.sea, deep, sea.h, max(1, sea.h)))
    for i in range(70):
        y = sea.top + 8 + (i * 29) % (sea.h - 14)
        x = sea.left + (i * 137) % sea.w
        length = 20 + (i * 13) % 40
        if not clip.colliderect((x - 1, y - 4, length + 2, 9)):
            continue
        pts = [(x + k, y + 2 * math.sin((x + k) / 7.0)) for k in range(0, min(length, sea.right - x), 3)]
        if len(pts) > 1:
            redraw.aalines(surf, (60, 110, 150), False, pts)
    for lane, rect in layout.lanes.items():
        pygame.draw.line(surf, (50, 92, 130), (rect.left, rect.bottom - 1), (rect.right, rect.bottom - 1)) \
            if lane == "north" else None
    for n, rect in layout.sectors.items():
        if n > 1:
            for y in range(rect.top, rect.bottom, 10):
                pygame.draw.line(surf, (110, 160, 200), (rect.left, y), (rect.left, y + 5), 2)
        label = pygame.Rect(0, 0, 26, 20)
        label.midtop = (rect.centerx, rect.top + 2)
        with text.within(rect, "background"):  # the sector's number lies under the figures and their names
            text.draw(surf, f"{n}", (rect.centerx, rect.centery), 44, (40, 82, 118), True, "center")
    pygame.draw.rect(surf, (120, 150, 180), sea, 2, border_radius=6)
    for name, rect in layout.panels.items():
        if name == "banner":
            continue
        pygame.draw.rect(surf, (26, 32, 44), rect, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=10)
