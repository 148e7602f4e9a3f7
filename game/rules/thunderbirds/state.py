"""The state of a Thunderbirds tour: the mission in play and the tour around it.

Everything a scene draws is here, named after the rulebook. ``MissionState`` is the one
state object of a game; its mission fields are reset between missions (``reset_mission``),
``state.tour`` (a ``TourState``) carries the tour of operations (10.0) across them.
"""
from __future__ import annotations

import copy
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from operator import attrgetter

from game.rules.core import Rng

Cell = tuple[int, int]

# Phases: the decision pending (TaW 4.0 sequence of play, 10.0 the tour).
TARGET = "target"            # 6.1 identify the target
CONDITIONS = "conditions"    # 6.2 roll the target conditions
CREW = "crew"                # 6.3 select the crew
POINTS = "points"            # 6.4 assign CQP / PDP
PLAN = "plan"                # 6.5 lay the flight path
FLY = "fly"                  # 7.0.3 move into the next hex (or land, ditch, fight a fire, repair)
DECIDE = "decide"            # a roll or an event waits for the pilot: see state.pending
DEBRIEF = "debrief"          # the mission is over, the tour goes on: confirm with `next` (10.0)
OVER = "over"                # the game is over: the mission (single mission) or the tour (state.tour.result)


ATOMS = frozenset((int, str, bool, float, tuple, type(None)))


def fast_copy(value):
    """A deep copy of plain data (lists, dicts, small objects) without copy.deepcopy's memo:
    Game snapshots the state before every move, and a tour has thousands of moves. An object
    is made field by field, never through its ``__dict__``: on CPython 3.11 reading an
    instance's ``__dict__`` moves its attributes into a real dict for good, every later read
    and write of it slower (docs/ARCHITECTURE.md, "A game's rules")."""
    t = type(value)
    if t in ATOMS:
        return value
    if t is list:
        return [v if type(v) in ATOMS else fast_copy(v) for v in value]
    if t is dict:
        return {k: v if type(v) in ATOMS else fast_copy(v) for k, v in value.items()}
    flat = FLAT.get(t)
    if flat is not None:  # every field a plain value: made through its __init__
        return t(*flat(value))
    if own_copy(t):  # a class that says how it is copied (the generator; the tour, which shares its records)
        return value.__deepcopy__(None)
    names = field_names(t)
    if names is None:
        return copy.deepcopy(value)
    twin = t.__new__(t)
    for name in names:
        v = getattr(value, name)
        setattr(twin, name, v if type(v) in ATOMS else fast_copy(v))
    return twin


def field_names(cls) -> tuple | None:
    """The field names of a dataclass (None for another class), read once per class."""
    names = FIELD_NAMES.get(cls, False)
    if names is False:
        names = FIELD_NAMES[cls] = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
    return names


FIELD_NAMES: dict = {}


def own_copy(cls) -> bool:
    """Whether a class defines its own ``__deepcopy__`` (read once per class)."""
    has = OWN_COPY.get(cls)
    if has is None:
        has = OWN_COPY[cls] = hasattr(cls, "__deepcopy__")
    return has


OWN_COPY: dict = {}


@dataclass
class Airman:
    """A man of the squadron's roster (the tour's crew markers)."""
    name: str
    position: str
    missions: int = 0         # missions flown
    sprog: bool = True        # a new arrival until his first mission is flown (6.4.3)
    awards: list = field(default_factory=list)   # "DFC", "DFM" (7.11.1)
    fate: str | None = None   # None while on the squadron; killed, captured, evaded, ... once gone
    left_after: int = 0       # missions flown by the tour when he left


