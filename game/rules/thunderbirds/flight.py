"""The flight: a queue of steps (state.agenda) resolved in order until the pilot must decide.

Each step is a plain dict (so the state deep-copies and replays); ``run`` pops steps and
calls their handler; a handler that needs a decision puts itself back at the front and
sets ``state.pending``. Rule numbers are beside the code that implements them.
"""
from __future__ import annotations

from dataclasses import asdict
from itertools import combinations

from game.rules.core import Event

from . import data
from .board import DEFAULT_MAP, load_board
from .grt import (ROLE_LABEL, bonus_choices, conditions, crew_mods, grt_roll, reroll_tokens, seat,
                  spend, spend_reroll, table_roll)
from .state import DECIDE, FLY, OVER, MissionState


def board(state: MissionState):
    return load_board(state.map_path or DEFAULT_MAP)


# -- logging -------------------------------------------------------------------------
def log(ev: list, kind: str, text: str, **data_) -> None:
    ev.append(Event(kind, text, data_))


def log_roll(state: MissionState, ev: list, roll, **extra) -> None:
    state.last_rolls.append(roll)
    log(ev, "roll", roll.text(), roll=asdict(roll), **extra)


# -- building steps ------------------------------------------------------------------
def crew_check(key, label, role, *, cqp=None, spotting=False, mods=(), rerollable=True,
               holdable=False, man=False, disc=True, words=("success", "failure"), chosen=None,
               cond=True):
    step = {"do": "check", "key": key, "label": label, "actor": role, "cqp": cqp,
            "spotting": spotting, "mods": [list(m) for m in mods], "rerollable": rerollable,
            "holdable": holdable, "man": man, "disc": disc, "words": list(words), "stage": "pre",
            "cond": cond}
    if chosen is not None:
        step["chosen"] = list(chosen)
    return step


def german_check(key, label, unit, *, spotting=False, mods=(), evadable=False,
                 words=("success", "no effect")):
    return {"do": "check", "key": key, "label": label, "actor": None, "unit": unit,
            "spotting": spotting, "mods": [list(m) for m in mods], "rerollable": True,
            "evadable": evadable, "words": list(words), "stage": "pre", "cond": True}


def push(state: MissionState, *steps) -> None:
    state.agenda[0:0] = list(steps)


def wait(state: MissionState, step: dict, kind: str, options: list, text: str) -> None:
    state.agenda.insert(0, step)
    state.pending = {"kind": kind, "label": text, "options": options}
    state.phase = DECIDE


def run(state: MissionState, ev: list) -> None:
    while state.pending is None and state.result is None:
        if not state.agenda:
            state.phase = FLY
            return
        step = state.agenda.pop(0)
        HANDLERS[step["do"]](state, step, ev)


# -- the GRT check step ----------------------------------------------------------------
def _mods(state: MissionState, step: dict) -> list:
    mods = []
    if step["actor"] is None:
        mods += conditions(state, step["spotting"])
        ta = state.tactical_advantage
        if ta and step["unit"] in ta["units"] and (step["spotting"] or not ta["spotting_only"]):
            mods.append((f"German Tactical Advantage (event {ta['chit']})", 1))
    else:
        if step.get("cond", True):
            mods += conditions(state, step["spotting"])
        mods += crew_mods(seat(state, step["actor"]))
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


def hit_options(state: MissionState, step: dict) -> list[str]:
    opts = ["accept"]
    if not step.get("rerolled") and reroll_tokens(state) > 0:
        opts.append("reroll")
    if not step.get("evaded") and can_manoeuvre(state):
        choices = [b for b in bonus_choices(state, {"actor": "pilot", "man": True}) if b != "cqp"]
        opts += bonus_options("evade", choices, False)
    return opts


