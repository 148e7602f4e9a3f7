"""The Same 4 Cats' data as a value (game/rules/gamedata.py): the rulebook's tables
(data/tables.yaml) and cards (data/cards.yaml)."""
from __future__ import annotations

from dataclasses import dataclass

from ..gamedata import GameData

# The Event card kinds (S4C 4.2), as the rulebook names them.
SUN = "Sun"
CLOUDS = "Clouds"
WAVES = "Waves"
FLY = "Fly"
AA = "Anti-Aircraft Fire"
FIGHTER = "Enemy Fighter"
ESCORT = "Escort"
EVENT_KINDS = (SUN, CLOUDS, WAVES, FLY, AA, FIGHTER, ESCORT)


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


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        self.tables: dict = self.docs["tables.yaml"]   # campaign, event deck, AA, torpedo, damage ...
        cards = self.docs["cards.yaml"]
        self.missions: dict[str, MissionCard] = {
            m["id"]: MissionCard(**{**m, "forbidden_targets": tuple(m.get("forbidden_targets", ()))})
            for m in cards["missions"]}
        self.ships: dict[str, ShipCard] = {s["name"]: ShipCard(**s) for s in cards["ships"]}
        self.ship_named: dict[str, str] = {ship.lower(): ship for ship in self.ships}   # notation: any case
        self.medals: list[Medal] = [Medal(**m) for m in self.tables["medals"]]
        self.medal_by_id: dict[str, Medal] = {m.id: m for m in self.medals}
        self.campaign: dict = self.tables["campaign"]   # S4C 2.2-7.0: the campaign's numbers
