"""The step machinery of a mission: a queue of steps (state.agenda) resolved in order.

Each step is a plain dict (so the state copies and replays); ``run`` pops steps and calls
their handler; a handler that needs a decision puts itself back at the front and sets
``state.pending``. Handlers live in the files of one purpose each (combat.py, target.py,
damage.py, events.py, ...) and register here with ``@handler("name")``; rules.py imports
every one of them, so the registry is full before a step runs.
"""
from __future__ import annotations

from itertools import combinations

from game.rules.core import Event

from .board import DEFAULT_MAP, load_board
from .grt import bonus_choices, conditions, crew_mods, grt_roll, reroll_tokens, seat, spend, spend_reroll
from .state import DECIDE, FLY, MissionState

HANDLERS: dict = {}


def handler(name: str):
    def register(fn):
        HANDLERS[name] = fn
        return fn
    return register


def board(state: MissionState):
    return load_board(state.map_path or DEFAULT_MAP)


# -- logging -------------------------------------------------------------------------
def log(ev: list, kind: str, text: str, **data_) -> None:
    ev.append(Event(kind, text, data_))


def log_roll(state: MissionState, ev: list, roll, **extra) -> None:
    state.last_rolls.append(roll)
    ev.append(RollEvent(roll, extra))


class RollEvent(Event):
    """The log line of a roll (kind "roll"): its text and its data ({"roll": the Roll as a dict,
    and the extra items}) are made from the Roll when first read. A tour rolls at almost every
    move and a simulation reads none of these lines; a Roll is never changed once logged."""

    __slots__ = ("roll", "extra", "_text", "_data")

    def __init__(self, roll, extra: dict):
        self.kind = "roll"
        self.roll, self.extra = roll, extra
        self._text = self._data = None

    @property
    def text(self) -> str:
        text = self._text
        if text is None:
            text = self._text = self.roll.text()
        return text

    @property
    def data(self) -> dict:
        data_ = self._data
        if data_ is None:
            data_ = self._data = {"roll": self.roll.as_dict(), **self.extra}
        return data_

    def __reduce__(self):
        return Event, (self.kind, self.text, self.data)  # copied or pickled: a plain Event of the same line


# -- building steps ------------------------------------------------------------------
def crew_check(key, label, role, *, cqp=None, spotting=False, mods=(), rerollable=True,
               holdable=False, man=False, disc=True, words=("success", "failure"), chosen=None,
               cond=True, no_drms=False):
    step = {"do": "check", "key": key, "label": label, "actor": role, "cqp": cqp,
            "spotting": spotting, "mods": [list(m) for m in mods], "rerollable": rerollable,
            "holdable": holdable, "man": man, "disc": disc, "words": list(words), "stage": "pre",
            "cond": cond, "no_drms": no_drms}
    if chosen is not None:
        step["chosen"] = list(chosen)
    return step


def german_check(key, label, unit, *, spotting=False, mods=(), evadable=False, damaging=None,
                 rerollable=True, words=("success", "no effect")):
    """A German roll; ``damaging``: a success turns an airframe counter (default: when evadable)."""
    return {"do": "check", "key": key, "label": label, "actor": None, "unit": unit,
            "spotting": spotting, "mods": [list(m) for m in mods], "rerollable": rerollable,
            "evadable": evadable, "damaging": evadable if damaging is None else damaging,
            "words": list(words), "stage": "pre", "cond": True}


def push(state: MissionState, *steps) -> None:
    state.agenda[0:0] = list(steps)


def in_combat(state: MissionState) -> bool:
    return any(s.get("do") == "check" and s.get("actor") is None for s in state.agenda[:1]) or state.fighters > 0


def wait(state: MissionState, step: dict, kind: str, options: list, text: str) -> None:
    state.agenda.insert(0, step)
    options = list(options)
    # 8.2.3: in combat only the Flt. Eng. fights a fire, one attempt per hex entered
    if (kind in ("bonus", "reroll", "hit") and state.fires and state.combat_fire_attempt > 0
            and state.member("engineer") is not None and not engineer_flying(state)):
        options.append("extinguish")
    state.pending = {"kind": kind, "label": text, "options": options}
    state.phase = DECIDE


