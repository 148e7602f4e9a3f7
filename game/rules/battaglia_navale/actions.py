"""Actions of Battaglia Navale and their notation: ``str(action)`` and ``parse(text)``.

Cells are named like chess squares: column a-p west to east, row 1-24 north to south
("i21"); squares by their number 1-24; units by the rulebook's letters: C Battleship,
I Cruiser, Ct Destroyer, P Aircraft Carrier, S Polaris Submarine, A1-A3 planes, B battery.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from ..core import NotationError
from .board import cell_name, parse_cell

UNIT_ORDER = ("C", "I", "Ct", "P", "S", "B", "A1", "A2", "A3")
DIRS = "NSEW"


def _units(units) -> tuple:
    return tuple(sorted(set(units), key=lambda u: UNIT_ORDER.index(u) if u in UNIT_ORDER else 99))


def _canon(obj, name):
    object.__setattr__(obj, name, _units(getattr(obj, name)))


@dataclass(frozen=True)
class DrawIslands:
    def __str__(self):
        return "islands"


@dataclass(frozen=True)
class PlaceBattery:
    cell: tuple

    def __str__(self):
        return f"battery {cell_name(self.cell)}"


@dataclass(frozen=True)
class PlaceFleetShip:
    unit: str
    cell: tuple
    heading: str

    def __str__(self):
        return f"fleet {self.unit} {cell_name(self.cell)}{self.heading}"


@dataclass(frozen=True)
class AutoFleet:
    def __str__(self):
        return "fleet auto"


@dataclass(frozen=True)
class DrawLot:
    def __str__(self):
        return "lot"


@dataclass(frozen=True)
class TurnPolaris:
    number: int

    def __str__(self):
        return f"polaris {self.number}"


@dataclass(frozen=True)
class Move:
    unit: str
    direction: str
    squares: int

    def __str__(self):
        return f"move {self.unit} {self.direction}{self.squares}"


@dataclass(frozen=True)
class Place:
    unit: str
    cell: tuple
    heading: str

    def __str__(self):
        # written once per action object (not a field: equality and hashing ignore it); the same
        # objects are listed again and again while a ship is set in its square. An attribute,
        # never through __dict__ (on CPython 3.11 that would slow every later read of the action)
        try:
            return self._notation
        except AttributeError:
            text = f"place {self.unit} {cell_name(self.cell)}{self.heading}"
            object.__setattr__(self, "_notation", text)
            return text


@dataclass(frozen=True)
class Fire:
    target: int
    units: tuple

    def __post_init__(self):
        _canon(self, "units")

    def __str__(self):
        return f"fire {self.target} {','.join(self.units)}"


@dataclass(frozen=True)
class Missile:
    target: int

    def __str__(self):
        return f"missile {self.target}"


@dataclass(frozen=True)
class Raid:
    target: int
    planes: tuple

    def __post_init__(self):
        _canon(self, "planes")

    def __str__(self):
        return f"raid {self.target} {','.join(self.planes)}"


@dataclass(frozen=True)
class PlacePlane:
    plane: str
    cell: tuple

    def __str__(self):
        return f"plane {self.plane} {cell_name(self.cell)}"


@dataclass(frozen=True)
class AutoPlanes:
    def __str__(self):
        return "plane auto"


@dataclass(frozen=True)
class Land:
    planes: tuple

    def __post_init__(self):
        _canon(self, "planes")

    def __str__(self):
        return f"land {','.join(self.planes)}"


@dataclass(frozen=True)
class AntiAircraft:
    target: int
    units: tuple

    def __post_init__(self):
        _canon(self, "units")

    def __str__(self):
        return f"aa {self.target} {','.join(self.units)}"


@dataclass(frozen=True)
class HoldFire:
    def __str__(self):
        return "hold"


@dataclass(frozen=True)
class EndTurn:
    def __str__(self):
        return "end"


@dataclass(frozen=True)
class Pass:
    def __str__(self):
        return "pass"


_UNIT = r"(C|I|Ct|P|S)"
_LIST = r"([A-Za-z0-9]+(?:,[A-Za-z0-9]+)*)"
_CELL = r"([a-p]\d{1,2})"
_PATTERNS = [
    (r"islands", lambda m: DrawIslands()),
    (rf"battery {_CELL}", lambda m: PlaceBattery(parse_cell(m[1]))),
    (r"fleet auto", lambda m: AutoFleet()),
    (rf"fleet {_UNIT} {_CELL}([hv])", lambda m: PlaceFleetShip(m[1], parse_cell(m[2]), m[3])),
    (r"lot", lambda m: DrawLot()),
    (r"polaris ([1-4])", lambda m: TurnPolaris(int(m[1]))),
    (rf"move {_UNIT} ([NSEW])(\d)", lambda m: Move(m[1], m[2], int(m[3]))),
    (rf"place {_UNIT} {_CELL}([hv])", lambda m: Place(m[1], parse_cell(m[2]), m[3])),
    (rf"fire (\d{{1,2}}) {_LIST}", lambda m: Fire(int(m[1]), _checked(m[2], "C I Ct P S B"))),
    (r"missile (\d{1,2})", lambda m: Missile(int(m[1]))),
    (rf"raid (\d{{1,2}}) {_LIST}", lambda m: Raid(int(m[1]), _checked(m[2], "A1 A2 A3"))),
    (r"plane auto", lambda m: AutoPlanes()),
    (rf"plane (A[123]) {_CELL}", lambda m: PlacePlane(m[1], parse_cell(m[2]))),
    (rf"land {_LIST}", lambda m: Land(_checked(m[1], "A1 A2 A3"))),
    (rf"aa (\d{{1,2}}) {_LIST}", lambda m: AntiAircraft(int(m[1]), _checked(m[2], "C I Ct P S B"))),
    (r"hold", lambda m: HoldFire()),
    (r"end", lambda m: EndTurn()),
    (r"pass", lambda m: Pass()),
]
_COMPILED: dict = {}  # the first word of a notation -> the patterns that begin with it
for _p, _f in _PATTERNS:
    _COMPILED.setdefault(_p.split(" ", 1)[0], []).append((re.compile(_p + r"\Z"), _f))


def _checked(text: str, allowed: str) -> tuple:
    items = text.split(",")
    bad = [u for u in items if u not in allowed.split()]
    if bad:
        raise NotationError(f"unknown unit {bad[0]!r} (one of {allowed})")
    if len(set(items)) != len(items):
        raise NotationError(f"a unit is named twice in {text!r}")
    return tuple(items)


def parse(text: str):
    """Read an action's notation, e.g. 'move Ct N2', 'fire 14 C,Ct', 'raid 10 A1,A2'."""
    t = " ".join(str(text).split())
    for rx, make in _COMPILED.get(t.split(" ", 1)[0], ()):
        m = rx.match(t)
        if m:
            return make(m)
    raise NotationError(f"{text!r} is not a Battaglia Navale action "
                        "(e.g. 'move C N2', 'fire 14 C,Ct', 'polaris 1', 'raid 10 A1', 'end')")


