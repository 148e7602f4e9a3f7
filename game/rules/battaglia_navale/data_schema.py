"""Battaglia Navale's data files and what each field may hold (docs/EDITING_DATA.md).

rules.yaml: the rulebook's numbers (BN Preliminaries, Movement table, Fire, Aircraft,
Battery, Polaris, End); fire_cards.yaml: the 20 fire cards (house data: the rulebook
prints none of their faces).
"""
from __future__ import annotations

from ..schema import flag, listof, mapping, maybe, table, text, whole

UNIT = mapping(required={"name": text(), "cells": whole(1, 4), "counters": whole(0, 9),
                         "move": whole(0, 6), "range": whole(0, 6), "cards": whole(0, 6),
                         "aa_cards": whole(0, 6)})
RULES = mapping(required={
    "chart": mapping(required={"square_cols": whole(1, 8), "square_rows": whole(2, 12),
                               "square_cells": whole(2, 8), "island_cards": whole(0, 6)}),
    "units": table(keys=text(pattern="^[A-Z][a-z]?$", form="a code of one or two letters, e.g. Ct"), value=UNIT),
    "ship_order": listof(text(), 1, unique=True),
    "planes": mapping(required={"count": whole(0, 9), "counters_each": whole(0, 3), "move": whole(0, 6),
                                "cards_each": whole(0, 3)}),
    "battery": mapping(required={"counters": whole(0, 3), "range": whole(0, 3), "cards": whole(0, 6)},
                       optional={"cards_house": flag(), "cards_reason": text()}),
    "polaris": mapping(required={"counters": whole(0, 9), "missile_range": whole(0, 9)}),
    "anti_aircraft": mapping(required={"reach": whole(0, 3)}),
    "victory": mapping(required={"counters": whole(1, 99)}),
})

MARK = text(pattern="^[a-d][1-4]$", form="a cell of the square, a1 to d4")
CARD = mapping(required={"id": whole(1, 99), "marks": listof(MARK, 0, 16, unique=True), "island": maybe(whole(1, 48))},
               optional={"title": text(), "house": flag(), "reason": text()})
FIRE_CARDS = mapping(required={"cards": listof(CARD, 1)})

FILES = {"rules.yaml": RULES, "fire_cards.yaml": FIRE_CARDS}


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    out = []
    rules, cards = docs["rules.yaml"], docs["fire_cards.yaml"]["cards"]
    for i, code in enumerate(rules["ship_order"]):
        if code not in rules["units"]:
            out.append(("rules.yaml", ["ship_order", i], f"no unit {code} under units"))
    counters = sum(rules["units"][c]["counters"] for c in rules["ship_order"] if c in rules["units"])
    counters += rules["planes"]["count"] * rules["planes"]["counters_each"]
    if counters != rules["victory"]["counters"]:
        out.append(("rules.yaml", ["victory", "counters"],
                    f"the fleet has {counters} counters but victory asks for {rules['victory']['counters']} (BN End)"))
    squares = rules["chart"]["square_cols"] * rules["chart"]["square_rows"]
    seen: set = set()
    for i, card in enumerate(cards):
        if card["id"] in seen:
            out.append(("fire_cards.yaml", ["cards", i, "id"], f"card {card['id']} appears twice"))
        seen.add(card["id"])
        if card["island"] is not None and card["island"] > squares:
            out.append(("fire_cards.yaml", ["cards", i, "island"], f"square {card['island']} is not on a chart of {squares} squares"))
    if len(cards) < rules["chart"]["island_cards"]:
        out.append(("fire_cards.yaml", ["cards"], f"{len(cards)} cards, but BN Preliminaries draws {rules['chart']['island_cards']} for the islands"))
    return out
