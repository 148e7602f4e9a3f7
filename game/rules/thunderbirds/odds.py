"""The odds of a GRT skill check before the pilot decides (issue 15), computed exactly.

A skill check rolls one d10 (0-9) on the General Results Table: success on a modified 6-9,
modifiers capped at +/-2, the table unusable at a net -3 or less (TaW 9.0). Each decision of
the pilot (spend points before the roll, manoeuvre, reroll) changes the modifiers; the chance is
counted over the ten faces with the engine's own modifiers (steps._mods, grt.spend) on a copy of
the state, so it can never drift from what the roll will use. Nothing here reads the generator.
"""
from __future__ import annotations

import copy
from fractions import Fraction

from ..chance import percent
from . import data
from .grt import seat, spend
from .steps import _mods, evade_check

# A check whose failure ends the mission badly, said beside its odds (TaW 7.8.3, 7.5.2[1]).
FAILURE_ENDS = {"landing": "a failure crashes"}


def grt_chance(mods) -> Fraction:
    """The chance that a GRT roll with these modifiers succeeds (TaW 9.0): the ten faces counted."""
    g = data.tables()["grt"]
    net = sum(v for _t, v in mods)
    if net <= g["unusable_at"]:
        return Fraction(0)
    cap = g["modifier_cap"]
    applied = max(-cap, min(cap, net))
    faces = range(g["die_low"], g["die_high"] + 1)
    return Fraction(sum(1 for die in faces if die + applied >= g["success_from"]), len(faces))


def crew_check_mods(state, step: dict, bonuses) -> list:
    """The modifiers a crew check would roll with after spending ``bonuses`` (TaW 6.4, 9.0):
    spent on a copy of the state, exactly as the check step spends them."""
    twin = state.__deepcopy__(None)
    twin_step = copy.deepcopy(step)
    member = seat(twin, twin_step["actor"])
    if member is None:
        return []
    spent = spend(twin, twin_step, list(bonuses), member)
    return _mods(twin, twin_step, member) + spent


def crew_chance(state, step: dict, bonuses=()) -> Fraction:
    """The chance that a crew check succeeds with these points spent; 0 with nobody to do it."""
    if seat(state, step["actor"]) is None:
        return Fraction(0)
    return grt_chance(crew_check_mods(state, step, bonuses))


def option_chance(state, notation: str):
    """The chance that a pending decision's option goes the crew's way, and what that means:
    (chance, phrase) or None when the option rolls nothing.

    - roll / fire with points: the crew check succeeds;
    - evade with points (the pilot manoeuvres against a hit, 7.1.2[5], 7.2.2[2]): he evades;
    - reroll: a crew check's reroll succeeds, a German roll's reroll misses (6.4.2[1]).
    """
    pending = state.pending
    if not pending or not state.agenda:
        return None
    step = state.agenda[0]
    words = notation.split()
    verb = words[0]
    bonuses = tuple(b for b in (words[1] if len(words) > 1 else "").split("+") if b)
    if step.get("do") != "check":
        return None  # a table roll (LW, flak, survival...): not a skill check
    german = step.get("actor") is None
    if verb in ("roll", "fire") and not german and pending["kind"] == "bonus":
        return crew_chance(state, step, bonuses), "to succeed"
    if verb == "evade":
        return crew_chance(state, evade_check(list(bonuses)), bonuses), "to evade"
    if verb == "reroll" and "all_mods" in step:
        p = grt_chance(step["all_mods"])
        return (1 - p, "it misses") if german else (p, "to succeed")
    return None


def option_note(state, notation: str) -> str:
    """A short plain phrase for the option's button: "70% to succeed", "40% to evade; a failure
    crashes"; "" when the option rolls no skill check."""
    got = option_chance(state, notation)
    if got is None:
        return ""
    p, phrase = got
    note = f"{percent(p)} {phrase}"
    step = state.agenda[0]
    ends = FAILURE_ENDS.get(step.get("key"))
    after = state.agenda[1] if len(state.agenda) > 1 else {}
    if step.get("key") == "landing" and after.get("mine"):
        ends = "a failure destroys the Wimpy"  # 7.5.2[1]
    if ends and step.get("actor") is not None and phrase == "to succeed":
        note += f"; {ends}"
    return note
