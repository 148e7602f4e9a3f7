"""Where a Thunderbirds at War tour stands, in one line (the Load screen, the title)."""
from __future__ import annotations


def summary(state, outcome) -> str:
    t = state.tour
    single = state.options.get("campaign") == "single mission"
    if outcome is not None:
        won = "won" if outcome.winner else "lost"
        return f"over: the {'mission' if single else 'tour'} {won}"
    if single:
        line = "single mission"
    else:
        n = t.missions_flown if state.target else t.missions_flown + 1
        line = f"mission {max(1, n)}, {t.successful} of {t.length} successful"
    if state.target:
        line += f", target {state.target}"
    return line
