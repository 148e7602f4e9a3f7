"""The Records screen (from the title): every finished game and every kept one, filtered by
game and opponent, each opened in the replay view; the win rates against each computer
level with their intervals and the longest, shortest and closest games; the campaigns'
careers and the Roll of Honour; the dice, shown honest. Each page's table exports as CSV
and its chart as PNG into the player's data folder (a toast says where). The pages are in
records_pages.py; what the figures mean, docs/RECORDS.md."""
from __future__ import annotations

import pygame

from .. import games, records_db
from .. import record_words as words
from ..oserror import in_words
from ..record_export import write_csv, write_png
from ..ui import background, chart, png, text, theme
from ..ui.widgets import Button, ButtonRow, with_keys
from .base import Scene
from .modal import explain
from .records_pages import PAGES

PAGE_KEYS = ("records games", "records win rates", "records careers", "records dice")   # PAGES' commands

TAB_Y, TAB_W, TAB_H = 78, 190, 40
BUTTON_Y, BUTTON_H = 700, 52


class RecordsScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    def __init__(self, app, page: str = "Games"):
        super().__init__(app)
        self.unread = ""   # why the records could not be read: said once the screen is shown
        try:
            self.records = records_db.load()
        except records_db.RecordsError as exc:
            self.records = []
            self.unread = str(exc)
        self.pages = {name: cls(self) for name, cls in PAGES.items()}
        self.tabs = ButtonRow()
        self.buttons = ButtonRow()
        self.buttons.refused = self.tabs.refused = lambda why: app.toast(why, theme.GOLD)
        self.show(page)

    @property
    def page(self):
        return self.pages[self.page_name]

    def show(self, name: str) -> None:
        self.page_name = name
        x0 = (theme.LOGICAL_SIZE[0] - (len(PAGES) * TAB_W + (len(PAGES) - 1) * 12)) // 2
        self.tabs.buttons = [
            Button(pygame.Rect(x0 + i * (TAB_W + 12), TAB_Y, TAB_W, TAB_H), label, lambda n=label: self.show(n),
                   key=PAGE_KEYS[i], style="primary" if label == name else "normal")
            for i, label in enumerate(PAGES)]
        self.page.opened()
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        specs = self.page.buttons() + [("Back", self.app.pop, pygame.K_ESCAPE, "")]
        w, gap = 200, 14
        x0 = (theme.LOGICAL_SIZE[0] - (len(specs) * w + (len(specs) - 1) * gap)) // 2
        self.buttons.buttons = [Button(pygame.Rect(x0 + i * (w + gap), BUTTON_Y, w, BUTTON_H), label, fn, key, why)
                                for i, (label, fn, key, why) in enumerate(specs)]

    # -- what the pages ask --------------------------------------------------------------
    def replay(self, record) -> None:
        from ..session.game import Game
        if not record.finished:
            self.app.toast("A kept game is not over: its moves are not in the records", theme.GOLD)
            return
        try:
            rules = games.rules_for(record.game, record.map, (record.data_set or {}).get("name"))
            game = Game.replay(rules, record.seed, record.options, record.players, record.moves,
                               map_path=record.map)
        except Exception as exc:  # noqa: BLE001 - a record that cannot be replayed is said so
            explain(self.app, "This game cannot be replayed", exc)
            return
        game.computer = dict(record.computer)
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, game, source=f"{words.title(record.game)}, {words.day(record)}"))

    def export_table(self, stem: str, head, rows) -> None:
        try:
            path = write_csv(stem, head, rows)
        except OSError as exc:
            explain(self.app, "Not exported", in_words(exc, "write"))
            return
        self.app.toast(f"Table exported to {path}", theme.GOOD, 6)

    def export_chart(self, stem: str, figure) -> None:
        if figure is None:
            self.app.toast("No chart on this page yet", theme.GOLD)
            return
        try:
            path = write_png(stem, png.encode(chart.picture(figure)))
        except (OSError, pygame.error) as exc:
            explain(self.app, "Not exported", in_words(exc, "write") if isinstance(exc, OSError) else exc)
            return
        self.app.toast(f"Chart exported to {path}", theme.GOOD, 6)

    # -- scene ---------------------------------------------------------------------------
    def enter(self) -> None:
        if self.unread:
            explain(self.app, "The records cannot be read", self.unread)
            self.unread = ""

    def handle(self, event) -> bool:
        if self.tabs.handle(event) or self.buttons.handle(event):
            return True
        if self.page.handle(event):
            self.refresh_buttons()
            return True
        return True  # the screen keeps every event (it covers the title)

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, "Records", (640, 18), 36, theme.GOLD, True, "midtop")
        self.tabs.draw(surface)
        self.page.draw(surface)
        self.buttons.draw(surface)
        text.draw(surface, with_keys(self.page.keys_line), (640, 772), 14, theme.TEXT_DIM, False, "midbottom")
