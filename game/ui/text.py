"""Text drawing: rendering, wrapping and aligning lines.

A line is rendered once and kept (keyed by text, size, colour and boldness), and a wrap,
a fitted size or a shortened line is measured once: a frame redraws the same words.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme

_RENDERED = theme.SurfaceCache(max_bytes=3 * 1024 * 1024)


def render(text: str, size: int = 16, colour=theme.TEXT, bold: bool = False) -> pygame.Surface:
    """The line rendered (antialiased, transparent background); shared: copy it before changing it."""
    colour = tuple(colour)
    return _RENDERED.get((text, size, colour, bold),
                         lambda: theme.font(size, bold).render(text, True, colour))


def wrap(text: str, width: int, size: int = 16, bold: bool = False) -> list[str]:
    """Split text into lines no wider than width pixels (words kept whole where possible)."""
    return list(_wrap(text, width, size, bold))


@theme.cached
@lru_cache(maxsize=1024)
def _wrap(text: str, width: int, size: int, bold: bool) -> tuple[str, ...]:
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def draw(surface: pygame.Surface, text: str, pos, size: int = 16, colour=theme.TEXT,
         bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, size: int = 16, colour=theme.TEXT,
                 bold: bool = False, line_gap: int = 3) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    y = rect.top
    height = theme.font(size, bold).get_linesize()
    for line in _wrap(text, rect.width, size, bold):
        if y + height > rect.bottom + 1:
            break
        surface.blit(render(line, size, colour, bold), (rect.left, y))
        y += height + line_gap
    return y - rect.top


@theme.cached
@lru_cache(maxsize=1024)
def fit_size(text_: str, width: int, size: int, bold: bool = False, minimum: int = 9) -> int:
    """The largest font size up to `size` at which text fits in width (not below minimum)."""
    while size > minimum and theme.font(size, bold).size(text_)[0] > width:
        size -= 1
    return size


@theme.cached
@lru_cache(maxsize=1024)
def ellipsize(text_: str, width: int, size: int, bold: bool = False) -> str:
    f = theme.font(size, bold)
    if f.size(text_)[0] <= width:
        return text_
    while text_ and f.size(text_ + "…")[0] > width:
        text_ = text_[:-1]
    return text_ + "…"
