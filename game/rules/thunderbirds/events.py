"""The random events of Table 3: drawing a chit (6.5.1[1]) and doing what its text says.

Targetbound text to the target hex included, homebound text from then on (6.5.1[1]); a
second UNIQUE event on one leg is no event (6.5.1[2]); chits kept go to the Active Events box.
"""
from __future__ import annotations

from . import malfunctions, route
from .grt import bonus_choices, d6_roll, table_roll
from .state import MissionState
from .steps import board, bonus_options, can_manoeuvre, evade_check, handler, log, log_roll, push, table_die, wait
from .survival import end
from .target import in_target_zone

TA_UNITS = {"ta_spotting": ["fighter", "flak"], "ta_fighter": ["fighter"], "ta_flak": ["flak"],
            "ta_fighter_flak": ["fighter", "flak"]}


def keep(state, chit: int, leg: str, text: str, **flags) -> None:
    state.active_events.append({"kind": "chit", "chit": chit, "leg": leg, "text": text, **flags})


@handler("event")
def h_event(state, step, ev):
    if not state.event_pool:  # 7.6: an exhausted pool is rebuilt
        kept = {c["chit"] for c in state.active_events if c.get("chit")}
        state.event_pool = [n for n in range(1, state.data.tables["events"] + 1) if n not in kept]
        log(ev, "info", "The event pool is exhausted: its chits are returned and mixed (7.6)")
    chit = state.rng.choice(state.event_pool)
    state.event_pool.remove(chit)
    state.path[state.position].event = chit
    resolve(state, ev, chit)


def resolve(state: MissionState, ev: list, chit: int) -> None:
    leg = state.leg
    spec = state.data.events[chit][leg]
    effect = spec["effect"]
    head = f"Event {chit} ({leg}): {spec['text']}"
    if spec.get("unique") and any(c.get("unique") and c["leg"] == leg for c in state.active_events) \
            and not spec.get("weather"):
        log(ev, "event", f"{head}: a second UNIQUE event is no event (6.5.1[2])", chit=chit, leg=leg,
            effect="no_event", chit_text=spec["text"])
        return
    log(ev, "event", head, chit=chit, leg=leg, effect=effect, chit_text=spec["text"])
    EFFECTS[effect](state, ev, chit, leg, spec)


def _none(state, ev, chit, leg, spec):
    log(ev, "info", f"Event {chit}: no event")


def _airframe_wear(state, ev, chit, leg, spec):
    hx = board(state).hex(state.wimpy)
    if hx.terrain in ("england", "sea"):
        push(state, {"do": "damage", "source": f"Event {chit}"})
    else:
        log(ev, "info", "Not over England or the North Sea/Channel: no event")


def _ta(state, ev, chit, leg, spec):
    """Tactical advantage: replaces any earlier one; kept until the leg ends."""
    state.active_events = [c for c in state.active_events if not c.get("ta")]
    effect = spec["effect"]
    state.tactical_advantage = {"chit": chit, "units": TA_UNITS[effect], "spotting_only": effect == "ta_spotting"}
    keep(state, chit, leg, spec["text"], ta=True)


def _nav_drm(state, ev, chit, leg, spec):
    state.nav_drm = spec["drm"]
    keep(state, chit, leg, spec["text"], unique=True)


def _landing_weather(state, ev, chit, leg, spec):
    """Events 7 and 8 homebound: the later takes precedence; kept until landed."""
    state.active_events = [c for c in state.active_events if not c.get("weather")]
    state.landing_weather = {"chit": chit, "drm": spec["drm"], "name": spec["weather"]}
    keep(state, chit, leg, spec["text"], unique=True, weather=True)


def _lurking_fighter(state, ev, chit, leg, spec):
    hx = board(state).hex(state.wimpy)
    if spec.get("continent") and hx.terrain not in ("occupied", "germany"):
        log(ev, "info", "Not over the continent: no event")
        return
    push(state, {"do": "lurking", "chit": chit})


@handler("lurking")
def h_lurking(state, step, ev):
    """Events 4 HB, 14 TB: d10 6-9 the night fighter spots you (a die the pilot may reroll, 6.4.2[1])."""
    low = state.data.tables["lurking_fighter_from"]
    roll = table_die(state, step, ev, "roll",
                     lambda: table_roll(state, f"Event {step['chit']}: the night fighter spots you on {low}-9",
                                        lambda d: "combat starts" if d >= low else "no event"),
                     lambda r: r["die"] >= low)
    if roll is None:
        return
    if roll["die"] >= low:
        state.fighters = 1
        state.results["gunner_spot"] = True
        push(state, {"do": "fighter_fire", "i": 1})


def _flag(state, ev, chit, leg, spec):
    state.flags.append(spec["flag"])
    keep(state, chit, leg, spec["text"])


def _ace(state, ev, chit, leg, spec):
    push(state, {"do": "ace", "name": spec["ace"]})


