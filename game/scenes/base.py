"""The scene lifecycle, after Tuxemon's states.

A scene is on the app's stack. Events reach the top scene first; one it does not
consume goes on down. Drawing goes bottom-up from the topmost opaque scene.
"""
from __future__ import annotations

import pygame


class Scene:
    opaque = True  # hides the scenes below it

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; return True while something moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass
