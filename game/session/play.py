"""A game played on to its end by given players, up to a number of moves: the one loop of
``python -m game --simulate`` (game/__main__.py), tools/arena.py, tools/hint_check.py and
tools/bench.py."""
from __future__ import annotations

from typing import Any, Callable

from ..rules.core import Outcome
from .game import Game


def play_to_end(game: Game, choose: Callable[[Game], Any], cap: int,
                stop: Callable[[Game], bool] | None = None,
                after: Callable[[int], None] | None = None) -> Outcome | None:
    """Play ``game`` on, each move ``choose(game)`` (an action or its notation for the seat
    to move), until it ends or ``cap`` moves are played; ``stop(game)`` true before a move
    also ends the play (the end of a mission rather than of the game). ``after(n)`` hears
    each move, n the moves played so far by this call. Returns the game's outcome, None
    when it has not ended."""
    for n in range(1, cap + 1):
        if game.outcome() is not None or (stop is not None and stop(game)):
            break
        game.play(choose(game))
        if after is not None:
            after(n)
    return game.outcome()


def seated(players: dict) -> Callable[[Game], Any]:
    """``choose`` for ``play_to_end`` from players by seat (each with ``choose(game)``):
    the move of the player of the seat to move."""
    return lambda game: players[game.to_move()].choose(game)