# -- shared action objects ---------------------------------------------------------------------
# Actions are frozen, so the legal lists of every position hand out the same objects: nothing is
# built twice, and ``apply`` knows an action it listed by identity (position.Position.listed).
@lru_cache(maxsize=None)
def move(unit: str, direction: str, squares: int) -> Move:
    return Move(unit, direction, squares)


@lru_cache(maxsize=None)
def place_fleet_ship(unit: str, cell: tuple, heading: str) -> PlaceFleetShip:
    return PlaceFleetShip(unit, cell, heading)


@lru_cache(maxsize=None)
def place(unit: str, cell: tuple, heading: str) -> Place:
    return Place(unit, cell, heading)


@lru_cache(maxsize=None)
def fire_choices(target: int, able: tuple) -> tuple:
    """Every fire at the target by one or more of the able units (all subsets, smallest first)."""
    return tuple(Fire(target, combo) for k in range(1, len(able) + 1) for combo in combinations(able, k))


@lru_cache(maxsize=None)
def anti_aircraft_choices(target: int, able: tuple) -> tuple:
    return tuple(AntiAircraft(target, combo) for k in range(1, len(able) + 1)
                 for combo in combinations(able, k))


@lru_cache(maxsize=None)
def place_plane(plane: str, cell: tuple) -> PlacePlane:
    return PlacePlane(plane, cell)


@lru_cache(maxsize=None)
def raid_choices(target: int, planes: tuple, room: int) -> tuple:
    """Every raid on the target by one or more of these planes, as many as there are free cells."""
    return tuple(Raid(target, combo) for k in range(1, min(len(planes), room) + 1)
                 for combo in combinations(planes, k))


@lru_cache(maxsize=None)
def raid(target: int, planes: tuple) -> Raid:
    return Raid(target, planes)


@lru_cache(maxsize=None)
def land(planes: tuple) -> Land:
    return Land(planes)


@lru_cache(maxsize=None)
def turn_polaris(number: int) -> TurnPolaris:
    return TurnPolaris(number)


@lru_cache(maxsize=None)
def missile(target: int) -> Missile:
    return Missile(target)


END_TURN = EndTurn()
PASS = Pass()
AUTO_PLANES = AutoPlanes()