def can_manoeuvre(state: MissionState) -> bool:
    """CRIT MAN prevents manoeuvres (Table 5a); someone must be flying (8.3)."""
    return "CRIT MAN" not in state.airframe and seat(state, "pilot") is not None


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
                choices = bonus_choices(state, step)
                if choices or step.get("holdable"):
                    verb = "fire" if step.get("holdable") else "roll"
                    wait(state, step, "bonus", bonus_options(verb, choices, step.get("holdable")),
                         f"{step['label']}: spend points before the roll?")
                    return
            if step.get("held"):
                state.results[step["key"]] = False
                log(ev, "info", f"{step['label']}: holds fire (7.1.2[3])")
                return
            step["spent"] = [list(m) for m in spend(state, step, step.get("chosen", []))]
        mods = _mods(state, step) + [tuple(m) for m in step.get("spent", [])]
        step["all_mods"] = [list(m) for m in mods]
        roll = grt_roll(state, step["label"], mods, step["words"])
        step["roll"] = asdict(roll)
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
        step["roll"] = asdict(roll)
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
    if step.get("evadable") and success:
        push(state, {"do": "damage", "source": step["label"]})


# -- air combat (7.1) -------------------------------------------------------------------
def fighter_steps(n: int, first: int = 1) -> list:
    out = []
    for i in range(first, first + n):
        out += [german_check("fighter_spot", f"Fighter {i} spots the Wimpy", "fighter", spotting=True,
                             words=("spotted", "not spotted")),
                {"do": "fighter_gunner", "i": i}]
    return out


def h_lw(state: MissionState, step: dict, ev: list) -> None:
    """7.0.5 / 7.1.1[1] / 7.5.1: d10 on the LW Intensity table, row of the chit."""
    row = data.tables()["lw_intensity"]["table"][state.lw_chit]
    roll = table_roll(state, f"LW Intensity table ({state.lw_chit})",
                      lambda d: f"{row[d]} fighter{'s' if row[d] != 1 else ''}")
    n = row[roll.die]
    state.fighters = n
    log_roll(state, ev, roll, fighters=n)
    if step.get("at_target"):
        state.results["lw_n"] = n
    else:
        push(state, *fighter_steps(n))


def h_target_fighters(state, step, ev):
    push(state, *fighter_steps(state.results.pop("lw_n", 0)))


def h_fighter_gunner(state, step, ev):
    i = step["i"]
    if not state.results.get("fighter_spot"):
        state.fighters = max(0, state.fighters - 1)
        return
    state.results["gunner_spot"] = False
    push(state, crew_check("gunner_spot", f"Gunner spots fighter {i}", "gunner", spotting=True,
                           words=("spotted", "not spotted")),
         {"do": "fighter_fire", "i": i})


def h_fighter_fire(state, step, ev):
    """7.1.2[3]: a gunner who spots the fighter chooses whether to open fire."""
    i = step["i"]
    state.results["gunner_fire"] = False
    if state.results.get("gunner_spot"):
        push(state, crew_check("gunner_fire", f"Gunner fires at fighter {i}", "gunner", cqp="gun",
                               holdable=True, words=("driven off", "missed")),
             {"do": "fighter_attack", "i": i})
    else:
        push(state, {"do": "fighter_attack", "i": i})


def h_fighter_attack(state, step, ev):
    i = step["i"]
    if state.results.get("gunner_fire"):
        state.fighters = max(0, state.fighters - 1)
        return
    push(state, german_check("fighter_attack", f"Fighter {i} fires", "fighter", evadable=True,
                             words=("hit", "missed")),
         {"do": "fighter_done"})


def h_fighter_done(state, step, ev):
    state.fighters = max(0, state.fighters - 1)


# -- flak (7.2, 7.5.4, 7.5.5) -----------------------------------------------------------
def h_zone_flak(state, step, ev):
    colour = step["colour"]
    row = data.tables()["zone_flak"][colour]
    roll = table_roll(state, f"Zone flak table ({colour})", lambda d: f"{row[d]} flak dice")
    n = row[roll.die]
    log_roll(state, ev, roll, dice=n)
    if n:
        push(state, german_check("flak_spot", "Zone flak spots the Wimpy", "flak", spotting=True,
                                 words=("spotted", "not spotted")),
             {"do": "flak_dice", "n": n, "label": "Zone flak", "mods": []})


def h_flak_dice(state, step, ev):
    if not state.results.get("flak_spot"):
        return
    push(state, *[german_check("flak_hit", f"{step['label']} die {k}/{step['n']}", "flak",
                               mods=step["mods"], evadable=True, words=("hit", "missed"))
                  for k in range(1, step["n"] + 1)])


