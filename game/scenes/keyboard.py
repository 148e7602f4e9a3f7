"""Play by keys (issue 35): Tab and Shift+Tab walk the top scene's focusable things
(``Scene.focus_targets``: buttons, then the board's pieces and cells), the arrow keys go to
the nearest one that way, Enter chooses, Esc backs out; the focused thing is ringed and its
tooltip shown. The keys are the player's (Settings, Keys: ui/commands.py), kept in settings.yaml.

The app hands every event to ``KeyNav.take`` before the scenes see it. Nothing changes for a
player who never presses Tab: the focus appears at the first Tab and goes at the first real
mouse move, and until then the arrows, Enter and Esc go to the scenes as before (the rules
reader, the legend, the replay and every shortcut keep their keys). Enter on a focused thing
clicks its point through the app (``synthetic`` events), so a key can do exactly what a click
can and no more: the rules still decide.
"""
from __future__ import annotations

import pygame

from ..ui import commands, focus, widgets
from ..ui.focus import Target

# the focus's commands (ui/command_table.py: each with the player's key, Settings > Keys)
NAV = ("next", "left", "right", "up", "down", "choose", "back")


def synthetic(kind, **fields) -> pygame.event.Event:
    """A mouse event made by the keyboard (the focus's hover, Enter's click)."""
    return pygame.event.Event(kind, synthetic=True, **fields)


class KeyNav:
    """The keyboard's focus over the app's top scene."""

    def __init__(self, app):
        self.app = app
        self.active = False          # the ring shows (after a Tab, until a real mouse move)
        self.scene = None            # the scene the focus is on
        self.focused: tuple | None = None   # the key of the focused target
        self.epoch = 0               # counts the inputs that may change what is focusable
        self._cache: tuple | None = None
        self._pointed: tuple | None = None   # the cache key when the focused thing was last hovered

    # -- what can be focused ------------------------------------------------------------
    def targets(self) -> list[Target]:
        top = self.app.stack.top
        if top is None or not getattr(top, "focus_keys", True):
            return []
        game = getattr(top, "game", None)
        key = (id(top), self.epoch, getattr(game, "revision", None), len(getattr(game, "history", ())))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, focus.reading_order(top.focus_targets()))
        return self._cache[1]

    def current(self) -> Target | None:
        if not self.active or self.scene is not self.app.stack.top:
            return None
        return next((t for t in self.targets() if t.key == self.focused), None)

    # -- events ------------------------------------------------------------------------
    def take(self, event):
        """The event for the scenes (the key remapped to the one they know), or None when the
        focus took it."""
        if event.type not in (pygame.MOUSEMOTION, pygame.KEYUP):
            self.epoch += 1   # a click or a key may change what is focusable (the cache is kept by it)
        if getattr(event, "synthetic", False):
            return event
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            if self.active:
                self.active = False
                self.app.dirty = True
            return event
        if event.type != pygame.KEYDOWN or getattr(self.app.stack.top, "raw_keys", False):
            return event   # (a screen that reads the key itself: Settings waiting for a new key)
        action = next((name for name in NAV if commands.pressed(event, name)), None)
        if action == "back":
            return self._as_key(event, pygame.K_ESCAPE)
        if action == "next" or action in focus.DIRECTIONS or action == "choose":
            self.epoch -= 1   # walking the focus changes nothing focusable
            if self._navigate(action, bool(event.mod & pygame.KMOD_SHIFT)):
                return None
            self.epoch += 1
        if action == "choose":
            return self._as_key(event, pygame.K_RETURN)
        return event

    @staticmethod
    def _as_key(event, key: int):
        if event.key == key:
            return event
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=event.mod, unicode="", scancode=0)

    def _navigate(self, action: str, shift: bool) -> bool:
        """Tab, an arrow or Enter for the focus; False when the scene should have the key."""
        targets = self.targets()
        if not targets:
            return False
        top = self.app.stack.top
        here = self.current()
        index = targets.index(here) if here is not None else None
        if action == "next":
            if index is None:
                index = len(targets) - 1 if shift else 0
            else:
                index = (index + (-1 if shift else 1)) % len(targets)
        elif action == "choose":
            if here is None:
                return False
            self._choose(here)
            return True
        else:
            if index is None or not any(t.board for t in targets):
                return False   # an arrow before any Tab, or off a board: the scene's own (a list, a page)
            index = focus.neighbour(targets, index, action)
        self.active, self.scene, self.focused = True, top, targets[index].key
        self._point(targets[index])
        self.app.dirty = True
        return True

    def _point(self, target: Target) -> None:
        """The mouse's hover, moved to the focused thing: its look and its tooltip follow."""
        # (no mark's tooltip too: the focused thing's own shows, which it would cover)
        self._pointed = self._cache[0] if self._cache is not None else None
        self.app.handle(synthetic(pygame.MOUSEMOTION, pos=self._on_canvas(target.at), rel=(0, 0), buttons=(0, 0, 0),
                                  focus=True))

    def _on_canvas(self, at) -> tuple[int, int]:
        """A point of the top scene (staged or not: ui/stage.py) on the canvas."""
        top = self.app.stack.top
        ox, oy = self.app.stack.corner(top) if top is not None else (0, 0)
        return at[0] + ox, at[1] + oy

    def _choose(self, target: Target) -> None:
        at = self._on_canvas(target.at)
        self.app.handle(synthetic(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        self.app.handle(synthetic(pygame.MOUSEBUTTONUP, pos=at, button=1))
        self.epoch += 1
        if self.app.stack.top is not self.scene or self.current() is None:
            self._start()   # a new screen, or the thing chosen went (a move played)
        self.app.dirty = True

    def follow(self) -> None:
        """Each frame: a new top scene under an active focus gets it (its Enter button first);
        after a move (a button rebuilt under it) the focused thing is hovered again, so that
        its look and tooltip show."""
        if not self.active:
            return
        if self.app.stack.top is not self.scene:
            self._start()
            return
        target = self.current()
        if target is not None and self._pointed != self._cache[0]:
            self._point(target)

    def _start(self) -> None:
        self.scene = self.app.stack.top
        start = focus.first(self.targets())
        self.focused = start.key if start is not None else None
        if start is not None:
            self._point(start)

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The ring round the focused thing, and its tooltip when it has its own words."""
        target = self.current()
        if target is None:
            return
        focus.draw_ring(surface, target)
        words = target.tip() if target.tip is not None else ""
        if words:
            widgets.tooltip(surface, words, self._tip_anchor(words, target))

    def _tip_anchor(self, words: str, target: Target) -> pygame.Rect:
        """Above the ring, or below it where the scene shows words at the pointer (a hex's
        name) or the screen's top is too near."""
        ring = focus.outer_rect(target)
        above = widgets.tooltip_rect(words, ring)
        spoken = getattr(self.app.stack.top, "pointer_words", list)()
        if above.bottom <= ring.top and not any(above.colliderect(r) for r in spoken):
            return ring
        return pygame.Rect(ring.left, ring.bottom + above.height + 12, ring.width, 1)
