"""The tour of operations (TaW 10.0): thirty successful missions, the periods of Table 4,
CQP earned (6.4.1), sprogs (6.4.3), Mentioned in Dispatches (7.11.2-7.11.4) and the pilot's
permanent PDP (Table 4 NOTE), the pilot's career and the two options of 10.2 for a lost
aircraft and crew."""
from __future__ import annotations

from .state import DEBRIEF, OVER, TARGET, Airman, MissionState, reset_mission
from .steps import log

POSITIONS = ("pilot", "gunner", "aimer", "navigator", "wireless", "engineer")
RANK = {"pilot": "P/O"}


def periods(state: MissionState) -> list:
    return state.data.targets["periods"]


def recruit(state: MissionState, position: str, sprog: bool) -> Airman:
    names = state.data.tables["tour"]["names"]["list"]
    tour = state.tour
    name = f"{RANK.get(position, 'Sgt.')} {names[tour.recruits % len(names)]}"
    tour.recruits += 1
    man = Airman(name, position, sprog=sprog and position != "pilot")  # 8.3 Note: not pilots
    tour.roster[position] = man
    return man


def setup_tour(state: MissionState) -> None:
    t = state.data.tables
    tour = state.tour
    tour.length = int(state.options.get("tour_length", t["tour"]["length"]))
    tour.cqp_bank = min(int(state.options.get("crew_quality", 0)), t["cqp"]["bank_limit"])
    tour.slot = int(state.options.get("historical_mission", 1)) - 1
    for pos in POSITIONS:
        recruit(state, pos, sprog=False)  # the crew the tour starts with: no sprog among them (6.4.3)


def calendar_index(state: MissionState) -> int | None:
    """Where the mission in play stands in Table 4 (0-based; a historical calendar that starts
    again counts on past 52): historical order and intentional selection read the tour's slot,
    random assignment the place of the Random Selection's target (None before it is rolled)."""
    tour = state.tour
    if state.options.get("target_method") == "random":
        if tour.selection is None:
            return None
        first = next(i for i, m in enumerate(state.data.historical) if m["selection"] == tour.selection)
        return first + tour.sel_index
    return tour.slot


def sprogs_allowed(state: MissionState) -> bool:
    """6.4.3: "none can be assigned before mission period 2, 2nd Lorient": read from the calendar
    (a tour that starts later in Table 4 gets its sprogs from its first mission)."""
    index = calendar_index(state)
    return state.tour.sprogs_reached or (index is not None and index >= state.data.sprogs_from)


def calendar_entry(state: MissionState) -> dict:
    """The Table 4 mission at the tour's calendar slot (historical order and intentional selection)."""
    historical = state.data.historical
    return historical[state.tour.slot % len(historical)]


