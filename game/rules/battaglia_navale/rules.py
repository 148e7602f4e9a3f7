"""Battaglia Navale's Rules object: new state, legal actions, apply, outcome, view, parse."""
from __future__ import annotations

from ..core import Event, Option, Outcome, Rng, RuleError
from . import actions as A
from . import words
from . import air, combat, movement, setup
from .board import default_board, load_board
from .phases import PHASES
from .placement import ship_cells
from .position import Position, aloft_cells, position
from .state import PLANES, Battery, Fleet, Plane, Ship, State, TurnState, clone, hidden_view

OTHER_PHASE = "That is not a move of the game now"  # an action of another phase during a turn


EXPECTED = {  # the kinds of action each phase takes
    "islands": {A.DrawIslands}, "battery": {A.PlaceBattery},
    "fleet": {A.PlaceFleetShip, A.AutoFleet}, "lot": {A.DrawLot},
    "place_planes": {A.PlacePlane, A.AutoPlanes}, "aa_reply": {A.AntiAircraft, A.HoldFire},
    "turn": {A.TurnPolaris, A.Move, A.Place, A.Fire, A.Missile, A.Raid, A.Land, A.AntiAircraft,
             A.EndTurn, A.Pass},
}


KEEP_CELLS = {A.EndTurn, A.TurnPolaris, A.Pass, A.HoldFire, A.Raid}  # actions that move nothing on the chart
# actions whose check costs more than finding them in the legal list
CHECKED_BY_LISTING = {A.Place, A.Fire, A.Raid, A.Pass, A.PlacePlane, A.PlaceFleetShip}


