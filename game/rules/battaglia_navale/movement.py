"""Moving the units of one square (BN Movement, BN Obstacles, BN Positioning, BN Polaris)."""
from __future__ import annotations

from ..core import Event, RuleError
from .board import cell_name
from .data import unit as unit_data
from .placement import auto_place, placements
from .state import State


def taken_cells(state: State, but: tuple = ()) -> set:
    """Cells a ship may not take: land, platforms, battery, other ships, planes aloft."""
    occ = state.occupant()
    for c in but:
        occ.pop(c, None)
    return set(occ)


def sub_may_move(state: State, side: str) -> bool:
    """BN Polaris: the submarine stays at base until it holds the token; once out (or after its
    launch) it moves by the regular rules until it is back at base."""
    fleet = state.fleets[side]
    sub = fleet.ships["S"]
    return fleet.polaris_token or state.board.square_of(sub.cells[0]) not in state.board.base_of(side)


def enemy_unit_in(state: State, side: str, square: int) -> bool:
    """BN Obstacles: a square with even one enemy unit (a ship or the battery)."""
    enemy = state.fleets[state.opponent(side)]
    b = state.board
    if any(b.square_of(s.cells[0]) == square for s in enemy.afloat()):
        return True
    return enemy.battery.active and b.square_of(enemy.battery.cell) == square


def move_plan(state: State, side: str, unit: str, direction: str, n: int, occupied: set | None = None):
    """(destination square, placement) or a RuleError saying why the move is refused."""
    fleet, b, turn = state.fleets[side], state.board, state.turn
    ship = fleet.ships.get(unit)
    if ship is None or not ship.afloat:
        return RuleError(f"Your {unit} is not on the chart", "BN Movement")
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
    top = unit_data(unit)["move"]
    if not 1 <= n <= top:
        return RuleError(f"The {ship.name} moves 1 to {top} squares", "BN Movement")
    route = b.path(here, direction, n)
    if route is None:
        return RuleError("That move leaves the chart", "BN Movement")
    prev = here
    for sq in route:
        if frozenset((prev, sq)) in state.blocked_sides:
            return RuleError(f"An island or a promontory blocks the way between squares {prev} and "
                             f"{sq}", "BN Obstacles")
        prev = sq
    dest = route[-1]
    if enemy_unit_in(state, side, dest):
        return RuleError(f"A ship may not stop in square {dest}: an enemy unit is there "
                         "(it may pass through)", "BN Obstacles")
    taken = (occupied - set(ship.cells)) if occupied is not None else taken_cells(state, but=ship.cells)
    spot = auto_place(b, dest, len(ship.cells), taken, ship.cells)
    if spot is None:
        return RuleError(f"There is no room for the {ship.name} in square {dest}", "BN Positioning")
    return dest, spot


def movable(state: State, side: str) -> list:
    """Ships of the side that could still move this turn (before checking routes)."""
    turn = state.turn
    out = []
    for ship in state.fleets[side].afloat():
        if ship.unit in turn.moved or ship.unit in turn.fired_units:
            continue
        if turn.moved_from is not None and state.board.square_of(ship.cells[0]) != turn.moved_from:
            continue
        if ship.unit == "S" and not sub_may_move(state, side):
            continue
        out.append(ship.unit)
    return out


def move_options(state: State, side: str) -> list:
    out = []
    occupied = set(state.occupant())
    for unit in movable(state, side):
        for d in "NSEW":
            for n in range(1, unit_data(unit)["move"] + 1):
                if not isinstance(move_plan(state, side, unit, d, n, occupied), RuleError):
                    out.append((unit, d, n))
    return out


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
    events = [Event("move", f"{side.capitalize()} {ship.name} moves {direction}{n}: square {start} to "
                    f"{dest}", {"side": side, "unit": unit, "from": start, "to": dest,
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
    square = state.board.square_of(ship.cells[0])
    b = state.board
    if any(not (0 <= c[0] < b.cols and 0 <= c[1] < b.rows) or b.square_of(c) != square
           for c in cells):
        return RuleError(f"The {ship.name} must lie inside square {square}, never across a side",
                         "BN Positioning")
    taken = taken_cells(state, but=ship.cells)
    if any(c in taken for c in cells):
        return RuleError("Those cells are not free", "BN Positioning")
    return None


def place_options(state: State, side: str) -> list:
    out = []
    for unit in state.turn.moved:
        ship = state.fleets[side].ships[unit]
        if not ship.afloat:
            continue
        square = state.board.square_of(ship.cells[0])
        taken = taken_cells(state, but=ship.cells)
        for anchor, heading, cells in placements(state.board, square, len(ship.cells)):
            if cells != ship.cells and not any(c in taken for c in cells):
                out.append((unit, anchor, heading))
    return out


def do_place(state: State, side: str, unit: str, cells: tuple) -> list:
    problem = place_problem(state, side, unit, cells)
    if problem:
        raise problem
    ship = state.fleets[side].ships[unit]
    old, ship.cells = ship.cells, cells
    return [Event("place", f"{side.capitalize()} {ship.name} set at {cell_name(cells[0])}"
                  f"{ship.heading}", {"side": side, "unit": unit, "from_cells": old, "cells": cells,
                                      "heading": ship.heading})]
