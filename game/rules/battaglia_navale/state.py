"""The state of a game of Battaglia Navale: everything a scene draws, by rulebook names.

Both fleets are public (BN Preliminaries: the chart lies open on the table); only the order
of the face-down deck is hidden (see ``view``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Outcome, Rng, shallow_copy
from .board import Board, Cell

PLANES = ("A1", "A2", "A3")
BATTERY = "B"


@dataclass
class Ship:
    """A naval unit: C Battleship, P Aircraft Carrier, I Cruiser, Ct Destroyer, S Polaris Submarine."""

    unit: str
    side: str
    name: str
    cells: tuple = ()            # the cells it covers, north-west end first; () until placed or once sunk
    counters: int = 0            # counters its owner still holds; one is handed over per hit (BN Fire)
    sunk: bool = False

    @property
    def afloat(self) -> bool:
        return bool(self.cells) and not self.sunk

    @property
    def heading(self) -> str:
        """'h' (west-east) or 'v' (north-south)."""
        if len(self.cells) > 1 and self.cells[0][1] == self.cells[1][1]:
            return "h"
        return "v"


@dataclass
class Plane:
    """A bombing plane of the Aircraft Carrier (BN Aircraft)."""

    unit: str
    side: str
    status: str = "aboard"       # "aboard" the carrier, "aloft" on a cell, or "down" (handed over)
    cell: Cell | None = None     # its cell while aloft
    flight: tuple = ()           # while aloft: the planes it took off with, itself included (BN Aircraft:
                                 # "when planes take off in 2 or 3, they must then always fly together")


@dataclass
class Battery:
    """The coastal and anti-aircraft battery (BN Battery)."""

    side: str
    cell: Cell | None = None     # None until placed
    captured: bool = False       # its counter was handed over (BN Fire)

    @property
    def active(self) -> bool:
        return self.cell is not None and not self.captured


@dataclass
class Fleet:
    """One player's side: units, Polaris platform and token, and the tray of captured counters."""

    side: str
    ships: dict                  # unit code -> Ship
    planes: dict                 # "A1".."A3" -> Plane
    battery: Battery
    polaris_turned: list = field(default_factory=list)  # numbers (1-4) of the counters turned face up
    polaris_token: bool = False  # holds the round "Polaris" token (BN Polaris)
    sub_must_return: bool = False  # launched: the submarine must get back to base first (BN Polaris)
    missiles_launched: int = 0
    tray: list = field(default_factory=list)  # the OPPONENT's counters this side has captured

    def afloat(self):
        return [s for s in self.ships.values() if s.afloat]


@dataclass
class TurnState:
    """What the player to move has done so far this turn (BN Movement, BN Fire)."""

    moved_from: int | None = None   # the one square whose units move this turn
    moved: list = field(default_factory=list)        # units moved this turn
    fired: bool = False
    fired_units: list = field(default_factory=list)  # units that fired (they may not move after)
    moved_then_fired: bool = False  # BN Fire: "either move first and then fire, or fire first and then
                                    # move": units moved before the fire, so the moving is over
    placed: list = field(default_factory=list)       # units set again in their square this turn (BN
                                                     # Positioning): the computer sets each one once

    @property
    def started(self) -> bool:
        return bool(self.moved) or self.fired


@dataclass
class Island:
    card: int
    square: int                  # the drawn square; the island straddles its south side
    cells: tuple                 # land cells (2 x 2 across the side, or 2 on the southern row)
    blocks: frozenset | None     # the pair of squares it separates, None on the southern row


@dataclass
class Mark:
    """Where one red mark of a fire card fell, and what it did."""

    card: int
    cell: Cell
    result: str                  # water, land, hit, sunk, battery, polaris_reset, plane_down, ...
    side: str | None = None      # owner of the unit struck
    unit: str | None = None


@dataclass
class FireReport:
    """The last fire, for the scene to replay: cards drawn and where their marks fell."""

    side: str
    kind: str                    # "fire" (ships/battery), "bombing", "anti_aircraft", "missile"
    target: int
    units: tuple
    cards: tuple
    marks: list


@dataclass
class RaidInProgress:
    side: str
    planes: tuple
    origin: int
    target: int
    placed: dict = field(default_factory=dict)  # plane -> cell chosen so far


