"""The "End the turn" confirmation of hot-seat games (issue 16).

A move that passes the play to another seat without the player asking for it (the last
movement point used, the last action made) does not hand over at once: this small panel,
over the log and without dimming the board, lets the player see what the move did, then
either end the turn or take the move back (when it revealed no card nor die). Settings:
"Confirm the end of a turn" (on by default).

"End the turn" only when the turn really ends (issue 31). A move that passes a decision
while the turn goes on (Steam Torpedo's attack: the defender places the damage, then the
attacker goes on) is asked about only when it could be taken back, in the words of the
moment (``what_next``), with "Pass the play on" instead.
"""
from __future__ import annotations

from typing import Callable

import pygame

from ..ui import commands, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene


class EndTurnScene(Scene):
    """Modal (every event stops here) but not opaque: the board stays in full view, its
    animations run on (``shows_the_move``)."""

    opaque = False
    frame = "below"   # laid over the game's log, in the game's coordinates (ui/stage.py)
    shows_the_move = True  # the scene below keeps playing its animations under this panel

    def __init__(self, app, area, next_player: str, on_end: Callable[[], None],
                 on_take_back: Callable[[], None], take_back_refused: str = "", what_next: str = ""):
        """``area``: the log's place (a rectangle, or a function giving it as the game's
        scene is laid out now: the panel follows a resized window)."""
        super().__init__(app)
        self.next_player, self.on_end, self.on_take_back = next_player, on_end, on_take_back
        self.area_of = area if callable(area) else (lambda: area)
        self.take_back_refused = take_back_refused
        self.ends_turn = not what_next
        said = f"Your move ends your turn: {next_player} plays next" if self.ends_turn else what_next
        self.message = f"{said}. Look at the board, then:"
        self._lay_out()

    def _lay_out(self) -> None:
        area = pygame.Rect(self.area_of())
        width = area.width - 16
        self.lines = text.wrap(self.message, width - 28, 15)
        h = 24 + 20 * len(self.lines) + 2 * 52 + 8
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.midbottom = (area.centerx, area.bottom - 8)
        top = self.rect.top + 18 + 20 * len(self.lines)
        inner = self.rect.width - 28
        self.buttons = ButtonRow([
            Button(pygame.Rect(self.rect.left + 14, top, inner, 44),
                   "End the turn" if self.ends_turn else "Pass the play on", self._end, pygame.K_RETURN,
                   style="primary"),
            Button(pygame.Rect(self.rect.left + 14, top + 52, inner, 44), "Take the move back", self._take_back,
                   "take back", self.take_back_refused),
        ])
        self.buttons.refused = lambda why: self.app.toast(f"Cannot take it back: {why}", theme.GOLD)
        # toasts (a refusal) in what is left of the log's place, above this panel
        self.toast_area = pygame.Rect(area.left, area.top, area.width, max(0, self.rect.top - area.top))

    def resized(self) -> None:
        """The window changed size: over the log where the game's scene now has it (the
        game's scene, lower on the stack, is laid out again first)."""
        self._lay_out()

    def _end(self) -> None:
        self.app.pop()
        self.on_end()

    def _take_back(self) -> None:
        self.app.pop()
        self.on_take_back()

    def handle(self, event) -> bool:
        if commands.pressed(event, "end turn"):
            self._end()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            for scene in reversed(self.app.stack.scenes):  # the game's menu, above this panel
                if hasattr(scene, "open_menu"):
                    scene.open_menu()
                    break
            return True
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        panel(surface, self.rect, theme.PANEL, theme.GOLD, 12)
        text.cover(self.rect)
        with text.within(self.rect):
            for i, line in enumerate(self.lines):
                text.draw(surface, line, (self.rect.left + 14, self.rect.top + 12 + 20 * i), 15, theme.TEXT)
            self.buttons.draw(surface)