def _lost(state, ev, chit, leg, spec):
    """7.9: only over the Ruhr, Cologne or a numbered zone hex; not from Karmoy (7.10); over
    water ignore."""
    b = board(state)
    hx = b.hex(state.wimpy)
    if state.target == "Karmoy" or state.wimpy == b.karmoy:
        log(ev, "info", "Returning from Karmoy, Lost is no event (7.10)")
    elif hx.terrain == "sea":
        log(ev, "info", "Already over water: ignore (Table 3)")
    elif not (hx.ruhr or hx.zone or "Cologne" in hx.name):
        log(ev, "info", "Lost only over the Ruhr, Cologne or a numbered zone hex: no event (7.9)")
    else:
        push(state, {"do": "lost", "chit": chit})  # route.h_lost


def _mid(state, ev, chit, leg, spec):
    """7.11.1: after a successful bombing run or a critical repair; not while a MiD is in force (7.11.4)."""
    if not (state.bombed in ("target", "germany") or state.major_repair):
        log(ev, "info", "No successful bombing run nor critical repair yet: no event (7.11.1)")
        return
    if state.tour.mid is not None or state.mid_award is not None:
        log(ev, "info", "A Mentioned in Dispatches is still in force: no effect (7.11.4)")
        return
    push(state, {"do": "mid", "chit": chit, "leg": leg})


@handler("mid")
def h_mid(state, step, ev):
    """7.11.1: d6 1 the pilot, 2-6 the crew member of that marker; a d6 that finds an empty
    position may be rerolled (6.4.2[1] "any die roll")."""
    chit, leg = step["chit"], step["leg"]
    spec = state.data.events[chit][leg]
    by_number = {m.number: m for m in state.crew.values() if not m.killed}
    roll = table_die(state, step, ev, "roll",
                     lambda: d6_roll(state, "Mentioned in Dispatches", lambda d: "the pilot (DFC)" if d == 1 else (
                         f"the {by_number[d].label} (DFM)" if d in by_number else "no one at that position")),
                     lambda r: r["die"] not in by_number)
    if roll is None:
        return
    m = by_number.get(roll["die"])
    if m is None:
        log(ev, "info", "No one occupies the position: the Dispatches are in error, no award (7.11.1)")
        return
    award = "DFC" if m.position == "pilot" else "DFM"
    state.mid_award = {"position": m.position, "name": m.name, "award": award}
    keep(state, chit, leg, spec["text"], mid=True)
    log(ev, "award", f"{m.name or m.label} ({m.label}) is listed for the {award}: Mentioned in Dispatches (MiD), "
                     "+1 from the next mission (7.11.2)", position=m.position, award=award)


def calm_candidates(state) -> list:
    return [p for p, m in state.crew.items()
            if not m.wounds and ((m.cqp and m.cqp_used) or (m.mid and m.mid_used))]


def _calm(state, ev, chit, leg, spec):
    push(state, {"do": "calm"})


@handler("calm")
def h_calm(state, step, ev):
    """Event 5 homebound: restore the spent bonus of one unwounded crew member."""
    who = calm_candidates(state)
    if not who:
        log(ev, "info", "No unwounded crew member has spent a bonus: no effect")
        return
    answer = step.get("answer")
    if answer is None and len(who) > 1:
        wait(state, step, "calm", [f"restore {p}" for p in who], "Period of calm: whose bonus is restored?")
        return
    pos = answer.split()[1] if answer else who[0]
    m = state.crew[pos]
    if m.cqp and m.cqp_used:
        m.cqp_used = False
    else:
        m.mid_used = False
    log(ev, "repair", f"Period of calm: the {m.label}'s bonus is restored", position=pos)


def _sar(state, ev, chit, leg, spec):
    top = state.data.tables["sar_rescued_to"]
    roll = table_roll(state, f"Search and Rescue: rescued on 0-{top}",
                      lambda d: "the dinghy's crew is rescued" if d <= top else "not found")
    log_roll(state, ev, roll)


def _malfunction(state, ev, chit, leg, spec):
    name = spec["malfunction"]
    target = in_target_zone(state)
    drm = spec.get("target_drm", 0) if target else 0
    malfunctions.start(state, ev, name, chit, drm)
    if spec.get("scrub") == "unless_target" and not target:
        route.scrub(state, ev, f"Event {chit}")


def _oxygen(state, ev, chit, leg, spec):
    b = board(state)
    if state.leg == "homebound" or state.scrubbed:
        malfunctions.start(state, ev, "oxygen", chit)
        return
    near = b.distance(state.wimpy, state.target_cell) <= spec["near"]
    if near:
        malfunctions.start(state, ev, "oxygen", chit, spec["near_drm"])
        log(ev, "info", f"Within {spec['near']} hexes of the target: continue at {spec['near_drm']} on the General Results Table")
        return
    malfunctions.start(state, ev, "oxygen", chit)
    push(state, {"do": "oxygen_choice", "chit": chit})


@handler("oxygen_choice")
def h_oxygen_choice(state, step, ev):
    answer = step.get("answer")
    if answer is None:
        wait(state, step, "oxygen", ["continue", "scrub"], "Oxygen failure: press on at low altitude or scrub?")
        return
    if answer == "scrub":
        route.scrub(state, ev, f"Event {step['chit']}")
    else:
        log(ev, "info", "The Wimpy presses on at low altitude (event 13)")


