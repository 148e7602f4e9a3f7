"""The preparatory phase (TaW 4.0 Preparatory 1-4): target (6.1), conditions (6.2), crew (6.3),
CQP and PDP (6.4), the PDP the pilot keeps after his MiD (Table 4 NOTE)."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from . import actions as A
from . import tour
from .data import table_lookup
from .grt import table_roll
from .state import CONDITIONS, CREW, PLAN, POINTS, CrewMember
from .steps import board, log

PDP_LABEL = {"man": "Man +1", "stam": "Stam +1", "reroll": "Reroll", "disc": "DISC"}


def target_options(state):
    method = state.options["target_method"]
    t = state.tour
    if method == "random":
        if t.selection is not None:
            return [A.ChooseTarget(state.data.selection(t.selection)[t.sel_index])]
        return [A.ChooseTarget("roll")]
    if method == "historical":
        return [A.ChooseTarget(tour.calendar_entry(state)["name"])]
    return [A.ChooseTarget(n) for n in state.data.target_names]


def choose_target(state, action, ev):
    name = action.name
    t = state.tour
    red = False
    method = state.options["target_method"]
    if name == "roll":  # Table 1: d6 row x d10 column -> Random Selection #, flown in order
        d6 = state.rng.die(6)
        d10 = state.rng.randint(0, 9)
        sel = state.data.targets["randomizer"][d6][d10]
        names = state.data.selection(sel)
        t.selection, t.sel_index = sel, 0
        t.period_serial += 1
        name = names[0]
        log(ev, "target", f"Mission Randomizer: d6 {d6}, d10 {d10} = Random Selection {sel}: "
                          f"{', '.join(names)}, flown in order (6.1, Table 1)", d6=d6, d10=d10, selection=sel)
    if method == "random":
        period = next(p for p in state.data.targets["periods"] if p["selection"] == t.selection)
        entry = period["targets"][t.sel_index]
        red = isinstance(entry, dict) and entry.get("red", False)
        tour.set_period(state)
        tour.expire_mid(state, ev)
    elif method == "historical":
        red = tour.calendar_entry(state)["red"]
    b = board(state)
    state.target = name
    state.target_cell = b.targets[name]
    state.target_flak = b.hex(state.target_cell).flak
    state.ordnance = state.data.targets["ordnance"].get(name, "bombs")
    state.phase = CONDITIONS
    where = b.place(state.target_cell)
    log(ev, "target", f"Target: {name} ({state.target_flak} triangle" + (f", {where})" if where != name else ")"),
        target=name, cell=state.target_cell,
        flak=state.target_flak, red=red)
    if red and state.options.get("campaign") != "single mission":
        tour.red_sprog(state, ev)
    elif red:
        state.sprog = True


def roll_conditions(state, ev):
    tc = state.data.tables["target_conditions"]
    for what in ("sky", "moon"):
        rows = tc[what]
        roll = table_roll(state, f"Target conditions, {what}", lambda d: table_lookup(rows, d)["name"])
        row = table_lookup(rows, roll.die)
        setattr(state, what, {"name": row["name"], "drm": row["drm"], "die": roll.die})
        state.last_rolls.append(roll)
        log(ev, "roll", f"{roll.text()} ({row['drm']:+d} die roll modifier, DRM)", roll=roll.__dict__)
    state.phase = CREW


def crew_options(state):
    others = [x for x in A.POSITIONS if x != "pilot"]
    return [A.ChooseCrew(c) for c in combinations(others, state.data.tables["crew"]["size"] - 1)]


def choose_crew(state, action, ev):
    crew = state.data.tables["crew"]["positions"]
    state.crew = {}
    roster = state.tour.roster
    mid = state.tour.mid
    for pos in ("pilot",) + action.positions:
        c = crew[pos]
        man = roster.get(pos)
        # 7.11.2-7.11.4: the MiD +1 belongs to the man listed, never to the one in his seat now
        state.crew[pos] = CrewMember(pos, c["label"], c["number"], name=man.name if man else "",
                                     sprog=bool(man and man.sprog),
                                     mid=bool(mid and man and mid["position"] == pos and mid["name"] == man.name))
    if any(m.sprog for m in state.crew.values()):
        state.sprog = True
    log(ev, "crew", "Crew: " + ", ".join(f"{m.label} {m.name}" + (" (sprog)" if m.sprog else "")
                                         for m in state.crew.values()), crew=list(state.crew))
    state.phase = POINTS


def cqp_limit(state) -> int:
    """The CQP the crew may assign this mission: its bank (a level, 6.4.1) up to 3 (6.4.1[1]); a
    sprog's first mission lowers that usable allotment by 1, to a minimum of 1 (6.4.3: "if the
    crew has accumulated 3 CQP, the CQP will be reduced to 2")."""
    allotment = min(state.cqp_bank, state.data.tables["cqp"]["per_mission"])
    if state.sprog and allotment > 0:
        allotment = max(1, allotment - 1)
    return allotment


def cqp_kinds(state) -> list:
    """CQP markers that can be given: a specialist aboard who is not on his first mission (6.4.3)."""
    return [k for k, who in state.data.tables["cqp"]["kinds"].items()
            if who in state.crew and not state.crew[who].sprog]


