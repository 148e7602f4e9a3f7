"""Where a Same 4 Cats campaign stands, in one line (the Load screen, the title)."""
from __future__ import annotations

from .engine import outcome
from .state import EXPERIENCE, MEDALS, REPAIR, TARGET

CAMPAIGN = 10  # S4C 7.0: ten missions

STEP = {TARGET: "choosing the target", EXPERIENCE: "experience", REPAIR: "repair", MEDALS: "medals"}


def summary(state) -> str:
    out = outcome(state)
    if out is not None:
        if state.shot_down:
            return f"over: shot down on mission {state.mission_number} of {CAMPAIGN}"
        return f"over: the campaign won, {len(state.ships_hit)} ships hit"
    n = max(1, state.mission_number)
    card = state.data.missions.get(state.mission_track[-1]) if state.mission_track else None
    line = f"mission {n} of {CAMPAIGN}"
    if card is not None:
        line += f", {card.name}"
    step = STEP.get(state.phase)
    if state.target and state.phase not in (TARGET,):
        line += f", against {state.target}"
    elif step:
        line += f", {step}"
    return line
