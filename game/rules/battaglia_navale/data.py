"""The game's numbers (rules.yaml) and the house fire cards (fire_cards.yaml)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...datacheck.house import house_data
from ...resources import map_file

MAP_PATH = map_file("battaglia-navale.tmx")


@lru_cache(maxsize=None)
def rules_data() -> dict:
    return house_data(__package__, "rules.yaml")


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


@lru_cache(maxsize=None)
def fire_cards() -> dict[int, FireCard]:
    doc = house_data(__package__, "fire_cards.yaml")
    out = {}
    for c in doc["cards"]:
        out[c["id"]] = FireCard(c["id"], tuple(local_cell(m) for m in c["marks"]),
                                c.get("island"), c.get("title", ""))
    return out


def unit(code: str) -> dict:
    return rules_data()["units"][code]
