"""Checking a game's data (its cards and tables, YAML): one line per problem.

Each problem prints as ``file:line: field: problem``. The rules come from one schema per
game, in game/rules/<game>/data_schema.py (named by the game's descriptor): a JSON Schema for each of its files (checked by
the jsonschema library, see docs/ARCHITECTURE.md) and the game's own checks across
fields and files (a card referred to that does not exist, a deck that cannot be built).
The same schema loads the house data (``house.house_docs``), so the data the engines
use always passed the check that ``sortie check-data`` runs.

This module is light: it names the problems; checker.py does the work.
"""
from __future__ import annotations

from dataclasses import dataclass


SET_FILE = "dataset.yaml"  # in a data set's folder: which game it is for, and its name


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    field: str
    problem: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.field}: {self.problem}" if self.field else f"{where}: {self.problem}"


class BadData(ValueError):
    """Data refused with the checker's lines (str() gives them, one per line)."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))
