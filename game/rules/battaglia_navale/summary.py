"""Where a Battaglia Navale battle stands, in one line (the Load screen, the title)."""
from __future__ import annotations

from ..seats import seat_words
from ..summary import ended


def summary(state) -> str:
    if state.result is not None:
        return f"turn {state.turn_number}, {ended(state.result)}"
    who = seat_words(state.to_move)
    if state.phase in ("turn", "place_planes", "aa_reply"):
        return f"turn {state.turn_number + 1}, {who} to move"
    return f"setting up, {who} to move"
