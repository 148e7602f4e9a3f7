"""Carriers and planes on the move: placing, turning, pushing, launching, flying, landing.

Rules: CS Setup 6, CS Carriers 1-6, CS Planes 1-7, CS Torpedo Runs 2-3, CS Teams 3.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Land, Launch, Taxi, shared
from .state import Carrier, Plane, State

FORWARD, LEFT, RIGHT = 0, 1, -1  # hex directions turn anticlockwise on screen: left is +1


def carrier_cells(grid, middle, heading: int) -> tuple:
    """(bow, middle, stern) of a carrier whose middle hex and heading are given (CS Setup 6)."""
    return grid.step(middle, heading), middle, grid.step(middle, heading + 3)


def carriers_apart(tables, cells_a, cells_b) -> bool:
    """No space of one carrier is the same as or adjacent to a space of the other (CS Setup 6);
    ``tables``: the board's (state.tables)."""
    grid, around = tables.grid, tables.around
    if all(a in around for a in cells_a):
        return _apart(around, cells_a, cells_b)
    return all(grid.distance(a, b) >= 2 for a in cells_a for b in cells_b)  # partly off the board


def _apart(around: dict, cells_a, cells_b) -> bool:
    """``carriers_apart`` for a carrier wholly on the board, by the table of surroundings."""
    for a in cells_a:
        if not around[a].isdisjoint(cells_b):
            return False
    return True


def placement_problem(state: State, carrier: Carrier, middle, heading: int, halves) -> str | None:
    """Why a carrier cannot be placed there, or None (CS Setup 6)."""
    if not 0 <= heading < 6:
        return "A heading is one of the six hex directions"
    cells = carrier_cells(state.grid, middle, heading)
    if not all(state.grid.contains(c) for c in cells):
        return "A carrier must lie wholly on the board"
    if not all(c in halves[carrier.side] for c in cells):
        return f"Place your carriers on the {carrier.side} half of the board"
    for other in state.carriers.values():
        if other.id != carrier.id and other.placed and not carriers_apart(state.tables, cells, other.cells):
            return f"Carriers may not be on adjacent spaces (too close to {other.id})"
    return None


def front_space(state: State, carrier: Carrier):
    """The space immediately in front of the carrier, where planes launch (CS Planes 4)."""
    return state.grid.step(carrier.bow, carrier.heading)


def behind_space(state: State, carrier: Carrier):
    """The space directly behind the carrier, from which planes land (CS Planes 4)."""
    return state.grid.step(carrier.stern, carrier.heading + 3)


# -- carrier movement (CS Carriers) -------------------------------------------------
@dataclass
class CarrierMove:
    carrier: str
    heading: int
    cells: tuple
    pushes: list        # [(plane id, from cell, to cell)]
    forfeit: str | None  # the reason the move is forfeited, or None
    rule: str = ""


