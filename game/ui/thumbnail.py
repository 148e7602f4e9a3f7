"""The small picture of the board saved beside a save (the Load screen shows it)."""
from __future__ import annotations

import io

import pygame

from . import theme

SIZE = (192, 120)  # the window's 16:10, small


def picture_of(scene) -> pygame.Surface:
    """The scene drawn off screen as on the window (at the size it is laid out for), then
    made small: as large as fits, centred (a wide window's picture with night above and below)."""
    full = pygame.Surface(getattr(scene, "size", theme.LOGICAL_SIZE))
    full.fill(theme.NIGHT)
    scene.draw(full)
    w, h = full.get_size()
    scale = min(SIZE[0] / w, SIZE[1] / h)
    out = pygame.Surface(SIZE)
    out.fill(theme.NIGHT)
    small = pygame.transform.smoothscale(full, (max(1, round(w * scale)), max(1, round(h * scale))))
    out.blit(small, small.get_rect(center=(SIZE[0] // 2, SIZE[1] // 2)))
    return out


def png_of(scene) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(picture_of(scene), buf, "thumbnail.png")
    return buf.getvalue()
