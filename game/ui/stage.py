"""The stage: a 1280 x 800 place at the canvas's centre for the scenes that lay themselves
out at that size only (issue 35).

The canvas has the window's shape (ui/window.py). A scene that lays itself out for any
canvas says so (``Scene.fills_canvas``) and is given the whole of it; any other opaque
scene (a menu, a list) is drawn on the stage, the canvas around it painted as the stage's
edges go on, and its clicks, its mouse place and the rectangles it damages are moved by
the stage's corner. While the app asks a staged scene anything, ``origin()`` is that corner,
so ``window.mouse_pos`` and ``redraw.damage`` speak the scene's coordinates.
"""
from __future__ import annotations

from contextlib import contextmanager

import pygame

from . import theme

_origin = [0, 0]


def origin() -> tuple[int, int]:
    """The corner of the stage of the scene being asked now ((0, 0): the canvas's own)."""
    return _origin[0], _origin[1]


def rect(canvas: tuple[int, int] | None = None) -> pygame.Rect:
    """The stage on a canvas of this size (the one in use, by default): 1280 x 800, centred."""
    size = canvas if canvas is not None else theme.canvas_size()
    r = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
    r.center = (size[0] // 2, size[1] // 2)
    r.topleft = (max(0, r.left), max(0, r.top))
    return r


@contextmanager
def at(corner: tuple[int, int]):
    """Ask a scene staged with this corner (the mouse and damage in its coordinates)."""
    kept = _origin[:]
    _origin[:] = [corner[0], corner[1]]
    try:
        yield
    finally:
        _origin[:] = kept


def moved(event: pygame.event.Event, corner: tuple[int, int]) -> pygame.event.Event:
    """A mouse event with its place in the coordinates of a stage at this corner."""
    if corner == (0, 0) or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            or "pos" not in event.dict:
        return event
    attrs = dict(event.dict)
    attrs["pos"] = (event.pos[0] - corner[0], event.pos[1] - corner[1])
    return pygame.event.Event(event.type, attrs)

