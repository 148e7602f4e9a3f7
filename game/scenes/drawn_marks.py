"""The marks a scene drew in its last whole frame (issue 15, "Every mark explained").

A scene's drawing notes each thing it draws that has a meaning (a counter, a symbol, an
overlay, an abbreviation) with ``note(rect, term)``; a sheet laid over the table
(``cover``) takes away the marks it hides. Only a whole frame is recorded: a repaint of a
damaged area (a mouse move) keeps the list of the last whole frame. ``marks`` is then the
scene's own list of drawn items, in drawing order (the last drawn lies on top).
"""
from __future__ import annotations

import pygame

from ..ui.marks import Mark


class DrawnMarks:
    def __init__(self):
        self.marks: list[Mark] = []
        self.key = None          # what the recorded frame showed (the scene's own summary)
        self._taking: list[Mark] | None = None
        self._bounds: pygame.Rect | None = None

    def begin(self, surface: pygame.Surface, key) -> None:
        """A frame is drawn on surface: recorded when it is drawn whole."""
        whole = surface.get_clip() == surface.get_rect()
        self._taking = [] if whole else None
        self._bounds = surface.get_rect()
        if whole:
            self._key_next = key

    @property
    def recording(self) -> bool:
        return self._taking is not None

    def note(self, rect, term: str) -> None:
        if self._taking is None:
            return
        r = pygame.Rect(rect).clip(self._bounds)
        if r.width > 0 and r.height > 0:
            self._taking.append(Mark(r, term))

    def extend(self, marks) -> None:
        for m in marks:
            self.note(m.rect, m.term)

    def cover(self, rect) -> None:
        """A sheet drawn over rect: what lies under it is hidden."""
        if self._taking is None:
            return
        sheet = pygame.Rect(rect)
        self._taking = [m for m in self._taking if not sheet.colliderect(m.rect)]

    def end(self) -> None:
        if self._taking is not None:
            self.marks, self.key = self._taking, self._key_next
        self._taking = None
