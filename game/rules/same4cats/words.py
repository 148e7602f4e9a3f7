"""A move in words before it is played, without its outcome (issue 31): the hint, a
button's tooltip and the replay name a move so where it draws a card, whose result is
still to come."""
from __future__ import annotations

from . import actions as A
from .state import EXPERIENCE, MEDALS, REPAIR


def describe(state, action) -> str:
    """``action`` as a sentence the screen may show before it is played."""
    if isinstance(action, A.Target):
        return f"Choose {action.ship} as the torpedo target (S4C 4.0)"
    if isinstance(action, A.Draw):
        nxt = state.next_distance
        return f"Draw the next Event card and fly on to distance {nxt} (S4C 4.1)" if nxt >= 1 else \
            "Draw the next Event card (S4C 4.1)"
    if isinstance(action, A.Torpedo):
        return "Make the torpedo attack at this distance (S4C 4.5)"
    if isinstance(action, A.Abort):
        return "Abort the mission: one last Event card, then home (S4C 4.6)"
    if isinstance(action, A.Retry):
        return "Retry the mission: one last Event card, then again from distance 7 (S4C 4.7)"
    if isinstance(action, A.Repair):
        return "Draw the repair check: a Hit removes one point of damage (S4C 6.0)"
    return CONTINUE.get(state.phase, "Go on to the next step")


CONTINUE = {EXPERIENCE: "Take the experience and go on (S4C 5.0)",
            REPAIR: "Skip the repair check and keep the damage. A Miss costs nothing, so the check never "
                    "hurts: skip it only when there is no damage to repair (S4C 6.0)",
            MEDALS: "Make the medal check and go on (S4C 7.0)"}
