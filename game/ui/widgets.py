"""Buttons and panels."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

import pygame

from . import commands, redraw, text, theme


_TRANSLUCENT = theme.SurfaceCache(max_bytes=4 * 1024 * 1024)


def translucent(size, colour, alpha: int, radius: int = 0) -> pygame.Surface:
    """A rounded rectangle of colour at alpha, drawn once per size and look (shared: do not draw on it)."""
    def make() -> pygame.Surface:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), border_radius=radius)
        return layer
    return _TRANSLUCENT.get((tuple(size), tuple(colour[:3]), alpha, radius), make)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL, edge=theme.PANEL_EDGE,
          radius: int = 10, alpha: int = 255) -> None:
    """A rounded panel with a thin edge (optionally translucent)."""
    if alpha < 255:
        surface.blit(translucent(rect.size, colour, alpha, radius), rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)
    if text.recording():
        text.note_panel(surface, rect)


@dataclass
class Button:
    """A clickable button: hover, disabled with a reason, a keyboard shortcut. A button that
    plays a move carries that move's action: the hint (H) finds the button by it."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], None] | None = None
    key: int | str | None = None     # a command's name (ui/command_table.py: the player's key), or a fixed key
    disabled_reason: str = ""        # non-empty: the button is disabled and says why
    sublabel: str = ""               # second line (odds, costs)
    style: str = "normal"            # normal, primary, danger
    action: object = None            # the game's action the button plays (None: a button of the screen)
    tip: str = ""                    # what it does, shown while the mouse is on an enabled button
    hovered: bool = field(default=False, init=False)
    label_size: int = field(default=16, init=False)   # the largest its label is drawn (a row shares one)

    @property
    def enabled(self) -> bool:
        return not self.disabled_reason

    def colours(self):
        if not self.enabled:
            return (44, 50, 62), (90, 96, 108), theme.TEXT_DIM
        base = {"primary": (38, 96, 140), "danger": (130, 48, 44)}.get(self.style, (50, 66, 90))
        if self.hovered:
            base = tuple(min(255, c + 28) for c in base)
        return base, theme.GOLD if self.hovered else theme.PANEL_EDGE, theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        fill, edge, ink = self.colours()
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        with text.within(self.rect):
            self._draw_label(surface, self.shown_label(), ink)

    def shown_label(self) -> str:
        """Its label as drawn: with its key while it is enabled."""
        if self.key is not None and self.enabled:
            return f"{self.label}  [{self.key_label()}]"
        return self.label

    def fitted_size(self) -> int:
        """The largest size (up to 16) at which its label fits it."""
        return text.fit_size(self.shown_label(), self.rect.width - 12, 16, True)

    def key_label(self) -> str:
        """Its key as the label shows it: the command's key as now mapped, or the fixed key."""
        if isinstance(self.key, str):
            return commands.label(self.key)
        return pygame.key.name(self.key).upper()

    def pressed(self, event) -> bool:
        """Whether a key press is this button's (its command's key, as the player mapped it)."""
        if self.key is None or event.type != pygame.KEYDOWN:
            return False
        if isinstance(self.key, str):
            return commands.pressed(event, self.key)
        return event.key == self.key

    def _draw_label(self, surface, label: str, ink) -> None:
        room = self.rect.width - 12
        size = text.fit_size(label, room, self.label_size, True)
        label = text.ellipsize(label, room, size, True)
        if self.sublabel:
            text.draw(surface, label, (self.rect.centerx, self.rect.centery - 9), size, ink, True, "center")
            colour = theme.GOLD if self.enabled else theme.TEXT_DIM
            at = (self.rect.centerx, self.rect.centery + 11)
            if text.split_cited(self.sublabel)[1]:   # its citation set apart, smaller and dimmer
                size = next((n for n in (13, 12, 11) if text.cited_width(self.sublabel, n) <= room), None)
                if size is not None:
                    text.draw_cited(surface, self.sublabel, at, size, colour, False, "center")
                    return
            sub_size = text.fit_size(self.sublabel, room, 13)
            text.draw(surface, text.ellipsize(self.sublabel, room, sub_size), at, sub_size, colour, False, "center")
        else:
            text.draw(surface, label, self.rect.center, size, ink, True, "center")

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (a click on it or its key)."""
        if event.type == pygame.MOUSEMOTION:
            hovered = bool(self.rect.collidepoint(event.pos))
            if hovered != self.hovered:  # its look changes, and a disabled one's tooltip comes or goes
                self.hovered = hovered
                redraw.damage(self.rect, None if self.enabled else tooltip_rect(self.disabled_reason, self.rect))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return self._fire()
        if self.pressed(event):
            return self._fire()
        return False

    def _fire(self) -> bool:
        if self.enabled and self.on_click:
            self.on_click()
        return True


# what the buttons every screen shares do (issue 31: every enabled button says what it does)
SCREEN_TIPS = {   # (a key in braces: the command's key as now mapped, "{undo}" -> "Ctrl+Z")
    "Undo": "Take back your last move (never across a card drawn or a die rolled): {undo}",
    "Menu": "Save, load, replay, the rules, settings, or quit to the title: {menu}",
    "Back to title": "Leave the game for the title screen (it is saved)",
    "Back to the title": "Leave the game for the title screen (it is saved)",
}


_WORDED: dict[tuple[str, int], str] = {}


def with_keys(words: str) -> str:
    """Words that name a command's key in braces ("{hint}"), with the key as now mapped ("H")
    (kept per keymap: a screen's line is worded once, not at every frame)."""
    if "{" not in words:
        return words
    kept = _WORDED.get((words, commands.version))
    if kept is None:
        if len(_WORDED) > 256:
            _WORDED.clear()
        kept = re.sub(r"\{([a-z0-9 ]+)\}", lambda m: commands.words(m[1]) if commands.known(m[1]) else m[0], words)
        _WORDED[(words, commands.version)] = kept
    return kept


SHARED_LEAST = 12   # a row of buttons shares its labels' size down to this, no further


class ButtonRow:
    """A set of buttons handled and drawn together, with a tooltip for each: what an enabled
    one does (its ``tip``, else ``tip_for`` it, else the screen's shared words), why a
    disabled one is."""

    def __init__(self, buttons: list[Button] | None = None):
        self.version = 0  # counts the sets of buttons given: a drawing of them can be kept by it
        self.buttons = list(buttons or [])
        self.refused: Callable[[str], None] | None = None
        self.tip_for: Callable[[Button], str] | None = None   # a scene's words for a button (its move)

    def tip(self, b: Button) -> str:
        """The tooltip of a button: why it is disabled, else what it does ("" for none)."""
        if not b.enabled:
            return b.disabled_reason
        if b.tip:
            return b.tip
        said = self.tip_for(b) if self.tip_for is not None else ""
        return said or with_keys(SCREEN_TIPS.get(b.label, ""))

    @property
    def buttons(self) -> list[Button]:
        return self._buttons

    @buttons.setter
    def buttons(self, buttons: list[Button]) -> None:
        self._buttons = buttons
        self.version += 1

    def handle(self, event) -> bool:
        for b in self.buttons:
            if event.type == pygame.MOUSEMOTION:
                was = b.hovered
                b.handle(event)
                if b.hovered != was and b.enabled:   # an enabled one's tooltip comes or goes
                    tip = self.tip(b)
                    if tip:
                        redraw.damage(tooltip_rect(tip, b.rect))
                continue
            if b.handle(event):
                if not b.enabled and self.refused:
                    self.refused(b.disabled_reason)
                return True
        return False

    def draw(self, surface) -> None:
        self.share_label_sizes()
        for b in self.buttons:
            b.draw(surface)
        for b in self.buttons:
            if b.hovered:
                tip = self.tip(b)
                if tip:
                    tooltip(surface, tip, b.rect)
                    break   # one tooltip at a time


    def share_label_sizes(self) -> None:
        """Buttons of one size (a grid of choices) draw their labels in one size, the largest at
        which every one of them fits: one short label in a larger type than its neighbours reads
        as if it mattered more. A label that fits only below 12 shrinks alone."""
        sizes: dict = {}
        for b in self.buttons:
            sizes[b.rect.size] = min(sizes.get(b.rect.size, 16), max(SHARED_LEAST, b.fitted_size()))
        for b in self.buttons:
            b.label_size = sizes[b.rect.size]


def picture_bounds() -> pygame.Rect:
    """The picture of the scene being asked now, in its coordinates: the whole canvas for a
    scene drawn on it, the 1280 x 800 stage for a staged one (issue 35: ui/stage.py)."""
    from . import stage
    return pygame.Rect((0, 0), theme.canvas_size() if stage.origin() == (0, 0) else theme.LOGICAL_SIZE)


def tooltip_rect(message: str, anchor: pygame.Rect, bounds=None) -> pygame.Rect:
    """Where a tooltip about anchor is drawn (above it, kept on the screen)."""
    lines = text.wrap(message, 320, 14)
    h = len(lines) * 18 + 12
    w = max(theme.font(14).size(line)[0] for line in lines) + 16
    r = pygame.Rect(0, 0, w, h)
    r.midbottom = (anchor.centerx, anchor.top - 6)
    r.clamp_ip(bounds if bounds is not None else picture_bounds())
    return r


def tooltip(surface: pygame.Surface, message: str, anchor: pygame.Rect) -> None:
    lines = text.wrap(message, 320, 14)
    r = tooltip_rect(message, anchor, surface.get_rect())
    panel(surface, r, (20, 24, 32), theme.GOLD, 6)
    for i, line in enumerate(lines):
        text.draw(surface, line, (r.left + 8, r.top + 6 + i * 18), 14, theme.TEXT)
