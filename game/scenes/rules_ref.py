"""The rules reference (F1): the shipped rulebook and the project's decisions, scrollable."""
from __future__ import annotations

import pygame

from .. import paths
from ..ui import text, theme
from ..ui.widgets import panel
from .base import Scene


def reference_text(game_id: str) -> str:
    parts = []
    ledger = paths.DOCS / "rules" / f"{game_id}.md"
    book = paths.RULEBOOKS / f"{game_id}.txt"
    if ledger.exists():
        parts.append("SORTIE'S DECISIONS AND STATUS\n\n" + ledger.read_text(encoding="utf-8"))
    if book.exists():
        parts.append("THE RULEBOOK\n\n" + book.read_text(encoding="utf-8", errors="replace"))
    return "\n\n".join(parts) or f"No rules reference is shipped for {game_id}."


class RulesScene(Scene):
    opaque = True
    SIZE = 15

    def __init__(self, app, game_id: str, title: str):
        super().__init__(app)
        self.title = title
        self.rect = pygame.Rect(60, 70, 1160, 670)
        width = self.rect.width - 50
        self.lines: list[str] = []
        for line in reference_text(game_id).splitlines():
            self.lines.extend(text.wrap(line.rstrip(), width, self.SIZE) if line.strip() else [""])
        self.line_h = theme.font(self.SIZE).get_linesize() + 2
        self.fits = (self.rect.height - 30) // self.line_h
        self.top = 0

    def _scroll(self, n: int) -> None:
        self.top = max(0, min(len(self.lines) - self.fits, self.top + n))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_j):
                self._scroll(1)
            elif event.key in (pygame.K_UP, pygame.K_k):
                self._scroll(-1)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self._scroll(self.fits - 2)
            elif event.key == pygame.K_PAGEUP:
                self._scroll(-(self.fits - 2))
            elif event.key == pygame.K_HOME:
                self.top = 0
            elif event.key == pygame.K_END:
                self._scroll(len(self.lines))
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        text.draw(surface, f"Rules reference: {self.title}", (640, 22), 26, theme.GOLD, True, "midtop")
        panel(surface, self.rect, theme.PAPER, theme.PAPER_DARK, 10)
        for i, line in enumerate(self.lines[self.top:self.top + self.fits]):
            heading = line.isupper() and len(line) > 3 or line.startswith("#")
            text.draw(surface, line, (self.rect.left + 25, self.rect.top + 15 + i * self.line_h), self.SIZE,
                      theme.INK, heading)
        total = max(1, len(self.lines))
        bar_h = max(30, self.rect.height * self.fits // total)
        bar_y = self.rect.top + (self.rect.height - bar_h) * self.top // max(1, total - self.fits)
        pygame.draw.rect(surface, theme.PAPER_DARK, (self.rect.right - 12, bar_y, 6, bar_h), border_radius=3)
        text.draw(surface, "Wheel, arrows or Page Up/Down to scroll.  Esc or F1 to close.", (640, 770), 14,
                  theme.TEXT_DIM, False, "midbottom")
