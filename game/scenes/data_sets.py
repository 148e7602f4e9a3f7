"""The player's data sets for a game, as a list to choose from (the new-game screen's data
set, Settings' "All your data sets"): every set in the folder, read when the list opens,
each with the checker's word on it (a broken set marked with its first problem), and
House first where it may be chosen. The list scrolls (wheel, Up/Down); Esc closes it."""
from __future__ import annotations

import os
from typing import Callable

import pygame

from .. import datasets
from ..datacheck import SET_FILE
from ..ui import commands, text, theme
from ..ui.widgets import Button, ButtonRow
from .base import Scene
from .modal import _frame


_CHECKED: dict[tuple, list[str]] = {}   # (game, set, what its files hold) -> the checker's lines


def checked_sets(game_id: str) -> list[tuple[str, list[str]]]:
    """(name, the checker's lines) for each of the player's sets of a game, read from the
    folder now: a set made since the last look is there, a set changed since is checked
    again (one whose files are as they were is not)."""
    out = []
    for name in datasets.list_sets(game_id):
        folder = datasets.sets_folder(game_id) / name
        try:
            head = (folder / SET_FILE).stat()
            key = (game_id, name, datasets.content_hash(folder, game_id), head.st_mtime_ns, head.st_size)
        except OSError:
            key = None
        lines = _CHECKED.get(key) if key is not None else None
        if lines is None:
            lines = datasets.set_status(game_id, name)
            if key is not None:
                _CHECKED[key] = lines
        out.append((name, lines))
    return out


def status_words(game_id: str, name: str, lines: list[str]) -> str:
    """A set's status in a few words: clean, or its first problem (the file by its name alone)."""
    if not lines:
        return "checked: no problems"
    folder = str(datasets.sets_folder(game_id) / name) + os.sep
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    return f"cannot be played: {lines[0].replace(folder, '')}{more}"


class DataSetList(Scene):
    """A modal list of data sets; clicking one calls ``on_pick(name)`` (None: House) and
    closes the list (unless ``stay``: Settings shows a set's details over it)."""

    opaque = False
    WIDTH, ROW_H, SHOWN = 760, 58, 8

    def __init__(self, app, game_id: str, title: str, on_pick: Callable, with_house: bool = False,
                 chosen: str | None = None, stay: bool = False, hint: str = "Click one to play with it."):
        super().__init__(app)
        self.title, self.on_pick, self.stay, self.hint = title, on_pick, stay, hint
        self.rows: list[tuple[str | None, str, bool]] = []   # (name, status, broken)
        if with_house:
            self.rows.append((None, "Sortie's own cards and tables, as the rulebooks give them", False))
        for name, lines in checked_sets(game_id):
            self.rows.append((name, status_words(game_id, name, lines), bool(lines)))
        self.chosen = chosen
        self.top = 0
        shown = min(self.SHOWN, len(self.rows))
        self.rect = pygame.Rect(0, 0, self.WIDTH, 100 + max(1, shown) * self.ROW_H + 72)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self._shade: pygame.Surface | None = None
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self._layout()

    def _layout(self) -> None:
        buttons = []
        for k, (name, status, broken) in enumerate(self.rows[self.top:self.top + self.SHOWN]):
            label = name or datasets.HOUSE
            if name == self.chosen:
                label += "  (chosen)"
            b = Button(pygame.Rect(self.rect.left + 32, self.rect.top + 100 + k * self.ROW_H, self.WIDTH - 64,
                                   self.ROW_H - 8), label, self._pick(name), sublabel=status,
                       style="danger" if broken else ("primary" if name == self.chosen else "normal"))
            buttons.append(b)
        buttons.append(Button(pygame.Rect(self.rect.centerx - 100, self.rect.bottom - 60, 200, 46), "Back",
                              self.app.pop, pygame.K_ESCAPE))
        self.buttons.buttons = buttons

    def _pick(self, name):
        def fn():
            if not self.stay:
                self.app.pop()
            self.on_pick(name)
        return fn

    def scroll(self, by: int) -> None:
        top = max(0, min(len(self.rows) - self.SHOWN, self.top + by))
        if top != self.top:
            self.top = top
            self._layout()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif commands.list_key(event) in ("line up", "line down"):
            self.scroll(-1 if commands.list_key(event) == "line up" else 1)
        else:
            self.buttons.handle(event)
        return True   # modal

    def draw(self, surface) -> None:
        _frame(self, surface, theme.GOLD)
        n = len(self.rows)
        if n > self.SHOWN:
            said = (f"{self.top + 1}-{self.top + self.SHOWN} of {n}: the wheel, "
                    f"{commands.words('line up')} or {commands.words('line down')} shows the others")
        else:
            said = self.hint if n else "No data set yet: make one in Settings, the game's tab."
        text.draw(surface, said, (self.rect.centerx, self.rect.top + 62), 14, theme.TEXT_DIM, False, "midtop")
        self.buttons.draw(surface)
