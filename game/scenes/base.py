"""The scene lifecycle, after Tuxemon's states.

A scene is on the app's stack. Events reach the top scene first; one it does not
consume goes on down. Drawing goes bottom-up from the topmost opaque scene.

A scene that is costly to draw keeps its drawing in ``self.kept`` (a ``ui.redraw.Layer``)
keyed on what it shows, and reports what the mouse changes (``ui.redraw``): a mouse move
redraws only that.
"""
from __future__ import annotations

import pygame

from ..ui import redraw, theme
from ..ui.focus import Target


def moves_key(game) -> tuple:
    """A cheap summary of the game's position: its revision (bumped by every move played
    and undone), how many moves, and the last one."""
    history = game.history
    return game.revision, len(history), history[-1].notation if history else None


def button_targets(buttons) -> list:
    """The enabled buttons of a ButtonRow or a list of them, as focus targets (their own
    hover draws their tooltip)."""
    listed = getattr(buttons, "buttons", buttons) or []
    return [Target(b.rect.copy(), ("button", b.rect.topleft, b.rect.size), default=b.key == pygame.K_RETURN)
            for b in listed
            if getattr(b, "enabled", False) and hasattr(b, "rect")]


class Scene:
    opaque = True  # hides the scenes below it
    # Where the scene is drawn (issue 35; ui/stage.py): "stage", a 1280 x 800 place at the
    # canvas's centre (a scene laid out at that size only); "canvas", the whole canvas, any
    # size from 1280 x 800 up (a scene that lays itself out for it: ``resized``); "below", in
    # the place and coordinates of the scene below it (a panel laid over a game's board).
    frame = "stage"
    covers_canvas = False   # its drawing covers every pixel of the canvas (the app need not clear it first)
    moving = False  # what update() said at the last frame: something moves

    def __init__(self, app):
        self.app = app
        self.kept = redraw.Layer()  # the drawing kept between frames, for the scenes that use it
        # the size it is laid out for: the stage's, or (frame "canvas") the canvas's when laid out
        self.size = theme.canvas_size() if self.frame == "canvas" else theme.LOGICAL_SIZE

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    def resized(self) -> None:
        """The canvas changed size (the window was resized, or the UI scale changed): a scene
        drawn on the whole canvas lays itself out again (``theme.canvas_size()``)."""

    def refocused(self) -> None:
        """The window has the focus again: the player may have changed files meanwhile (a
        scene listing them reads them again)."""

    def kept_key(self, *parts) -> tuple | None:
        """The key of ``self.kept``: the app's input generation (every click, key and stack change)
        and the parts given (what changes without input: moves played, selections made by code);
        None while something moves, so that an animation's frames are never kept."""
        return None if self.moving else (self.app.generation, *parts)

    def covered(self) -> None:
        """An opaque scene was pushed above this one: let go of what is kept for drawing."""
        self.kept.release()

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; return True while something moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def think(self, dt: float, animating: bool) -> bool:
        """Work done between frames besides animation (a game scene's computer seats);
        True while it goes on, so frames keep drawing."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until something of this scene is due without any input (a tooltip after
        the mouse rested on a mark); None: nothing. The idle app loop wakes up for it."""
        return None

    focus_keys = True   # Tab, the arrows and Enter walk the focus here (False: the scene's own keys)

    def focus_targets(self) -> list:
        """What the keyboard can focus here (``ui.focus.Target``s; issue 35): by default the
        enabled buttons of the scene's ``buttons`` (a ButtonRow or a list)."""
        return button_targets(getattr(self, "buttons", None))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn over ``draw`` each frame, never kept (a game scene's thinking indicator)."""
