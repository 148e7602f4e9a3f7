"""Steam Torpedo's data files and what each field may hold (docs/EDITING_DATA.md).

compartments.yaml: the compartment cards (house data: the rulebook prints none; the fields
are those of ST Compartments, Type, Durability Points, Oxygen Supply, Conditions for
Starting Actions and Targeting); rules.yaml: the rulebook's numbers.
"""
from __future__ import annotations

from ..schema import flag, listof, mapping, maybe, one_of, text, whole
from . import cards as _cards

TARGET = mapping(required={"at": one_of(*_cards.POSITIONS)},
                 optional={"section": maybe(one_of(*_cards.SECTIONS))})
EFFECT = mapping(required={"kind": one_of(*_cards.EFFECTS)},
                 optional={"amount": whole(0, 9), "victim": one_of("sailor", "crew"),
                           "where": one_of("section", "aboard")})
COMPARTMENT = mapping(
    required={"id": text(pattern="^[a-z0-9-]+$", form="lower-case-words-with-hyphens"), "name": text(),
              "faction": one_of(*_cards.FACTIONS), "type": one_of(*_cards.TYPES),
              "durability": whole(1, 9), "house": flag(), "reason": text()},
    optional={"oxygen": whole(0, 9), "trigger": one_of(*_cards.TRIGGERS), "once": flag(),
              "double": flag(), "attack": whole(0, 9), "attack_per_crew": flag(),
              "targets": listof(TARGET), "effect": EFFECT, "control_room": flag(), "text": text()})
COMPARTMENTS = mapping(required={"compartments": listof(COMPARTMENT, 1)})

RULES = mapping(required={
    "compartments_per_submarine": whole(1, 20), "rows": whole(1, 4), "columns": whole(1, 9),
    "control_room_cell": text(pattern="^[a-i][1-4]$", form="a column letter and a row number, e.g. c2"),
    "optional_swaps": whole(0, 9), "sailors": whole(1, 9), "commanders": whole(0, 3),
    "sea_sectors": whole(3, 9), "start_sector": whole(1, 9), "close_distance": whole(0, 3),
    "oxygen_removed_per_turn": whole(0, 5), "movement_points_per_engine": whole(0, 5),
    "crew_movement_points": whole(0, 5), "commander_extra_steps": whole(0, 5),
    "bow_columns": whole(1, 5), "stern_columns": whole(1, 5), "double_crew": whole(2, 4),
    "double_factor": whole(1, 4), "replacement_markers": whole(1, 5),
    "durability_min": whole(1, 9), "durability_max": whole(1, 9)})

FILES = {"compartments.yaml": COMPARTMENTS, "rules.yaml": RULES}


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    out = []
    numbers, items = docs["rules.yaml"], docs["compartments.yaml"]["compartments"]
    if numbers["rows"] * numbers["columns"] != numbers["compartments_per_submarine"]:
        out.append(("rules.yaml", ["compartments_per_submarine"],
                    f"{numbers['rows']} rows of {numbers['columns']} do not hold {numbers['compartments_per_submarine']} compartments (ST Setup 2)"))
    seen: set = set()
    for i, raw in enumerate(items):
        if raw["id"] in seen:
            out.append(("compartments.yaml", ["compartments", i, "id"], f"{raw['id']} is used by two cards"))
        seen.add(raw["id"])
        try:
            _cards._card(raw, numbers)
        except _cards.DataError as exc:
            out.append(("compartments.yaml", ["compartments", i], str(exc).replace("'", "")))
    for faction in _cards.FACTIONS:   # ST Setup 1: a faction's ready-made set fills a submarine
        own = [raw for raw in items if raw["faction"] == faction]
        rooms = sum(1 for raw in own if raw.get("control_room"))
        if len(own) != numbers["compartments_per_submarine"] or rooms != 1:
            out.append(("compartments.yaml", ["compartments"],
                        f"{_cards.FACTION_NAMES[faction]} has {len(own)} cards and {rooms} control rooms; a submarine needs {numbers['compartments_per_submarine']} with one control room (ST Setup 1)"))
    return out
