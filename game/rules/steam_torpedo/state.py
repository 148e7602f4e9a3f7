"""The state of a Steam Torpedo game: two submarines of 2 x 5 compartments, their crews,
the five sea sectors and the decision pending. A scene draws from this alone.

Cells are named like a chess board: column a-e (a = under sea sector 1, e = under
sector 5, for both submarines) and row 1 (the row next to the sea sectors) or 2 (the
player's row; the control room is c2, ST Setup 2).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Outcome, Rng
from .cards import FACTION_NAMES, Card

COLUMNS = "abcde"
ROWS = "12"
CELLS = tuple(c + r for r in ROWS for c in COLUMNS)  # a1..e1, a2..e2 (layout order)

# Phases: the decision pending (see to_move in engine.py for whose it is)
BUILD = "build"          # custom build: pick compartments (ST Setup 1)
SWAP = "swap"            # the one optional swap after the random layout (ST Setup 2)
RECOVERY = "recovery"    # the active player removes one oxygen marker (ST Turn Sequence 1)
ACTION = "action"        # manoeuvre, crew moves and activations, or end the turn (ST Turn Sequence 2)
REACTION = "reaction"    # the opponent may react or pass (ST Conditions: reaction symbol)
DAMAGE = "damage"        # the defender places damage or replaces it (ST Attack Results 5)
OVER = "over"


def _rc(cell: str) -> tuple[int, int]:
    return ROWS.index(cell[1]), COLUMNS.index(cell[0])


# The grid never changes: its tables are built once, here.
CELL_RC = {c: _rc(c) for c in CELLS}                      # cell -> (row index, column index)
# steps from a to b on an intact submarine, diagonals allowed (ST Using the Crew A)
STEPS = {(a, b): max(abs(CELL_RC[a][0] - CELL_RC[b][0]), abs(CELL_RC[a][1] - CELL_RC[b][1]))
         for a in CELLS for b in CELLS}
NEIGHBOURS = {a: tuple(b for b in CELLS if STEPS[a, b] == 1) for a in CELLS}  # in layout order


def cell_rc(cell: str) -> tuple[int, int]:
    """(row index 0-1, column index 0-4) of a cell name."""
    return CELL_RC[cell]


def cell_name(row: int, col: int) -> str:
    return COLUMNS[col] + ROWS[row]


def is_cell(text: str) -> bool:
    return len(text) == 2 and text[0] in COLUMNS and text[1] in ROWS


def adjacent(a: str, b: str) -> bool:
    """Neighbours, diagonals included (ST Using the Crew A)."""
    return STEPS[a, b] == 1


def neighbours(cell: str) -> tuple[str, ...]:
    """The adjacent cells in layout order (a shared table: do not modify)."""
    return NEIGHBOURS[cell]


def steps_between(a: str, b: str) -> int:
    """Crew steps from a to b on an intact submarine (diagonals allowed)."""
    return STEPS[a, b]


def copy_rng(rng: Rng) -> Rng:
    """An independent copy of a generator in the same state, without seeding a new one
    from the operating system first (as Rng.__deepcopy__ does)."""
    return rng.__deepcopy__(None)  # core's copy: never reseeded from the OS


@dataclass(slots=True)
class Compartment:
    cell: str
    card: Card
    damage: int = 0          # damage markers on its gears
    oxygen: int = 0          # oxygen markers still on its bubble gears
    destroyed: bool = False  # turned face down (ST Durability Points)

    @property
    def durability(self) -> int:
        return self.card.durability

    @property
    def oxygen_spaces(self) -> int:
        return self.card.oxygen

    @property
    def remaining(self) -> int:
        """Durability points without a damage marker."""
        return 0 if self.destroyed else self.durability - self.damage

    @property
    def damaged(self) -> bool:
        return self.damage > 0


@dataclass(slots=True)
class CrewMember:
    id: str                 # "C" for the ship commander, "1".."4" for the sailors
    owner: str              # the seat whose crew this is
    sub: str                # the seat whose submarine they are aboard
    cell: str
    ready: bool = True      # portrait up (ST Crew)
    alive: bool = True

    @property
    def commander(self) -> bool:
        return self.id == "C"

    @property
    def aboard_enemy(self) -> bool:
        return self.sub != self.owner


@dataclass(slots=True)
class Submarine:
    seat: str
    faction: str
    lane: str               # "south" (first seat) or "north": where its figure sails
    sector: int             # 1..5 (ST Sea Sectors)
    heading: str            # "east" (toward sector 5) or "west"; both figures alike (ST Setup 2)
    compartments: dict[str, Compartment] = field(default_factory=dict)
    crew: list[CrewMember] = field(default_factory=list)  # its own crew (owner == seat), aboard or not
    control_cell: str = ""  # where ST Setup 2 puts the control room (the data's control_room_cell)

    def at(self, cell: str) -> Compartment:
        return self.compartments[cell]

    def room(self, cell: str) -> str:
        """A compartment as its card names it ("Boiler room"): the texts a player reads
        name compartments so, never by their place's code."""
        comp = self.compartments.get(cell)
        return comp.card.name if comp is not None else "that compartment"

    @property
    def name(self) -> str:
        """The faction's name for the log: "Talion", "Panzer La Rochelle"."""
        return FACTION_NAMES.get(self.faction, self.faction)

    @property
    def control_room(self) -> Compartment:
        room = self.compartments.get(self.control_cell)  # where ST Setup 2 puts it, and it stays
        if room is not None and room.card.control_room:
            return room
        return next(c for c in self.compartments.values() if c.card.control_room)

    @property
    def oxygen(self) -> int:
        total = 0
        for c in self.compartments.values():
            if not c.destroyed:
                total += c.oxygen
        return total

    @property
    def living_crew(self) -> list[CrewMember]:
        return [m for m in self.crew if m.alive]

    def member(self, crew_id: str) -> CrewMember:
        for m in self.crew:
            if m.id == crew_id:
                return m
        raise StopIteration(crew_id)  # (as next() over the crew did)