def engineer_flying(state: MissionState) -> bool:
    """8.3: the Flt. Engineer replaces a dead pilot and no longer does his usual duties."""
    return state.member("pilot") is None and state.member("engineer") is not None


def run(state: MissionState, ev: list) -> None:
    agenda = state.agenda  # (handlers change it in place, never replace it)
    while state.pending is None and state.result is None:
        if not agenda:
            state.phase = FLY
            return
        step = agenda.pop(0)
        HANDLERS[step["do"]](state, step, ev)


# -- a table roll the pilot may have rerolled (6.4.2[1]) ----------------------------------------
def rerolls_any_die(state: MissionState) -> bool:
    """6.4.2[1] "1 Reroll of any die roll, including Luftwaffe and flak rolls" (the default), or
    Option `reroll` "skill checks only": the GRT rolls alone."""
    return state.options.get("reroll", "any die roll") == "any die roll"


def table_die(state: MissionState, step: dict, ev: list, key: str, make_roll, bad) -> dict | None:
    """A die roll that is not a GRT skill check (LW Intensity, zone flak, malfunctions, Lost,
    survival, ...): rolled once and kept in ``step[key]``; when its result is ``bad(roll)`` for the
    crew and a Reroll PDP (else a DISC) is left, the pilot may have it rolled again, once (6.4.2[1],
    Summary "a die roll result may only be rerolled once"). Returns the roll that stands (a dict),
    or None while the pilot decides (the step waits at the front of the agenda). A step may make
    several such rolls in turn, each under its own key."""
    if step.get(key + "_final"):
        return step[key]
    if key not in step:
        roll = make_roll()
        step[key] = roll.fields()
        log_roll(state, ev, roll)
    if step.pop("reroll_now", False):
        token = spend_reroll(state)
        roll = make_roll()
        roll.rerolled = True
        step[key] = roll.fields()
        step[key + "_rerolled"] = True
        log(ev, "info", f"{token} spent: reroll (6.4.2[1])")
        log_roll(state, ev, roll)
    elif (not step.get(key + "_rerolled") and not step.pop("accepted", False) and rerolls_any_die(state)
          and reroll_tokens(state) > 0 and bad(step[key])):
        wait(state, step, "reroll", ["accept", "reroll"], f"{step[key]['label']}: {step[key]['result']}. Reroll?")
        return None
    step[key + "_final"] = True
    return step[key]


# -- the GRT check step ----------------------------------------------------------------
def event_crew_mods(state: MissionState, step: dict) -> list:
    """DRMs events put on the crew's GRT rolls (Table 3 events 8, 10, 13, 17)."""
    out = []
    for name, m in state.malfunctions.items():
        if m.get("drm"):
            out.append((m["label"], m["drm"]))
    if state.pilot_ill and step["key"] == "evade":
        out.append(("pilot ill (event 10)", -1))
    return out


def _mods(state: MissionState, step: dict, member=None) -> list:
    """The DRMs of a check; `member`: who rolls a crew check (seat), when the caller has it."""
    mods = []
    if step["actor"] is None:
        mods += conditions(state, step["spotting"])
        ta = state.tactical_advantage
        if ta and step["unit"] in ta["units"] and (step["spotting"] or not ta["spotting_only"]):
            mods.append((f"German Tactical Advantage (event {ta['chit']})", 1))
        if state.coned and step["unit"] == "flak":
            mods.append(("CONED (event 12)", 1))
    elif step.get("no_drms"):
        return []   # 8.2.3: fire fighting is a skill check with no DRMs
    else:
        if step.get("cond", True):
            mods += conditions(state, step["spotting"])
        if member is None:
            member = seat(state, step["actor"])
        mods += crew_mods(state, member)
        mods += event_crew_mods(state, step)
        if (member is not None and member.mid and state.options.get("mid_bonus") == "every check"):
            mods.append(("MiD +1", 1))
    mods += [tuple(m) for m in step["mods"]]
    return mods


