"""Which actions the rules allow now, and why the others are refused (S4C 4.0-6.0)."""
from __future__ import annotations

from ..core import RuleError
from . import odds
from .actions import Abort, Continue, Draw, Repair, Retry, Target, Torpedo
from .phases import PHASES
from .state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET, State


def refusal(state: State, action) -> RuleError | None:
    """Why an action is refused now, or None when it is legal."""
    if state.phase == OVER:
        return RuleError("The campaign is over", "S4C 7.0")
    if isinstance(action, Target):
        if state.phase != TARGET:
            return RuleError("The target is chosen only at the start of a mission", "S4C 4.0")
        if action.ship not in state.target_choices:
            return RuleError(f"{action.ship} is not among the Target Ship cards drawn "
                             f"({', '.join(state.target_choices)})", "S4C 4.0")
        if action.ship in state.mission.forbidden_targets:
            return RuleError(f"On the {state.mission.name} mission the {action.ship} "
                             "cannot be chosen as the target", "S4C 4.0")
        return None
    if isinstance(action, (Draw, Torpedo, Abort, Retry)):
        if state.phase != FLY:
            return RuleError(f"That is not possible now: {PHASES[state.phase].prompt.lower()}", "S4C 4.1")
        if isinstance(action, Draw):
            if state.next_distance < 1:
                return RuleError("The distance track is full at distance 1: attack, abort or retry",
                                 "S4C 4.1")
            if not state.event_deck:
                return RuleError("The Event deck is empty: attack, abort or retry", "S4C 4.1")
            return None
        if not state.distance_track:
            what = {Torpedo: "attack", Abort: "abort", Retry: "retry"}[type(action)]
            rule = {Torpedo: "S4C 4.1", Abort: "S4C 4.6", Retry: "S4C 4.7"}[type(action)]
            return RuleError(f"Draw an Event card before you {what}", rule)
        if isinstance(action, Torpedo):
            d, reach = state.distance, odds.torpedo_range(state)
            if d not in reach:
                table = [r["distance"] for r in state.data.tables["torpedo"]["rows"]]
                if d in table:  # in the table's range, but not with this damage
                    return RuleError(f"Torpedo attacks are only possible at distance "
                                     f"{min(reach)}-{max(reach)} with {state.damage} damage",
                                     "S4C 4.3")
                return RuleError(f"The target is out of torpedo range at distance {d} "
                                 f"(attack at distance {min(reach)}-{max(reach)})", "S4C 4.5")
            return None
        if isinstance(action, Retry) and state.retried:
            return RuleError("A mission may be retried only once", "S4C 4.7")
        return None
    if isinstance(action, Repair):
        if state.phase != REPAIR:
            return RuleError("The repair check comes after the experience step", "S4C 6.0")
        if state.damage == 0:
            return RuleError("There is no damage to repair", "S4C 6.0")
        if odds.repair_deck(state.data, state.mission_number) is None:
            return RuleError("No repair after the last mission", "S4C 6.0")
        return None
    if isinstance(action, Continue):
        if state.phase not in (EXPERIENCE, REPAIR, MEDALS):
            return RuleError(f"Nothing to confirm now: {PHASES[state.phase].prompt.lower()}", "S4C 3.0")
        return None
    return RuleError("That is not a Same 4 Cats action", "S4C")


def legal_actions(state: State) -> list:
    if state.phase == TARGET:
        candidates = [Target(s) for s in state.target_choices]
    elif state.phase == FLY:
        candidates = [Draw(), Torpedo(), Abort(), Retry()]
    elif state.phase == REPAIR:
        candidates = [Repair(), Continue()]
    elif state.phase in (EXPERIENCE, MEDALS):
        candidates = [Continue()]
    else:
        candidates = []
    return [a for a in candidates if refusal(state, a) is None]