def h_target_flak(state, step, ev):
    t = data.tables()
    state.bomb_track = "Target flak"
    if board(state).hex(state.target_cell).ruhr:
        # 7.5.5: no spotting, 3d10 each +1: walking into a wall of fire
        r = t["ruhr"]
        log(ev, "info", "The Ruhr: walking into a wall of fire (7.5.5)")
        push(state, *[german_check("flak_hit", f"Wall of fire die {k}/{r['flak_dice']}", "flak",
                                   mods=[("Ruhr", r["flak_drm"])], evadable=True, words=("hit", "missed"))
                      for k in range(1, r["flak_dice"] + 1)])
        return
    n = t["bombing_tracks"]["target_flak_dice"][state.target_flak]
    push(state, german_check("flak_spot", "Target flak spots the Wimpy", "flak", spotting=True,
                             words=("spotted", "not spotted")),
         {"do": "flak_dice", "n": n, "label": "Target flak", "mods": []})


# -- damage (8.2) ------------------------------------------------------------------------
def draw_weighted(state: MissionState, pool: dict) -> str:
    items = [k for k, n in pool.items() for _ in range(n)]
    pick = state.rng.choice(items)
    pool[pick] -= 1
    return pick


def h_damage(state, step, ev):
    """8.2.1: turn over the left most unrevealed airframe counter; Table 5a effects."""
    if None not in state.airframe:
        return
    slot = state.airframe.index(None)
    name = draw_weighted(state, state.airframe_pool)
    state.airframe[slot] = name
    log(ev, "damage", f"{step['source']}: airframe counter {slot + 1} turned: {name}", slot=slot, counter=name)
    last = None not in state.airframe
    if name == "BOOM" and state.ordnance_aboard:
        end(state, ev, "destroyed", "BOOM: the bomb bay is hit, bomber and crew are destroyed (Table 5a)")
        return
    if name == "Crew Hit":
        wound(state, ev)
    elif name == "CRIT FIRE":
        state.fires.append(0)
        log(ev, "info", "CRIT FIRE: fire aboard, one more point of damage (Table 5a)")
        if not last:
            push(state, {"do": "damage", "source": "Fire"})
    elif name in ("Slowdown", "Fly-low"):
        state.forced_low = True
        state.altitude = "low"
        state.fuel_drain = True
        log(ev, "altitude", f"{name}: the Wimpy must fly low, 1 extra fuel every second hex (Table 5a)")
    elif name == "CRIT FUEL":
        state.fuel_drain = True
        log(ev, "info", "CRIT FUEL: 1 extra fuel every second hex (Table 5a, 8.2.2)")
    if last and state.result is None:
        end(state, ev, "crashed", "The last airframe counter is turned: the Wimpy crashes (8.2.5)")
    elif state.result is None and seat(state, "pilot") is None:
        end(state, ev, "crashed", "No one is left to fly the Wimpy (8.3)")


def wound(state, ev):
    """Table 5a Crew Hit: a d6 picks the crew member; -2 on the first wound, killed on the second (8.3)."""
    die = state.rng.die(6)
    hit = next((m for m in state.crew.values() if m.number == die), None)
    if hit is None or hit.killed:
        log(ev, "wound", f"Crew hit: d6 {die}, no one at that position", die=die)
        return
    hit.wounds += 1
    what = "killed" if hit.killed else "wounded (-2 on the GRT)"
    log(ev, "wound", f"Crew hit: d6 {die}: the {hit.label} is {what} (8.3)", die=die, position=hit.position,
        wounds=hit.wounds)
    if hit.position == "pilot" and hit.killed and state.member("engineer"):
        log(ev, "info", "The Flt. Engineer takes the controls (8.3)")


# -- the target hex (7.5) ----------------------------------------------------------------
def h_target(state, step, ev):
    hx = board(state).hex(state.target_cell)
    steps = []
    if state.altitude == "high" and not hx.ruhr:
        steps.append({"do": "lw", "at_target": True})  # 7.5.1; no fighters over the Ruhr
    mods = []
    if state.nav_drm:
        mods.append(("Gee/Oboe event", state.nav_drm))
    # 7.5.1[1]: instruments, NOT modified by cloud cover or the moon
    steps.append(crew_check("nav", "Navigator locates the target", "navigator", cqp="nav", mods=mods,
                            words=("target located", "target not located"), cond=False))
    steps += [{"do": "target_fighters"}, {"do": "target_descend"}]
    push(state, *steps)


