"""Landing, crashing and ditching (TaW 7.8), the Survival Tables (house data, 7.8.4) and the
end of a mission."""
from __future__ import annotations

from .data import table_lookup
from .grt import conditions, crew_mods, grt_roll, table_roll
from .state import MissionState
from .steps import board, crew_check, handler, log, push, table_die, wait
from .tour import finish_mission, returns


@handler("land")
def h_land(state: MissionState, step, ev):
    """7.8.1-7.8.3: land at 6 Group or elsewhere in England; a GRT roll only when required."""
    at_home = step["where"] == "6 Group"
    mine = state.ordnance_aboard and state.ordnance == "mines"
    if mine and step.get("answer") is None:  # 7.5.2[1]: land with the mine, or ditch over the sea
        wait(state, step, "mine", ["land", "ditch"],
             "A mine is still aboard: land (a skill check; failure destroys the Wimpy) or ditch at sea?")
        return
    if step.get("answer") == "ditch":
        end(state, ev, "ditched", "The pilot ditches over the sea rather than land with a mine (7.5.2[1])",
            terrain="sea")
        return
    reasons = [tuple(r) for r in step.get("extra", [])] + [tuple(r) for r in state.landing_reasons]
    if mine:
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
         {"do": "landing_result", "where": step["where"], "mine": mine})


@handler("landing_result")
def h_landing_result(state, step, ev):
    if state.results.get("landing"):
        end(state, ev, "landed", f"Landed at {step['where']} (7.8)")
    elif step.get("mine"):
        end(state, ev, "destroyed", "The landing fails with a mine aboard: catastrophic loss (7.5.2[1])")
    else:
        end(state, ev, "crashed", "The landing fails: crash in England (7.8.3)")


def table_for(terrain: str) -> str:
    return {"england": "england", "sea": "sea"}.get(terrain, "occupied")


@handler("survival")
def h_survival(state: MissionState, step: dict, ev: list) -> None:
    """7.8.4: the Wireless operator's roll for +1, then a d10 for each crew member on the Survival
    Table of the terrain; then the mission ends. Each of these dice may be rerolled when it went
    badly (6.4.2[1]: the Wireless roll failed, a man not back with the squadron)."""
    t = state.data.tables["survival"]
    name = table_for(step["terrain"])
    wireless = state.member("wireless")
    bonus = 0
    if wireless is not None:
        # a GRT skill check: sky and moon as every check (Option `conditions`), wounds (7.8.4 NOTE)
        mods = conditions(state, False) + crew_mods(state, wireless)
        roll = table_die(state, step, ev, "signal",
                         lambda: grt_roll(state, "Wireless operator signals the position", mods,
                                          ("position sent", "no signal")),
                         lambda r: not r["success"])
        if roll is None:
            return
        if roll["success"]:
            bonus = t["wireless_bonus"]
    title = {"england": "Over England", "occupied": "Over Occupied Europe", "sea": "Over Sea"}[name]
    for m in state.crew.values():
        if m.killed:
            m.fate = "killed"
            continue
        if m.fate is not None:
            continue  # (rolled before the pilot's last decision)
        roll = table_die(state, step, ev, m.position,
                         lambda m=m: table_roll(state, f"Survival Table ({title}): {m.label}",
                                                lambda d: table_lookup(t[name], min(d, 10))["fate"],
                                                [("Wireless", bonus)]),
                         lambda r: not returns(state, table_lookup(t[name], min(r["total"], 10))["fate"]))
        if roll is None:
            return
        m.fate = table_lookup(t[name], min(roll["total"], 10))["fate"]
        if m.fate == "killed":
            m.wounds = 2
        log(ev, "fate", f"{m.name or m.label} ({m.label}): {t['fates'][m.fate]['text']}", position=m.position,
            fate=m.fate)
    finish(state, ev, step["how"], step["text"], step["terrain"])


def end(state: MissionState, ev: list, how: str, text: str, terrain: str | None = None) -> None:
    """The mission ends: landed, destroyed, or crashed/ditched (then the Survival Table first: the
    agenda holds only that step, and the mission's result is set when the fates are known)."""
    b = board(state)
    if terrain is None:
        terrain = b.hex(state.wimpy).terrain if state.wimpy is not None else "england"
        if state.wimpy == b.karmoy:
            terrain = "sea"
    state.agenda.clear()
    state.pending = None
    if how in ("crashed", "ditched"):
        state.agenda.append({"do": "survival", "how": how, "text": text, "terrain": terrain})
        return
    finish(state, ev, how, text, terrain)


def finish(state: MissionState, ev: list, how: str, text: str, terrain: str) -> None:
    if how == "destroyed":
        for m in state.crew.values():
            m.wounds, m.fate = 2, "killed"
    elif how in ("crashed", "ditched"):
        pass  # the fates come from the Survival Table (h_survival)
    else:
        for m in state.crew.values():
            m.fate = "killed" if m.killed else ("wounded" if m.wounded else "safe")
    home = how == "landed" or (how == "crashed" and terrain == "england")
    successful = home and state.bombed in ("target", "germany")
    state.result = {"end": how, "text": text, "cell": state.wimpy, "terrain": terrain,
                    "successful": successful, "bombed": state.bombed,
                    "cqp_earned": state.cqp_earned if successful else 0,
                    "fates": {p: m.fate for p, m in state.crew.items()}}
    log(ev, "end", f"{text}. Mission {'successful' if successful else 'not successful'} (5.0)",
        **{k: v for k, v in state.result.items() if k != "text"})
    finish_mission(state, ev)
