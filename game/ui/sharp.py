"""Text drawn sharp at the window's size (issue 35).

The scenes draw a 1280 x 800 canvas, which the window shows scaled (ui/window.py); scaled,
its text would be a blurred bitmap. So, while the window's scale is not 1, every line that
``ui.text`` draws on the canvas (or on a kept layer of the canvas's size, ui/redraw.Layer)
is noted with what lay under it and the pixels it left, and after the scaled frame is shown
each line still on top (its pixels on the canvas unchanged: nothing drawn over it since, no
dialog's shade, no tooltip) is drawn again in the window: what lay under it, scaled, and the
words rendered by the font at the window's size. A line that something covers stays as the
scaled picture shows it (under a dialog's shade, it is dimmed anyway).

Lines drawn on other pictures (a card face, a token, the replay's shrunk board) are part
of those pictures and are scaled with them.
"""
from __future__ import annotations

import math
import weakref
from collections import OrderedDict

import pygame

from . import theme

_COMPOSITES_MAX = 24 * 1024 * 1024   # bytes of window-sized lines kept between frames
_LINES_MAX = 4000
_MARGIN = 2                          # canvas pixels either side of a line, redrawn with it                    # lines remembered at most (a runaway scene cannot grow them)


class Line:
    """One line drawn: on which surface (the canvas or a layer, weakly: a layer goes with
    its scene), where (canvas coordinates; on its surface: ``on_source``), its words and
    font, its pixels under and after."""

    __slots__ = ("source", "rect", "text", "size", "colour", "bold", "under", "over", "on_source")

    def __init__(self, source, rect, text, size, colour, bold, under, over, on_source=None):
        self.source, self.rect, self.text, self.size = source, rect, text, size
        self.colour, self.bold, self.under, self.over = colour, bold, under, over
        self.on_source = on_source if on_source is not None else rect   # (a staged layer's: its own coordinates)


