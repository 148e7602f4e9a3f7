"""The tables Battaglia Navale's rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from ..extras import HOUSE, Extra


def extras(book: list, data) -> list[Extra]:
    rows = [["Card", "Red marks (cells of the square, NORD up: a-d west to east, 1-4 north to south)",
             "Island square"]]
    for card in data.fire_cards.values():
        marks = ", ".join(f"{'abcd'[c]}{r + 1}" for c, r in card.marks) or "none (no effect)"
        rows.append([card.title or str(card.id), marks, str(card.island) if card.island else "none"])
    return [Extra("BN Fire", "The 20 fire cards", HOUSE, rows)]
