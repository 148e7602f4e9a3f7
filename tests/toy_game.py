"""The games for testing the core: the toy race (the template game, game/rules/template/, on
its own data) and Tally, a one-seat game without an end, for long games.

The toy race: each turn a seat either steps 1 or 2 (no randomness) or rolls a die and adds
it. Reaching exactly 10 wins; going past 10 is refused ("TOY 1").
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.datacheck.checker import load_house
from game.rules.core import Event, NotationError, RuleError, Rng
from game.rules.template import GAME as TOY
from game.rules.template.actions import Roll, Step  # noqa: F401  (the tests' own moves)
from game.rules.template.data import Data
from game.rules.template.rules import ToyRules as TemplateRules

TOY_DATA = Data(load_house(TOY))


class ToyRules(TemplateRules):
    """The template's rules on its own data (a test may subclass them)."""

    def __init__(self, data=TOY_DATA):
        super().__init__(data)


RULES = ToyRules()


@dataclass
class TallyState:
    rng: Rng
    count: int = 0
    rolls: list = field(default_factory=list)


@dataclass(frozen=True)
class Add:
    n: int

    def __str__(self):
        return f"add {self.n}"


class TallyRules:
    """A one-seat game without an end, for long games: add 1-3 (no randomness) or roll a
    die (a revealed result). Counts its copies of a position (``clone``)."""

    game_id = "tally"
    title = "Tally"
    players = ["solo"]
    options: dict = {}

    def __init__(self):
        self.clones = 0

    def new_state(self, seed, options, players):
        return TallyState(Rng(seed))

    def clone(self, state):
        self.clones += 1
        return TallyState(copy.deepcopy(state.rng), state.count, list(state.rolls))

    def legal_actions(self, state):
        return [Add(1), Add(2), Add(3), Roll()]

    def apply(self, state, action):
        if isinstance(action, Add):
            state.count += action.n
        elif isinstance(action, Roll):
            roll = state.rng.die(6)
            state.rolls.append(roll)
            state.count += roll
        else:
            raise RuleError(f"{action} is not a tally move", "TALLY 1")
        return [Event("move", f"{action}: {state.count}")]

    def outcome(self, state):
        return None

    def to_move(self, state):
        return "solo"

    def view(self, state, seat):
        return state

    def parse(self, text):
        if text == "roll":
            return Roll()
        parts = text.split()
        if len(parts) == 2 and parts[0] == "add" and parts[1] in ("1", "2", "3"):
            return Add(int(parts[1]))
        raise NotationError(f"not a tally move: {text!r}")
