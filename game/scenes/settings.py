"""Settings: window, animation speed, sound, and each game's options (one tab per game)."""
from __future__ import annotations

import importlib

import pygame

from .. import games
from ..settings import ANIMATION_SPEEDS, WINDOW_SIZES
from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene

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
        rules = importlib.import_module(g.rules_module).RULES
        scene = importlib.import_module(g.scene_module)
        for name, spec in {**rules.options, **getattr(scene, "DISPLAY_OPTIONS", {})}.items():
            out.append((g.id, g.title, name, spec))
    return out


class SettingsScene(Scene):
    ROW_H = 64

    def __init__(self, app, tab: str = GENERAL):
        super().__init__(app)
        self.s = app.settings
        self.specs = game_option_specs()
        for gid in dict.fromkeys(gid for gid, _, _, _ in self.specs):  # a bad value is said, not shown
            for line in games.check_settings_options(app.settings, gid):
                app.toast(line, seconds=10)
        self.tabs = [GENERAL] + list(dict.fromkeys(title for _, title, _, _ in self.specs))
        self.tab = tab if tab in self.tabs else GENERAL
        self.buttons = ButtonRow()
        self._layout()

    def _rows(self):
        s = self.s
        if self.tab == GENERAL:
            return [
                ("Window size", "", f"{s.window_size[0]} x {s.window_size[1]}", self._next_size),
                ("Full screen (F11)", "", "on" if s.fullscreen else "off", self._toggle_full),
                ("Animations", "", s.animation, self._next_anim),
                ("Sound", "", "on" if s.sound else "off", self._toggle_sound),
                ("Confirm the end of a turn (hot-seat games: see the result before the next player)", "",
                 "on" if s.confirm_end_turn else "off", self._toggle_confirm),
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
        for i, (_, _, value, fn) in enumerate(self.rows):
            buttons.append(Button(pygame.Rect(960, 150 + i * self.ROW_H, 240, 42), value, fn))
        buttons.append(Button(pygame.Rect(430, 720, 200, 48), "Save", self._save, pygame.K_RETURN, style="primary"))
        buttons.append(Button(pygame.Rect(650, 720, 200, 48), "Back", self.app.pop, pygame.K_ESCAPE))
        self.buttons.buttons = buttons

    def _select(self, tab):
        def fn():
            self.tab = tab
            self._layout()
        return fn

    def _next_size(self):
        self.s.window_size = _cycle(WINDOW_SIZES, tuple(self.s.window_size))
        self.app.apply_window_settings()
        self._layout()

    def _toggle_full(self):
        self.app.toggle_fullscreen()
        self._layout()

    def _next_anim(self):
        self.s.animation = _cycle(ANIMATION_SPEEDS, self.s.animation)
        self._layout()

    def _toggle_sound(self):
        self.s.sound = not self.s.sound
        self._layout()

    def _toggle_confirm(self):
        self.s.confirm_end_turn = not self.s.confirm_end_turn
        self._layout()

    def _next_option(self, gid, name, spec):
        def fn():
            opts = self.s.game_options.setdefault(gid, {})
            opts[name] = _cycle(spec.choices, opts.get(name, spec.default))
            self._layout()
        return fn

    def _save(self):
        try:
            self.s.save()
        except OSError as exc:
            self.app.toast(f"Settings not saved: {exc}")
            return
        self.app.settings_warning = None
        self.app.toast("Settings saved (game options apply to new games)", theme.GOOD, 3)
        self.app.pop()

    def handle(self, event) -> bool:
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        surface.blit(background.sea(), (0, 0))
        text.draw(surface, "Settings", (640, 40), 40, theme.GOLD, True, "midtop")
        area = pygame.Rect(310, 115, 910, 580)
        panel(surface, area, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        if self.tab != GENERAL:
            text.draw(surface, f"{self.tab}: options apply to new games", (area.left + 24, area.top + 4), 13,
                      theme.TEXT_DIM)
        for i, (label, rule, _, _) in enumerate(self.rows):
            y = 150 + i * self.ROW_H
            lines = text.wrap(label, 600, 15)
            for k, line in enumerate(lines[:2]):
                text.draw(surface, line, (area.left + 24, y + k * 19), 15, theme.TEXT)
            if rule:
                text.draw(surface, rule, (area.left + 24, y + 2 + min(2, len(lines)) * 19), 12, theme.TEXT_DIM)
        if not self.rows:
            text.draw(surface, "This game has no options.", (area.centerx, area.centery), 16, theme.TEXT_DIM,
                      False, "center")
        self.buttons.draw(surface)
