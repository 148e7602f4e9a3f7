"""What changed on the screen since the last frame, and drawings kept from frame to frame.

The app draws a whole frame when the state may have changed (a click, a key, a move, an
animation, a scene pushed). A mouse move changes only what lies under the mouse: whatever
draws something because of the mouse (a button's hover, a highlighted cell, a tooltip)
reports the rectangles where its pixels change with ``damage``, and the app then redraws
the scenes clipped to those rectangles over the frame it kept. A mouse move that changes
nothing reports nothing and draws nothing.

``Layer`` keeps a drawing between frames, painted again only when its key changes (or,
within the damaged rectangles, when the mouse changed something in it); ``Hover`` follows
what a scene draws because of the mouse, so that a mouse move damages exactly its old and
new places. What a scene draws over its kept layer each frame (a hovered hex's outline)
damages with ``damage_over``: there the layer is shown again, not painted again.
"""
from __future__ import annotations

from typing import Callable

import pygame

from . import sharp, stage, theme

_damage: list[pygame.Rect] = []
_over: list[pygame.Rect] = []
_area: pygame.Rect | None = None  # the damaged area of the frame being drawn (None: none)
_repaint: pygame.Rect | None = None  # the part of it where kept layers paint again (None: none)


def damage(*rects) -> None:
    """These screen rectangles change at the next frame (the mouse moved over something);
    in the coordinates of the scene asked (a staged scene's: ui/stage.py)."""
    ox, oy = stage.origin()
    _damage.extend(pygame.Rect(r).move(ox, oy) for r in rects if r is not None)


def damage_over(*rects) -> None:
    """These screen rectangles change at the next frame only in what a scene draws over its
    kept layer after showing it (``Layer.draw``, then the scene's own drawing): the layer
    shows its kept pixels there again without painting them (issue 35: a hovered hex on a
    large map costs a blit, not the whole painter)."""
    ox, oy = stage.origin()
    _over.extend(pygame.Rect(r).move(ox, oy) for r in rects if r is not None)


def take() -> list[pygame.Rect]:
    """The rectangles damaged since the last call (then forgotten)."""
    out = _damage[:]
    _damage.clear()
    return out


def take_over() -> list[pygame.Rect]:
    """The rectangles damaged over the kept layers only since the last call (then forgotten)."""
    out = _over[:]
    _over.clear()
    return out


def uncovered(area: pygame.Rect, covers) -> list[pygame.Rect]:
    """The parts of area that none of covers overlaps, as rectangles that do not overlap."""
    pieces = [pygame.Rect(area)]
    for c in covers:
        rest = []
        for p in pieces:
            i = p.clip(c)
            if not i.width or not i.height:
                rest.append(p)
                continue
            rest += [r for r in (pygame.Rect(p.left, p.top, p.width, i.top - p.top),
                                 pygame.Rect(p.left, i.bottom, p.width, p.bottom - i.bottom),
                                 pygame.Rect(p.left, i.top, i.left - p.left, i.height),
                                 pygame.Rect(i.right, i.top, p.right - i.right, i.height)) if r.width > 0 and r.height > 0]
        pieces = rest
    return pieces


def union(rects) -> pygame.Rect | None:
    rects = [r for r in rects if r.width > 0 and r.height > 0]
    return rects[0].unionall(rects[1:]) if rects else None


_ALL = object()


def begin_frame(area: pygame.Rect | None, repaint=_ALL) -> None:
    """Called by the app before it draws: the damaged area of this frame (None when none),
    and the part of it where kept layers paint again (all of it unless said: the rest was
    damaged only over them, ``damage_over``)."""
    global _area, _repaint
    _area = area
    _repaint = area if repaint is _ALL else repaint


def end_frame() -> None:
    global _area, _repaint
    _area = _repaint = None


def reset() -> None:
    """A new display: nothing damaged, nothing being drawn."""
    _damage.clear()
    _over.clear()
    end_frame()


def visible(surface: pygame.Surface, rect) -> bool:
    """Whether rect shows through the surface's clip: drawing outside it can be skipped."""
    return surface.get_clip().colliderect(rect)


# -- drawing that a clip does not change --------------------------------------------------------
# A damaged area is redrawn under a clip, and must come out as in a whole frame. pygame-ce draws
# every shape the same under a clip, pixel for pixel, except two: antialiased lines (their ends
# are moved to the clip's edge first) and square-cornered outlined rectangles. Scenes draw
# those through these two functions whenever a frame may be redrawn in part.

def outline(surface: pygame.Surface, colour, rect, width: int = 1) -> None:
    """``pygame.draw.rect(surface, colour, rect, width)`` for a rectangle on the surface, in
    four fills (pygame's own outline comes out differently when the clip cuts it)."""
    r = pygame.Rect(rect)
    if 2 * width >= r.width or 2 * width >= r.height:
        surface.fill(colour, r)
        return
    surface.fill(colour, (r.left, r.top, r.width, width))
    surface.fill(colour, (r.left, r.bottom - width, r.width, width))
    surface.fill(colour, (r.left, r.top + width, width, r.height - 2 * width))
    surface.fill(colour, (r.right - width, r.top + width, width, r.height - 2 * width))


