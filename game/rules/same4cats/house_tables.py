"""The tables The Same 4 Cats's rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from . import data
from ..extras import HOUSE, Extra


def _events(events: dict) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in events.items()) or "none"


def extras(book: list, given) -> list[Extra]:   # (given: the GameData, once this game reads its data from one)
    missions = [["Name", "Target ships", "Additional Events", "Notes"]] + [
        [m.name, str(m.targets), _events(m.events), m.note] for m in data.MISSIONS.values() if m.house]
    medal = {m.id: m.short for m in data.MEDALS}
    ships = [["Name", "Ship type", "Additional Events", "Bonus"]] + [
        [s.name, s.type, _events(s.events), medal.get(s.medal, "-") if s.medal else "-"]
        for s in data.SHIPS.values() if s.house]
    return [Extra("Mission cards", "Mission cards the table does not print", HOUSE, missions),
            Extra("Target Ship cards", "Target Ship cards the table does not print", HOUSE, ships)]
