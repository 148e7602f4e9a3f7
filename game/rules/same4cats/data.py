"""The Same 4 Cats' data: the rulebook's tables (tables.yaml) and cards (cards.yaml)."""
from __future__ import annotations

from dataclasses import dataclass

from ...datacheck.house import house_data

# The Event card kinds (S4C 4.2), as the rulebook names them.
SUN = "Sun"
CLOUDS = "Clouds"
WAVES = "Waves"
FLY = "Fly"
AA = "Anti-Aircraft Fire"
FIGHTER = "Enemy Fighter"
ESCORT = "Escort"
EVENT_KINDS = (SUN, CLOUDS, WAVES, FLY, AA, FIGHTER, ESCORT)


def _load(name: str) -> dict:
    return house_data(__package__, name)


@dataclass(frozen=True)
class MissionCard:
    id: str
    name: str
    targets: int
    events: dict
    note: str = ""
    ignore_ship_aa: bool = False
    forbidden_targets: tuple = ()
    house: bool = False
    reason: str = ""


@dataclass(frozen=True)
class ShipCard:
    name: str
    type: str
    events: dict
    medal: str | None = None
    house: bool = False
    reason: str = ""


@dataclass(frozen=True)
class Medal:
    id: str
    name: str
    short: str
    hits: int


TABLES: dict = _load("tables.yaml")
_CARDS: dict = _load("cards.yaml")

MISSIONS: dict[str, MissionCard] = {}
for _m in _CARDS["missions"]:
    _m = dict(_m)
    _m["forbidden_targets"] = tuple(_m.get("forbidden_targets", ()))
    MISSIONS[_m["id"]] = MissionCard(**_m)

SHIPS: dict[str, ShipCard] = {s["name"]: ShipCard(**s) for s in _CARDS["ships"]}

MEDALS: list[Medal] = [Medal(**m) for m in TABLES["medals"]]
MEDAL_BY_ID: dict[str, Medal] = {m.id: m for m in MEDALS}

CAMPAIGN: dict = TABLES["campaign"]
