"""The tables The Same 4 Cats's rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from ..extras import HOUSE, Extra


def _events(events: dict) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in events.items()) or "none"


def extras(book: list, data) -> list[Extra]:
    missions = [["Name", "Target ships", "Additional Events", "Notes"]] + [
        [m.name, str(m.targets), _events(m.events), m.note] for m in data.missions.values() if m.house]
    medal = {m.id: m.short for m in data.medals}
    ships = [["Name", "Ship type", "Additional Events", "Bonus"]] + [
        [s.name, s.type, _events(s.events), medal.get(s.medal, "-") if s.medal else "-"]
        for s in data.ships.values() if s.house]
    return [Extra("Mission cards", "Mission cards the table does not print", HOUSE, missions),
            Extra("Target Ship cards", "Target Ship cards the table does not print", HOUSE, ships)]
