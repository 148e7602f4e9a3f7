"""Steam Torpedo's compartment cards, drawn by code and cached: type frame, durability gears
with oxygen bubbles, trigger symbol, targeting diagram, effect text, and the wreck side of a
destroyed card; each drawn at a zoom of its print on the 1280 x 800 mat (issue 35: fit.py)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ...rules.steam_torpedo.cards import Card
from ...ui import text, theme
from . import art
from .art import BUBBLE, bubbles, burst, darker, gear

# ST Type: the card frame colour
TYPE_FRAME = {"standard": (184, 172, 146), "engine": (32, 30, 28), "armoured": (70, 128, 78),
              "test": (58, 104, 176)}
TYPE_LABEL = {"standard": "Standard", "engine": "Engine", "armoured": "Armoured", "test": "Test"}
HAZARD = (232, 190, 40)


def trigger_symbol(surface, rect: pygame.Rect, trigger: str, zoom: float = 1.0) -> None:
    """Presence: a white square; activation: an arrow toward the control room; reaction:
    arrows back to the control room (ST Conditions for Starting Actions)."""
    def z(v: float) -> int:
        return round(v * zoom)

    pygame.draw.rect(surface, (30, 30, 34), rect, border_radius=z(4))
    c = rect.center
    if trigger == "presence":
        inner = rect.inflate(-rect.w // 2, -rect.h // 2)
        pygame.draw.rect(surface, (245, 245, 245), inner)
    elif trigger == "activation":
        x0, x1, y = rect.left + z(4), rect.right - z(5), c[1]
        pygame.draw.line(surface, (250, 250, 250), (x0, y), (x1, y), z(2))
        pygame.draw.polygon(surface, (250, 250, 250), [(x1 + z(1), y), (x1 - z(5), y - z(5)), (x1 - z(5), y + z(5))])
    elif trigger == "reaction":
        for dy, flip in ((-z(4), 1), (z(4), -1)):
            y = c[1] + dy
            x0, x1 = rect.left + z(4), rect.right - z(4)
            pygame.draw.line(surface, (120, 210, 255), (x0, y), (x1, y), z(2))
            tip = x1 if flip > 0 else x0
            pygame.draw.polygon(surface, (120, 210, 255),
                                [(tip + flip * z(1), y), (tip - z(4) * flip, y - z(3)), (tip - z(4) * flip, y + z(3))])


# Targeting diagram: the user's figure in the middle facing right (its heading), the
# enemy positions around it (ST Targeting).
DIAGRAM_CELLS = {"behind-range": (0, 1), "behind-close": (1, 1), "ahead-close": (3, 1),
                 "ahead-range": (4, 1), "port-close": (2, 0), "starboard-close": (2, 2)}


def targeting_diagram(surface, rect: pygame.Rect, targets, zoom: float = 1.0) -> None:
    def z(v: float) -> int:
        return round(v * zoom)

    cw, ch = rect.w / 5, rect.h / 3
    wanted = {t.at for t in targets}
    for pos, (col, row) in DIAGRAM_CELLS.items():
        r = pygame.Rect(int(rect.left + col * cw) + z(1), int(rect.top + row * ch) + z(1), int(cw) - z(2),
                        int(ch) - z(2))
        if pos in wanted:
            pygame.draw.rect(surface, (196, 46, 36), r, border_radius=z(2))
        else:
            pygame.draw.rect(surface, (150, 140, 120), r, 1, border_radius=z(2))
    me = pygame.Rect(int(rect.left + 2 * cw) + z(1), int(rect.top + ch) + z(2), int(cw) - z(2), int(ch) - z(4))
    pygame.draw.ellipse(surface, (40, 44, 52), me)
    pygame.draw.polygon(surface, (40, 44, 52), [(me.right + z(2), me.centery), (me.right - z(3), me.top),
                                                 (me.right - z(3), me.bottom)])


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


def _frame(surf: pygame.Surface, card_type: str, radius: int, zoom: float = 1.0) -> None:
    rect = surf.get_rect()
    frame = TYPE_FRAME.get(card_type, TYPE_FRAME["standard"])
    pygame.draw.rect(surf, frame, rect, border_radius=radius)
    if card_type == "engine":  # black-yellow hazard stripes on the frame
        stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
        for k in range(-rect.h, rect.w, round(14 * zoom)):
            pygame.draw.line(stripes, HAZARD, (k, rect.h), (k + rect.h, 0), round(5 * zoom))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(stripes, (0, 0))


def card_face(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
              cell: str = "", zoom: float = 1.0) -> pygame.Surface:
    """The face of a compartment card (one of the game's data: its values are the cache's key),
    its print ``zoom`` times its size on the 1280 x 800 mat (issue 35: the mat drawn larger)."""
    return _card(card, tuple(size), damage, oxygen, cell, zoom)[0]


def card_symbols(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
                 cell: str = "", zoom: float = 1.0) -> tuple:
    """The symbols printed on that card face, as (rectangle on the card, legend term), in
    drawing order (issue 15: each has a tooltip)."""
    return _card(card, tuple(size), damage, oxygen, cell, zoom)[1]


@theme.cached
@lru_cache(maxsize=256)
def _card(card: Card, size: tuple[int, int], damage: int = 0, oxygen: int = 0,
          cell: str = "", zoom: float = 1.0) -> tuple:
    def z(v: float) -> int:
        """A length of the card's print at 1280 x 800, at the card's zoom."""
        return round(v * zoom)

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    symbols: list = []

    def note(rect, term: str) -> None:
        symbols.append((pygame.Rect(rect), term))

    _frame(surf, card.type, z(9), zoom)
    inner = surf.get_rect().inflate(-z(8), -z(8))
    pygame.draw.rect(surf, theme.PAPER, inner, border_radius=z(6))
    # top: durability gears with oxygen bubbles (ST Durability Points, Oxygen Supply)
    gr = z(10)
    x = inner.left + z(4) + gr
    gy = inner.top + z(3) + gr
    for bubble, damaged, marker in gear_states(card.durability, card.oxygen, damage, oxygen):
        gear(surf, (x, gy), gr, (170, 164, 150) if not bubble else (176, 204, 214))
        if bubble:
            bubbles(surf, (x, gy), gr - z(2), BUBBLE if marker else (235, 240, 240), marker)
        if damaged:
            pygame.draw.circle(surf, art.DAMAGE_RED, (x, gy), gr - z(3))
            cross = max(1, z(2))
            pygame.draw.line(surf, (255, 230, 220), (x - z(4), gy - z(4)), (x + z(4), gy + z(4)), cross)
            pygame.draw.line(surf, (255, 230, 220), (x + z(4), gy - z(4)), (x - z(4), gy + z(4)), cross)
        note((x - gr, inner.top + z(3), 2 * gr, 2 * gr), "damage-marker" if damaged else "oxygen-marker" if marker
             else "oxygen-space" if bubble else "durability-gear")
        x += 2 * gr + z(3)
    # trigger symbol, "1" and "x2" (top right)
    tx = inner.right - z(4)
    if card.trigger != "none":
        r = pygame.Rect(0, 0, z(26), z(20))
        r.topright = (tx, inner.top + z(3))
        trigger_symbol(surf, r, card.trigger, zoom)
        note(r, f"trigger-{card.trigger}")
        tx = r.left - z(3)
    for flag, label in ((card.double, "x2"), (card.once, "1")):
        if flag:
            r = pygame.Rect(0, 0, z(22 if label == "x2" else 16), z(20))
            r.topright = (tx, inner.top + z(3))
            pygame.draw.rect(surf, (30, 30, 34), r, border_radius=z(4))
            text.draw(surf, label, r.center, z(12), (250, 250, 250), True, "center")
            note(r, "double-use" if label == "x2" else "once-only")
            tx = r.left - z(3)
    # name and type
    y = inner.top + 2 * gr + z(7)
    size_ = text.fit_size(card.name, inner.w - z(8), z(13), True, z(9))
    text.draw(surf, text.ellipsize(card.name, inner.w - z(8), size_, True), (inner.left + z(4), y), size_, theme.INK,
              True)
    y += size_ + z(5)
    # targeting diagram and attack strength, the effect text beside and below them
    narrow_left = inner.left + z(4)
    block_bottom = y
    if card.targets:
        diag = pygame.Rect(inner.left + z(4), y + z(1), z(56), z(27))
        targeting_diagram(surf, diag, card.targets, zoom)
        note(diag, "targeting-diagram")
        narrow_left = diag.right + z(6)
        block_bottom = diag.bottom + z(2)
        if card.attack:
            centre = (narrow_left + z(12), y + z(14))
            burst(surf, centre, z(13))
            text.draw(surf, str(card.attack), centre, z(13), (255, 250, 230), True, "center")
            note((narrow_left - z(1), y + z(1), z(26), z(26)), "attack-strength")
            right = narrow_left + z(28)
            if card.attack_per_crew:  # the per-crew symbol: strength x the ready crew in it
                tag = pygame.Rect(0, 0, theme.font(z(9), True).size("x crew")[0] + z(6), z(12))
                tag.midtop = (narrow_left + z(12), y + z(22))
                tag.left = max(tag.left, inner.left + z(2))
                pygame.draw.rect(surf, (30, 30, 34), tag, border_radius=z(4))
                text.draw(surf, "x crew", tag.center, z(9), (250, 250, 250), True, "center")
                note(tag, "attack-per-crew")
                right = max(right, tag.right + z(4))
            narrow_left = right
    body_text = card.text
    if card.once and body_text.startswith("1. "):
        body_text = body_text[3:]
    if card.double and body_text.startswith("x2. "):
        body_text = body_text[4:]
    # the effect's words, a size smaller when the print at a zoom runs a line longer (a font's
    # width does not grow quite in step with its size)
    for body in range(z(10), z(8) - 1, -1):
        lines = _body_lines(body_text, theme.font(body), y, block_bottom, narrow_left, inner, inner.bottom - z(30),
                            body + z(2), z)
        if not lines or lines[-1] is not None or body == z(8):
            break
    for line in lines:
        if line is not None:
            text.draw(surf, line[0], line[1], body, theme.INK)
    # crew strip (tokens are drawn per frame) and the corner marks
    strip = pygame.Rect(inner.left + z(2), inner.bottom - z(28), inner.w - z(4), z(26))
    pygame.draw.rect(surf, theme.PAPER_DARK, strip, border_radius=z(5))
    tag = "control" if card.control_room else TYPE_LABEL[card.type]
    tag_r = text.draw(surf, cell, (strip.right - z(4), strip.centery), z(11), (120, 104, 80), True, "midright") \
        if cell else pygame.Rect(strip.right - z(2), strip.top, 0, 0)
    type_r = text.draw(surf, tag.upper(), (tag_r.left - z(6), strip.centery), z(8), (140, 124, 96), True, "midright")
    note(type_r.inflate(z(6), z(8)), "control-room" if card.control_room else f"type-{card.type}")
    if cell:
        note(tag_r.inflate(z(6), z(8)), "compartment-position")
    pygame.draw.rect(surf, darker(TYPE_FRAME[card.type], 0.7), surf.get_rect(), z(2), border_radius=z(9))
    return surf, tuple(symbols)


def _body_lines(words: str, f, y: int, block_bottom: int, narrow_left: int, inner: pygame.Rect, limit: int,
                step: int, z) -> list:
    """A card's effect text wrapped from y down: [(line, (x, y)), ...], the last None when the
    words ran past ``limit`` (the rest left out)."""
    out: list = []
    ly, line = y, ""
    for word in words.split():
        left = narrow_left if ly < block_bottom else inner.left + z(4)
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= inner.right - z(4) - left or not line:
            line = trial
            continue
        out.append((line, (left, ly)))
        ly += step
        line = word
        if ly + step - 1 > limit:
            return out + [None]
    if line:
        left = narrow_left if ly < block_bottom else inner.left + z(4)
        out.append((line, (left, ly)))
    return out


@theme.cached
@lru_cache(maxsize=64)
def wreck_face(card: Card, size: tuple[int, int], cell: str = "", zoom: float = 1.0) -> pygame.Surface:
    """A destroyed compartment is turned face down (ST Durability Points)."""
    def z(v: float) -> int:
        return round(v * zoom)

    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (40, 36, 34), rect, border_radius=z(9))
    for k in range(-rect.h, rect.w, z(12)):
        pygame.draw.line(surf, (52, 46, 42), (k, 0), (k + rect.h, rect.h), z(3))
    for x in (z(10), rect.w - z(10)):
        for y in (z(10), rect.h - z(10)):
            pygame.draw.circle(surf, (90, 82, 72), (x, y), z(3))
    crack = [(rect.w * 0.2, 0), (rect.w * 0.35, rect.h * 0.3), (rect.w * 0.28, rect.h * 0.5),
             (rect.w * 0.5, rect.h * 0.7), (rect.w * 0.45, rect.h)]
    pygame.draw.lines(surf, (14, 12, 12), False, crack, z(4))
    text.draw(surf, "DESTROYED", (rect.centerx, rect.centery - z(10)), z(16), (210, 90, 70), True, "center")
    name = text.ellipsize(card.name, rect.w - z(16), z(11))
    text.draw(surf, name, (rect.centerx, rect.centery + z(12)), z(11), (170, 160, 150), False, "center")
    if cell:
        text.draw(surf, cell, (rect.right - z(10), rect.bottom - z(8)), z(11), (150, 140, 130), True, "bottomright")
    pygame.draw.rect(surf, (20, 18, 18), rect, z(2), border_radius=z(9))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=z(9))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf
