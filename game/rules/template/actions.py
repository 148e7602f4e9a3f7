"""The toy race's actions and their notation: "step 1", "step 2", "roll"."""
from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError


@dataclass(frozen=True)
class Step:
    n: int

    def __str__(self) -> str:
        return f"step {self.n}"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


def parse(text: str):
    parts = text.split()
    if parts == ["roll"]:
        return Roll()
    if len(parts) == 2 and parts[0] == "step" and parts[1].isdigit() and len(parts[1]) == 1:
        return Step(int(parts[1]))
    raise NotationError(f"not a toy move: {text!r}")
