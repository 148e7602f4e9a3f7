"""Malfunctions from events (TaW 8.1, Table 3 events 4, 8, 10, 11, 13, 17, 18): the Active
Events box, the d10 failure roll for each hex entered, repair by the Flt. Engineer (8.1.2)
and the altitude they force (7.4)."""
from __future__ import annotations

from .grt import seat, table_roll
from .state import MissionState
from .steps import board, crew_check, handler, log, push, table_die
from .survival import end


def spec(state: MissionState, name: str) -> dict:
    return state.data.tables["malfunctions"][name]


def start(state: MissionState, ev: list, name: str, chit: int, drm: int = 0) -> None:
    """Put a malfunction in the Active Events box (8.1.4) with its effects."""
    s = spec(state, name)
    m = {"name": name, "chit": chit, "label": f"{s['label']} (event {chit})", "failed": False,
         "repairable": bool(s.get("repairable")), "low": bool(s.get("low")), "fuel": bool(s.get("fuel")),
         "drm": drm, "text": s["text"]}
    state.malfunctions[name] = m
    state.active_events.append({"kind": "malfunction", "name": name, "chit": chit, "text": s["text"]})
    if m["low"]:
        go_low(state, ev, m["label"])


def go_low(state, ev, why: str) -> None:
    if state.altitude != "low":
        state.altitude = "low"
        log(ev, "altitude", f"{why}: the Wimpy must fly at low altitude (7.4)")


def update_altitude(state, ev) -> None:
    """Climb back when nothing keeps the Wimpy low (8.1.2: once repaired, return to high altitude)."""
    low = state.forced_low or any(m["low"] for m in state.malfunctions.values())
    if not low and state.altitude == "low":
        state.altitude = "high"
        log(ev, "altitude", "The Wimpy climbs back to high altitude (8.1.2)")


def remove(state, name: str) -> None:
    state.malfunctions.pop(name, None)
    state.active_events = [c for c in state.active_events
                           if not (c.get("kind") == "malfunction" and c["name"] == name)]


def hex_steps(state) -> list:
    """The rolls made for each hex entered while a malfunction is active."""
    out = []
    for name, m in state.malfunctions.items():
        s = spec(state, name)
        if s.get("fail_on") and not m["failed"]:
            out.append({"do": "malfunction_roll", "name": name})
        if s.get("extra_fuel_on"):
            out.append({"do": "extra_fuel_roll", "name": name})
    return out


@handler("malfunction_roll")
def h_malfunction_roll(state, step, ev):
    name = step["name"]
    m = state.malfunctions.get(name)
    if m is None or m["failed"] or state.result is not None:
        return
    s = spec(state, name)
    low, high = s["fail_on"]
    roll = table_die(state, step, ev, "roll",
                     lambda: table_roll(state, f"{m['label']}: fails on {low}-{high}",
                                        lambda d: s["fail_text"] if low <= d <= high else "holds"),
                     lambda r: low <= r["die"] <= high)
    if roll is None or not (low <= roll["die"] <= high):
        return  # (None: the pilot decides on a reroll, 6.4.2[1])
    m["failed"] = True
    m["repairable"] = False
    effect = s["on_fail"]
    if effect == "unrepairable":
        log(ev, "malfunction", f"{m['label']} fails completely and cannot be repaired (Table 3)")
    elif effect == "low_drm":  # event 17: visual flight, low altitude, -2 until the mission ends
        m["low"] = True
        m["fuel"] = True
        m["drm"] = s["fail_drm"]
        go_low(state, ev, m["label"])
        log(ev, "malfunction", f"{m['label']} fails: fly visual at low altitude, {s['fail_drm']} on the General Results Table")
    elif effect == "land_now":  # event 4: land now; over England safely, else the survival table
        here = board(state).hex(state.wimpy)
        if here.england:
            end(state, ev, "landed", "The engine fails: the Wimpy lands at once in England (event 4)")
        else:
            end(state, ev, "crashed", "The engine fails: the Wimpy must come down (event 4)")
    elif effect == "crash":  # event 18: the collision damage becomes critical
        end(state, ev, "crashed", "The collision damage becomes critical (event 18)")


@handler("extra_fuel_roll")
def h_extra_fuel_roll(state, step, ev):
    """Events 10 and 11 homebound: d10 0-4 when crossing a hexside, one more space of fuel;
    8.2.2[3] caps the extra at one space for the hex."""
    name = step["name"]
    m = state.malfunctions.get(name)
    if m is None:
        return
    s = spec(state, name)
    low, high = s["extra_fuel_on"]
    roll = table_die(state, step, ev, "roll",
                     lambda: table_roll(state, f"{m['label']}: extra fuel on {low}-{high}",
                                        lambda d: "one more space of fuel" if low <= d <= high else "no extra"),
                     lambda r: low <= r["die"] <= high)
    if roll is None:
        return  # the pilot decides on a reroll (6.4.2[1])
    if low <= roll["die"] <= high:
        if state.results.get("extra_paid"):
            log(ev, "info", "At most one extra space of fuel a hex (8.2.2[3])")
            return
        state.results["extra_paid"] = True
        state.fuel = max(0, state.fuel - 1)
        log(ev, "fuel", f"One more space of fuel: fuel {state.fuel}", fuel=state.fuel)


# -- repair (8.1.2) ---------------------------------------------------------------------------
def repairable(state) -> list:
    return [n for n, m in state.malfunctions.items() if m["repairable"] and not m["failed"]]


def can_repair(state) -> bool:
    return bool(repairable(state)) and state.repair_attempts > 0 and seat(state, "engineer") is not None


@handler("repair")
def h_repair(state, step, ev):
    name = repairable(state)[0]
    # 6.2: sky and moon modify the repair as every skill check (Option `conditions`); no rule exempts it
    push(state, crew_check("repair", f"Flt. Engineer repairs the {state.malfunctions[name]['label']}", "engineer",
                           cqp="repair", words=("repaired", "not repaired")),
         {"do": "repair_result", "name": name})


@handler("repair_result")
def h_repair_result(state, step, ev):
    if not state.results.get("repair"):
        return
    m = state.malfunctions[step["name"]]
    remove(state, step["name"])
    state.major_repair = True  # 7.11.1
    log(ev, "repair", f"{m['label']} repaired: its chit is discarded (8.1.2, 8.1.4)", name=step["name"])
    update_altitude(state, ev)
