"""A save whose moves stop fitting the rules: play on from its last move that fits.

A save made by an earlier Sortie may hold a move that a rules fix now refuses (the rules
ledgers list the fixes), and a save played with one of the player's data sets a move that
the set, edited since, now refuses. Rather than lose the game, the player may go on from the game
as it stood before that move (``SaveError.partial``), in an autosave of its own; the file
itself is never changed.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from .modal import ChoiceScene


def offer_play_on(app, exc, open_game: Callable) -> bool:
    """Ask whether to play on from the last move that fits; True when asked (the caller then
    says nothing else), False when the save has no such game (nothing was played)."""
    partial = getattr(exc, "partial", None)
    if partial is None or not partial.history:
        return False
    n = len(partial.history)
    if exc.problem.startswith("the data set "):   # saves.load: the player's set was edited since
        why, title = ("You can play on from move {n}, the last that fits the set as it is now",
                      "This save no longer fits its data set")
    else:
        why, title = ("The save was probably made by an earlier Sortie, whose rules differed there. "
                      "You can play on from move {n}, the last that fits", "This save no longer fits the rules")
    message = (f"{Path(exc.path).name}: {exc.problem}. {why.format(n=n)}; the game goes on in an "
               "autosave of its own and the file is left as it is.")
    app.push(ChoiceScene(app, title, [
        (f"Play on from move {n}", lambda: open_game(partial)),
        ("Back", lambda: None),
    ], message=message, width=620))
    return True
