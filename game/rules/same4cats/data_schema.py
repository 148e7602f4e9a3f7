"""The Same 4 Cats' data files and what each field may hold (docs/EDITING_DATA.md).

cards.yaml: the Mission cards (S4C 2.1, 3.0) and Target Ship cards (S4C 2.1);
tables.yaml: every number and table of the rulebook (S4C 3.0-7.0).
"""
from __future__ import annotations

from ..schema import HOUSE, flag, listof, mapping, maybe, one_of, table, text, whole

EVENT_KINDS = ("Sun", "Clouds", "Waves", "Fly", "Anti-Aircraft Fire", "Enemy Fighter", "Escort")
EVENTS = table(keys=one_of(*EVENT_KINDS), value=whole(0, 9))   # S4C 4.0, 4.1: cards added to the Event deck
HIT_MISS = {"hit": whole(0, 9), "miss": whole(0, 9)}

MISSION = mapping(
    required={"id": text(pattern="^[a-z0-9-]+$", form="lower-case-words-with-hyphens"), "name": text(),
              "targets": whole(1, 3), "events": EVENTS},
    optional={"note": text(), "ignore_ship_aa": flag(), "forbidden_targets": listof(text()), **HOUSE})
SHIP = mapping(
    required={"name": text(), "type": text(), "events": EVENTS},
    optional={"medal": maybe(text()), **HOUSE})

CARDS = mapping(required={"missions": listof(MISSION, 1), "ships": listof(SHIP, 1)})

TABLES = mapping(required={
    "campaign": mapping(required={
        "missions": whole(1, 30), "distance_track": whole(1, 9), "max_event_cards": whole(1, 20),
        "retries": whole(0, 3), "shot_down_at": whole(1, 9), "experience_distance": whole(1, 7),
        "experience_gain": whole(0, 3), "repair_amount": whole(0, 5), "final_card_aa_offset": whole(-3, 3)}),
    "basic_event_deck": EVENTS,
    "anti_aircraft": mapping(required={
        "rows": listof(mapping(required={"distances": listof(whole(0, 7), 1), **HIT_MISS}), 1),
        "sun_hit": whole(-3, 0), "retry_miss": whole(-3, 0)}),
    "torpedo": mapping(required={
        "rows": listof(mapping(required={"distance": whole(0, 7), **HIT_MISS}), 1),
        "waves_hit": whole(-3, 0)}),
    "escort": mapping(required=HIT_MISS),
    "enemy_fighter": mapping(required=HIT_MISS),
    "damage": listof(mapping(
        required={"damage": whole(0, 9), "torpedo_range": listof(whole(0, 7))},
        optional={"aa_hit": whole(-3, 3), "aa_miss": whole(-3, 3),
                  "text": mapping(required={"aa_hit": whole(-3, 3), "aa_miss": whole(-3, 3)}),
                  "table": mapping(required={"aa_hit": whole(-3, 3), "aa_miss": whole(-3, 3)})}), 1),
    "repair": listof(mapping(required={"missions": listof(whole(1, 30), 1), **HIT_MISS})),
    "experience": listof(mapping(required={"experience": listof(whole(0, 20), 1), "fly": whole(0, 5),
                                           "torpedo_hit": whole(0, 5)}), 1),
    "medals": listof(mapping(required={"id": text(), "name": text(), "short": text(), "hits": whole(1, 30)}), 1),
})

FILES = {"cards.yaml": CARDS, "tables.yaml": TABLES}


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    """(file, path, problem) for what one field says about another."""
    out = []
    cards, tables = docs["cards.yaml"], docs["tables.yaml"]
    ships = {s["name"] for s in cards["ships"]}
    medals = {m["id"] for m in tables["medals"]}
    seen: set = set()
    for i, m in enumerate(cards["missions"]):
        if m["id"] in seen:
            out.append(("cards.yaml", ["missions", i, "id"], f"{m['id']} is used by two Mission cards"))
        seen.add(m["id"])
        for j, name in enumerate(m.get("forbidden_targets", ())):
            if name not in ships:
                out.append(("cards.yaml", ["missions", i, "forbidden_targets", j], f"no Target Ship card is named {name}"))
        if m.get("house") and not m.get("reason"):
            out.append(("cards.yaml", ["missions", i], "a house card says why (reason)"))
    names: set = set()
    for i, s in enumerate(cards["ships"]):
        if s["name"] in names:
            out.append(("cards.yaml", ["ships", i, "name"], f"{s['name']} is used by two Target Ship cards"))
        names.add(s["name"])
        if s.get("medal") and s["medal"] not in medals:
            out.append(("cards.yaml", ["ships", i, "medal"], f"no medal {s['medal']} in tables.yaml (one of: {', '.join(sorted(medals))})"))
    # S4C 2.2 / 3.0: a campaign draws one Mission card per mission and the targets from the Target Ship deck
    campaign = tables["campaign"]
    if len(cards["missions"]) < campaign["missions"]:
        out.append(("cards.yaml", ["missions"], f"{len(cards['missions'])} Mission cards cannot make a campaign of {campaign['missions']} missions (S4C 3.0)"))
    most = max(m["targets"] for m in cards["missions"])
    if len(cards["ships"]) < most:
        out.append(("cards.yaml", ["ships"], f"{len(cards['ships'])} Target Ship cards, but a mission asks for {most}"))
    dmg = [row["damage"] for row in tables["damage"]]
    if dmg != list(range(len(dmg))) or len(dmg) < campaign["shot_down_at"]:
        out.append(("tables.yaml", ["damage"], f"needs one row for each damage from 0 to {campaign['shot_down_at'] - 1}, in order"))
    return out
