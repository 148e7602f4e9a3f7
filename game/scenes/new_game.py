"""Starting a new game: its options (players, readings of the rules) before the first move."""
from __future__ import annotations

import pygame

from .. import ai, datasets, games, launch
from ..datacheck import BadData
from ..rules.core import PRESETS, preset_of, preset_values
from ..rules.seats import seat_name
from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene
from .open_game import first_start, scene_for


def _cycle(values, current):
    values = list(values)
    return values[(values.index(current) + 1) % len(values)] if current in values else values[0]


PRESET_WORDS = {"rulebook": "As the rulebook", "recommended": "Recommended", "custom": "Custom"}
PRESET_TIPS = {"rulebook": "Every reading as close to the rulebook's own text as it goes",
               "recommended": "Sortie's advice: the rulebook's readings, but where a row says otherwise and why",
               "custom": "Your own choices, as you last set them by hand"}
TOP = 186      # the first option's row
ROOM = 520     # the height the option and seat rows share
FOLD_AT = 6    # a game of more options shows its presets first and the rows behind "Advanced" (issue 31),
PAGE = 5       # ... so many rows a page, each with room for its sentence and its why


def preset_differences(options: dict) -> list:
    """The options whose recommended choice is not the rulebook's: (name, spec)."""
    return [(name, spec) for name, spec in options.items()
            if not (spec.rulebook == spec.recommended and type(spec.rulebook) is type(spec.recommended))]


def presets_line(options: dict) -> str:
    """How the two presets differ, in one short line above them (issue 31: they looked the same)."""
    n = len(preset_differences(options))
    if not n:
        return "The two presets are the same here: every recommended reading is the rulebook's."
    return f"Recommended differs from the rulebook in {n} reading{'s' if n != 1 else ''}: hover it to see which."


