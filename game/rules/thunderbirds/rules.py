"""Thunderbirds at War: the Rules object (TaW 4.0 sequence of play, 10.0 the tour).

The whole tour of operations is one game: missions follow each other, with a debriefing
(phase ``debrief``) the player confirms in between; the outcome is the tour's end. The option
``campaign`` "single mission" plays one mission only (TaW 0.0: a session of a few missions).
"""
from __future__ import annotations

import re
from itertools import repeat
from operator import is_

from pathlib import Path

from game.rules.core import Event, Option, Outcome, RuleError, Rng

from . import actions as A
from . import words
from . import briefing, planning, tour
# every module with step handlers: importing it registers them in steps.HANDLERS (this module
# is the top of the package's imports; no handler module imports it)
from . import combat, damage, events, flight, malfunctions, survival, target  # noqa: F401
from .board import DEFAULT_MAP
from .phases import PHASES
from .state import (CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET, MissionState,
                    field_names)
from .steps import board, evade_check, log, push, run

# Table 4 of the rulebook (and of the house data): 52 missions, where the historical calendar
# may start (a data set with another Table 4 cycles through its own: tour.calendar_entry)
TABLE4_MISSIONS = 52
DECISION_KINDS = ("jettison", "icing", "oxygen", "calm", "coned", "mine")
# the actions without arguments, made once (actions are immutable)
FLY_ON, LAND, DITCH, EXTINGUISH, REPAIR, NEXT = (A.Simple(v) for v in ("fly", "land", "ditch", "extinguish",
                                                                       "repair", "next"))
ROLL_CONDITIONS = A.RollConditions()


_OWN_RULE = re.compile(r"\s*\((\d+(?:\.\d+)+(?:\[\d+\])*)\)$")  # "... (8.1.2)" at the end of a reason

