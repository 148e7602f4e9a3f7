"""Carrier Strike!'s data as a value (game/rules/gamedata.py): the rulebook's numbers and the
house data, read once from data/data.yaml (each entry a {value, rule})."""
from __future__ import annotations

from ..gamedata import GameData


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        doc = self.docs["data.yaml"]

        def value(section: str, key: str | None = None):
            entry = doc[section] if key is None else doc[section][key]
            return entry["value"]

        self.carriers_per_side: int = value("fleet", "carriers_per_side")          # CS Setup 2
        self.planes_per_carrier: int = value("fleet", "planes_per_carrier")        # CS Setup 4
        self.torpedoes_per_carrier: int = value("fleet", "torpedoes_per_carrier")  # CS Setup 5
        self.deck_parts: int = value("fleet", "deck_parts")                        # CS Planes 3
        self.pilot_discs: tuple = tuple(value("pilot_discs"))                      # CS Setup 3
        self.torpedo_run: int = value("distances", "torpedo_run")                  # CS Torpedo Runs 1
        self.torpedo_drop: int = value("distances", "torpedo_drop")                # CS Torpedo Runs 2
        self.torpedo_speed: int = value("distances", "torpedo_speed")              # CS Torpedo Runs 4
        self.dogfight_range: int = value("distances", "dogfight_range")            # CS Dogfights 1
        self.sacrifice_distance: int = value("distances", "sacrifice_distance")    # CS Sacrifice 2
        self.sacrifice_speed: int = value("distances", "sacrifice_speed")          # CS Sacrifice 3
        self.carrier_step: int = value("distances", "carrier_step")                # CS Carriers 1
        self.hits_destroy_planes: int = value("hits", "destroy_planes_aboard")     # CS Torpedo Runs 6
        self.hits_sink: int = value("hits", "sink")                                # CS Torpedo Runs 6
        self.die_sides: int = value("dice", "standard_die_sides")                  # CS Start 1
        self.tf_faces: tuple = tuple(value("dice", "tf_die_faces"))                # CS Carriers 1-2
        self.cards_dealt: int = value("dogfight", "cards_dealt")                   # CS Dogfights 5
        self.cards_kept: int = value("dogfight", "cards_kept")                     # CS Dogfights 6
        self.dogfight_deck: tuple = tuple(value("dogfight", "deck"))               # CS Setup 2, Dogfights 5