def permanent_choices(state) -> list:
    """Table 4 NOTE: the PDP kinds the pilot may make his for good at this briefing ([] if none is due)."""
    return list(state.data.tables["pdp"]["kinds"]) if state.tour.permanent_pdp_due else []


def permanent_pdp(state, action=None) -> str | None:
    """The permanent PDP of this mission: the one chosen now, else the one the tour remembers."""
    if action is not None and action.permanent:
        return action.permanent
    return None if state.tour.permanent_pdp_due else state.tour.permanent_pdp


def pdp_counters(data, permanent: str | None) -> dict:
    """The PDP counters left to take (6.4.2[1]: one Man +1, one Stam +1, one Reroll, two DISC)
    once the permanent one is set apart (Table 4 NOTE: "three more" of the other four)."""
    left = dict(data.tables["pdp"]["max_each"])
    if permanent:
        left[permanent] -= 1
    return left


def pdp_combos(data, permanent: str | None) -> list:
    t = data.tables
    left = pdp_counters(data, permanent)
    out = []
    for man in range(left["man"] + 1):
        for stam in range(left["stam"] + 1):
            for rr in range(left["reroll"] + 1):
                for disc in range(left["disc"] + 1):
                    combo = ("man",) * man + ("stam",) * stam + ("reroll",) * rr + ("disc",) * disc
                    if len(combo) <= t["pdp"]["per_mission"]:
                        out.append(combo)
    return out


def points_options(state):
    return list(_points_options(state.data, tuple(cqp_kinds(state)), cqp_limit(state),
                                tuple(permanent_choices(state)), permanent_pdp(state)))


@lru_cache(maxsize=256)
def _points_options(data, kinds: tuple, limit: int, choices: tuple, permanent: str | None) -> tuple:
    """Every `points ...` for the CQP markers that can be given, the limit, and the pilot's
    permanent PDP (to choose now, or his): a few hundred actions, built once for each case."""
    cqps = [c for n in range(limit + 1) for c in combinations(kinds, n)]
    out = []
    for chosen in choices or [None]:
        pdps = pdp_combos(data, chosen or permanent)
        out += [A.AssignPoints(c, p, chosen) for c in cqps for p in pdps]
    return tuple(out)


def points_refusal(state, action) -> str:
    """Why `points ...` is refused, in the player's words (6.4, Table 4 NOTE)."""
    t = state.data.tables
    if state.tour.permanent_pdp_due and not action.permanent:
        return ("The pilot was mentioned in dispatches: first choose the PDP that stays his for good "
                "(perm:man, stam, reroll or disc; Table 4 NOTE)")
    if action.permanent and not state.tour.permanent_pdp_due:
        return "The pilot has no permanent PDP to choose now: once, after his MiD (Table 4 NOTE)"
    perm = permanent_pdp(state, action)
    cqp = f"Up to {cqp_limit(state)} CQP, one each to a specialist aboard (not a sprog)"
    if perm is None:
        return f"{cqp}; up to 3 PDP (one Man +1, one Stam +1, one Reroll, two DISC)"
    left = pdp_counters(state.data, perm)
    others = ", ".join(f"{n} {k}" for k, n in left.items() if n)
    return (f"{cqp}; {PDP_LABEL[perm]} is the pilot's {tour.permanent_span(state)} (Table 4 NOTE), then up to "
            f"{t['pdp']['per_mission']} more of the other counters ({others})")


def assign_points(state, action, ev):
    kinds = state.data.tables["cqp"]["kinds"]
    for k in action.cqp:
        state.crew[kinds[k]].cqp = k
    if action.cqp and state.options.get("cqp_bank", "a level") == "spent when assigned":
        # Option `cqp_bank`: Table 5's CQP counter "keeps track of points remaining"
        state.cqp_bank -= len(action.cqp)
        if state.options.get("campaign") != "single mission":
            state.tour.cqp_bank = state.cqp_bank
        log(ev, "points", f"{len(action.cqp)} CQP leave the bank: {state.cqp_bank} left (Table 5)")
    if action.permanent:
        state.tour.permanent_pdp, state.tour.permanent_pdp_due = action.permanent, False
        log(ev, "award", f"Mentioned in dispatches, the pilot keeps {PDP_LABEL[action.permanent]} "
                         f"{tour.permanent_span(state)}: one more PDP every mission (Table 4 NOTE)",
            permanent=action.permanent)
    perm = permanent_pdp(state, action)
    for k in action.pdp + ((perm,) if perm else ()):
        state.pdp[k] += 1
    pdp = ", ".join(PDP_LABEL[k] for k in action.pdp) or "none"   # as the buttons name them (issue 31)
    if perm:
        pdp = f"{PDP_LABEL[perm]} (permanent) + {pdp}"
    positions = state.data.tables["crew"]["positions"]
    cqp = ", ".join(positions[state.data.tables["cqp"]["kinds"][k]]["label"] for k in action.cqp) or "none"
    log(ev, "points", f"Crew Quality Points (CQP): {cqp}; Pilot Discretionary Points (PDP): {pdp}",
        cqp=list(action.cqp), pdp=list(action.pdp), permanent=perm)
    state.phase = PLAN
