"""A table that a rulebook leaves out, or prints out of place, as the rules reader shows it
(issue 15). Each game builds its own in game/rules/<game>/house_tables.py from the house
data its engine plays (never a copy); game/house_tables.py places them in the rulebook."""
from __future__ import annotations

from dataclasses import dataclass

HOUSE = "House data: the rulebook does not print this table"
END = "the end of the rulebook"


def moved(where: str) -> str:
    return f"Moved here from {where}"


@dataclass(frozen=True)
class Extra:
    at: str          # where it belongs: a rule citation ("TaW 6.2"), or a printed line ("Mission cards")
    title: str
    note: str        # HOUSE or moved(...)
    rows: list       # the header first