def bonus_options(verb: str, choices: list, holdable: bool) -> list[str]:
    out = []
    for n in range(len(choices) + 1):
        for combo in combinations(choices, n):
            out.append(verb + ("".join((" +" if i == 0 else "+") + b for i, b in enumerate(combo))))
    if holdable:
        out.append("hold")
    return out


def can_manoeuvre(state: MissionState) -> bool:
    """CRIT MAN (Table 5a) and a failed engine (event 4) prevent manoeuvres; someone must fly (8.3)."""
    if "CRIT MAN" in state.airframe or state.malfunctions.get("engine", {}).get("failed"):
        return False
    return seat(state, "pilot") is not None


def hit_options(state: MissionState, step: dict) -> list[str]:
    opts = ["accept"]
    if not step.get("rerolled") and step.get("rerollable", True) and reroll_tokens(state) > 0:
        opts.append("reroll")
    if not step.get("evaded") and can_manoeuvre(state):
        choices = [b for b in bonus_choices(state, {"actor": "pilot", "man": True}) if b != "cqp"]
        opts += bonus_options("evade", choices, False)
    return opts


def evade_check(chosen) -> dict:
    return crew_check("evade", "Pilot manoeuvres", "pilot", man=True, chosen=chosen, words=("evaded", "failed"))


@handler("check")
def h_check(state: MissionState, step: dict, ev: list) -> None:
    german = step["actor"] is None
    if step["stage"] == "pre":
        if not german:
            member = seat(state, step["actor"])
            if member is None:
                state.results[step["key"]] = False
                log(ev, "info", f"{step['label']}: no one aboard can do it ({step['words'][1]})")
                return
            if "chosen" not in step:
                choices = bonus_choices(state, step, member)
                if choices or step.get("holdable"):
                    verb = "fire" if step.get("holdable") else "roll"
                    wait(state, step, "bonus", bonus_options(verb, choices, step.get("holdable")),
                         f"{step['label']}: spend points before the roll?")
                    return
            if step.get("held"):
                state.results[step["key"]] = False
                log(ev, "info", f"{step['label']}: holds fire (7.1.2[3])")
                return
            step["spent"] = [list(m) for m in spend(state, step, step.get("chosen", []), member)]
        else:
            member = None
        mods = _mods(state, step, member) + [tuple(m) for m in step.get("spent", [])]
        step["all_mods"] = [list(m) for m in mods]
        roll = grt_roll(state, step["label"], mods, step["words"])
        step["roll"] = roll.fields()
        step["stage"] = "rolled"
        log_roll(state, ev, roll, key=step["key"])
    if step["stage"] == "await_evade":
        if state.results.get("evade"):
            state.results[step["key"]] = False
            log(ev, "info", f"{step['label']}: damage cancelled by the manoeuvre (7.1.2[5], 7.2.2[2])")
            return
        step["stage"] = "rolled"
    if step.pop("reroll_now", False):
        token = spend_reroll(state)
        roll = grt_roll(state, step["label"], [tuple(m) for m in step["all_mods"]], step["words"])
        roll.rerolled = True
        step["roll"] = roll.fields()
        step["rerolled"] = True
        log(ev, "info", f"{token} spent: reroll (6.4.2[1])")
        log_roll(state, ev, roll, key=step["key"])
    success = step["roll"]["success"]
    bad = success if german else not success
    if step.get("evadable") and success and not step.get("accepted"):
        opts = hit_options(state, step)
        if len(opts) > 1:
            wait(state, step, "hit", opts, f"{step['label']}: hit! Evade, reroll or accept?")
            return
    elif (bad and step.get("rerollable", True) and not step.get("rerolled")
          and not step.get("accepted") and reroll_tokens(state) > 0):
        wait(state, step, "reroll", ["accept", "reroll"], f"{step['label']}: {step['roll']['result']}. Reroll?")
        return
    state.results[step["key"]] = success
    if german and step.get("damaging") and success:
        push(state, {"do": "damage", "source": step["label"]})