class Sharp:
    """The lines noted for a canvas, and drawing them in a window at a scale."""

    def __init__(self, canvas: pygame.Surface, scale: float):
        self.canvas = canvas
        self.scale = scale
        self.lines: "OrderedDict[tuple, Line]" = OrderedDict()   # by (source, rect): drawing order
        self._composites: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
        self._bytes = 0
        self.quiet = 0          # > 0: inside text.aside() (a picture made off screen)

    # -- noting -----------------------------------------------------------------------------
    def _place(self, surface: pygame.Surface):
        """(source, offset on the source, the source's corner on the canvas) when lines drawn
        on surface land on the canvas (directly, or on a kept layer shown on it: a staged
        scene's at the stage's corner), else None."""
        parent = surface.get_abs_parent()
        if parent is self.canvas:
            return parent, surface.get_abs_offset(), (0, 0)
        if _is_layer(parent) and getattr(parent, "shown_at", None) is not None and parent.shown_at[0] is self.canvas:
            return parent, surface.get_abs_offset(), parent.shown_at[1]
        return None

    def blit(self, surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect,
             text: str, size: int, colour, bold: bool) -> None:
        """``surface.blit(img, rect)``, noting the line when it lands on the canvas whole."""
        place = None if self.quiet or not text.strip() else self._place(surface)
        if place is None:
            surface.blit(img, rect)
            return
        source, (ox, oy), corner = place
        on = pygame.Rect(rect).move(ox, oy).inflate(2 * _MARGIN, 2)   # (scaled, ink spreads a pixel)
        clip = surface.get_clip().move(ox, oy).inflate(2 * _MARGIN, 2)
        whole = on.clip(source.get_rect())
        if whole != on or not clip.contains(on):   # cut by the edge or a frame's clip: left as drawn
            surface.blit(img, rect)
            return
        under = source.subsurface(on).copy()
        surface.blit(img, rect)
        over = pygame.image.tobytes(source.subsurface(on), "RGB")
        key = (id(source), on.x, on.y, on.w, on.h)
        self.lines.pop(key, None)
        self.lines[key] = Line(weakref.ref(source), on.move(corner), text, size, tuple(colour), bold, under, over,
                               on)
        while len(self.lines) > _LINES_MAX:
            self.lines.popitem(last=False)

    def repainting(self, surface: pygame.Surface, area: pygame.Rect | None) -> None:
        """The surface (the canvas, a layer) is painted afresh in area (None: wholly): the
        lines it held there are drawn again if they are still there."""
        for key in [k for k, line in self.lines.items()
                    if line.source() is surface and (area is None or area.contains(line.on_source))]:
            del self.lines[key]

    # -- showing ----------------------------------------------------------------------------
    def show(self, display: pygame.Surface, dest: pygame.Rect, areas: list[pygame.Rect]) -> list[pygame.Rect]:
        """Draw, over the scaled picture shown at dest, each line on top that meets one of
        the canvas areas just shown; the window rectangles drawn."""
        out = []
        canvas = self.canvas
        for key, line in list(self.lines.items()):
            if line.source() is None:   # a layer gone with its scene
                del self.lines[key]
                continue
            r = line.rect
            if r.collidelist(areas) < 0:
                continue
            if pygame.image.tobytes(canvas.subsurface(r), "RGB") != line.over:
                continue   # something lies over it: the scaled picture shows it as it is
            target = window_rect(r, self.scale, dest)
            display.blit(self._composite(line, target.size), target)
            out.append(target)
        return out

    def _composite(self, line: Line, size: tuple[int, int]) -> pygame.Surface:
        key = (line.over, line.text, line.size, line.colour, line.bold, size)
        got = self._composites.get(key)
        if got is not None:
            self._composites.move_to_end(key)
            return got
        out = pygame.transform.smoothscale(line.under, size)
        img, at = self.words(line, size)
        out.blit(img, at)
        self._composites[key] = out
        self._bytes += size[0] * size[1] * 4
        while self._bytes > _COMPOSITES_MAX and len(self._composites) > 1:
            old = self._composites.popitem(last=False)[1]
            self._bytes -= old.get_width() * old.get_height() * 4
        return out


    def words(self, line: Line, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        """The line's words rendered at the window's size, and their place in its rectangle
        of that size (from the line's left edge, as wide as the line scaled: the font may
        run a little wider, into its right margin, then into its left)."""
        room = math.floor((line.rect.width - 2 * _MARGIN) * self.scale)
        margin = round(_MARGIN * self.scale)
        img = rendered(line.text, line.size, line.colour, line.bold, self.scale, room + 2 * margin)
        left = max(0, min(margin, room + 2 * margin - img.get_width()))   # the right margin first
        return img, img.get_rect(midleft=(left, size[1] // 2))

    def on_top(self) -> list[Line]:
        """The lines nothing covers now (drawn sharp when shown)."""
        return [line for line in self.lines.values()
                if pygame.image.tobytes(self.canvas.subsurface(line.rect), "RGB") == line.over]


def rendered(text: str, size: int, colour, bold: bool, scale: float, room: int) -> pygame.Surface:
    """The words rendered by the font at ``size * scale``; where the font at that size runs
    wider than the line scaled (``room``: a few per cent, the font's own widths at each
    size), narrowed to it, so that every line of a panel keeps one size (a point smaller
    showed in the log as a line in smaller print); a point smaller only where that would
    narrow it by more than a tenth."""
    n = max(6, round(size * scale))
    while n > 6 and theme.font(n, bold).size(text)[0] * 0.9 > room:
        n -= 1
    img = theme.font(n, bold).render(text, True, colour)
    if img.get_width() > room:
        img = pygame.transform.smoothscale(img, (max(1, room), img.get_height()))
    return img


def window_rect(r: pygame.Rect, scale: float, dest: pygame.Rect) -> pygame.Rect:
    """A canvas rectangle in the window (whole pixels covering it), within the picture."""
    x0, y0 = math.floor(dest.x + r.left * scale), math.floor(dest.y + r.top * scale)
    x1, y1 = math.ceil(dest.x + r.right * scale), math.ceil(dest.y + r.bottom * scale)
    return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0)).clip(dest)


def _is_layer(surface: pygame.Surface) -> bool:
    return getattr(surface, "kept_layer", False)   # ui/redraw.py's layers say so


# -- the one in use ---------------------------------------------------------------------------
current: Sharp | None = None


def start(canvas: pygame.Surface, scale: float) -> Sharp | None:
    """Note the lines drawn on this canvas for a window at this scale (none at scale 1)."""
    global current
    current = Sharp(canvas, scale) if abs(scale - 1.0) > 1e-6 else None
    return current


def stop() -> None:
    global current
    current = None