@dataclass
class CrewMember:
    """A man aboard this mission. Every field is a plain value (fast_copy copies it flat)."""

    position: str            # pilot, gunner, aimer, navigator, wireless, engineer
    label: str               # "Rear Gunner"
    number: int              # the d6 face on his crew marker (Table 5a, 7.11.1)
    cqp: str | None = None   # CQP marker assigned (gun, aim, nav, repair), 6.4.1[1]
    cqp_used: bool = False
    wounds: int = 0          # 8.3: 1 wounded, 2 killed
    stamina: bool = False    # a Stam +1 PDP given to him (6.4.2[1])
    name: str = ""
    sprog: bool = False      # his first mission (6.4.3): no CQP
    mid: bool = False        # holds the MiD +1 marker this mission (7.11.2)
    mid_used: bool = False
    fate: str | None = None  # survival table result (7.8.4)

    @property
    def killed(self) -> bool:
        return self.wounds >= 2

    @property
    def wounded(self) -> bool:
        return self.wounds == 1


@dataclass
class PathMarker:
    """A flight path marker. Every field is a plain value (fast_copy copies it flat)."""

    cell: Cell
    leg: str                 # "targetbound" or "homebound"
    exit: int | None = None  # HexGrid direction of the hexside it points to (Table 5)
    back: str | None = None  # None while face down; "Event" or "No Event" once flipped
    event: int | None = None  # the event chit drawn for it, if any
    karmoy: bool = False     # stacked in the Karmoy box (7.10)


@dataclass
class Roll:
    """One GRT roll (or table roll) with its modifiers itemised, for the log and the scene."""
    label: str
    die: int | None          # None when the GRT could not be used (net DRM -3 or less)
    mods: list               # [(text, value)]
    net: int = 0
    applied: int = 0         # after the +2/-2 cap (9.0)
    total: int | None = None
    success: bool = False
    result: str = ""
    rerolled: bool = False
    table: bool = False      # a table roll (LW, zone flak, conditions, survival), not a skill check

    def text(self) -> str:
        if self.die is None:
            mods = ", ".join(f"{v:+d} {t}" for t, v in self.mods)
            return f"{self.label}: {mods}: net DRM {self.net}, the GRT cannot be used (TaW 9.0): {self.result}"
        parts = [f"d{'6' if self.table == 'd6' else '10'} {self.die}"] + [f"{v:+d} {t}" for t, v in self.mods]
        cap = f" (capped at {self.applied:+d})" if self.applied != self.net else ""
        again = " (reroll)" if self.rerolled else ""
        return f"{self.label}{again}: {', '.join(parts)}{cap} = {self.total}: {self.result}"

    def fields(self) -> dict:
        """The roll as a dict, as a step keeps it: its own fields, not a copy (a Roll is never
        changed once rolled; a copy of the state copies the step's dict). ``as_dict`` copies."""
        return self.__dict__

    def as_dict(self) -> dict:
        """dataclasses.asdict(self), without its generic deep copy (a roll is logged with every check)."""
        return {"label": self.label, "die": self.die,
                "mods": [m if type(m) is tuple else list(m) for m in self.mods], "net": self.net,
                "applied": self.applied, "total": self.total, "success": self.success, "result": self.result,
                "rerolled": self.rerolled, "table": self.table}