def aalines(surface: pygame.Surface, colour, closed: bool, points) -> None:
    """``pygame.draw.aalines``, drawn whole even when the clip cuts it: with the clip opened
    to the lines' box, the pixels outside the clip put back afterwards."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 6,
                      int(max(ys) - min(ys)) + 6).clip(surface.get_rect())
    clip = surface.get_clip()
    if clip.contains(box):
        pygame.draw.aalines(surface, colour, closed, points)
        return
    if not clip.colliderect(box):
        return
    kept = surface.subsurface(box).copy()
    pygame.Surface.set_clip(surface, box)  # past a layer's own narrowing (_Canvas)
    pygame.draw.aalines(surface, colour, closed, points)
    inner = box.clip(clip)
    for part in (pygame.Rect(box.left, box.top, box.width, inner.top - box.top),
                 pygame.Rect(box.left, inner.bottom, box.width, box.bottom - inner.bottom),
                 pygame.Rect(box.left, inner.top, inner.left - box.left, inner.height),
                 pygame.Rect(inner.right, inner.top, box.right - inner.right, inner.height)):
        if part.width > 0 and part.height > 0:
            surface.blit(kept, part, part.move(-box.left, -box.top))
    pygame.Surface.set_clip(surface, clip)


class Layer:
    """A drawing of the whole screen kept between frames: ``draw`` blits it, painting it again
    first when its key changed (wholly) or when the frame's damaged area is not empty (that
    area only).

    The key is a cheap summary of everything the drawing shows (moves played, selections,
    the app's input generation); None means "never keep" (an animation under way). What the
    mouse changes need not be in the key: it damages the screen, and the layer repaints the
    damaged area. ``paint(surface)`` draws as on the screen; it may skip whatever lies
    outside ``surface.get_clip()`` (``visible``).
    """

    def __init__(self):
        self.surface: pygame.Surface | None = None
        self.key = None
        self._sharp = None   # the sharp-text noting its lines were painted under (ui/sharp.py)

    def release(self) -> None:
        """Forget the drawing (its scene is hidden): it is painted again when next drawn."""
        self.surface, self.key = None, None

    def draw(self, target: pygame.Surface, key, paint: Callable[[pygame.Surface], None]) -> None:
        surf = self.surface
        if surf is None or surf.get_size() != target.get_size():
            surf = self.surface = _Canvas(target.get_size())
            self.key = None
        surf.shown_at = (target.get_abs_parent(), target.get_abs_offset())   # (ui/sharp.py: where its lines land)
        if not KEEP or key is None or key != self.key or self._sharp is not sharp.current:
            self._sharp = sharp.current   # (a window newly scaled: its lines noted afresh)
            self._paint(surf, paint, None)
            self.key = key
        elif _repaint is not None:
            ox, oy = stage.origin()   # (the frame's damaged area, in a staged scene's coordinates)
            self._paint(surf, paint, _repaint.move(-ox, -oy))
        target.blit(surf, (0, 0))

    @staticmethod
    def _paint(surf, paint, area) -> None:
        if sharp.current is not None:
            sharp.current.repainting(surf, area)
        surf.limit = None
        surf.set_clip(area)
        surf.limit = area
        try:
            surf.fill(theme.NIGHT)  # the window's background, as the app fills the screen
            paint(surf)
        finally:
            surf.limit = None
            surf.set_clip(None)


KEEP = True  # False: layers paint every frame afresh (tests compare the two)


class _Canvas(pygame.Surface):
    """A layer's surface: while an area of it is painted again, no drawing reaches outside
    that area, even a drawing that sets its own clip (a log, a board): it is narrowed."""

    limit: pygame.Rect | None = None
    shown_at = None     # (the surface it is blitted on, at which corner of it)
    kept_layer = True   # (ui/sharp.py notes the lines drawn on it as on the screen)

    def set_clip(self, rect=None) -> None:
        if self.limit is not None:
            rect = self.limit if rect is None else pygame.Rect(rect).clip(self.limit)
        super().set_clip(rect)


class Hover:
    """What a scene draws because of the mouse, and where.

    ``key()`` names what the mouse shows now (None: nothing) and ``rects(key)`` where it is
    drawn. The scene calls ``drawn()`` when it draws a frame and ``moved()`` after the
    mouse moved: a new key damages the rectangles last drawn and the new ones.
    """

    def __init__(self, key: Callable[[], object], rects: Callable[[object], list], over: bool = False):
        """``over``: the scene draws it over its kept layer (``damage_over``), not in it."""
        self._key, self._rects = key, rects
        self._damage = damage_over if over else damage
        self.key = None
        self.rects: list = []

    def drawn(self) -> None:
        key = self._key()
        if key != self.key:
            self.key = key
            self.rects = list(self._rects(key)) if key is not None else []

    def moved(self) -> bool:
        key = self._key()
        if key == self.key:
            return False
        self._damage(*self.rects, *(self._rects(key) if key is not None else []))
        return True
