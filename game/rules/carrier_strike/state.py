"""What is on the table in a game of Carrier Strike!, named as the rulebook names it.

The scene draws only from this state (or a seat's view of it) and from events:
- ``phase`` says what decision is pending and ``pending_seat`` (``to_move``) whose it is;
- carriers have their three hexes (bow, middle, stern), a heading and hits;
- planes are on a deck part (1 = front of the deck ... 4 = rear deck) or in flight on a
  cell, with a torpedo mark and, when diving, a sacrifice attack;
- torpedoes under way have their direction and projected path to the board's edge;
- ``roll`` is the current throw's dice and the movement points left;
- ``dogfight`` is the battle in progress (hands and orders are private; see ``view``).
"""
from __future__ import annotations

import copy
import dataclasses
import math
import operator
from dataclasses import dataclass, field

from game.geometry import Cell

from ..core import Rng

# Phases: what decision is pending.
PLACE = "place"          # a seat places one of its carriers (CS Setup 6)
PILOTS = "pilots"        # a seat assigns a secret pilot disc to one of its planes (CS Setup 3)
CHOOSE = "choose"        # the throw's seat chooses: roll for planes or for a carrier (CS Start 2)
MOVE = "move"            # spend the movement points on planes (CS Planes)
CARRIER = "carrier"      # the T/F die is rolled: move one carrier (CS Carriers)
DECLARE = "declare"      # end of turn: torpedo runs, dogfights, sacrifice attacks, or end
RETURN = "return"        # a plane returns: its seat picks the free rear deck (CS Torpedo Runs 2)
ORDER = "order"          # a dogfighter's seat orders its five cards in secret (CS Dogfights 6)
OVER = "over"            # the game has a winner (CS Winning)


@dataclass
class Carrier:
    id: str                 # "R1", "R2", "Y1", "Y2"
    side: str               # "red" or "yellow"
    seat: str               # the seat commanding it (teams: one carrier each, CS Teams 1)
    torpedoes: int          # torpedoes aboard, in the slot under the deck (CS Setup 5)
    heading: int | None = None   # hex direction 0-5 of the arrow on the deck
    heading_name: str = ""       # its compass name, e.g. "NE"
    cells: tuple = ()       # (bow, middle, stern) once placed
    hits: int = 0           # torpedo hits taken (CS Torpedo Runs 6)
    sunk: bool = False

    @property
    def placed(self) -> bool:
        return bool(self.cells)

    @property
    def afloat(self) -> bool:
        return self.placed and not self.sunk

    @property
    def bow(self) -> Cell:
        return self.cells[0]

    @property
    def middle(self) -> Cell:
        return self.cells[1]

    @property
    def stern(self) -> Cell:
        return self.cells[2]


@dataclass
class Sacrifice:
    """A plane diving at a carrier (CS Sacrifice 2-6)."""
    target: str             # carrier id
    direction: int
    spaces_left: int
    path: tuple = ()        # the cells it will still enter, nearest first


@dataclass
class Plane:
    id: str                 # "Ra".."Rh", "Ya".."Yh"
    side: str
    seat: str               # the seat responsible for it (CS Teams 3)
    command: str            # carrier whose planes it counts among (a team throw moves them)
    pilot: int | None = None     # the secret number disc 1-4; None when unassigned or hidden
    revealed: bool = False  # shown to everybody in a dogfight (CS Dogfights 4)
    carrier: str | None = None   # on the deck of this carrier ...
    deck_part: int | None = None  # ... on this part: 1 = front, 4 = rear deck (CS Planes 3)
    cell: Cell | None = None     # in flight over this cell
    torpedo: bool = False   # carries a torpedo (CS Planes 5)
    sacrifice: Sacrifice | None = None

    @property
    def in_flight(self) -> bool:
        return self.cell is not None

    @property
    def on_deck(self) -> bool:
        return self.carrier is not None


@dataclass
class Torpedo:
    id: str                 # "T1", "T2", ...
    side: str
    cell: Cell
    direction: int
    direction_name: str
    path: tuple = ()        # cells it will run through, next first, up to the board's edge


@dataclass
class Roll:
    kind: str               # "planes" (standard dice) or "carrier" (T/F die)
    dice: tuple             # the faces rolled, e.g. (4,) or ("T",)
    points: int = 0         # movement points of a planes roll
    points_left: int = 0
    face: str | None = None  # "T" or "F" for a carrier roll


@dataclass
class Throw:
    """One throw of a turn: two players have one a turn, teams two (CS Teams 2)."""
    seat: str
    carrier: str | None     # the carrier this throw is for (teams), None in a 2-player game
    command: tuple          # carriers whose hull and planes this throw may move


