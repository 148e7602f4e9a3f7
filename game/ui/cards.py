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
    """paint(surface, rect) draws a card picture; games register their own."""
    ICONS[name] = paint


def _rounded(size, colour, radius) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    return surf


@theme.cached
@lru_cache(maxsize=512)
def face_surface(face: CardFace, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    r = max(4, w // 12)
    surf = _rounded(size, theme.PAPER, r)
    band = theme.DECK_COLOURS.get(face.deck, theme.ACCENT)
    title_size = text.fit_size(face.title, w - 10, max(10, min(16, w // 7)), True, 8)
    pygame.draw.rect(surf, band, (0, 0, w, title_size + 12), border_top_left_radius=r, border_top_right_radius=r)
    title = text.ellipsize(face.title, w - 8, title_size, True)
    text.draw(surf, title, (w // 2, 5), title_size, theme.TEXT if face.deck != "yellow" else theme.INK,
              True, "midtop")
    y = title_size + 16
    if face.kind:
        kind_size = max(8, min(title_size - 3, 12))
        kind = text.ellipsize(face.kind, w - 10, kind_size)
        text.draw(surf, kind, (w // 2, y), kind_size, (90, 80, 60), False, "midtop")
        y += kind_size + 4
    pic = pygame.Rect(6, y + 2, w - 12, max(10, h // 4))
    pygame.draw.rect(surf, face.tone or tuple(min(255, c + 60) for c in band), pic, border_radius=4)
    if face.icon in ICONS:
        ICONS[face.icon](surf, pic)
    elif face.badge:
        badge_size = text.fit_size(face.badge, pic.width - 6, max(12, min(24, pic.height - 6)), True)
        text.draw(surf, face.badge, pic.center, badge_size, theme.INK, True, "center")
    y = pic.bottom + 5
    body = max(9, min(13, w // 9))
    for line in face.lines:
        for part in text.wrap(line, w - 12, body):
            if y + body > h - 6:
                break
            text.draw(surf, part, (w // 2, y), body, theme.INK, False, "midtop")
            y += body + 3
    pygame.draw.rect(surf, theme.PAPER_DARK, surf.get_rect(), 2, border_radius=r)
    return surf


@theme.cached
@lru_cache(maxsize=64)
def back_surface(deck: str, size: tuple[int, int], label: str = "") -> pygame.Surface:
    w, h = size
    r = max(4, w // 12)
    colour = theme.DECK_COLOURS.get(deck, theme.ACCENT)
    surf = _rounded(size, colour, r)
    darker = tuple(int(c * 0.7) for c in colour)
    for k in range(-h, w, 10):
        pygame.draw.line(surf, darker, (k, 0), (k + h, h), 2)
    inner = surf.get_rect().inflate(-10, -10)
    pygame.draw.rect(surf, (245, 236, 214), inner, 2, border_radius=max(3, r - 3))
    if label:
        tag = pygame.Rect(0, 0, w - 16, 22)
        tag.center = (w // 2, h // 2)
        pygame.draw.rect(surf, darker, tag, border_radius=5)
        text.draw(surf, label, tag.center, max(9, min(13, w // 8)), (245, 236, 214), True, "center")
    # Punch the rounded corners out (the diagonal lines drew over them).
    mask = _rounded(size, (255, 255, 255, 255), r)
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
        img = face_surface(self.face, self.size) if showing_face else back_surface(
            self.face.deck, self.size, self.back_label)
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
