"""Moving the units of one square (BN Movement, BN Obstacles, BN Positioning, BN Polaris)."""
from __future__ import annotations

from functools import lru_cache

from ..core import Event, RuleError
from . import actions as A
from .board import where_set
from .placement import auto_place_masked, masks_in, placements_in, room_table
from .position import position
from .state import State


WINDS = {"N": "north", "S": "south", "E": "east", "W": "west"}  # a move's direction in words

def sub_may_move(state: State, side: str) -> bool:
    """BN Polaris: the submarine stays at base until it holds the token; once out (or after its
    launch) it moves by the regular rules until it is back at base."""
    fleet = state.fleets[side]
    sub = fleet.ships["S"]
    return fleet.polaris_token or state.board.cell_square[sub.cells[0]] not in state.board.base_of(side)


def enemy_unit_squares(state: State, side: str) -> set:
    """BN Obstacles: the squares where a ship of side may not stop: an enemy ship (a naval unit, the
    submarine included). The coastal battery and the Polaris counters are elements, not units (BN
    Fire lists "enemy elements (ships, coastal battery, Polaris missile counters)"), so they bar
    nothing: a ship may stop in the square of the enemy battery, which may then fire at it (BN
    Battery). Planes aloft do not bar a square either (see the ledger)."""
    enemy = state.fleets[state.opponent(side)]
    square = state.board.cell_square
    return {square[s.cells[0]] for s in enemy.ships.values() if s.cells and not s.sunk}


MOVED_THEN_FIRED = ("You moved and then fired: this turn's moving is over (either move first and then "
                    "fire, or fire first and then move)")


def barred_squares(state: State, side: str) -> set:
    """enemy_unit_squares, kept in the position for the side to move."""
    if side != state.to_move:
        return enemy_unit_squares(state, side)
    pos = position(state)
    if pos.barred is None:
        pos.barred = enemy_unit_squares(state, side)
    return pos.barred


def move_plan(state: State, side: str, unit: str, direction: str, n: int):
    """(destination square, placement) or a RuleError saying why the move is refused."""
    fleet, b, turn = state.fleets[side], state.board, state.turn
    ship = fleet.ships.get(unit)
    if ship is None or not ship.afloat:
        return RuleError(f"Your {unit} is not on the chart", "BN Movement")
    if turn.moved_then_fired:
        return RuleError(MOVED_THEN_FIRED, "BN Fire")
    if unit in turn.moved:
        return RuleError(f"The {ship.name} has already moved this turn", "BN Movement")
    if unit in turn.fired_units:
        return RuleError(f"The {ship.name} fired this turn: after firing only ships that did not "
                         "fire may move", "BN Fire")
    here = b.square_of(ship.cells[0])
    if turn.moved_from is not None and here != turn.moved_from:
        return RuleError(f"Only the units of one square move in a turn: this turn it is square "
                         f"{turn.moved_from}", "BN Movement")
    if unit == "S" and not sub_may_move(state, side):
        return RuleError("The submarine stays at base until you hold the Polaris token", "BN Polaris")
    top = state.data.unit(unit)["move"]
    if not 1 <= n <= top:
        return RuleError(f"The {ship.name} moves 1 to {top} squares", "BN Movement")
    dest = b.lanes(state.blocked_sides).route(here, direction, n)
    if dest is None:  # say why
        route = b.path(here, direction, n)
        if route is None:
            return RuleError("That move leaves the chart", "BN Movement")
        prev = here
        for sq in route:
            if frozenset((prev, sq)) in state.blocked_sides:
                return RuleError(f"An island or a promontory blocks the way between squares {prev} and "
                                 f"{sq}", "BN Obstacles")
            prev = sq
    if dest in barred_squares(state, side):
        return RuleError(f"A ship may not stop in square {dest}: an enemy unit is there "
                         "(it may pass through)", "BN Obstacles")
    # the ship's own cells are in another square: the taken cells of the square of arrival are its mask
    spot = auto_place_masked(b, dest, len(ship.cells), position(state).masks[dest], ship.cells)
    if spot is None:
        return RuleError(f"There is no room for the {ship.name} in square {dest}", "BN Positioning")
    return dest, spot


