"""The Same 4 Cats as a ``Rules`` object (game/rules/core.py's protocol)."""
from __future__ import annotations

import copy

from ..core import Option
from . import engine
from . import words
from .actions import parse as _parse
from .state import copy_state


class Same4CatsRules:
    game_id = "same4cats"
    title = "The Same 4 Cats"
    players = ["player"]
    options = {
        "damage4": Option(
            "text", ("text", "table"),
            "At damage 4, anti-aircraft fire adds one Hit card, or takes one Miss card out",
            "S4C 4.3", rulebook="text", recommended="text",
            why="The rule's own sentence; the table's cell contradicts it and plays softer",
            words=("one more Hit card", "one Miss card fewer")),
        "aa_beyond_table": Option(
            "farthest row", ("farthest row", "no fire"),
            "Anti-aircraft fire at distance 6 or 7 fires as at distance 5, or has no effect",
            "S4C 4.3", rulebook="farthest row", recommended="farthest row",
            why="The table, unlike the torpedo's, never says out of range: the guns keep firing",
            words=("fires as at 5", "no effect")),
        "clouds": Option(
            "next card", ("next card", "stack"),
            "Clouds cancel the next anti-aircraft card, however many were drawn, or one card each",
            "S4C 4.2", legacy="stack",  # saves made before the option played each Clouds on its own card
            rulebook="next card", recommended="next card",
            why="What the rule says; stacked Clouds would make long missions too safe",
            words=("the next card only", "one card each")),
        "ship_medal": Option(
            "award", ("award", "extra hit"),
            "A hit on a ship with a medal icon earns that medal, or counts as one more hit for medals",
            "S4C 2.2", rulebook="award", recommended="award",
            why="The card says the medal is earned for a hit",
            words=("earns the medal", "one more hit")),
    }

    def __init__(self, data):
        self.data = data   # the game's cards and tables (data.Data): House or a player's set

    def new_state(self, seed: int, options: dict, players: list):
        opts = {name: spec.default for name, spec in self.options.items()}
        opts.update(options or {})
        return engine.new_state(self.data, seed, opts, players or self.players)

    def legal_actions(self, state) -> list:
        return engine.legal_actions(state)

    def apply(self, state, action) -> list:
        return engine.apply(state, action)

    def refusal(self, state, action):
        """The RuleError an action would raise now, or None: a button's 'why not'."""
        return engine.refusal(state, action)

    def outcome(self, state):
        return engine.outcome(state)

    def to_move(self, state) -> str:
        return self.players[0]

    def clone(self, state):
        """An independent copy of the position, cheaper than a deepcopy (state.copy_state)."""
        return copy_state(state)

    def view(self, state, seat: str):
        """Open information except the order of the face-down decks (sorted in the view) and
        the random generator, from which that order could be rebuilt (withheld)."""
        seen = copy.copy(state)
        seen.rng = None
        seen.event_deck = sorted(state.event_deck)
        seen.mission_deck = sorted(state.mission_deck)
        seen.target_deck = sorted(state.target_deck)
        return seen

    def summary(self, state) -> str:
        """Where the campaign stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state)

    def describe(self, state, action) -> str:
        """A move in words before it is played, without its outcome (issue 31; words.py)."""
        return words.describe(state, action)

    def parse(self, text: str):
        return _parse(text, self.data)
