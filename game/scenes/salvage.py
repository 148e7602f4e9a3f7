"""A save whose moves stop fitting the rules: play on from its last move that fits.

A save made by an earlier Sortie may hold a move that a rules fix now refuses (the rules
ledgers list the fixes). Rather than lose the game, the player may go on from the game
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
    message = (f"{Path(exc.path).name}: {exc.problem}. The save was probably made by an earlier "
               f"Sortie, whose rules differed there. You can play on from move {n}, the last that "
               "fits; the game goes on in an autosave of its own and the file is left as it is.")
    app.push(ChoiceScene(app, "This save no longer fits the rules", [
        (f"Play on from move {n}", lambda: open_game(partial)),
        ("Back", lambda: None),
    ], message=message, width=620))
    return True