def movable(state: State, side: str) -> list:
    """Ships of the side that could still move this turn (before checking routes)."""
    turn = state.turn
    if turn.moved_then_fired:
        return []
    square = state.board.cell_square
    out = []
    for ship in state.fleets[side].ships.values():
        if not ship.cells or ship.sunk or ship.unit in turn.moved or ship.unit in turn.fired_units:
            continue
        if turn.moved_from is not None and square[ship.cells[0]] != turn.moved_from:
            continue
        if ship.unit == "S" and not sub_may_move(state, side):
            continue
        out.append(ship.unit)
    return out


def move_options(state: State, side: str, looked: set | None = None) -> list:
    """Every move possible now, as actions: the checks of move_plan on the chart's tables
    (BN Movement: route on the chart, BN Obstacles: no island, promontory or enemy unit,
    BN Positioning: room in the square of arrival). ``looked`` gets the squares whose room
    was looked at."""
    candidates = move_candidates(state, side)
    if looked is not None:
        looked.update(dest for dest, _fits, _action in candidates)
    return moves_that_fit(candidates, position(state).masks)


def move_candidates(state: State, side: str) -> tuple:
    """((square of arrival, room table of the ship, Move action), ...) of every move along a clear
    route to a square with no enemy unit (BN Movement, BN Obstacles), in move_options' order:
    the moves before asking for room in the square of arrival (BN Positioning, moves_that_fit)."""
    out = []
    fleet, b = state.fleets[side], state.board
    lanes = b.lanes(state.blocked_sides)
    barred = barred_squares(state, side)
    for unit in movable(state, side):
        ship = fleet.ships[unit]
        cands, dests = _unit_candidates(b, lanes, unit, b.cell_square[ship.cells[0]], state.data.unit(unit)["move"],
                                        len(ship.cells))
        if barred.isdisjoint(dests):
            out += cands
        else:
            out += [c for c in cands if c[0] not in barred]
    return tuple(out)


def _unit_candidates(b, lanes, unit: str, start: int, top: int, length: int) -> tuple:
    """(the move candidates of _unit_moves with the ship's room table, their squares of arrival),
    kept in the lanes: the enemy units (barred squares) are left out by the caller."""
    key = (unit, start, top, length)
    found = lanes.unit_candidates.get(key)
    if found is None:
        fits = room_table(b, length)
        cands = tuple((dest, fits, action) for dest, action in _unit_moves(lanes, unit, start, top))
        found = lanes.unit_candidates[key] = cands, frozenset(c[0] for c in cands)
    return found


def candidates_after_move(state: State, side: str, candidates: tuple) -> tuple:
    """move_candidates after one of them was played: the same but those of the ships that may no
    longer move (the one that moved, and after the first move those of other squares: BN Movement);
    a move changes neither the other ships' routes nor the squares of the enemy units."""
    still = set(movable(state, side))
    return tuple(c for c in candidates if c[2].unit in still)


def moves_that_fit(candidates: tuple, masks: list) -> list:
    """The move candidates with room for the ship in the square of arrival, the taken cells of
    each square as in masks (BN Positioning)."""
    return [action for dest, fits, action in candidates if fits[masks[dest]]]


def _unit_moves(lanes, unit: str, start: int, top: int) -> tuple:
    """((square of arrival, Move action), ...) of a unit going 1 to top squares from start along
    the clear lines of these lanes, N, S, E, W, nearest first (kept in the lanes)."""
    key = (unit, start, top)
    moves = lanes.unit_moves.get(key)
    if moves is None:
        moves = lanes.unit_moves[key] = tuple((dest, A.move(unit, d, n)) for d, n, dest in lanes.steps[start]
                                              if n <= top)
    return moves


def do_move(state: State, side: str, unit: str, direction: str, n: int) -> list:
    plan = move_plan(state, side, unit, direction, n)
    if isinstance(plan, RuleError):
        raise plan
    dest, (_, _, cells) = plan
    fleet, b = state.fleets[side], state.board
    ship = fleet.ships[unit]
    start = b.square_of(ship.cells[0])
    old = ship.cells
    ship.cells = cells
    turn = state.turn
    if turn.moved_from is None:
        turn.moved_from = start
    turn.moved.append(unit)
    events = [Event("move", f"{side.capitalize()} {ship.name} moves {n} square{'s' if n > 1 else ''} "
                    f"{WINDS.get(direction, direction)}: square {start} to {dest}", {"side": side, "unit": unit, "from": start, "to": dest,
                                "route": b.path(start, direction, n), "from_cells": old, "cells": cells,
                                "heading": ship.heading})]
    if unit == "S" and fleet.sub_must_return and dest in b.base_of(side):
        fleet.sub_must_return = False  # BN Polaris: back at base, it waits for the next missile
        events.append(Event("submarine_home", "The submarine is back at base", {"side": side}))
    return events


