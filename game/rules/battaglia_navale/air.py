"""Air raids, placing planes, bombing and landing (BN Aircraft)."""
from __future__ import annotations

from functools import lru_cache

from ..core import Event, RuleError
from . import actions as A
from .board import cell_name
from .combat import card_fire, has_targets, subsets, targets_in_order
from .data import rules_data
from .position import position
from .state import RaidInProgress, State


def flight_ok(state: State, origin: int, target: int) -> bool:
    """BN Aircraft: up to 3 squares over anything. Option plane_flight: 'any' counts squares
    orthogonally along any route; 'straight' keeps to one row or column."""
    b = state.board
    d = b.distances[origin, target]
    if d > rules_data()["planes"]["move"]:
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


def plane_groups(state: State, side: str, status=("aboard", "aloft")) -> dict:
    """square -> planes there (aboard the carrier or aloft) that may fly together."""
    out: dict = {}
    fleet, square = state.fleets[side], state.board.cell_square
    carrier = fleet.ships["P"]
    aboard = square[carrier.cells[0]] if carrier.cells and not carrier.sunk else None  # State.plane_square
    for p in fleet.planes.values():
        if p.status in status:
            sq = square[p.cell] if p.status == "aloft" else aboard if p.status == "aboard" else None
            if sq is not None:
                out.setdefault(sq, []).append(p.unit)
    return out


def free_plane_cells(state: State, square: int, flying=()) -> list:
    """BN Aircraft: free cells of the square (nothing on them); the flying planes' own cells count as free."""
    occ = state.occupant()
    own = {p.cell for p in state.fleets[state.to_move].planes.values()
           if p.unit in flying and p.status == "aloft"}
    return [c for c in state.board.square_cells_of(square) if c not in occ or c in own]


def raid_problem(state: State, side: str, target: int, planes: tuple) -> RuleError | None:
    fleet = state.fleets[side]
    if state.turn.started:
        return RuleError("An air raid is a whole move: no other move or fire this turn", "BN Aircraft")
    squares = set()
    for u in planes:
        p = fleet.planes[u]
        if p.status == "down":
            return RuleError(f"Plane {u} has been lost", "BN Aircraft")
        squares.add(state.plane_square(p))
    if len(squares) != 1 or None in squares:
        return RuleError("Planes that take off together fly together: they must start from one "
                         "square", "BN Aircraft")
    origin = squares.pop()
    if target not in state.board.squares or not flight_ok(state, origin, target):
        return RuleError(f"Planes fly up to {rules_data()['planes']['move']} squares", "BN Aircraft")
    if not has_targets(state, side, target):
        return RuleError(f"Square {target} holds nothing of the enemy to bomb", "BN Aircraft")
    if len(free_plane_cells(state, target, planes)) < len(planes):
        return RuleError(f"Square {target} has no free cells for the planes: the bombing cannot be "
                         "carried out", "BN Aircraft")
    return None


def raid_options(state: State, side: str) -> list:
    """Every air raid possible now, as actions (BN Aircraft): from each square with planes, to each
    target square within flight with free cells for them, targets in square order."""
    out = []
    groups = plane_groups(state, side)
    if not groups:
        return out
    targets = targets_in_order(state, side)
    b = state.board
    masks, square, bit = position(state).masks, b.cell_square, b.cell_bit
    cells = b.square_cells * b.square_cells
    for origin, units in groups.items():
        flying = [p.cell for p in state.fleets[state.to_move].planes.values()
                  if p.unit in units and p.status == "aloft"]
        within = flight_squares(state, origin)
        for target in targets:
            if target not in within:
                continue
            taken = masks[target]
            for c in flying:  # the flying planes' own cells count as free (free_plane_cells)
                if square[c] == target:
                    taken &= ~bit[c]
            out += A.raid_choices(target, tuple(units), cells - taken.bit_count())
    return out


