"""What the records' tests share: finished games played out from a seed, quickly."""
from __future__ import annotations

import random

from game import launch

# (game id, seed, moves chooser seed): each ends within a few hundred random moves
QUICK = (("same4cats", 3, 1), ("same4cats", 5, 2), ("steam-torpedo", 1, 1))


def finished(game_id: str, seed: int, chooser: int = 1, computer: dict | None = None, limit: int = 5000):
    """A game of ``game_id`` played to its end with random legal moves."""
    game = launch.new_game(game_id, seed=seed)
    game.computer = dict(computer or {})
    rnd = random.Random(chooser)
    for _ in range(limit):
        if game.outcome() is not None:
            return game
        game.play(rnd.choice(game.legal_actions()))
    raise AssertionError(f"{game_id} seed {seed} did not end in {limit} moves")
