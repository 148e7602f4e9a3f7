"""The window and the picture in it (issue 35; issue 31's F11).

Scenes draw a picture, the canvas, in logical coordinates; the window shows it whole at
any size, scaled by any factor (pygame's SCALED scaled a window by whole numbers only, so
a larger window showed the picture small within black borders, and a smaller one cut it
off). The canvas has the window's shape: at the UI scale "Auto" it is 1280 x 800 (the
layout's design size) grown along the window's longer side, so a 1920 x 1080 window gets
a canvas of 1422 x 800 and a game's board the extra room; at a UI scale in per cent, a
logical pixel is that many hundredths of a window's pixel, so at 100% a 2560 x 1600 window
gets a canvas of 2560 x 1600: text and controls keep their size, and the board takes the
room (``canvas_for``). A canvas is never smaller than 1280 x 800: a UI scale larger than
the window holds is the largest that fits, the one "Auto" gives. Scenes not laid out for a
canvas of any size are drawn on a 1280 x 800 stage at its centre (ui/stage.py).
Clicks and the mouse's place are mapped back to the canvas, so every scene keeps its
logical coordinates; text is drawn again at the window's size (ui/sharp.py).

Full screen (F11) is the desktop's full screen where SDL can give it; under X11 it is a
borderless window the size of the desktop at its corner, because SDL's full screen there
needs a window manager to grant it and without one the window kept its size while the
picture was drawn for the whole desktop (zoomed and cropped, seen under Xvfb).

Headless (tests, --screenshot) the canvas is the display surface itself: nothing scaled.
"""
from __future__ import annotations

import math

import pygame

from . import sharp, stage, theme
from .. import library_voice

_current: "Presenter | None" = None   # the window shown, for mouse_pos()

CANVAS_MAX = (3200, 2000)   # the largest canvas: a larger window at a small UI scale is scaled up to it


def canvas_for(size: tuple[int, int], ui_scale="auto") -> tuple[int, int]:
    """The canvas for a window of this size at this UI scale ("auto" or per cent): the
    window's shape, at least 1280 x 800 and at most CANVAS_MAX."""
    w, h = max(1, size[0]), max(1, size[1])
    lw, lh = theme.LOGICAL_SIZE
    fit = min(w / lw, h / lh)
    scale = fit if ui_scale == "auto" else max(0.01, float(ui_scale) / 100)
    if w / scale < lw or h / scale < lh:   # larger than the window holds: as large as fits
        scale = fit
    scale = max(scale, w / CANVAS_MAX[0], h / CANVAS_MAX[1], 0.01)
    return (min(CANVAS_MAX[0], max(lw, round(w / scale))), min(CANVAS_MAX[1], max(lh, round(h / scale))))


def ui_scale_shown(size: tuple[int, int], ui_scale="auto") -> int:
    """The UI scale a window of this size shows, in per cent (Settings says it beside the
    choice: "Auto" and a scale too large for the window come to the one that fits)."""
    return round(100 * placed(size, canvas_for(size, ui_scale))[0])


