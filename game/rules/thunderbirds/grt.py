"""The General Results Table (TaW 9.0) and the modifiers of a skill check."""
from __future__ import annotations

from .state import MissionState, Roll

ROLE_LABEL = {"pilot": "Pilot", "gunner": "Gunner", "aimer": "Aimer", "navigator": "Navigator",
              "wireless": "Wireless", "engineer": "Flt. Engineer"}


def grt_roll(state: MissionState, label: str, mods: list, words=("success", "no effect")) -> Roll:
    """Roll 1d10 on the GRT: success on modified 6-9, DRMs capped at +/-2, none at -3 (9.0)."""
    g = state.data.tables["grt"]
    mods = [(t, v) for t, v in mods if v]
    net = sum([v for _t, v in mods])
    if net <= g["unusable_at"]:
        return Roll(label, None, mods, net, 0, None, False, words[1])
    cap = g["modifier_cap"]
    applied = max(-cap, min(cap, net))
    die = state.rng.randint(g["die_low"], g["die_high"])
    total = die + applied
    ok = total >= g["success_from"]
    return Roll(label, die, mods, net, applied, total, ok, words[0] if ok else words[1])


def table_roll(state: MissionState, label: str, result_text, mods=()) -> Roll:
    """A d10 on a table (not a skill check): LW intensity, zone flak, conditions, survival."""
    g = state.data.tables["grt"]
    die = state.rng.randint(g["die_low"], g["die_high"])
    mods = [(t, v) for t, v in mods if v]
    total = die + sum([v for _t, v in mods])
    return Roll(label, die, mods, 0, 0, total, True, result_text(total), table=True)


def d6_roll(state: MissionState, label: str, result_text) -> Roll:
    die = state.rng.die(6)
    return Roll(label, die, [], 0, 0, die, True, result_text(die), table="d6")


def seat(state: MissionState, role: str):
    """Who does a role's job: the specialist, else a stand-in aboard (6.3.1, Table 2, 8.3)."""
    m = state.member(role)
    if role == "engineer" and m is not None and state.member("pilot") is None:
        m = None  # 8.3: flying the Wimpy, he no longer performs his usual duties
    if m is not None:
        return m
    if role == "pilot":  # 8.3: the flight engineer replaces a dead pilot
        return state.member("engineer")
    for other in state.data.tables["crew"]["stand_ins"].get(role, []):
        m = state.member(other)
        if m is not None and not (other == "engineer" and state.member("pilot") is None):
            return m
    return None


def conditions(state: MissionState, spotting: bool) -> list:
    """Target conditions (6.2): applied to spotting checks, and to all others under the
    default reading of the option ``conditions`` (Summary: "apply to each skill check")."""
    if not spotting and state.options.get("conditions") != "every check":
        return []
    out = []
    for c in (state.sky, state.moon):
        if c and c["drm"]:
            out.append((c["name"].lower(), c["drm"]))
    return out


def crew_mods(state: MissionState, member) -> list:
    crew = state.data.tables["crew"]
    if member is None or not member.wounds:
        return []
    if member.stamina:
        return [("wounded, Stam +1", crew["stamina_wound_drm"])]
    return [("wounded", crew["wound_drm"])]


def bonus_choices(state: MissionState, step: dict, member=None) -> list[str]:
    """Points the pilot could spend on this crew check before the roll (6.4.1[2], 6.4.2, 7.11.2).
    `member`: seat(state, step["actor"]), when the caller has it."""
    if member is None:
        member = seat(state, step["actor"])
    if member is None or step.get("no_drms"):
        return []   # (8.2.3: no DRMs, so no point to spend either)
    out = []
    kind = step.get("cqp")
    if kind and member.cqp == kind and not member.cqp_used:
        out.append("cqp")
    if step.get("disc", True) and state.pdp.get("disc", 0) > 0:
        out.append("disc")
    if member.wounded and not member.stamina and state.pdp.get("stam", 0) > 0:
        out.append("stam")
    if step.get("man") and state.pdp.get("man", 0) > 0:
        out.append("man")
    if (member.mid and not member.mid_used and state.options.get("mid_bonus", "once per mission") != "every check"
            and (kind or member.position == "pilot")):
        out.append("mid")
    return out


def spend(state: MissionState, step: dict, bonuses, member=None) -> list:
    """Spend the chosen points; their modifiers (one time only)."""
    if not bonuses:
        return []
    if member is None:
        member = seat(state, step["actor"])
    out = []
    for b in bonuses:
        if b == "cqp":
            member.cqp_used = True
            out.append((f"{member.cqp.capitalize()} CQP", 1))
        elif b == "disc":
            state.pdp["disc"] -= 1
            out.append(("Pilot DISC", 1))
        elif b == "stam":
            state.pdp["stam"] -= 1
            member.stamina = True
        elif b == "man":
            state.pdp["man"] -= 1
            out.append(("Man +1", 1))
        elif b == "mid":
            member.mid_used = True
            out.append(("MiD +1", 1))
    return out


def reroll_tokens(state: MissionState) -> int:
    return state.pdp.get("reroll", 0) + state.pdp.get("disc", 0)


def spend_reroll(state: MissionState) -> str:
    if state.pdp.get("reroll", 0) > 0:
        state.pdp["reroll"] -= 1
        return "Pilot Reroll"
    state.pdp["disc"] -= 1
    return "Pilot DISC"