def faction_name(state: "State | None", seat: str) -> str:
    """A seat as the screen names it (the rules' seat_name, rules/seats.py): its submarine's
    faction ("Panzer La Rochelle"); with no position (``state`` None), the faction its id names."""
    sub = state.subs.get(seat) if state is not None else None
    if sub is not None:
        return sub.name
    return FACTION_NAMES.get(seat, (seat or "").title())


@dataclass
class Reaction:
    """A reaction window: ``reactor`` may react to ``trigger`` or pass."""
    reactor: str
    trigger: str            # "activation" or "manoeuvre"
    used: list[str] = field(default_factory=list)   # compartments already used in it


@dataclass
class PendingDamage:
    """An attack's damage waiting for the defender's decision (ST Attack Results 5)."""
    attacker: str
    defender: str
    section: str
    total: int              # damage after armour
    left: int               # points not yet placed
    source: str             # the attacking card's name
    after: str              # where play goes on: ACTION-side "window" or back to the REACTION


@dataclass
class State:
    players: list[str]
    options: dict
    rng: Rng
    subs: dict[str, Submarine]
    phase: str = BUILD
    active: str = ""                 # the seat whose turn it is
    turn: int = 0                    # turns begun in the whole game
    turns_taken: dict = field(default_factory=dict)  # seat -> own turns finished
    manoeuvred: bool = False         # the one manoeuvre of this turn is done (ST Manoeuvring)
    used: list[str] = field(default_factory=list)    # "1" and presence compartments used this turn
    aim: int = 0                     # attack bonus for the rest of this turn (aim effect)
    reaction: Reaction | None = None
    damage: PendingDamage | None = None
    builds: dict = field(default_factory=dict)       # seat -> card ids picked (custom/draft)
    builder: str = ""                # whose pick it is in the build phase
    swapper: str = ""                # whose swap decision it is
    outcome: Outcome | None = None
    setup_events: list = field(default_factory=list)
    reacted: list[str] = field(default_factory=list)  # "1" compartments the reactor used this turn
    data: object = field(default=None, compare=False, repr=False)   # the game's data (data.py), shared

    def other(self, seat: str) -> str:
        return self.players[1] if seat == self.players[0] else self.players[0]

    def __deepcopy__(self, memo):
        """Game's undo snapshot: an independent copy (SteamTorpedoRules.clone)."""
        return self.copy()

    def copy(self) -> "State":
        """An independent copy: its own generator, crew, compartments and decisions (the
        frozen cards, the options and the data, which play never changes, are shared)."""
        out = self.clone()
        out.rng = copy_rng(self.rng)
        out.setup_events = list(self.setup_events)
        return out

    def clone(self) -> "State":
        """A copy sharing the generator (and the frozen cards and the data); no setup events."""
        subs = {}
        for seat, sub in self.subs.items():
            subs[seat] = Submarine(
                sub.seat, sub.faction, sub.lane, sub.sector, sub.heading,
                {k: Compartment(c.cell, c.card, c.damage, c.oxygen, c.destroyed)
                 for k, c in sub.compartments.items()},
                [CrewMember(m.id, m.owner, m.sub, m.cell, m.ready, m.alive) for m in sub.crew],
                sub.control_cell)
        r = self.reaction
        d = self.damage
        return State(
            list(self.players), self.options, self.rng, subs, self.phase, self.active,
            self.turn, dict(self.turns_taken), self.manoeuvred, list(self.used), self.aim,
            Reaction(r.reactor, r.trigger, list(r.used)) if r else None,
            PendingDamage(d.attacker, d.defender, d.section, d.total, d.left, d.source, d.after) if d else None,
            {k: list(v) for k, v in self.builds.items()}, self.builder, self.swapper,
            self.outcome, [], list(self.reacted), self.data)
