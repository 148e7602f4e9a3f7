"""Card sprites: faces and backs drawn by code, moving between slots and flipping."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from . import text, theme
from .anim import Tween


@dataclass(frozen=True)
class CardFace:
    """What a card's face shows: a title, a kind line, effect lines, the deck colour."""

    title: str
    kind: str = ""
    lines: tuple = ()
    deck: str = "blue"          # yellow, green, blue, red (theme.DECK_COLOURS)
    badge: str = ""             # short text in the picture area (a number, an icon word)
    tone: tuple | None = None   # picture area colour
    icon: str = ""              # a picture registered with register_icon


ICONS: dict = {}


def register_icon(name: str, paint) -> None:
    """paint(surface, rect, scale) draws a card picture in rect of a card laid out at ``scale``
    times its size (``face_surface``); games register their own."""
    ICONS[name] = paint


def _rounded(size, colour, radius) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    return surf


def _title_lines(title: str, width: int, largest: int) -> tuple[list[str], int]:
    """The title on one line at the largest size that fits, else on two lines (a long
    name on a small card is never shortened)."""
    size = text.fit_size(title, width, largest, True, 8)
    if theme.font(size, True).size(title)[0] <= width or " " not in title:
        return [title], size
    size = largest
    while True:
        lines = text.wrap(title, width, size, True)
        if (len(lines) <= 2 and all(theme.font(size, True).size(x)[0] <= width for x in lines)) or size <= 7:
            return lines, size
        size -= 1


def _fitted_lines(parts, width: int, largest: int, smallest: int, room: int, gap: int):
    """The lines of ``parts`` wrapped at the largest size (down to ``smallest``) whose
    lines, ``gap`` apart, take at most ``room`` pixels; the smallest size when none does."""
    for size in range(largest, smallest - 1, -1):
        lines = [x for part in parts for x in text.wrap(part, width, size)]
        if len(lines) * (size + gap) <= room:
            return lines, size
    return lines, smallest


