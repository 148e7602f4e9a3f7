"""A position of the toy race."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Rng


@dataclass
class ToyState:
    rng: Rng
    totals: dict = field(default_factory=lambda: {"blue": 0, "orange": 0})
    turn: str = "blue"
    target: int = 10     # TOY 1: the option "target"
    phase: str = "race"
    data: object = field(default=None, compare=False, repr=False)   # the game's data (data.py), shared
