"""The Same 4 Cats' data: the rulebook's tables (tables.yaml) and cards (cards.yaml)."""
from __future__ import annotations

from dataclasses import dataclass

from ...datacheck.house import house_data, on_change

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


TABLES: dict = {}
_CARDS: dict = {}
MISSIONS: dict[str, MissionCard] = {}
SHIPS: dict[str, ShipCard] = {}
MEDALS: list[Medal] = []
MEDAL_BY_ID: dict[str, Medal] = {}
CAMPAIGN: dict = {}


def _fill() -> None:
    """Read the data in use into the values above, in place (other modules hold them:
    engine.CAMPAIGN, odds.T), again whenever the game's data set changes."""
    for value in (TABLES, _CARDS, MISSIONS, SHIPS, MEDAL_BY_ID, CAMPAIGN):
        value.clear()
    TABLES.update(_load("tables.yaml"))
    _CARDS.update(_load("cards.yaml"))
    for m in _CARDS["missions"]:
        m = dict(m)
        m["forbidden_targets"] = tuple(m.get("forbidden_targets", ()))
        MISSIONS[m["id"]] = MissionCard(**m)
    SHIPS.update({s["name"]: ShipCard(**s) for s in _CARDS["ships"]})
    MEDALS[:] = [Medal(**m) for m in TABLES["medals"]]
    MEDAL_BY_ID.update({m.id: m for m in MEDALS})
    CAMPAIGN.update(TABLES["campaign"])


_fill()
on_change(__package__, _fill)
