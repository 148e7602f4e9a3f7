"""The words every game's one-line summary shares (each game's summary.py): a seat's
name and the end of a game. game/session/summary.py says the line of a whole game."""
from __future__ import annotations

from .seats import seat_words


def ended(outcome) -> str:
    """The end of a game in a few words: "over: Red won" / "over: no winner"."""
    who = f"{seat_words(outcome.winner)} won" if outcome.winner else "no winner"
    return f"over: {who}"

