"""Settings, Keys: the keys of play by keys (issue 35), each changed by choosing it and
pressing the new key, all put back by Reset. It edits the Settings screen's copy, so the
keys are kept by that screen's Save (in settings.yaml) and forgotten by its Back."""
from __future__ import annotations

import pygame

from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene
from .keyboard import DEFAULT_KEYS, KEY_ACTIONS, key_words, keymap

# keys every screen already gives another meaning: never taken for the focus
RESERVED = {pygame.K_F1: "opens the rules", pygame.K_F5: "reloads the map", pygame.K_F11: "sets full screen",
            pygame.K_F12: "saves a screenshot", pygame.K_h: "asks for a hint", pygame.K_l: "opens the legend"}
AREA = pygame.Rect(250, 110, 780, 590)
ROW_H = 58


class KeysScene(Scene):
    def __init__(self, app, settings):
        super().__init__(app)
        self.s = settings            # the Settings screen's copy
        self.waiting: str | None = None   # the action whose new key is awaited
        self.said = "Choose a key's button, then press the new key. Shift with the first key goes back a choice."
        self.buttons = ButtonRow()
        self._layout()

    @property
    def raw_keys(self) -> bool:
        """While a new key is awaited every key comes here as pressed (the focus takes none)."""
        return self.waiting is not None

    def _layout(self) -> None:
        codes = keymap(self.s)
        buttons = []
        for i, (name, _, _) in enumerate(KEY_ACTIONS):
            label = "press a key..." if self.waiting == name else key_words(pygame.key.name(codes[name]))
            buttons.append(Button(pygame.Rect(AREA.right - 264, AREA.top + 70 + i * ROW_H, 240, 44), label,
                                  self._wait_for(name), style="primary" if self.waiting == name else "normal",
                                  tip="Choose it, then press the new key"))
        buttons.append(Button(pygame.Rect(430, 720, 200, 48), "Reset", self._reset,
                              tip="Every key of this list back to its default (Tab, the arrows, Return, Escape)"))
        buttons.append(Button(pygame.Rect(650, 720, 200, 48), "Done", self.app.pop, pygame.K_ESCAPE,
                              tip="Back to Settings: its Save keeps the keys"))
        self.buttons.buttons = buttons

    def _wait_for(self, name: str):
        def fn():
            self.waiting = name
            self.said = f"Press the key for: {self._words(name)} (Esc keeps the one it has)"
            self._layout()
        return fn

    @staticmethod
    def _words(name: str) -> str:
        return next(words for n, words, _ in KEY_ACTIONS if n == name)

    def _reset(self) -> None:
        self.s.keys = {}
        self.waiting = None
        self.said = "Every key is back to its default."
        self._layout()

    def _take(self, key: int) -> None:
        name, self.waiting = self.waiting, None
        codes = keymap(self.s)
        other = next((n for n, c in codes.items() if c == key and n != name), None)
        if key == pygame.K_ESCAPE and name != "back":
            self.said = "Kept as it was."
        elif key in RESERVED:
            self.said = f"Not taken: {key_words(pygame.key.name(key))} {RESERVED[key]} on every screen."
        elif other is not None:
            self.said = f"Not taken: {key_words(pygame.key.name(key))} is already the key for: {self._words(other)}."
        else:
            chosen = dict(self.s.keys or {})
            chosen[name] = pygame.key.name(key)
            if chosen[name] == DEFAULT_KEYS[name]:
                del chosen[name]
            self.s.keys = chosen
            self.said = f"{self._words(name)}: {key_words(pygame.key.name(key))}. Save in Settings keeps it."
        self._layout()

    def handle(self, event) -> bool:
        if self.waiting is not None and event.type == pygame.KEYDOWN:
            if event.key not in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                                 pygame.K_LALT, pygame.K_RALT):
                self._take(event.key)
            return True
        self.buttons.handle(event)
        return True

    def draw(self, surface) -> None:
        surface.blit(background.sea(), (0, 0))
        text.draw(surface, "Keys", (640, 40), 40, theme.GOLD, True, "midtop")
        panel(surface, AREA, theme.PANEL, theme.PANEL_EDGE, 12, alpha=230)
        with text.within(AREA):
            text.draw(surface, "Playing without a mouse", (AREA.left + 24, AREA.top + 20), 18, theme.GOLD, True)
            for i, (_, words, _) in enumerate(KEY_ACTIONS):
                text.draw(surface, words, (AREA.left + 24, AREA.top + 92 + i * ROW_H), 16, theme.TEXT, False,
                          "midleft")
            text.draw_wrapped(surface, self.said, pygame.Rect(AREA.left + 24, AREA.bottom - 100, AREA.width - 48, 80),
                              15, theme.TEXT_DIM)
        self.buttons.draw(surface)
