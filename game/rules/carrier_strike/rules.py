"""The Carrier Strike! Rules object: legal actions, apply, outcome, views.

Flow of a game (``state.phase``): place -> pilots -> (turns of) choose -> move | carrier ->
declare [-> order -> order] [-> return] -> next throw or the other side's turn ... -> over.
"""
from __future__ import annotations

import copy
import functools
import itertools
from collections import Counter

from ..core import Event, Option, RuleError
from ..seats import seat_words
from . import actions as A
from . import words
from . import combat, fleet, turns
from .board import load_board
from .phases import PHASES
from .tables import tables_for
from .state import (CARRIER, CHOOSE, DECLARE, MOVE, ORDER, OVER, PILOTS, PLACE, RETURN, LegalActions,
                    Roll, State, compass_word, copy_state, toward)



@functools.lru_cache(maxsize=64)
def _orders(hand: tuple) -> tuple:
    """Every play order of a dogfight hand, each once (CS Dogfights 6), made once per hand
    for the last few hands (a search plays the same battle over and over). Not for
    thousands: 120 Order values a hand, kept, make every full garbage collection long."""
    return tuple(A.Order(p) for p in dict.fromkeys(itertools.permutations(hand)))


PLANE_MOVES = (A.Taxi, A.Launch, A.Fly, A.Land)
WAYS = {fleet.FORWARD: "forward", fleet.LEFT: "left", fleet.RIGHT: "right"}


def _offered(action, legal) -> bool:
    """The very value of the legal list (a player picked it from the list): found by
    identity, without comparing it field by field with the others; during a movement,
    among the moves of the plane it names."""
    pool = legal.actions
    if legal.moves is not None:
        pool = legal.moves.get(getattr(action, "plane", None), pool)
    for offered in pool:
        if offered is action:
            return True
    return False


@functools.lru_cache(maxsize=None)
def _carrier_moves(carrier_ids: tuple, face: str) -> tuple:
    """The moves of the carriers of a throw by the T/F die: F one space forward, T a turn
    left or right (CS Carriers 1-2)."""
    out = []
    for cid in carrier_ids:
        if face == "F":
            out.append(A.Forward(cid))
        else:
            out.extend([A.Turn(cid, "left"), A.Turn(cid, "right")])
    return tuple(out)


