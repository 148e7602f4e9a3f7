"""The target hex (TaW 7.5): navigator, fighters, descent, zone and target flak, the aimer,
bombs away, jettisoning (7.5.2) and the turn for home (7.5.6[1], 7.7.1)."""
from __future__ import annotations

from .state import MissionState
from .steps import board, crew_check, handler, log, push, wait


def target_index(state: MissionState) -> int:
    """The flight path marker of the target hex: the last targetbound one (-1 before planning)."""
    path = state.path
    for i in range(len(path) - 1, -1, -1):  # the homebound markers come after it
        if path[i].leg == "targetbound":
            return i
    return -1


def in_target_zone(state: MissionState) -> bool:
    """'Target zone' of Table 3: the target hex (1.1: a zone is a hex)."""
    return state.leg == "targetbound" and not state.scrubbed and state.position == target_index(state)


@handler("target")
def h_target(state: MissionState, step, ev):
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


@handler("target_descend")
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


@handler("target_locate")
def h_target_locate(state, step, ev):
    if state.results.get("aim_locate"):
        state.located = True
        state.bomb_track = "Target located"  # 7.5.3
        push(state, {"do": "target_flak"}, {"do": "bombs_away"})
    else:
        push(state, {"do": "not_located"})


@handler("bombs_away")
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


@handler("bombs_result")
def h_bombs_result(state, step, ev):
    hx = board(state).hex(state.target_cell)
    earned = state.data.tables["cqp"]["earned"]
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


@handler("not_located")
def h_not_located(state, step, ev):
    """7.5.2: the target was not located."""
    hx = board(state).hex(state.target_cell)
    if not step.get("decided"):
        log(ev, "info", "The target is not located (7.5.2)")
    if state.ordnance == "mines":
        log(ev, "info", "Mines are not jettisoned: they stay in the bomb bay (7.5.2[1])")
    elif "CRIT BAY" in state.airframe:
        log(ev, "info", "CRIT BAY: the bombs cannot be released (Table 5a)")
    elif hx.germany:
        answer = step.get("answer")
        if answer is None:
            step["decided"] = True
            wait(state, step, "jettison", ["jettison", "keep"],
                 "Release the bombs over Germany (a successful mission, 7.5.2[1])?")
            return
        if answer == "jettison":
            state.ordnance_aboard = False
            state.bombed = "germany"
            state.cqp_earned = state.data.tables["cqp"]["earned"]["green"]
            log(ev, "bombs", "Bombs released over Germany: a successful mission, worth a green target (7.5.2[1])")
        else:
            log(ev, "info", "The bombs stay aboard")
    else:
        state.jettison_at_sea = True
        log(ev, "info", "Over Occupied Europe the bombs may only be released over water (7.5.2[2])")
    push(state, {"do": "go_home"})


@handler("go_home")
def h_go_home(state, step, ev):
    """7.5.6[1], 7.7.1: climb if damage permits; a new event pool for the way home. Chits kept
    for the targetbound flight (tactical advantages, Gee/Oboe, CONED) are discarded."""
    state.bomb_track = "Return to high altitude" if not step.get("scrubbed") else state.bomb_track
    low = state.forced_low or any(m["low"] for m in state.malfunctions.values())
    if low:
        state.altitude = "low"
        log(ev, "altitude", "The Wimpy cannot climb: it stays at low altitude (7.5.2)")
    elif state.altitude != "high":
        state.altitude = "high"
        log(ev, "altitude", "The Wimpy climbs to high altitude (7.7.1)")
    state.leg = "homebound"
    state.tactical_advantage = None
    state.nav_drm = 0
    state.coned = False
    state.active_events = [c for c in state.active_events
                           if not (c.get("kind") == "chit" and c.get("leg") == "targetbound"
                                   and (c.get("ta") or c.get("unique") or c.get("coned")))]
    kept = {c["chit"] for c in state.active_events if c.get("chit")}
    state.event_pool = [n for n in range(1, state.data.tables["events"] + 1) if n not in kept]
    log(ev, "leg", "Homebound: the event chits are returned to the pool (6.5.1[1], 7.7.1)")