class NewGameScene(Scene):
    """Shows the game's rules options with the player's last choices; Start plays them.
    Hosting an online table (online_host.py) shows the same rows, its seats and last button
    its own (the hooks ``remembered``, ``seat_button``, ``seat_words``, ``last_buttons``)."""
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)

    ROW_H = 62
    DATA_SET_ROW = True   # the row of the data set played with (an online table plays House)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.info = games.info(game_id)
        self.rules = games.rules_for(game_id)
        saved = self.remembered()
        self.values = self._allowed(saved)
        # The preset (issue 15): "As the rulebook", "Recommended", or the player's own choices.
        # The one remembered is shown while the options still are its choices.
        kept = saved.get("preset")
        self.preset = preset_of(self.rules.options, self.values, kept if kept in PRESETS else None)
        if kept == "custom" and self.preset != "custom":
            self.preset = "custom"
        custom = saved.get("custom")
        self.custom = self._allowed(custom) if isinstance(custom, dict) else dict(self.values)
        # Each seat of a two-sided game: Human, or Computer at a level (remembered, issue 14).
        self.has_seats = self.info.computer_seats
        computer = saved.get("computer", {})
        self.computer = {seat: level for seat, level in (computer.items() if isinstance(computer, dict) else ())
                         if level in ai.LEVELS}
        # The data set played with: House or one of the player's own (Settings, the game's tab).
        self.data_sets = [None, *datasets.list_sets(game_id)]
        chosen = saved.get("data_set")
        self.data_set = chosen if chosen in self.data_sets else None
        self.data_set_status = self._status_of(self.data_set)
        self.foldable = len(self.rules.options) > FOLD_AT
        self.page: int | None = None   # the page of rows shown behind "Advanced" (None: closed; issue 31)
        self.buttons = ButtonRow()
        self._layout()

    def remembered(self) -> dict:
        """The choices last made for the game (its options, preset, seats, data set)."""
        return self.app.settings.options_for(self.info.id)

    def _allowed(self, saved: dict) -> dict:
        """Each option's saved value where its option allows it, else its default."""
        def ok(spec, value):
            return any(value == c and type(value) is type(c) for c in spec.choices)
        return {name: saved[name] if name in saved and ok(spec, saved[name]) else spec.default
                for name, spec in self.rules.options.items()}

    # -- presets ----------------------------------------------------------------------
    def choose_preset(self, preset: str) -> None:
        """"rulebook" or "recommended" sets every option to its choice; "custom" brings back
        the player's own choices (those last set by hand)."""
        if self.preset == "custom":
            self.custom = dict(self.values)
        self.values = preset_values(self.rules.options, preset) if preset in PRESETS else dict(self.custom)
        self.preset = preset
        self._layout()

    def set_option(self, name: str, value) -> None:
        """An option set by hand: the choices are the player's own (Custom)."""
        if value not in self.rules.options[name].choices:
            raise ValueError(f"{self.rules.options[name].label} cannot be {value}")
        self.values[name] = value
        self.preset = "custom"
        self.custom = dict(self.values)
        self._layout()

    def preset_shown(self) -> str:
        """The preset's name as the row of presets shows it chosen."""
        return PRESET_WORDS[self.preset]

    def seat_rows_max(self) -> int:
        if not self.has_seats:
            return 0
        seats_for = getattr(self.rules, "seats_for", None)
        if seats_for and "players" in self.rules.options:
            return max(len(seats_for({"players": n})) for n in self.rules.options["players"].choices)
        return len(self.rules.players)

    def seats(self) -> list:
        if not self.has_seats:
            return []
        seats_for = getattr(self.rules, "seats_for", None)
        return list(seats_for(self.values) if seats_for else self.rules.players)

    @property
    def advanced(self) -> bool:
        return not self.foldable or self.page is not None

    @property
    def pages(self) -> int:
        return -(-len(self.rules.options) // PAGE)

    def shown_options(self) -> list:
        """The option rows on screen: all of them, or, in a game of many, none while "Advanced"
        is closed and a page of them while it is open."""
        items = list(self.rules.options.items())
        if not self.foldable:
            return items
        return [] if self.page is None else items[self.page * PAGE:(self.page + 1) * PAGE]

    def _seat_y(self, i: int) -> int:
        return self.tops[len(self.shown_options()) + self.foldable + i]

    def _place_rows(self) -> None:
        """Each row's top (the options shown, the "Advanced" row, the seats, the data set):
        each option's row as tall as its sentence and advice need, so no row is cramped nor a
        line left out (issue 31); when they would not fit, every row the same height, packed."""
        shown = [spec for _, spec in self.shown_options()]
        n = len(shown) + self.foldable + len(self.seats()) + self.DATA_SET_ROW
        heights, self.fitted = [self.row_h] * n, False
        if self.row_h == self.ROW_H:
            tall = [max(self.ROW_H, 18 * len(self._label_lines(spec)) + 16 + 18) for spec in shown]
            tall += [self.ROW_H] * (n - len(tall))
            if sum(tall) <= ROOM:
                heights, self.fitted = tall, True
        self.heights = heights
        self.tops = [TOP + sum(heights[:i]) for i in range(n)]

    def _label_lines(self, spec) -> list[str]:
        cite = f"  ({spec.rule})" if spec.rule else ""
        return text.wrap(spec.label, 750 - theme.font(12).size(cite)[0], 15)

    def toggle_advanced(self) -> None:
        """Closed -> the first page of rows -> the next ... -> closed."""
        self.page = 0 if self.page is None else (self.page + 1 if self.page + 1 < self.pages else None)
        self._layout()

    def fold_label(self) -> str:
        if self.page is None:
            return "Advanced"
        if self.page + 1 < self.pages:
            return f"More: page {self.page + 2} of {self.pages}"
        return "Hide the details"

    def _layout(self) -> None:
        rows = len(self.shown_options()) + self.foldable + self.seat_rows_max() + self.DATA_SET_ROW
        self.row_h = min(self.ROW_H, ROOM // max(1, rows))
        self._place_rows()
        buttons = []
        for i, (name, spec) in enumerate(self.shown_options()):
            buttons.append(Button(pygame.Rect(900, self.tops[i], 260, min(44, self.row_h - 6)),
                                  spec.shown(self.values[name]), self._next(name),
                                  tip=f"{spec.label}: click for the next choice ({len(spec.choices)} in all)"))
        if self.foldable:
            y = self.tops[len(self.shown_options())]
            n = len(self.rules.options)
            buttons.append(Button(pygame.Rect(900, y, 260, min(44, self.row_h - 6)),
                                  self.fold_label(), self.toggle_advanced,
                                  "new readings", tip=f"Show or hide the {n} readings of the rules the preset sets, "
                                                  "each with its rule and why"))
        for i, seat in enumerate(self.seats()):
            buttons.append(self.seat_button(seat, pygame.Rect(900, self._seat_y(i), 260, min(44, self.row_h - 6))))
        if self.DATA_SET_ROW:
            buttons.append(Button(pygame.Rect(900, self._seat_y(len(self.seats())), 260, min(44, self.row_h - 6)),
                                  self.data_set or datasets.HOUSE, self._next_data_set,
                                  tip="The cards and tables played with: click for the next set"))
        for i, preset in enumerate((*PRESETS, "custom")):
            buttons.append(Button(pygame.Rect(520 + i * 220, 124, 204, 38), PRESET_WORDS[preset],
                                  self._pick(preset), style="primary" if preset == self.preset else "normal",
                                  tip=self._preset_tip(preset)))
        self.buttons.buttons = buttons + self.last_buttons()

    def seat_button(self, seat: str, rect: pygame.Rect) -> Button:
        """The button of a seat's row: who plays it."""
        return Button(rect, ai.seat_choice_text(self.computer.get(seat)), self._next_seat(seat),
                      tip="Who plays this seat: Human, or the computer at a level; click for the next")

    def seat_words(self, seat: str) -> tuple[str, str]:
        """A seat's row: its line, and the dimmer one under it."""
        return f"{seat_name(self.rules, seat)}: played by", "Human, or the computer at a level (Easy, Normal, Hard)"

    def last_buttons(self) -> list:
        """The row at the bottom: Start, Back, and the game's tutorial."""
        buttons = [Button(pygame.Rect(430, 730, 200, 48), "Start", self.start, pygame.K_RETURN, style="primary",
                          tip="Start the game with these choices (they are remembered)"),
                   Button(pygame.Rect(650, 730, 200, 48), "Back", self.app.pop, pygame.K_ESCAPE,
                          tip="Back to the title: nothing is started")]
        from .. import tutorial   # issue 34: a guided first game of this game
        if tutorial.has_tutorial(self.info.id):
            buttons.append(Button(pygame.Rect(870, 730, 200, 48), "Learn to play", self.learn,
                                  tip="A guided first game against the computer, step by step"))
        return buttons

    def heading(self) -> str:
        return f"New game: {self.info.title}"

    def learn(self) -> None:
        from .learn import open_tutorial
        self.app.pop()
        open_tutorial(self.app, self.info.id)

    def _preset_tip(self, preset: str) -> str:
        """What a preset does; Recommended names the readings where it leaves the rulebook."""
        differ = preset_differences(self.rules.options)
        if preset in PRESETS and not differ:
            return PRESET_TIPS[preset] + ". In this game both presets choose the same: Sortie recommends every rulebook reading"
        if preset != "recommended":
            return PRESET_TIPS[preset]
        return "Sortie's advice differs from the rulebook in: " + "; ".join(
            f"{spec.label.lower()}: {spec.shown(spec.recommended)}" for _, spec in differ)

    def _pick(self, preset):
        return lambda: self.choose_preset(preset)

    def _next(self, name):
        return lambda: self.set_option(name, _cycle(self.rules.options[name].choices, self.values[name]))

    def _next_seat(self, seat):
        def fn():
            order = [None, *ai.LEVELS]
            level = _cycle(order, self.computer.get(seat))
            if level is None:
                self.computer.pop(seat, None)
            else:
                self.computer[seat] = level
            self._layout()
        return fn

    def _next_data_set(self) -> None:
        """The list of data sets (House and the player's, read from the folder now, each
        checked): the one clicked is played."""
        from .data_sets import DataSetList
        self.app.push(DataSetList(self.app, self.info.id, f"Data set: {self.info.title}", self.choose_data_set,
                                  with_house=True, chosen=self.data_set))

    def choose_data_set(self, name: str | None) -> None:
        self.data_sets = [None, *datasets.list_sets(self.info.id)]
        self.data_set = name if name in self.data_sets else None
        self.data_set_status = self._status_of(self.data_set)
        self._layout()

    def _status_of(self, name: str | None) -> str:
        """The chosen set's word under its row: "" for House or a set the checker passes,
        else its first problem (Start then lists them all)."""
        if name is None:
            return ""
        from .data_sets import status_words
        lines = datasets.set_status(self.info.id, name)
        return status_words(self.info.id, name, lines) if lines else ""

    def chosen(self) -> dict:
        """The options, the preset and the player's own choices, as they are remembered."""
        out = dict(self.values, preset=self.preset)
        if self.preset == "custom" or self.custom != self.values:
            out["custom"] = dict(self.custom)
        return out

    def start(self) -> None:
        s = self.app.settings
        s.game_options.setdefault(self.info.id, {}).update(self.chosen())
        if self.has_seats:
            s.game_options[self.info.id]["computer"] = dict(self.computer)
        if self.data_set is None:
            s.game_options[self.info.id].pop("data_set", None)
        else:
            s.game_options[self.info.id]["data_set"] = self.data_set
        if not self.app.settings_warning:  # remember the choices for next time
            try:
                s.save()
            except OSError:
                pass
        try:
            game = launch.new_game(self.info.id, options=dict(self.values), data_set=self.data_set)
        except BadData as exc:   # the set fails the checker: its lines, and no game
            from .modal import ProblemsScene, problem_lines
            folder = datasets.sets_folder(self.info.id) / self.data_set
            self.app.push(ProblemsScene(self.app, f"The data set \"{self.data_set}\" cannot be played", (
                f"The checker refuses it: fix these lines in its files (folder {folder}), "
                "or choose House. The game has not started."), problem_lines(exc.problems, folder)))
            return
        except datasets.SetMissing as exc:
            from .modal import explain
            explain(self.app, "Not started", exc)
            return
        except (games.NotPlayable, ValueError) as exc:
            from .modal import explain
            explain(self.app, "Not started", exc)
            return
        launch.seat_computer(game, self.computer)
        self.app.replace(scene_for(self.app, game))
        first_start(self.app, self.info.id, self.info.title)

    def handle(self, event) -> bool:
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, self.heading(), (640, 30), 34, theme.GOLD, True, "midtop")
        text.draw(surface, f"{self.info.players}. {self.info.blurb}", (640, 76), 16, theme.TEXT_DIM, False, "midtop")
        text.draw(surface, "Rules:", (500, 143), 16, theme.TEXT, True, "midright")
        seats = self.seats()
        shown = self.shown_options()
        area = pygame.Rect(100, 172, 1080, max(120, sum(self.heights) + 24))
        panel(surface, area, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        for i, (name, spec) in enumerate(shown):
            self._draw_option(surface, spec, self.values[name], self.tops[i])
        mid = 5 if self.fitted else 0   # the two lines beside their button's middle
        if self.foldable:
            self._draw_fold(surface, self.tops[len(shown)] + mid)
        for i, seat in enumerate(seats):
            y = self._seat_y(i) + mid
            line, under = self.seat_words(seat)
            text.draw(surface, line, (130, y), 15, theme.TEXT)
            if self.row_h >= 34:
                text.draw(surface, under, (130, y + 18), 12, theme.TEXT_DIM)
        if self.DATA_SET_ROW:
            self._draw_data_set(surface, self._seat_y(len(seats)) + mid)
        text.draw(surface, presets_line(self.rules.options) + " Your choices are remembered for the next game.",
                  (640, 100), 13, theme.TEXT_DIM, False, "midtop")
        self.buttons.draw(surface)

    def _draw_data_set(self, surface, y: int) -> None:
        text.draw(surface, "Data set: the cards and tables played with", (130, y), 15, theme.TEXT)
        if self.data_set_status:   # a broken set is marked before Start, with its first problem
            text.draw(surface, text.ellipsize(f"This set {self.data_set_status}", 750, 12), (130, y + 18), 12,
                      theme.BAD)
        elif self.row_h >= 34:
            mine = len(self.data_sets) - 1
            text.draw(surface, "House (Sortie's own), or one of your sets" + (
                f" ({mine} made)" if mine else ": make one in Settings, this game's tab"), (130, y + 18), 12,
                theme.TEXT_DIM)

    def _draw_fold(self, surface, y: int) -> None:
        """The "Advanced" row: how many readings the preset sets, and how many differ from it."""
        n = len(self.rules.options)
        own = sum(1 for name, spec in self.rules.options.items()
                  if not (self.values[name] == spec.recommended and type(self.values[name]) is type(spec.recommended)))
        page = f" (page {self.page + 1} of {self.pages} above)" if self.page is not None else ""
        text.draw(surface, f"The preset sets {n} readings of the rules{page}", (130, y), 15, theme.TEXT)
        if self.row_h >= 34:
            note = (f"{own} of them not as recommended" if own else "all of them as recommended") + \
                (": each row has its rule and why" if self.page is not None else ": Advanced shows each, with its rule and why")
            text.draw(surface, note, (130, y + 18), 12, theme.GOLD if own else theme.TEXT_DIM)

    def _draw_option(self, surface, spec, value, y: int) -> None:
        """An option's row: its sentence, the rule cited after it (smaller, dimmer), and
        under it the recommended choice with its reason (dim; gold when the value is not it)."""
        width = 750
        cite = f"  ({spec.rule})" if spec.rule else ""
        cite_w = theme.font(12).size(cite)[0]
        if self.row_h >= 52:   # its lines (two at most when packed), beside its button's middle
            size, lines = 15, self._label_lines(spec)
            if self.fitted:
                y += max(0, (44 - 18 * len(lines) - 16) // 2)
            elif len(lines) > 2:
                if text.recording():   # words left out: the layout checks see it
                    text.note(surface, lines[2], pygame.Rect(130, y + 36, 1, 18), cut=True)
                lines = lines[:2]
        else:
            size, lines = text.fit_size(spec.label, width - cite_w, 15, minimum=13), [spec.label]
        for k, line in enumerate(lines):
            r = text.draw(surface, line, (130, y + k * 18), size, theme.TEXT)
        if cite:
            text.draw(surface, cite, (r.right, r.bottom - 1), 12, theme.TEXT_DIM,
                      False, "bottomleft")
        if self.row_h >= 32:
            advice = f"Recommended: {spec.shown(spec.recommended)}. {spec.why}"
            colour = theme.TEXT_DIM if value == spec.recommended else theme.GOLD
            advice = text.ellipsize(advice, width, 12)
            text.draw(surface, advice, (130, y + len(lines) * 18), 12, colour)