def _period_of_slot(state: MissionState, slot: int) -> tuple[int, bool]:
    """(period serial, last mission of its period) for a calendar slot; Table 4 cycles."""
    historical = state.data.historical
    n = len(historical)
    entry = historical[slot % n]
    index = [p["selection"] for p in periods(state)].index(entry["selection"])
    nxt = historical[(slot + 1) % n]
    return (slot // n) * len(periods(state)) + index, nxt["selection"] != entry["selection"] or (slot + 1) % n == 0


def set_period(state: MissionState) -> None:
    """The period of the mission about to be flown (7.11.2 durations; Table 4)."""
    tour = state.tour
    if state.options.get("target_method") == "random":
        if tour.selection is None:
            return
        p = next(p for p in periods(state) if p["selection"] == tour.selection)
        tour.period = p["period"]
        tour.last_of_period = tour.sel_index >= len(p["targets"]) - 1
    else:
        tour.period_serial, tour.last_of_period = _period_of_slot(state, tour.slot)
        tour.period = calendar_entry(state)["period"]
    if sprogs_allowed(state):
        tour.sprogs_reached = True  # (random assignment: from then on, whatever the next selection)


def expire_mid(state: MissionState, ev: list) -> None:
    mid = state.tour.mid
    if mid is not None and state.tour.period_serial > mid["until"]:
        log(ev, "award", f"The MiD +1 of {mid['name']} ends with its period (7.11.2)")
        state.tour.mid = None
        if mid["position"] == "pilot" and state.options.get("permanent_pdp") == "mid period":
            state.tour.permanent_pdp, state.tour.permanent_pdp_due = None, False


def permanent_span(state: MissionState) -> str:
    """How long the pilot keeps the PDP his MiD made his (Option `permanent_pdp`)."""
    return "while his MiD +1 lasts" if state.options.get("permanent_pdp") == "mid period" else "for good"


def earn_permanent_pdp(state: MissionState, ev: list) -> None:
    """Table 4 NOTE (displaced): after his MiD the pilot may select one of the four PDP to be
    permanently available, and take three more; only once for a pilot. He chooses at the next
    briefing (briefing.points_options)."""
    tour = state.tour
    career = state.options.get("permanent_pdp", "career") == "career"
    if career and (tour.permanent_pdp is not None or tour.permanent_pdp_due):
        return  # "This may only occur once for a pilot"
    tour.permanent_pdp, tour.permanent_pdp_due = None, True
    log(ev, "award", f"{tour.roster['pilot'].name} may choose one PDP to keep {permanent_span(state)} at the "
                     "next briefing: one more every mission (Table 4 NOTE)")


def advance_calendar(state: MissionState) -> None:
    tour = state.tour
    if state.options.get("target_method") == "random":
        if tour.selection is not None:
            tour.sel_index += 1
            p = next(p for p in periods(state) if p["selection"] == tour.selection)
            if tour.sel_index >= len(p["targets"]):
                tour.selection = None
    else:
        tour.slot += 1


def fresh_mission(state: MissionState) -> None:
    """The counters and pools of a new mission (6.5.2, 6.5.1[1], 7.0.2)."""
    t = state.data.tables
    state.airframe = [None] * t["airframe_slots"]
    pool = dict(t["airframe_pool"]["counters"])
    if not state.options.get("boom", True):
        pool.pop("BOOM")
    state.airframe_pool = pool
    fp = t["flight_path_pool"]
    state.path_pool = {"Event": fp["event"], "No Event": fp["no_event"]}
    state.lw_pool = list(t["lw_intensity"]["chits"])
    state.event_pool = list(range(1, t["events"] + 1))
    state.cqp_bank = state.tour.cqp_bank
    state.pdp = {k: 0 for k in t["pdp"]["kinds"]}
    state.bomb_track = None


def begin_mission(state: MissionState, ev: list) -> None:
    """A fresh mission: counters, pools and the tour's CQP; skipped missions are passed over."""
    tour = state.tour
    for reason in tour.skip:
        set_period(state)
        if state.options.get("target_method") == "historical":
            what = f"mission {tour.slot + 1} ({calendar_entry(state)['name']})"
        else:
            what = "the next mission"
        log(ev, "tour", f"{reason.capitalize()}: the crew skips {what} (Table 3)")
        tour.history.append({"skipped": reason, "target": calendar_entry(state)["name"]
                             if state.options.get("target_method") == "historical" else None})
        advance_calendar(state)
    tour.skip = []
    reset_mission(state)
    fresh_mission(state)
    set_period(state)
    if state.options.get("target_method") != "random":
        expire_mid(state, ev)
    state.phase = TARGET


def red_sprog(state: MissionState, ev: list) -> None:
    """6.4.3: a target name in red brings a sprog (never before the calendar allows, see
    sprogs_allowed); the man he replaces is posted away, and his MiD goes with him (7.11.3)."""
    if not sprogs_allowed(state):
        return
    tour = state.tour
    pos = state.rng.choice([p for p in POSITIONS if p != "pilot"])
    old = tour.roster[pos]
    old.fate, old.left_after = "posted", tour.missions_flown
    tour.departed.append(old)
    if tour.mid and tour.mid["position"] == pos:
        tour.mid = None
        log(ev, "award", f"{old.name} is posted away: his MiD +1 leaves with him (7.11.3)")
    new = recruit(state, pos, sprog=True)
    state.tour.red_sprog = True
    log(ev, "tour", f"A red target: {new.name}, a sprog from the BCATP, replaces {old.name} as "
                    f"{state.data.tables['crew']['positions'][pos]['label']} (6.4.3)", position=pos)


# -- the end of a mission -----------------------------------------------------------------------
def finish_mission(state: MissionState, ev: list) -> None:
    """Credit the mission to the tour, or end the game (single mission)."""
    if state.options.get("campaign") == "single mission":
        state.phase = OVER
        return
    tour = state.tour
    res = state.result
    t = state.data.tables
    tour.missions_flown += 1
    if state.lw_chit:
        tour.last_lw_chit = state.lw_chit  # 7.0.2
    if res["successful"]:
        tour.successful += 1
        before = tour.cqp_bank
        tour.cqp_bank = min(t["cqp"]["bank_limit"], tour.cqp_bank + res["cqp_earned"])  # 6.4.1
        log(ev, "tour", f"Successful mission {tour.successful} of {tour.length}; CQP {before} + "
                        f"{res['cqp_earned']} = {tour.cqp_bank} (limit {t['cqp']['bank_limit']}, 6.4.1)")
    tour.history.append({"n": tour.missions_flown, "target": state.target, "end": res["end"],
                         "successful": res["successful"], "cqp": res["cqp_earned"], "period": tour.period})
    # the crew: fates, first missions flown, awards
    fates = state.data.tables["survival"]["fates"]
    career_over = False
    for pos, m in state.crew.items():
        man = tour.roster[pos]
        man.missions += 1
        man.sprog = False
        fate = m.fate or "safe"
        if fate == "wounded" and pos == "pilot":
            fate = "safe"  # the pilot (the player) recovers between missions
        if returns(state, fate) or (fate == "injured" and pos == "pilot"):
            if fate in ("evaded", "escaped"):
                log(ev, "tour", f"{man.name} ({m.label}) is back with the squadron: "
                                f"{fates[fate]['text']} (Summary NOTE)", position=pos, fate=fate)
            continue
        if pos == "pilot":
            career_over = True
        man.fate, man.left_after = fate, tour.missions_flown
        tour.departed.append(man)
        del tour.roster[pos]
        if tour.mid and tour.mid["position"] == pos:
            tour.mid = None  # 7.11.3
            log(ev, "award", f"{man.name} is gone: the MiD is cancelled (7.11.3)")
        text = fates.get(fate, {"text": fate})["text"]
        log(ev, "tour", f"{man.name} ({m.label}) leaves the crew: {text}", position=pos, fate=fate)
    award = state.mid_award
    if award and award["position"] in tour.roster:
        man = tour.roster[award["position"]]
        man.awards.append(award["award"])
        until = tour.period_serial + (1 if tour.last_of_period else 0)  # 7.11.2[1]
        tour.mid = {"position": award["position"], "name": man.name, "award": award["award"], "until": until}
        if award["position"] == "pilot":
            earn_permanent_pdp(state, ev)
    for flag in state.flags:
        tour.skip.append(flag)  # events 9 and 17 homebound
    advance_calendar(state)
    tour.red_sprog = False
    if career_over:
        lost_aircraft(state, ev)
    sprogs = sprogs_allowed(state)  # (the calendar of the next mission)
    for pos in POSITIONS:  # 6.4.3: sprogs replace the men who left
        if pos not in tour.roster:
            new = recruit(state, pos, sprog=sprogs)
            log(ev, "tour", f"{new.name} joins as {state.data.tables['crew']['positions'][pos]['label']}"
                            f"{' (a sprog, 6.4.3)' if new.sprog else ''}", position=pos)
    if tour.successful >= tour.length:
        tour.result = {"won": True, "text": f"Tour of operations complete: {tour.successful} successful missions "
                                            f"in {tour.missions_flown} flown (5.0)"}
    if tour.result is not None:
        state.phase = OVER
        log(ev, "tour_end", tour.result["text"], won=tour.result["won"])
    else:
        state.phase = DEBRIEF


def returns(state: MissionState, fate: str) -> bool:
    """Summary NOTE: "your career is over unless you are rescued at sea, taken in by the resistance,
    escape from Stalag 13 or crash land in England" (the pilot safe or injured there: finish_mission).
    Option `evaders` "not within five months": the evader and the escaper survive, "but
    unfortunately not within the five months covered by this game"."""
    back = state.data.tables["survival"]["fates"].get(fate, {}).get("returns", False)
    if back == "evaders":
        return state.options.get("evaders", "fly again") == "fly again"
    return bool(back)


def lost_aircraft(state: MissionState, ev: list) -> None:
    """The pilot's career ends (Summary NOTE); TaW 10.2: option 1 resets the missions, option 2
    keeps them; either way a new crew with no CQP (penalties to crew quality)."""
    tour = state.tour
    how = state.options.get("lost_aircraft", "keep missions")
    if how == "end the tour":
        tour.result = {"won": False, "text": f"The pilot's career is over after {tour.successful} successful "
                                             f"missions of {tour.length} (Summary NOTE)"}
        return
    for pos, man in list(tour.roster.items()):
        man.fate, man.left_after = "new crew", tour.missions_flown
        tour.departed.append(man)
    tour.roster.clear()
    tour.mid = None  # 7.11.3
    tour.permanent_pdp, tour.permanent_pdp_due = None, False  # Table 4 NOTE: it was the old pilot's
    tour.cqp_bank = 0
    tour.pilots += 1
    if how == "reset missions":
        tour.successful = 0
        log(ev, "tour", "10.2.1: the missions completed go back to zero; a new crew takes over")
    else:
        log(ev, "tour", f"10.2.2: {tour.successful} missions kept; a new bird and a new crew take over")
