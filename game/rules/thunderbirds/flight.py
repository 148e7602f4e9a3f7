"""Moving along the flight path (TaW 7.0.3-7.0.5): take-off, entering a hex in the order of
the 7.0.3 NOTE (fuel, marker and event, air combat or zone flak), and arriving at 6 Group.
"""
from __future__ import annotations

from game.rules.core import RuleError

from . import damage, malfunctions
from .state import MissionState
from .steps import board, handler, log, push
from .target import target_index


def take_off(state: MissionState, ev: list) -> None:
    """7.0.1: draw the Luftwaffe Intensity chit; 7.0.2: the previous mission's chit sits out."""
    pool = list(state.lw_pool)
    last = state.tour.last_lw_chit
    if last in pool and state.options.get("lw_pool", "two chits") == "two chits":
        pool.remove(last)
    state.lw_chit = state.rng.choice(pool)
    note = f" (the {last} chit of the last mission sits out, 7.0.2)" if last and last not in pool else ""
    log(ev, "lw", f"Luftwaffe (LW) Intensity chit: {state.lw_chit} (7.0.1){note}", chit=state.lw_chit)


def fly(state: MissionState, ev: list) -> None:
    """7.0.3: move into the next hex of the flight path."""
    b = board(state)
    if state.position < 0:
        take_off(state, ev)
    rate = damage.drain_rate(state)
    cost = damage.fuel_cost(state, rate)
    if state.fuel < cost:
        raise RuleError("Not enough fuel to enter the next hex", "TaW 7.0.4")
    damage.spend_fuel(state, cost, rate)  # NOTE 1: fuel first
    state.results = {"extra_paid": cost > state.data.tables["path"]["fuel_per_hex"]}
    state.position += 1
    marker = state.path[state.position]
    frm, state.wimpy = state.wimpy, marker.cell
    in_target = state.leg == "targetbound" and not state.scrubbed and state.position == target_index(state)
    state.fire_attempts = 2 if state.altitude == "high" and not in_target else 1  # 8.2.3
    state.combat_fire_attempt = 1
    state.repair_attempts = 1  # 8.1.2
    state.coned = False
    if state.active_events:
        state.active_events = [c for c in state.active_events if not c.get("coned")]
    state.fighters = 0
    log(ev, "move", f"The Wimpy enters {b.place(marker.cell)}; "
                    f"fuel {state.fuel}", frm=frm, to=marker.cell, fuel=state.fuel, cost=cost, index=state.position)
    steps = damage.spread_fires(state) if state.fires else []
    if state.malfunctions:
        steps += malfunctions.hex_steps(state)
    steps += [{"do": "marker"}, {"do": "hex"}, {"do": "arrive"}]
    push(state, *steps)


@handler("marker")
def h_marker(state, step, ev):
    """NOTE 2: flip the flight path marker; draw an event chit if it says so."""
    marker = state.path[state.position]
    pool = state.path_pool
    back = "Event"
    if sum(pool.values()):
        items = []
        for k, n in pool.items():
            items += [k] * n
        back = state.rng.choice(items)
        pool[back] -= 1
    marker.back = back
    log(ev, "marker", f"Flight path marker turned: {back}", index=state.position, back=back)
    if back == "Event":
        push(state, {"do": "event"})


@handler("hex")
def h_hex(state, step, ev):
    """NOTE 3: air combat at high altitude or zone flak at low, over shaded hexes (7.0.5, 7.1, 7.2)."""
    b = board(state)
    marker = state.path[state.position]
    if state.leg == "targetbound" and not state.scrubbed and state.position == target_index(state):
        push(state, {"do": "target"})
        return
    if marker.karmoy and state.wimpy == b.karmoy:
        return  # the markers stacked in the Karmoy box are open sea (7.10)
    hx = b.hex(state.wimpy)
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


@handler("arrive")
def h_arrive(state, step, ev):
    """7.8.1: the last marker in the 6 Group hex: land."""
    b = board(state)
    if state.position == len(state.path) - 1 and state.wimpy == b.home and state.leg == "homebound":
        push(state, {"do": "land", "where": "6 Group"})
