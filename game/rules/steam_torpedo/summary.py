"""Where a Steam Torpedo duel stands, in one line (the Load screen, the title)."""
from __future__ import annotations

import functools

from .state import BUILD, OVER, SWAP, faction_name


def summary(state, to_move: str) -> str:
    name = functools.partial(faction_name, state)
    if state.phase == OVER and state.outcome is not None:
        out = state.outcome
        who = f"{name(out.winner)} won" if out.winner else "no winner"
        return f"turn {state.turn}, over: {who}"
    if state.phase == BUILD:
        return f"building the submarines, {name(to_move)} to choose"
    if state.phase == SWAP:
        return f"the optional swap, {name(to_move)} to choose"
    return f"turn {state.turn}, {name(to_move)} to move"
