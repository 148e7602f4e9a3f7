"""Battaglia Navale's data as a value (game/rules/gamedata.py): the game's numbers
(data/rules.yaml) and the house fire cards (data/fire_cards.yaml)."""
from __future__ import annotations

from dataclasses import dataclass

from ...resources import map_file
from ..gamedata import GameData

MAP_PATH = map_file("battaglia-navale.tmx")


@dataclass(frozen=True)
class FireCard:
    """A fire card: red marks as (col, row) inside a 4 x 4 square, an island square or None."""

    id: int
    marks: tuple[tuple[int, int], ...]
    island: int | None
    title: str = ""

    @property
    def label(self) -> str:
        return self.title or f"card {self.id}"


def local_cell(text: str) -> tuple[int, int]:
    """'b3' -> (1, 2): column a-d west to east, row 1-4 north to south."""
    return "abcd".index(text[0]), int(text[1:]) - 1


class Data(GameData):
    def __init__(self, docs: dict, name: str | None = None, digest: str | None = None):
        super().__init__(docs, name, digest)
        self.numbers: dict = self.docs["rules.yaml"]   # chart, units, planes, battery, polaris, victory ...
        self.fire_cards: dict[int, FireCard] = {
            c["id"]: FireCard(c["id"], tuple(local_cell(m) for m in c["marks"]), c.get("island"), c.get("title", ""))
            for c in self.docs["fire_cards.yaml"]["cards"]}

    def unit(self, code: str) -> dict:
        """A unit's numbers (cells, move, range, fire and anti-aircraft cards, name)."""
        return self.numbers["units"][code]
