"""Setting up and the order of play: placement, pilot discs, the starting roll, turns and
throws, the end of a turn and the end of the game.

Rules: CS Setup 1-6, CS Start 1-2, CS Torpedo Runs 4, CS Sacrifice 3, CS Teams 1-4, CS Winning.
"""
from __future__ import annotations

import functools

from ..core import Event, Outcome, Rng
from ..seats import seat_words
from . import combat, fleet
from .actions import End, RollCarrier, RollPlanes, shared
from .state import (CHOOSE, DECLARE, OVER, PILOTS, PLACE, RETURN, Carrier, Plane,
                    State, Throw)
from .tables import tables_for

SEATS = {2: ["red", "yellow"], 3: ["red", "yellow-1", "yellow-2"],
         4: ["red-1", "red-2", "yellow-1", "yellow-2"]}
LETTER = {"red": "R", "yellow": "Y"}


@functools.lru_cache(maxsize=None)
def fleet_ids(carriers_per_side: int) -> dict:
    """side -> its carrier ids, in the order of state.carriers (CS Setup 2: "R1", "R2" ...),
    for the data's number of carriers a side (state.data.carriers_per_side)."""
    return {side: tuple(f"{letter}{i + 1}" for i in range(carriers_per_side)) for side, letter in LETTER.items()}


PLACE_ORDER = ("R1", "Y1", "R2", "Y2")  # house: carriers are placed alternately
CHOOSE_ACTIONS = (RollPlanes(), RollCarrier())  # roll for planes or for a carrier (CS Start 2)


def new_state(seed: int, options: dict, board, data) -> State:
    """A new game on ``board`` with ``data`` (data.Data), which the position keeps as state.data."""
    seats = SEATS[options["players"]]
    sides = {side: [s for s in seats if s.startswith(side)] for side in LETTER}
    state = State(options, seats, sides, board.grid, board.direction_names, Rng(seed),
                  tables=tables_for(board.grid, data), data=data)
    fleets = fleet_ids(data.carriers_per_side)
    names = "abcdefghijklmnop"
    for side, letter in LETTER.items():
        for i in range(data.carriers_per_side):  # CS Setup 2, Teams 1: one carrier per team player
            cid = fleets[side][i]
            seat = sides[side][min(i, len(sides[side]) - 1)]
            state.carriers[cid] = Carrier(cid, side, seat, data.torpedoes_per_carrier)  # CS Setup 5
            for k in range(data.planes_per_carrier):  # CS Setup 4: four planes on the deck stripe
                pid = letter + names[i * data.planes_per_carrier + k]
                state.planes[pid] = Plane(pid, side, seat, cid, carrier=cid, deck_part=k + 1)
        state.planes_lost[side] = 0
    next_setup_step(state, state.setup_events)
    return state


def roll_standard(state: State) -> tuple:
    """The standard dice (CS Start 1): one d6, or two with the option plane_dice."""
    return tuple(state.rng.die(state.data.die_sides) for _ in range(state.options["plane_dice"]))


def next_setup_step(state: State, events: list) -> None:
    for cid in PLACE_ORDER:
        if not state.carriers[cid].placed:
            state.phase, state.pending_seat = PLACE, state.carriers[cid].seat
            return
    for seat in state.seats:
        if any(p.pilot is None for p in state.planes.values() if p.seat == seat):
            state.phase, state.pending_seat = PILOTS, seat
            return
    # CS Start 1: roll the standard dice, high roll goes first (ties roll again).
    while True:
        rolls = {side: roll_standard(state) for side in LETTER}
        totals = {side: sum(r) for side, r in rolls.items()}
        if totals["red"] != totals["yellow"]:
            break
        events.append(Event("start_roll", f"Both sides roll {totals['red']}: roll again", {"rolls": rolls}))
    first = max(totals, key=totals.get)
    events.append(Event("start_roll", f"Red rolls {totals['red']}, yellow rolls {totals['yellow']}: {seat_words(first)} goes first",
                        {"rolls": rolls, "first": first}))
    begin_side_turn(state, first, events)


def available_discs(state: State, side: str) -> list:
    left = list(state.data.pilot_discs)
    for p in state.side_planes(side):
        if p.pilot is not None:
            left.remove(p.pilot)
    return left


# -- turns and throws --------------------------------------------------------------
def begin_side_turn(state: State, side: str, events: list) -> None:
    state.turn_side = side
    state.turn_number += 1
    events.append(Event("turn", f"Turn {state.turn_number}: {seat_words(side)}", {"side": side, "turn": state.turn_number}))
    if state.torpedoes:
        combat.advance_torpedoes(state, side, events)   # CS Torpedo Runs 4 (the app never forgets)
    combat.advance_sacrifices(state, side, events)  # CS Sacrifice 3
    fleet_of_side = fleet_ids(state.data.carriers_per_side)[side]
    if state.options["players"] == 2:
        state.throws = [Throw(state.sides[side][0], None, fleet_of_side)]
    else:  # CS Teams 2: two throws a team turn, one for each carrier or its planes
        state.throws = [Throw(state.carriers[cid].seat, cid, ()) for cid in fleet_of_side]
    state.throw_index = 0
    begin_throw(state)


