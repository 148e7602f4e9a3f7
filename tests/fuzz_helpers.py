"""What the property-based tests share: each game's rules (map checked once), a few real
positions to mutate moves in, and how two games are compared."""
from __future__ import annotations

import functools
import random

from game import games
from game.session.game import Game

GAME_IDS = list(games.GAMES)


def rules(game_id: str):
    """A game's Rules on the shipped map and the house data (games.rules_for keeps them)."""
    return games.rules_for(game_id)


rules_for = games.rules_for   # what saves.load asks for the rules of a save


@functools.lru_cache(maxsize=None)
def real_moves(game_id: str, seed: int = 1, n: int = 40) -> tuple[str, ...]:
    """The first n moves of a game of random legal moves: material for mutations."""
    game = Game(rules(game_id), seed, keep_history=False)
    chooser = random.Random(seed)
    while len(game.moves) < n and game.outcome() is None:
        game.play(chooser.choice(game.legal_actions()))
    return tuple(game.moves)


def summary(game: Game) -> tuple:
    """What two games must share to be the same game: moves, the log, whose decision it
    is, what may be played, and the outcome."""
    return (game.moves, [(e.kind, e.text) for e in game.log()], game.to_move(),
            game.legal_notations(), game.outcome(), game.options, game.players)