@dataclass
class Dogfight:
    challenger: str         # plane ids
    defender: str
    seats: dict             # plane id -> seat that orders its cards
    strengths: dict         # plane id -> pilot disc (revealed, CS Dogfights 4)
    advantage: dict         # plane id -> extra cards dealt (CS Dogfights 4-5)
    dealt: dict             # plane id -> cards dealt (private)
    hands: dict             # plane id -> the five kept, highest first (private)
    orders: dict = field(default_factory=dict)  # plane id -> cards in play order (private)
    to_order: list = field(default_factory=list)  # plane ids still to order, next first
    faceoffs: list = field(default_factory=list)  # [(challenger card, defender card)] once played
    score: dict = field(default_factory=dict)
    winner: str | None = None    # plane id, or None for a tie (once played)
    done: bool = False


class LegalActions:
    """The legal actions of one position, worked out once for it.

    ``key`` names the position cheaply (see ``State.position_key``); ``actions`` is a
    sequence of frozen values (``legal_actions`` hands out copies). During a movement
    (CS Planes) ``moves`` keeps them plane by plane and ``traffic`` who was where, so that
    the next position's list is made from this one. Never changed once made, so a copy
    of the state shares it.
    """

    __slots__ = ("key", "actions", "moves", "traffic")

    def __init__(self, key: tuple, actions, moves: dict | None = None, traffic=None):
        self.key, self.actions = key, actions
        self.moves, self.traffic = moves, traffic

    def __deepcopy__(self, memo):
        return self


@dataclass
class State:
    options: dict
    seats: list             # seat ids in play order of setup
    sides: dict             # side -> its seats
    grid: object            # game.geometry.HexGrid of the board
    direction_names: tuple  # compass name of directions 0-5
    rng: object
    carriers: dict = field(default_factory=dict)
    planes: dict = field(default_factory=dict)
    torpedoes: dict = field(default_factory=dict)
    phase: str = PLACE
    pending_seat: str = ""
    turn_side: str | None = None     # whose turn it is (after setup)
    turn_number: int = 0
    quiet_turns: int = 0  # side turns since a hit, a loss or a dogfight (house quiet limit)
    throws: list = field(default_factory=list)
    throw_index: int = 0
    # planes that launched or flew in this throw: only they may declare a run, a dogfight or
    # a dive at its end (CS Torpedo Runs 1, CS Dogfights 1, CS Sacrifice 2: "end the movement
    # of your plane"); replaced, never changed in place, so copies may share it
    moved: frozenset = frozenset()
    roll: Roll | None = None
    dogfight: Dogfight | None = None
    last_dogfight: Dogfight | None = None   # the last finished battle, for the scene
    returning: list = field(default_factory=list)  # [(plane id, (carrier ids...))] to seat
    planes_lost: dict = field(default_factory=dict)  # side -> planes out of the game
    next_torpedo: int = 1
    outcome: object = None
    setup_events: list = field(default_factory=list)
    # Engine caches, not part of the position: the board's hex tables (shared by every
    # copy) and the legal actions of this position (dropped by ``apply``).
    tables: object = field(default=None, repr=False, compare=False)
    legal: LegalActions | None = field(default=None, repr=False, compare=False)
    data: object = field(default=None, compare=False, repr=False)   # the game's data (data.py), shared

    @property
    def throw(self) -> Throw | None:
        return self.throws[self.throw_index] if self.throws else None

    @property
    def private_for(self) -> str | None:
        """The seat whose private information is being chosen now (show after a hand-off)."""
        return self.pending_seat if self.phase in (PILOTS, ORDER) else None

    def position_key(self) -> tuple:
        """What tells positions apart between two ``apply`` calls: a helper that moves the
        game on by itself (a new turn, a throw) changes it, so a cached list is not reused."""
        roll = self.roll
        return (self.phase, self.pending_seat, self.turn_number, self.throw_index,
                roll.points_left if roll is not None else None, len(self.planes))

    def remember_legal(self, actions, moves: dict | None = None, traffic=None) -> LegalActions:
        self.legal = LegalActions(self.position_key(), actions, moves, traffic)
        return self.legal

    def forget_legal(self) -> None:
        """Code that edits a state by hand (a test's stage, an editor) calls this: the
        cached legal list was for the position before the edit."""
        self.legal = None

    def cached_legal(self) -> LegalActions | None:
        """The legal actions computed for this very position, or None."""
        legal = self.legal
        if legal is not None and legal.key == self.position_key():
            return legal
        return None

    def enemy(self, side: str) -> str:
        return "yellow" if side == "red" else "red"

    def side_of(self, seat: str) -> str:
        for side, seats in self.sides.items():
            if seat in seats:
                return side
        raise KeyError(seat)

    # -- occupancy -------------------------------------------------------------
    def carrier_at(self, cell) -> Carrier | None:
        for c in self.carriers.values():
            if cell in c.cells and not c.sunk:  # afloat: placed (it has cells) and not sunk
                return c
        return None

    def plane_at(self, cell) -> Plane | None:
        for p in self.planes.values():
            if p.cell == cell:
                return p
        return None

    def deck(self, carrier_id: str) -> dict:
        """Deck part -> plane id aboard that carrier."""
        return {p.deck_part: p.id for p in self.planes.values() if p.carrier == carrier_id}

    def side_planes(self, side: str) -> list:
        return [p for p in self.planes.values() if p.side == side]

    def side_carriers(self, side: str) -> list:
        return [c for c in self.carriers.values() if c.side == side]


