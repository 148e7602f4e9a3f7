"""Steam Torpedo's data as a value (game/rules/gamedata.py): the rulebook's numbers
(data/rules.yaml), the house compartment cards (data/compartments.yaml, read by cards.py)
and the tables the rules derive from them."""
from __future__ import annotations

from itertools import combinations

from ..gamedata import GameData
from .actions import Keep, Swap
from .cards import Card, read_cards
from .sea import section_table
from .state import CELLS


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        n = self.numbers = self.docs["rules.yaml"]
        self.cards: dict[str, Card] = read_cards(self.docs["compartments.yaml"], n)   # by id, in file order
        self.control_room_cell: str = n["control_room_cell"]   # ST Setup 2: "the centre of the bottom row"
        self.sectors = range(1, n["sea_sectors"] + 1)          # ST Sea Sectors: "sector 1 through sector 5"
        self.crew_ids = ("C",) + tuple(str(i) for i in range(1, n["sailors"] + 1))   # ST Components
        self.sailor_steps: int = n["crew_movement_points"]                            # ST Using the Crew A
        self.commander_steps: int = self.sailor_steps + n["commander_extra_steps"]   # ST Exceptions
        self.double_crew: int = n["double_crew"]       # ST Conditions "x2": crew members at once ...
        self.double_factor: int = n["double_factor"]   # ... and the use's effect multiplied by
        self.sections = section_table(n)   # (lane, heading, section) -> its cells (ST Sections)
        # ST Setup 2: keep, or swap any two compartments but the control room
        self.swaps = (Keep(),) + tuple(Swap(a, b) for a, b in
                                       combinations([c for c in CELLS if c != self.control_room_cell], 2))

    def faction_set(self, faction: str) -> list[str]:
        """The ready-made set of a faction (ST Setup 1: the faction symbol)."""
        return [c.id for c in self.cards.values() if c.faction == faction]
