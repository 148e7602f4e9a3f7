"""Starting a new game: its options (players, readings of the rules) before the first move."""
from __future__ import annotations

import importlib

import pygame

from .. import games, launch
from ..settings import show_value
from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene


def _cycle(values, current):
    values = list(values)
    return values[(values.index(current) + 1) % len(values)] if current in values else values[0]


class NewGameScene(Scene):
    """Shows the game's rules options with the player's last choices; Start plays them."""

    ROW_H = 62

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.info = games.info(game_id)
        self.rules = importlib.import_module(self.info.rules_module).RULES
        saved = app.settings.options_for(game_id)
        self.values = {name: saved.get(name, spec.default) if saved.get(name, spec.default) in spec.choices
                       else spec.default for name, spec in self.rules.options.items()}
        self.row_h = min(self.ROW_H, 470 // max(1, len(self.rules.options)))
        self.buttons = ButtonRow()
        self._layout()

    def _layout(self) -> None:
        buttons = []
        for i, (name, spec) in enumerate(self.rules.options.items()):
            buttons.append(Button(pygame.Rect(900, 200 + i * self.row_h, 260, min(44, self.row_h - 6)), show_value(self.values[name]),
                                  self._next(name)))
        buttons.append(Button(pygame.Rect(430, 710, 200, 52), "Start", self.start, pygame.K_RETURN, style="primary"))
        buttons.append(Button(pygame.Rect(650, 710, 200, 52), "Back", self.app.pop, pygame.K_ESCAPE))
        self.buttons.buttons = buttons

    def _next(self, name):
        def fn():
            self.values[name] = _cycle(self.rules.options[name].choices, self.values[name])
            self._layout()
        return fn

    def start(self) -> None:
        s = self.app.settings
        s.game_options.setdefault(self.info.id, {}).update(self.values)
        if not self.app.settings_warning:  # remember the choices for next time
            try:
                s.save()
            except OSError:
                pass
        try:
            game = launch.new_game(self.info.id, options=dict(self.values))
        except (games.NotPlayable, ValueError) as exc:
            self.app.toast(str(exc))
            return
        self.app.replace(launch.scene_for(self.app, game))
        launch.first_start(self.app, self.info.id, self.info.title)

    def handle(self, event) -> bool:
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        surface.blit(background.sea(), (0, 0))
        text.draw(surface, f"New game: {self.info.title}", (640, 50), 36, theme.GOLD, True, "midtop")
        text.draw(surface, f"{self.info.players}. {self.info.blurb}", (640, 104), 16, theme.TEXT_DIM, False, "midtop")
        area = pygame.Rect(100, 170, 1080, max(120, len(self.rules.options) * self.row_h + 40))
        panel(surface, area, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        for i, (name, spec) in enumerate(self.rules.options.items()):
            y = 200 + i * self.row_h
            lines = text.wrap(spec.label, 740, 15)
            for k, line in enumerate(lines[:2] if self.row_h >= 50 else lines[:1]):
                text.draw(surface, line, (130, y + k * 19), 15, theme.TEXT)
            if spec.rule and self.row_h >= 40:
                text.draw(surface, spec.rule + ("" if self.values[name] != spec.default else "  (default)"),
                          (130, y + 2 + min(2, len(lines)) * 19), 12, theme.TEXT_DIM)
        text.draw(surface, "Click a value to change it. Your choices are remembered for the next game.",
                  (640, 134), 13, theme.TEXT_DIM, False, "midtop")
        self.buttons.draw(surface)
