"""Sound effects (made by tools/make_sounds.py), played when the player's setting allows."""
from __future__ import annotations

import pygame

from .. import resources

NAMES = ("card", "dice", "boom", "splash", "click", "fanfare")


class Sounds:
    def __init__(self, settings, warn=None):
        self.settings = settings
        self.warn = warn  # called once with the message for each sound file missing or unreadable
        self._loaded: dict[str, pygame.mixer.Sound] | None = None

    def _load(self) -> dict:
        if self._loaded is None:
            self._loaded = {}
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
            except pygame.error:
                return self._loaded  # no audio device: play nothing
            for name in NAMES:
                path = resources.asset("sounds", f"{name}.wav")
                try:
                    self._loaded[name] = pygame.mixer.Sound(str(resources.require(path)))
                except resources.DataFileError as exc:
                    self._warn(str(exc))
                except pygame.error as exc:
                    self._warn(f"{path}: is not a sound pygame can play ({exc})")
        return self._loaded

    def _warn(self, message: str) -> None:
        if self.warn is not None:
            self.warn(message)

    def play(self, name: str, volume: float = 0.6) -> bool:
        """Play a sound; False when sound is off or unavailable."""
        if not self.settings.sound:
            return False
        sound = self._load().get(name)
        if sound is None:
            return False
        sound.set_volume(volume)
        sound.play()
        return True
