"""Air raids, placing planes, bombing and landing (BN Aircraft)."""
from __future__ import annotations

from functools import lru_cache

from ..core import Event, RuleError
from . import actions as A
from .board import where_set
from .combat import card_fire, has_targets, targets_in_order
from .state import RaidInProgress, State


def flight_ok(state: State, origin: int, target: int) -> bool:
    """BN Aircraft: up to 3 squares over anything. Option plane_flight: 'any' counts squares
    orthogonally along any route; 'straight' keeps to one row or column."""
    b = state.board
    d = b.distances[origin, target]
    if d > state.data.numbers["planes"]["move"]:
        return False
    if state.options.get("plane_flight") == "straight" and d > 0:
        return b.straight(origin, target) is not None
    return True


def flight_squares(state: State, origin: int) -> frozenset:
    """The squares flight_ok allows from the origin, kept per chart and option."""
    key = ("flight", origin, state.options.get("plane_flight"))
    squares = state.board.tables.get(key)
    if squares is None:
        squares = state.board.tables[key] = frozenset(t for t in state.board.squares
                                                      if flight_ok(state, origin, t))
    return squares


def flights(state: State, side: str) -> list:
    """BN Aircraft: the planes of side that may take off together, as (square, planes, whole): the
    planes aboard the carrier (one, two or all three of them: whole is False), and each flight aloft
    (whole is True: "when planes take off in 2 or 3, they must then always fly together")."""
    fleet, square = state.fleets[side], state.board.cell_square
    out = []
    carrier = fleet.ships["P"]
    aboard = tuple(p.unit for p in fleet.planes.values() if p.status == "aboard")
    if aboard and carrier.cells and not carrier.sunk:
        out.append((square[carrier.cells[0]], aboard, False))
    aloft: dict = {}
    for p in fleet.planes.values():
        if p.status == "aloft":
            aloft.setdefault(p.flight or (p.unit,), []).append(p)
    for members in aloft.values():
        out.append((square[members[0].cell], tuple(p.unit for p in members), True))
    return out


def flight_of(state: State, side: str, plane: str) -> tuple:
    """The planes aloft flying together with this one, itself included (BN Aircraft)."""
    p = state.fleets[side].planes[plane]
    key = p.flight or (p.unit,)
    return tuple(q.unit for q in state.fleets[side].planes.values()
                 if q.status == "aloft" and (q.flight or (q.unit,)) == key)


def free_plane_cells(state: State, square: int, flying=(), side: str | None = None) -> list:
    """BN Aircraft: the free cells of the square, "that is, cells not occupied by enemy units": no
    enemy ship on it, and no plane (two plane counters never share a cell: a red mark there downs
    one plane). The flying planes' own cells count as free. Land, the battery, the Polaris counters
    and one's own ships leave a cell free (the plane flies above them)."""
    side = side or state.to_move
    enemy = state.fleets[state.opponent(side)]
    cells = state.board.square_cells_of(square)
    inside = set(cells)
    taken = {c for s in enemy.ships.values() if s.afloat for c in s.cells if c in inside}
    for f in state.fleets.values():
        for p in f.planes.values():
            if p.status == "aloft" and p.cell in inside and not (f.side == side and p.unit in flying):
                taken.add(p.cell)
    return [c for c in cells if c not in taken]


def taken_plane_masks(state: State, side: str, flying=()) -> dict:
    """free_plane_cells as masks: square -> its cells a plane of side may not take (enemy ships,
    planes aloft but the flying ones of side), as in Board.cell_bit."""
    b, out = state.board, {}
    square_of, bit = b.cell_square, b.cell_bit
    for s in state.fleets[state.opponent(side)].ships.values():
        if s.cells and not s.sunk:
            for c in s.cells:  # cell by cell: a position set by hand may lay a ship across a side
                square = square_of[c]
                out[square] = out.get(square, 0) | bit[c]
    for f in state.fleets.values():
        for p in f.planes.values():
            if p.status == "aloft" and not (f.side == side and p.unit in flying):
                square = square_of[p.cell]
                out[square] = out.get(square, 0) | bit[p.cell]
    return out