COMPASS_WORDS = {"E": "east", "NE": "north-east", "NW": "north-west", "W": "west", "SW": "south-west",
                 "SE": "south-east", "N": "north", "S": "south"}


def compass_word(name: str) -> str:
    """A direction as a sentence says it: "NE" -> "north-east"."""
    return COMPASS_WORDS.get(name, name)


def toward(state: "State", a, b) -> str:
    """The direction from a space to the next one in words ("north-east"): a move is told
    by its direction, since the board shows no coordinates (docs/rules/carrier-strike.md)."""
    grid = state.grid
    steps = state.tables.step.get(a)   # the next spaces, in direction order: most moves are one
    d = steps.index(b) if steps is not None and b in steps else grid.direction_between(a, b)
    if d is None:  # further than the next space: the direction whose step points nearest
        (ax, ay), (bx, by) = grid.center(a), grid.center(b)
        if (ax, ay) == (bx, by):
            return "nowhere"

        def off(k):
            x, y = grid.center(grid.step(a, k))
            return ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / max(1e-9, math.hypot(x - ax, y - ay))
        d = max(range(6), key=off)
    name = state.direction_names[d]
    return COMPASS_WORDS.get(name, name)  # compass_word, inline: a line of every flight


# -- copies ------------------------------------------------------------------------------
def _copier(cls):
    """A shallow copy of a value of the dataclass ``cls`` (its fields shared, to be replaced),
    made through its __init__ from its fields read at once. Never through ``obj.__dict__``:
    reading an instance's __dict__ makes CPython keep its attributes in a real dict from then
    on, and every later read of them about twice as slow, every write five times (3.11);
    a state copied once for a checkpoint would play on that slowly."""
    read = operator.attrgetter(*(f.name for f in dataclasses.fields(cls)))

    def twin(obj):
        return cls(*read(obj))
    return twin


_copy_state, _copy_carrier, _copy_plane, _copy_sacrifice, _copy_torpedo, _copy_roll, _copy_throw = (
    _copier(State), _copier(Carrier), _copier(Plane), _copier(Sacrifice), _copier(Torpedo),
    _copier(Roll), _copier(Throw))


def copy_rng(rng):
    """The game's generator in the same state, made without asking the OS for a seed."""
    if type(rng) is not Rng:
        return copy.deepcopy(rng)  # a test's stand-in
    return rng.__deepcopy__(None)  # core's copy: never reseeded from the OS


def copy_state(state: State) -> State:
    """An independent copy of a position: what play changes is copied (carriers, planes,
    torpedoes, throws, the roll, the battle in progress, the generator); what it never
    changes is shared (options, seats, the board's tables, the data, a finished battle,
    events, the cached legal list, which is the copy's too)."""
    twin = _copy_state(state)
    twin.rng = copy_rng(state.rng)
    twin.carriers = {cid: _copy_carrier(c) for cid, c in state.carriers.items()}
    twin.planes = {pid: _copy_plane(p) for pid, p in state.planes.items()}
    for p in twin.planes.values():
        if p.sacrifice is not None:
            p.sacrifice = _copy_sacrifice(p.sacrifice)
    twin.torpedoes = {tid: _copy_torpedo(t) for tid, t in state.torpedoes.items()}
    twin.throws = [_copy_throw(t) for t in state.throws]
    twin.roll = _copy_roll(state.roll) if state.roll is not None else None
    twin.dogfight = copy.deepcopy(state.dogfight) if state.dogfight is not None else None
    twin.returning = list(state.returning)
    twin.planes_lost = dict(state.planes_lost)
    twin.setup_events = list(state.setup_events)
    return twin
