"""The marks a scene drew in its last whole frame, for scenes that lay sheets over their
table and paint a frame off screen when asked for its marks (Thunderbirds at War, Carrier
Strike): ``ui.marks.Recorder`` with the summary of what the recorded frame showed (``key``:
the scene compares it with what it shows now) and ``cover``, by which a sheet laid over the
table (an event chit, the campaign sheet, the dogfight table) takes away the marks it hides.
"""
from __future__ import annotations

import pygame

from ..ui.marks import Recorder, _Frame


class DrawnMarks(Recorder):
    def __init__(self):
        super().__init__()
        self.key = None   # what the recorded frame showed (the scene's own summary)

    def frame(self, surface: pygame.Surface, key=None) -> "_KeyedFrame":
        return _KeyedFrame(self, surface, key)

    note = Recorder.add

    def extend(self, marks) -> None:
        for m in marks:
            self.add(m.rect, m.term)

    def cover(self, rect) -> None:
        """A sheet drawn over rect: what lies under it is hidden."""
        if self._next is not None:
            sheet = pygame.Rect(rect)
            self._next = [m for m in self._next if not sheet.colliderect(m.rect)]


class _KeyedFrame(_Frame):
    def __init__(self, recorder: DrawnMarks, surface: pygame.Surface, key):
        super().__init__(recorder, surface)
        self.key = key

    def __exit__(self, *exc):
        if self.recorder._next is not None and exc[0] is None:
            self.recorder.key = self.key
        return super().__exit__(*exc)