def _pilot_ill(state, ev, chit, leg, spec):
    b = board(state)
    if state.leg == "homebound" or state.scrubbed:
        log(ev, "info", "Already homebound: no event")
        return
    if b.distance(state.wimpy, b.home) < b.distance(state.wimpy, state.target_cell):
        route.scrub(state, ev, "The pilot is ill and closer to base")
    else:
        state.pilot_ill = True
        keep(state, chit, leg, spec["text"])
        log(ev, "info", "Closer to the target: continue, -1 to the pilot's manoeuvres")


def _icing(state, ev, chit, leg, spec):
    push(state, {"do": "icing", "chit": chit})


def jettison_completes(state) -> bool:
    """Event 11: bombs dropped over Germany count as a completed mission; elsewhere (or mines)
    the load is only dropped to save fuel."""
    return bool(board(state).hex(state.wimpy).germany and state.ordnance == "bombs")


@handler("icing")
def h_icing(state, step, ev):
    """Event 11 targetbound."""
    answer = step.get("answer")
    if state.ordnance_aboard and answer is None:
        wait(state, step, "icing", ["jettison", "keep"],
             "Wings ice up: drop the load (over Germany a completed mission) or keep it and halve the fuel?")
        return
    if answer == "jettison":
        state.ordnance_aboard = False
        if jettison_completes(state):
            state.bombed = "germany"
            state.cqp_earned = state.data.tables["cqp"]["earned"]["green"]
            log(ev, "bombs", "The bombs are dropped over Germany: one completed mission (event 11)")
        else:
            state.bombed = "jettisoned"
            log(ev, "bombs", "The load is dropped to save fuel (event 11)")
    elif answer == "keep":
        state.fuel //= 2
        log(ev, "fuel", f"Carrying the load through the ice: the fuel is halved to {state.fuel} (event 11)",
            fuel=state.fuel)
    state.landing_reasons.append(["icing (event 11)", 0])
    keep(state, step["chit"], "targetbound", state.data.events[step["chit"]]["targetbound"]["text"],
         until="landed")
    if not in_target_zone(state):
        route.scrub(state, ev, f"Event {step['chit']}")
        if state.result is None:
            route.to_nearest_england(state, ev, "Land in the first available hex in England (event 11)")


def _coned(state, ev, chit, leg, spec):
    if not (in_target_zone(state) or state.altitude == "low"):
        log(ev, "info", "Not in the target hex nor at low altitude: no event")
        return
    state.coned = True
    keep(state, chit, leg, spec["text"], coned=True)
    push(state, {"do": "coned"})


@handler("coned")
def h_coned(state, step, ev):
    """Event 12 targetbound: a successful manoeuvre cancels the German advantage."""
    answer = step.get("answer")
    if answer is None:
        if not can_manoeuvre(state):
            return
        choices = [b for b in bonus_choices(state, {"actor": "pilot", "man": True}) if b != "cqp"]
        wait(state, step, "coned", ["accept"] + bonus_options("evade", choices, False),
             "CONED! Manoeuvre out of the searchlights?")
        return
    if answer.startswith("evade"):
        bonuses = tuple(b for b in answer[5:].strip().split("+") if b)
        state.results["evade"] = False
        push(state, evade_check(bonuses), {"do": "coned_result"})


@handler("coned_result")
def h_coned_result(state, step, ev):
    if state.results.get("evade"):
        state.coned = False
        state.active_events = [c for c in state.active_events if not c.get("coned")]
        log(ev, "info", "Out of the searchlights: the German advantage is cancelled (event 12)")


def _perforated(state, ev, chit, leg, spec):
    n = spec["hexes"]
    state.fuel = min(state.fuel, n)
    keep(state, chit, leg, spec["text"])
    log(ev, "fuel", f"Perforated tank: fuel for {state.fuel} more hex{'es' if state.fuel != 1 else ''}", fuel=state.fuel)
    route.to_nearest_england(state, ev, "Perforated tank: the shortest way to England", budget=state.fuel)


def _out_of_fuel(state, ev, chit, leg, spec):
    state.fuel = 0
    hx = board(state).hex(state.wimpy)
    if hx.england and state.wimpy != board(state).karmoy:
        state.agenda.clear()
        push(state, {"do": "land", "where": "a field in England", "extra": [["out of fuel (event 16)", spec["drm"]]]})
    else:
        end(state, ev, "ditched", "Out of fuel away from England (event 16)")


EFFECTS = {"no_event": _none, "airframe_wear": _airframe_wear, "ta_spotting": _ta, "ta_fighter": _ta,
           "ta_flak": _ta, "ta_fighter_flak": _ta, "nav_drm": _nav_drm, "landing_weather": _landing_weather,
           "lurking_fighter": _lurking_fighter, "flag": _flag, "ace": _ace, "lost": _lost, "mid": _mid,
           "calm": _calm, "sar": _sar, "malfunction": _malfunction, "oxygen": _oxygen, "pilot_ill": _pilot_ill,
           "icing": _icing, "coned": _coned, "perforated": _perforated, "out_of_fuel": _out_of_fuel}