class CarrierStrikeRules:
    game_id = "carrier-strike"
    title = "Carrier Strike!"
    players = ["red", "yellow"]
    options = {
        "players": Option(2, (2, 3, 4), "Number of players (3 or 4 play in two teams)", "CS Teams",
                          rulebook=2, recommended=2,
                          why="The two-player game is the rulebook's main game"),
        "plane_dice": Option(1, (1, 2), "Planes move by the roll of one die or of two", "CS Start 1",
                             rulebook=1, recommended=1,
                             why="The rulebook calls its one T/F die dice too; one die keeps flights short",
                             words=("one die", "two dice")),
        "partial_moves": Option(False, (False, True), "Planes may leave movement points unused", "CS Planes 1",
                                rulebook=False, recommended=False,
                                why="Planes move the total dice count, so the whole roll is used"),
        "quiet_limit": Option(0, (0, 40, 80, 150), "The game ends after this many turns with no hit, loss or "
                              "dogfight, and the side with more planes wins", "CS Winning",
                              rulebook=0, recommended=0,
                              why="The rulebook has no turn limit: the game ends when one side is beaten",
                              words=("never", "40 turns", "80 turns", "150 turns")),
    }

    def __init__(self, data, map_path=None):
        self.data = data   # the house data or a player's set (data.py, game/rules/gamedata.py)
        self.board = load_board(map_path)
        # action type -> the method that carries it out (_do_Place for Place, ...)
        self._handlers = {kind: getattr(self, "_do_" + kind.__name__) for kind in A.ACTIONS}

    # -- contract --------------------------------------------------------------------
    def new_state(self, seed: int, options: dict, players: list | None = None) -> State:
        opts = {name: spec.default for name, spec in self.options.items()}
        opts.update(options or {})
        return turns.new_state(seed, opts, self.board, self.data)  # seats come from the players option

    def seats_for(self, options: dict | None = None) -> list:
        n = (options or {}).get("players", self.options["players"].default)
        return list(turns.SEATS[n])

    def to_move(self, state: State) -> str:
        return state.pending_seat

    def outcome(self, state: State):
        return state.outcome

    def summary(self, state: State) -> str:
        """Where the battle stands, in one line (the Load screen, the title)."""
        from .summary import summary
        return summary(state, self.to_move(state))

    def describe(self, state, action) -> str:
        """A move in words before it is played, without its outcome (issue 31; words.py)."""
        return words.describe(state, action)

    def parse(self, text: str):
        return A.parse(text)

    @staticmethod
    def public_notation(options: dict, notation: str) -> str:
        """A move as the other seats may read it (game/rules/core.py ``notation_seen``): a pilot
        disc's strength is secret until it shows in a dogfight (CS Setup 3)."""
        words = notation.split()
        return f"pilot {words[1]}" if len(words) == 3 and words[0] == "pilot" else notation

    @staticmethod
    def public_events(options: dict, events: list) -> list:
        """A move's events as the other seats may read them (game/rules/core.py
        ``events_seen``; seen.py): the same rule as ``public_notation``, for pilot discs and
        dogfight cards (CS Setup 3, CS Dogfights 5-7)."""
        from .seen import public_events
        return public_events(options, events)

    def legal_actions(self, state: State) -> list:
        """Every action allowed now, computed once per position (``apply`` drops it)."""
        legal = state.legal
        if legal is None or legal.key != state.position_key():  # state.cached_legal(), inline
            if state.phase == MOVE:
                legal = self._remember_movement(state, *fleet.movement(state))
            else:
                legal = state.remember_legal(self._legal_now(state))
        return list(legal.actions)

    def _legal_now(self, state: State) -> list:
        phase = state.phase
        if phase == PLACE:
            return self._placements(state)
        if phase == PILOTS:
            out = []
            discs = sorted(set(turns.available_discs(state, state.side_of(state.pending_seat))))
            for p in state.planes.values():
                if p.seat == state.pending_seat and p.pilot is None:
                    out.extend(A.shared(A.AssignPilot, p.id, d) for d in discs)
            return out
        if phase == CHOOSE:
            return turns.CHOOSE_ACTIONS
        if phase == MOVE:
            return self._movement_actions(state, fleet.movement(state)[0])
        if phase == CARRIER:
            carriers = state.carriers
            return _carrier_moves(tuple(cid for cid in state.throw.command if carriers[cid].afloat), state.roll.face)
        if phase == DECLARE:
            return combat.declarations(state) + [A.shared(A.End)]
        if phase == RETURN:
            pid = state.returning[0]
            return [A.shared(A.Return, pid, cid) for cid in fleet.landing_options(state, state.planes[pid])]
        if phase == ORDER:
            return _orders(tuple(state.dogfight.hands[state.dogfight.to_order[0]]))
        return []

    @staticmethod
    def _movement_actions(state: State, moves: dict) -> list:
        """The legal actions of the movement: the plane moves, and end when the option lets
        points go unused or no plane can move (CS Planes 1)."""
        actions = []
        for plane_moves in moves.values():
            actions += plane_moves
        if state.options["partial_moves"] or not actions:
            actions.append(A.shared(A.End))
        return actions

    def _remember_movement(self, state: State, moves: dict, seen) -> LegalActions:
        """Keep the movement's legal actions with its moves plane by plane and the traffic."""
        return state.remember_legal(self._movement_actions(state, moves), moves, seen)

    def apply(self, state: State, action) -> list:
        if state.phase == OVER:
            raise RuleError("The game is over", "CS Winning")
        legal = state.legal
        if legal is not None and legal.key != state.position_key():  # state.cached_legal(), inline
            legal = None
        if legal is None or not _offered(action, legal):
            if action not in (legal.actions if legal is not None else self._candidates(state, action)):
                reason, rule = self._explain(state, action)
                raise RuleError(reason, rule)
        state.legal = None  # the position changes: its list goes (the handlers may leave the next one)
        events: list = []
        if type(action) in PLANE_MOVES:
            self._move_plane(state, action, events, legal)
        else:
            self._handlers[type(action)](state, action, events)
        # most moves make one event (a flight): its kind alone, without a set
        kinds = (events[0].kind,) if len(events) == 1 else {e.kind for e in events}
        if not combat.LOSSES.isdisjoint(kinds):  # only a plane lost or a carrier sunk can beat a side
            turns.check_outcome(state, events)
        if not turns.QUIET_COUNT.isdisjoint(kinds):  # the house quiet count moves on a turn or a hit
            turns.count_quiet_turns(state, events, kinds)
        return events

    def clone(self, state: State) -> State:
        """An independent copy of the position, cheaper than a deepcopy: the board's tables
        and what play never changes are shared (see state.copy_state)."""
        return copy_state(state)

    def view(self, state: State, seat: str | None):
        """What ``seat`` may see: the other side's pilot discs (unless revealed in a
        dogfight) and its dogfight cards are removed; so is the random generator."""
        rng, legal, state.rng, state.legal = state.rng, state.legal, None, None  # the legal list may show a hand
        try:
            out = copy_state(state)   # the position's own copy: what play changes is the view's own
        finally:
            state.rng, state.legal = rng, legal
        if out.last_dogfight is not None:   # shared by a copy (play never changes it), but hidden below
            out.last_dogfight = copy.deepcopy(out.last_dogfight)
        side = state.side_of(seat) if seat in state.seats else None
        for p in out.planes.values():
            if p.side != side and not p.revealed:
                p.pilot = None
        for df in (out.dogfight, out.last_dogfight):
            if df is None:
                continue
            for pid, owner in df.seats.items():
                if state.side_of(owner) == side:
                    continue
                df.dealt[pid] = [None] * len(df.dealt[pid])
                if not df.done:
                    df.hands[pid] = [None] * len(df.hands[pid])
                    if pid in df.orders:
                        df.orders[pid] = tuple(None for _ in df.orders[pid])
        return out

    def _candidates(self, state: State, action) -> list:
        """The legal actions an action must be among: all of them, or (for speed) the
        moves of the plane it names, or the placement it is."""
        if state.phase == MOVE and isinstance(action, (A.Taxi, A.Launch, A.Fly, A.Land)):
            plane = state.planes.get(action.plane)
            if plane is None or plane.command not in state.throw.command:
                return []
            return fleet.plane_moves(state, plane)
        if state.phase == PLACE and isinstance(action, A.Place):
            cid = next(c for c in turns.PLACE_ORDER if not state.carriers[c].placed)
            if action.carrier != cid or action.heading not in state.direction_names:
                return []
            why = fleet.placement_problem(state, state.carriers[cid], action.cell,
                                          state.direction_names.index(action.heading), self.board.halves)
            return [action] if why is None else []
        if state.phase == ORDER and type(action) is A.Order:
            # one of the orders of the hand: its cards, in any order (CS Dogfights 6), without
            # making all 120 of them
            hand = state.dogfight.hands[state.dogfight.to_order[0]]
            ok = type(action.cards) is tuple and Counter(action.cards) == Counter(hand)
            return [action] if ok else []
        return self.legal_actions(state)

    # -- legal action lists ------------------------------------------------------------
    def _placements(self, state: State) -> list:
        cid = next(c for c in turns.PLACE_ORDER if not state.carriers[c].placed)
        carrier = state.carriers[cid]
        places, touching = self._placings(cid, carrier.side)
        keep = bytearray(b"\x01") * len(places)
        for other in state.carriers.values():
            if other.placed:  # no space on or next to a placed carrier (CS Setup 6)
                for cell in other.cells:
                    for near in state.tables.around[cell]:
                        for i in touching.get(near, ()):
                            keep[i] = 0
        return list(itertools.compress(places, keep))

    def _placings(self, carrier_id: str, side: str) -> tuple:
        """The Place action of every position of a carrier wholly on its side's half, and
        space -> the indices of those positions that cover it."""
        cache = self.__dict__.setdefault("_place_actions", {})
        if carrier_id not in cache:
            names = self.board.direction_names
            places, touching = [], {}
            for i, (middle, h, cells) in enumerate(self._in_half(side)):
                places.append(A.Place(carrier_id, middle, names[h]))
                for cell in cells:
                    touching.setdefault(cell, []).append(i)
            cache[carrier_id] = (places, touching)
        return cache[carrier_id]

    def _in_half(self, side: str) -> list:
        """(middle, heading, cells) of every carrier position wholly on a side's half."""
        cache = self.__dict__.setdefault("_half_positions", {})
        if side not in cache:
            half = self.board.halves[side]
            own = tables_for(self.board.grid, self.data).own  # the board's own cell tuples, not a copy each
            cache[side] = []
            for m in sorted(half, key=lambda c: (c[1], c[0])):
                for h in range(6):
                    cells = fleet.carrier_cells(self.board.grid, m, h)
                    if all(c in half for c in cells):
                        cache[side].append((m, h, tuple(map(own, cells))))
        return cache[side]

    # -- doing ----------------------------------------------------------------------
    def _do_Place(self, state, a, events):
        carrier = state.carriers[a.carrier]
        h = state.direction_names.index(a.heading)
        carrier.heading, carrier.heading_name = h, a.heading
        carrier.cells = fleet.carrier_cells(state.grid, a.cell, h)
        events.append(Event("carrier_placed", f"{seat_words(carrier.seat)} places {carrier.id} heading {compass_word(a.heading)}",
                            {"carrier": carrier.id, "cells": carrier.cells, "heading": h}))
        turns.next_setup_step(state, events)

    def _do_AssignPilot(self, state, a, events):
        plane = state.planes[a.plane]
        plane.pilot = a.strength
        # the log is public: it never says which disc
        events.append(Event("pilot_assigned", f"{seat_words(plane.seat)} puts a pilot disc in {plane.id}", {"plane": plane.id}))
        turns.next_setup_step(state, events)

    def _do_RollPlanes(self, state, a, events):
        dice = turns.roll_standard(state)
        state.roll = Roll("planes", dice, sum(dice), sum(dice))
        state.phase = MOVE
        events.append(Event("roll", f"{seat_words(state.pending_seat)} rolls {'+'.join(map(str, dice))} for planes",
                            {"kind": "planes", "dice": dice, "points": sum(dice)}))
        moves, seen = fleet.movement(state)
        if not any(moves.values()):
            events.append(Event("no_move", "No plane can move", {}))
            turns.to_declarations(state, events)
        else:
            self._remember_movement(state, moves, seen)

    def _do_RollCarrier(self, state, a, events):
        face = state.data.tf_faces[state.rng.die(len(state.data.tf_faces)) - 1]
        state.roll = Roll("carrier", (face,), face=face)
        state.phase = CARRIER
        events.append(Event("roll", f"{seat_words(state.pending_seat)} rolls {face} for a carrier",
                            {"kind": "carrier", "dice": (face,), "face": face}))

    # -- plane moves: one movement point each (CS Planes 1) ------------------------------
    def _move_plane(self, state, a, events, before):
        """Make a one-point plane move, spend the point; the movement ends with the points
        or when no plane can move (CS Planes 1). ``before`` is the legal list the move was
        chosen from, if known: after a flight the next list is made from it."""
        plane = state.planes[a.plane]
        src, deck, part = plane.cell, plane.carrier, plane.deck_part  # where it was
        kind = type(a)
        self._handlers[kind](state, a, events)
        state.roll.points_left -= 1
        if state.roll.points_left <= 0:
            turns.to_declarations(state, events)
            return
        if before is None or before.moves is None or kind is A.Land:  # a landing changes command
            moves, seen = fleet.movement(state)
        elif kind is A.Fly:
            moves, seen = fleet.movement_after(state, before.moves, before.traffic, plane, freed=src, taken=plane.cell)
        elif kind is A.Taxi:  # from the rear deck it frees a landing place
            moves, seen = fleet.movement_after(state, before.moves, before.traffic, plane, deck=deck,
                                               landing=part == state.data.deck_parts)
        else:  # Launch: onto the space before the bow; a torpedo taken may change where to land
            moves, seen = fleet.movement_after(state, before.moves, before.traffic, plane, taken=plane.cell,
                                               deck=deck, landing=a.torpedo)
        if not any(moves.values()):
            turns.to_declarations(state, events)
        else:
            self._remember_movement(state, moves, seen)

    def _do_Taxi(self, state, a, events):
        plane = state.planes[a.plane]
        plane.deck_part -= 1
        events.append(Event("taxi", f"{plane.id} moves up the deck of {plane.carrier} to part {plane.deck_part}",
                            {"plane": plane.id, "carrier": plane.carrier, "deck_part": plane.deck_part}))

    def _do_Launch(self, state, a, events):
        plane = state.planes[a.plane]
        carrier = state.carriers[plane.carrier]
        if a.torpedo:  # CS Planes 5: the torpedo is taken as the plane leaves the carrier
            carrier.torpedoes -= 1
            plane.torpedo = True
        plane.cell = fleet.front_space(state, carrier)
        plane.carrier = plane.deck_part = None
        state.moved = state.moved | {plane.id}  # it may attack at the end of the throw (CS Dogfights 1)
        events.append(Event("launch", f"{plane.id} launches from {carrier.id}" + (" with a torpedo" if a.torpedo else ""),
                            {"plane": plane.id, "carrier": carrier.id, "to": plane.cell, "torpedo": a.torpedo}))

    def _do_Fly(self, state, a, events):
        plane = state.planes[a.plane]
        src, plane.cell = plane.cell, a.cell
        if plane.id not in state.moved:  # it may attack at the end of the throw (CS Dogfights 1)
            state.moved = state.moved | {plane.id}
        events.append(Event("fly", f"{plane.id} flies {toward(state, src, a.cell)}",
                            {"plane": plane.id, "from": src, "to": a.cell}))

    def _do_Land(self, state, a, events):
        plane = state.planes[a.plane]
        src = plane.cell
        fleet.put_on_rear_deck(state, plane, state.carriers[a.carrier])
        events.append(Event("land", f"{plane.id} lands on the rear deck of {a.carrier}",
                            {"plane": plane.id, "carrier": a.carrier, "from": src}))

    def _move_carrier(self, state, carrier_id, turn, events):
        carrier = state.carriers[carrier_id]
        move = fleet.plan_carrier_move(state, carrier, turn)
        if move.forfeit:  # CS Carriers 5-6: the move is forfeited and the turn ends
            events.append(Event("forfeit", f"{move.forfeit}: the move is forfeited ({move.rule})",
                                {"carrier": carrier_id, "cells": move.cells, "rule": move.rule}))
            turns.end_throw(state, events)
            return
        src = carrier.cells
        fleet.carry_out(state, move)
        way = WAYS[turn]
        pushes = "".join(f"; pushes {pid} {toward(state, s, d)}" for pid, s, d in move.pushes) if move.pushes else ""
        events.append(Event("carrier_moved", f"{carrier_id} {'moves forward' if turn == 0 else 'turns ' + way}" + pushes,
                            {"carrier": carrier_id, "from": src, "to": move.cells, "heading": move.heading,
                             "way": way, "pushes": move.pushes}))
        combat.torpedoes_under(state, carrier, events)  # CS Torpedo Runs 5: it meets a torpedo
        combat.check_sacrifices(state, events)
        turns.to_declarations(state, events)

    def _do_Forward(self, state, a, events):
        self._move_carrier(state, a.carrier, fleet.FORWARD, events)

    def _do_Turn(self, state, a, events):
        self._move_carrier(state, a.carrier, fleet.LEFT if a.way == "left" else fleet.RIGHT, events)

    def _do_Drop(self, state, a, events):
        plane = state.planes[a.plane]
        combat.drop_torpedo(state, plane, state.direction_names.index(a.direction), events)
        state.returning.append(plane.id)  # CS Torpedo Runs 2
        turns.process_returns(state, events)

    def _do_DeclareDogfight(self, state, a, events):
        fire = state.direction_names.index(a.fire) if a.fire else None
        combat.start_dogfight(state, state.planes[a.plane], state.planes[a.target], fire, events)
        state.phase, state.pending_seat = ORDER, state.dogfight.seats[state.dogfight.to_order[0]]

    def _do_Order(self, state, a, events):
        df = state.dogfight
        pid = df.to_order.pop(0)
        df.orders[pid] = a.cards
        events.append(Event("cards_ordered", f"{seat_words(df.seats[pid])} has ordered the cards of {pid}", {"plane": pid}))
        if df.to_order:
            state.pending_seat = df.seats[df.to_order[0]]
            return
        state.returning.extend(combat.play_dogfight(state, events))
        turns.process_returns(state, events)

    def _do_Return(self, state, a, events):
        state.returning.pop(0)
        turns.seat_plane(state, state.planes[a.plane], a.carrier, events)
        turns.process_returns(state, events)

    def _do_DeclareSacrifice(self, state, a, events):
        combat.declare_sacrifice(state, state.planes[a.plane], state.direction_names.index(a.direction), events)
        turns.to_declarations(state, events)

    def _do_End(self, state, a, events):
        if state.phase == MOVE:
            events.append(Event("end_move", f"{state.pending_seat} ends the movement", {}))
            turns.to_declarations(state, events)
        else:
            events.append(Event("end_turn", f"{state.pending_seat} ends the turn", {}))
            turns.end_throw(state, events)

    # -- refusals ---------------------------------------------------------------------
    def _explain(self, state: State, a) -> tuple:
        """A sentence for a refused action, and its rule."""
        phase = state.phase
        expected = {PLACE: A.Place, PILOTS: A.AssignPilot, CHOOSE: (A.RollPlanes, A.RollCarrier),
                    MOVE: (A.Taxi, A.Launch, A.Fly, A.Land, A.End), CARRIER: (A.Forward, A.Turn),
                    DECLARE: (A.Drop, A.DeclareDogfight, A.DeclareSacrifice, A.End),
                    RETURN: A.Return, ORDER: A.Order}.get(phase, ())
        if not isinstance(a, expected):
            return f"Now {seat_words(state.pending_seat)} must {PHASES[phase].prompt}", PHASES[phase].rule
        plane = state.planes.get(getattr(a, "plane", None) or "")
        if hasattr(a, "plane") and plane is None:
            return f"There is no plane {a.plane} in play", "CS Setup 4"
        carrier_id = getattr(a, "carrier", None)
        if carrier_id is not None and carrier_id not in state.carriers:
            return f"There is no carrier {carrier_id}", "CS Setup 2"
        if phase == PLACE:
            carrier = state.carriers[a.carrier]
            if carrier.placed or a.carrier != next(c for c in turns.PLACE_ORDER if not state.carriers[c].placed):
                return f"Carriers are placed in the order {', '.join(turns.PLACE_ORDER)}", "CS Setup 6"
            if a.heading not in state.direction_names:
                return f"A heading is one of {', '.join(state.direction_names)}", "CS Setup 6"
            why = fleet.placement_problem(state, carrier, a.cell, state.direction_names.index(a.heading), self.board.halves)
            return why or "That placement is not allowed", "CS Setup 6"
        if phase == PILOTS:
            if plane.seat != state.pending_seat:
                return f"{plane.id} is not one of {seat_words(state.pending_seat)}'s planes", "CS Setup 3"
            if plane.pilot is not None:
                return f"{plane.id} already has a pilot disc", "CS Setup 3"
            return f"No disc {a.strength} is left (discs left: {', '.join(map(str, turns.available_discs(state, plane.side))) or 'none'})", "CS Setup 3"
        if plane is not None and phase in (MOVE, DECLARE) and plane.command not in state.throw.command:
            return f"{plane.id} is not under the command of this throw", "CS Teams 2"
        if phase == MOVE:
            if isinstance(a, A.End):
                return "The whole dice count must be used while a plane can move", "CS Planes 1"
            if plane.sacrifice is not None:
                return f"{plane.id} is diving in a sacrifice attack and moves by itself", "CS Sacrifice 3"
            if isinstance(a, A.Taxi):
                if not plane.on_deck or plane.deck_part == 1:
                    return f"{plane.id} is not behind another deck part", "CS Planes 3"
                return "The deck part ahead is taken by another plane", "CS Planes 6"
            if isinstance(a, A.Launch):
                if not plane.on_deck or plane.deck_part != 1:
                    return "Planes launch from the front of the deck, one part a space", "CS Planes 3-4"
                if a.torpedo and state.carriers[plane.carrier].torpedoes == 0:
                    return f"{plane.carrier} has no torpedoes left", "CS Planes 5"
                return "The space in front of the carrier is not free", "CS Planes 4, 6-7"
            if isinstance(a, A.Land):
                if not plane.in_flight or fleet.behind_space(state, state.carriers[a.carrier]) != plane.cell:
                    return "Planes land on the rear deck from the space directly behind the carrier", "CS Planes 4"
                return f"{plane.id} cannot land on {a.carrier} (rear deck taken or not its side's)", "CS Teams 3"
            if not plane.in_flight:
                return f"{plane.id} is on a deck: taxi and launch it first", "CS Planes 3-4"
            if state.grid.distance(plane.cell, a.cell) != 1:
                return "A plane moves one space at a time, to an adjacent space", "CS Planes 2"
            if not state.grid.contains(a.cell):
                return "That space is off the board", "CS Planes 2"
            if state.carrier_at(a.cell) is not None:
                return "Planes in flight may not pass over a carrier", "CS Planes 7"
            return "Planes may not pass over or stop on another plane", "CS Planes 6"
        if phase == CARRIER:
            carrier = state.carriers[a.carrier]
            if carrier.id not in state.throw.command or not carrier.afloat:
                return f"{carrier.id} is not yours to move now", "CS Teams 2"
            if state.roll.face == "F":
                return "You rolled F: move a carrier forward", "CS Carriers 1"
            return "You rolled T: turn a carrier left or right", "CS Carriers 2"
        if phase == DECLARE:
            if not isinstance(a, A.End) and plane.in_flight and plane.id not in state.moved:
                rule = {A.Drop: "CS Torpedo Runs 1", A.DeclareSacrifice: "CS Sacrifice 2"}.get(type(a), "CS Dogfights 1")
                return (f"{plane.id} did not move in this throw: only a plane that ends its movement "
                        "within reach may attack", rule)
            if isinstance(a, A.Drop):
                if not plane.torpedo:
                    return f"{plane.id} carries no torpedo", "CS Torpedo Runs 1"
                return (f"A torpedo run needs the plane exactly {state.data.torpedo_run} spaces from the nearest space "
                        "of an enemy carrier, in line with it, with the drop space clear", "CS Torpedo Runs 1")
            if isinstance(a, A.DeclareDogfight):
                enemy = state.planes.get(a.target)
                if enemy is None or enemy.side == plane.side or not enemy.in_flight:
                    return "Dogfights are fought against an enemy plane in flight", "CS Dogfights 1"
                if plane.sacrifice is not None:
                    return f"{plane.id} is diving in a sacrifice attack", "CS Sacrifice 3"
                if not plane.in_flight or state.grid.distance(plane.cell, enemy.cell) > state.data.dogfight_range:
                    return f"Dogfights need the planes within {state.data.dogfight_range} spaces", "CS Dogfights 1"
                return "Only a plane at torpedo run distance may fire its torpedo", "CS Dogfights 3"
            if isinstance(a, A.DeclareSacrifice):
                if not combat.side_out_of_torpedoes(state, plane.side):
                    return "Sacrifice attacks only once all your torpedoes are spent", "CS Sacrifice 1"
                return (f"A sacrifice attack needs the plane exactly {state.data.sacrifice_distance} spaces from the "
                        "nearest space of an enemy carrier, in line with it", "CS Sacrifice 2")
        if phase == RETURN:
            return f"{state.returning[0]} can return only to: {', '.join(fleet.landing_options(state, state.planes[state.returning[0]]))}", "CS Teams 3"
        if phase == ORDER:
            hand = state.dogfight.hands[state.dogfight.to_order[0]]
            return f"Order exactly the five cards kept: {', '.join(map(str, hand))}", "CS Dogfights 6"
        return f"That is not possible now ({PHASES[phase].prompt})", PHASES[phase].rule