@dataclass
class State:
    seed: int
    options: dict
    players: list                # [south seat, north seat]
    rng: Rng
    board: Board
    fleets: dict                 # seat -> Fleet
    deck: list                   # fire card ids, top first (hidden: see view)
    phase: str = "islands"       # islands, battery, fleet, lot, turn, place_planes, aa_reply, over
    to_move: str = ""
    islands: list = field(default_factory=list)
    blocked_sides: frozenset = frozenset()   # square pairs no ship or shot crosses
    first_player: str | None = None
    turn: TurnState = field(default_factory=TurnState)
    raid: RaidInProgress | None = None      # a raid whose planes are being placed
    aa_square: int | None = None            # option aa_timing=reply: the square to reply against
    last_fire: FireReport | None = None
    turn_number: int = 0         # completed turns
    quiet_turns: int = 0         # turns since a counter last changed hands (house stall limit)
    result: Outcome | None = None
    setup_events: list = field(default_factory=list)
    # What the rules derived from this position (position.Position: occupied cells, the legal
    # actions), built on demand and dropped by every apply; never part of the position itself.
    derived: object = field(default=None, compare=False, repr=False)
    data: object = field(default=None, compare=False, repr=False)   # the game's data (data.py), shared

    def __deepcopy__(self, memo):
        """Game snapshots the state before every move: a clone (see ``clone``: what play changes is
        copied, the chart and what play only ever replaces are shared), the derived tables rebuilt."""
        new = clone(self)
        new.derived = None
        memo[id(self)] = new
        return new

    def changed(self) -> None:
        """Drop what was derived from the position: call it after editing a state by hand
        (``apply`` does it for every action)."""
        self.derived = None

    # -- reading helpers -------------------------------------------------------
    def opponent(self, seat: str) -> str:
        return self.players[1] if seat == self.players[0] else self.players[0]

    def land_cells(self) -> frozenset:
        """Promontories and islands (BN Preliminaries)."""
        return self.board.fixed_cells(tuple(isl.cells for isl in self.islands)).land

    def occupant(self) -> dict:
        """cell -> (kind, side, unit) for everything that takes a cell."""
        occ = dict(self.board.fixed_cells(tuple(isl.cells for isl in self.islands)).occupant)
        for f in self.fleets.values():
            if f.battery.active:
                occ[f.battery.cell] = ("battery", f.side, "B")
            for s in f.ships.values():
                if s.afloat:
                    for c in s.cells:
                        occ[c] = ("ship", f.side, s.unit)
            for p in f.planes.values():
                if p.status == "aloft":
                    occ[p.cell] = ("plane", f.side, p.unit)
        return occ

    def square_of_ship(self, ship: Ship) -> int:
        return self.board.square_of(ship.cells[0])

    def plane_square(self, plane: Plane) -> int | None:
        if plane.status == "aloft":
            return self.board.square_of(plane.cell)
        if plane.status == "aboard":
            carrier = self.fleets[plane.side].ships["P"]
            return self.square_of_ship(carrier) if carrier.afloat else None
        return None

    def captured(self, seat: str) -> int:
        """Fleet counters of the opponent this seat has captured (the battery does not count)."""
        return sum(1 for c in self.fleets[seat].tray if c != "B")


def copy_rng(rng: Rng) -> Rng:
    """An independent twin of the game's generator, from its state (never seeded from the OS)."""
    return rng.__deepcopy__(None)  # core's copy: never reseeded from the OS


def copy_fleet(fleet: Fleet) -> Fleet:
    new = shallow_copy(fleet)
    new.ships = {code: shallow_copy(s) for code, s in fleet.ships.items()}     # cells: tuples, replaced
    new.planes = {code: shallow_copy(p) for code, p in fleet.planes.items()}
    new.battery = shallow_copy(fleet.battery)
    new.polaris_turned = list(fleet.polaris_turned)
    new.tray = list(fleet.tray)
    return new


def clone(state: State) -> State:
    """An independent copy of a position: what play changes is copied (fleets, deck, generator,
    turn, raid, the list of islands); the chart, the options, the islands themselves, the last
    fire report and the outcome are shared, as play only ever replaces them. The derived tables
    come along (copied)."""
    new = shallow_copy(state)
    new.rng = copy_rng(state.rng) if state.rng is not None else None
    new.fleets = {seat: copy_fleet(f) for seat, f in state.fleets.items()}
    new.deck = list(state.deck)
    new.islands = list(state.islands)
    turn = new.turn = shallow_copy(state.turn)
    turn.moved, turn.fired_units, turn.placed = list(turn.moved), list(turn.fired_units), list(turn.placed)
    if state.raid is not None:
        new.raid = shallow_copy(state.raid)
        new.raid.placed = dict(state.raid.placed)
    new.derived = state.derived.copy() if state.derived is not None else None
    return new


def hidden_view(state: State) -> State:
    """The state as a player sees it: the deck's order is face down; the generator and the seed,
    from which that order could be rebuilt, are withheld."""
    out = shallow_copy(state)
    out.deck = [None] * len(state.deck)
    out.rng = None
    out.seed = None
    out.derived = None
    return out