def raid_problem(state: State, side: str, target: int, planes: tuple) -> RuleError | None:
    fleet = state.fleets[side]
    if state.turn.started:
        return RuleError("An air raid is a whole move: no other move or fire this turn", "BN Aircraft")
    statuses = set()
    for u in planes:
        p = fleet.planes[u]
        if p.status == "down":
            return RuleError(f"Plane {u} has been lost", "BN Aircraft")
        statuses.add(p.status)
    if statuses == {"aloft"}:
        flight = flight_of(state, side, planes[0])
        if set(planes) != set(flight):
            return RuleError(f"Planes that took off together always fly together: {', '.join(flight)} "
                             "fly as one", "BN Aircraft")
    elif statuses != {"aboard"}:
        return RuleError("Planes aboard the carrier and planes in the air do not fly together", "BN Aircraft")
    origin = state.plane_square(fleet.planes[planes[0]])
    if origin is None:
        return RuleError("The Aircraft Carrier is sunk", "BN Aircraft")
    if target not in state.board.squares or not flight_ok(state, origin, target):
        return RuleError(f"Planes fly up to {state.data.numbers['planes']['move']} squares", "BN Aircraft")
    if not has_targets(state, side, target):
        return RuleError(f"Square {target} holds nothing of the enemy to bomb", "BN Aircraft")
    if len(free_plane_cells(state, target, planes, side)) < len(planes):
        return RuleError(f"Square {target} has no free cells for the planes (cells without enemy units): "
                         "the bombing cannot be carried out", "BN Aircraft")
    return None


def raid_options(state: State, side: str) -> list:
    """Every air raid possible now, as actions (BN Aircraft): one, two or three of the planes aboard,
    or a whole flight aloft, to each target square within flight with free cells for them, targets
    in square order."""
    out = []
    groups = flights(state, side)
    if not groups:
        return out
    targets = targets_in_order(state, side)
    cells = state.board.square_cells ** 2
    for origin, units, whole in groups:
        within = flight_squares(state, origin)
        taken = taken_plane_masks(state, side, units)
        for target in targets:
            if target not in within:
                continue
            room = cells - taken.get(target, 0).bit_count()  # len(free_plane_cells(...)) by masks
            if whole:
                if room >= len(units):
                    out.append(A.raid(target, units))
            else:
                out += A.raid_choices(target, units, room)
    return out


def start_raid(state: State, side: str, target: int, planes: tuple, checked: bool = False) -> list:
    """checked: the raid was listed as legal for this position (raid_options)."""
    problem = None if checked else raid_problem(state, side, target, planes)
    if problem:
        raise problem
    origin = state.plane_square(state.fleets[side].planes[planes[0]])
    state.raid = RaidInProgress(side, tuple(planes), origin, target)
    state.phase = "place_planes"
    fly = "flies" if len(planes) == 1 else "fly"
    where = f"over square {target}" if origin == target else f"from square {origin} to square {target}"
    return [Event("raid", f"{side.capitalize()} air raid: {', '.join(planes)} {fly} {where}",
                  {"side": side, "planes": list(planes), "from": origin, "to": target})]


def plane_cells_left(state: State) -> list:
    raid = state.raid
    used = set(state.raid.placed.values())
    return [c for c in free_plane_cells(state, raid.target, raid.planes, raid.side) if c not in used]


def place_plane_options(state: State) -> list:
    """Every PlacePlane action now: each plane still to place on each cell plane_cells_left gives
    (BN Aircraft), cells in the square's order."""
    raid, b = state.raid, state.board
    x0, y0 = b.square_origin(raid.target)
    n = b.square_cells
    free = [(c[1] - y0) * n + (c[0] - x0) for c in plane_cells_left(state)]
    out = []
    for plane in raid.planes:
        if plane not in raid.placed:
            choices = _plane_choices(b.square_cells, b.square_cols, plane, raid.target)
            out += [choices[i] for i in free]
    return out


