"""The pages of the Records screen (records.py): Games, Win rates, Careers, Dice. Each page
draws into the screen's middle, gives its buttons, and its table and chart to export."""
from __future__ import annotations

import pygame

from .. import games
from .. import record_words as words
from ..ai import LEVEL_NAMES
from ..record_figures import DICE_HEAD, dice_rows, extremes, rate_over_time, win_rates
from ..session.dice import add_up
from ..ui import chart, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .records_list import RowList

TOP, BOTTOM = 130, 690
LEFT, RIGHT = 40, 1240
LEVEL_COLOURS = {"easy": (96, 186, 120), "normal": (226, 182, 76), "hard": (222, 92, 78)}


def _heading(surface, rect: pygame.Rect, words_: str) -> None:
    text.draw(surface, words_, (rect.left + 14, rect.top + 10), 16, theme.GOLD, True)


def _fit(surface, line: str, pos, width: int, size: int, colour=theme.TEXT, bold=False, anchor="topleft"):
    """A line at the largest size up to ``size`` that fits ``width``."""
    return text.draw(surface, line, pos, text.fit_size(line, width, size, bold), colour, bold, anchor)


class Page:
    keys_line = "{records games}-{records dice}: the pages · {back}: back"   # (the keys as mapped: widgets.with_keys)

    def __init__(self, screen):
        self.screen = screen
        self.controls = ButtonRow()
        self.controls.refused = lambda why: screen.app.toast(why, theme.GOLD)

    @property
    def records(self):
        return self.screen.records

    def opened(self) -> None:
        pass

    def buttons(self) -> list:
        return []

    def handle(self, event) -> bool:
        return self.controls.handle(event)

    def draw(self, surface) -> None:
        pass


def _cycle(options: list, current):
    i = options.index(current) if current in options else -1
    return options[(i + 1) % len(options)]


