"""The toy race's data as a value (game/rules/gamedata.py): its numbers, data/rules.yaml."""
from __future__ import annotations

from ..gamedata import GameData


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        numbers = self.docs["rules.yaml"]
        self.steps: tuple = tuple(numbers["steps"])
        self.roll_at_most: int = numbers["roll_at_most"]
        self.die: int = numbers["die"]
