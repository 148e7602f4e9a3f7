"""A game's record seen at any move: the replay view's positions.

``Timeline(game)`` keeps a copy of the position every CHECKPOINT moves of the game's
record (made in one pass over it); the position after any k moves is the nearest copy
at or before k with the moves in between replayed, so that a step back at the end of a
long game costs at most CHECKPOINT - 1 moves and one copy, however long the game.
"""
from __future__ import annotations

from ..rules.core import copy_state
from .game import Game

CHECKPOINT = 32


class Timeline:
    def __init__(self, game: Game, every: int = CHECKPOINT):
        self.game = game  # the record; never changed here
        self.rules = game.rules
        self.every = every
        self.length = len(game.history)
        self.notations = [p.notation for p in game.history]
        self.checkpoints: dict[int, object] = {}
        state = self.rules.new_state(game.seed, game.options, game.players)
        for k, notation in enumerate(self.notations):
            if k % every == 0:
                self.checkpoints[k] = copy_state(self.rules, state)
            self.rules.apply(state, self.rules.parse(notation))
        self.checkpoints[self.length] = state  # the last position, as the record ends

    def base(self, k: int) -> tuple[int, object]:
        """The nearest kept position at or before move k: (its move, the position)."""
        j = min(k, self.length)
        j = j if j in self.checkpoints else j - j % self.every
        return j, self.checkpoints[j]

    def position(self, k: int):
        """A new copy of the position after the first k moves (0 <= k <= length)."""
        if not 0 <= k <= self.length:
            raise IndexError(f"move {k} is outside the record (0 to {self.length})")
        j, kept = self.base(k)
        state = copy_state(self.rules, kept)
        for notation in self.notations[j:k]:
            self.rules.apply(state, self.rules.parse(notation))
        return state

    def at(self, k: int) -> Game:
        """The game as it stood after its first k moves (its log and history up to there);
        the record is untouched, and moves played on the result are its own."""
        return self.game.branch(k, self.position(k), self.base(k))

    def move_of_entry(self) -> list[int]:
        """For each line of the game's log (setup lines, then each move's events), the
        number of moves after which it stands: 0 for the setup, k for the k-th move's."""
        out = [0] * len(self.game.setup_events)
        for k, played in enumerate(self.game.history, start=1):
            out.extend([k] * len(played.events))
        return out
