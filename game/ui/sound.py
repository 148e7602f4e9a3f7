"""Sound effects (made by tools/make_sounds.py), played when the player's setting allows."""
from __future__ import annotations

import pygame

from .. import paths

NAMES = ("card", "dice", "boom", "splash", "click", "fanfare")


class Sounds:
    def __init__(self, settings):
        self.settings = settings
        self._loaded: dict[str, pygame.mixer.Sound] | None = None

    def _load(self) -> dict:
        if self._loaded is None:
            self._loaded = {}
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                for name in NAMES:
                    path = paths.ASSETS / "sounds" / f"{name}.wav"
                    if path.exists():
                        self._loaded[name] = pygame.mixer.Sound(str(path))
            except pygame.error:
                self._loaded = {}  # no audio device: play nothing
        return self._loaded

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