# -- adjusting a moved ship inside its square -----------------------------------------------
def place_problem(state: State, side: str, unit: str, cells: tuple) -> RuleError | None:
    ship = state.fleets[side].ships.get(unit)
    if ship is None or not ship.afloat or unit not in state.turn.moved:
        return RuleError("Only a ship moved this turn may be set in its square", "BN Positioning")
    if state.turn.moved_then_fired:
        return RuleError(MOVED_THEN_FIRED, "BN Fire")
    square = state.board.square_of(ship.cells[0])
    b = state.board
    if any(not (0 <= c[0] < b.cols and 0 <= c[1] < b.rows) or b.square_of(c) != square
           for c in cells):
        return RuleError(f"The {ship.name} must lie inside square {square}, never across a side",
                         "BN Positioning")
    # the position's taken cells of the square (its masks, kept while ships are set or moved)
    # but the ship's own (land, platforms, battery, other ships, planes aloft: State.occupant)
    _square, own = b.spot(ship.cells)
    if b.spot(cells)[1] & position(state).masks[square] & ~own:
        return RuleError("Those cells are not free", "BN Positioning")
    return None


def place_options(state: State, side: str, masks: list | None = None) -> list:
    """BN Positioning: every other free placement of the ships moved this turn, as actions.
    masks: the position's taken cells (position.Position.masks)."""
    out = []
    if state.turn.moved_then_fired:
        return out
    b, ships = state.board, state.fleets[side].ships
    if masks is None:
        masks = position(state).masks
    for unit in state.turn.moved:
        ship = ships[unit]
        if not ship.cells or ship.sunk:
            continue
        square, own = b.spot(ship.cells)
        out += _free_places(b.square_cells, b.square_cols, unit, square, len(ship.cells), masks[square] & ~own, own)
    return out


@lru_cache(maxsize=1 << 16)
def _free_places(square_cells: int, square_cols: int, unit: str, square: int, length: int, taken: int,
                 own: int) -> tuple:
    """The Place actions of a ship lying on the ``own`` cells of the square, the other cells of the
    square taken as in ``taken`` (masks): every free placement but where it lies now."""
    return tuple(action for mask, action in _place_table(square_cells, square_cols, unit, square, length)
                 if not mask & taken and mask != own)


@lru_cache(maxsize=None)
def _place_table(square_cells: int, square_cols: int, unit: str, square: int, length: int) -> tuple:
    """(cells as a mask, Place action) of every placement of the unit in the square (``placements`` order)."""
    return tuple((mask, A.place(unit, anchor, heading))
                 for (anchor, heading, _), mask in zip(placements_in(square_cells, square_cols, square, length),
                                                        masks_in(square_cells, square_cols, square, length)))


def do_place(state: State, side: str, unit: str, cells: tuple, checked: bool = False) -> list:
    """checked: the placement was listed as legal for this position (place_options)."""
    problem = None if checked else place_problem(state, side, unit, cells)
    if problem:
        raise problem
    ship = state.fleets[side].ships[unit]
    old, ship.cells = ship.cells, cells
    if unit not in state.turn.placed:
        state.turn.placed.append(unit)
    heading = ship.heading
    return [PlaceEvent(side, ship.name, state.board, {"side": side, "unit": unit, "from_cells": old, "cells": cells,
                                                      "heading": heading})]


class PlaceEvent(Event):
    """The log line of a ship set in its square (kind "place"), its text made when first read:
    a ship is set again and again while a turn's moves are tried, and a simulation reads none
    of these lines."""

    __slots__ = ("_side", "_name", "_board", "_text")

    def __init__(self, side: str, name: str, board, data: dict):
        self.kind, self.data = "place", data
        self._side, self._name, self._board, self._text = side, name, board, None

    @property
    def text(self) -> str:
        text = self._text
        if text is None:
            d = self.data
            text = self._text = (f"{self._side.capitalize()} {self._name} set in "
                                 f"{where_set(self._board, d['cells'][0], d['heading'])}")
        return text

    def __reduce__(self):
        return Event, (self.kind, self.text, self.data)  # copied or pickled: a plain Event of the same line
