"""The words every game's one-line summary and move sentences share (each game's summary.py,
and game/rules/battaglia_navale/words.py and game/rules/thunderbirds/words.py): a seat's
name, the end of a game, a list read aloud. game/session/summary.py says the line of a
whole game."""
from __future__ import annotations

from .seats import seat_words


def ended(outcome) -> str:
    """The end of a game in a few words: "over: Red won" / "over: no winner"."""
    who = f"{seat_words(outcome.winner)} won" if outcome.winner else "no winner"
    return f"over: {who}"


def listed(words: list) -> str:
    """Words as a sentence lists them: "A1", "A1 and A2", "A1, A2 and A3"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