class GamesPage(Page):
    keys_line = ("{line up}/{line down}: choose · {records replay}: replay · {records its dice}: its dice · "
                 "{records game}, {records opponent}: filter · {records export table}: export · "
                 "{records games}-{records dice}: pages · {back}: back")

    def __init__(self, screen):
        super().__init__(screen)
        self.game = None       # None: all games
        self.opponent = None   # None: any opponent
        self.list = RowList(pygame.Rect(LEFT, TOP + 46, RIGHT - LEFT, 410), 46, head=26)
        self.shown = []

    def opened(self) -> None:
        self.filter()

    def filter(self) -> None:
        self.shown = [r for r in reversed(self.records)
                      if (self.game is None or r.game == self.game)
                      and (self.opponent is None or words.opponent(r) == self.opponent)]
        self.list.set_count(len(self.shown))
        game_words = words.title(self.game) if self.game else "All games"
        self.controls.buttons = [
            Button(pygame.Rect(LEFT, TOP, 420, 36), f"Game: {game_words}", self.next_game, "records game"),
            Button(pygame.Rect(LEFT + 432, TOP, 420, 36), f"Opponent: {self.opponent or 'Any'}",
                   self.next_opponent, "records opponent")]

    def next_game(self) -> None:
        self.game = _cycle([None, *[g for g in games.GAMES if any(r.game == g for r in self.records)]], self.game)
        self.filter()

    def next_opponent(self) -> None:
        found = sorted({words.opponent(r) for r in self.records})
        self.opponent = _cycle([None, *found], self.opponent)
        self.filter()

    @property
    def record(self):
        return self.shown[self.list.selected] if self.shown else None

    def buttons(self) -> list:
        r = self.record
        none = "" if r is not None else "No game in the records yet: a game you finish is recorded"
        kept = "A kept game is not over: its moves are not in the records" if r is not None and not r.finished else ""
        return [("Replay", lambda: self.screen.replay(self.record), "records replay", none or kept),
                ("Its dice", self.its_dice, "records its dice", none or kept),
                ("Export table", self.export, "records export table", none)]

    def its_dice(self) -> None:
        self.screen.pages["Dice"].one = self.record
        self.screen.show("Dice")

    def export(self) -> None:
        self.screen.export_table("records", words.TABLE_HEAD, [words.table_row(r) for r in self.shown])

    def handle(self, event) -> bool:
        return super().handle(event) or self.list.handle(event)

    def draw(self, surface) -> None:
        self.controls.draw(surface)
        n = len(self.shown)
        text.draw(surface, f"{n} game{'s' if n != 1 else ''}", (RIGHT, TOP + 18), 15, theme.TEXT_DIM, False,
                  "midright")
        lst = self.list
        lst.draw_frame(surface)
        x = lst.rect.left + 16
        columns = (("Game and players", x), ("Date", x + 620), ("Result", x + 760), ("Length", x + 960))
        for label, cx in columns:
            text.draw(surface, label, (cx, lst.rect.top + 8), 13, theme.TEXT_DIM, True)
        if not self.shown:
            text.draw(surface, "No game here yet: every game you finish is recorded." if not self.records
                      else "No game matches these filters.", lst.rect.center, 17, theme.TEXT, False, "center")
        for i in lst.shown():
            self._row(surface, lst.draw_row_back(surface, i), self.shown[i], x)
        self._detail(surface, pygame.Rect(LEFT, lst.rect.bottom + 8, RIGHT - LEFT, BOTTOM - lst.rect.bottom - 8))

    def _row(self, surface, rect, r, x) -> None:
        _fit(surface, words.title(r.game), (x, rect.top + 4), 600, 15, theme.TEXT, True)
        _fit(surface, words.players(r), (x, rect.top + 23), 600, 13, theme.TEXT_DIM)
        text.draw(surface, words.day(r), (x + 620, rect.centery), 14, theme.TEXT, False, "midleft")
        won = words.won(r)
        colour = theme.GOOD if won is True else theme.BAD if won is False else theme.TEXT
        _fit(surface, words.result(r), (x + 760, rect.centery), 190, 15, colour, True, "midleft")
        text.draw(surface, words.length(r), (x + 960, rect.centery), 14, theme.TEXT, False, "midleft")

    def _detail(self, surface, rect) -> None:
        panel(surface, rect, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        r = self.record
        if r is None:
            return
        with text.within(rect):
            if r.finished:
                first = f"How it ended: {r.how}"
                second = f"Seed {r.seed} · {words.length(r)}" + (
                    f" · margin {r.margin} (0 is level)" if r.margin is not None else "")
            else:
                first = f"Kept unfinished. Where it stood: {r.summary}"
                second = f"{words.length(r)} played; its moves stay secret until it is over"
            _fit(surface, first, (rect.left + 14, rect.top + 14), rect.width - 28, 16, theme.TEXT)
            _fit(surface, second, (rect.left + 14, rect.top + 42), rect.width - 28, 14, theme.TEXT_DIM)
            text.draw(surface, f"Opponent: {words.opponent(r)}", (rect.left + 14, rect.top + 64), 14, theme.TEXT_DIM)


class WinRatesPage(Page):
    keys_line = ("{records export table}: export the table · {records export chart}: the chart · "
                 "{records export games}: the longest, shortest, closest · {records games}-{records dice}: pages · "
                 "{back}: back")

    def opened(self) -> None:
        self.rates = win_rates(self.records)
        self.over_time = rate_over_time(self.records)
        self.ends = extremes(self.records, 2)

    def figure(self):
        if not self.over_time:
            return None
        longest = max(len(v) for v in self.over_time.values())
        series = [chart.Series(LEVEL_NAMES[lv], values, LEVEL_COLOURS[lv]) for lv, values in self.over_time.items()]
        return chart.Chart("Win rate over time, against each level", "lines", list(range(1, longest + 1)), series,
                           y_label="games won", x_label="games played against that level", y_max=1.0,
                           percent=True)

    def buttons(self) -> list:
        none = "" if self.rates else "No game against the computer in the records yet"
        no_game = "" if any(self.ends.values()) else "No finished game in the records yet"
        return [("Export table", self.export, "records export table", none),
                ("Export chart", lambda: self.screen.export_chart("win-rate", self.figure()), "records export chart", none),
                ("Export games", self.export_ends, "records export games", no_game)]

    HEAD = ("Game", "Opponent", "Games", "Won", "Win rate", "95% interval")

    def export_ends(self) -> None:
        """The longest, shortest and closest games, as their list shows them."""
        rows = [(name, *words.table_row(r), "" if r.margin is None else r.margin)
                for name, found in extremes(self.records).items() for r in found]
        self.screen.export_table("longest-shortest-closest", ("Which", *words.TABLE_HEAD, "Margin"), rows)

    def rows(self) -> list:
        return [(words.title(w.game), words.level_words(w.level), w.games, w.wins, f"{w.rate:.0%}",
                 f"{w.interval[0]:.0%} to {w.interval[1]:.0%}") for w in self.rates]

    def export(self) -> None:
        self.screen.export_table("win-rates", self.HEAD, self.rows())

    def draw(self, surface) -> None:
        table = pygame.Rect(LEFT, TOP, 640, 318)
        panel(surface, table, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        with text.within(table):
            _heading(surface, table, "Against the computer")
            xs = (table.left + 14, table.left + 224, table.left + 340, table.left + 404, table.left + 454,
                  table.left + 520)
            for label, x in zip(("Game", "Opponent", "Games", "Won", "Rate", "95% interval"), xs):
                text.draw(surface, label, (x, table.top + 40), 13, theme.TEXT_DIM, True)
            if not self.rates:
                text.draw_wrapped(surface, "No game against the computer yet. Choose a computer level for a seat "
                                  "on the new-game screen: each game you finish against it counts here.",
                                  pygame.Rect(table.left + 14, table.top + 70, table.width - 28, 80), 15, theme.TEXT)
            for k, (w, row) in enumerate(zip(self.rates[:10], self.rows())):
                y = table.top + 64 + k * 25
                _fit(surface, row[0], (xs[0], y), 200, 14, theme.TEXT)
                text.draw(surface, LEVEL_NAMES.get(w.level, w.level), (xs[1], y), 14, LEVEL_COLOURS.get(w.level),
                          True)
                for j in (2, 3, 4):
                    text.draw(surface, str(row[j]), (xs[j], y), 14, theme.TEXT)
                self._interval(surface, pygame.Rect(xs[5], y + 3, 100, 12), w)
        ends = pygame.Rect(LEFT, TOP + 328, 640, BOTTOM - TOP - 328)
        panel(surface, ends, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        with text.within(ends):
            _heading(surface, ends, "Longest, shortest and closest games")
            y = ends.top + 40
            for name, found in self.ends.items():
                text.draw(surface, name, (ends.left + 14, y), 14, theme.TEXT_DIM, True)
                if not found:
                    text.draw(surface, "none yet" if name != "Closest" else "none yet (games between sides)",
                              (ends.left + 110, y), 14, theme.TEXT_DIM)
                    y += 24
                for r in found:
                    tail = f"margin {r.margin}" if name == "Closest" else words.length(r)
                    _fit(surface, f"{words.title(r.game)}, {words.day(r)}: {words.result(r)}, {tail}",
                         (ends.left + 110, y), ends.width - 124, 14, theme.TEXT)
                    y += 22
                y += 6
        area = pygame.Rect(LEFT + 660, TOP, RIGHT - LEFT - 660, BOTTOM - TOP)
        figure = self.figure()
        if figure is None:
            panel(surface, area, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
            with text.within(area):
                text.draw_wrapped(surface, "The win rate over time is drawn here once you have finished a game "
                                  "against the computer.", area.inflate(-40, -260), 15, theme.TEXT_DIM)
            return
        with text.within(area):
            chart.draw(surface, area, figure)

    @staticmethod
    def _interval(surface, rect, w) -> None:
        """The interval as a bar from its low to its high end, the rate a tick."""
        pygame.draw.rect(surface, (40, 52, 70), rect, border_radius=3)
        lo, hi = w.interval
        span = pygame.Rect(rect.left + round(lo * rect.width), rect.top,
                           max(2, round((hi - lo) * rect.width)), rect.height)
        pygame.draw.rect(surface, LEVEL_COLOURS.get(w.level, theme.ACCENT), span, border_radius=3)
        x = rect.left + round(w.rate * rect.width)
        pygame.draw.line(surface, theme.TEXT, (x, rect.top - 2), (x, rect.bottom + 1), 2)


class CareersPage(Page):
    keys_line = ("{line up}/{line down}: choose · {records honour}: Roll of Honour · "
                 "{records export table}, {records export chart}: export · {records games}-{records dice}: pages · "
                 "{back}: back")

    def __init__(self, screen):
        super().__init__(screen)
        self.list = RowList(pygame.Rect(LEFT, TOP, 480, BOTTOM - TOP), 54)
        self.honour = False

    def opened(self) -> None:
        self.careers = [r for r in reversed(self.records) if r.finished and r.career]
        self.list.set_count(len(self.careers))

    @property
    def record(self):
        return self.careers[self.list.selected] if self.careers else None

    def buttons(self) -> list:
        none = "" if self.careers else "No campaign in the records yet: finish one of The Same 4 Cats or Thunderbirds"
        return [("Career" if self.honour else "Roll of Honour", self.toggle, "records honour", ""),
                ("Export table", self.export, "records export table", none if not self.honour else ""),
                ("Export chart", lambda: self.screen.export_chart("career", self.figure()), "records export chart", none)]

    def toggle(self) -> None:
        self.honour = not self.honour
        self.screen.refresh_buttons()

    def lost(self) -> list:
        return [(man, r) for r in self.careers if r.game == "thunderbirds" for man in r.career.get("lost", [])]

    CREW_HEAD = ("Name", "Position", "Missions", "Awards", "Fate")

    def export(self) -> None:
        if self.honour:
            rows = [(m["name"], m["position"], m["missions"], ", ".join(m["awards"]), m["fate"], words.day(r))
                    for m, r in self.lost()]
            self.screen.export_table("roll-of-honour", (*self.CREW_HEAD, "Tour ended"), rows)
            return
        r = self.record
        if r is None:
            return
        c = r.career
        if r.game == "thunderbirds":
            rows = [(m["name"], m["position"], m["missions"], ", ".join(m["awards"]), m["fate"]) for m in c["crew"]]
            self.screen.export_table("tour", self.CREW_HEAD, rows)
        else:
            self.screen.export_table("crew", ("Mission", "Result"),
                                     [(i + 1, "hit" if h else "no hit") for i, h in enumerate(c["per_mission"])])

    def figure(self):
        r = self.record
        if r is None:
            return None
        per = r.career.get("per_mission", [])
        title = "Hits per mission" if r.game == "same4cats" else "Successful missions, mission by mission"
        return chart.Chart(title, "bars", list(range(1, len(per) + 1)), [chart.Series("", per)], y_max=1.0,
                           y_label="hits" if r.game == "same4cats" else "succeeded", x_label="mission")

    def handle(self, event) -> bool:
        return super().handle(event) or self.list.handle(event)

    def summary(self, r) -> str:
        c = r.career
        if r.game == "same4cats":
            medals = len(c["medals"])
            return (f"{c['missions']} missions, {c['hits']} hits, {medals} medal{'s' if medals != 1 else ''}, "
                    f"{c['wounds']} wounds" + (", shot down" if c["shot_down"] else ""))
        return f"{c['missions']} missions flown, {c['successful']} successful, {len(c['lost'])} men lost"

    def draw(self, surface) -> None:
        lst = self.list
        lst.draw_frame(surface)
        if not self.careers:
            with text.within(lst.rect):
                text.draw_wrapped(surface, "No campaign finished yet. A campaign of The Same 4 Cats or a tour of "
                                  "Thunderbirds at War adds its career here when it ends.",
                                  lst.rect.inflate(-40, -400), 15, theme.TEXT)
        for i in lst.shown():
            rect = lst.draw_row_back(surface, i)
            r = self.careers[i]
            who = "Crew" if r.game == "same4cats" else "Tour"
            _fit(surface, f"{who} of {words.day(r)}: {words.title(r.game)}", (rect.left + 10, rect.top + 6),
                 rect.width - 20, 15, theme.TEXT, True)
            _fit(surface, self.summary(r), (rect.left + 10, rect.top + 28), rect.width - 20, 13, theme.TEXT_DIM)
        area = pygame.Rect(LEFT + 500, TOP, RIGHT - LEFT - 500, BOTTOM - TOP if self.honour else 290)
        panel(surface, area, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        with text.within(area):
            if self.honour:
                self._honour(surface, area)
            elif self.record is not None:
                self._career(surface, area, self.record)
        figure = None if self.honour else self.figure()
        low = pygame.Rect(area.left, area.bottom + 10, area.width, BOTTOM - area.bottom - 10)
        if figure is not None:
            with text.within(low):
                chart.draw(surface, low, figure)

    def _career(self, surface, area, r) -> None:
        c = r.career
        if r.game == "same4cats":
            _heading(surface, area, f"The crew of {words.day(r)}")
            lines = [("Missions flown", str(c["missions"])),
                     ("Ships hit", ", ".join(c["ships"]) or "none"),
                     ("Medals", ", ".join(c["medals"]) or "none"),
                     ("Wounds (damage taken)", str(c["wounds"])),
                     ("Fate", "shot down" if c["shot_down"] else "came home"),
                ("Every crew together", self.all_crews())]
            for k, (label, value) in enumerate(lines):
                y = area.top + 44 + k * 30
                text.draw(surface, label, (area.left + 14, y), 14, theme.TEXT_DIM, True)
                _fit(surface, value, (area.left + 220, y), area.width - 234, 14, theme.TEXT)
            return
        _heading(surface, area, f"The tour of {words.day(r)}: {c['missions']} missions flown, "
                                f"{c['successful']} successful")
        self._men(surface, area, [(m, None) for m in c["crew"]], c.get("result", ""))

    def all_crews(self) -> str:
        """The Same 4 Cats' crews across every campaign, added up."""
        crews = [r.career for r in self.careers if r.game == "same4cats"]
        n = len(crews)
        return (f"{n} campaign{'s' if n != 1 else ''}, {sum(c['missions'] for c in crews)} missions, "
                f"{sum(c['hits'] for c in crews)} hits, {sum(len(c['medals']) for c in crews)} medals, "
                f"{sum(c['wounds'] for c in crews)} wounds")

    def _men(self, surface, area, men, foot: str) -> None:
        xs = (area.left + 14, area.left + 200, area.left + 330, area.left + 400, area.left + 480)
        for label, x in zip(self.CREW_HEAD, xs):
            text.draw(surface, label, (x, area.top + 38), 13, theme.TEXT_DIM, True)
        room = (area.height - 90) // 20
        for k, (m, r) in enumerate(men[:room]):
            y = area.top + 58 + k * 20
            _fit(surface, m["name"], (xs[0], y), 180, 13, theme.TEXT)
            _fit(surface, m["position"], (xs[1], y), 124, 13, theme.TEXT)
            text.draw(surface, str(m["missions"]), (xs[2], y), 13, theme.TEXT)
            _fit(surface, ", ".join(m["awards"]) or "-", (xs[3], y), 74, 13, theme.GOLD)
            fate = m["fate"] + (f" ({words.day(r)})" if r is not None else "")
            _fit(surface, fate, (xs[4], y), area.right - xs[4] - 12, 13, theme.TEXT)
        more = len(men) - room
        note = f"and {more} more: Export table lists them all" if more > 0 else foot
        if note:
            _fit(surface, note, (area.left + 14, area.bottom - 26), area.width - 28, 13, theme.TEXT_DIM)

    def _honour(self, surface, area) -> None:
        lost = self.lost()
        _heading(surface, area, f"Roll of Honour: {len(lost)} men lost on every tour")
        if not lost:
            text.draw(surface, "No man lost yet.", (area.left + 14, area.top + 44), 14, theme.TEXT)
            return
        self._men(surface, area, lost, "")


class DicePage(Page):
    keys_line = ("{line up}/{line down}: choose · {records scope}: which games · "
                 "{records export table}, {records export chart}: export · {records games}-{records dice}: pages · "
                 "{back}: back")

    def __init__(self, screen):
        super().__init__(screen)
        self.scope = None   # None: every game; a game id; or "one": the record ``one``
        self.one = None
        self.list = RowList(pygame.Rect(LEFT, TOP + 46, 460, BOTTOM - TOP - 46), 50)

    def opened(self) -> None:
        if self.one is not None:
            self.scope = "one"
        self.update()

    def scopes(self) -> list:
        found = [g for g in games.GAMES if any(r.game == g and r.finished for r in self.records)]
        return [None, *found] + (["one"] if self.one is not None else [])

    def next_scope(self) -> None:
        self.scope = _cycle(self.scopes(), self.scope)
        self.update()

    def scope_words(self) -> str:
        if self.scope == "one":
            return f"This game: {words.title(self.one.game)}, {words.day(self.one)}"
        return words.title(self.scope) if self.scope else "All games"

    def update(self) -> None:
        if self.scope == "one":
            self.rows = add_up([self.one.dice])
        else:
            self.rows = [row for where, row in dice_rows(self.records, self.scope)
                         if self.scope is not None or where == "All games"]
        self.list.set_count(len(self.rows))
        self.controls.buttons = [Button(pygame.Rect(LEFT, TOP, 460, 36), f"Dice of: {self.scope_words()}",
                                        self.next_scope, "records scope")]

    @property
    def row(self):
        return self.rows[self.list.selected] if self.rows else None

    def figure(self):
        row = self.row
        if row is None:
            return None
        return chart.Chart(f"{row.label}: {row.total} {row.unit}", "bars", row.face_names,
                           [chart.Series("", row.counts)], marks=[row.expected] * len(row.counts),
                           y_label="count", x_label="face" if row.what == "die" else "place")

    def buttons(self) -> list:
        none = "" if self.rows else "No dice counted yet: the dice of every game you finish are counted"
        return [("Export table", self.export, "records export table", none),
                ("Export chart", lambda: self.screen.export_chart("dice", self.figure()), "records export chart", none)]

    def export(self) -> None:
        where = self.scope_words()
        self.screen.export_table("dice", DICE_HEAD, [(where, row.label, row.counted, face, count, f"{row.expected:.2f}")
                                                    for row in self.rows
                                                    for face, count in zip(row.face_names, row.counts)])

    def handle(self, event) -> bool:
        return super().handle(event) or self.list.handle(event)

    def draw(self, surface) -> None:
        self.controls.draw(surface)
        lst = self.list
        lst.draw_frame(surface)
        if not self.rows:
            with text.within(lst.rect):
                text.draw_wrapped(surface, "No dice counted yet. Every die rolled and card drawn in the games you "
                                  "finish is counted here.", lst.rect.inflate(-40, -380), 15, theme.TEXT)
        for i in lst.shown():
            rect = lst.draw_row_back(surface, i)
            row = self.rows[i]
            _fit(surface, row.label, (rect.left + 10, rect.top + 5), rect.width - 20, 15, theme.TEXT, True)
            judged = row.expected >= 5
            verdict = ("too few to judge" if not judged else f"p = {row.p:.2f}")
            colour = theme.TEXT_DIM if not judged else (theme.GOOD if row.p >= 0.01 else theme.BAD)
            _fit(surface, f"{row.total} {row.unit} · {verdict}", (rect.left + 10, rect.top + 27), rect.width - 20,
                 13, colour)
        area = pygame.Rect(LEFT + 480, TOP, RIGHT - LEFT - 480, 420)
        figure = self.figure()
        if figure is not None:
            with text.within(area):
                chart.draw(surface, area, figure)
        else:
            panel(surface, area, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
            with text.within(area):
                text.draw(surface, "A bar per face is drawn here, the fair count marked in gold.", area.center, 15,
                          theme.TEXT_DIM, False, "center")
        words_area = pygame.Rect(area.left, area.bottom + 10, area.width, BOTTOM - area.bottom - 10)
        panel(surface, words_area, (22, 32, 48), theme.PANEL_EDGE, 10, alpha=235)
        row = self.row
        if row is None:
            return
        stat, df, p = row.test
        with text.within(words_area):
            won = row.expected >= 5 and row.p < 0.01
            _fit(surface, row.sentence, (words_area.left + 14, words_area.top + 12), words_area.width - 28, 17,
                 theme.BAD if won else theme.GOOD, True)
            _fit(surface, f"Counted: {row.counted}. The gold line is what a fair one gives: "
                          f"{row.expected:.1f} each.", (words_area.left + 14, words_area.top + 44),
                 words_area.width - 28, 14, theme.TEXT)
            _fit(surface, f"Chi-square {stat:.2f} on {df} degrees of freedom: p = {p:.3f} "
                          "(the chance of counts at least this uneven from fair ones)",
                 (words_area.left + 14, words_area.top + 70), words_area.width - 28, 14, theme.TEXT_DIM)


PAGES = {"Games": GamesPage, "Win rates": WinRatesPage, "Careers": CareersPage, "Dice": DicePage}