@dataclass
class TourState:
    """The tour of operations (TaW 10.0): thirty successful missions."""
    length: int = 30                      # successful missions that make a tour (1.1, 5.0)
    missions_flown: int = 0               # 10.1: every mission started
    successful: int = 0                   # 10.1 the Successful Missions track
    slot: int = 0                         # next mission of the Table 4 calendar (0-based, cycles)
    selection: int | None = None          # Random Selection # being flown (Table 1)
    sel_index: int = 0                    # next target of that selection
    period_serial: int = 0                # counts the periods flown (7.11.2 MiD duration)
    period: str = ""                      # "January, Period 2" of the mission in play
    last_of_period: bool = False          # the mission in play is its period's last (7.11.2[1])
    cqp_bank: int = 0                     # 6.4.1: earned CQP, limit 5
    roster: dict = field(default_factory=dict)     # position -> Airman on the squadron
    departed: list = field(default_factory=list)   # Airman who left the crew, with their fate
    recruits: int = 0                     # names handed out (house list)
    pilots: int = 1                       # the pilot's career is the player's (10.2)
    mid: dict | None = None               # the MiD in force: position, name, award, until (7.11)
    permanent_pdp: str | None = None      # the PDP kind the pilot holds for good (Table 4 NOTE)
    permanent_pdp_due: bool = False       # his MiD earned it: he chooses it at the next briefing
    last_lw_chit: str | None = None       # 7.0.2: set aside, out of the next draw
    skip: list = field(default_factory=list)        # reasons to skip the next mission (events 9, 17)
    red_sprog: bool = False               # a red target's sprog joined for this mission (6.4.3)
    sprogs_reached: bool = False          # the calendar has reached the first mission with sprogs (6.4.3)
    history: list = field(default_factory=list)     # one dict per mission flown or skipped
    result: dict | None = None            # the tour's end: {"won", "text"}

    def __deepcopy__(self, memo):
        # the records of finished missions and of the men who left are never changed once
        # appended: the copy has its own lists of the same records
        twin = TourState.__new__(TourState)
        for name in field_names(TourState):  # (field by field: fast_copy)
            v = getattr(self, name)
            setattr(twin, name, list(v) if name in ("departed", "history") else v if type(v) in ATOMS
                    else fast_copy(v))
        return twin


