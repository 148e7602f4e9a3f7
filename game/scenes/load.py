"""The Load screen: saves and autosaves, newest first."""
from __future__ import annotations

import datetime
from typing import Callable

import pygame

from .. import launch
from ..rules.saves import SaveError, read_document
from ..ui import background, redraw, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

ROWS = 9


class LoadScene(Scene):
    def __init__(self, app, on_choose: Callable):
        super().__init__(app)
        self.on_choose = on_choose
        self.files = launch.save_files()
        self.page = 0
        self.rows: list[tuple[pygame.Rect, object, str]] = []
        self.buttons = ButtonRow([
            Button(pygame.Rect(520, 720, 240, 48), "Back", self.app.pop, pygame.K_ESCAPE),
        ])
        self.mouse = pygame.mouse.get_pos()
        self.hover = redraw.Hover(self._row_at, lambda i: [self.rows[i][0]] if i < len(self.rows) else [])
        self._layout()

    def _row_at(self):
        return next((i for i, (rect, *_) in enumerate(self.rows) if rect.collidepoint(self.mouse)), None)

    def _describe(self, path) -> str:
        try:
            doc = read_document(path)
        except SaveError as exc:
            return f"unreadable: {exc.problem}"
        return f"{doc['game']}, {len(doc['moves'])} moves, seed {doc['seed']}"

    def _layout(self) -> None:
        self.rows = []
        for i, path in enumerate(self.files[self.page * ROWS:(self.page + 1) * ROWS]):
            rect = pygame.Rect(190, 140 + i * 62, 900, 54)
            when = datetime.datetime.fromtimestamp(launch.modified(path)).strftime("%Y-%m-%d %H:%M")
            kind = "autosave" if path.parent.name == "autosave" else "save"
            self.rows.append((rect, path, f"{path.stem}  ({kind}, {when})", self._describe(path)))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover.moved()
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, path, _, _ in self.rows:
                if rect.collidepoint(event.pos):
                    self.app.pop()
                    self.on_choose(path)
                    return True
        if event.type == pygame.MOUSEWHEEL:
            last = max(0, (len(self.files) - 1) // ROWS)
            self.page = min(last, max(0, self.page - event.y))
            self._layout()
            return True
        return True

    def draw(self, surface) -> None:
        surface.blit(background.sea(), (0, 0))
        text.draw(surface, "Load a game", (640, 50), 40, theme.GOLD, True, "midtop")
        if not self.files:
            text.draw(surface, "No saves yet. Save from a game's menu (Esc), or play: every move is autosaved.",
                      (640, 300), 18, theme.TEXT, False, "midtop")
        self.hover.drawn()
        for rect, _, title, desc in self.rows:
            panel(surface, rect, (30, 44, 62), theme.GOLD if rect.collidepoint(self.mouse) else theme.PANEL_EDGE, 8)
            text.draw(surface, title, (rect.left + 14, rect.top + 7), 17, theme.TEXT, True)
            text.draw(surface, desc, (rect.left + 14, rect.top + 30), 14, theme.TEXT_DIM)
        self.buttons.draw(surface)
