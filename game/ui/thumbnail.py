"""The small picture of the board saved beside a save (the Load screen shows it)."""
from __future__ import annotations

import io

import pygame

from . import theme

SIZE = (192, 120)  # the window's 16:10, small


def picture_of(scene) -> pygame.Surface:
    """The scene drawn off screen as on the window, then made small."""
    full = pygame.Surface(theme.LOGICAL_SIZE)
    full.fill(theme.NIGHT)
    scene.draw(full)
    return pygame.transform.smoothscale(full, SIZE)


def png_of(scene) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(picture_of(scene), buf, "thumbnail.png")
    return buf.getvalue()