def h_target_descend(state, step, ev):
    nav = state.results.get("nav", False)
    either = state.options.get("locating") == "navigator or aimer"
    if not (nav or either):
        push(state, {"do": "not_located"})
        return
    state.altitude = "low"  # 7.5.1[2]
    state.bomb_track = "Low Alt."
    log(ev, "altitude", "The Wimpy descends to low (bombing) altitude (7.5.1[2])")
    steps = []
    hx = board(state).hex(state.target_cell)
    if not hx.ruhr and state.target_flak:
        steps.append({"do": "zone_flak", "colour": state.target_flak})
    need_aimer = not (either and nav)
    state.results["aim_locate"] = True
    if need_aimer:
        steps.append(crew_check("aim_locate", "Aimer locates the target visually", "aimer", spotting=True,
                                cqp="aim", words=("target located", "target not located")))
    steps.append({"do": "target_locate"})
    push(state, *steps)


def h_target_locate(state, step, ev):
    if state.results.get("aim_locate"):
        state.located = True
        state.bomb_track = "Target located"  # 7.5.3
        push(state, {"do": "target_flak"}, {"do": "bombs_away"})
    else:
        push(state, {"do": "not_located"})


def h_bombs_away(state, step, ev):
    if "CRIT BAY" in state.airframe:
        log(ev, "info", "CRIT BAY: the bombs cannot be dropped, the mission is scrubbed (Table 5a)")
        push(state, {"do": "go_home"})
        return
    state.bomb_track = "Bombs Away!"
    # 7.5.6: the aimer's CQP (and MiD) may modify; rerolls are not permitted
    push(state, crew_check("bombs", "Bombs away", "aimer", cqp="aim", rerollable=False,
                           words=("on target", "off target")),
         {"do": "bombs_result"})


def h_bombs_result(state, step, ev):
    hx = board(state).hex(state.target_cell)
    earned = data.tables()["cqp"]["earned"]
    state.ordnance_aboard = False
    if state.results.get("bombs"):
        state.bombed = "target"
        state.cqp_earned = earned["red" if hx.ruhr else state.target_flak]
        log(ev, "bombs", f"{'Mines laid' if state.ordnance == 'mines' else 'Bombs on target'} "
                         f"({state.target}): {state.cqp_earned} CQP on return (7.5.6[2])")
    elif hx.germany and state.ordnance == "bombs":
        state.bombed = "germany"
        state.cqp_earned = earned["green"]
        log(ev, "bombs", "Bombs off the aiming point but in Germany: a successful mission, "
                         "worth a green target (10.1)")
    else:
        state.bombed = "off target"
        log(ev, "bombs", "Off target: the mission is not successful")
    push(state, {"do": "go_home"})


def h_not_located(state, step, ev):
    """7.5.2: the target was not located."""
    hx = board(state).hex(state.target_cell)
    log(ev, "info", "The target is not located (7.5.2)")
    if state.ordnance == "mines":
        log(ev, "info", "Mines are not jettisoned: they stay in the bomb bay (7.5.2[1])")
    elif "CRIT BAY" in state.airframe:
        log(ev, "info", "CRIT BAY: the bombs cannot be released (Table 5a)")
    elif hx.germany:
        if not step.get("decided"):
            step["decided"] = True
            wait(state, step, "jettison", ["jettison", "keep"],
                 "Release the bombs over Germany (a successful mission, 7.5.2[1])?")
            return
    else:
        state.jettison_at_sea = True
        log(ev, "info", "Over Occupied Europe the bombs may only be released over water (7.5.2[2])")
    push(state, {"do": "go_home"})


def h_go_home(state, step, ev):
    """7.5.6[1], 7.7.1: climb if damage permits; a new event pool for the way home."""
    state.bomb_track = "Return to high altitude"
    if state.forced_low:
        log(ev, "altitude", "The Wimpy cannot climb: it stays at low altitude (7.5.2)")
    elif state.altitude != "high":
        state.altitude = "high"
        log(ev, "altitude", "The Wimpy climbs to high altitude (7.7.1)")
    state.leg = "homebound"
    state.tactical_advantage = None
    state.nav_drm = 0
    state.active_events = [c for c in state.active_events if c.get("leg") == "homebound"]
    kept = {c["chit"] for c in state.active_events}
    state.event_pool = [n for n in range(1, data.tables()["events"] + 1) if n not in kept]
    log(ev, "leg", "Homebound: the event chits are returned to the pool (6.5.1[1], 7.7.1)")


