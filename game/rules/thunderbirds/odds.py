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
from .grt import seat, spend
from .steps import _mods, evade_check

# A check whose failure ends the mission badly, said beside its odds (TaW 7.8.3, 7.5.2[1]).
FAILURE_ENDS = {"landing": "a failure crashes"}


def grt_chance(data, mods) -> Fraction:
    """The chance that a GRT roll with these modifiers succeeds (TaW 9.0): the ten faces counted."""
    g = data.tables["grt"]
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
    return grt_chance(state.data, crew_check_mods(state, step, bonuses))


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
    if verb == "reroll" and step.get("do") == "lw" and "roll" in step:
        return lw_reroll(state, step)
    if step.get("do") != "check":
        return None  # a table roll (flak, survival...): not a skill check
    german = step.get("actor") is None
    if verb in ("roll", "fire") and not german and pending["kind"] == "bonus":
        return crew_chance(state, step, bonuses), "to succeed"
    if verb == "evade":
        return crew_chance(state, evade_check(list(bonuses)), bonuses), "to evade"
    if verb == "reroll" and "all_mods" in step:
        p = grt_chance(state.data, step["all_mods"])
        return (1 - p, "it misses") if german else (p, "to succeed")
    return None


def lw_reroll(state, step: dict):
    """Before rerolling the LW Intensity table (6.4.2[1], 7.0.5): the chance the new roll brings
    fewer fighters than the one rolled, over the d10's faces on the chit's row (issue 31)."""
    row = state.data.tables["lw_intensity"]["table"][state.lw_chit]
    g = state.data.tables["grt"]
    faces = range(g["die_low"], g["die_high"] + 1)
    now = row[step["roll"]["die"]]
    fewer = Fraction(sum(1 for d in faces if row[d] < now), len(faces))
    return fewer, "to meet no fighter" if now == 1 else f"to meet fewer than {now} fighters"


def option_note(state, notation: str) -> str:
    """A short plain phrase for the option's button: "70% to succeed", "40% to evade; a failure
    crashes"; "" when the option rolls no skill check."""
    if notation == "accept":
        return accept_note(state)
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


# -- accepting a hit: what the damage may cost (TaW 8.2.1, 8.2.5, 8.3, Table 5a) -------------------
class _Branch(Exception):
    """The damage asked the generator for a result not yet chosen: these are its outcomes."""

    def __init__(self, outcomes):
        self.outcomes = outcomes   # [(value, chance)]


class _Scripted:
    """A stand-in generator that gives the results chosen so far, then names the next outcomes."""

    def __init__(self, script):
        self.script, self.i, self.draws = list(script), 0, 0

    def _next(self, outcomes):
        if self.i < len(self.script):
            self.i += 1
            return self.script[self.i - 1]
        raise _Branch(outcomes)

    def choice(self, items):
        items = list(items)
        return self._next([(v, Fraction(items.count(v), len(items))) for v in dict.fromkeys(items)])

    def die(self, sides: int = 6) -> int:
        return self._next([(v, Fraction(1, sides)) for v in range(1, sides + 1)])

    def randint(self, low: int, high: int) -> int:
        return self._next([(v, Fraction(1, high - low + 1)) for v in range(low, high + 1)])


_DAMAGE_STEPS = ("damage", "wound")


def _take_the_hit(state, script) -> object:
    """The position after the crew accepts the hit waiting now, with these results of the
    generator: the engine's own steps (the check, then each airframe counter and crew hit it
    brings), stopped where the mission goes on. A reroll offered on the way is not taken."""
    from .steps import HANDLERS
    twin = state.__deepcopy__(None)
    twin.rng = _Scripted(script)
    step = twin.agenda.pop(0)
    step["accepted"], twin.pending = True, None
    HANDLERS[step["do"]](twin, step, [])
    while twin.result is None and twin.agenda and twin.agenda[0].get("do") in _DAMAGE_STEPS:
        if twin.pending is not None:   # a crew hit's d6 offered for a reroll: it stands
            twin.pending = None
            twin.agenda[0]["accepted"] = True
        step = twin.agenda.pop(0)
        HANDLERS[step["do"]](twin, step, [])
    return twin


def accept_risk(state):
    """(the chance the Wimpy is lost, the chance a man is killed) if the crew accepts the hit
    waiting now, counted over every airframe counter left face down (their mix is known: Table
    5a less those turned) and every crew-hit d6, before any reroll. None when accepting turns
    no counter."""
    pending, agenda = state.pending, state.agenda
    if not pending or not agenda or "accept" not in pending.get("options", ()):
        return None
    step = agenda[0]
    if not (step.get("do") == "check" and step.get("actor") is None and step.get("damaging")
            and step.get("roll", {}).get("success")):
        return None
    killed_before = {k for k, m in state.crew.items() if m.killed}
    lost = killed = Fraction(0)
    todo = [((), Fraction(1))]
    while todo:
        script, p = todo.pop()
        try:
            twin = _take_the_hit(state, script)
        except _Branch as branch:
            todo.extend((script + (value,), p * q) for value, q in branch.outcomes)
            continue
        ended = (twin.result or {}).get("end")
        if ended == "destroyed" or any(s.get("do") == "survival" for s in twin.agenda):
            lost += p
        elif any(m.killed for k, m in twin.crew.items() if k not in killed_before):
            killed += p
    return lost, killed


def accept_note(state) -> str:
    """ "12% the Wimpy is lost; 8% a man killed" for the Accept button, "" when no risk."""
    risk = accept_risk(state)
    if risk is None:
        return ""
    lost, killed = risk
    parts = [f"{percent(lost)} the Wimpy is lost"] if lost else []
    if killed:
        parts.append(f"{percent(killed)} a man killed")
    return "; ".join(parts) if parts else "an airframe counter is turned"
