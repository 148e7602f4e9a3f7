"""A finished game replayed from its seed and moves with its generator counting every random
result by kind (game/rules/core.py's Tally): what the records keep of its dice, and the
final position its career and margin are read from (careers.py, margins.py)."""
from __future__ import annotations

from ..rules.core import Tally, tallying
from .game import Game


def tally_rows(tally: Tally) -> list[list]:
    """A tally as plain rows, [what, name, low, n, counts], sorted (JSON in the database)."""
    return [[what, name, low, n, list(counts)] for (what, name, low, n), counts in sorted(tally.counts.items())]


def replay_counted(game: Game) -> tuple[list[list], object]:
    """The game replayed from its seed and moves with its generator counting: the tally's
    rows and the final position."""
    tally = Tally()
    with tallying(tally):
        twin = Game(game.rules, game.seed, game.options, game.players, keep_history=False,
                    map_path=game.map_path)
    for move in game.moves:
        twin.play(move)
    return tally_rows(tally), twin.state
