"""Settings: window, animation speed, sound, and each game's options."""
from __future__ import annotations

import importlib

import pygame

from .. import games
from ..settings import ANIMATION_SPEEDS, WINDOW_SIZES
from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene


def _cycle(values, current):
    values = list(values)
    try:
        return values[(values.index(current) + 1) % len(values)]
    except ValueError:
        return values[0]


def game_option_specs() -> list[tuple[str, str, str, object]]:
    """(game id, game title, option name, Option) for every game whose rules exist."""
    out = []
    for g in games.GAMES.values():
        if not games.has_rules(g.id):
            continue
        rules = importlib.import_module(g.rules_module).RULES
        for name, spec in rules.options.items():
            out.append((g.id, g.title, name, spec))
    return out


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.s = app.settings
        self.specs = game_option_specs()
        self.buttons = ButtonRow()
        self._layout()

    def _layout(self) -> None:
        s = self.s
        rows = [
            ("Window size", f"{s.window_size[0]} x {s.window_size[1]}", self._next_size),
            ("Full screen (F11)", "on" if s.fullscreen else "off", self._toggle_full),
            ("Animations", s.animation, self._next_anim),
            ("Sound", "on" if s.sound else "off", self._toggle_sound),
        ]
        for gid, title, name, spec in self.specs:
            value = s.game_options.get(gid, {}).get(name, spec.default)
            label = f"{title}: {spec.label}" + (f" ({spec.rule})" if spec.rule else "")
            rows.append((label, str(value), self._next_option(gid, name, spec)))
        self.rows = rows
        buttons = []
        for i, (label, value, fn) in enumerate(rows):
            buttons.append(Button(pygame.Rect(820, 130 + i * 50, 220, 40), value, fn))
        buttons.append(Button(pygame.Rect(430, 720, 200, 48), "Save", self._save, pygame.K_RETURN, style="primary"))
        buttons.append(Button(pygame.Rect(650, 720, 200, 48), "Back", self.app.pop, pygame.K_ESCAPE))
        self.buttons.buttons = buttons

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
        text.draw(surface, "Settings", (640, 50), 40, theme.GOLD, True, "midtop")
        panel(surface, pygame.Rect(220, 115, 840, max(70, len(self.rows) * 50 + 20)), theme.PANEL, theme.PANEL_EDGE,
              12, alpha=230)
        for i, (label, _, _) in enumerate(self.rows):
            text.draw(surface, label, (250, 140 + i * 50), 17, theme.TEXT)
        self.buttons.draw(surface)
