"""Carrier Strike actions: small frozen values whose str() is their notation.

Cells are written "col,row" (Tiled's offset coordinates); directions by compass name
(E, NE, NW, W, SW, SE on the pointy-top board).

    place R1 10,4 SE        carrier R1's middle hex and heading (setup)
    pilot Ra 4              secret disc 4 on plane Ra (setup)
    roll planes             standard dice: movement points for planes
    roll carrier            the T/F die
    taxi Ra                 one deck part forward (1 point)
    launch Ra +torpedo      off the front of the deck, taking a torpedo (1 point)
    launch Ra               ... without one
    fly Ra 10,7             to an adjacent space (1 point)
    land Ra R1              onto R1's free rear deck from the space behind it (1 point)
    forward R1              F: one space forward
    turn R1 left            T: pivot 60 degrees on the middle hex (left/right)
    drop Ra SE              torpedo run: drop the torpedo towards SE
    dogfight Ra Yc          declare a dogfight
    dogfight Ra Yc fire SE  ... firing the torpedo first (CS Dogfights 3)
    sacrifice Ra SE         declare a sacrifice attack
    return Ra R2            the returning plane goes to R2's rear deck
    order 12,9,7,5,3        the secret order of one's five dogfight cards
    end                     end the movement or the turn
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..core import NotationError, check_numbers


def cell_text(cell) -> str:
    return f"{cell[0]},{cell[1]}"


@dataclass(frozen=True)
class Place:
    carrier: str
    cell: tuple
    heading: str

    def __str__(self):
        return f"place {self.carrier} {cell_text(self.cell)} {self.heading}"


@dataclass(frozen=True)
class AssignPilot:
    plane: str
    strength: int

    def __str__(self):
        return f"pilot {self.plane} {self.strength}"


@dataclass(frozen=True)
class RollPlanes:
    def __str__(self):
        return "roll planes"


@dataclass(frozen=True)
class RollCarrier:
    def __str__(self):
        return "roll carrier"


@dataclass(frozen=True)
class Taxi:
    plane: str

    def __str__(self):
        return f"taxi {self.plane}"


@dataclass(frozen=True)
class Launch:
    plane: str
    torpedo: bool = False

    def __str__(self):
        return f"launch {self.plane}" + (" +torpedo" if self.torpedo else "")


@dataclass(frozen=True)
class Fly:
    plane: str
    cell: tuple

    def __str__(self):
        return f"fly {self.plane} {self.cell[0]},{self.cell[1]}"  # cell_text, written out: printed every flight


@dataclass(frozen=True)
class Land:
    plane: str
    carrier: str

    def __str__(self):
        return f"land {self.plane} {self.carrier}"


@dataclass(frozen=True)
class Forward:
    carrier: str

    def __str__(self):
        return f"forward {self.carrier}"


@dataclass(frozen=True)
class Turn:
    carrier: str
    way: str  # "left" or "right"

    def __str__(self):
        return f"turn {self.carrier} {self.way}"


@dataclass(frozen=True)
class Drop:
    plane: str
    direction: str

    def __str__(self):
        return f"drop {self.plane} {self.direction}"


@dataclass(frozen=True)
class DeclareDogfight:
    plane: str
    target: str
    fire: str | None = None  # direction of a torpedo fired first (CS Dogfights 3)

    def __str__(self):
        return f"dogfight {self.plane} {self.target}" + (f" fire {self.fire}" if self.fire else "")


@dataclass(frozen=True)
class DeclareSacrifice:
    plane: str
    direction: str

    def __str__(self):
        return f"sacrifice {self.plane} {self.direction}"


@dataclass(frozen=True)
class Return:
    plane: str
    carrier: str

    def __str__(self):
        return f"return {self.plane} {self.carrier}"


@dataclass(frozen=True)
class Order:
    cards: tuple

    def __str__(self):
        return "order " + ",".join(str(c) for c in self.cards)


@dataclass(frozen=True)
class End:
    def __str__(self):
        return "end"


ACTIONS = (Place, AssignPilot, RollPlanes, RollCarrier, Taxi, Launch, Fly, Land, Forward, Turn, Drop,
           DeclareDogfight, DeclareSacrifice, Return, Order, End)


@functools.lru_cache(maxsize=None)
def shared(kind, *fields):
    """The one value of an action that legal lists share: actions are immutable, so the
    engine makes each once instead of anew for every position."""
    return kind(*fields)


_ID = r"([RY][A-Za-z0-9]+)"
_CELL = r"(\d+),(\d+)"
_DIR = r"([A-Z][A-Z0-9]?)"
_PATTERNS = [
    (re.compile(rf"place {_ID} {_CELL} {_DIR}"), lambda m: Place(m[1], (int(m[2]), int(m[3])), m[4])),
    (re.compile(rf"pilot {_ID} (\d+)"), lambda m: AssignPilot(m[1], int(m[2]))),
    (re.compile(r"roll planes"), lambda m: RollPlanes()),
    (re.compile(r"roll carrier"), lambda m: RollCarrier()),
    (re.compile(rf"taxi {_ID}"), lambda m: Taxi(m[1])),
    (re.compile(rf"launch {_ID}( \+torpedo)?"), lambda m: Launch(m[1], bool(m[2]))),
    (re.compile(rf"fly {_ID} {_CELL}"), lambda m: Fly(m[1], (int(m[2]), int(m[3])))),
    (re.compile(rf"land {_ID} {_ID}"), lambda m: Land(m[1], m[2])),
    (re.compile(rf"forward {_ID}"), lambda m: Forward(m[1])),
    (re.compile(rf"turn {_ID} (left|right)"), lambda m: Turn(m[1], m[2])),
    (re.compile(rf"drop {_ID} {_DIR}"), lambda m: Drop(m[1], m[2])),
    (re.compile(rf"dogfight {_ID} {_ID}(?: fire {_DIR})?"), lambda m: DeclareDogfight(m[1], m[2], m[3])),
    (re.compile(rf"sacrifice {_ID} {_DIR}"), lambda m: DeclareSacrifice(m[1], m[2])),
    (re.compile(rf"return {_ID} {_ID}"), lambda m: Return(m[1], m[2])),
    (re.compile(r"order (\d+(?:,\d+)*)"), lambda m: Order(tuple(int(x) for x in m[1].split(",")))),
    (re.compile(r"end"), lambda m: End()),
]


def parse(text: str):
    t = " ".join(str(text).split())
    check_numbers(t, 3, "Carrier Strike")  # hexes, pilot discs and dogfight cards all fit in 3 digits
    for pattern, make in _PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            return make(m)
    raise NotationError(f"{text!r} is not a Carrier Strike move (e.g. 'roll planes', 'fly Ra 10,7', 'end')")
