"""Where a game stands, in one line of screen words: what the Load screen, the title's
games in progress and the save's head say ("mission 3 of 10, Convoy Chase", "turn 12,
Grey to move"). Each game's Rules supplies ``summary(state)``; ``describe`` falls back to
the number of moves for a Rules without one."""
from __future__ import annotations

from .seats import seat_words


def ended(outcome) -> str:
    """The end of a game in a few words: "over: Red won" / "over: no winner"."""
    who = f"{seat_words(outcome.winner)} won" if outcome.winner else "no winner"
    return f"over: {who}"


def describe(game) -> str:
    """The one-line summary of a Game: its rules' ``summary``, else the moves played."""
    summary = getattr(game.rules, "summary", None)
    if summary is not None:
        return summary(game.state)
    n = len(game.history)
    return f"{n} move{'s' if n != 1 else ''} played"
