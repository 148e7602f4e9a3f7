"""Air combat (TaW 7.1), zone and target flak (7.2, 7.5.4, 7.5.5), the aces (events 1 and 9)."""
from __future__ import annotations

from .grt import table_roll
from .state import MissionState
from .steps import board, crew_check, german_check, handler, log, push, table_die


def fighter_steps(n: int, first: int = 1) -> list:
    out = []
    for i in range(first, first + n):
        out += [german_check("fighter_spot", f"Fighter {i} spots the Wimpy", "fighter", spotting=True,
                             words=("spotted", "not spotted")),
                {"do": "fighter_gunner", "i": i}]
    return out


@handler("lw")
def h_lw(state: MissionState, step: dict, ev: list) -> None:
    """7.0.5 / 7.1.1[1] / 7.5.1: d10 on the LW Intensity table, row of the chit."""
    row = state.data.tables["lw_intensity"]["table"][state.lw_chit]
    roll = table_die(state, step, ev, "roll",
                     lambda: table_roll(state, f"LW Intensity table ({state.lw_chit})",
                                        lambda d: f"{row[d]} fighter{'s' if row[d] != 1 else ''}"),
                     lambda r: row[r["die"]] > 0)
    if roll is None:
        return  # the pilot decides on a reroll (6.4.2[1])
    n = row[roll["die"]]
    state.fighters = n
    if step.get("at_target"):
        state.results["lw_n"] = n
    else:
        push(state, *fighter_steps(n))


@handler("target_fighters")
def h_target_fighters(state, step, ev):
    push(state, *fighter_steps(state.results.pop("lw_n", 0)))


@handler("fighter_gunner")
def h_fighter_gunner(state, step, ev):
    """7.1.2[3]: the gunner rolls to spot each fighter that spotted the Wimpy."""
    i = step["i"]
    if not state.results.get("fighter_spot"):
        state.fighters = max(0, state.fighters - 1)
        return
    state.results["gunner_spot"] = False
    push(state, crew_check("gunner_spot", f"Gunner spots fighter {i}", "gunner", spotting=True,
                           words=("spotted", "not spotted")),
         {"do": "fighter_fire", "i": i})


@handler("fighter_fire")
def h_fighter_fire(state, step, ev):
    """7.1.2[3]: a gunner who spots the fighter chooses whether to open fire."""
    i = step["i"]
    label = step.get("label", f"fighter {i}")
    state.results["gunner_fire"] = False
    if state.results.get("gunner_spot"):
        push(state, crew_check("gunner_fire", f"Gunner fires at {label}", "gunner", cqp="gun",
                               holdable=True, words=("driven off", "missed")),
             {"do": "fighter_attack", "i": i, "label": label})
    else:
        push(state, {"do": "fighter_attack", "i": i, "label": label})


@handler("fighter_attack")
def h_fighter_attack(state, step, ev):
    """7.1.2[4]: the fighter fires; 7.1.2[5] the pilot may evade a hit."""
    i = step["i"]
    if state.results.get("gunner_fire"):
        state.fighters = max(0, state.fighters - 1)
        who = step.get('label', f'Fighter {i}')
        log(ev, "info", f"{who[:1].upper()}{who[1:]} is driven off (7.1.2[3])")  # a name keeps its capitals
        return
    label = step.get("label", f"fighter {i}")
    push(state, german_check("fighter_attack", f"{label[0].upper() + label[1:]} fires", "fighter",
                             evadable=True, words=("hit", "missed")),
         {"do": "fighter_done"})


@handler("fighter_done")
def h_fighter_done(state, step, ev):
    state.fighters = max(0, state.fighters - 1)


@handler("ace")
def h_ace(state, step, ev):
    """Events 9 (targetbound) and 1 (homebound): the ace attacks as two fighters. No spotting
    checks; the first attack's hit is applied at once (no evasion, no reroll); only the second
    can be driven off by the gunner or evaded by the pilot."""
    name = step["name"]
    state.fighters = 2
    log(ev, "info", f"Ace {name} attacks as two fighters: no spotting checks (Table 3)")
    state.results["gunner_spot"] = True
    push(state, german_check("ace_1", f"Ace {name}, first attack", "fighter", damaging=True,
                             rerollable=False, words=("hit", "missed")),
         {"do": "fighter_done"},
         {"do": "fighter_fire", "i": 2, "label": f"ace {name}, second attack"})


# -- flak (7.2, 7.5.4, 7.5.5) -----------------------------------------------------------
def flak_spotting(state, label: str) -> list:
    """7.2.2 / 7.5.4[1]: flak must spot the Wimpy; CONED (event 12) needs no spotting check."""
    if state.coned:
        state.results["flak_spot"] = True
        return []
    return [german_check("flak_spot", label, "flak", spotting=True, words=("spotted", "not spotted"))]


@handler("zone_flak")
def h_zone_flak(state, step, ev):
    """7.2.1[1]: d10 on the zone flak table of the triangle's colour: 0-3 flak dice."""
    colour = step["colour"]
    row = state.data.tables["zone_flak"][colour]
    roll = table_die(state, step, ev, "roll",
                     lambda: table_roll(state, f"Zone flak table ({colour})", lambda d: f"{row[d]} flak dice"),
                     lambda r: row[r["die"]] > 0)
    if roll is None:
        return  # the pilot decides on a reroll (6.4.2[1])
    n = row[roll["die"]]
    if n:
        if state.coned:
            log(ev, "info", "CONED: no flak spotting check is needed (event 12)")
        push(state, *flak_spotting(state, "Zone flak spots the Wimpy"),
             {"do": "flak_dice", "n": n, "label": "Zone flak", "mods": []})


@handler("flak_dice")
def h_flak_dice(state, step, ev):
    if not state.results.get("flak_spot"):
        return
    push(state, *[german_check("flak_hit", f"{step['label']} die {k}/{step['n']}", "flak",
                               mods=step["mods"], evadable=True, words=("hit", "missed"))
                  for k in range(1, step["n"] + 1)])


@handler("target_flak")
def h_target_flak(state, step, ev):
    """7.5.4: target flak from the bombing track; 7.5.5 the Ruhr's wall of fire."""
    t = state.data.tables
    state.bomb_track = "Target flak"
    if board(state).hex(state.target_cell).ruhr:
        r = t["ruhr"]
        log(ev, "info", "The Ruhr: walking into a wall of fire (7.5.5)")
        push(state, *[german_check("flak_hit", f"Wall of fire die {k}/{r['flak_dice']}", "flak",
                                   mods=[("Ruhr", r["flak_drm"])], evadable=True, words=("hit", "missed"))
                      for k in range(1, r["flak_dice"] + 1)])
        return
    n = t["bombing_tracks"]["target_flak_dice"][state.target_flak]
    push(state, *flak_spotting(state, "Target flak spots the Wimpy"),
         {"do": "flak_dice", "n": n, "label": "Target flak", "mods": []})
