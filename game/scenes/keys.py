"""Settings, Keys (issue 35): every key command of the app (ui/command_table.py), screen by
screen, a page at a time, each changed by choosing its key's button and pressing the new key.
A key already taken where the command works is refused in words ("Z is already Undo");
Reset puts every key back. It edits the Settings screen's copy, so the keys are kept by
that screen's Save (in settings.yaml) and forgotten by its Back."""
from __future__ import annotations

import pygame

from ..ui import background, commands, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

AREA = pygame.Rect(60, 92, 1160, 612)
COLUMNS = 2
ROW_H = 38
TOP = AREA.top + 56                 # the first row, under the page's heading
ROWS = 12                           # rows per column: a screen's name takes one, each command one
COL_W = (AREA.width - 48 - 40) // COLUMNS
KEY_W = 150                         # the key's button at a row's right
WORDS_ROOM = COL_W - KEY_W - 16
SAID = pygame.Rect(AREA.left + 24, AREA.bottom - 64, AREA.width - 48, 52)


def rows() -> list[tuple[str, object]]:
    """The list as read: ("where", screen) before each screen's commands, ("command", Command)."""
    out, last = [], None
    for c in commands.commands():
        if c.where != last:
            out.append(("where", c.where))
            last = c.where
        out.append(("command", c))
    return out


def pages() -> list[list[tuple[str, object]]]:
    """The rows cut into columns of ROWS (padded with ("gap", None)) and pages of COLUMNS: a
    screen's name never ends a column (it goes on to the next, with its commands), and a
    column that begins in the middle of a screen's commands names that screen again."""
    columns, column, where = [], [], ""
    for kind, item in rows():
        if kind == "where":
            where = item
            if len(column) >= ROWS - 1:
                columns.append(column)
                column = []
        elif len(column) == ROWS:
            columns.append(column)
            column = [("where", f"{where} (continued)")]
        column.append((kind, item))
    columns.append(column)
    padded = [c + [("gap", None)] * (ROWS - len(c)) for c in columns]
    return [sum(padded[i:i + COLUMNS], []) for i in range(0, len(padded), COLUMNS)]


def slot_at(i: int) -> tuple[int, int]:
    """Where the i-th row of a page is drawn: its column's left and its top."""
    col, row = divmod(i, ROWS)
    return AREA.left + 24 + col * (COL_W + 40), TOP + row * ROW_H


class KeysScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    def __init__(self, app, settings):
        super().__init__(app)
        self.s = settings            # the Settings screen's copy
        self.waiting: str | None = None   # the command whose new key is awaited
        self.page = 0
        self.pages = pages()
        self.said = ("Choose a key's button, then press the new key (with Ctrl, Shift or Alt if you like). "
                     "Save in Settings keeps the keys.")
        self.buttons = ButtonRow()
        self._layout()

    @property
    def raw_keys(self) -> bool:
        """While a new key is awaited every key comes here as pressed (the focus takes none)."""
        return self.waiting is not None

    def keys(self) -> dict:
        """Each command's key with this screen's choices (those not saved yet) laid over the defaults."""
        return commands.mapping(self.s.keys)[0]

    def _layout(self) -> None:
        keys = self.keys()
        buttons = []
        for i, (kind, item) in enumerate(self.pages[self.page]):
            if kind != "command":
                continue
            x, y = slot_at(i)
            waiting = self.waiting == item.name
            label = "press a key..." if waiting else commands.chord_words(keys[item.name])
            b = Button(pygame.Rect(x + COL_W - KEY_W, y + 2, KEY_W, ROW_H - 6), label, self._wait_for(item.name),
                       style="primary" if waiting else "normal",
                       tip=f"{item.words}: choose it, then press the new key")
            b.command = item.name
            buttons.append(b)
        n = len(self.pages)
        buttons.append(Button(pygame.Rect(150, 724, 236, 46), "Previous page", self._turn(-1), "page up",
                              "" if self.page > 0 else "This is the first page", tip="The keys of the page before"))
        buttons.append(Button(pygame.Rect(398, 724, 236, 46), "Reset", self._reset,
                              tip="Every command's key back to its default, on every page"))
        buttons.append(Button(pygame.Rect(646, 724, 236, 46), "Done", self.app.pop, pygame.K_ESCAPE,
                              tip="Back to Settings: its Save keeps the keys"))
        buttons.append(Button(pygame.Rect(894, 724, 236, 46), "Next page", self._turn(1), "page down",
                              "" if self.page < n - 1 else "This is the last page", tip="The keys of the next page"))
        self.buttons.buttons = buttons

    def _turn(self, step: int):
        def fn():
            self.page = max(0, min(len(self.pages) - 1, self.page + step))
            self.waiting = None
            self._layout()
        return fn

    def show(self, name: str) -> None:
        """The page where the command ``name`` is listed."""
        self.page = next(i for i, p in enumerate(self.pages) if any(k == "command" and c.name == name for k, c in p))
        self._layout()

    def _wait_for(self, name: str):
        def fn():
            self.waiting = name
            self.said = f"Press the new key for {commands.command(name).words} (Esc keeps the one it has)."
            self._layout()
        return fn

    def _reset(self) -> None:
        self.s.keys = {}
        self.waiting = None
        self.said = "Every key is back to its default. Save in Settings keeps them."
        self._layout()

    def take(self, key: int, mods: int) -> None:
        """The key pressed for the command awaited: taken, or refused in words."""
        name, self.waiting = self.waiting, None
        chord = (key, mods)
        cmd = commands.command(name)
        why = commands.clash(name, chord, self.s.keys)
        if key == pygame.K_ESCAPE and not mods and name != "back":
            self.said = f"{cmd.words}: kept as it was."
        elif why is not None:
            self.said = f"Not taken: {why}."
        else:
            chosen = dict(self.s.keys or {})
            chosen[name] = commands.chord_text(chord)
            if chord == cmd.default:
                del chosen[name]
            self.s.keys = chosen
            self.said = f"{cmd.words}: {commands.chord_words(chord)}. Save in Settings keeps it."
        self._layout()

    def handle(self, event) -> bool:
        if self.waiting is not None and event.type == pygame.KEYDOWN:
            if event.key not in commands.MODIFIER_KEYS:
                self.take(event.key, commands.mods_of(event))
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._turn(-1 if event.y > 0 else 1)()
            return True
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, "Keys", (640, 22), 40, theme.GOLD, True, "midtop")
        panel(surface, AREA, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        with text.within(AREA):
            text.draw(surface, "Every command's key, screen by screen", (AREA.left + 24, AREA.top + 16), 18,
                      theme.GOLD, True)
            text.draw(surface, f"Page {self.page + 1} of {len(self.pages)}", (AREA.right - 24, AREA.top + 18), 15,
                      theme.TEXT_DIM, False, "topright")
            for i, (kind, item) in enumerate(self.pages[self.page]):
                x, y = slot_at(i)
                if kind == "where":
                    text.draw(surface, item, (x, y + ROW_H // 2), 16, theme.GOLD, True, "midleft")
                elif kind == "command":
                    size = text.fit_size(item.words, WORDS_ROOM, 15, minimum=11)
                    text.draw(surface, item.words, (x + 12, y + ROW_H // 2), size, theme.TEXT, False, "midleft")
            text.draw_wrapped(surface, self.said, SAID, 15, theme.TEXT_DIM)
        self.buttons.draw(surface)
