"""The Same 4 Cats as a ``Rules`` object (game/rules/core.py's protocol)."""
from __future__ import annotations

import copy

from ..core import Option
from . import engine
from .actions import parse as _parse


class Same4CatsRules:
    game_id = "same4cats"
    title = "The Same 4 Cats"
    players = ["player"]
    options = {
        "damage4": Option(
            "text", ("text", "table"),
            "Damage 4 on AA: 'text' adds one Hit card (4.3), 'table' removes one Miss card",
            "S4C 4.3"),
        "aa_beyond_table": Option(
            "farthest row", ("farthest row", "no fire"),
            "AA at distance 6-7: 'farthest row' fires as at distance 5, 'no fire' has no effect",
            "S4C 4.3"),
        "clouds": Option(
            "next card", ("next card", "stack"),
            "Clouds: 'next card' nullifies the next AA card, however many Clouds were drawn before it; "
            "'stack' nullifies one AA card for each Clouds",
            "S4C 4.2", legacy="stack"),  # saves made before the option played each Clouds on its own card
        "ship_medal": Option(
            "award", ("award", "extra hit"),
            "A ship's medal icon: 'award' earns that medal on a hit, "
            "'extra hit' counts one more hit on the Medal table",
            "S4C 2.2"),
    }

    def new_state(self, seed: int, options: dict, players: list):
        opts = {name: spec.default for name, spec in self.options.items()}
        opts.update(options or {})
        return engine.new_state(seed, opts, players or self.players)

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

    def parse(self, text: str):
        return _parse(text)
