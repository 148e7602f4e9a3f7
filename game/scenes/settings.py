"""Settings: window, animation speed, reduce motion, colours (the colour-vision palette, shown
as soon as it is chosen), sound, and each game's options (one tab per game);
a game's tab also lists the player's data sets for it, checked, and makes a new one.

The screen changes a copy of the settings: Save keeps it, Back leaves everything as it was.
A window size chosen is applied on Save and asked about (keep it, or go back), and only the
sizes the screen can show whole are offered (issue 31: Save and Back never off screen)."""
from __future__ import annotations

import copy
from dataclasses import fields

import pygame

from .. import datasets, games, paths
from ..oserror import in_words
from ..resources import DataFileError
from ..settings import ANIMATION_SPEEDS, COLOUR_VISIONS, UI_SCALES
from ..ui import background, commands, palette, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene
from .modal import ChoiceScene, explain
from .open_game import check_settings_options, option_specs

GENERAL = "General"


def _cycle(values, current):
    values = list(values)
    try:
        return values[(values.index(current) + 1) % len(values)]
    except ValueError:
        return values[0]


def game_option_specs() -> list[tuple[str, str, str, object]]:
    """(game id, game title, option name, Option) for every playable game: its rules'
    options, then its scene's DISPLAY_OPTIONS (how it is shown, not how it is played)."""
    out = []
    for g in games.GAMES.values():
        if not games.is_playable(g.id):
            continue
        for name, spec in option_specs(g.id).items():
            out.append((g.id, g.title, name, spec))
    return out


class SettingsScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    ROW_H = 58   # (nine rows of General fit unpacked, the palette's swatch under its button)
    TOP = 160    # the first option row, under the tab's heading
    ROOM = 530   # the option rows' height in the panel (160 to 690)

    def __init__(self, app, tab: str = GENERAL):
        super().__init__(app)
        self.specs = game_option_specs()
        for gid in dict.fromkeys(gid for gid, _, _, _ in self.specs):  # a bad value is said, not shown
            for line in check_settings_options(app.settings, gid):
                app.toast(line, seconds=10)
        self.s = copy.deepcopy(app.settings)   # Back forgets it; Save keeps it
        self.tabs = [GENERAL] + list(dict.fromkeys(title for _, title, _, _ in self.specs))
        self.tab = tab if tab in self.tabs else GENERAL
        self.game_of_tab = {title: gid for gid, title, _, _ in self.specs}
        self.set_status: dict[str, list[tuple[str, list[str]]]] = {}  # game id -> (set, checker's lines)
        self.buttons = ButtonRow()
        self._layout()

    def _rows(self):
        s = self.s
        if self.tab == GENERAL:
            return [
                ("Window size (applied on Save)", "", f"{s.window_size[0]} x {s.window_size[1]}", self._next_size),
                (f"Full screen ({commands.words('full screen')})", "", "on" if s.fullscreen else "off", self._toggle_full),
                ("Text and controls size (the board takes the room left)", "", self._ui_scale_words(),
                 self._next_ui_scale),
                ("Animations", "", "off (reduce motion)" if s.reduce_motion else s.animation, self._next_anim),
                ("Reduce motion (no sliding or pulsing: every move and card shown at once)", "",
                 "on" if s.reduce_motion else "off", self._toggle_motion),
                ("Colours (seats, marks and rings drawn for this colour vision, each mark with its own shape)",
                 "", s.colour_vision, self._next_vision),
                ("Sound", "", "on" if s.sound else "off", self._toggle_sound),
                ("Confirm the end of a turn (hot-seat games: see the result before the next player)", "",
                 "on" if s.confirm_end_turn else "off", self._toggle_confirm),
                ("Keys: every command's key (Hint, Undo, Full screen, the buttons' letters, playing "
                 "without a mouse)", "", "Change", self._open_keys),
            ]
        rows = []
        for gid, title, name, spec in self.specs:
            if title != self.tab:
                continue
            value = s.game_options.get(gid, {}).get(name, spec.default)
            rows.append((spec.label, spec.rule, spec.shown(value), self._next_option(gid, name, spec)))
        return rows

    def _layout(self) -> None:
        self.rows = self._rows()
        buttons = []
        for i, tab in enumerate(self.tabs):
            buttons.append(Button(pygame.Rect(60, 130 + i * 56, 230, 46), tab, self._select(tab),
                                  style="primary" if tab == self.tab else "normal"))
        # each row as tall as its sentence and citation need; a tab of many options
        # (Thunderbirds has 15) packs its rows, as the new-game screen does: the sentence in
        # smaller type, its citation after it, dimmer
        heights = [max(self.ROW_H, 19 * len(text.wrap(label, 600, 15)) + (16 if rule else 0) + 12)
                   for label, rule, _, _ in self.rows]
        tall = sum(heights) <= self.ROOM
        self.row_h = self.ROW_H if tall else max(30, self.ROOM // max(1, len(self.rows)))
        self.tops = [self.TOP + sum(heights[:i]) if tall else self.TOP + i * self.row_h for i in range(len(self.rows))]
        for top, (_, _, value, fn) in zip(self.tops, self.rows):
            buttons.append(Button(pygame.Rect(960, top, 240, 42 if tall else self.row_h - 6), value, fn))
        buttons += self._data_set_buttons()
        buttons.append(Button(pygame.Rect(430, 720, 200, 48), "Save", self._save, pygame.K_RETURN, style="primary"))
        buttons.append(Button(pygame.Rect(650, 720, 200, 48), "Back", self._back, pygame.K_ESCAPE))
        self.buttons.buttons = buttons

    # -- the game's data sets (left, under the tabs) ---------------------------------
    SETS_TOP = 478
    SETS_SHOWN = 3

    def _data_set_buttons(self) -> list[Button]:
        gid = self.game_of_tab.get(self.tab)
        if gid is None:
            return []
        if gid not in self.set_status:   # read from the folder when the tab is shown (and after a new set)
            from .data_sets import checked_sets
            self.set_status[gid] = checked_sets(gid)
        out = [Button(pygame.Rect(60, self.SETS_TOP + 24, 230, 44), "New data set from house data",
                      self._ask_set_name)]
        sets = self.set_status[gid]
        shown = sets if len(sets) <= self.SETS_SHOWN else sets[:self.SETS_SHOWN - 1]
        for i, (name, lines) in enumerate(shown):
            status = "checked: no problems" if not lines else f"{len(lines)} problem{'s' if len(lines) > 1 else ''}: click to see"
            out.append(Button(pygame.Rect(60, self.SETS_TOP + 76 + i * 50, 230, 44), name,
                              self._show_set(gid, name, lines), sublabel=status))
        if len(shown) < len(sets):   # the others behind one button: the whole list, each set checked
            out.append(Button(pygame.Rect(60, self.SETS_TOP + 76 + len(shown) * 50, 230, 44),
                              f"All {len(sets)} data sets", self._all_sets(gid),
                              sublabel=f"and {len(sets) - len(shown)} more: click to see them"))
        return out

    def _all_sets(self, gid: str):
        def fn():
            from .data_sets import DataSetList
            lines = dict(self.set_status.get(gid, []))
            self.app.push(DataSetList(self.app, gid, f"Your data sets: {self.tab}",
                                      lambda name: self._show_set(gid, name, lines.get(name, []))(), stay=True,
                                      hint="Click one to see its check and its folder."))
        return fn

    def resume(self) -> None:
        self.set_status.clear()   # a set made or mended meanwhile is read again
        self._layout()

    def _ask_set_name(self) -> None:
        from .modal import TextInputScene
        gid = self.game_of_tab[self.tab]
        taken = set(datasets.list_sets(gid))
        n, name = 1, "My cards"
        while name in taken:
            n += 1
            name = f"My cards {n}"
        self.app.push(TextInputScene(self.app, "New data set from house data", self._make_set, initial=name,
                                     message="Its name (letters, digits, spaces): a copy of the house data to edit",
                                     accept_label="Make"))

    def _make_set(self, name: str) -> None:
        from .modal import ProblemsScene
        gid = self.game_of_tab[self.tab]
        try:
            folder = datasets.new_set(gid, name)
        except DataFileError as exc:
            explain(self.app, "No data set made", exc.problem, tone=theme.GOLD)
            return
        except OSError as exc:
            explain(self.app, "No data set made", in_words(exc, 'write'), tone=theme.GOLD)
            return
        self.set_status.pop(gid, None)
        self._layout()
        files = sorted(p.name for p in folder.iterdir())
        self.app.push(ProblemsScene(self.app, f"Data set \"{folder.name}\" made", (
            "Open this folder in your file manager and edit its files in a text editor (each field says "
            "what it means and its rule). Then choose the set on the new-game screen; the game checks it "
            "first, and so does: sortie check-data FOLDER"), [str(folder), *(f"  {f}" for f in files)], theme.GOOD))

    def _show_set(self, gid: str, name: str, lines: list[str]):
        def fn():
            from .modal import ProblemsScene
            folder = datasets.sets_folder(gid) / name
            if lines:
                shown = [line.replace(str(folder) + "/", "").replace(str(folder) + "\\", "") for line in lines]
                self.app.push(ProblemsScene(self.app, f"The data set \"{name}\" has problems", (
                    f"The game refuses it until these are fixed (folder {folder}):"), shown))
            else:
                self.app.push(ProblemsScene(self.app, f"The data set \"{name}\"", (
                    "It passes the checker: choose it on the new-game screen. Its folder:"), [str(folder)], theme.GOOD))
        return fn

    def _select(self, tab):
        def fn():
            self.tab = tab
            self.set_status.clear()   # the folder read again when a tab is shown
            self._layout()
        return fn

    def _next_size(self):
        """The next size the screen shows whole: applied only on Save."""
        self.s.window_size = _cycle(self.app.window_sizes(), tuple(self.s.window_size))
        self._layout()

    def _toggle_full(self):
        self.app.toggle_fullscreen()   # at once, as F11 does (and kept as F11 keeps it)
        self.s.fullscreen = self.app.settings.fullscreen
        self._layout()

    def _ui_scale_words(self) -> str:
        """The UI scale as chosen, and as this window shows it where that differs ("Auto" fits
        the window; a size larger than the window holds comes to the one that fits)."""
        from ..ui.window import ui_scale_shown
        shown = ui_scale_shown(self.app.window.window_size(), self.s.ui_scale)
        if self.s.ui_scale == "auto":
            return f"Auto ({shown}%)"
        return f"{self.s.ui_scale}%" if shown == self.s.ui_scale else f"{self.s.ui_scale}% (fits: {shown}%)"

    def _next_ui_scale(self):
        """The next UI scale, shown at once (Back puts the one in use back)."""
        self.s.ui_scale = _cycle(UI_SCALES, self.s.ui_scale)
        self.app.set_ui_scale(self.s.ui_scale)
        self._layout()

    def _next_anim(self):
        self.s.animation = _cycle(ANIMATION_SPEEDS, self.s.animation)
        self._layout()

    def _toggle_motion(self):
        self.s.reduce_motion = not self.s.reduce_motion
        self._layout()

    def _next_vision(self):
        """The next palette, shown at once (the swatch beside it, and the screens behind on Save;
        Back puts the one in use back)."""
        self.s.colour_vision = _cycle(COLOUR_VISIONS, self.s.colour_vision)
        palette.use(self.s.colour_vision)
        self._layout()

    def _back(self):
        palette.use(self.app.settings.colour_vision)
        if self.s.ui_scale != self.app.settings.ui_scale:
            self.app.set_ui_scale(self.app.settings.ui_scale)
        self.app.pop()

    def _toggle_sound(self):
        self.s.sound = not self.s.sound
        self._layout()

    def _toggle_confirm(self):
        self.s.confirm_end_turn = not self.s.confirm_end_turn
        self._layout()

    def _open_keys(self):
        from .keys import KeysScene
        self.app.push(KeysScene(self.app, self.s))

    def _next_option(self, gid, name, spec):
        def fn():
            opts = self.s.game_options.setdefault(gid, {})
            opts[name] = _cycle(spec.choices, opts.get(name, spec.default))
            self._layout()
        return fn

    def _save(self):
        kept = self.app.settings
        before = tuple(kept.window_size)
        self.s.fullscreen = kept.fullscreen
        try:
            self.s.save()
        except OSError as exc:
            explain(self.app, "Settings not saved", in_words(exc, 'write', paths.settings_file()))
            return
        for f in fields(kept):   # the app's own settings object, which others hold, takes the copy's values
            setattr(kept, f.name, getattr(self.s, f.name))
        self.app.settings_warning = None
        self.app.use_keys()   # the keys chosen under Keys work from now on
        self.app.pop()
        if tuple(kept.window_size) == before:
            self.app.toast("Settings saved (game options apply to new games)", theme.GOOD, 3)
            return
        self.app.apply_window_settings()
        self.app.push(ChoiceScene(self.app, "Keep this window size?", [
            (f"Keep {kept.window_size[0]} x {kept.window_size[1]}", lambda: None),
            (f"Go back to {before[0]} x {before[1]}", lambda: self._size_back(before))],
            message="Settings saved. The window has its new size: keep it, or go back to the size it had "
                    "(Esc goes back).", cancel=lambda: self._size_back(before), width=520))

    def _size_back(self, size) -> None:
        self.app.settings.window_size = tuple(size)
        self.app.apply_window_settings()
        try:
            self.app.settings.save()
        except OSError as exc:
            explain(self.app, "Settings not saved", in_words(exc, 'write', paths.settings_file()))

    SWATCH = ("cs red", "cs yellow", "side a", "side b", "bn legal", "bn target")

    def _draw_swatch(self, surface) -> None:
        """A strip of the chosen palette's colours under its button (the two seats of Carrier
        Strike, the two sides, a place to go and a target), so that the choice shows at once."""
        row = next((i for i, r in enumerate(self.rows) if r[3] == self._next_vision), None)
        if row is None:
            return
        top = self.tops[row] + 46
        for k, role in enumerate(self.SWATCH):
            chip = pygame.Rect(960 + 18 + k * 36, top, 28, 10)
            pygame.draw.rect(surface, palette.colour(role, self.s.colour_vision), chip, border_radius=3)

    def refocused(self) -> None:
        self.resume()   # back from the file manager or an editor: the sets as they are now

    def handle(self, event) -> bool:
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        background.backdrop(surface)
        text.draw(surface, "Settings", (640, 40), 40, theme.GOLD, True, "midtop")
        area = pygame.Rect(310, 115, 910, 580)
        panel(surface, area, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        if self.tab != GENERAL:
            text.draw(surface, f"{self.tab}: options apply to new games", (area.left + 24, area.top + 14), 13,
                      theme.TEXT_DIM)
        for y, (label, rule, _, _) in zip(self.tops, self.rows):
            if self.row_h < self.ROW_H:   # packed: the sentence in two short lines at most, its citation after it
                cite = f"({rule})" if rule else ""
                room = 600 - (theme.font(11).size(cite)[0] + 8 if cite else 0)
                lines = text.wrap(label, 600, 13)
                if theme.font(13).size(lines[-1])[0] > room:   # the citation would not fit after it
                    lines = text.wrap(label, room, 13)
                top = y + (self.row_h - 6 - 15 * len(lines[:2])) // 2
                for k, line in enumerate(lines[:2]):
                    drawn = text.draw(surface, line, (area.left + 24, top + 15 * k), 13, theme.TEXT)
                if len(lines) > 2 and text.recording():   # words left out: the layout checks see it
                    text.note(surface, lines[2], pygame.Rect(area.left + 24, top + 30, 1, 15), cut=True)
                if cite:
                    text.draw(surface, cite, (drawn.right + 8, drawn.bottom - 1), 11, theme.TEXT_DIM, False, "bottomleft")
                continue
            lines = text.wrap(label, 600, 15)   # (its row is as tall as they need)
            block = 19 * len(lines) + (16 if rule else 0)
            top = y + max(0, (42 - block) // 2)   # beside its button's middle
            for k, line in enumerate(lines):
                text.draw(surface, line, (area.left + 24, top + k * 19), 15, theme.TEXT)
            if rule:
                text.draw(surface, rule, (area.left + 24, top + 2 + len(lines) * 19), 12, theme.TEXT_DIM)
        if self.tab in self.game_of_tab:
            gid = self.game_of_tab[self.tab]
            text.draw(surface, "Your data sets", (60, self.SETS_TOP), 15, theme.GOLD, True)
            if not self.set_status.get(gid):
                text.draw(surface, "none yet: the game plays House", (60, self.SETS_TOP + 80), 12, theme.TEXT_DIM)
        if self.tab == GENERAL:
            self._draw_swatch(surface)
        if not self.rows:
            text.draw(surface, "This game has no options.", (area.centerx, area.centery), 16, theme.TEXT_DIM,
                      False, "center")
        self.buttons.draw(surface)
