"""A tiny two-seat game that follows the rules contract, for testing the core.

Each turn a seat either steps 1 or 2 (no randomness) or rolls a die and adds it.
Reaching exactly 10 wins; going past 10 is refused ("TOY 1").
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.rules.core import Event, NotationError, Outcome, Option, RuleError, Rng


@dataclass
class ToyState:
    rng: Rng
    totals: dict = field(default_factory=lambda: {"blue": 0, "orange": 0})
    turn: str = "blue"


@dataclass(frozen=True)
class Step:
    n: int

    def __str__(self):
        return f"step {self.n}"


@dataclass(frozen=True)
class Roll:
    def __str__(self):
        return "roll"


class ToyRules:
    game_id = "toy"
    title = "Toy race"
    players = ["blue", "orange"]
    options = {"target": Option(10, (10, 12), "Target total", "TOY 1")}

    def new_state(self, seed, options, players):
        return ToyState(Rng(seed))

    def legal_actions(self, state):
        left = 10 - state.totals[state.turn]
        acts = [Step(n) for n in (1, 2) if n <= left]
        if left >= 6:
            acts.append(Roll())
        return acts

    def apply(self, state, action):
        total = state.totals[state.turn]
        if isinstance(action, Step):
            if total + action.n > 10:
                raise RuleError(f"A step of {action.n} would pass 10", "TOY 1")
            gained = action.n
        elif isinstance(action, Roll):
            if total > 4:
                raise RuleError("Rolling is only allowed at 4 or less", "TOY 2")
            gained = state.rng.die(6)
        else:
            raise NotationError(str(action))
        state.totals[state.turn] = total + gained
        events = [Event("move", f"{state.turn} {action}: {total + gained}", {"gained": gained})]
        state.turn = "orange" if state.turn == "blue" else "blue"
        return events

    def outcome(self, state):
        for seat, total in state.totals.items():
            if total == 10:
                return Outcome(seat, "reached 10", "reached_10")
        return None

    def to_move(self, state):
        return state.turn

    def view(self, state, seat):
        return state

    def parse(self, text):
        parts = text.split()
        if parts == ["roll"]:
            return Roll()
        if len(parts) == 2 and parts[0] == "step" and parts[1] in ("1", "2"):
            return Step(int(parts[1]))
        raise NotationError(f"not a toy move: {text!r}")


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