def placed(size: tuple[int, int], canvas: tuple[int, int] | None = None) -> tuple[float, pygame.Rect]:
    """The picture's scale and place in a window of this size: as large as fits, centred
    (the canvas: the one in use, by default)."""
    w, h = size
    lw, lh = canvas if canvas is not None else theme.canvas_size()
    scale = max(min(w / lw, h / lh), 0.01)   # (a window shrunk to nothing: no division by zero)
    dest = pygame.Rect(0, 0, max(1, round(lw * scale)), max(1, round(lh * scale)))
    dest.center = (w // 2, h // 2)
    return scale, dest


def fitted(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """The picture as a window of this size shows it (--screenshot --size): scaled to fit,
    centred, its edges carried on to the window's (``edges``)."""
    out = pygame.Surface(size)
    out.fill((0, 0, 0))
    _scale, dest = placed(size, picture.get_size())
    same = picture.convert(out) if picture.get_bitsize() != out.get_bitsize() else picture
    pygame.transform.smoothscale(same, dest.size, out.subsurface(dest))
    edges(same, out, dest)
    if sharp.current is not None and sharp.current.canvas is picture:   # its text drawn at this size
        sharp.current.show(out, dest, [picture.get_rect()])
    return out


def edges(picture: pygame.Surface, window: pygame.Surface, dest: pygame.Rect) -> list[pygame.Rect]:
    """Paint the window's margins beside the picture (a window of another shape than
    16:10) as its edges go on, softened: the night or the sea at the picture's edge continues
    to the window's, instead of black bands. The margins painted."""
    w, h = window.get_size()
    pw, ph = picture.get_size()
    out = []
    if dest.left > 0 or dest.right < w:     # wider than the picture: bands left and right
        for strip, band in ((pygame.Rect(0, 0, 1, ph), pygame.Rect(0, 0, dest.left, h)),
                            (pygame.Rect(pw - 1, 0, 1, ph), pygame.Rect(dest.right, 0, w - dest.right, h))):
            if band.width > 0:
                soft = pygame.transform.smoothscale(picture.subsurface(strip), (1, 25))
                pygame.transform.smoothscale(soft, band.size, window.subsurface(band))
                out.append(band)
    if dest.top > 0 or dest.bottom < h:     # taller: bands above and below
        for strip, band in ((pygame.Rect(0, 0, pw, 1), pygame.Rect(0, 0, w, dest.top)),
                            (pygame.Rect(0, ph - 1, pw, 1), pygame.Rect(0, dest.bottom, w, h - dest.bottom))):
            if band.height > 0:
                soft = pygame.transform.smoothscale(picture.subsurface(strip), (40, 1))
                pygame.transform.smoothscale(soft, band.size, window.subsurface(band))
                out.append(band)
    return out


class Presenter:
    """The display surface, the canvas the scenes draw on, and the mapping between them."""

    def __init__(self, scaled: bool, ui_scale="auto"):
        global _current
        sharp.stop()   # (an earlier window's canvas is gone)
        self.scaled = scaled
        self.ui_scale = ui_scale
        theme.set_canvas_size(theme.LOGICAL_SIZE)
        with library_voice.captured("pygame"):  # its warnings go to the log file
            self.display = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE if scaled else 0)
        self.canvas = pygame.Surface(theme.LOGICAL_SIZE).convert() if scaled else self.display
        self.full_screen_borderless = False
        self._windowed_at = None
        self.pretended: tuple[int, int] | None = None   # (headless: the window's size pretended)
        self.fit()
        _current = self

    # -- the mapping ------------------------------------------------------------------
    def fit(self) -> bool:
        """Work the canvas and the picture's place out afresh for the window's size (after a
        resize) and the UI scale; True when the canvas changed size (the scenes lay
        themselves out again: game/app.py)."""
        changed = False
        if self.scaled:
            self.display = pygame.display.get_surface() or self.display
            size = canvas_for(self.display.get_size(), self.ui_scale)
            if size != self.canvas.get_size():
                self.canvas = pygame.Surface(size).convert()
                changed = True
            theme.set_canvas_size(size)
            self.scale, self.dest = placed(self.display.get_size(), size)
        else:
            want = canvas_for(self.pretended, self.ui_scale) if self.pretended is not None else None
            if want is not None and want != self.canvas.get_size():
                sharp.stop()
                with library_voice.captured("pygame"):
                    self.display = self.canvas = pygame.display.set_mode(want)
                changed = True
            theme.set_canvas_size(self.canvas.get_size())
            self.scale, self.dest = 1.0, self.canvas.get_rect()
        now = sharp.current
        if self.scaled and (now is None or now.canvas is not self.canvas or now.scale != self.scale):
            sharp.start(self.canvas, self.scale)   # text drawn at the window's size (ui/sharp.py)
        self._fresh = True   # the borders to be painted black at the next frame
        return changed

    def pretend(self, size: tuple[int, int]) -> bool:
        """Headless: the canvas a window of this size would have (--screenshot --size, the
        layout tests); the display surface is that canvas. True when it changed size."""
        if self.scaled:
            return False
        self.pretended = tuple(size)
        return self.fit()

    def window_size(self) -> tuple[int, int]:
        """The window's size (headless: the one pretended, else the canvas's)."""
        if self.scaled:
            return self.display.get_size()
        return self.pretended if self.pretended is not None else self.canvas.get_size()

    def to_logical(self, pos) -> tuple[int, int]:
        """A point of the window as a point of the canvas (outside it when in the borders)."""
        if not self.scaled:
            return int(pos[0]), int(pos[1])
        # the window pixel's centre, on the canvas
        return (math.floor((pos[0] + 0.5 - self.dest.x) / self.scale),
                math.floor((pos[1] + 0.5 - self.dest.y) / self.scale))

    def logical_event(self, event):
        """A mouse event with its place (and motion) in canvas coordinates."""
        if not self.scaled or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                or getattr(event, "synthetic", False):   # (the keyboard's, made on the canvas)
            return event
        attrs = dict(event.dict)
        attrs["pos"] = self.to_logical(event.pos)
        if "rel" in attrs:
            attrs["rel"] = (round(event.rel[0] / self.scale), round(event.rel[1] / self.scale))
        return pygame.event.Event(event.type, attrs)

    # -- showing a frame ------------------------------------------------------------------
    def present(self, rects: list) -> None:
        """Show the canvas's changed rectangles (logical) in the window."""
        if not self.scaled:
            pygame.display.update(rects)
            return
        whole = self.canvas.get_rect()
        if not self.display.get_rect().contains(self.dest):   # a window shrunk to nothing shows nothing
            return
        out, shown = [], []
        if self._fresh:
            self.display.fill((0, 0, 0))
            rects, out = [whole], [self.display.get_rect()]
            self._fresh = False
        for r in rects:
            r = pygame.Rect(r).clip(whole)
            if not r.width or not r.height:
                continue
            if self.dest.size == whole.size:          # the window is the canvas's size
                self.display.blit(self.canvas, (self.dest.x + r.x, self.dest.y + r.y), r)
                out.append(pygame.Rect(self.dest.x + r.x, self.dest.y + r.y, r.width, r.height))
                if r == whole:
                    out += edges(self.canvas, self.display, self.dest)
            elif r == whole:
                pygame.transform.smoothscale(self.canvas, self.dest.size, self.display.subsurface(self.dest))
                out.append(self.dest.copy())
                out += edges(self.canvas, self.display, self.dest)
            else:   # a margin of canvas around the rectangle, so its scaled edge blends as the whole frame's
                part = r.inflate(6, 6).clip(whole)
                target = sharp.window_rect(part, self.scale, self.dest)
                pygame.transform.smoothscale(self.canvas.subsurface(part), target.size,
                                             self.display.subsurface(target))
                out.append(target)
            shown.append(r.inflate(6, 6).clip(whole))   # (the margin scaled with it)
        if sharp.current is not None and sharp.current.canvas is self.canvas and shown:
            out += sharp.current.show(self.display, self.dest, shown)
        pygame.display.update(out)

    # -- full screen ----------------------------------------------------------------------
    def set_full_screen(self, on: bool, desktop: tuple[int, int] | None) -> None:
        with library_voice.captured("pygame"):
            window = pygame.Window.from_display_module()
        if pygame.display.get_driver() == "x11" and desktop is not None:
            if on:
                self._windowed_at = (window.position, window.size)
                window.borderless = True
                window.position = (0, 0)
                window.size = desktop
            else:
                window.borderless = False
                if self._windowed_at is not None:
                    window.size = self._windowed_at[1]
                    window.position = self._windowed_at[0]
            self.full_screen_borderless = on
        elif on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
        self.fit()

    def is_full_screen(self) -> bool:
        return self.full_screen_borderless or bool(self.display.get_flags() & pygame.FULLSCREEN)


def mouse_pos() -> tuple[int, int]:
    """The mouse's place on the canvas (pygame.mouse.get_pos() gives the window's), or on
    the stage of the scene being asked (ui/stage.py)."""
    pos = pygame.mouse.get_pos()
    x, y = _current.to_logical(pos) if _current is not None else pos
    ox, oy = stage.origin()
    return x - ox, y - oy
