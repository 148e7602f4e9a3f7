"""Where a Carrier Strike battle stands, in one line (the Load screen, the title)."""
from __future__ import annotations

from ..seats import seat_words
from ..summary import ended


def summary(state, to_move: str) -> str:
    if state.outcome is not None:
        return f"turn {state.turn_number}, {ended(state.outcome)}"
    if not state.turn_number:
        return f"setting up, {seat_words(to_move)} to move"
    return f"turn {state.turn_number}, {seat_words(to_move)} to move"