def plan_carrier_move(state: State, carrier: Carrier, turn: int) -> CarrierMove:
    """Where a forward move (turn 0) or a pivot (turn +1 left / -1 right) would take the
    carrier, the planes it pushes, and whether the move is forfeited."""
    grid, tables = state.grid, state.tables
    if turn == FORWARD:  # CS Carriers 1
        heading = carrier.heading
        cells = tuple(tables.steps(c, heading, state.data.carrier_step) for c in carrier.cells)
    else:  # CS Carriers 2: pivot on the middle space
        heading = (carrier.heading + turn) % 6
        middle = carrier.middle
        cells = (tables.steps(middle, heading), middle, tables.steps(middle, heading + 3))  # carrier_cells
    move = CarrierMove(carrier.id, heading, cells, [], None)
    if not tables.cells.issuperset(cells):
        move.forfeit, move.rule = f"{carrier.id} would leave the board", "CS Carriers 5"
        return move
    for other in state.carriers.values():
        if other is not carrier and other.cells and not other.sunk and not _apart(tables.around, cells, other.cells):
            move.forfeit, move.rule = f"{carrier.id} would come next to {other.id}", "CS Carriers 5"
            return move
    # CS Carriers 4: planes in the way are moved one space, keeping their place beside it.
    entered = [cell for cell in cells if cell not in carrier.cells]
    if {p.cell for p in state.planes.values()}.isdisjoint(entered):
        return move  # nobody in the way
    planes_at = {p.cell: p for p in reversed(state.planes.values()) if p.cell is not None}
    moved: dict = {}
    for cell in entered:
        blocker = planes_at.get(cell)
        if blocker is None or blocker.id in moved:
            continue
        if turn == FORWARD:
            direction = heading
        else:
            k = grid.direction_between(carrier.middle, cell)
            direction = grid.direction_between(cell, grid.step(carrier.middle, k + turn))
        here = cell
        while True:  # a pushed plane pushes the plane beyond it (house: planes never share)
            plane = planes_at.get(here)
            if plane is None or plane.id in moved:
                break
            there = grid.step(here, direction)
            moved[plane.id] = (here, there)
            here = there
    targets = set()
    for pid, (src, dst) in moved.items():
        if not grid.contains(dst):
            move.forfeit, move.rule = f"{carrier.id} would push plane {pid} off the board", "CS Carriers 6"
            return move
        other = state.carrier_at(dst)
        if dst in cells or (other is not None and other.id != carrier.id):
            move.forfeit, move.rule = f"{carrier.id} would push plane {pid} onto a carrier", "CS Carriers 4"
            return move
        if dst in targets:
            move.forfeit, move.rule = f"{carrier.id} would push two planes onto one space", "CS Planes 6"
            return move
        targets.add(dst)
    move.pushes = [(pid, src, dst) for pid, (src, dst) in moved.items()]
    return move


def carry_out(state: State, move: CarrierMove) -> None:
    carrier = state.carriers[move.carrier]
    carrier.heading = move.heading
    carrier.heading_name = state.direction_names[move.heading]
    carrier.cells = move.cells  # CS Carriers 3: planes and torpedoes aboard move with it
    for pid, _src, dst in move.pushes:
        state.planes[pid].cell = dst


# -- planes (CS Planes) --------------------------------------------------------------
@dataclass(slots=True)
class Traffic:
    """Who is where, read once per position for the plane moves of every plane."""
    blocked: set   # spaces a plane may not enter: planes and carriers (CS Planes 6-7)
    behind: dict   # space directly behind each carrier afloat -> carrier ids (CS Planes 4)
    decks: set     # (carrier id, deck part) taken by a plane (CS Planes 3, 6)


def traffic(state: State) -> Traffic:
    planes = state.planes.values()
    blocked = {p.cell for p in planes if p.cell is not None}
    decks = {(p.carrier, p.deck_part) for p in planes if p.carrier is not None}
    behind: dict = {}
    step = state.tables.step
    for c in state.carriers.values():
        cells = c.cells
        if cells and not c.sunk:  # afloat
            blocked.update(cells)
            behind.setdefault(step[cells[2]][(c.heading + 3) % 6], []).append(c.id)  # behind the stern
    return Traffic(blocked, behind, decks)


def landing_options(state: State, plane: Plane) -> list:
    """Carriers whose unoccupied rear deck this plane may take (CS Torpedo Runs 2, CS Teams 3)."""
    free = [c for c in state.side_carriers(plane.side)
            if c.afloat and state.data.deck_parts not in state.deck(c.id)]
    own = [c for c in free if c.seat == plane.seat]
    own_torpedoes = sum(c.torpedoes for c in state.side_carriers(plane.side)
                        if c.afloat and c.seat == plane.seat)
    if own and own_torpedoes > 0:
        return [c.id for c in own]
    return [c.id for c in free]  # teammate's carrier too (CS Teams 3 and its NOTE)