# -- events (Table 3) --------------------------------------------------------------------
def h_event(state, step, ev):
    if not state.event_pool:  # 7.6: an exhausted pool is rebuilt
        kept = {c["chit"] for c in state.active_events}
        state.event_pool = [n for n in range(1, data.tables()["events"] + 1) if n not in kept]
    chit = state.rng.choice(state.event_pool)
    state.event_pool.remove(chit)
    marker = state.path[state.position]
    marker.event = chit
    leg = state.leg
    spec = data.events()[chit][leg]
    effect = spec["effect"]
    head = f"Event {chit} ({leg}): {spec['text']}"
    hx = board(state).hex(state.wimpy)
    if spec.get("unique") and any(c.get("unique") and c["leg"] == leg for c in state.active_events) \
            and effect != "landing_weather":
        log(ev, "event", f"{head}: a second UNIQUE event is no event (6.5.1[2])", chit=chit, leg=leg, effect="no_event")
        return
    log(ev, "event", head, chit=chit, leg=leg, effect=effect)
    keep = None
    if effect == "none":
        log(ev, "info", f"Event {chit}: no effect in this version (Part II)")
    elif effect == "airframe_wear":
        if hx.terrain in ("england", "sea"):
            push(state, {"do": "damage", "source": f"Event {chit}"})
        else:
            log(ev, "info", "Not over England or the sea: no event")
    elif effect.startswith("ta_"):
        units = {"ta_spotting": ["fighter", "flak"], "ta_fighter": ["fighter"], "ta_flak": ["flak"],
                 "ta_fighter_flak": ["fighter", "flak"]}[effect]
        state.active_events = [c for c in state.active_events if not c.get("ta")]
        state.tactical_advantage = {"chit": chit, "units": units, "spotting_only": effect == "ta_spotting"}
        keep = {"chit": chit, "leg": leg, "ta": True}
    elif effect == "nav_drm":
        state.nav_drm = spec["drm"]
        keep = {"chit": chit, "leg": leg, "unique": True}
    elif effect == "landing_weather":
        # the later of rain and fog takes precedence (events 7 and 8, homebound)
        state.active_events = [c for c in state.active_events if not c.get("weather")]
        state.landing_weather = {"chit": chit, "drm": spec["drm"], "name": "rain" if chit == 7 else "fog"}
        keep = {"chit": chit, "leg": leg, "unique": True, "weather": True}
    elif effect == "lurking_fighter":
        if spec.get("continent") and hx.terrain not in ("occupied", "germany"):
            log(ev, "info", "Not over the continent: no event")
        else:
            roll = table_roll(state, f"Event {chit}: the night fighter spots you on 6-9",
                              lambda d: "combat starts" if d >= 6 else "no event")
            log_roll(state, ev, roll)
            if roll.die >= 6:
                state.fighters = 1
                state.results["gunner_spot"] = True
                push(state, {"do": "fighter_fire", "i": 1})
    elif effect == "flag":
        state.flags.append(spec["flag"])
    if keep:
        state.active_events.append(keep)


# -- entering a hex (7.0.3) and landing (7.8) ----------------------------------------------
def h_hex(state, step, ev):
    """7.0.3 NOTE step 3: air combat at high altitude or zone flak at low, over shaded hexes."""
    b = board(state)
    marker = state.path[state.position]
    if state.position == target_index(state):
        push(state, {"do": "target"})
        return
    if marker.karmoy:
        return  # the markers stacked in the Karmoy box are open sea (7.10)
    hx = b.hex(marker.cell)
    if state.jettison_at_sea and state.ordnance_aboard and hx.terrain == "sea":
        state.ordnance_aboard = False
        state.jettison_at_sea = False
        state.bombed = "jettisoned"
        log(ev, "bombs", "The bombs are released over the sea (7.5.2[2])")
    if hx.shaded and not hx.ruhr:  # 7.1.1 NOTE, 7.2.1[2]: no fighters and no zone flak in the Ruhr
        if state.altitude == "high":
            push(state, {"do": "lw"})
        elif hx.flak:
            push(state, {"do": "zone_flak", "colour": hx.flak})