def start_raid(state: State, side: str, target: int, planes: tuple, checked: bool = False) -> list:
    """checked: the raid was listed as legal for this position (raid_options)."""
    problem = None if checked else raid_problem(state, side, target, planes)
    if problem:
        raise problem
    origin = state.plane_square(state.fleets[side].planes[planes[0]])
    state.raid = RaidInProgress(side, tuple(planes), origin, target)
    state.phase = "place_planes"
    return [Event("raid", f"{side.capitalize()} air raid: {', '.join(planes)} fly from square {origin} "
                  f"to square {target}", {"side": side, "planes": list(planes), "from": origin,
                                          "to": target})]


def plane_cells_left(state: State) -> list:
    raid = state.raid
    used = set(state.raid.placed.values())
    return [c for c in free_plane_cells(state, raid.target, raid.planes) if c not in used]


def place_plane_options(state: State) -> list:
    """Every PlacePlane action now: each plane still to place on each cell plane_cells_left gives,
    read from the position's taken cells (BN Aircraft)."""
    raid, b = state.raid, state.board
    taken = position(state).masks[raid.target]
    square, bit = b.cell_square, b.cell_bit
    for p in state.fleets[state.to_move].planes.values():  # the flying planes' own cells are free
        if p.unit in raid.planes and p.status == "aloft" and square[p.cell] == raid.target:
            taken &= ~bit[p.cell]
    for cell in raid.placed.values():  # cells already chosen for the other planes
        if square[cell] == raid.target:
            taken |= bit[cell]
    free = [i for i in range(b.square_cells * b.square_cells) if not taken >> i & 1]
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
    events = [Event("plane_placed", f"Plane {plane} over {cell_name(cell)}",
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
        p.status, p.cell = "aloft", cell
    events = card_fire(state, raid.side, raid.target, raid.planes, "bombing",
                       len(raid.planes) * rules_data()["planes"]["cards_each"])
    state.raid = None
    return events


def land_problem(state: State, side: str, planes: tuple) -> RuleError | None:
    fleet = state.fleets[side]
    if state.turn.started:
        return RuleError("Landing is a whole move", "BN Aircraft")
    carrier = fleet.ships["P"]
    if not carrier.afloat:
        return RuleError("The Aircraft Carrier is sunk: the planes fly on until shot down", "BN Aircraft")
    squares = set()
    for u in planes:
        p = fleet.planes[u]
        if p.status != "aloft":
            return RuleError(f"Plane {u} is not in the air", "BN Aircraft")
        squares.add(state.board.square_of(p.cell))
    if len(squares) != 1:
        return RuleError("Planes that land together fly together from one square", "BN Aircraft")
    if not flight_ok(state, squares.pop(), state.board.square_of(carrier.cells[0])):
        return RuleError("The carrier is beyond the planes' flight", "BN Aircraft")
    return None


def land_options(state: State, side: str) -> list:
    """The checks of land_problem for each group of planes aloft over one square: a whole move,
    the carrier afloat and within the planes' flight (BN Aircraft)."""
    carrier = state.fleets[side].ships["P"]
    if state.turn.started or not carrier.afloat:
        return []
    home = state.board.square_of(carrier.cells[0])
    out = []
    for origin, units in plane_groups(state, side, ("aloft",)).items():
        if flight_ok(state, origin, home):
            out += subsets(units)
    return out


def land(state: State, side: str, planes: tuple) -> list:
    problem = land_problem(state, side, planes)
    if problem:
        raise problem
    fleet = state.fleets[side]
    carrier_sq = state.board.square_of(fleet.ships["P"].cells[0])
    for u in planes:
        p = fleet.planes[u]
        p.status, p.cell = "aboard", None
    return [Event("land", f"{side.capitalize()} planes {', '.join(planes)} land on the carrier in square "
                  f"{carrier_sq}", {"side": side, "planes": list(planes), "to": carrier_sq})]