def begin_throw(state: State) -> None:
    throw = state.throws[state.throw_index]
    everything = fleet_ids(state.data.carriers_per_side)[state.turn_side]
    if throw.carrier is None:
        throw.command = everything
    else:
        own = state.carriers[throw.carrier]
        # CS Teams 4: a lost carrier or no planes left: use the throw on the teammate's units
        throw.command = (own.id,) if own.afloat and _has_planes(state, own.id) else everything
    state.phase, state.pending_seat, state.roll = CHOOSE, throw.seat, None
    state.moved = frozenset()  # no plane has moved in this throw yet
    state.remember_legal(CHOOSE_ACTIONS)


def _has_planes(state: State, carrier_id: str) -> bool:
    """Planes count among this carrier's, in flight or aboard (CS Teams 4)."""
    for p in state.planes.values():
        if p.command == carrier_id:
            return True
    return False


def end_throw(state: State, events: list) -> None:
    state.roll = None
    state.throw_index += 1
    if state.throw_index < len(state.throws):
        begin_throw(state)
    else:
        begin_side_turn(state, state.enemy(state.turn_side), events)


def to_declarations(state: State, events: list) -> None:
    """The end of a throw: declare torpedo runs, dogfights and sacrifice attacks, or end."""
    state.roll = None
    declarations = combat.declarations(state)
    if declarations:
        state.phase, state.pending_seat = DECLARE, state.throw.seat
        state.remember_legal(declarations + [shared(End)])  # the legal actions of the new position
    else:
        end_throw(state, events)


def process_returns(state: State, events: list) -> None:
    """Seat each returning plane on a free rear deck, asking its seat when there is a
    choice; with none free it is lost at sea (CS Torpedo Runs 2-3, Dogfights 8)."""
    while state.returning:
        pid = state.returning[0]
        plane = state.planes.get(pid)
        if plane is None:
            state.returning.pop(0)
            continue
        options = fleet.landing_options(state, plane)
        if len(options) > 1:
            state.phase, state.pending_seat = RETURN, plane.seat
            return
        state.returning.pop(0)
        if options:
            seat_plane(state, plane, options[0], events)
        else:
            combat.lose_plane(state, plane, events, "lost_at_sea",
                              f"No free rear deck: {pid} is lost at sea")
    to_declarations(state, events)


def seat_plane(state: State, plane: Plane, carrier_id: str, events: list) -> None:
    src = plane.cell
    fleet.put_on_rear_deck(state, plane, state.carriers[carrier_id])
    events.append(Event("plane_returned", f"{plane.id} returns to the rear deck of {carrier_id}",
                        {"plane": plane.id, "carrier": carrier_id, "from": src}))


# -- the end (CS Winning) ------------------------------------------------------------
def check_outcome(state: State, events: list) -> None:
    """Has a side lost both carriers or all its planes (CS Winning 1-2)?"""
    if state.phase in (PLACE, PILOTS) or state.outcome is not None:
        return
    beaten = {}
    for side in LETTER:
        if all(c.sunk for c in state.side_carriers(side)):
            beaten[side] = "carriers_sunk", "sank both enemy carriers"
        elif not state.side_planes(side):
            beaten[side] = "planes_destroyed", "destroyed all enemy planes"
    if not beaten:
        return
    if len(beaten) == 2:
        state.outcome = Outcome(None, "both fleets are destroyed at once: a draw", "both_beaten")
    else:
        loser, (kind, how) = next(iter(beaten.items()))
        state.outcome = Outcome(state.enemy(loser), how, kind)
    state.phase, state.pending_seat = OVER, ""
    events.append(Event("game_over", f"{seat_words(state.outcome.winner) if state.outcome.winner else 'Nobody'} wins: {state.outcome.how}",
                        {"winner": state.outcome.winner, "how": state.outcome.how}))


# -- house rule: a game that cannot end (CS Winning, decided) --------------------------
PROGRESS = {"hit", "sunk", "planes_destroyed", "plane_lost", "lost_at_sea", "dogfight_result", "strike"}
QUIET_COUNT = frozenset(PROGRESS | {"turn"})  # the events that move the count: nothing else changes it


def count_quiet_turns(state: State, events: list, kinds=None) -> None:
    """Counts side turns without a hit, a loss or a dogfight. At the option's limit the
    game ends: the side with more planes wins (a tie is a draw). Two wedged carriers
    with no plane able to reach the enemy would otherwise play on for ever. ``kinds``:
    those of the events (a set or a tuple), when the caller has them."""
    if kinds is None:
        kinds = {e.kind for e in events}
    if not PROGRESS.isdisjoint(kinds):
        state.quiet_turns = 0
    elif "turn" in kinds:
        state.quiet_turns += 1
    limit = state.options.get("quiet_limit", 0)
    if not limit or state.outcome is not None or state.quiet_turns < limit:
        return
    counts = {side: len(state.side_planes(side)) for side in LETTER}
    a, b = LETTER
    winner = a if counts[a] > counts[b] else b if counts[b] > counts[a] else None
    how = (f"{limit} turns without a hit, a loss or a dogfight (house rule): "
           f"red {counts[a]} planes, yellow {counts[b]} planes")
    state.outcome = Outcome(winner, how + ("" if winner else ": a draw"), "quiet_limit")
    state.phase, state.pending_seat = OVER, ""
    events.append(Event("game_over", f"{(winner or 'nobody').capitalize()} wins: {how}",
                        {"winner": winner, "how": state.outcome.how}))