def target_index(state: MissionState) -> int:
    idx = [i for i, m in enumerate(state.path) if m.leg == "targetbound"]
    return idx[-1] if idx else -1


def h_land(state, step, ev):
    """7.8.1-7.8.3: land at 6 Group or elsewhere in England; a GRT roll only when required."""
    at_home = step["where"] == "6 Group"
    reasons = []
    if state.ordnance_aboard and state.ordnance == "mines":
        reasons.append(("mine aboard", 0))  # 7.5.2[1]
    if "CRIT LAND" in state.airframe:
        reasons.append(("CRIT LAND", -2))
    pilot = state.member("pilot")
    if pilot is None or pilot.wounded:
        reasons.append(("pilot wounded" if pilot else "Flt. Engineer flying", 0))
    if at_home and state.landing_weather:  # 7.8.2: disregard 6 Group weather elsewhere
        w = state.landing_weather
        reasons.append((f"{w['name']} (event {w['chit']})", w["drm"]))
    if not reasons:
        end(state, ev, "landed", f"Landed at {step['where']} (7.8)")
        return
    if "CRIT LAND" in state.airframe and len(reasons) > 1:
        end(state, ev, "crashed", "CRIT LAND and another adverse effect: the landing fails (Table 5a)")
        return
    log(ev, "info", "A landing roll is required: " + ", ".join(t for t, _v in reasons))
    push(state, crew_check("landing", f"Pilot lands at {step['where']}", "pilot", cond=False,
                           mods=[(t, v) for t, v in reasons if v], words=("landed", "crashed")),
         {"do": "landing_result", "where": step["where"]})


def h_landing_result(state, step, ev):
    if state.results.get("landing"):
        end(state, ev, "landed", f"Landed at {step['where']} (7.8)")
    else:
        end(state, ev, "crashed", "The landing fails: crash in England (7.8.3; Survival Table in Part II)")


def h_extinguish(state, step, ev):
    """8.2.3: any crew member, a GRT roll with no DRMs."""
    push(state, crew_check("extinguish", "Fire fighting", step["actor"], disc=False, cond=False,
                           words=("fire out", "still burning")),
         {"do": "extinguish_result"})


def h_extinguish_result(state, step, ev):
    if state.results.get("extinguish") and state.fires:
        state.fires.pop(0)
        log(ev, "info", "A fire is put out (8.2.3)")


def end(state: MissionState, ev: list, how: str, text: str) -> None:
    b = board(state)
    terrain = b.hex(state.wimpy).terrain if state.wimpy is not None else "england"
    successful = how == "landed" and state.bombed in ("target", "germany")
    state.result = {"end": how, "text": text, "cell": state.wimpy, "terrain": terrain,
                    "successful": successful, "bombed": state.bombed,
                    "cqp_earned": state.cqp_earned if successful else 0}
    state.agenda.clear()
    state.pending = None
    state.phase = OVER
    log(ev, "end", f"{text}. Mission {'successful' if successful else 'not successful'} (5.0)",
        **{k: v for k, v in state.result.items() if k != "text"})


HANDLERS = {
    "check": h_check, "lw": h_lw, "target_fighters": h_target_fighters, "fighter_gunner": h_fighter_gunner,
    "fighter_fire": h_fighter_fire, "fighter_attack": h_fighter_attack, "fighter_done": h_fighter_done,
    "zone_flak": h_zone_flak, "flak_dice": h_flak_dice, "target_flak": h_target_flak, "damage": h_damage,
    "target": h_target, "target_descend": h_target_descend, "target_locate": h_target_locate,
    "bombs_away": h_bombs_away, "bombs_result": h_bombs_result, "not_located": h_not_located,
    "go_home": h_go_home, "event": h_event, "hex": h_hex, "land": h_land,
    "landing_result": h_landing_result, "extinguish": h_extinguish, "extinguish_result": h_extinguish_result,
}

__all__ = ["run", "push", "HANDLERS", "board", "ROLE_LABEL"]