class ThunderbirdsRules:
    game_id = "thunderbirds"
    title = "Thunderbirds at War"
    players = ["crew"]
    options = {
        "campaign": Option("tour", ("tour", "single mission"),
                           "Play a whole tour of operations, or a single mission", "TaW 0.0, 10.1",
                           rulebook="tour", recommended="tour",
                           why="The campaign is the game: the crew grows and the losses count",
                           words=("a tour", "one mission")),
        "tour_length": Option(30, (30, 20, 10, 5), "How many successful missions make the tour", "TaW 5.0, 6.1",
                              rulebook=30, recommended=30,
                              why="The squadron's real tour; a shorter one is for a short evening"),
        "target_method": Option("historical", ("historical", "choice", "random"),
                                "Targets come in the squadron's historical order, by your choice, or at random",
                                "TaW 6.1", rulebook="historical", recommended="historical",
                                why="The campaign game flies the squadron's own missions in order",
                                words=("historical order", "your choice", "at random")),
        "historical_mission": Option(1, tuple(range(1, TABLE4_MISSIONS + 1)),
                                     "The historical calendar starts at this mission", "TaW 6.1, Table 4",
                                     rulebook=1, recommended=1,
                                     why="A tour starts with the squadron's first mission of January"),
        "crew_quality": Option(0, (0, 1, 2, 3, 4, 5), "Crew quality points the crew starts the tour with",
                               "TaW 6.4.1", rulebook=0, recommended=0,
                               why="A crew fresh from training earns its points by flying"),
        "cqp_bank": Option("a level", ("a level", "spent when assigned"),
                           "Crew quality points are the crew's training and stay, or are used up when assigned",
                           "TaW 6.4.1, Table 5", rulebook="a level", recommended="a level",
                           why="What 6.4.1 says; Table 5's counter only tracks a mission's points",
                           words=("they stay", "used up")),
        "lost_aircraft": Option("keep missions", ("keep missions", "reset missions", "end the tour"),
                                "When the pilot's career ends, the missions flown are kept, "
                                "counted again from zero, or the tour ends",
                                "TaW 10.2", rulebook="keep missions", recommended="keep missions",
                                why="The rulebook's Option 2 and the summary agree: the game keeps rolling on",
                                words=("kept", "back to zero", "the tour ends")),
        "evaders": Option("fly again", ("fly again", "not within five months"),
                          "A pilot who evades, escapes or is rescued flies again, or not in these five months",
                          "TaW Summary NOTE", legacy="not within five months",
                          rulebook="fly again", recommended="fly again",
                          why="The note names these men as the ones whose career is not over",
                          words=("flies again", "not again")),
        "mid_bonus": Option("once per mission", ("once per mission", "every check"),
                            "A Mention in Dispatches gives its holder +1 once each mission, or +1 on every check",
                            "TaW 7.11.2", rulebook="every check", recommended="once per mission",
                            why="The summary reads it so; +1 on every roll would make him nearly untouchable",
                            words=("once a mission", "every check")),
        "permanent_pdp": Option("career", ("career", "mid period"),
                                "A mentioned pilot keeps the pilot counter he chose for good, or while his +1 lasts",
                                "TaW 7.11.2[2], Table 4 NOTE", rulebook="career", recommended="career",
                                why="Table 4's note says permanently, once for a pilot",
                                words=("for good", "while the +1 lasts")),
        "locating": Option("navigator and aimer", ("navigator and aimer", "navigator or aimer"),
                           "To locate the target the navigator and then the aimer both try, "
                           "or the aimer only if the navigator fails", "TaW 7.5.1",
                           rulebook="navigator and aimer", recommended="navigator and aimer",
                           why="The rule as the errata printed it",
                           words=("both try", "aimer if needed")),
        "conditions": Option("every check", ("every check", "spotting only"),
                             "Sky and moon change every skill check, or only the rolls that say so",
                             "TaW 6.2", rulebook="every check", recommended="every check",
                             why="6.2 says they modify the General Results Table rolls",
                             words=("every check", "spotting only")),
        "reroll": Option("any die roll", ("any die roll", "skill checks only"),
                         "The pilot's Reroll counter can reroll any die roll, or only skill checks",
                         "TaW 6.4.2[1]", legacy="skill checks only",
                         rulebook="any die roll", recommended="any die roll",
                         why="The rule says any die roll",
                         words=("any roll", "skill checks")),
        "lw_pool": Option("two chits", ("two chits", "three chits"),
                          "After the first mission, the Luftwaffe Intensity counter is drawn from two counters or three",
                          "TaW 7.0.2", rulebook="two chits", recommended="two chits",
                          why="The rule: last mission's counter sits out, so nights vary",
                          words=("two counters", "three counters")),
        "boom": Option(True, (True, False), "Flak can blow up a bomber with its bombs aboard (the BOOM flak counter)",
                       "TaW 8.0", rulebook=True, recommended=True,
                       why="The real danger of a full bomb bay; the rule leaves it out only for beginners"),
    }

    def __init__(self, data, map_path: str | Path = DEFAULT_MAP):
        self.data = data   # the house data or a player's set (data.py, game/rules/gamedata.py)
        self.map_path = str(map_path)

    # -- setup -----------------------------------------------------------------
    def new_state(self, seed: int, options: dict, players: list[str]) -> MissionState:
        s = MissionState(rng=Rng(seed), options=dict(options), players=list(players), map_path=self.map_path,
                         data=self.data)
        tour.setup_tour(s)
        ev: list[Event] = []
        tour.begin_mission(s, ev)
        s.setup_events = ev
        return s

    # -- reading ---------------------------------------------------------------
    def to_move(self, state) -> str:
        return "crew"

    def view(self, state, seat_: str):
        """Solitaire, and face-down counters are drawn only when turned (nothing hidden lies in
        the state) but the random generator, which foretells every later draw and roll: withheld."""
        seen = MissionState.__new__(MissionState)
        for name in field_names(MissionState):  # (a shallow copy, field by field: state.fast_copy)
            setattr(seen, name, getattr(state, name))
        seen.rng = None
        return seen

    def outcome(self, state) -> Outcome | None:
        if state.phase != OVER:
            return None  # (the mission's or the tour's end always moves the game to OVER: tour.py)
        if state.options.get("campaign") == "single mission":
            if state.result is None:
                return None
            r = state.result
            return Outcome("crew" if r["successful"] else None, r["text"],
                           "mission_successful" if r["successful"] else "mission_failed")
        r = state.tour.result
        if r is None:
            return None
        return Outcome("crew" if r["won"] else None, r["text"], "tour_complete" if r["won"] else "career_over")

    def summary(self, state) -> str:
        """Where the tour stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state, self.outcome(state))

    def describe(self, state, action) -> str:
        """A move in words before it is played, without its outcome (issue 31; words.py)."""
        return words.describe(state, action)

    def parse(self, text: str):
        """The action of a notation; a tour repeats a few hundred notations thousands of times
        (`fly`, `roll +cqp`, `path 12,4`), so each is parsed once and its action (a frozen
        value) shared, as ``decision`` does for the options of a decision."""
        action = PARSED.get(text)
        if action is None:
            action = A.parse(text)  # (a NotationError is raised, never kept)
            if len(PARSED) < PARSED_MOST:
                PARSED[text] = action
        return action

    def clone(self, state) -> MissionState:
        """An independent copy of a position: the map, the options, the setup log, the legal
        actions and the finished missions' records are shared; the rest is copied (state.py)."""
        return state.__deepcopy__(None)

    fuel_cost = staticmethod(damage.fuel_cost)

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self, state) -> list:
        """Every action allowed now; computed once per position (kept in ``state.legal`` until
        ``apply`` changes the position)."""
        legal = state.legal
        if legal is None:
            legal = state.legal = tuple(self._legal_actions(state))
        return list(legal)

    def _legal_actions(self, state) -> list:
        p = state.phase
        if p == TARGET:
            return briefing.target_options(state)
        if p == CONDITIONS:
            return [ROLL_CONDITIONS]
        if p == CREW:
            return briefing.crew_options(state)
        if p == POINTS:
            return briefing.points_options(state)
        if p == PLAN:
            return planning.plan_options(state)
        if p == FLY:
            return self._fly_options(state)
        if p == DECIDE:
            return [decision(o) for o in state.pending["options"]]
        if p == DEBRIEF:
            return [NEXT]
        return []

    def _fly_options(self, state):
        out = []
        b = board(state)
        more = state.position + 1 < len(state.path)
        cost = damage.fuel_cost(state)
        if more and state.fuel >= cost:
            out.append(FLY_ON)
        here = b.hex(state.wimpy)
        if state.position >= 0 and state.leg == "homebound" and here.england and state.wimpy != b.karmoy:
            out.append(LAND)
        elif (more and state.fuel < cost) or (not more and state.position >= 0):
            out.append(DITCH)  # 7.8.4: no fuel, or the path flown and no field below
        if state.fires and state.fire_attempts > 0:   # 8.2.3: the player sends any crew member
            out.extend(A.Extinguish(pos) for pos in damage.fire_fighters(state))
        if state.position >= 0 and state.malfunctions and malfunctions.can_repair(state):
            out.append(REPAIR)
        return out

    # -- apply -----------------------------------------------------------------
    def apply(self, state, action) -> list[Event]:
        ev: list[Event] = []
        state.last_rolls = []
        if state.phase == OVER:
            raise RuleError("The game is over", "TaW 10.1" if state.options.get("campaign") != "single mission"
                            else "TaW 7.8")
        legal = state.legal
        if legal is None:
            legal = state.legal = tuple(self._legal_actions(state))
        # (the action is usually one of the listed objects: found by identity before equality)
        offered = any(map(is_, legal, repeat(action))) or action in legal or (
            action == EXTINGUISH and state.phase == FLY and any(isinstance(a, A.Extinguish) for a in legal))
        if not offered and not (state.phase == PLAN and isinstance(action, A.PlanHex)
                                and planning.accepts(state, action)):
            # (a marker or `path reset` the rules allow is accepted though not offered: 6.5.1)
            why, rule = self._refusal(state, action), PHASES[state.phase].rule
            own = _OWN_RULE.search(why)  # a reason that names its own rule is cited by it, once
            if own:
                why, rule = why[:own.start()], f"TaW {own.group(1)}"
            raise RuleError(why, rule)
        state.legal = None  # the position changes
        HANDLERS[type(action)](self, state, action, ev, offered)
        return ev

    # -- the handlers of HANDLERS: (state, action, events, offered) ------------------------
    def _choose_target(self, state, action, ev, offered):
        briefing.choose_target(state, action, ev)

    def _roll_conditions(self, state, action, ev, offered):
        briefing.roll_conditions(state, ev)

    def _choose_crew(self, state, action, ev, offered):
        briefing.choose_crew(state, action, ev)

    def _assign_points(self, state, action, ev, offered):
        briefing.assign_points(state, action, ev)

    def _plan(self, state, action, ev, offered):
        planning.plan(state, action, ev, offered)

    def _simple(self, state, action, ev, offered):
        """A verb (`fly`, `hold`, `next`, ...): what it does depends on the phase it is played in."""
        SIMPLE[state.phase](self, state, action, ev, offered)

    def _next_mission(self, state, action, ev, offered):
        log(ev, "tour", f"Mission {state.tour.missions_flown + 1 + len(state.tour.skip)} of the tour: "
                        "the crew is briefed (10.0)")
        tour.begin_mission(state, ev)

    def _refusal(self, state, action) -> str:
        p = state.phase
        if p == PLAN and isinstance(action, A.PlanHex):
            if action.where == "karmoy":
                return planning.karmoy_refusal(state) or "Not now"
            if action.where not in ("reset",):
                try:
                    return planning.plan_refusal(state, action.cell) or "Not now"
                except ValueError:
                    pass
        if p == TARGET and isinstance(action, A.ChooseTarget):
            if action.name not in state.data.target_names and action.name != "roll":
                return f"{action.name} is not a target of Table 4"
            how = {"historical": "in the historical order", "choice": "by choice", "random": "at random"}
            return f"With targets chosen {how.get(state.options['target_method'], 'so')}, that target cannot be chosen"
        if p == POINTS and isinstance(action, A.AssignPoints):
            return briefing.points_refusal(state, action)
        if p == FLY and isinstance(action, A.Extinguish):
            if state.fires and state.fire_attempts > 0:
                return f"The {action.position} is not aboard at his post to fight the fire (8.2.3)"
            return "No fire to put out, or no attempt left in this hex (8.2.3)"
        if p == FLY and isinstance(action, A.Simple):
            if action.verb == "land":
                return "Only homebound, in a hex with any part of England in it (7.8.2)"
            if action.verb == "ditch":
                return "The Wimpy ditches only when it cannot go on (7.8.4)"
            if action.verb == "extinguish":
                return "No fire to put out, or no attempt left in this hex (8.2.3)"
            if action.verb == "repair":
                return "Nothing the Flt. Engineer can repair, or his attempt in this hex is spent (8.1.2)"
            if action.verb == "fly":
                return "The Wimpy cannot go on: no fuel or no path left"
        if p == DECIDE:
            return f"First decide: {state.pending['label']}"
        if p == DEBRIEF:
            return "The mission is over: confirm the debriefing to go on with the tour"
        waits = {TARGET: "the choice of tonight's target", CONDITIONS: "the roll of the target conditions",
                 CREW: "the choice of the crew", POINTS: "the crew's points", PLAN: "the flight path",
                 FLY: "the next hex of the flight", OVER: "nothing: the game is over"}
        return f"That is not possible now: the game waits for {waits.get(p, 'another step')}"

    def _fly_action(self, state, action, ev, offered):
        verb = action.verb
        if verb == "fly":
            flight.fly(state, ev)
        elif verb == "land":
            push(state, {"do": "land", "where": "a field in England"})
        elif verb == "ditch":
            hx = board(state).hex(state.wimpy)
            if hx.england:
                survival.end(state, ev, "crashed", "Out of fuel over England: crash landing (7.8.4)")
            else:
                survival.end(state, ev, "ditched", f"The Wimpy cannot go on: it comes down over {hx.terrain} (7.8.4)")
        elif verb == "extinguish":   # a save's bare `extinguish`: the crew member it always sent
            self._extinguish(state, A.Extinguish(damage.fire_fighter(state)), ev, offered)
            return
        elif verb == "repair":
            state.repair_attempts -= 1
            push(state, {"do": "repair"})
        run(state, ev)

    def _extinguish(self, state, action, ev, offered):
        """8.2.3: the crew member the player sends fights the fire (one attempt spent)."""
        state.fire_attempts -= 1
        push(state, {"do": "extinguish", "actor": action.position})
        run(state, ev)

    def _decide(self, state, action, ev, offered):
        step = state.agenda[0]
        kind = state.pending["kind"]
        state.pending = None
        if isinstance(action, A.Simple) and action.verb == "extinguish":
            # 8.2.3: the Flt. Engineer's attempt in combat; the decision waits for him
            state.combat_fire_attempt -= 1
            push(state, {"do": "extinguish", "actor": "engineer"})
        elif kind in DECISION_KINDS:
            step["answer"] = str(action)
        elif isinstance(action, A.RollWith) and action.verb in ("roll", "fire"):
            step["chosen"] = list(action.bonuses)
        elif isinstance(action, A.RollWith) and action.verb == "evade":
            step["evaded"] = True
            step["stage"] = "await_evade"
            state.results["evade"] = False
            push(state, evade_check(action.bonuses))
        elif action.verb == "hold":
            step["chosen"] = []
            step["held"] = True
        elif action.verb == "reroll":
            step["reroll_now"] = True
        elif action.verb == "accept":
            step["accepted"] = True
        run(state, ev)


