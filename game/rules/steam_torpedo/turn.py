"""The start of a turn (ST Turn Sequence): after setup (ST Setup 3) and after each end of turn,
the next submarine begins with its recovery phase (ST Turn Sequence 1)."""
from __future__ import annotations

from ..core import Event
from .state import RECOVERY, State


def start_turn(state: State, seat: str) -> list[Event]:
    state.active, state.turn = seat, state.turn + 1
    state.manoeuvred, state.used, state.aim, state.reacted = False, [], 0, []
    state.reaction, state.damage = None, None
    state.phase = RECOVERY
    return [Event("turn", f"Turn {state.turn}: {state.subs[seat].name}",
                  {"seat": seat, "turn": state.turn})]
