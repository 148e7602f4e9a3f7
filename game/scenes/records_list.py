"""A scrolling list of rows for the Records screen: one row chosen, the wheel and the keys
move it, a click chooses, a scroll bar shows where the shown rows stand."""
from __future__ import annotations

import pygame

from ..ui import commands, theme
from ..ui.widgets import panel
from ..ui.window import mouse_pos


class RowList:
    def __init__(self, rect: pygame.Rect, row_h: int, head: int = 0):
        self.rect, self.row_h, self.head = pygame.Rect(rect), row_h, head
        self.count = 0
        self.selected = 0
        self.top = 0

    @property
    def fits(self) -> int:
        return max(1, (self.rect.height - self.head - 8) // self.row_h)

    def set_count(self, n: int) -> None:
        self.count = n
        self.select(self.selected)

    def select(self, i: int) -> None:
        self.selected = max(0, min(i, self.count - 1)) if self.count else 0
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.fits:
            self.top = self.selected - self.fits + 1
        self.top = max(0, min(self.top, max(0, self.count - self.fits)))

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + 6, self.rect.top + self.head + 4 + (i - self.top) * self.row_h,
                           self.rect.width - 26, self.row_h - 4)

    def shown(self) -> range:
        return range(self.top, min(self.count, self.top + self.fits))

    def handle(self, event) -> bool:
        """A click, the wheel or a key for the list: True when it was one."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            for i in self.shown():
                if self.row_rect(i).collidepoint(event.pos):
                    self.select(i)
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse_pos()):
            self.top = max(0, min(max(0, self.count - self.fits), self.top - event.y))
            return True
        step = {"line up": -1, "line down": 1, "page up": -self.fits, "page down": self.fits}.get(
            commands.list_key(event) or "")
        if step is not None:
            self.select(self.selected + step)
            return True
        return False

    def draw_frame(self, surface) -> None:
        panel(surface, self.rect, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        if self.count > self.fits:
            track = pygame.Rect(self.rect.right - 14, self.rect.top + self.head + 6, 6,
                                self.rect.height - self.head - 12)
            pygame.draw.rect(surface, (40, 52, 70), track, border_radius=3)
            h = max(18, track.height * self.fits // self.count)
            y = track.top + (track.height - h) * self.top // max(1, self.count - self.fits)
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=3)

    def draw_row_back(self, surface, i: int) -> pygame.Rect:
        rect = self.row_rect(i)
        chosen = i == self.selected
        pygame.draw.rect(surface, (52, 72, 100) if chosen else ((30, 42, 60) if i % 2 else (26, 36, 52)), rect,
                         border_radius=6)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=6)
        return rect