def put_on_rear_deck(state: State, plane: Plane, carrier: Carrier) -> None:
    if plane.torpedo:  # house: a torpedo brought back goes back under the deck
        carrier.torpedoes += 1
        plane.torpedo = False
    plane.cell = None
    plane.sacrifice = None
    plane.carrier, plane.deck_part = carrier.id, state.data.deck_parts
    plane.command, plane.seat = carrier.id, carrier.seat  # CS Teams 3: now its responsibility


def plane_moves(state: State, plane: Plane, seen: Traffic | None = None) -> list:
    """Every one-point move (taxi, launch, fly, land) this plane can make now."""
    if plane.sacrifice is not None:
        return []  # a diving plane advances by itself (CS Sacrifice 3)
    if seen is None:
        seen = traffic(state)
    if plane.carrier is not None:  # on deck
        if plane.deck_part > 1:  # forward along the stripe, one part a point (CS Planes 3, 6)
            return [] if (plane.carrier, plane.deck_part - 1) in seen.decks else [shared(Taxi, plane.id)]
        carrier = state.carriers[plane.carrier]
        front = state.tables.step[carrier.cells[0]][carrier.heading]  # before the bow (CS Planes 4)
        if front not in state.tables.cells or front in seen.blocked:  # CS Planes 6-7
            return []
        if carrier.torpedoes > 0:  # CS Planes 5
            return [shared(Launch, plane.id, False), shared(Launch, plane.id, True)]
        return [shared(Launch, plane.id, False)]
    blocked = seen.blocked
    around, near, flies = state.tables.flights[plane.id][plane.cell]
    if around.isdisjoint(blocked):  # open sea all round
        out = list(flies)
    else:
        out = [fly for cell, fly in zip(near, flies) if cell not in blocked]
    here = seen.behind.get(plane.cell)
    if here:
        out.extend(shared(Land, plane.id, cid) for cid in landing_options(state, plane) if cid in here)
    return out


def movement(state: State) -> tuple:
    """(plane id -> its one-point moves, for every plane of this throw; the traffic read)."""
    seen = traffic(state)
    command = state.throw.command
    return {p.id: plane_moves(state, p, seen) for p in state.planes.values() if p.command in command}, seen


def movement_after(state: State, before: dict, seen: Traffic, moved: Plane, freed=None, taken=None,
                   deck: str | None = None, landing: bool = False) -> tuple:
    """``movement`` after one plane's taxi, launch or flight, made from the moves before
    (and the traffic ``seen`` then). Only these planes can move otherwise now: the one that
    moved; a plane in flight next to the space ``freed`` or ``taken`` (CS Planes 6-7); a
    plane at the front of a deck whose launch space that is (CS Planes 4); the planes on
    the ``deck`` that changed (CS Planes 3); and when ``landing`` may have changed (a rear
    deck freed, a torpedo taken), the planes behind a carrier (CS Planes 4, CS Teams 3)."""
    around, step, planes = state.tables.around, state.tables.step, state.planes
    blocked, decks, touched = seen.blocked, seen.decks, set()
    if freed is not None or taken is not None:
        blocked = set(blocked)
        if freed is not None:
            blocked.discard(freed)
            touched |= around[freed]
        if taken is not None:
            blocked.add(taken)
            touched |= around[taken]
    if deck is not None:
        decks = {(p.carrier, p.deck_part) for p in planes.values() if p.carrier is not None}
    seen = Traffic(blocked, seen.behind, decks)
    behind = seen.behind if landing else ()
    after = {}
    for pid, moves in before.items():
        plane = planes[pid]
        cell = plane.cell
        if plane is moved:
            moves = plane_moves(state, plane, seen)
        elif cell is not None:
            if cell in touched or cell in behind:
                moves = plane_moves(state, plane, seen)
        elif plane.carrier == deck:
            moves = plane_moves(state, plane, seen)
        elif plane.deck_part == 1 and touched:
            carrier = state.carriers[plane.carrier]
            if step[carrier.cells[0]][carrier.heading] in (freed, taken):  # the space before its bow
                moves = plane_moves(state, plane, seen)
        after[pid] = moves
    return after, seen