@dataclass
class MissionState:
    rng: Rng
    options: dict
    players: list
    tour: TourState = field(default_factory=TourState)
    phase: str = TARGET
    # Preparation
    target: str | None = None            # Table 4 name
    target_cell: Cell | None = None
    target_flak: str | None = None       # colour of the target hex's triangle: bombing track
    sprog: bool = False                  # a sprog flies in this crew (6.4.3)
    ordnance: str = "bombs"              # bombs or mines (Gardening)
    sky: dict | None = None              # {"name", "drm", "die"} (6.2)
    moon: dict | None = None
    crew: dict = field(default_factory=dict)   # position -> CrewMember (only those aboard)
    cqp_bank: int = 0                     # CQP the crew has earned (6.4.1), copied from the tour
    pdp: dict = field(default_factory=dict)    # PDP markers left: man, stam, reroll, disc
    # Flight path and tracks
    path: list = field(default_factory=list)   # PathMarker, targetbound then homebound
    position: int = -1                    # index of the marker the Wimpy stands on; -1 at 6 Group
    wimpy: Cell | None = None
    altitude: str = "high"               # 7.4: "high" or "low"
    forced_low: bool = False             # airframe damage keeps the Wimpy low (Fly-low, Slowdown)
    fuel: int = 0                         # fuel track (6.5.3a)
    airframe: list = field(default_factory=list)   # 8 slots: None face down, else counter name
    airframe_pool: dict = field(default_factory=dict)
    path_pool: dict = field(default_factory=dict)  # flight path markers left: Event / No Event
    lw_chit: str | None = None           # Luftwaffe Intensity chit (7.0.1)
    lw_pool: list = field(default_factory=list)
    fighters: int = 0                     # LW intensity track: fighters left in this encounter
    bomb_track: str | None = None         # space of the bomb marker on the bombing track
    leg: str = "targetbound"
    scrubbed: bool = False                # 7.0.5: the mission was cancelled, heading home
    event_pool: list = field(default_factory=list)  # chits in the pool (6.5.1[1])
    active_events: list = field(default_factory=list)  # the Active Events box: chits and counters kept
    tactical_advantage: dict | None = None  # {"chit", "units", "spotting_only"}
    nav_drm: int = 0                      # Gee/Oboe events 5-7 (targetbound, unique)
    landing_weather: dict | None = None   # homebound events 7 (rain) / 8 (fog)
    malfunctions: dict = field(default_factory=dict)  # name -> {"chit", "failed", "repairable", ...} (8.1)
    landing_reasons: list = field(default_factory=list)  # extra landing rolls from events [(text, drm)]
    coned: bool = False                   # event 12 targetbound: lit up in this hex
    pilot_ill: bool = False               # event 10 targetbound: -1 to manoeuvres
    fires: list = field(default_factory=list)  # burning CRIT FIRE counters: hexes entered since
    fire_attempts: int = 0                # attempts left in this hex (8.2.3)
    combat_fire_attempt: int = 0          # the Flt. Eng.'s attempt in combat, this hex (8.2.3)
    repair_attempts: int = 0              # 8.1.2: one attempt per hex entered
    fuel_drain: bool = False              # airframe damage costs 1 extra every second hex (8.2.2)
    drain_count: int = 0                  # half-spaces of extra fuel owed (8.1.1, 8.2.2)
    ordnance_aboard: bool = True
    jettison_at_sea: bool = False         # 7.5.2[2]: released over the first sea hex
    located: bool = False
    bombed: str | None = None             # "target", "germany", "jettisoned", "off target"
    cqp_earned: int = 0                   # 7.5.6[2], credited on return
    major_repair: bool = False            # 7.11.1: a critical repair was made this mission
    mid_award: dict | None = None         # 7.11.1: listed this mission (effective next mission)
    flags: list = field(default_factory=list)  # "advanced training", "leave" (events 9, 17 homebound)
    # Resolution machinery
    agenda: list = field(default_factory=list)   # steps still to resolve in this hex
    results: dict = field(default_factory=dict)  # last result of each check key
    pending: dict | None = None           # the decision waiting: kind, label, options
    last_rolls: list = field(default_factory=list)  # Roll objects of the last action
    result: dict | None = None            # the mission's end (7.8, 8.2.5)
    setup_events: list = field(default_factory=list)
    map_path: str = ""                    # the Tiled map the rules read (board.py)
    legal: tuple | None = None            # the legal actions of this position, once computed (engine.py)
    plan: object | None = None            # the flight path being laid, read once (planning.Plan)
    data: object = field(default=None, compare=False, repr=False)   # the game's data (data.py), shared

    def member(self, position: str) -> CrewMember | None:
        m = self.crew.get(position)
        return m if m is not None and not m.killed else None

    def __deepcopy__(self, memo):
        twin = MissionState.__new__(MissionState)
        for name in field_names(MissionState):  # (field by field: fast_copy)
            v = getattr(self, name)
            setattr(twin, name, v if (type(v) in ATOMS or name in SHARED) else
                    list(v) if name == "last_rolls" else  # Roll objects are not changed once logged
                    fast_copy(v))
        return twin


# classes whose fields are all plain values: their fields, read at once for their __init__
FLAT = {cls: attrgetter(*field_names(cls)) for cls in (CrewMember, PathMarker)}

# Never changed once set, so shared by copies: the options, players and map of the game, the
# setup log, the tuple of legal actions of the position and the planning.Plan of the path
# (replaced, never changed), the game's data
SHARED = frozenset(("options", "players", "setup_events", "map_path", "legal", "plan", "data"))
KEEP = {"rng", "options", "players", "tour", "setup_events", "map_path", "data"}


def reset_mission(state: MissionState) -> None:
    """Clear the mission fields for the next mission of the tour (the tour is kept). Field by
    field, never through ``state.__dict__``: on CPython 3.11 reading an instance's ``__dict__``
    moves its attributes into a real dict for good, every later read of the state slower."""
    for name, default, factory in MISSION_FIELDS:
        setattr(state, name, factory() if factory is not None else default)


# (name, default, default factory or None) of every mission field, read once from the dataclass
MISSION_FIELDS = tuple((f.name, None if f.default is MISSING else f.default,
                        None if f.default_factory is MISSING else f.default_factory)
                       for f in fields(MissionState) if f.name not in KEEP
                       and (f.default is not MISSING or f.default_factory is not MISSING))