@theme.cached
@lru_cache(maxsize=512)
def face_surface(face: CardFace, size: tuple[int, int], scale: float = 1.0) -> pygame.Surface:
    """The face drawn at ``size``; ``scale``: a card laid out as one ``scale`` times smaller
    (its print, margins and picture), drawn at that many times its size (a board drawn larger
    than its design, issue 35): never a small bitmap blown up."""
    def z(v):   # a measure of the card's layout, in pixels drawn
        return round(v * scale)
    w, h = round(size[0] / scale), round(size[1] / scale)
    r = max(4, w // 12)
    surf = _rounded(size, theme.PAPER, z(r))
    band = theme.DECK_COLOURS.get(face.deck, theme.ACCENT)
    titles, title_size = _title_lines(face.title, w - 8, max(10, min(16, w // 7)))
    title_h = len(titles) * (title_size + 2)
    pygame.draw.rect(surf, band, (0, 0, size[0], z(title_h + 10)), border_top_left_radius=z(r),
                     border_top_right_radius=z(r))
    for i, title in enumerate(titles):
        text.draw(surf, title, (size[0] // 2, z(5 + i * (title_size + 2))), z(title_size),
                  theme.TEXT if face.deck != "yellow" else theme.INK, True, "midtop")
    y = title_h + 14
    body = max(9, min(13, w // 9))
    body_room = max(0, h - 6 - y - 7 - max(10, h // 6))  # what is left below a picture at least h/6 high
    kinds: list[str] = []
    if face.kind:
        # the kind line (a ship's type, a mission's note) wraps, smaller if need be, and
        # leaves the effect lines their room
        body_lines, _ = _fitted_lines(face.lines, w - 12, body, 8, body_room, 3)
        kind_room = max(0, body_room - len(body_lines) * (body + 3))
        largest = max(8, min(title_size - 3, 12))
        kinds, kind_size = _fitted_lines([face.kind], w - 10, largest, 7, kind_room, 2)
        for i, kind in enumerate(kinds):
            text.draw(surf, kind, (size[0] // 2, z(y + i * (kind_size + 2))), z(kind_size), (90, 80, 60), False,
                      "midtop")
        y += len(kinds) * (kind_size + 2) + 2
    lines, body = _fitted_lines(face.lines, w - 12, body, 8, max(0, h - 6 - y - 7 - 10), 3)
    pic_h = max(10, min(h // 4, h - 6 - y - 7 - len(lines) * (body + 3)))
    pic = pygame.Rect(z(6), z(y + 2), size[0] - 2 * z(6), z(pic_h))
    pygame.draw.rect(surf, face.tone or tuple(min(255, c + 60) for c in band), pic, border_radius=z(4))
    if face.icon in ICONS:
        ICONS[face.icon](surf, pic, scale)
    elif face.badge:
        badge_size = text.fit_size(face.badge, pic.width - z(6), max(z(12), min(z(24), pic.height - z(6))), True)
        text.draw(surf, face.badge, pic.center, badge_size, theme.INK, True, "center")
    y = y + 2 + pic_h + 5
    for part in lines:
        if y + body > h - 6:
            if text.recording():  # a line the card has no room for
                text.note(surf, part, pygame.Rect(z(6), z(y), 1, z(body)), cut=True)
            break
        text.draw(surf, part, (size[0] // 2, z(y)), z(body), theme.INK, False, "midtop")
        y += body + 3
    pygame.draw.rect(surf, theme.PAPER_DARK, surf.get_rect(), z(2), border_radius=z(r))
    return surf


@theme.cached
@lru_cache(maxsize=64)
def back_surface(deck: str, size: tuple[int, int], label: str = "", scale: float = 1.0) -> pygame.Surface:
    """A card's back at ``size`` (``scale``: laid out as a card that many times smaller, as
    ``face_surface``)."""
    def z(v):
        return round(v * scale)
    w, h = size
    r = max(4, round(w / scale) // 12)
    colour = theme.DECK_COLOURS.get(deck, theme.ACCENT)
    surf = _rounded(size, colour, z(r))
    darker = tuple(int(c * 0.7) for c in colour)
    for k in range(-h, w, z(10)):
        pygame.draw.line(surf, darker, (k, 0), (k + h, h), z(2))
    inner = surf.get_rect().inflate(-z(10), -z(10))
    pygame.draw.rect(surf, (245, 236, 214), inner, z(2), border_radius=max(z(3), z(r - 3)))
    if label:
        tag = pygame.Rect(0, 0, w - z(16), z(22))
        tag.center = (w // 2, h // 2)
        pygame.draw.rect(surf, darker, tag, border_radius=z(5))
        text.draw(surf, label, tag.center, z(max(9, min(13, round(w / scale) // 8))), (245, 236, 214), True, "center")
    # Punch the rounded corners out (the diagonal lines drew over them).
    mask = _rounded(size, (255, 255, 255, 255), z(r))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


@dataclass
class CardSprite:
    """A card on the table: moves between positions and flips from back to face."""

    face: CardFace
    size: tuple[int, int]
    pos: tuple[float, float]
    face_up: bool = True
    back_label: str = ""
    move: Tween | None = None
    flip: Tween | None = None
    glow: tuple | None = None
    scale: float = 1.0          # drawn that many times its layout's size (face_surface)
    _flip_to_face: bool = field(default=True, repr=False)

    def move_to(self, target, seconds: float, delay: float = 0.0) -> None:
        self.move = Tween(self.pos, tuple(target), seconds, delay=delay)

    def flip_over(self, seconds: float, delay: float = 0.0) -> None:
        self._flip_to_face = not self.face_up
        self.flip = Tween(0.0, 1.0, seconds, delay=delay)
        if seconds <= 0:
            self.face_up = self._flip_to_face
            self.flip = None

    def update(self, dt: float) -> bool:
        moving = False
        if self.move:
            moving = self.move.update(dt)
            self.pos = self.move.value
            if self.move.done:
                self.move = None
        if self.flip:
            moving = self.flip.update(dt) or moving
            if self.flip.done:
                self.face_up = self._flip_to_face
                self.flip = None
        return moving

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(int(self.pos[0]), int(self.pos[1]), *self.size)

    def draw(self, surface: pygame.Surface) -> None:
        showing_face = self.face_up
        width = self.size[0]
        if self.flip:
            p = self.flip.progress
            showing_face = self.face_up if p < 0.5 else self._flip_to_face
            width = max(1, int(self.size[0] * abs(1 - 2 * p)))
        img = face_surface(self.face, self.size, self.scale) if showing_face else back_surface(
            self.face.deck, self.size, self.back_label, self.scale)
        if width != self.size[0]:
            img = pygame.transform.smoothscale(img, (width, self.size[1]))
        x = self.pos[0] + (self.size[0] - width) / 2
        shadow = pygame.Rect(int(x) + 3, int(self.pos[1]) + 4, width, self.size[1])
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=6)
        surface.blit(img, (x, self.pos[1]))
        if self.glow:
            pygame.draw.rect(surface, self.glow, self.rect.inflate(6, 6), 3, border_radius=8)


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, label: str = "", active: bool = False) -> None:
    """An empty card place on the mat: a dashed outline and its label."""
    colour = theme.HIGHLIGHT if active else (120, 140, 120)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    for x in range(x0, x1, 10):
        pygame.draw.line(surface, colour, (x, y0), (min(x + 5, x1), y0))
        pygame.draw.line(surface, colour, (x, y1 - 1), (min(x + 5, x1), y1 - 1))
    for y in range(y0, y1, 10):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + 5, y1)))
        pygame.draw.line(surface, colour, (x1 - 1, y), (x1 - 1, min(y + 5, y1)))
    if label:
        for i, line in enumerate(text.wrap(label, rect.width - 8, 12)):
            text.draw(surface, line, (rect.centerx, rect.centery - 8 + i * 15), 12, colour, False, "center")
