"""The tables Steam Torpedo's rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from ..extras import HOUSE, Extra
from .cards import FACTION_NAMES


def extras(book: list, data) -> list[Extra]:
    rows = [["Compartment", "Set", "Type", "Gears (oxygen)", "Use"]] + [
        [c.name, FACTION_NAMES[c.faction], c.type, f"{c.durability} ({c.oxygen})", c.text]
        for c in data.cards.values()]
    return [Extra("ST Compartments", "The 20 compartment cards (the two ready-made sets)", HOUSE, rows)]
