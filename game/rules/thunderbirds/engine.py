"""Thunderbirds at War, one mission: the Rules object (TaW 4.0 sequence of play)."""
from __future__ import annotations

from itertools import combinations
from pathlib import Path

from game.rules.core import Event, Option, Outcome, RuleError, Rng

from . import actions as A
from . import data
from .board import DEFAULT_MAP
from .flight import board, log, push, run, target_index
from .grt import seat, table_roll
from .state import (CONDITIONS, CREW, DECIDE, FLY, OVER, PLAN, POINTS, TARGET, CrewMember,
                    MissionState, PathMarker)

HISTORICAL = data.historical_targets()


class ThunderbirdsRules:
    game_id = "thunderbirds"
    title = "Thunderbirds at War"
    players = ["crew"]
    options = {
        "target_method": Option("choice", ("choice", "historical", "random"),
                                "How the target is identified", "TaW 6.1"),
        "historical_mission": Option(1, tuple(range(1, len(HISTORICAL) + 1)),
                                     "Mission number of Table 4 (historical order)", "TaW 6.1"),
        "crew_quality": Option(3, (0, 1, 2, 3, 4, 5), "CQP the crew has earned", "TaW 6.4.1"),
        "locating": Option("navigator and aimer", ("navigator and aimer", "navigator or aimer"),
                           "Locating the target: both in turn (7.5.1) or the aimer if the navigator fails "
                           "(original Summary)", "TaW 7.5.1"),
        "conditions": Option("every check", ("every check", "spotting only"),
                             "Sky and moon modify every GRT roll (Summary) or only the rolls 7.x says",
                             "TaW 6.2"),
        "lw_pool": Option("two chits", ("two chits", "three chits"),
                          "LW Intensity draw after the first mission", "TaW 7.0.2"),
        "boom": Option(True, (True, False), "BOOM counter in the airframe pool (beginners remove it)",
                       "TaW 8.0"),
    }

    def __init__(self, map_path: str | Path = DEFAULT_MAP):
        self.map_path = str(map_path)

    # -- setup -----------------------------------------------------------------
    def new_state(self, seed: int, options: dict, players: list[str]) -> MissionState:
        t = data.tables()
        s = MissionState(rng=Rng(seed), options=dict(options), players=list(players), map_path=self.map_path)
        s.airframe = [None] * t["airframe_slots"]
        pool = dict(t["airframe_pool"]["counters"])
        if not options.get("boom", True):
            pool.pop("BOOM")
        s.airframe_pool = pool
        fp = t["flight_path_pool"]
        s.path_pool = {"Event": fp["event"], "No Event": fp["no_event"]}
        s.lw_pool = list(t["lw_intensity"]["chits"])
        s.event_pool = list(range(1, t["events"] + 1))
        s.cqp_bank = min(options.get("crew_quality", 0), t["cqp"]["bank_limit"])
        s.pdp = {k: 0 for k in t["pdp"]["kinds"]}
        s.bomb_track = None
        return s

    # -- reading ---------------------------------------------------------------
    def to_move(self, state) -> str:
        return "crew"

    def view(self, state, seat_: str):
        return state  # solitaire; face-down counters are drawn only when turned

    def outcome(self, state) -> Outcome | None:
        if state.result is None:
            return None
        r = state.result
        return Outcome("crew" if r["successful"] else None, r["text"])

    def parse(self, text: str):
        return A.parse(text)

    # -- legal actions ---------------------------------------------------------
    def legal_actions(self, state) -> list:
        p = state.phase
        if p == TARGET:
            return self._target_options(state)
        if p == CONDITIONS:
            return [A.RollConditions()]
        if p == CREW:
            others = [x for x in A.POSITIONS if x != "pilot"]
            return [A.ChooseCrew(c) for c in combinations(others, data.tables()["crew"]["size"] - 1)]
        if p == POINTS:
            return self._points_options(state)
        if p == PLAN:
            return self._plan_options(state)
        if p == FLY:
            return self._fly_options(state)
        if p == DECIDE:
            return [A.parse(o) for o in state.pending["options"]]
        return []

    def _target_options(self, state):
        method = state.options["target_method"]
        if method == "random":
            return [A.ChooseTarget("roll")]
        if method == "historical":
            return [A.ChooseTarget(HISTORICAL[state.options["historical_mission"] - 1]["name"])]
        return [A.ChooseTarget(n) for n in data.target_names()]

    def _cqp_limit(self, state) -> int:
        bank = state.cqp_bank
        if state.sprog and bank > 0:  # 6.4.3: a sprog lowers the CQP by 1, to a minimum of 1
            bank = max(1, bank - 1)
        return min(bank, data.tables()["cqp"]["per_mission"])

    def _points_options(self, state):
        t = data.tables()
        kinds = [k for k, who in t["cqp"]["kinds"].items() if who in state.crew]
        limit = self._cqp_limit(state)
        cqps = [c for n in range(limit + 1) for c in combinations(kinds, n)]
        each = t["pdp"]["max_each"]
        pdps = []
        for man in range(each["man"] + 1):
            for stam in range(each["stam"] + 1):
                for rr in range(each["reroll"] + 1):
                    for disc in range(each["disc"] + 1):
                        combo = ("man",) * man + ("stam",) * stam + ("reroll",) * rr + ("disc",) * disc
                        if len(combo) <= t["pdp"]["per_mission"]:
                            pdps.append(combo)
        return [A.AssignPoints(c, p) for c in cqps for p in pdps]

    # -- path planning (6.5.1, 7.10) ---------------------------------------------
    def _plan_state(self, state):
        b = board(state)
        cur = state.path[-1].cell if state.path else b.home
        reached = any(m.leg == "targetbound" and m.cell == state.target_cell for m in state.path)
        return b, cur, reached

    def _plan_options(self, state):
        out = [A.PlanHex(f"{c},{r}") for c, r in self._plan_cells(state)]
        b, cur, reached = self._plan_state(state)
        if self._karmoy_ok(state) is None:
            out.append(A.PlanHex("karmoy"))
        if state.path:
            out.append(A.PlanHex("reset"))
        return out

    def _plan_cells(self, state):
        return [c for c in self._candidates(state) if self._plan_refusal(state, c) is None]

    def _candidates(self, state):
        b, cur, reached = self._plan_state(state)
        if cur == b.karmoy:
            return b.karmoy_gates()
        return b.grid.neighbours(cur)

    def _plan_refusal(self, state, cell) -> str | None:
        """Why the next hex of the flight path cannot be `cell`, or None (6.5, 6.5.1)."""
        b, cur, reached = self._plan_state(state)
        p = data.tables()["path"]
        n = len(state.path) + 1
        if not b.on_map(cell):
            return "The flight path must stay on the map"
        if cur == b.karmoy:
            if cell not in b.karmoy_gates():
                return "From Karmoy the Wimpy re-enters the map at the top edge below the box"
        elif b.grid.distance(cur, cell) != 1:
            return "Each flight path marker goes in a hex next to the previous one"
        if not reached:
            if cell == b.home:
                return "The targetbound path cannot pass through 6 Group"
            if state.target_cell == b.karmoy:
                need = n + b.distance(cell, b.karmoy) + b.distance(b.karmoy, b.home)
            else:
                need = n + b.distance(cell, state.target_cell) + b.distance(state.target_cell, b.home)
            if need > p["max_markers"]:
                return f"That hex leaves too few markers to reach the target and come home (at most {p['max_markers']})"
        else:
            if cell == b.home:
                if n < p["min_markers"]:
                    return f"The flight path needs at least {p['min_markers']} markers"
            elif n + b.distance(cell, b.home) > p["max_markers"]:
                return f"That hex leaves too few markers to come home (at most {p['max_markers']})"
        if cur != b.karmoy:
            d = b.grid.direction_between(cur, cell)
            if any(m.cell == cur and m.exit == d for m in state.path[:-1]):
                return "Two markers in one hex must point to different hexsides (Table 5)"
        return None

    def _karmoy_ok(self, state) -> str | None:
        b, cur, reached = self._plan_state(state)
        p = data.tables()["path"]
        if state.target_cell != b.karmoy or reached:
            return "Only a Karmoy flight leaves the map for the Karmoy box (7.10)"
        if cur not in b.karmoy_gates():
            return "The Karmoy box is reached from the top edge hexes below it (7.10)"
        out, _home = b.karmoy_markers
        if len(state.path) + out + b.distance(b.karmoy, b.home) > p["max_markers"]:
            return f"Not enough markers left to fly to Karmoy and back (at most {p['max_markers']})"
        return None

    def _plan(self, state, action, ev):
        b, cur, reached = self._plan_state(state)
        if action.where == "reset":
            if not state.path:
                raise RuleError("The flight path is empty already", "TaW 6.5.1")
            state.path.clear()
            log(ev, "plan", "The flight path is cleared", path=[])
            return
        if action.where == "karmoy":
            why = self._karmoy_ok(state)
            if why:
                raise RuleError(why, "TaW 7.10")
            out, home = b.karmoy_markers
            state.path += [PathMarker(b.karmoy, "targetbound", karmoy=True) for _ in range(out)]
            state.path += [PathMarker(b.karmoy, "homebound", karmoy=True) for _ in range(home)]
            log(ev, "plan", f"{out} targetbound and {home} homebound markers stacked in the Karmoy box (7.10)",
                cell=b.karmoy, markers=len(state.path))
            return
        try:
            cell = action.cell
        except ValueError:
            raise RuleError("Not a hex", "TaW 6.5.1") from None
        why = self._plan_refusal(state, cell)
        if why:
            raise RuleError(why, "TaW 6.5.1")
        if state.path and cur != b.karmoy:
            state.path[-1].exit = b.grid.direction_between(cur, cell)
        leg = "homebound" if reached else "targetbound"
        state.path.append(PathMarker(cell, leg))
        log(ev, "plan", f"Flight path marker {len(state.path)} ({leg}) in hex {cell[0]},{cell[1]}",
            cell=cell, leg=leg, markers=len(state.path))
        if reached and cell == b.home:
            state.fuel = len(state.path) * data.tables()["path"]["fuel_per_hex"]  # 6.5.3a
            state.bomb_track = "Low Alt."  # 6.5.3b (errata)
            state.wimpy = b.home
            state.phase = FLY
            log(ev, "plan", f"Flight path complete: {len(state.path)} markers, fuel {state.fuel} (6.5.3)",
                markers=len(state.path), fuel=state.fuel)

    # -- flight ----------------------------------------------------------------
    def fuel_cost(self, state) -> int:
        """7.0.4: one per hex; 8.2.2: damage adds one every second hex (not more)."""
        cost = data.tables()["path"]["fuel_per_hex"]
        if state.fuel_drain and (state.drain_count + 1) % 2 == 0:
            cost += 1
        return cost

    def _fly_options(self, state):
        out = []
        b = board(state)
        more = state.position + 1 < len(state.path)
        if more and state.fuel >= self.fuel_cost(state):
            out.append(A.Simple("fly"))
        here = b.hex(state.wimpy)
        if state.position >= 0 and state.leg == "homebound" and here.england:
            out.append(A.Simple("land"))
        elif more and state.fuel < self.fuel_cost(state):
            out.append(A.Simple("ditch"))
        if state.fires and state.fire_attempts > 0:
            out.append(A.Simple("extinguish"))
        return out

    def _fly(self, state, ev):
        b = board(state)
        if state.position < 0:
            self._take_off(state, ev)
        cost = self.fuel_cost(state)
        if state.fuel < cost:
            raise RuleError("Not enough fuel to enter the next hex", "TaW 7.0.4")
        state.fuel -= cost
        if state.fuel_drain:
            state.drain_count += 1
        state.position += 1
        marker = state.path[state.position]
        frm, state.wimpy = state.wimpy, marker.cell
        state.fire_attempts = 2 if state.altitude == "high" else 1  # 8.2.3
        if state.position == target_index(state):
            state.fire_attempts = 1
        state.fighters = 0
        log(ev, "move", f"The Wimpy enters hex {marker.cell[0]},{marker.cell[1]} "
                        f"({b.hex(marker.cell).name or b.hex(marker.cell).terrain}); fuel {state.fuel}",
            frm=frm, to=marker.cell, fuel=state.fuel, cost=cost, index=state.position)
        steps = []
        for i in range(len(state.fires)):  # 8.2.4: an unchecked fire spreads every second hex
            state.fires[i] += 1
            if state.fires[i] % 2 == 0:
                steps.append({"do": "damage", "source": "Fire spreads (8.2.4)"})
        pool = state.path_pool
        back = "Event"
        if sum(pool.values()):
            items = [k for k, n in pool.items() for _ in range(n)]
            back = state.rng.choice(items)
            pool[back] -= 1
        marker.back = back
        log(ev, "marker", f"Flight path marker turned: {back}", index=state.position, back=back)
        if back == "Event":
            steps.append({"do": "event"})
        steps.append({"do": "hex"})
        if state.position == len(state.path) - 1:
            steps.append({"do": "land", "where": "6 Group"})
        push(state, *steps)

    def _take_off(self, state, ev):
        """7.0.1: draw the Luftwaffe Intensity chit; 7.0.2 the pool."""
        state.lw_chit = state.rng.choice(state.lw_pool)
        log(ev, "lw", f"Luftwaffe Intensity chit: {state.lw_chit} (7.0.1)", chit=state.lw_chit)

    # -- apply -----------------------------------------------------------------
    def apply(self, state, action) -> list[Event]:
        ev: list[Event] = []
        state.last_rolls = []
        if state.result is not None:
            raise RuleError("The mission is over", "TaW 7.8")
        legal = self.legal_actions(state)
        if action not in legal:
            raise RuleError(self._refusal(state, action), self._rule_of(state))
        p = state.phase
        if p == TARGET:
            self._choose_target(state, action, ev)
        elif p == CONDITIONS:
            self._conditions(state, ev)
        elif p == CREW:
            self._crew(state, action, ev)
        elif p == POINTS:
            self._points(state, action, ev)
        elif p == PLAN:
            self._plan(state, action, ev)
        elif p == FLY:
            self._fly_action(state, action, ev)
        elif p == DECIDE:
            self._decide(state, action, ev)
        return ev

    def _rule_of(self, state) -> str:
        return {TARGET: "TaW 6.1", CONDITIONS: "TaW 6.2", CREW: "TaW 6.3", POINTS: "TaW 6.4",
                PLAN: "TaW 6.5.1", FLY: "TaW 7.0.3", DECIDE: "TaW 6.4.2", OVER: "TaW 7.8"}[state.phase]

    def _refusal(self, state, action) -> str:
        p = state.phase
        if p == PLAN and isinstance(action, A.PlanHex):
            if action.where == "karmoy":
                return self._karmoy_ok(state) or "Not now"
            if action.where not in ("reset",):
                try:
                    return self._plan_refusal(state, action.cell) or "Not now"
                except ValueError:
                    pass
        if p == TARGET and isinstance(action, A.ChooseTarget):
            if action.name not in data.target_names() and action.name != "roll":
                return f"{action.name} is not a target of Table 4"
            return f"With target selection by {state.options['target_method']}, that target cannot be chosen"
        if p == POINTS and isinstance(action, A.AssignPoints):
            return (f"Up to {self._cqp_limit(state)} CQP, one each to a specialist aboard; up to 3 PDP "
                    "(one Man +1, one Stam +1, one Reroll, two DISC)")
        if p == FLY and isinstance(action, A.Simple):
            if action.verb == "land":
                return "Only homebound, in a hex with any part of England in it (7.8.2)"
            if action.verb == "ditch":
                return "The Wimpy ditches only when it cannot go on (7.8.4)"
            if action.verb == "extinguish":
                return "No fire to put out, or no attempt left in this hex (8.2.3)"
            if action.verb == "fly":
                return "The Wimpy cannot go on: no fuel or no path left"
        if p == DECIDE:
            return f"Waiting for: {state.pending['label']} (choose one of {', '.join(state.pending['options'])})"
        return f"That is not possible now: the game waits for {p}"

    def _choose_target(self, state, action, ev):
        name = action.name
        if name == "roll":  # Table 1: d6 row x d10 column -> Random Selection #
            d6 = state.rng.die(6)
            d10 = state.rng.randint(0, 9)
            sel = data.targets()["randomizer"][d6][d10]
            names = data.selection(sel)
            name = state.rng.choice(names)
            log(ev, "target", f"Mission Randomizer: d6 {d6}, d10 {d10} = Random Selection {sel}: {name} "
                              f"(one of {', '.join(names)})", d6=d6, d10=d10, selection=sel)
        entry = None
        if state.options["target_method"] == "historical":
            entry = HISTORICAL[state.options["historical_mission"] - 1]
        b = board(state)
        state.target = name
        state.target_cell = b.targets[name]
        state.target_flak = b.hex(state.target_cell).flak
        state.sprog = bool(entry and entry["red"])
        state.ordnance = data.targets()["ordnance"].get(name, "bombs")
        state.phase = CONDITIONS
        log(ev, "target", f"Target: {name} ({state.target_flak} triangle, hex "
                          f"{state.target_cell[0]},{state.target_cell[1]})", target=name, cell=state.target_cell,
            flak=state.target_flak)

    def _conditions(self, state, ev):
        tc = data.tables()["target_conditions"]
        for what in ("sky", "moon"):
            rows = tc[what]
            roll = table_roll(state, f"Target conditions, {what}",
                              lambda d: data.table_lookup(rows, d)["name"])
            row = data.table_lookup(rows, roll.die)
            setattr(state, what, {"name": row["name"], "drm": row["drm"], "die": roll.die})
            state.last_rolls.append(roll)
            log(ev, "roll", f"{roll.text()} ({row['drm']:+d} DRM)", roll=roll.__dict__)
        state.phase = CREW

    def _crew(self, state, action, ev):
        crew = data.tables()["crew"]["positions"]
        state.crew = {}
        for pos in ("pilot",) + action.positions:
            c = crew[pos]
            state.crew[pos] = CrewMember(pos, c["label"], c["number"])
        log(ev, "crew", "Crew: " + ", ".join(m.label for m in state.crew.values()),
            crew=list(state.crew))
        state.phase = POINTS

    def _points(self, state, action, ev):
        kinds = data.tables()["cqp"]["kinds"]
        for k in action.cqp:
            state.crew[kinds[k]].cqp = k
        for k in action.pdp:
            state.pdp[k] += 1
        log(ev, "points", f"CQP: {', '.join(action.cqp) or 'none'}; PDP: {', '.join(action.pdp) or 'none'}",
            cqp=list(action.cqp), pdp=list(action.pdp))
        state.phase = PLAN

    def _fly_action(self, state, action, ev):
        verb = action.verb
        if verb == "fly":
            self._fly(state, ev)
        elif verb == "land":
            push(state, {"do": "land", "where": "a field in England"})
        elif verb == "ditch":
            from .flight import end
            hx = board(state).hex(state.wimpy)
            if hx.england:
                end(state, ev, "crashed", "Out of fuel over England: crash landing (7.8.4)")
            else:
                end(state, ev, "ditched", f"Out of fuel: the Wimpy ditches over {hx.terrain} (7.8.4; "
                                          "Survival Tables in Part II)")
            return
        elif verb == "extinguish":
            state.fire_attempts -= 1
            actor = "engineer" if seat(state, "engineer") else "pilot"
            push(state, {"do": "extinguish", "actor": actor})
        run(state, ev)

    def _decide(self, state, action, ev):
        step = state.agenda[0]
        state.pending = None
        if isinstance(action, A.RollWith) and action.verb in ("roll", "fire"):
            step["chosen"] = list(action.bonuses)
        elif isinstance(action, A.RollWith) and action.verb == "evade":
            from .flight import crew_check
            step["evaded"] = True
            step["stage"] = "await_evade"
            state.results["evade"] = False
            push(state, crew_check("evade", "Pilot manoeuvres", "pilot", man=True, chosen=action.bonuses,
                                   words=("evaded", "failed")))
        elif action.verb == "hold":
            step["chosen"] = []
            step["held"] = True
        elif action.verb == "reroll":
            step["reroll_now"] = True
        elif action.verb == "accept":
            step["accepted"] = True
        elif action.verb == "jettison":
            state.agenda.pop(0)
            state.ordnance_aboard = False
            state.bombed = "germany"
            state.cqp_earned = data.tables()["cqp"]["earned"]["green"]
            log(ev, "bombs", "Bombs released over Germany: a successful mission, worth a green target (7.5.2[1])")
            push(state, {"do": "go_home"})
        elif action.verb == "keep":
            state.agenda.pop(0)
            log(ev, "info", "The bombs stay aboard")
            push(state, {"do": "go_home"})
        run(state, ev)


RULES = ThunderbirdsRules()