@lru_cache(maxsize=None)
def _plane_choices(square_cells: int, square_cols: int, plane: str, square: int) -> tuple:
    """The PlacePlane action of the plane on each cell of the square, in the order of its bits."""
    x0, y0 = ((square - 1) % square_cols) * square_cells, ((square - 1) // square_cols) * square_cells
    return tuple(A.place_plane(plane, (x0 + dx, y0 + dy)) for dy in range(square_cells) for dx in range(square_cells))


def place_plane_problem(state: State, plane: str, cell) -> RuleError | None:
    raid = state.raid
    if plane not in raid.planes or plane in state.raid.placed:
        return RuleError(f"Plane {plane} is not waiting to be placed", "BN Aircraft")
    if cell not in plane_cells_left(state):
        return RuleError(f"Planes are placed on free cells of square {raid.target}", "BN Aircraft")
    return None


def place_plane(state: State, plane: str, cell, checked: bool = False) -> list:
    """checked: the plane's cell was listed as legal for this position."""
    problem = None if checked else place_plane_problem(state, plane, cell)
    if problem:
        raise problem
    state.raid.placed[plane] = cell
    events = [Event("plane_placed", f"Plane {plane} over {where_set(state.board, cell)}",
                    {"side": state.raid.side, "unit": plane, "cell": cell})]
    if len(state.raid.placed) == len(state.raid.planes):
        events += bomb(state)
    return events


def auto_planes(state: State) -> list:
    events = []
    for plane in [p for p in state.raid.planes if p not in state.raid.placed]:
        events += place_plane(state, plane, plane_cells_left(state)[0])  # the last one bombs
    return events


def bomb(state: State) -> list:
    """BN Aircraft: planes placed, one card per plane, marks checked as for ships."""
    raid = state.raid
    fleet = state.fleets[raid.side]
    for plane, cell in state.raid.placed.items():
        p = fleet.planes[plane]
        p.status, p.cell, p.flight = "aloft", cell, tuple(raid.planes)  # they always fly together
    events = card_fire(state, raid.side, raid.target, raid.planes, "bombing",
                       len(raid.planes) * state.data.numbers["planes"]["cards_each"])
    state.raid = None
    return events


def land_problem(state: State, side: str, planes: tuple) -> RuleError | None:
    fleet = state.fleets[side]
    if state.turn.started:
        return RuleError("Landing is a whole move", "BN Aircraft")
    carrier = fleet.ships["P"]
    if not carrier.afloat:
        return RuleError("The Aircraft Carrier is sunk: the planes fly on until shot down", "BN Aircraft")
    for u in planes:
        if fleet.planes[u].status != "aloft":
            return RuleError(f"Plane {u} is not in the air", "BN Aircraft")
    flight = flight_of(state, side, planes[0])
    if set(planes) != set(flight):
        return RuleError(f"Planes that took off together always fly together: {', '.join(flight)} land "
                         "as one", "BN Aircraft")
    if not flight_ok(state, state.board.square_of(fleet.planes[planes[0]].cell), state.board.square_of(carrier.cells[0])):
        return RuleError("The carrier is beyond the planes' flight", "BN Aircraft")
    return None


def land_options(state: State, side: str) -> list:
    """The checks of land_problem for each flight aloft: a whole move, the carrier afloat and within
    the planes' flight, the flight landing as one (BN Aircraft)."""
    carrier = state.fleets[side].ships["P"]
    if state.turn.started or not carrier.afloat:
        return []
    home = state.board.square_of(carrier.cells[0])
    return [units for origin, units, whole in flights(state, side) if whole and flight_ok(state, origin, home)]


def land(state: State, side: str, planes: tuple) -> list:
    problem = land_problem(state, side, planes)
    if problem:
        raise problem
    fleet = state.fleets[side]
    carrier_sq = state.board.square_of(fleet.ships["P"].cells[0])
    for u in planes:
        p = fleet.planes[u]
        p.status, p.cell, p.flight = "aboard", None, ()
    return [Event("land", f"{side.capitalize()} planes {', '.join(planes)} land on the carrier in square "
                  f"{carrier_sq}", {"side": side, "planes": list(planes), "to": carrier_sq})]
