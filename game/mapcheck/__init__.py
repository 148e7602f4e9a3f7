"""Checking a Tiled map against what its game needs: one line per problem.

Each problem prints as ``file: layer/object: problem``. ``checker.check(path)`` finds
them: the checks every map shares live in checker.py, and each game's own check sits
with its rules, in game/rules/<game>/map_check.py, with the helpers they share in
game/rules/map_common.py (docs/ARCHITECTURE.md says why). ``sortie check-maps`` and ``python -m game.mapcheck`` print them; the app refuses a
broken map with the same lines.

This module is light on purpose: the command line and the title screen import
``BadMap`` without loading pytmx or an XML parser. Nothing here imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    path: str
    where: str
    problem: str

    def __str__(self) -> str:
        return f"{self.path}: {self.where}: {self.problem}"


class BadMap(ValueError):
    """A map refused with the checker's lines (str() gives them, one per line)."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))