class BattagliaNavaleRules:
    game_id = "battaglia-navale"
    title = "Battaglia Navale"
    players = ["white", "grey"]  # BN Preliminaries: the rulebook's two colours (white south, grey north)
    options = {
        "aa_timing": Option("fire", ("fire", "turn", "reply"),
                            "Anti-aircraft fire is the turn's one fire, takes the whole turn, "
                            "or is a free reply right after a raid",
                            "BN Aircraft", rulebook="fire", recommended="fire",
                            why="The rulebook's turn: move and fire, anti-aircraft fire being a fire",
                            words=("the turn's fire", "a whole turn", "a free reply")),
        "plane_flight": Option("any", ("any", "straight"),
                               "Planes fly 3 squares along any route, or in a straight line",
                               "BN Aircraft", rulebook="any", recommended="any",
                               why="Planes fly over anything; only ships keep to one line",
                               words=("any route", "straight line")),
        "southern_island": Option("edge", ("edge", "none"),
                                  "An island drawn on the southern row lies on the chart's edge, or is not placed",
                                  "BN Preliminaries", rulebook="edge", recommended="edge",
                                  why="Islands straddle their square's south side, here the chart's edge",
                                  words=("on the edge", "not placed")),
        "friendly_fire": Option(False, (False, True),
                                "Red marks also hit your own ships (their counters go to the opponent)",
                                "BN Fire", rulebook=True, recommended=False,
                                why="Fire is aimed at the enemy; own hits would punish a crowded square"),
        "quiet_limit": Option(0, (0, 40, 80, 160),
                              "The game ends after this many turns without a capture",
                              "BN End", rulebook=0, recommended=0,
                              why="The rulebook's game has no limit; players can still agree to stop",
                              words=("never", "40 turns", "80 turns", "160 turns")),
    }

    def __init__(self, data, map_path=None):
        self.data = data   # the house data or a player's set (data.py, game/rules/gamedata.py)
        self.map_path = str(map_path) if map_path else None

    # -- a new game ---------------------------------------------------------------------
    def new_state(self, seed: int, options: dict, players: list) -> State:
        board = default_board(self.data) if self.map_path is None else load_board(self.data, self.map_path)
        players = list(players or self.players)
        chart_sides = sorted(board.bases, key=lambda s: -board.bases[s][0])  # south base first
        fleets = {}
        for seat, chart_side in zip(players, chart_sides):
            fleets[seat] = self._fleet(seat)
        if chart_sides != players:
            board = _rename_sides(board, dict(zip(chart_sides, players)))
        rng = Rng(seed)
        deck = sorted(self.data.fire_cards)
        rng.shuffle(deck, "Fire deck")  # BN Fire: the deck is shuffled thoroughly beforehand
        opts = {name: options.get(name, o.default) for name, o in self.options.items()}
        state = State(seed, opts, players, rng, board, fleets, deck, phase="islands", to_move=players[0],
                      data=self.data)
        state.blocked_sides = board.blocked_sides
        return state

    def _fleet(self, side: str) -> Fleet:
        ships = {}
        for code in self.data.numbers["ship_order"]:
            d = self.data.unit(code)
            ships[code] = Ship(code, side, d["name"], (), d["counters"])
        planes = {p: Plane(p, side) for p in PLANES[:self.data.numbers["planes"]["count"]]}
        return Fleet(side, ships, planes, Battery(side))

    # -- reading ------------------------------------------------------------------------
    def to_move(self, state: State) -> str:
        return state.to_move

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def view(self, state: State, seat: str):
        return hidden_view(state)

    def clone(self, state: State) -> State:
        """An independent copy of the state, cheaper than a deepcopy (see state.clone)."""
        return clone(state)

    def summary(self, state: State) -> str:
        """Where the battle stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state)

    def describe(self, state, action) -> str:
        """A move in words before it is played, without its outcome (issue 31; words.py)."""
        return words.describe(state, action)

    def parse(self, text: str):
        return A.parse(text)

    # -- legal actions ----------------------------------------------------------------------
    def legal_actions(self, state: State) -> list:
        """Listed once per position (kept in state.derived until the next apply)."""
        if state.result is not None:
            return []
        pos = state.derived or position(state)
        legal = pos.legal
        if legal is None:
            legal = pos.legal = self._legal_actions(state)
        return list(legal)

    def _legal_actions(self, state: State) -> list:
        side, phase = state.to_move, state.phase
        if phase == "turn":
            return self._turn_actions(state, side)
        if phase == "islands":
            return [A.DrawIslands()]
        if phase == "battery":
            return [A.PlaceBattery(c) for c in setup.battery_sites(state, side)]
        if phase == "fleet":
            out = [A.AutoFleet()]
            out += [A.place_fleet_ship(u, a, h) for u, a, h, _ in setup.fleet_options(state, side)]
            return out
        if phase == "lot":
            return [A.DrawLot()]
        if phase == "place_planes":
            return [A.AUTO_PLANES] + air.place_plane_options(state)
        if phase == "aa_reply":
            return [A.HoldFire()] + combat.aa_options(state, side, state.aa_square)
        return self._turn_actions(state, side)

    def _turn_actions(self, state: State, side: str) -> list:
        fleet, turn, pos = state.fleets[side], state.turn, position(state)
        started = turn.started
        out: list = []
        if not started:
            if not fleet.polaris_token:
                out += [A.turn_polaris(n) for n in sorted(state.board.platform_cells[side])
                        if n not in fleet.polaris_turned]
            out += air.raid_options(state, side)
            out += [A.land(p) for p in air.land_options(state, side)]
            if state.options["aa_timing"] == "turn":
                out += _aa_fires(state, side, pos)
        if not turn.moved_then_fired:  # BN Fire: move then fire, or fire then move
            if pos.moves is None:
                if pos.move_candidates is None:
                    pos.move_candidates = movement.move_candidates(state, side)
                    pos.move_squares = {dest for dest, _fits, _action in pos.move_candidates}
                pos.moves = movement.moves_that_fit(pos.move_candidates, pos.masks)
            out += pos.moves
            if turn.moved:
                out += movement.place_options(state, side, pos.masks)
        if pos.tail is None:  # (kept while ships are only set in their squares: Position.ship_moved)
            tail = []
            if not turn.fired:
                if pos.shots is None:
                    pos.shots = (combat.fire_options(state, side)
                                 + [A.missile(t) for t in combat.missile_options(state, side)])
                tail += pos.shots
                if state.options["aa_timing"] == "fire":  # BN Aircraft: anti-aircraft fire is the move's fire
                    tail += _aa_fires(state, side, pos)
            if started:
                tail.append(A.END_TURN)
            pos.tail = tail
        out += pos.tail
        if not out:
            out.append(A.PASS)  # decided: a player with nothing to do passes (never a deadlock)
        return out

    # -- applying ---------------------------------------------------------------------------
    def apply(self, state: State, action) -> list:
        """Play an action; what was derived from the position before it is dropped, except after a
        ship's move or setting in its square, where only that ship's cells changed."""
        pos = state.derived
        kind = type(action)
        try:
            events = self._apply(state, action)
            if pos is None and (kind is A.Place or kind is A.Move):
                # (a typed or replayed move: its checks built the tables before the ship moved)
                pos = state.derived
        finally:
            state.derived = None
        if pos is not None and state.result is None:
            if kind is A.Place or kind is A.Move:
                data = events[0].data
                # planes may fly over their own side's ships (BN Aircraft)
                if not aloft_cells(state, pos).isdisjoint(data["from_cells"]):
                    return events  # a plane flies over a cell it left: the taken cells are listed anew
                candidates = pos.move_candidates
                pos.ship_moved(state.board, data["from_cells"], data["cells"], same_square=kind is A.Place)
                if kind is A.Move and candidates is not None:
                    pos.move_candidates = movement.candidates_after_move(state, state.to_move, candidates)
                    pos.move_squares = {dest for dest, _fits, _action in pos.move_candidates}
                state.derived = pos
            elif kind in KEEP_CELLS or (kind is A.PlacePlane and state.raid is not None):
                state.derived = Position(pos.masks)  # nothing moved on the chart (the planes bomb last)
        return events

    def _apply(self, state: State, action) -> list:
        if state.result is not None:
            raise RuleError("The game is over", "BN End")
        side, phase = state.to_move, state.phase
        kind = type(action)
        if kind not in EXPECTED[phase]:
            step = PHASES[phase]
            raise RuleError(OTHER_PHASE if phase == "turn" else step.prompt, step.rule)
        # an action listed as legal for this very position needs no second check (checked=...)
        listed = kind in CHECKED_BY_LISTING and state.derived is not None and state.derived.listed(action)
        return HANDLERS[kind](self, state, side, action, listed)

    # -- the handlers of HANDLERS: (state, side to move, action, listed) -> events ----------
    def _draw_islands(self, state: State, side: str, action, listed: bool) -> list:
        return setup.draw_islands(state)

    def _place_battery(self, state: State, side: str, action, listed: bool) -> list:
        return setup.place_battery(state, side, action.cell)

    def _auto_fleet(self, state: State, side: str, action, listed: bool) -> list:
        return setup.auto_fleet(state, side)

    def _place_fleet_ship(self, state: State, side: str, action, listed: bool) -> list:
        return setup.place_fleet_ship(state, side, action.unit, action.cell, action.heading, checked=listed)

    def _draw_lot(self, state: State, side: str, action, listed: bool) -> list:
        return setup.draw_lot(state)

    def _place_planes(self, state: State, side: str, action, listed: bool) -> list:
        events = air.auto_planes(state) if type(action) is A.AutoPlanes else \
            air.place_plane(state, action.plane, action.cell, checked=listed)
        if state.raid is None:
            events += self._after_raid(state, side)
        return events

    def _place(self, state: State, side: str, action, listed: bool) -> list:
        ship = state.fleets[side].ships.get(action.unit)
        length = len(ship.cells) if ship and ship.cells else state.data.unit(action.unit)["cells"]
        return movement.do_place(state, side, action.unit, ship_cells(action.cell, action.heading, length),
                                 checked=listed)

    def _turn_polaris(self, state: State, side: str, action, listed: bool) -> list:
        fleet = state.fleets[side]
        if state.turn.started:
            raise RuleError("Turning a Polaris counter takes the whole move", "BN Polaris")
        if fleet.polaris_token:
            raise RuleError("You already hold the Polaris token: launch it first", "BN Polaris")
        if action.number in fleet.polaris_turned or action.number not in state.board.platform_cells[side]:
            raise RuleError(f"Polaris counter {action.number} is already face up", "BN Polaris")
        return self._polaris(state, side, action.number) + self._end(state)

    def _move(self, state: State, side: str, action, listed: bool) -> list:
        return movement.do_move(state, side, action.unit, action.direction, action.squares)

    def _fire(self, state: State, side: str, action, listed: bool) -> list:
        problem = None if listed else combat.fire_problem(state, side, action.target, action.units)
        if problem:
            raise problem
        return combat.do_fire(state, side, action.target, action.units)

    def _missile(self, state: State, side: str, action, listed: bool) -> list:
        problem = combat.missile_problem(state, side, action.target)
        if problem:
            raise problem
        return combat.do_missile(state, side, action.target)

    def _raid(self, state: State, side: str, action, listed: bool) -> list:
        return air.start_raid(state, side, action.target, action.planes, checked=listed)

    def _land(self, state: State, side: str, action, listed: bool) -> list:
        return air.land(state, side, action.planes) + self._end(state)

    def _anti_aircraft(self, state: State, side: str, action, listed: bool) -> list:
        if state.phase == "aa_reply":
            return self._aa_reply(state, side, action, listed)
        timing, turn = state.options["aa_timing"], state.turn
        if timing == "reply":
            raise RuleError("Anti-aircraft fire is only a reply right after an enemy raid "
                            "(option aa_timing)", "BN Aircraft")
        if timing == "turn" and turn.started:
            raise RuleError("Anti-aircraft fire takes the whole move (option aa_timing)", "BN Aircraft")
        if turn.fired:
            raise RuleError("You have already fired this turn: whoever carries out anti-aircraft fire "
                            "may not, in the same move, carry out any other fire", "BN Aircraft")
        problem = combat.aa_problem(state, side, action.target, action.units)
        if problem:
            raise problem
        events = combat.do_aa(state, side, action.target, action.units)
        return events + self._end(state) if timing == "turn" else events

    def _end_turn(self, state: State, side: str, action, listed: bool) -> list:
        if not state.turn.started:
            raise RuleError("Move or fire before ending the turn", "BN Start")
        return self._end(state)

    def _pass(self, state: State, side: str, action, listed: bool) -> list:
        if not listed and any(not isinstance(a, A.Pass) for a in self._turn_actions(state, side)):
            raise RuleError("You may pass only when nothing else is possible", PHASES["turn"].rule)
        return [Event("pass", f"{side.capitalize()} passes", {"side": side})] + self._end(state)

    def _polaris(self, state: State, side: str, number: int) -> list:
        """BN Polaris: turn one counter; with all four turned take the token, turn them back."""
        fleet = state.fleets[side]
        fleet.polaris_turned.append(number)
        events = [Event("polaris_turn", f"{side.capitalize()} turns Polaris counter {number} "
                        f"({len(fleet.polaris_turned)}/4)", {"side": side, "number": number,
                                                             "turned": list(fleet.polaris_turned)})]
        if len(fleet.polaris_turned) >= state.data.numbers["polaris"]["counters"]:
            fleet.polaris_turned.clear()
            fleet.polaris_token = True
            events.append(Event("polaris_token", f"{side.capitalize()} completes the missile and takes "
                                "the Polaris token", {"side": side}))
        return events

    def _after_raid(self, state: State, side: str) -> list:
        if state.result is not None:
            return []
        if state.options["aa_timing"] == "reply":
            target = state.last_fire.target
            enemy = state.opponent(side)
            if combat.enemy_planes_in(state, enemy, target) and combat.aa_units(state, enemy, target):
                events = self._end(state)
                if state.result is None:
                    state.phase, state.aa_square = "aa_reply", target
                return events
        return self._end(state)

    def _aa_reply(self, state: State, side: str, action, listed: bool) -> list:
        events = []
        if isinstance(action, A.AntiAircraft):
            if action.target != state.aa_square:
                raise RuleError(f"The reply is against the planes over square {state.aa_square}",
                                "BN Aircraft")
            problem = combat.aa_problem(state, side, action.target, action.units)
            if problem:
                raise problem
            events = combat.do_aa(state, side, action.target, action.units)
        else:
            events = [Event("hold_fire", f"{side.capitalize()} holds anti-aircraft fire", {"side": side})]
        if state.result is None:
            state.phase, state.aa_square = "turn", None
        return events

    def _end(self, state: State) -> list:
        """The turn passes to the opponent; the house stall limit may end the game."""
        if state.result is not None:
            return []
        side = state.to_move
        state.turn = TurnState()
        state.turn_number += 1
        state.quiet_turns += 1
        state.to_move = state.opponent(side)
        state.phase = "turn"
        events = [Event("turn_end", f"{side.capitalize()} ends the turn", {"side": side,
                                                                          "next": state.to_move})]
        limit = state.options["quiet_limit"]
        if limit and state.quiet_turns >= limit:
            a, b = state.players
            ca, cb = state.captured(a), state.captured(b)
            winner = a if ca > cb else b if cb > ca else None
            state.result = Outcome(winner, f"{limit} turns without a capture: {a.capitalize()} {ca}, {b.capitalize()} {cb} counters "
                                           "captured (house rule, BN End)", "quiet_limit")
            state.phase = "over"
            events.append(Event("game_over", state.result.how, {"winner": winner}))
        return events


HANDLERS = {  # the handler of each kind of action (EXPECTED says in which phases it is played)
    A.DrawIslands: BattagliaNavaleRules._draw_islands, A.PlaceBattery: BattagliaNavaleRules._place_battery,
    A.AutoFleet: BattagliaNavaleRules._auto_fleet, A.PlaceFleetShip: BattagliaNavaleRules._place_fleet_ship, A.DrawLot: BattagliaNavaleRules._draw_lot,
    A.PlacePlane: BattagliaNavaleRules._place_planes, A.AutoPlanes: BattagliaNavaleRules._place_planes,
    A.AntiAircraft: BattagliaNavaleRules._anti_aircraft, A.HoldFire: BattagliaNavaleRules._aa_reply,
    A.Place: BattagliaNavaleRules._place, A.TurnPolaris: BattagliaNavaleRules._turn_polaris, A.Move: BattagliaNavaleRules._move, A.Fire: BattagliaNavaleRules._fire,
    A.Missile: BattagliaNavaleRules._missile, A.Raid: BattagliaNavaleRules._raid, A.Land: BattagliaNavaleRules._land, A.EndTurn: BattagliaNavaleRules._end_turn,
    A.Pass: BattagliaNavaleRules._pass,
}


def _aa_fires(state: State, side: str, pos: Position) -> list:
    """combat.aa_options of the side to move, kept in the position (see Position.ship_moved)."""
    if pos.aa is None:
        pos.aa = combat.aa_options(state, side)
    return pos.aa


def _rename_sides(board, names: dict):
    """The chart names its sides; seats with other names take them over (south base first)."""
    from dataclasses import replace
    return replace(board,
                   bases={names[k]: v for k, v in board.bases.items()},
                   promontory_cells={names[k]: v for k, v in board.promontory_cells.items()},
                   platform_cells={names[k]: v for k, v in board.platform_cells.items()},
                   battery_sites={names[k]: v for k, v in board.battery_sites.items()},
                   piers=tuple((names.get(s, s), pts) for s, pts in board.piers))

