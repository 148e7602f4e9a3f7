"""The toy race as a ``Rules`` object (game/rules/core.py's contract), its rules beside the code.

TOY 1: two seats, blue first, take turns; a turn is a step of 1 or 2 (no randomness) or a
roll of a die (TOY 2); a seat whose total reaches the target exactly wins; a step past it is
refused. TOY 2: a seat may roll only while its total is at most the data's ``roll_at_most``.
"""
from __future__ import annotations

from ..core import Event, Option, Outcome, RuleError, Rng
from . import actions as A
from .phases import PHASES
from .state import ToyState


class ToyRules:
    game_id = "toy"
    title = "Toy race"
    players = ["blue", "orange"]
    options = {"target": Option(10, (10, 12), "Target total", "TOY 1", rulebook=10, recommended=10,
                                why="The race's own length", words=("10", "12"))}

    def __init__(self, data):
        self.data = data

    def new_state(self, seed: int, options: dict, players: list) -> ToyState:
        return ToyState(Rng(seed), target=options.get("target", 10), data=self.data)

    def legal_actions(self, state: ToyState) -> list:
        total = state.totals[state.turn]
        acts = [A.Step(n) for n in self.data.steps if total + n <= state.target]
        if total <= self.data.roll_at_most:
            acts.append(A.Roll())
        return acts

    def apply(self, state: ToyState, action) -> list[Event]:
        handler = HANDLERS.get(type(action))
        if handler is None or state.phase != "race":
            raise RuleError(f"That is not possible now ({PHASES[state.phase].prompt})", PHASES[state.phase].rule)
        total = state.totals[state.turn]
        gained = handler(state, action, total)
        state.totals[state.turn] = total + gained
        events = [Event("move", f"{state.turn} {action}: {total + gained}", {"gained": gained})]
        if total + gained == state.target:
            state.phase = "over"
        state.turn = "orange" if state.turn == "blue" else "blue"
        return events

    def outcome(self, state: ToyState) -> Outcome | None:
        for seat, total in state.totals.items():
            if total == state.target:
                return Outcome(seat, f"reached {state.target}", "reached")
        return None

    def to_move(self, state: ToyState) -> str:
        return state.turn

    def view(self, state: ToyState, seat: str) -> ToyState:
        return state   # nothing is hidden in the race

    def parse(self, text: str):
        return A.parse(text)


def _step(state: ToyState, action: A.Step, total: int) -> int:
    if total + action.n > state.target:
        raise RuleError(f"A step of {action.n} would pass {state.target}", "TOY 1")
    if action.n not in state.data.steps:
        raise RuleError(f"A step is one of {', '.join(map(str, state.data.steps))}", "TOY 1")
    return action.n


def _roll(state: ToyState, action: A.Roll, total: int) -> int:
    if total > state.data.roll_at_most:
        raise RuleError(f"Rolling is only allowed at {state.data.roll_at_most} or less", "TOY 2")
    return state.rng.die(state.data.die)


# the handler of each kind of action: how many points it adds to the mover's total
HANDLERS = {A.Step: _step, A.Roll: _roll}
