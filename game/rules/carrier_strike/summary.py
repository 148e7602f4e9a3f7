"""Where a Carrier Strike battle stands, in one line (the Load screen, the title)."""
from __future__ import annotations

from ..summary import ended, seat_name


def summary(state, to_move: str) -> str:
    if state.outcome is not None:
        return f"turn {state.turn_number}, {ended(state.outcome)}"
    if not state.turn_number:
        return f"setting up, {seat_name(to_move)} to move"
    return f"turn {state.turn_number}, {seat_name(to_move)} to move"
