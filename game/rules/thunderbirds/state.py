"""The state of one Thunderbirds mission: everything a scene draws, named after the rulebook."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.core import Rng

Cell = tuple[int, int]

# Phases: the decision pending (TaW 4.0 sequence of play).
TARGET = "target"            # 6.1 identify the target
CONDITIONS = "conditions"    # 6.2 roll the target conditions
CREW = "crew"                # 6.3 select the crew
POINTS = "points"            # 6.4 assign CQP / PDP
PLAN = "plan"                # 6.5 lay the flight path
FLY = "fly"                  # 7.0.3 move into the next hex (or land, ditch, fight a fire)
DECIDE = "decide"            # a roll waits for the pilot: see state.pending
OVER = "over"                # the mission has ended: see state.result


@dataclass
class CrewMember:
    position: str            # pilot, gunner, aimer, navigator, wireless, engineer
    label: str               # "Rear Gunner"
    number: int              # the d6 face on his crew marker (Table 5a, 7.11.1)
    cqp: str | None = None   # CQP marker assigned (gun, aim, nav, repair), 6.4.1[1]
    cqp_used: bool = False
    wounds: int = 0          # 8.3: 1 wounded, 2 killed
    stamina: bool = False    # a Stam +1 PDP given to him (6.4.2[1])

    @property
    def killed(self) -> bool:
        return self.wounds >= 2

    @property
    def wounded(self) -> bool:
        return self.wounds == 1


@dataclass
class PathMarker:
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
    table: bool = False      # a table roll (LW, zone flak, conditions), not a skill check

    def text(self) -> str:
        if self.die is None:
            mods = ", ".join(f"{v:+d} {t}" for t, v in self.mods)
            return f"{self.label}: {mods}: net DRM {self.net}, the GRT cannot be used (TaW 9.0): {self.result}"
        parts = [f"d10 {self.die}"] + [f"{v:+d} {t}" for t, v in self.mods]
        cap = f" (capped at {self.applied:+d})" if self.applied != self.net else ""
        again = " (reroll)" if self.rerolled else ""
        return f"{self.label}{again}: {', '.join(parts)}{cap} = {self.total}: {self.result}"


@dataclass
class MissionState:
    rng: Rng
    options: dict
    players: list
    phase: str = TARGET
    # Preparation
    target: str | None = None            # Table 4 name
    target_cell: Cell | None = None
    target_flak: str | None = None       # colour of the target hex's triangle: bombing track
    sprog: bool = False                  # a red name in Table 4 (6.4.3)
    ordnance: str = "bombs"              # bombs or mines (Gardening)
    sky: dict | None = None              # {"name", "drm", "die"} (6.2)
    moon: dict | None = None
    crew: dict = field(default_factory=dict)   # position -> CrewMember (only those aboard)
    cqp_bank: int = 0                     # CQP the crew has earned (6.4.1)
    pdp: dict = field(default_factory=dict)    # PDP markers left: man, stam, reroll, disc
    # Flight path and tracks
    path: list = field(default_factory=list)   # PathMarker, targetbound then homebound
    position: int = -1                    # index of the marker the Wimpy stands on; -1 at 6 Group
    wimpy: Cell | None = None
    altitude: str = "high"               # 7.4: "high" or "low"
    forced_low: bool = False             # damage keeps the Wimpy low (Fly-low, Slowdown)
    fuel: int = 0                         # fuel track (6.5.3a)
    airframe: list = field(default_factory=list)   # 8 slots: None face down, else counter name
    airframe_pool: dict = field(default_factory=dict)
    path_pool: dict = field(default_factory=dict)  # flight path markers left: Event / No Event
    lw_chit: str | None = None           # Luftwaffe Intensity chit (7.0.1)
    lw_pool: list = field(default_factory=list)
    fighters: int = 0                     # LW intensity track: fighters left in this encounter
    bomb_track: str | None = None         # space of the bomb marker on the bombing track
    leg: str = "targetbound"
    event_pool: list = field(default_factory=list)  # chits in the pool (6.5.1[1])
    active_events: list = field(default_factory=list)  # chits kept (Active Events box)
    tactical_advantage: dict | None = None  # {"chit", "spotting", "fighter", "flak"}
    nav_drm: int = 0                      # Gee/Oboe events 5-7 (targetbound, unique)
    landing_weather: dict | None = None   # homebound events 7 (rain) / 8 (fog)
    fires: list = field(default_factory=list)  # burning CRIT FIRE counters: hexes entered since
    fire_attempts: int = 0                # attempts left in this hex (8.2.3)
    fuel_drain: bool = False              # airframe damage costs 1 extra every second hex (8.2.2)
    drain_count: int = 0
    ordnance_aboard: bool = True
    jettison_at_sea: bool = False         # 7.5.2[2]: released over the first sea hex
    located: bool = False
    bombed: str | None = None             # "target", "germany", "jettisoned", "off target"
    cqp_earned: int = 0                   # 7.5.6[2], credited on return (part II's tour)
    flags: list = field(default_factory=list)  # e.g. "advanced training", "leave" (part II)
    # Resolution machinery
    agenda: list = field(default_factory=list)   # steps still to resolve in this hex
    results: dict = field(default_factory=dict)  # last result of each check key
    pending: dict | None = None           # the decision waiting: kind, label, options
    last_rolls: list = field(default_factory=list)  # Roll objects of the last action
    result: dict | None = None            # the mission's end (7.8, 8.2.5)
    setup_events: list = field(default_factory=list)
    map_path: str = ""                    # the Tiled map the rules read (board.py)

    def member(self, position: str) -> CrewMember | None:
        m = self.crew.get(position)
        return m if m is not None and not m.killed else None