HANDLERS = {  # the handler of each kind of action (the legal list says in which phase it is played)
    A.ChooseTarget: ThunderbirdsRules._choose_target, A.RollConditions: ThunderbirdsRules._roll_conditions,
    A.ChooseCrew: ThunderbirdsRules._choose_crew, A.AssignPoints: ThunderbirdsRules._assign_points, A.PlanHex: ThunderbirdsRules._plan,
    A.Simple: ThunderbirdsRules._simple, A.RollWith: ThunderbirdsRules._decide, A.Restore: ThunderbirdsRules._decide,
    A.Extinguish: ThunderbirdsRules._extinguish,
}
SIMPLE = {FLY: ThunderbirdsRules._fly_action, DECIDE: ThunderbirdsRules._decide, DEBRIEF: ThunderbirdsRules._next_mission}  # a verb: by the phase


def decision(notation: str):
    """The action of a decision's option (`roll +cqp`, `accept`, ...): parsed once per notation."""
    action = DECISIONS.get(notation)
    if action is None:
        action = DECISIONS[notation] = A.parse(notation)
    return action


DECISIONS: dict = {}
PARSED: dict = {}  # notation -> its action (ThunderbirdsRules.parse)
PARSED_MOST = 4096  # notations kept at most (a tour uses a few hundred)
